"""Rails & Sails' extras for the lab's HTML report (docs/lab.md, "Per-game extras"; seed 002,
"Постройка перегона", "Взятие карт маршрутов", "Постройка Гавани", "Конец игры").

Each record is replayed with the game's own rules to see who claimed which route, then scored
at its end with the game's own final scoring: routes claimed per game (the World map drawn by
the game's renderer with routes coloured by claim frequency, and a table of the most claimed),
claims per city and bot (a heat map), the ticket completion rate by ticket length (the
ticket's points, tours apart) and by bot, and the final points by source per bot.
Titles and names come in English or Russian (``lang``): ``WORDS`` holds the texts and ``NAMES``
the sources, ticket lengths and route kinds, the Russian ones as in the seed and the game's own
texts; city names come from the map data and the map from the renderer in the same language.
Standard library only: the lab draws the plots from the returned blocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Final

from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE
from seaboard.games.rails_sails.data import Ticket, WorldMap
from seaboard.games.rails_sails.moves import Claim
from seaboard.games.rails_sails.render import render_heat
from seaboard.games.rails_sails.scoring import SOURCES, points_by_source
from seaboard.games.rails_sails.state import RailsSailsState
from seaboard.games.rails_sails.texts import city_name

LENGTHS = ("5-8 pts", "9-12 pts", "13-16 pts", "17-20 pts", "21+ pts", "tours")
TOP_ROUTES = 25
NAMES: Final = {
    "en": {"sources": SOURCES, "lengths": LENGTHS, "kinds": ("train", "ship")},
    "ru": {
        "sources": (
            "перегоны",
            "выполненные маршруты",
            "невыполненные маршруты",
            "Гавани",
            "непостроенные Гавани",
            "обмен маркеров",
        ),
        "lengths": ("5-8 очк.", "9-12 очк.", "13-16 очк.", "17-20 очк.", "21+ очк.", "путешествия"),
        "kinds": ("вагонный", "паромный"),
    },
}
"""The point sources (as ``SOURCES``), ticket lengths (as ``LENGTHS``) and route kinds (train,
ship), per language."""
WORDS: Final = {
    "en": {
        "map": "Routes by claim frequency (darker and thicker: claimed in more games)",
        "note": "claimed in {count} of {games} games",
        "top": "The {count} most claimed routes (share of games)",
        "route": "route",
        "cities": "cities",
        "length": "length",
        "per_game": "claimed per game",
        "route_length": "{length} {kind}",
        "by_city": "Routes claimed touching each city (per seat-game, by bot)",
        "by_length": "Ticket completion rate by ticket length (by bot)",
        "ticket": "ticket (its points; tours apart)",
        "share": "share completed",
        "by_bot": "Tickets by bot (per scored seat-game)",
        "bot": "bot",
        "held": "tickets held",
        "completed": "completed",
        "rate": "completion rate",
        "points": "Final points by source (per scored seat-game, by bot)",
        "total": "total",
        "seat": "seat {seat}",
    },
    "ru": {
        "map": "Перегоны по частоте постройки (темнее и толще: строился в большем числе партий)",
        "note": "построен в {count} из {games} партий",
        "top": "Чаще всего построенные перегоны: {count} (доля партий)",
        "route": "перегон",
        "cities": "города",
        "length": "длина",
        "per_game": "построен за партию",
        "route_length": "{kind}, {length}",
        "by_city": "Построенные перегоны у каждого города (на место за партию, по ботам)",
        "by_length": "Доля выполненных маршрутов по длине маршрута (по ботам)",
        "ticket": "маршрут (его очки; путешествия отдельно)",
        "share": "доля выполненных",
        "by_bot": "Маршруты по ботам (на место за законченную партию)",
        "bot": "бот",
        "held": "маршрутов на руках",
        "completed": "выполнено",
        "rate": "доля выполненных",
        "points": "Итоговые очки по источникам (на место за законченную партию, по ботам)",
        "total": "всего",
        "seat": "место {seat}",
    },
}
"""Titles, axis labels, column names and notes of the blocks, per language."""


def length_class(ticket: Ticket) -> int:
    """The index in ``LENGTHS`` of a ticket: by its points (the board's measure of length),
    tours (3-5 cities) apart."""
    if ticket.is_tour:
        return len(LENGTHS) - 1
    return min(4, max(0, (ticket.points - 5) // 4))


@dataclass
class GameTally:
    """What one finished game tells: claims by seat, and each seat's final score lines."""

    claims: list[tuple[int, int]] = field(default_factory=list)
    """(seat, route index) of every claim, in play order."""
    sources: list[dict[str, int]] = field(default_factory=list)
    """Per seat: points by source (``SOURCES``) and ``total``."""
    tickets: list[list[tuple[int, bool]]] = field(default_factory=list)
    """Per seat: (ticket id, completed) of every ticket held at the end."""


def tally(record: Record) -> tuple[GameTally, RailsSailsState]:
    """Replay ``record`` and attribute its claims and final points (``tickets`` and
    ``sources`` stay empty for an unfinished game)."""
    spec = get_game("rails_sails")
    state = spec.new_state(record.num_players, record.options)
    assert isinstance(state, RailsSailsState)
    result = GameTally()
    for text in record.moves:
        move = spec.parse_move(state, text)
        actor = state.to_move()
        if actor != CHANCE and isinstance(move, Claim):
            result.claims.append((actor, state.world.route_by_id[move.route]))
        state.apply(move)
    if state.outcome() is None:
        return result, state
    for seat in range(state.num_players):
        score = state.seat_score(seat)
        result.sources.append({**points_by_source(score), "total": score.total})
        result.tickets.append([(tid, how != "failed") for tid, _, how in score.ticket_lines])
    return result, state


def _rate(done: int, total: int) -> float | None:
    return round(done / total, 3) if total else None


def _route_blocks(
    world: WorldMap, per_route: list[int], games: int, lang: str
) -> list[dict[str, Any]]:
    words, kinds = WORDS[lang], NAMES[lang]["kinds"]
    most = max(per_route) or 1
    notes = [words["note"].format(count=count, games=games) for count in per_route]
    weights = [count / most for count in per_route]
    claimed = [r for r in range(len(per_route)) if per_route[r]]
    ranked = sorted(claimed, key=lambda r: (-per_route[r], r))[:TOP_ROUTES]
    rows = []
    for index in ranked:
        route = world.routes[index]
        ends = f"{city_name(world, route.a, lang)} - {city_name(world, route.b, lang)}"
        length = words["route_length"].format(length=route.length, kind=kinds[route.ship])
        rows.append([route.id, ends, length, round(per_route[index] / games, 3)])
    return [
        {"title": words["map"], "kind": "svg", "svg": render_heat(world, weights, notes, lang)},
        {
            "title": words["top"].format(count=len(rows)),
            "kind": "table",
            "columns": [words["route"], words["cities"], words["length"], words["per_game"]],
            "rows": rows,
        },
    ]


def report_extras(records: Sequence[Record], lang: str = "en") -> list[dict[str, Any]]:
    """Claims by route and city, ticket completion by length and bot, points by source, in
    English or Russian (``lang``)."""
    lang = "ru" if lang == "ru" else "en"
    words, names = WORDS[lang], NAMES[lang]
    world: WorldMap | None = None
    per_route: list[int] = []
    bots: list[str] = []
    seat_games: dict[str, int] = {}
    city_claims: dict[str, list[int]] = {}
    by_length: dict[str, list[list[int]]] = {}
    by_bot: dict[str, list[int]] = {}
    points: dict[str, dict[str, int]] = {}
    scored: dict[str, int] = {}
    for record in records:
        game, state = tally(record)
        if world is None:
            world = state.world
            per_route = [0] * len(world.routes)
        seated = record.seats or [words["seat"].format(seat=s) for s in range(record.num_players)]
        for name in seated:
            if name not in seat_games:
                bots.append(name)
                seat_games[name] = 0
                city_claims[name] = [0] * len(world.cities)
            seat_games[name] += 1
        for seat, index in game.claims:
            per_route[index] += 1
            route = world.routes[index]
            city_claims[seated[seat]][route.a] += 1
            city_claims[seated[seat]][route.b] += 1
        for seat, tickets in enumerate(game.tickets):
            name = seated[seat]
            lengths = by_length.setdefault(name, [[0, 0] for _ in LENGTHS])
            counts = by_bot.setdefault(name, [0, 0])
            for tid, done in tickets:
                lengths[length_class(world.tickets[tid])][0] += done
                lengths[length_class(world.tickets[tid])][1] += 1
                counts[0] += done
                counts[1] += 1
        for seat, sources in enumerate(game.sources):
            name = seated[seat]
            scored[name] = scored.get(name, 0) + 1
            sums = points.setdefault(name, dict.fromkeys((*SOURCES, "total"), 0))
            for key, value in sources.items():
                sums[key] += value
    if world is None:
        return []
    cities = [c.index for c in world.cities if any(city_claims[b][c.index] for b in bots)]
    blocks = _route_blocks(world, per_route, len(records), lang)
    blocks += [
        {
            "title": words["by_city"],
            "kind": "heatmap",
            "rows": [city_name(world, c, lang) for c in cities],
            "columns": bots,
            "values": [[round(city_claims[b][c] / seat_games[b], 3) for b in bots] for c in cities],
        },
        {
            "title": words["by_length"],
            "kind": "bar",
            "labels": list(names["lengths"]),
            "series": {
                name: [_rate(done, total) or 0.0 for done, total in rows]
                for name, rows in sorted(by_length.items())
            },
            "xlabel": words["ticket"],
            "ylabel": words["share"],
        },
        {
            "title": words["by_bot"],
            "kind": "table",
            "columns": [words["bot"], words["held"], words["completed"], words["rate"]],
            "rows": [
                [
                    name,
                    round(total / scored[name], 2),
                    round(done / scored[name], 2),
                    _rate(done, total),
                ]
                for name, (done, total) in sorted(by_bot.items())
            ],
        },
        {
            "title": words["points"],
            "kind": "table",
            "columns": [words["bot"], *names["sources"], words["total"]],
            "rows": [
                [name, *(round(sums[key] / scored[name], 2) for key in (*SOURCES, "total"))]
                for name, sums in sorted(points.items())
            ],
        },
    ]
    return blocks
