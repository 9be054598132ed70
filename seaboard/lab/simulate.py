"""``seaboard simulate``: many seeded games of one game, streamed to a results file.

The bots fill the seats in the order given (repeated when fewer than the seats); with
``rotate`` the line-up turns by one seat each game, so every bot sits in every seat equally
often and seat advantage does not bias the bot comparison.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from seaboard.core.errors import InvalidOptionsError
from seaboard.lab.executors import run_job
from seaboard.lab.jobs import GameResult, Job
from seaboard.lab.results import ResultsWriter, relative_ref


def seat_lineup(bots: Sequence[str], num_players: int) -> tuple[str, ...]:
    """Bots for each seat: the list as given, repeated cyclically to fill the seats."""
    if not bots:
        raise InvalidOptionsError("name at least one bot")
    if len(bots) > num_players:
        raise InvalidOptionsError(f"{len(bots)} bots for {num_players} seats")
    return tuple(bots[seat % len(bots)] for seat in range(num_players))


def simulation_schedule(
    bots: Sequence[str], num_players: int, games: int, *, rotate: bool = True
) -> list[tuple[str, ...]]:
    """The line-up of every game; with ``rotate`` game ``i`` turns it by ``i`` seats."""
    lineup = seat_lineup(bots, num_players)
    schedule = []
    for index in range(games):
        shift = index % num_players if rotate else 0
        schedule.append(lineup[shift:] + lineup[:shift])
    return schedule


@dataclass(frozen=True)
class RunSummary:
    """What a run produced and how fast (the speed is printed, never written to results)."""

    path: Path
    games: int
    seconds: float

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")


def run_to_file(
    job: Job,
    out: Path,
    *,
    workers: int = 1,
    ray_address: str | None = None,
    records_dir: Path | None = None,
    on_result: Callable[[GameResult], None] | None = None,
) -> RunSummary:
    """Play ``job`` where asked and stream its rows (and records) to ``out``."""
    out = Path(out)
    if records_dir is not None:
        records_dir = Path(records_dir)
        records_dir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    with ResultsWriter(out) as writer:
        for result in run_job(job, workers=workers, ray_address=ray_address):
            ref = ""
            if records_dir is not None and result.record is not None:
                target = records_dir / f"{job.game}-{result.index:06d}.pgn"
                target.write_text(result.record, encoding="utf-8")
                ref = relative_ref(target, out)
            writer.write(result.row(job, ref))
            if on_result is not None:
                on_result(result)
    return RunSummary(out, len(job), time.perf_counter() - start)


def simulate(
    game: str,
    num_players: int,
    bots: Sequence[str],
    games: int,
    seed: int,
    out: Path,
    *,
    options: Any = None,
    workers: int = 1,
    ray_address: str | None = None,
    records_dir: Path | None = None,
    rotate: bool = True,
    on_result: Callable[[GameResult], None] | None = None,
) -> RunSummary:
    """Play ``games`` seeded games of ``game`` and write one row per game to ``out``."""
    if games < 0:
        raise InvalidOptionsError("the number of games cannot be negative")
    schedule = simulation_schedule(bots, num_players, games, rotate=rotate)
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
