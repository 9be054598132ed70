"""Pirates' extras for the lab's HTML report (docs/lab.md, "Per-game extras").

From the saved records, replayed: how the games ended (seed 004 part 1, 2: the treasure
delivered to Cadiz or to a pirate base, every ship of a side sunk, the treasure galleon sunk:
a draw; RULINGS: the round limit), each bot's wins by side, its volleys, shots, ships sunk,
ships taken and ships lost per seat-game, what sank the ships and where.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from seaboard.core.record import Record
from seaboard.games._golitsyn import extras
from seaboard.games.pirates.spec import SPEC
from seaboard.games.pirates.state import SPANISH, PiratesState

CAUSES = ("shot", "storm", "current")
ENDINGS = (
    ("the treasure reached a pirate base", "treasure to a pirate base"),
    ("the treasure reached", "treasure delivered to Spain"),
    ("every Spanish ship sank", "every Spanish ship sunk"),
    ("every pirate ship sank", "every pirate ship sunk"),
    ("the treasure galleon sank", "treasure galleon sunk (draw)"),
    ("every ship sank", "every ship sunk (draw)"),
    ("max_rounds", "round limit (draw)"),
    ("every seat passed", "every seat passed (draw)"),
)


class WatchedState(PiratesState):
    """A Pirates state that logs its sinkings for the report."""

    __slots__ = ("sinkings",)
    sinkings: list[extras.Sinking]

    def sink(self, ship: int, cause: str) -> None:
        self.sinkings.append(extras.sinking(self, ship, cause))
        super().sink(ship, cause)


def ending(reason: str) -> str:
    """The report's name for a game's end reason."""
    for prefix, name in ENDINGS:
        if reason.startswith(prefix):
            return name
    return reason or "unfinished"


def tally(record: Record) -> extras.Tally:
    """Replay one record, logging what the report counts."""
    options = SPEC.make_options(record.options)
    state = WatchedState(record.num_players, options, SPEC.game_map(options))
    state.sinkings = []
    return extras.replay(record, SPEC, state, state.sinkings)


def _side_rows(tallies: Sequence[extras.Tally]) -> list[list[Any]]:
    games: Counter[tuple[str, int]] = Counter()
    wins: Counter[tuple[str, int]] = Counter()
    for item in tallies:
        final = item.final
        assert isinstance(final, PiratesState)
        for seat, bot in enumerate(item.bots):
            side = final.side(seat)
            games[bot, side] += 1
            wins[bot, side] += seat in final.winners
    rows = []
    for bot in sorted({bot for bot, _ in games}):
        row: list[Any] = [bot]
        for side in (SPANISH, 1 - SPANISH):
            played = games[bot, side]
            row += [played, f"{100 * wins[bot, side] / played:.0f}%" if played else "-"]
        rows.append(row)
    return rows


def report_extras(records: Sequence[Record]) -> list[dict[str, Any]]:
    """Endings, wins by side, shooting and losses by bot, sinkings by cause and by cell."""
    tallies = [tally(record) for record in records]
    endings = Counter(ending(item.final.end_reason) for item in tallies)
    figures = {
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
            "title": "Wins by side, by bot",
            "kind": "table",
            "columns": ["bot", "games as Spain", "Spanish wins", "games as pirate", "pirate wins"],
            "rows": _side_rows(tallies),
        },
        {
            "title": "Shooting and losses (per seat-game, by bot)",
            "kind": "table",
            "columns": ["bot", *figures],
            "rows": [[bot, *values] for bot, values in by_bot.items()],
        },
        extras.cause_bars(tallies, CAUSES),
        extras.sink_heatmap(SPEC.game_map(SPEC.make_options(records[0].options)), tallies),
    ]
