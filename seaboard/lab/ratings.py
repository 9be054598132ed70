"""Ratings and intervals: win shares, Wilson intervals, bootstrap intervals of a mean,
Bradley-Terry Elo with bootstrap intervals, and an openskill (Plackett-Luce) ladder.

A shared first place is a draw, not a win for everyone in it: each of the ``k`` seats tied
first holds ``1/k`` of the game's win (``win_shares``), so the win rates of all seats, or of
all bots, add up to one game per game.

A game of ``n`` seats counts as ``n(n-1)/2`` pairwise results between the bots in them (a
better rank wins, an equal rank is half a win each; two seats of the same bot are skipped, and
so are two seats of the same side in a game played by sides, such as Pirates).
The Bradley-Terry strengths are the maximum-likelihood fit of all pairwise results at once
(Hunter's MM iteration), so unlike running Elo they do not depend on the order of the games;
one virtual draw against an average opponent keeps an unbeaten bot's rating finite. Elo is
``400 log10(strength)``, shifted so the mean of the field is 1500.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import numpy.typing as npt

Z95 = 1.959963984540054
ELO_MEAN = 1500.0
PRIOR_GAMES = 1.0

GameLine = tuple[Sequence[str], Sequence[int]]
"""(bot of each seat, rank of each seat) of one game."""

Sides = Sequence[str] | None
"""The side of each seat in a game played by sides (seats of one side never meet), or None."""

BOOTSTRAP = 1000
"""Resamples of a mean's percentile-bootstrap interval."""
BOOTSTRAP_LIMIT = 10_000
"""Above this many values a mean's interval is the normal one, clipped to the values' range
(the resamples would not fit in memory, and the normal approximation is then sound)."""


def win_shares(ranks: Sequence[int]) -> list[float]:
    """Each seat's share of the game's win: ``1/k`` for each of ``k`` seats tied first."""
    tied = sum(1 for rank in ranks if rank == 1)
    return [1.0 / tied if rank == 1 else 0.0 for rank in ranks]


@dataclass(frozen=True)
class Interval:
    """An estimate and its 95% interval; ``degenerate`` when the data cannot give an interval
    (every value the same, or one side always winning): the bounds are then meaningless."""

    value: float
    low: float
    high: float
    degenerate: bool = False


def wilson(successes: float, trials: int, z: float = Z95) -> tuple[float, float, float]:
    """The success rate and its Wilson score interval (a sound interval near 0 and 1)."""
    if trials <= 0:
        return (math.nan, 0.0, 1.0)
    p = successes / trials
    denom = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denom
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denom
    low = 0.0 if successes <= 0 else max(0.0, centre - half)
    high = 1.0 if successes >= trials else min(1.0, centre + half)
    return (p, low, high)


def mean_interval(values: Sequence[float], *, seed: int = 0) -> Interval:
    """The mean and its 95% percentile-bootstrap interval (``BOOTSTRAP`` resamples, seeded).

    Unlike the normal approximation (mean ± 1.96 s/√n), a bootstrap interval stays inside the
    range of the values, so the mean of returns in [-1, 1] never gets a bound outside it, and
    it follows the skew of a quantity near its bound. Fewer than two distinct values give a
    degenerate interval (no spread to resample). More than ``BOOTSTRAP_LIMIT`` values get the
    normal interval clipped to their range.
    """
    n = len(values)
    if n == 0:
        return Interval(math.nan, math.nan, math.nan, degenerate=True)
    data = np.asarray(values, dtype=np.float64)
    mean = float(data.mean())
    if n == 1 or float(data.min()) == float(data.max()):
        return Interval(mean, mean, mean, degenerate=True)
    if n > BOOTSTRAP_LIMIT:  # the normal interval is sound here; kept inside the range
        half = Z95 * float(data.std(ddof=1)) / math.sqrt(n)
        low, high = max(float(data.min()), mean - half), min(float(data.max()), mean + half)
        return Interval(mean, low, high)
    rng = np.random.default_rng(seed)
    means = data[rng.integers(0, n, size=(BOOTSTRAP, n))].mean(axis=1)
    low, high = (float(v) for v in np.percentile(means, [2.5, 97.5]))
    return Interval(mean, min(low, mean), max(high, mean))


def _opponents(bots: Sequence[str], i: int, j: int, sides: Sides) -> bool:
    """Whether seats ``i`` and ``j`` of a game meet: other bots, and other sides if any."""
    return bots[i] != bots[j] and (sides is None or sides[i] != sides[j])


def pairwise(games: Sequence[GameLine], sides: Sides = None) -> dict[tuple[str, str], float]:
    """Wins of ``a`` over ``b`` summed over games (draws give half to each)."""
    wins: dict[tuple[str, str], float] = {}
    for bots, ranks in games:
        for i in range(len(bots)):
            for j in range(i + 1, len(bots)):
                a, b = bots[i], bots[j]
                if not _opponents(bots, i, j, sides):
                    continue
                if ranks[i] < ranks[j]:
                    share_a = 1.0
                elif ranks[i] > ranks[j]:
                    share_a = 0.0
                else:
                    share_a = 0.5
                wins[a, b] = wins.get((a, b), 0.0) + share_a
                wins[b, a] = wins.get((b, a), 0.0) + 1.0 - share_a
    return wins


PairTable = tuple[
    npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.int64], npt.NDArray[np.float64]
]
"""Per pairwise result: its game, flat indices ``a*P+b`` and ``b*P+a``, and ``a``'s share."""


def _pair_table(names: Sequence[str], games: Sequence[GameLine], sides: Sides) -> PairTable:
    index = {name: i for i, name in enumerate(names)}
    size = len(names)
    game_of: list[int] = []
    ab: list[int] = []
    ba: list[int] = []
    share: list[float] = []
    for number, (bots, ranks) in enumerate(games):
        for i in range(len(bots)):
            for j in range(i + 1, len(bots)):
                if not _opponents(bots, i, j, sides):
                    continue
                a, b = index[bots[i]], index[bots[j]]
                game_of.append(number)
                ab.append(a * size + b)
                ba.append(b * size + a)
                share.append(1.0 if ranks[i] < ranks[j] else 0.0 if ranks[i] > ranks[j] else 0.5)
    return (
        np.array(game_of, dtype=np.int64),
        np.array(ab, dtype=np.int64),
        np.array(ba, dtype=np.int64),
        np.array(share, dtype=np.float64),
    )


def _wins(size: int, table: PairTable, weights: npt.NDArray[np.float64] | None) -> Any:
    """The matrix of wins of row over column, each game counted ``weights[game]`` times."""
    game_of, ab, ba, share = table
    w = np.ones(len(share)) if weights is None else weights[game_of]
    flat = np.bincount(ab, weights=w * share, minlength=size * size)
    flat += np.bincount(ba, weights=w * (1.0 - share), minlength=size * size)
    return flat.reshape(size, size)


def _fit(wins: Any, iterations: int) -> Any:
    """Hunter's MM iteration for Bradley-Terry strengths, with the virtual draw; Elo scale."""
    size = wins.shape[0]
    meetings = wins + wins.T
    won = wins.sum(axis=1) + PRIOR_GAMES / 2
    strength = np.ones(size)
    for _ in range(iterations):
        denom = (meetings / (strength[:, None] + strength[None, :])).sum(axis=1)
        new = won / (denom + PRIOR_GAMES / (strength + 1.0))
        new /= np.exp(np.log(new).mean())  # the scale is free: geometric mean 1
        delta = float(np.abs(np.log(new / strength)).max())
        strength = new
        if delta < 1e-10:
            break
    return ELO_MEAN + 400.0 * np.log10(strength)


def bradley_terry(
    names: Sequence[str], games: Sequence[GameLine], iterations: int = 500, sides: Sides = None
) -> dict[str, float]:
    """Elo-scale ratings from the Bradley-Terry fit of the pairwise results."""
    if not names:
        return {}
    elo = _fit(_wins(len(names), _pair_table(names, games, sides), None), iterations)
    return {name: float(elo[i]) for i, name in enumerate(names)}


@dataclass(frozen=True)
class EloRating:
    """A bot's Elo and its interval; ``degenerate`` when no interval can be given: the bot won
    (or lost) every meeting, so its rating is held finite only by the virtual draw, or every
    resample gave the same rating (the line-ups cannot tell the bots apart)."""

    name: str
    elo: float
    low: float
    high: float
    degenerate: bool = False


SPREAD_EPSILON = 1e-6
"""An Elo bootstrap spread below this is no spread at all."""


def elo_with_intervals(
    names: Sequence[str],
    games: Sequence[GameLine],
    *,
    bootstrap: int = 200,
    seed: int = 0,
    sides: Sides = None,
) -> list[EloRating]:
    """Bradley-Terry Elo with 95% percentile-bootstrap intervals (games resampled with
    replacement, seeded), best first."""
    point = bradley_terry(names, games, sides=sides)
    table = _pair_table(names, games, sides)
    totals = _wins(len(names), table, None)
    won, met = totals.sum(axis=1), (totals + totals.T).sum(axis=1)
    rng = np.random.default_rng(seed)
    samples = []
    if games and names:
        uniform = np.full(len(games), 1.0 / len(games))
        for _ in range(bootstrap):
            weights = rng.multinomial(len(games), uniform).astype(np.float64)
            samples.append(_fit(_wins(len(names), table, weights), 200))
    result = []
    for i, name in enumerate(names):
        if samples:
            values = np.array([sample[i] for sample in samples])
            low, high = (float(v) for v in np.percentile(values, [2.5, 97.5]))
        else:
            low = high = point[name]
        separated = bool(met[i] > 0 and (won[i] == 0 or won[i] == met[i]))
        degenerate = separated or met[i] == 0 or high - low < SPREAD_EPSILON
        low, high = min(low, point[name]), max(high, point[name])
        result.append(EloRating(name, point[name], low, high, degenerate))
    return sorted(result, key=lambda r: -r.elo)


@dataclass(frozen=True)
class SkillRating:
    name: str
    mu: float
    sigma: float

    @property
    def ordinal(self) -> float:
        """The conservative skill ``mu - 3 sigma`` (the usual leaderboard key)."""
        return self.mu - 3 * self.sigma


def openskill_ladder(names: Sequence[str], games: Sequence[GameLine]) -> list[SkillRating]:
    """Plackett-Luce ratings updated game by game in index order, best ordinal first.

    A bot in several seats of one game is rated by its best seat only.
    """
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    ratings = {name: model.rating(name=name) for name in names}
    for bots, ranks in games:
        best: dict[str, int] = {}
        for bot, rank in zip(bots, ranks, strict=True):
            best[bot] = min(rank, best.get(bot, rank))
        if len(best) < 2:
            continue
        order = list(best)
        rated = model.rate([[ratings[b]] for b in order], ranks=[best[b] for b in order])
        for bot, team in zip(order, rated, strict=True):
            ratings[bot] = team[0]
    result = [SkillRating(n, float(ratings[n].mu), float(ratings[n].sigma)) for n in names]
    return sorted(result, key=lambda r: -r.ordinal)
