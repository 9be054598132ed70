"""Cartagena's extras for the lab's HTML report (docs/lab.md, "Per-game extras").

From the saved records: how often each symbol's cards were played (seed 003, "Ход игры":
a card moves a pirate forward to the next free space of its symbol), by bot and by seat,
and the mix of actions (play a card, move back and draw, end the turn early, pass).
Titles and names come in English or Russian (``lang``), the symbols as in the seed.
Standard library only: the lab draws the plots from the returned blocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Final

from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE
from seaboard.games.cartagena.symbols import SYMBOLS, symbol_name

ACTIONS = ("play", "back", "end", "pass")
ACTIONS_RU = ("карта", "назад", "конец", "пас")

WORDS: Final = {
    "en": {
        "by_bot": "Cards played by symbol (per seat-game, by bot)",
        "symbol": "symbol",
        "per_game": "cards played per game",
        "by_seat": "Cards played by seat and symbol (per game)",
        "seat": "seat {seat}",
        "mix": "Action mix (per seat-game, by bot)",
        "bot": "bot",
    },
    "ru": {
        "by_bot": "Сыграно карт по символам (на место за партию, по ботам)",
        "symbol": "символ",
        "per_game": "карт за партию",
        "by_seat": "Сыграно карт по местам и символам (за партию)",
        "seat": "место {seat}",
        "mix": "Действия (на место за партию, по ботам)",
        "bot": "бот",
    },
}


def _tally(record: Record) -> list[tuple[int, str, str]]:
    """(seat, verb, argument) of every decision of a game, found by replaying its record."""
    spec = get_game("cartagena")
    state = spec.new_state(record.num_players, record.options)
    decisions = []
    for text in record.moves:
        actor = state.to_move()
        if actor != CHANCE:
            verb, _, rest = text.partition(" ")
            decisions.append((actor, verb, rest.split(" ")[0] if rest else ""))
        state.apply(spec.parse_move(state, text))
    return decisions


def report_extras(records: Sequence[Record], lang: str = "en") -> list[dict[str, Any]]:
    """Symbol usage by bot and by seat, and the action mix, per game on average."""
    words = WORDS["ru" if lang == "ru" else "en"]
    symbols = [symbol_name(symbol, lang) for symbol in range(len(SYMBOLS))]
    by_bot: dict[str, list[float]] = {}
    games_by_bot: dict[str, int] = {}
    seats = max(record.num_players for record in records)
    by_seat = [[0.0] * len(SYMBOLS) for _ in range(seats)]
    mix: dict[str, list[float]] = {}
    for record in records:
        names = record.seats or [f"seat {s}" for s in range(record.num_players)]
        for name in set(names):
            games_by_bot[name] = games_by_bot.get(name, 0) + names.count(name)
        for seat, verb, argument in _tally(record):
            name = names[seat]
            if verb == "play":
                symbol = SYMBOLS.index(argument)
                by_bot.setdefault(name, [0.0] * len(SYMBOLS))[symbol] += 1
                by_seat[seat][symbol] += 1
            mix.setdefault(name, [0.0] * len(ACTIONS))[ACTIONS.index(verb)] += 1
    games = len(records)
    bot_series = {
        name: [count / games_by_bot[name] for count in counts] for name, counts in by_bot.items()
    }
    return [
        {
            "title": words["by_bot"],
            "kind": "bar",
            "labels": symbols,
            "series": bot_series,
            "xlabel": words["symbol"],
            "ylabel": words["per_game"],
        },
        {
            "title": words["by_seat"],
            "kind": "heatmap",
            "rows": [words["seat"].format(seat=s) for s in range(seats)],
            "columns": symbols,
            "values": [[count / games for count in row] for row in by_seat],
        },
        {
            "title": words["mix"],
            "kind": "table",
            "columns": [words["bot"], *(ACTIONS_RU if lang == "ru" else ACTIONS)],
            "rows": [
                [name, *(round(v / games_by_bot[name], 2) for v in values)]
                for name, values in sorted(mix.items())
            ],
        },
    ]
