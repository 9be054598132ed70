"""How a game ended: reason, scores, ranking and winners, and the returns derived from them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True, slots=True)
class Outcome:
    """The result of a finished game.

    ``ranks[seat]`` is 1 for the best place; tied seats share a rank (1, 1, 3, ...).
    ``scores`` are the game's own points (victory points, pirates in the boat, ...).
    """

    reason: str
    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    winners: tuple[int, ...]

    @classmethod
    def from_keys(cls, reason: str, scores: Sequence[float], keys: Sequence[Any]) -> Outcome:
        """Build an outcome by ranking seats on ``keys`` (higher is better; equal keys tie)."""
        ranks = tuple(1 + sum(1 for other in keys if other > key) for key in keys)
        winners = tuple(seat for seat, rank in enumerate(ranks) if rank == 1)
        return cls(reason, tuple(float(s) for s in scores), ranks, winners)

    @classmethod
    def draw(cls, reason: str, num_players: int, scores: Sequence[float] | None = None) -> Outcome:
        """Every seat shares first place and nobody wins."""
        values = tuple(float(s) for s in scores) if scores else (0.0,) * num_players
        return cls(reason, values, (1,) * num_players, ())

    def ranked_beyond_scores(self) -> bool:
        """Whether something besides the score set the places: a seat placed below another
        whose score is not higher (a tie-break, or a win the score does not show)."""
        seats = range(len(self.ranks))
        return any(
            self.ranks[a] > self.ranks[b] and self.scores[a] >= self.scores[b]
            for a in seats
            for b in seats
        )

    def returns(self) -> list[float]:
        """Per-seat returns in [-1, 1], linear in the average place a seat shares.

        Two players: win +1, loss -1, draw 0. A shared first place among k of n seats gives
        each of them the mean of the k best values.
        """
        n = len(self.ranks)
        if n < 2:
            return [0.0] * n
        result = []
        for rank in self.ranks:
            tied = sum(1 for r in self.ranks if r == rank)
            mean_place = (rank - 1) + (tied - 1) / 2
            result.append(1.0 - 2.0 * mean_place / (n - 1))
        return result

    def to_json(self) -> dict[str, Any]:
        return {
            "reason": self.reason,
            "scores": list(self.scores),
            "ranks": list(self.ranks),
            "winners": list(self.winners),
        }

    def result_text(self) -> str:
        """The record's Result header: ranks joined by dashes, e.g. ``1-2-2``."""
        return "-".join(str(rank) for rank in self.ranks)
