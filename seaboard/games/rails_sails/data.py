"""Component data of the World map: cities, routes, tickets and decks (seed 002).

The JSON files in ``data/`` are converted from Seaboard's cross-checked shared data (sources
named in each file). They are loaded once and validated; any problem raises
``InvalidDataError`` naming the file, the entry and the problem.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from seaboard.core.errors import InvalidDataError
from seaboard.games.rails_sails.cards import (
    ANCHOR,
    COLORS,
    DOUBLE,
    NCOL,
    NKINDS,
    PLAIN,
    SINGLE,
    WILD,
)

DATA_DIR = Path(__file__).resolve().parent / "data"


@dataclass(frozen=True, slots=True)
class City:
    index: int
    id: str
    name: str
    name_ru: str
    port: bool
    waypoint: bool
    lat: float
    lon: float


@dataclass(frozen=True, slots=True)
class Route:
    """A route; ``color`` is -1 for gray; ``pairs`` > 0 marks a paired (pair-space) route."""

    index: int
    id: str
    ship: bool
    a: int
    b: int
    length: int
    color: int
    pairs: int
    twin: int
    wrap: bool
    score: int


@dataclass(frozen=True, slots=True)
class Ticket:
    """A ticket (two cities) or a tour (more cities, ``any_points`` set)."""

    id: int
    cities: tuple[int, ...]
    points: int
    any_points: int
    penalty: int

    @property
    def is_tour(self) -> bool:
        return len(self.cities) > 2


@dataclass(frozen=True, slots=True)
class WorldMap:
    cities: tuple[City, ...]
    city_by_id: dict[str, int]
    routes: tuple[Route, ...]
    route_by_id: dict[str, int]
    tickets: dict[int, Ticket]
    ticket_ids: tuple[int, ...]
    deck: tuple[int, ...]
    """Cards of each kind in the game (a count vector over the kinds)."""
    route_score: dict[int, int]
    setup: dict[str, int]
    harbor_score: tuple[int, ...]
    unbuilt_harbor_penalty: int
    exchange_penalty: int
    end_trigger_markers: int
    final_turns: int
    adjacency: tuple[tuple[tuple[int, int], ...], ...]
    """For each city: (route index, other city) pairs."""
    shapes: tuple[tuple[int, str, bool, int, int, int, int], ...]
    """Per route: (index, id, ship, colour, length, pair-spaces, twin), for legal_moves."""


def _fail(file: str, entry: str, problem: str) -> InvalidDataError:
    return InvalidDataError(f"{file}: {entry}: {problem}")


def _read(name: str, directory: Path) -> dict[str, Any]:
    path = directory / name
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise _fail(name, "file", f"cannot be read ({error.strerror})") from None
    except json.JSONDecodeError as error:
        raise _fail(name, "file", f"is not valid JSON ({error.msg}, line {error.lineno})") from None
    if not isinstance(data, dict) or not isinstance(data.get("source"), str):
        raise _fail(name, "file", "must be an object with a 'source' text")
    return data


def _field(file: str, entry: str, item: dict[str, Any], key: str, kind: type) -> Any:
    if key not in item:
        raise _fail(file, entry, f"missing field '{key}'")
    value = item[key]
    if kind is int and (isinstance(value, bool) or not isinstance(value, int)):
        raise _fail(file, entry, f"field '{key}' must be a whole number, not {value!r}")
    if kind is float and (isinstance(value, bool) or not isinstance(value, int | float)):
        raise _fail(file, entry, f"field '{key}' must be a number, not {value!r}")
    if kind not in (int, float) and not isinstance(value, kind):
        raise _fail(file, entry, f"field '{key}' must be {kind.__name__}, not {value!r}")
    return value


def _source(file: str, entry: str, item: dict[str, Any]) -> None:
    if item.get("source") not in ("real", "reconstructed"):
        raise _fail(file, entry, "field 'source' must be 'real' or 'reconstructed'")


def _load_cities(directory: Path) -> tuple[tuple[City, ...], dict[str, int]]:
    file = "cities.json"
    raw = _read(file, directory).get("cities")
    if not isinstance(raw, list) or not raw:
        raise _fail(file, "cities", "must be a non-empty list")
    cities: list[City] = []
    by_id: dict[str, int] = {}
    for number, item in enumerate(raw):
        if not isinstance(item, dict):
            raise _fail(file, f"city #{number}", "must be an object")
        cid = _field(file, f"city #{number}", item, "id", str)
        entry = f"city '{cid}'"
        if cid in by_id or not cid or " " in cid:
            raise _fail(file, entry, "id is empty, has a space or is repeated")
        _source(file, entry, item)
        kind = _field(file, entry, item, "kind", str)
        if kind not in ("city", "waypoint"):
            raise _fail(file, entry, f"kind must be 'city' or 'waypoint', not {kind!r}")
        port = _field(file, entry, item, "port", bool)
        if port and kind == "waypoint":
            raise _fail(file, entry, "an ocean waypoint cannot be a port")
        lat = float(_field(file, entry, item, "lat", float))
        lon = float(_field(file, entry, item, "lon", float))
        if not (-90 <= lat <= 90 and -180 <= lon <= 180):
            raise _fail(file, entry, f"position {lat}, {lon} is off the globe")
        by_id[cid] = len(cities)
        cities.append(
            City(
                len(cities),
                cid,
                _field(file, entry, item, "name", str),
                _field(file, entry, item, "name_ru", str),
                port,
                kind == "waypoint",
                lat,
                lon,
            )
        )
    return tuple(cities), by_id


def _load_routes(
    directory: Path, by_id: dict[str, int], scores: dict[int, int]
) -> tuple[tuple[Route, ...], dict[str, int]]:
    file = "routes.json"
    raw = _read(file, directory).get("routes")
    if not isinstance(raw, list) or not raw:
        raise _fail(file, "routes", "must be a non-empty list")
    index_of = {item.get("id"): n for n, item in enumerate(raw) if isinstance(item, dict)}
    routes: list[Route] = []
    for number, item in enumerate(raw):
        if not isinstance(item, dict):
            raise _fail(file, f"route #{number}", "must be an object")
        rid = _field(file, f"route #{number}", item, "id", str)
        entry = f"route '{rid}'"
        if index_of.get(rid) != number or " " in rid:
            raise _fail(file, entry, "id is repeated or has a space")
        _source(file, entry, item)
        kind = _field(file, entry, item, "kind", str)
        if kind not in ("train", "ship"):
            raise _fail(file, entry, f"kind must be 'train' or 'ship', not {kind!r}")
        ends = []
        for key in ("a", "b"):
            city = _field(file, entry, item, key, str)
            if city not in by_id:
                raise _fail(file, entry, f"unknown city '{city}'")
            ends.append(by_id[city])
        if ends[0] == ends[1]:
            raise _fail(file, entry, "both ends are the same city")
        length = _field(file, entry, item, "length", int)
        if length not in scores:
            raise _fail(file, entry, f"length {length} has no score")
        color = _field(file, entry, item, "color", str)
        if color != "gray" and color not in COLORS:
            raise _fail(file, entry, f"unknown colour {color!r}")
        pairs = _field(file, entry, item, "pairs", int)
        if pairs not in (0, length) or (pairs and kind != "train"):
            raise _fail(file, entry, "pair-spaces must be 0 or the length of a train route")
        twin_id = item.get("double_with")
        twin = -1
        if twin_id is not None:
            if twin_id not in index_of:
                raise _fail(file, entry, f"double_with names an unknown route {twin_id!r}")
            twin = index_of[twin_id]
            other = raw[twin]
            if other.get("double_with") != rid:
                raise _fail(file, entry, f"double_with '{twin_id}' does not name it back")
            if {other.get("a"), other.get("b")} != {item["a"], item["b"]}:
                raise _fail(file, entry, f"double route '{twin_id}' joins other cities")
        routes.append(
            Route(
                number,
                rid,
                kind == "ship",
                ends[0],
                ends[1],
                length,
                -1 if color == "gray" else COLORS.index(color),
                pairs,
                twin,
                bool(item.get("wraparound", False)),
                scores[length],
            )
        )
    return tuple(routes), {route.id: route.index for route in routes}


def _load_tickets(
    directory: Path, cities: tuple[City, ...], by_id: dict[str, int]
) -> dict[int, Ticket]:
    file = "tickets.json"
    raw = _read(file, directory).get("tickets")
    if not isinstance(raw, list) or not raw:
        raise _fail(file, "tickets", "must be a non-empty list")
    tickets: dict[int, Ticket] = {}
    for number, item in enumerate(raw):
        if not isinstance(item, dict):
            raise _fail(file, f"ticket #{number}", "must be an object")
        tid = _field(file, f"ticket #{number}", item, "id", int)
        entry = f"ticket {tid}"
        if tid in tickets or tid < 0:
            raise _fail(file, entry, "id is negative or repeated")
        _source(file, entry, item)
        names = _field(file, entry, item, "cities", list)
        if len(names) < 2 or len(set(names)) != len(names):
            raise _fail(file, entry, "needs two or more different cities")
        ends = []
        for name in names:
            if name not in by_id or cities[by_id[name]].waypoint:
                raise _fail(file, entry, f"'{name}' is not a city of the map")
            ends.append(by_id[name])
        points = _field(file, entry, item, "points", int)
        penalty = _field(file, entry, item, "penalty", int)
        any_points = item.get("points_any_order", 0) if len(ends) > 2 else 0
        if len(ends) > 2 and not isinstance(any_points, int):
            raise _fail(file, entry, "a tour needs a whole 'points_any_order'")
        if points <= 0 or penalty >= 0 or (len(ends) > 2 and not 0 < any_points <= points):
            raise _fail(file, entry, "points must be positive, the penalty negative")
        tickets[tid] = Ticket(tid, tuple(ends), points, any_points, penalty)
    return tickets


def _load_cards(directory: Path) -> dict[str, Any]:
    file = "cards.json"
    data = _read(file, directory)
    for key in ("train_deck", "ship_deck", "route_score_by_length", "setup", "harbor_score"):
        if key not in data:
            raise _fail(file, key, "missing")
    if list(data.get("colors", [])) != list(COLORS):
        raise _fail(file, "colors", f"must be {list(COLORS)}")
    return data


def _deck(data: dict[str, Any]) -> tuple[int, ...]:
    file = "cards.json"
    counts = [0] * NKINDS
    train, ship = data["train_deck"], data["ship_deck"]
    try:
        for color in range(NCOL):
            counts[PLAIN + color] = int(train["plain_per_color"])
            counts[ANCHOR + color] = int(train["anchor_per_color"])
            counts[SINGLE + color] = int(ship["single_per_color"])
            counts[DOUBLE + color] = int(ship["double_per_color"])
        counts[WILD] = int(train["wild"])
    except (KeyError, TypeError, ValueError) as error:
        raise _fail(file, "train_deck/ship_deck", f"bad or missing count {error}") from None
    if any(count < 0 for count in counts) or sum(counts) == 0:
        raise _fail(file, "train_deck/ship_deck", "counts must be non-negative and not all 0")
    return tuple(counts)


@cache
def load_world(directory: Path = DATA_DIR) -> WorldMap:
    """Load and validate the World map; cached per directory."""
    cards = _load_cards(directory)
    try:
        scores = {int(k): int(v) for k, v in cards["route_score_by_length"].items()}
        setup = {str(k): int(v) for k, v in cards["setup"].items()}
        harbor = tuple(int(v) for v in cards["harbor_score"])
        unbuilt = int(cards["unbuilt_harbor_penalty"])
        exchange = int(cards["exchange_penalty"])
        trigger = int(cards["end_trigger_markers"])
        final = int(cards["final_turns"])
    except (KeyError, TypeError, ValueError) as error:
        raise _fail("cards.json", "rules", f"bad or missing value {error}") from None
    needed = [
        "deal_train_cards",
        "deal_ship_cards",
        "face_up_train",
        "face_up_ship",
        "deal_tickets",
        "keep_tickets_min",
        "draw_tickets",
        "keep_drawn_min",
        "markers_total",
        "max_trains",
        "max_ships",
        "harbors",
        "beginner_trains",
        "beginner_ships",
    ]
    for key in needed:
        if key not in setup:
            raise _fail("cards.json", "setup", f"missing '{key}'")
    if setup["max_trains"] + setup["max_ships"] < setup["markers_total"]:
        raise _fail("cards.json", "setup", "max_trains + max_ships is below markers_total")
    if len(harbor) < 2:
        raise _fail("cards.json", "harbor_score", "needs at least two values")
    cities, by_id = _load_cities(directory)
    routes, route_by_id = _load_routes(directory, by_id, scores)
    tickets = _load_tickets(directory, cities, by_id)
    adjacency: list[list[tuple[int, int]]] = [[] for _ in cities]
    for route in routes:
        adjacency[route.a].append((route.index, route.b))
        adjacency[route.b].append((route.index, route.a))
    for city in cities:
        if not adjacency[city.index]:
            raise _fail("cities.json", f"city '{city.id}'", "no route reaches it")
    return WorldMap(
        cities=cities,
        city_by_id=by_id,
        routes=routes,
        route_by_id=route_by_id,
        tickets=tickets,
        ticket_ids=tuple(sorted(tickets)),
        deck=_deck(cards),
        route_score=scores,
        setup=setup,
        harbor_score=harbor,
        unbuilt_harbor_penalty=unbuilt,
        exchange_penalty=exchange,
        end_trigger_markers=trigger,
        final_turns=final,
        adjacency=tuple(tuple(links) for links in adjacency),
        shapes=tuple((r.index, r.id, r.ship, r.color, r.length, r.pairs, r.twin) for r in routes),
    )


def world_for(components: str | None) -> WorldMap:
    """The packaged World map, or the component set in directory ``components`` (the same
    four files: cities.json, routes.json, tickets.json, cards.json)."""
    return load_world(DATA_DIR if not components else Path(components))
