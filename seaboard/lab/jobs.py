"""A simulation job and the playing of one of its games.

A ``Job`` is plain data (game id, seat count, options as JSON, master seed and a schedule of
bot specifications per game), so it can be shipped to worker processes and Ray nodes. Game
``i`` is played by ``play_one(job, i)``: its seed is ``derive_seed(job.seed, i)`` and the bot
in seat ``k`` is seeded ``derive_seed(game_seed, "seat", k)``, so the result of a game depends
only on the job and its index, never on which worker played it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from seaboard.core.driver import play_game
from seaboard.core.errors import SeaboardError
from seaboard.core.move import Move
from seaboard.core.options import options_to_json
from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.core.seeds import derive_seed
from seaboard.core.state import CHANCE, State
from seaboard.lab.agents import make_agent


@dataclass(frozen=True)
class Job:
    """What to play: ``schedule[i]`` holds the bot specification of each seat in game ``i``."""

    game: str
    num_players: int
    seed: int
    schedule: tuple[tuple[str, ...], ...]
    options: dict[str, Any] = field(default_factory=dict)
    keep_records: bool = False

    @classmethod
    def build(
        cls,
        game: str,
        num_players: int,
        seed: int,
        schedule: Sequence[Sequence[str]],
        options: Any = None,
        *,
        keep_records: bool = False,
    ) -> Job:
        """Check the game, seat count, options and schedule, and freeze them."""
        spec = get_game(game)
        spec.check_players(num_players)
        canonical = options_to_json(spec.make_options(options))
        frozen = tuple(tuple(seats) for seats in schedule)
        for index, seats in enumerate(frozen):
            if len(seats) != num_players:
                raise ValueError(f"game {index} of the schedule has {len(seats)} bots")
        for bot in sorted({bot for seats in frozen for bot in seats}):
            make_agent(bot, 0)  # refuse an unknown bot or setting before any game is played
        return cls(game, num_players, seed, frozen, canonical, keep_records)

    def game_seed(self, index: int) -> int:
        return derive_seed(self.seed, index)

    def __len__(self) -> int:
        return len(self.schedule)


@dataclass(frozen=True)
class GameResult:
    """One finished game: who sat where, how it ended, and (optionally) its record."""

    index: int
    seed: int
    bots: tuple[str, ...]
    scores: tuple[float, ...]
    ranks: tuple[int, ...]
    returns: tuple[float, ...]
    winners: tuple[int, ...]
    length: int
    decisions: int
    first_mover: int
    termination: str
    record: str | None = None

    def row(self, job: Job, record_ref: str = "") -> dict[str, Any]:
        """The flat row of a results file (one column per seat and quantity)."""
        import json

        row: dict[str, Any] = {
            "game_index": self.index,
            "game": job.game,
            "players": job.num_players,
            "options": json.dumps(job.options, sort_keys=True),
            "seed": self.seed,
        }
        for seat in range(job.num_players):
            row[f"bot_{seat}"] = self.bots[seat]
        for seat in range(job.num_players):
            row[f"score_{seat}"] = float(self.scores[seat])
        for seat in range(job.num_players):
            row[f"rank_{seat}"] = int(self.ranks[seat])
        for seat in range(job.num_players):
            row[f"return_{seat}"] = float(self.returns[seat])
        row["winners"] = ";".join(str(seat) for seat in self.winners)
        row["length"] = self.length
        row["decisions"] = self.decisions
        row["first_mover"] = self.first_mover
        row["termination"] = self.termination
        row["record"] = record_ref
        return row


class GameFailedError(SeaboardError):
    """A game of a job raised: the message names the game, its seed and its bots."""


def play_one(job: Job, index: int) -> GameResult:
    """Play game ``index`` of ``job`` from its derived seeds and return its result.

    Anything the game or a bot raises becomes a ``GameFailedError`` naming the game to replay.
    """
    try:
        return _play_one(job, index)
    except Exception as error:
        raise GameFailedError(
            f"{job.game} game {index} (seed {job.game_seed(index)}, bots"
            f" {', '.join(job.schedule[index])}) failed: {type(error).__name__}: {error};"
            " `seaboard fuzz` finds such states with a record"
        ) from error


def _play_one(job: Job, index: int) -> GameResult:
    spec = get_game(job.game)
    seed = job.game_seed(index)
    bots = job.schedule[index]
    agents = [make_agent(bot, derive_seed(seed, "seat", seat)) for seat, bot in enumerate(bots)]
    decisions = 0
    first_mover = -1

    def count(state: State, move: Move) -> None:
        nonlocal decisions, first_mover
        actor = state.to_move()
        if actor != CHANCE:
            decisions += 1
            if first_mover < 0:
                first_mover = actor

    final = play_game(spec, agents, options=job.options, seed=seed, on_move=count)
    outcome = final.outcome()
    if outcome is None:  # play_game returns only at TERMINAL
        raise RuntimeError(f"game {index} (seed {seed}) stopped without an outcome")
    record = None
    if job.keep_records:
        record = Record.from_state(final, game=job.game, seats=list(bots), seed=seed).to_text()
    return GameResult(
        index=index,
        seed=seed,
        bots=tuple(bots),
        scores=tuple(outcome.scores),
        ranks=tuple(outcome.ranks),
        returns=tuple(outcome.returns()),
        winners=tuple(outcome.winners),
        length=len(final.history),
        decisions=decisions,
        first_mover=first_mover,
        termination=outcome.reason,
        record=record,
    )


def play_chunk(job: Job, indices: Sequence[int]) -> list[GameResult]:
    """Play several games of ``job`` (the unit of work shipped to a worker)."""
    return [play_one(job, index) for index in indices]
