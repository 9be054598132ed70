"""The simplest opponents: level 0 (passive) and level 1 (uniformly random)."""

from __future__ import annotations

from seaboard.bots.base import Bot
from seaboard.core.move import Move
from seaboard.core.state import State

PASSIVE_WORDS = ("pass", "end", "done", "stop")


class PassiveBot(Bot):
    """Level 0: ends its turn or passes whenever it may, else makes its first legal move."""

    name = "pass"

    def choose_move(self, state: State) -> Move:
        moves = state.legal_moves()
        for move in moves:
            if str(move).split(" ", 1)[0] in PASSIVE_WORDS:
                return move
        return moves[0]


class RandomBot(Bot):
    """Level 1: a uniformly random legal move."""

    name = "random"

    def choose_move(self, state: State) -> Move:
        return self.rng.choice(state.legal_moves())
