"""``seaboard tournament``: round-robin ladders of bots and bot settings.

Every set of ``n`` distinct participants (all of them when there are fewer than the seats,
repeated to fill the table) meets in ``n`` games per round, the line-up turned by one seat
each game, so every participant sits in every seat of every table equally often. The results
file has the simulation format; ``standings`` turns it into win rates with Wilson intervals
(a first place shared by ``k`` seats is ``1/k`` of a win each), mean returns with bootstrap
intervals, Bradley-Terry Elo with bootstrap intervals (marked degenerate when they cannot be
given), an openskill ladder and the head-to-head matrix; in a game played by sides, seats of
one side are never counted as opponents.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from seaboard.core.errors import InvalidOptionsError
from seaboard.lab.jobs import GameResult, Job
from seaboard.lab.outcomes import frame_sides, share_matrix
from seaboard.lab.ratings import (
    GameLine,
    elo_with_intervals,
    mean_interval,
    openskill_ladder,
    pairwise,
    wilson,
)
from seaboard.lab.results import seat_count
from seaboard.lab.simulate import RunSummary, run_to_file, seat_lineup


def tournament_schedule(
    participants: Sequence[str], num_players: int, rounds: int
) -> list[tuple[str, ...]]:
    """Round-robin line-ups: each table of participants in every seat rotation, per round."""
    if len(set(participants)) != len(participants):
        raise InvalidOptionsError("tournament participants must be distinct")
    if len(participants) < 2:
        raise InvalidOptionsError("a tournament needs at least two participants")
    if rounds < 1:
        raise InvalidOptionsError("a tournament needs at least one round")
    if len(participants) >= num_players:
        tables = [tuple(t) for t in itertools.combinations(participants, num_players)]
    else:
        tables = [seat_lineup(participants, num_players)]
    schedule = []
    for _ in range(rounds):
        for table in tables:
            for shift in range(num_players):
                schedule.append(table[shift:] + table[:shift])
    return schedule


def tournament(
    game: str,
    num_players: int,
    participants: Sequence[str],
    rounds: int,
    seed: int,
    out: Path,
    *,
    options: Any = None,
    workers: int = 1,
    ray_address: str | None = None,
    records_dir: Path | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> RunSummary:
    """Play the round-robin and stream its games to ``out``."""
    schedule = tournament_schedule(participants, num_players, rounds)
    job = Job.build(
        game, num_players, seed, schedule, options, keep_records=records_dir is not None
    )
    return run_to_file(
        job,
        out,
        workers=workers,
        ray_address=ray_address,
        records_dir=records_dir,
        on_result=on_result,
    )


@dataclass(frozen=True)
class Standing:
    """A participant's line in the standings: ``games`` counts its seats, ``wins`` its shares
    of wins (a first place shared by ``k`` seats is ``1/k``); a ``*_degenerate`` interval
    could not be given (see ``ratings.Interval`` and ``ratings.EloRating``)."""

    bot: str
    games: int
    wins: float
    win_rate: float
    win_low: float
    win_high: float
    mean_return: float
    return_low: float
    return_high: float
    return_degenerate: bool
    mean_score: float
    elo: float
    elo_low: float
    elo_high: float
    elo_degenerate: bool
    skill_mu: float
    skill_sigma: float


def game_lines(frame: Any) -> list[GameLine]:
    """(bots, ranks) of every game of a results frame, in game-index order."""
    seats = seat_count(frame)
    ordered = frame.sort_values("game_index")
    bots = ordered[[f"bot_{k}" for k in range(seats)]].astype(str).values.tolist()
    ranks = ordered[[f"rank_{k}" for k in range(seats)]].astype(int).values.tolist()
    return list(zip(bots, ranks, strict=True))


def standings(frame: Any, *, bootstrap: int = 200, seed: int = 0) -> list[Standing]:
    """The standings of every bot in a results frame, best Elo first."""
    lines = game_lines(frame)
    names = sorted({bot for bots, _ in lines for bot in bots})
    seats = seat_count(frame)
    sides = frame_sides(frame)
    shares = share_matrix(frame)
    wins: dict[str, float] = dict.fromkeys(names, 0.0)
    games: dict[str, int] = dict.fromkeys(names, 0)
    returns: dict[str, list[float]] = {name: [] for name in names}
    scores: dict[str, list[float]] = {name: [] for name in names}
    for k in range(seats):
        seat_bots = frame[f"bot_{k}"].astype(str).to_numpy()
        seat_returns = frame[f"return_{k}"].astype(float).to_numpy()
        seat_scores = frame[f"score_{k}"].astype(float).to_numpy()
        for name in names:
            mine = seat_bots == name
            games[name] += int(mine.sum())
            wins[name] += float(shares[mine, k].sum())
            returns[name].extend(seat_returns[mine].tolist())
            scores[name].extend(seat_scores[mine].tolist())
    elo = {
        r.name: r
        for r in elo_with_intervals(names, lines, bootstrap=bootstrap, seed=seed, sides=sides)
    }
    skill = {r.name: r for r in openskill_ladder(names, lines)}
    table = []
    for name in names:
        rate, low, high = wilson(wins[name], games[name])
        mean_return = mean_interval(returns[name], seed=seed)
        table.append(
            Standing(
                bot=name,
                games=games[name],
                wins=wins[name],
                win_rate=rate,
                win_low=low,
                win_high=high,
                mean_return=mean_return.value,
                return_low=mean_return.low,
                return_high=mean_return.high,
                return_degenerate=mean_return.degenerate,
                mean_score=sum(scores[name]) / len(scores[name]) if scores[name] else 0.0,
                elo=elo[name].elo,
                elo_low=elo[name].low,
                elo_high=elo[name].high,
                elo_degenerate=elo[name].degenerate,
                skill_mu=skill[name].mu,
                skill_sigma=skill[name].sigma,
            )
        )
    return sorted(table, key=lambda s: -s.elo)


def head_to_head(frame: Any) -> tuple[list[str], list[list[float | None]]]:
    """Names and the matrix of pairwise score shares (row bot against column bot)."""
    lines = game_lines(frame)
    names = sorted({bot for bots, _ in lines for bot in bots})
    wins = pairwise(lines, frame_sides(frame))
    matrix: list[list[float | None]] = []
    for a in names:
        row: list[float | None] = []
        for b in names:
            total = wins.get((a, b), 0.0) + wins.get((b, a), 0.0)
            row.append(wins.get((a, b), 0.0) / total if total else None)
        matrix.append(row)
    return names, matrix


def standings_json(table: Sequence[Standing]) -> list[dict[str, Any]]:
    """The standings as JSON rows; a degenerate interval's bounds are null, never a zero-width
    interval a reader could take for certainty."""
    rows = []
    for standing in table:
        row = asdict(standing)
        for name in ("return", "elo"):
            if row[f"{name}_degenerate"]:
                row[f"{name}_low"] = row[f"{name}_high"] = None
        rows.append(row)
    return rows


def elo_text(standing: Standing, undefined: str = "interval undefined") -> str:
    """``1532 (1490‑1575)`` (a non-breaking hyphen, so a narrow table cell never splits the
    range), or ``1710; interval undefined`` when it is degenerate."""
    if standing.elo_degenerate:
        return f"{standing.elo:.0f}; {undefined}"
    return f"{standing.elo:.0f} ({standing.elo_low:.0f}\u2011{standing.elo_high:.0f})"
