"""Ratings and intervals: Wilson intervals, Bradley-Terry Elo with bootstrap intervals, and
an openskill (Plackett-Luce) ladder.

A game of ``n`` seats counts as ``n(n-1)/2`` pairwise results between the bots in them (a
better rank wins, an equal rank is half a win each; two seats of the same bot are skipped).
The Bradley-Terry strengths are the maximum-likelihood fit of all pairwise results at once
(Hunter's MM iteration), so unlike running Elo they do not depend on the order of the games;
one virtual draw against an average opponent keeps an unbeaten bot's rating finite. Elo is
``400 log10(strength)``, shifted so the mean of the field is 1500.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

Z95 = 1.959963984540054
ELO_MEAN = 1500.0
PRIOR_GAMES = 1.0

GameLine = tuple[Sequence[str], Sequence[int]]
"""(bot of each seat, rank of each seat) of one game."""


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


def mean_interval(values: Sequence[float], z: float = Z95) -> tuple[float, float, float]:
    """The mean and its normal-approximation interval."""
    n = len(values)
    if n == 0:
        return (math.nan, math.nan, math.nan)
    mean = math.fsum(values) / n
    if n == 1:
        return (mean, mean, mean)
    var = math.fsum((v - mean) ** 2 for v in values) / (n - 1)
    half = z * math.sqrt(var / n)
    return (mean, mean - half, mean + half)


def pairwise(games: Sequence[GameLine]) -> dict[tuple[str, str], float]:
    """Wins of ``a`` over ``b`` summed over games (draws give half to each)."""
    wins: dict[tuple[str, str], float] = {}
    for bots, ranks in games:
        for i in range(len(bots)):
            for j in range(i + 1, len(bots)):
                a, b = bots[i], bots[j]
                if a == b:
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


def bradley_terry(
    names: Sequence[str], games: Sequence[GameLine], iterations: int = 500
) -> dict[str, float]:
    """Elo-scale ratings from the Bradley-Terry fit of the pairwise results."""
    wins = pairwise(games)
    strength = dict.fromkeys(names, 1.0)
    for _ in range(iterations):
        new: dict[str, float] = {}
        for a in names:
            won = PRIOR_GAMES / 2
            denom = PRIOR_GAMES / (strength[a] + 1.0)
            for b in names:
                if a == b:
                    continue
                n_ab = wins.get((a, b), 0.0) + wins.get((b, a), 0.0)
                if n_ab:
                    won += wins.get((a, b), 0.0)
                    denom += n_ab / (strength[a] + strength[b])
            new[a] = won / denom
        # Normalise to a geometric mean of 1: the scale of the strengths is free.
        log_mean = math.fsum(math.log(v) for v in new.values()) / max(1, len(new))
        new = {k: v / math.exp(log_mean) for k, v in new.items()}
        delta = max(abs(math.log(new[k] / strength[k])) for k in names) if names else 0.0
        strength = new
        if delta < 1e-10:
            break
    return {k: ELO_MEAN + 400.0 * math.log10(v) for k, v in strength.items()}


@dataclass(frozen=True)
class EloRating:
    name: str
    elo: float
    low: float
    high: float


def elo_with_intervals(
    names: Sequence[str], games: Sequence[GameLine], *, bootstrap: int = 200, seed: int = 0
) -> list[EloRating]:
    """Bradley-Terry Elo with 95% percentile-bootstrap intervals (games resampled), best first."""
    point = bradley_terry(names, games)
    rng = random.Random(seed)
    samples: dict[str, list[float]] = {name: [] for name in names}
    if games:
        for _ in range(bootstrap):
            resampled = [games[rng.randrange(len(games))] for _ in games]
            for name, value in bradley_terry(names, resampled, iterations=200).items():
                samples[name].append(value)
    result = []
    for name in names:
        values = sorted(samples[name])
        if values:
            low = values[int(0.025 * (len(values) - 1))]
            high = values[math.ceil(0.975 * (len(values) - 1))]
        else:
            low = high = point[name]
        result.append(EloRating(name, point[name], low, high))
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
