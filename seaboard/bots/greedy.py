"""Level 2: one-step lookahead on the game's evaluation hook (``GameSpec.evaluate``).

The bot first determinizes the state for its seat, so the evaluation sees only what the seat
may know, then scores each legal move by the evaluation of the position it leads to (chance
that follows a move is left unresolved: the evaluation judges the position as it stands).
"""

from __future__ import annotations

from seaboard.bots.base import Bot, spec_of
from seaboard.core.move import Move
from seaboard.core.state import State


class GreedyBot(Bot):
    name = "greedy"

    def choose_move(self, state: State) -> Move:
        spec = spec_of(state)
        seat = state.to_move()
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        sample = spec.determinize(state, seat, self.rng) if spec.has_hidden_info else state
        best: list[Move] = []
        best_value = float("-inf")
        for move in moves:
            child = sample.copy()
            child.apply(move)
            value = spec.evaluate(child, seat)
            if value > best_value + 1e-12:
                best, best_value = [move], value
            elif abs(value - best_value) <= 1e-12:
                best.append(move)
        return self.rng.choice(best)
