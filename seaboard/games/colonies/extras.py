"""Capture of Colonies' extras for the lab's HTML report (docs/lab.md, "Per-game extras").

From the saved records, replayed: how the games ended (seed 004 part 2, 2.3: 29 points, every
other fleet destroyed; RULINGS: the round limit), and per bot and seat-game: colonies taken
(7.1), colonies and points held at the end (7.3), volleys and shots, ships sunk, ships taken
(boarding 6.1, retaking 6.5, storm into a colony 8.4), ships lost; what sank ships and where,
in English or Russian (``lang``; the shared words in ``_golitsyn.extras.WORDS``, the game's own
in ``WORDS``).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from seaboard.core.record import Record
from seaboard.games._golitsyn import extras
from seaboard.games.colonies.spec import SPEC
from seaboard.games.colonies.state import ColoniesState
from seaboard.games.colonies.words import holdings

CAUSES = ("shot", "storm", "current", "port")
ENDINGS = (
    ("points", "29+ points", "29+ баллов"),
    ("max_rounds", "round limit", "предел раундов"),
    ("every other fleet destroyed", "every other fleet destroyed", "все другие флоты уничтожены"),
    ("every fleet destroyed", "every fleet destroyed", "все флоты уничтожены"),
    (
        "every seat passed for a whole round",
        "every seat passed for a whole round",
        "все игроки спасовали целый раунд",
    ),
)
"""A reason's prefix (``points``: a score of 29 or more) and the ending's English and
Russian names."""
WORDS = {
    "en": {
        "colonies_taken": "colonies taken",
        "colonies_held": "colonies held",
        "points_held": "points held",
        "fleets": "Colonies and fleets (per seat-game, by bot)",
        "points": "Points held at the end (per seat-game, by bot)",
        "points_axis": "points",
    },
    "ru": {
        "colonies_taken": "колоний захвачено",
        "colonies_held": "колоний в конце",
        "points_held": "баллов в конце",
        "fleets": "Колонии и флоты (на место за партию, по ботам)",
        "points": "Баллы колоний в конце партии (на место за партию, по ботам)",
        "points_axis": "баллов",
    },
}
"""The game's own titles and column names, per language."""


class WatchedState(extras.SinkingLog, ColoniesState):
    """A Colonies state that logs its sinkings for the report."""

    __slots__ = ("sinkings",)


def ending(reason: str, lang: str = "en") -> str:
    """The report's name for a game's end reason, in English or Russian."""
    return extras.ending_name(reason, ENDINGS, lang)


def tally(record: Record, seat: str = extras.WORDS["en"]["seat"]) -> extras.Tally:
    """Replay one record, logging what the report counts (``seat`` names unnamed seats)."""
    options = SPEC.make_options(record.options)
    state = WatchedState(record.num_players, options, SPEC.game_map(options))
    state.sinkings = []
    return extras.replay(record, SPEC, state, state.sinkings, seat)


def held(item: extras.Tally, seat: int) -> int:
    """Colonies the seat owns at the end (``words.holdings``, as the end screen lists them)."""
    final = item.final
    assert isinstance(final, ColoniesState)
    return sum(1 for _, owner, _ in holdings(final) if owner == seat)


def points(item: extras.Tally, seat: int) -> int:
    """The value of the colonies the seat holds at the end (its score, 7.3)."""
    final = item.final
    assert isinstance(final, ColoniesState)
    return final.score(seat)


def report_extras(records: Sequence[Record], lang: str = "en") -> list[dict[str, Any]]:
    """Endings, colonies and fleets by bot, sinkings by cause and by cell, in English or
    Russian (``lang``)."""
    words = extras.words_for(lang, WORDS)
    tallies = [tally(record, words["seat"]) for record in records]
    endings = Counter(ending(item.final.end_reason, lang) for item in tallies)
    figures = {
        words["colonies_taken"]: lambda t, s: t.colonies[s],
        words["colonies_held"]: held,
        words["points_held"]: points,
        **extras.fleet_figures(words),
    }
    by_bot = extras.per_bot(tallies, figures)
    return [
        extras.endings_table(words, endings),
        {
            "title": words["fleets"],
            "kind": "table",
            "columns": [words["bot"], *figures],
            "rows": [[bot, *values] for bot, values in by_bot.items()],
        },
        {
            "title": words["points"],
            "kind": "bar",
            "labels": list(by_bot),
            "series": {words["points_held"]: [values[2] for values in by_bot.values()]},
            "xlabel": words["bot"],
            "ylabel": words["points_axis"],
        },
        extras.cause_bars(tallies, CAUSES, words),
        extras.sink_heatmap(SPEC.game_map(SPEC.make_options(records[0].options)), tallies, words),
    ]
