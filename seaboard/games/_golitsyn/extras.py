"""What the report extras of both Golitsyn games count, found by replaying a record.

A game's ``extras`` module replays each record on a subclass of its state that logs every
sinking (``GolitsynState.sink``: seed 004, 6.2 shot, 8.1-8.3 storm and current, 8.4 an unowned
colony's guns) with the cell, the ship's owner and the seat on turn; ``replay`` adds the volleys
and shots declared (6.3-6.4), the ships that changed hands (Pirates 7.1-7.2, Colonies 6.1, 6.5,
8.4) and the colonies taken (Colonies 7.1). Titles, column names, causes and endings come in
English or Russian (``WORDS`` and a game's own words, merged by ``words_for``), the Russian terms
as in the seed.
Standard library only: the lab draws the blocks.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from seaboard.core.errors import SeaboardError
from seaboard.core.record import Record
from seaboard.core.spec import GameSpec
from seaboard.games._golitsyn.grid import column_name
from seaboard.games._golitsyn.maps import LAND, GameMap
from seaboard.games._golitsyn.moves import Fire
from seaboard.games._golitsyn.state import GolitsynState

BLOCK = 4
"""The heat map's squares are this many cells a side."""
WORDS: Final = {
    "en": {
        "endings": "How the games ended",
        "ending": "ending",
        "games": "games",
        "share": "share",
        "unfinished": "unfinished",
        "bot": "bot",
        "seat": "seat {seat}",
        "volleys": "volleys",
        "shots": "shots",
        "sunk": "ships sunk",
        "taken": "ships taken",
        "lost": "ships lost",
        "where": "Where ships were sunk (per game)",
        "causes": "Ships sunk by cause (per game)",
        "all_games": "all games",
        "cause": "cause",
        "ships_per_game": "ships per game",
        "shot": "shot",
        "storm": "storm",
        "current": "current",
        "port": "port",
    },
    "ru": {
        "endings": "Чем кончились партии",
        "ending": "конец партии",
        "games": "партий",
        "share": "доля",
        "unfinished": "не окончена",
        "bot": "бот",
        "seat": "место {seat}",
        "volleys": "залпов",
        "shots": "выстрелов",
        "sunk": "кораблей потоплено",
        "taken": "кораблей захвачено",
        "lost": "кораблей потеряно",
        "where": "Где тонули корабли (за партию)",
        "causes": "Потопленные корабли по причинам (за партию)",
        "all_games": "все партии",
        "cause": "причина",
        "ships_per_game": "кораблей за партию",
        "shot": "выстрел",
        "storm": "шторм",
        "current": "течение",
        "port": "огонь колонии",
    },
}
"""The shared titles, column names and sinking causes of the blocks, per language."""


def words_for(lang: str, game: dict[str, dict[str, str]]) -> dict[str, str]:
    """The shared ``WORDS`` and a game's own ``game`` words in ``lang`` ("en" or "ru")."""
    if lang not in WORDS:
        raise SeaboardError(f"unknown report language {lang!r}; choose one of en, ru")
    return WORDS[lang] | game[lang]


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


class SinkingLog(GolitsynState):
    """Mixed in before a game's state class: the state logs its sinkings for the report
    (the subclass declares the ``sinkings`` slot)."""

    __slots__ = ()
    sinkings: list[Sinking]

    def sink(self, ship: int, cause: str) -> None:
        self.sinkings.append(sinking(self, ship, cause))
        super().sink(ship, cause)


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


def replay(
    record: Record,
    spec: GameSpec,
    state: GolitsynState,
    log: list[Sinking],
    seat: str = WORDS["en"]["seat"],
) -> Tally:
    """Replay ``record`` on ``state`` (a fresh watched state whose sinkings go to ``log``);
    ``seat`` names the seats of a record without bot names."""
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
    bots = record.seats or [seat.format(seat=s) for s in range(seats)]
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


def ending_name(reason: str, endings: tuple[tuple[str, str, str], ...], lang: str) -> str:
    """The report's name for a game's end reason: the English or Russian name of the first of
    ``endings`` (prefix, English, Russian) that the reason starts with; any other reason as it
    is."""
    for prefix, english, russian in endings:
        if reason.startswith(prefix):
            return russian if lang == "ru" else english
    return reason or WORDS["ru" if lang == "ru" else "en"]["unfinished"]


def fleet_figures(words: dict[str, str]) -> dict[str, Any]:
    """The per-bot columns both games show, named in the words' language, for ``per_bot``."""
    return {
        words["volleys"]: lambda t, s: t.volleys[s],
        words["shots"]: lambda t, s: t.shots[s],
        words["sunk"]: lambda t, s: t.sunk_by(s),
        words["taken"]: lambda t, s: t.taken[s],
        words["lost"]: lambda t, s: t.lost(s),
    }


def endings_table(words: dict[str, str], endings: Counter[str]) -> dict[str, Any]:
    total = sum(endings.values())
    return {
        "title": words["endings"],
        "kind": "table",
        "columns": [words["ending"], words["games"], words["share"]],
        "rows": [
            [name, count, f"{100 * count / total:.0f}%"] for name, count in endings.most_common()
        ],
    }


def sink_heatmap(
    game_map: GameMap, tallies: Sequence[Tally], words: dict[str, str]
) -> dict[str, Any]:
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
        "title": words["where"],
        "kind": "heatmap",
        "rows": [f"{y + 1}-{min(y + BLOCK, game_map.height)}" for y in rows],
        "columns": [f"{column_name(x)}-{column_name(min(x + BLOCK, width) - 1)}" for x in columns],
        "values": values,
    }


def cause_bars(
    tallies: Sequence[Tally], causes: tuple[str, ...], words: dict[str, str]
) -> dict[str, Any]:
    """Ships sunk per game by ``causes`` (the causes ``GolitsynState.sink`` logs)."""
    counts = Counter(event.cause for tally in tallies for event in tally.sinkings)
    games = max(1, len(tallies))
    return {
        "title": words["causes"],
        "kind": "bar",
        "labels": [words[cause] for cause in causes],
        "series": {words["all_games"]: [counts[cause] / games for cause in causes]},
        "xlabel": words["cause"],
        "ylabel": words["ships_per_game"],
    }
