"""Level 2: one-step lookahead on the game's evaluation hook (``GameSpec.evaluate``).

The bot first determinizes the state for its seat, so the evaluation sees only what the seat
may know, then scores each legal move by the evaluation of the position it leads to (chance
that follows a move is left unresolved: the evaluation judges the position as it stands).
"""

from __future__ import annotations

from seaboard.bots.base import Bot, spec_of
from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import State


def best_moves(spec: GameSpec, state: State, seat: int, moves: list[Move]) -> list[Move]:
    """The moves of ``moves`` whose positions ``spec.evaluate`` rates best for ``seat`` (all
    of them within 1e-12 of the best, in their order)."""
    best: list[Move] = []
    best_value = float("-inf")
    for move in moves:
        child = state.copy()
        child.apply(move)
        value = spec.evaluate(child, seat)
        if value > best_value + 1e-12:
            best, best_value = [move], value
        elif abs(value - best_value) <= 1e-12:
            best.append(move)
    return best


class GreedyBot(Bot):
    name = "greedy"

    def choose_move(self, state: State) -> Move:
        spec = spec_of(state)
        seat = state.to_move()
        moves = state.legal_moves()
        if len(moves) == 1:
            return moves[0]
        sample = spec.determinize(state, seat, self.rng) if spec.has_hidden_info else state
        return self.rng.choice(best_moves(spec, sample, seat, moves))
