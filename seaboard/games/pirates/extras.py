"""Pirates' extras for the lab's HTML report (docs/lab.md, "Per-game extras").

From the saved records, replayed: how the games ended (seed 004 part 1, 2: the treasure
delivered to Cadiz or to a pirate base, every ship of a side sunk, the treasure galleon sunk:
a draw; RULINGS: the round limit), each bot's wins by side, its volleys, shots, ships sunk,
ships taken and ships lost per seat-game, what sank the ships and where, in English or Russian
(``lang``; the shared words in ``_golitsyn.extras.WORDS``, Pirates' own in ``WORDS``); and the
side of each seat (``seat_sides``), so the report compares Spaniards and pirates, not seats.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from seaboard.core.record import Record
from seaboard.games._golitsyn import extras
from seaboard.games.pirates.spec import SPEC
from seaboard.games.pirates.state import PIRATES, SIDE_NAMES, SPANISH, PiratesState, fleet

CAUSES = ("shot", "storm", "current")
ENDINGS = (
    (
        "the treasure reached a pirate base",
        "treasure to a pirate base",
        "сокровища на пиратской базе",
    ),
    ("the treasure reached", "treasure delivered to Spain", "сокровища доставлены в Испанию"),
    ("every Spanish ship sank", "every Spanish ship sunk", "все испанские корабли потоплены"),
    ("every pirate ship sank", "every pirate ship sunk", "все пиратские корабли потоплены"),
    (
        "the treasure galleon sank",
        "treasure galleon sunk (draw)",
        "галеон с сокровищами потоплен (ничья)",
    ),
    ("every ship sank", "every ship sunk (draw)", "все корабли потоплены (ничья)"),
    ("max_rounds", "round limit (draw)", "предел раундов (ничья)"),
    ("every seat passed", "every seat passed (draw)", "все игроки спасовали (ничья)"),
)
"""A reason's prefix and the ending's English and Russian names."""
WORDS = {
    "en": {
        "sides": "Wins by side, by bot",
        "as_spain": "games as Spain",
        "spanish_wins": "Spanish wins",
        "as_pirate": "games as pirate",
        "pirate_wins": "pirate wins",
        "shooting": "Shooting and losses (per seat-game, by bot)",
    },
    "ru": {
        "sides": "Победы по сторонам, по ботам",
        "as_spain": "партий за испанцев",
        "spanish_wins": "побед за испанцев",
        "as_pirate": "партий за пиратов",
        "pirate_wins": "побед за пиратов",
        "shooting": "Стрельба и потери (на место за партию, по ботам)",
    },
}
"""Pirates' own titles and column names, per language."""


class WatchedState(extras.SinkingLog, PiratesState):
    """A Pirates state that logs its sinkings for the report."""

    __slots__ = ("sinkings",)


def seat_sides(num_players: int, options: Any = None) -> list[str]:
    """The side of each seat: the first ``num_players // 2`` seats are the Spaniards, the
    rest the pirates (seed 004 1.1: the odd player is a pirate), so a seat is a role."""
    spanish, _, _ = fleet(num_players, SPEC.make_options(options))
    return [SIDE_NAMES[SPANISH if seat < spanish else PIRATES] for seat in range(num_players)]


def ending(reason: str, lang: str = "en") -> str:
    """The report's name for a game's end reason, in English or Russian."""
    return extras.ending_name(reason, ENDINGS, lang)


def tally(record: Record, seat: str = extras.WORDS["en"]["seat"]) -> extras.Tally:
    """Replay one record, logging what the report counts (``seat`` names unnamed seats)."""
    options = SPEC.make_options(record.options)
    state = WatchedState(record.num_players, options, SPEC.game_map(options))
    state.sinkings = []
    return extras.replay(record, SPEC, state, state.sinkings, seat)


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


def report_extras(records: Sequence[Record], lang: str = "en") -> list[dict[str, Any]]:
    """Endings, wins by side, shooting and losses by bot, sinkings by cause and by cell, in
    English or Russian (``lang``)."""
    words = extras.words_for(lang, WORDS)
    tallies = [tally(record, words["seat"]) for record in records]
    endings = Counter(ending(item.final.end_reason, lang) for item in tallies)
    figures = extras.fleet_figures(words)
    by_bot = extras.per_bot(tallies, figures)
    sides = ("bot", "as_spain", "spanish_wins", "as_pirate", "pirate_wins")
    return [
        extras.endings_table(words, endings),
        {
            "title": words["sides"],
            "kind": "table",
            "columns": [words[key] for key in sides],
            "rows": _side_rows(tallies),
        },
        {
            "title": words["shooting"],
            "kind": "table",
            "columns": [words["bot"], *figures],
            "rows": [[bot, *values] for bot, values in by_bot.items()],
        },
        extras.cause_bars(tallies, CAUSES, words),
        extras.sink_heatmap(SPEC.game_map(SPEC.make_options(records[0].options)), tallies, words),
    ]
