"""The bot interface: ``choose_move(state)`` for the seat to move, never an illegal move."""

from __future__ import annotations

import random
from abc import ABC, abstractmethod

from seaboard.core.move import Move
from seaboard.core.registry import get_game
from seaboard.core.spec import GameSpec
from seaboard.core.state import State


def spec_of(state: State) -> GameSpec:
    """The spec of the game ``state`` belongs to."""
    return get_game(state.game_id)


class Bot(ABC):
    """A seeded player. It reads only what the seat to move may know: its view, or a
    determinization of the state for that seat."""

    name: str = "bot"

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    @abstractmethod
    def choose_move(self, state: State) -> Move:
        """A legal move for ``state.to_move()``."""

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}>"
