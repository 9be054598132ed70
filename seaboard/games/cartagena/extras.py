"""Cartagena's extras for the lab's HTML report (docs/lab.md, "Per-game extras").

From the saved records: how often each symbol's cards were played (seed 003, "Ход игры":
a card moves a pirate forward to the next free space of its symbol), by bot and by seat,
and the mix of actions (play a card, move back and draw, end the turn early, pass).
Standard library only: the lab draws the plots from the returned blocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE
from seaboard.games.cartagena.symbols import SYMBOLS

ACTIONS = ("play", "back", "end", "pass")


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


def report_extras(records: Sequence[Record]) -> list[dict[str, Any]]:
    """Symbol usage by bot and by seat, and the action mix, per game on average."""
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
            "title": "Cards played by symbol (per seat-game, by bot)",
            "kind": "bar",
            "labels": list(SYMBOLS),
            "series": bot_series,
            "xlabel": "symbol",
            "ylabel": "cards played per game",
        },
        {
            "title": "Cards played by seat and symbol (per game)",
            "kind": "heatmap",
            "rows": [f"seat {s}" for s in range(seats)],
            "columns": list(SYMBOLS),
            "values": [[count / games for count in row] for row in by_seat],
        },
        {
            "title": "Action mix (per seat-game, by bot)",
            "kind": "table",
            "columns": ["bot", *ACTIONS],
            "rows": [
                [name, *(round(v / games_by_bot[name], 2) for v in values)]
                for name, values in sorted(mix.items())
            ],
        },
    ]
