"""What the report extras of both Golitsyn games count, found by replaying a record.

A game's ``extras`` module replays each record on a subclass of its state that logs every
sinking (``GolitsynState.sink``: seed 004, 6.2 shot, 8.1-8.3 storm and current, 8.4 an unowned
colony's guns) with the cell, the ship's owner and the seat on turn; ``replay`` adds the volleys
and shots declared (6.3-6.4), the ships that changed hands (Pirates 7.1-7.2, Colonies 6.1, 6.5,
8.4) and the colonies taken (Colonies 7.1). Standard library only: the lab draws the blocks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from seaboard.core.record import Record
from seaboard.core.spec import GameSpec
from seaboard.games._golitsyn.grid import column_name
from seaboard.games._golitsyn.maps import LAND, GameMap
from seaboard.games._golitsyn.moves import Fire
from seaboard.games._golitsyn.state import GolitsynState

BLOCK = 4
"""The heat map's squares are this many cells a side."""


@dataclass(frozen=True)
class Sinking:
    """A ship that left the map (a Colonies ship may come back in the start corner)."""

    ship: int
    owner: int
    seat: int
    cell: int
    cause: str


def sinking(state: GolitsynState, ship: int, cause: str) -> Sinking:
    """The facts of a sinking, taken just before ``state.sink`` removes the ship."""
    return Sinking(ship, state.owner[ship], state.seat, state.cell[ship], cause)


@dataclass
class Tally:
    """One replayed game, by seat."""

    bots: list[str]
    final: GolitsynState
    sinkings: list[Sinking]
    volleys: list[int]
    shots: list[int]
    taken: list[int]
    colonies: list[int] = field(default_factory=list)

    def sunk_by(self, seat: int) -> int:
        """Ships sunk by the seat's shooting (its ships, or the colonies it fires for)."""
        return sum(1 for s in self.sinkings if s.cause == "shot" and s.seat == seat)

    def lost(self, seat: int) -> int:
        return sum(1 for s in self.sinkings if s.owner == seat)


def replay(record: Record, spec: GameSpec, state: GolitsynState, log: list[Sinking]) -> Tally:
    """Replay ``record`` on ``state`` (a fresh watched state whose sinkings go to ``log``)."""
    seats = record.num_players
    volleys, shots, taken, colonies = [0] * seats, [0] * seats, [0] * seats, [0] * seats
    for text in record.moves:
        move = spec.parse_move(state, text)
        actor = state.to_move()
        if isinstance(move, Fire) and actor >= 0:
            volleys[actor] += 1
            shots[actor] += len(state.volley)
        owners = list(state.owner)
        ports = list(state.port_owner)
        state.apply(move)
        for was, now in zip(owners, state.owner, strict=True):
            if was != now:
                taken[now] += 1
        for was, now in zip(ports, state.port_owner, strict=True):
            if now >= 0 and was != now:
                colonies[now] += 1
    bots = record.seats or [f"seat {s}" for s in range(seats)]
    return Tally(list(bots), state, log, volleys, shots, taken, colonies)


def per_bot(tallies: Sequence[Tally], figures: dict[str, Any]) -> dict[str, list[float]]:
    """``figures`` maps a column to ``f(tally, seat) -> number``: each bot's mean per
    seat-game, rounded to 2 places."""
    sums: dict[str, list[float]] = {}
    games: Counter[str] = Counter()
    for tally in tallies:
        for seat, bot in enumerate(tally.bots):
            games[bot] += 1
            row = sums.setdefault(bot, [0.0] * len(figures))
            for column, figure in enumerate(figures.values()):
                row[column] += figure(tally, seat)
    return {bot: [round(v / games[bot], 2) for v in row] for bot, row in sorted(sums.items())}


def endings_table(title: str, endings: Counter[str]) -> dict[str, Any]:
    total = sum(endings.values())
    return {
        "title": title,
        "kind": "table",
        "columns": ["ending", "games", "share"],
        "rows": [
            [name, count, f"{100 * count / total:.0f}%"] for name, count in endings.most_common()
        ],
    }


def sink_heatmap(game_map: GameMap, tallies: Sequence[Tally]) -> dict[str, Any]:
    """Where ships were sunk (per game), in squares of ``BLOCK`` x ``BLOCK`` cells named by
    their first and last columns and rows; squares of land only are left blank."""
    width = game_map.width
    columns = range(0, width, BLOCK)
    rows = range(0, game_map.height, BLOCK)
    counts = [[0.0] * len(columns) for _ in rows]
    for tally in tallies:
        for event in tally.sinkings:
            x, y = game_map.xy(event.cell)
            counts[y // BLOCK][x // BLOCK] += 1
    sea = [[False] * len(columns) for _ in rows]
    for cell, kind in enumerate(game_map.terrain):
        if kind != LAND:
            x, y = game_map.xy(cell)
            sea[y // BLOCK][x // BLOCK] = True
    games = max(1, len(tallies))
    values: list[list[float | None]] = [
        [count / games if wet else None for count, wet in zip(row, wet_row, strict=True)]
        for row, wet_row in zip(counts, sea, strict=True)
    ]
    return {
        "title": "Where ships were sunk (per game)",
        "kind": "heatmap",
        "rows": [f"{y + 1}-{min(y + BLOCK, game_map.height)}" for y in rows],
        "columns": [f"{column_name(x)}-{column_name(min(x + BLOCK, width) - 1)}" for x in columns],
        "values": values,
    }


def cause_bars(tallies: Sequence[Tally], causes: tuple[str, ...]) -> dict[str, Any]:
    counts = Counter(event.cause for tally in tallies for event in tally.sinkings)
    games = max(1, len(tallies))
    return {
        "title": "Ships sunk by cause (per game)",
        "kind": "bar",
        "labels": list(causes),
        "series": {"all games": [counts[cause] / games for cause in causes]},
        "xlabel": "cause",
        "ylabel": "ships per game",
    }
