"""The driver: the one place that samples chance, with a seeded ``random.Random``.

Given the same seed and agents, a game unfolds the same on any machine: chance outcomes are
drawn here and applied like moves, so the history (and any record) replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, Protocol

from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State


class Agent(Protocol):
    """Anything that picks a move for the seat to move: a bot, a terminal player, a test."""

    def choose_move(self, state: State) -> Move: ...


def advance_chance(state: State, rng: random.Random) -> None:
    """Apply sampled chance outcomes until a seat must decide or the game is over."""
    while state.to_move() == CHANCE:
        state.apply(state.sample_chance(rng))


def play_game(
    spec: GameSpec,
    agents: Sequence[Agent],
    *,
    options: Any = None,
    seed: int | None = None,
    state: State | None = None,
    on_move: Callable[[State, Move], None] | None = None,
) -> State:
    """Play a whole game (from ``state`` or a new one) and return the final state.

    Each agent's move is checked with ``play``; chance is drawn from ``random.Random(seed)``.
    ``on_move(state_before, move)`` is called before each move is applied.
    """
    rng = random.Random(seed)
    if state is None:
        state = spec.new_state(len(agents), options)
    while True:
        actor = state.to_move()
        if actor == TERMINAL:
            return state
        move = state.sample_chance(rng) if actor == CHANCE else agents[actor].choose_move(state)
        if on_move is not None:
            on_move(state, move)
        if actor == CHANCE:
            state.apply(move)
        else:
            state.play(move)
