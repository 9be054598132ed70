"""Capture of Colonies' extras for the lab's HTML report (docs/lab.md, "Per-game extras").

From the saved records, replayed: how the games ended (seed 004 part 2, 2.3: 29 points, every
other fleet destroyed; RULINGS: the round limit), and per bot and seat-game: colonies taken
(7.1), colonies and points held at the end (7.3), volleys and shots, ships sunk, ships taken
(boarding 6.1, retaking 6.5, storm into a colony 8.4), ships lost; what sank ships and where.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from seaboard.core.record import Record
from seaboard.games._golitsyn import extras
from seaboard.games.colonies.spec import SPEC
from seaboard.games.colonies.state import ColoniesState

CAUSES = ("shot", "storm", "current", "port")


class WatchedState(ColoniesState):
    """A Colonies state that logs its sinkings for the report."""

    __slots__ = ("sinkings",)
    sinkings: list[extras.Sinking]

    def sink(self, ship: int, cause: str) -> None:
        self.sinkings.append(extras.sinking(self, ship, cause))
        super().sink(ship, cause)


def ending(reason: str) -> str:
    """The report's name for a game's end reason."""
    if reason.endswith(" points"):
        return "29+ points"
    if reason == "max_rounds":
        return "round limit"
    return reason or "unfinished"


def tally(record: Record) -> extras.Tally:
    """Replay one record, logging what the report counts."""
    options = SPEC.make_options(record.options)
    state = WatchedState(record.num_players, options, SPEC.game_map(options))
    state.sinkings = []
    return extras.replay(record, SPEC, state, state.sinkings)


def held(item: extras.Tally, seat: int) -> int:
    """Colonies the seat owns at the end."""
    return sum(1 for owner in item.final.port_owner if owner == seat)


def points(item: extras.Tally, seat: int) -> int:
    """The value of the colonies the seat holds at the end (its score, 7.3)."""
    final = item.final
    assert isinstance(final, ColoniesState)
    return final.score(seat)


def report_extras(records: Sequence[Record]) -> list[dict[str, Any]]:
    """Endings, colonies and fleets by bot, sinkings by cause and by cell."""
    tallies = [tally(record) for record in records]
    endings = Counter(ending(item.final.end_reason) for item in tallies)
    figures = {
        "colonies taken": lambda t, s: t.colonies[s],
        "colonies held": held,
        "points held": points,
        "volleys": lambda t, s: t.volleys[s],
        "shots": lambda t, s: t.shots[s],
        "ships sunk": lambda t, s: t.sunk_by(s),
        "ships taken": lambda t, s: t.taken[s],
        "ships lost": lambda t, s: t.lost(s),
    }
    by_bot = extras.per_bot(tallies, figures)
    return [
        extras.endings_table("How the games ended", endings),
        {
            "title": "Colonies and fleets (per seat-game, by bot)",
            "kind": "table",
            "columns": ["bot", *figures],
            "rows": [[bot, *values] for bot, values in by_bot.items()],
        },
        {
            "title": "Points held at the end (per seat-game, by bot)",
            "kind": "bar",
            "labels": list(by_bot),
            "series": {"points held": [values[2] for values in by_bot.values()]},
            "xlabel": "bot",
            "ylabel": "points",
        },
        extras.cause_bars(tallies, CAUSES),
        extras.sink_heatmap(SPEC.game_map(SPEC.make_options(records[0].options)), tallies),
    ]
