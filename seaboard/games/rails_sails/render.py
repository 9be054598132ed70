"""SVG of the World map (seed 002): cities at their real positions (equirectangular, the map
cut in the Pacific so the Americas are on the left), routes as rows of rectangles (trains) or
ovals (ships) in their colours, pair-spaces drawn as two small cards, the Pacific routes shown
at both edges, claimed routes and harbors in player colours, the face-up cards, the decks, the
perspective's hand and tickets, and the scores.

Stable element ids: ``route-<id>``, ``city-<slug>``, ``harbor-<slug>``, ``faceup-<slot>``,
``deck-train``, ``deck-ship``, ``deck-tickets``, ``ticket-<id>`` (see ``move_targets``).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from seaboard.core.move import Move
from seaboard.games.rails_sails.cards import (
    CODES,
    COLORS,
    COLORS_RU,
    DECK_NAMES,
    SINGLE,
    WILD,
    color_of,
)
from seaboard.games.rails_sails.data import Route, WorldMap
from seaboard.games.rails_sails.moves import (
    BuildHarbor,
    Claim,
    DrawCard,
    DrawTickets,
    Keep,
    TakeCard,
)

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

SCALE = 4.0  # pixels per degree, the same on both axes (equirectangular)
LEFT_LON = -140.0  # the map's left edge: between Vancouver and Anchorage/Honolulu
TOP_LAT, BOTTOM_LAT = 80.0, -60.0
WIDTH = 360 * SCALE
MAP_H = (TOP_LAT - BOTTOM_LAT) * SCALE
PANEL_H = 230.0
FILL = {
    "purple": "#8e44ad",
    "yellow": "#f1c40f",
    "green": "#27ae60",
    "red": "#c0392b",
    "black": "#2c3e50",
    "white": "#fdfefe",
    "gray": "#a6acaf",
}
PLAYER = ("#e74c3c", "#f4d03f", "#2ecc71", "#3498db", "#17202a")
PLAYER_NAMES = ("red", "yellow", "green", "blue", "black")
PLAYER_NAMES_RU = ("красный", "жёлтый", "зелёный", "синий", "чёрный")
DECK_LABELS = {"en": ("train", "ship", "tickets"), "ru": ("вагоны", "паромы", "маршруты")}
LABELS: dict[str, dict[str, str]] = {
    "en": {
        "faceup": "Face-up",
        "hand": "Hand of seat",
        "tickets": "Tickets",
        "drawn": " (drawn)",
        "seat": "seat {seat} ({colour}): {score} pts, {trains} trains, {ships} ships,"
        " {harbors} harbors left, {tc}+{sc} cards, {tickets} tickets",
    },
    "ru": {
        "faceup": "Открытые карты",
        "hand": "Карты игрока",
        "tickets": "Маршруты",
        "drawn": " (взят)",
        "seat": "игрок {seat} ({colour}): {score} очк., {trains} вагонов, {ships} паромов,"
        " Гаваней в запасе {harbors}, карт {tc}+{sc}, маршрутов {tickets}",
    },
}


def _name(world: WorldMap, city: int, lang: str) -> str:
    entry = world.cities[city]
    return entry.name_ru if lang == "ru" else entry.name


def project(lat: float, lon: float) -> tuple[float, float]:
    """Equirectangular projection with the cut at ``LEFT_LON``."""
    return ((lon - LEFT_LON) % 360) * SCALE, (TOP_LAT - lat) * SCALE


def _route_color(route: Route) -> str:
    return FILL["gray"] if route.color < 0 else FILL[COLORS[route.color]]


def _line(world: WorldMap, route: Route) -> tuple[float, float, float, float]:
    """The route's ends, the second one moved across the cut for a Pacific route."""
    ax, ay = project(world.cities[route.a].lat, world.cities[route.a].lon)
    bx, by = project(world.cities[route.b].lat, world.cities[route.b].lon)
    if bx - ax > WIDTH / 2:
        bx -= WIDTH
    elif ax - bx > WIDTH / 2:
        bx += WIDTH
    return ax, ay, bx, by


def _spaces(world: WorldMap, route: Route) -> tuple[list[tuple[float, float]], float, float]:
    """Centres of the route's spaces (x wrapped into the map), the angle and the space size."""
    ax, ay, bx, by = _line(world, route)
    dx, dy = bx - ax, by - ay
    dist = math.hypot(dx, dy) or 1.0
    ux, uy = dx / dist, dy / dist
    shift = 0.0
    if route.twin >= 0:
        shift = -5.0 if route.index < route.twin else 5.0
    margin = min(9.0, dist / 4)
    usable = dist - 2 * margin
    step = usable / route.length
    centres = []
    for i in range(route.length):
        t = margin + step * (i + 0.5)
        x = (ax + ux * t - uy * shift) % WIDTH
        centres.append((x, ay + uy * t + ux * shift))
    return centres, math.degrees(math.atan2(dy, dx)), step


def _route_svg(state: RailsSailsState, route: Route, lang: str) -> list[str]:
    owner = state.owner[route.index]
    fill = _route_color(route) if owner < 0 else PLAYER[owner]
    width = 2.4 if owner >= 0 else 0.6
    parts = [
        f'<g id="route-{route.id}" class="route {"ship" if route.ship else "train"}"'
        f' data-owner="{owner}"><title>{escape(_route_title(state.world, route, lang))}</title>'
    ]
    parts.extend(_route_spaces(state.world, route, fill, width))
    if route.wrap:
        parts.extend(_edge_labels(state.world, route, lang))
    parts.append("</g>")
    return parts


def _route_spaces(world: WorldMap, route: Route, fill: str, width: float) -> list[str]:
    """The route's spaces: rectangles (trains), pairs of small cards or ovals (ships)."""
    stroke = "#000"
    centres, angle, step = _spaces(world, route)
    parts = []
    for cx, cy in centres:
        rot = f'transform="rotate({angle:.1f} {cx:.1f} {cy:.1f})"'
        if route.ship:
            rx = max(2.0, min(step * 0.42, 9.0))
            parts.append(
                f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="3.6" fill="{fill}"'
                f' stroke="{stroke}" stroke-width="{width}" {rot}/>'
            )
        elif route.pairs:
            half = max(1.5, min(step * 0.2, 5.0))
            for off in (-half - 0.5, half + 0.5):
                parts.append(
                    f'<rect x="{cx + off - half:.1f}" y="{cy - 3.5:.1f}" width="{2 * half:.1f}"'
                    f' height="7" fill="{fill}" stroke="{stroke}" stroke-width="{width}"'
                    f' class="pair-space" {rot}/>'
                )
        else:
            w = max(3.0, min(step * 0.82, 20.0))
            parts.append(
                f'<rect x="{cx - w / 2:.1f}" y="{cy - 3.5:.1f}" width="{w:.1f}" height="7"'
                f' fill="{fill}" stroke="{stroke}" stroke-width="{width}" {rot}/>'
            )
    return parts


def _edge_labels(world: WorldMap, route: Route, lang: str) -> list[str]:
    """The board names the far city of a Pacific route where it leaves each edge."""
    ax, ay, bx, by = _line(world, route)
    edge = 0.0 if min(ax, bx) < 0 else WIDTH
    y = ay + (edge - ax) / ((bx - ax) or 1.0) * (by - ay)
    left_city = route.b if ax > WIDTH / 2 else route.a
    right_city = route.a if left_city == route.b else route.b
    if route.twin >= 0:
        y += -9.0 if route.index < route.twin else 9.0
    return [
        f'<text x="3" y="{y - 5:.1f}" font-size="8" fill="#1b4f72">'
        f"\u2190 {escape(_name(world, right_city, lang))}</text>",
        f'<text x="{WIDTH - 3:.1f}" y="{y - 5:.1f}" font-size="8" text-anchor="end"'
        f' fill="#1b4f72">{escape(_name(world, left_city, lang))} \u2192</text>',
    ]


def _route_title(world: WorldMap, route: Route, lang: str) -> str:
    """A route's tooltip: its id, cities, length, colour and kind (ship, paired train or
    train; seed 002, "Парные перегоны")."""
    a, b = _name(world, route.a, lang), _name(world, route.b, lang)
    kind = 0 if route.ship else (1 if route.pairs else 2)
    if lang == "ru":
        color = "серый" if route.color < 0 else COLORS_RU[route.color]
        name = ("паромный", "парный", "вагонный")[kind]
        return f"{route.id} {a} - {b}: {color} {name} перегон, длина {route.length}"
    color = "gray" if route.color < 0 else COLORS[route.color]
    return f"{route.id} {a} - {b}: {route.length} {color} {('ship', 'paired train', 'train')[kind]}"


def _cities(world: WorldMap, harbor: Sequence[int], lang: str) -> list[str]:
    """Cities (ports ringed in blue), ocean waypoints and the harbors built (``harbor``: the
    holder per city, -1 for none)."""
    parts = []
    for city in world.cities:
        x, y = project(city.lat, city.lon)
        if city.waypoint:
            parts.append(
                f'<g id="city-{city.id}" class="waypoint"><path d="M{x:.1f} {y - 5:.1f}'
                f' L{x + 5:.1f} {y:.1f} L{x:.1f} {y + 5:.1f} L{x - 5:.1f} {y:.1f} Z"'
                f' fill="#5d6d7e"/></g>'
            )
            continue
        ring = ' stroke="#1b4f72" stroke-width="2"' if city.port else ' stroke="#000"'
        parts.append(
            f'<g id="city-{city.id}" class="city{" port" if city.port else ""}">'
            f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" fill="#fdebd0"{ring}/>'
            f'<text x="{x + 6:.1f}" y="{y - 6:.1f}" font-size="9">'
            f"{escape(_name(world, city.index, lang))}</text></g>"
        )
        holder = harbor[city.index]
        if holder >= 0:
            parts.append(
                f'<g id="harbor-{city.id}" class="harbor" data-owner="{holder}">'
                f'<rect x="{x - 4:.1f}" y="{y + 6:.1f}" width="8" height="8"'
                f' fill="{PLAYER[holder]}" stroke="#000"/>'
                f'<text x="{x:.1f}" y="{y + 13:.1f}" font-size="7"'
                f' text-anchor="middle">\u2693</text></g>'
            )
    return parts


def _card(x: float, y: float, kind: int, ident: str = "", label: str = "") -> str:
    color = "#ffffff" if kind == WILD else FILL[COLORS[color_of(kind)]]
    shape = "rect" if kind < SINGLE else "ship"
    ident_attr = f' id="{ident}"' if ident else ""
    text_fill = "#000" if color_of(kind) in (1, 5) or kind == WILD else "#fff"
    rx = 2 if shape == "rect" else 10
    return (
        f'<g{ident_attr} class="card" data-card="{CODES[kind]}"><rect x="{x:.1f}" y="{y:.1f}"'
        f' width="44" height="28" rx="{rx}" fill="{color}" stroke="#000"/>'
        f'<text x="{x + 22:.1f}" y="{y + 18:.1f}" font-size="10" text-anchor="middle"'
        f' fill="{text_fill}">{escape(label or CODES[kind])}</text></g>'
    )


def _panel(state: RailsSailsState, perspective: int | None, lang: str) -> list[str]:
    text = LABELS[lang]
    top = MAP_H + 8
    parts = [
        f'<rect x="0" y="{MAP_H:.0f}" width="{WIDTH:.0f}" height="{PANEL_H:.0f}" fill="#f4f6f7"/>'
    ]
    parts.append(f'<text x="10" y="{top + 12:.0f}" font-size="12">{text["faceup"]}</text>')
    for slot, kind in enumerate(state.faceup):
        x = 10 + slot * 50
        if kind >= 0:
            parts.append(_card(x, top + 18, kind, f"faceup-{slot}"))
        else:
            parts.append(
                f'<rect id="faceup-{slot}" x="{x}" y="{top + 18:.0f}" width="44" height="28"'
                ' fill="none" stroke="#aaa" stroke-dasharray="3"/>'
            )
    for deck in (0, 1):
        x = 330 + deck * 60
        parts.append(
            f'<g id="deck-{DECK_NAMES[deck]}" class="deck"><rect x="{x}" y="{top + 18:.0f}"'
            f' width="50" height="28" fill="#7f8c8d" stroke="#000"/><text x="{x + 25}"'
            f' y="{top + 36:.0f}" font-size="10" text-anchor="middle" fill="#fff">'
            f"{DECK_LABELS[lang][deck]} {state.deck_size(deck)}</text></g>"
        )
    tickets = len(state.pool) + len(state.bottom)
    parts.append(
        f'<g id="deck-tickets" class="deck"><rect x="450" y="{top + 18:.0f}" width="76"'
        f' height="28" fill="#d4ac0d" stroke="#000"/><text x="488" y="{top + 36:.0f}"'
        f' font-size="10" text-anchor="middle">{DECK_LABELS[lang][2]} {tickets}</text></g>'
    )
    for seat in range(state.num_players):
        y = top + 70 + seat * 16
        mark = "\u25b6 " if seat == state.cur and state.phase != 5 else ""
        score = state.route_pts[seat] - state.exchanged[seat]
        if state.phase == 5:
            score = state.seat_score(seat).total
        hand = state.hands[seat]
        line = text["seat"].format(
            seat=seat,
            colour=(PLAYER_NAMES_RU if lang == "ru" else PLAYER_NAMES)[seat],
            score=score,
            trains=state.trains[seat],
            ships=state.ships[seat],
            harbors=state.world.setup["harbors"] - state.built[seat],
            tc=sum(hand[:SINGLE]),
            sc=sum(hand[SINGLE:]),
            tickets=len(state.held[seat]),
        )
        parts.append(
            f'<text x="10" y="{y:.0f}" font-size="11" fill="{PLAYER[seat]}"'
            f' stroke="#000" stroke-width="0.2">{mark}{escape(line)}</text>'
        )
    if perspective is not None:
        parts.extend(_own(state, perspective, top, lang))
    return parts


def _own(state: RailsSailsState, seat: int, top: float, lang: str) -> list[str]:
    text = LABELS[lang]
    parts = [f'<text x="560" y="{top + 12:.0f}" font-size="12">{text["hand"]} {seat}</text>']
    x, y = 560.0, top + 18
    for kind, count in enumerate(state.hands[seat]):
        if count:
            parts.append(_card(x, y, kind, label=f"{count}\u00d7{CODES[kind]}"))
            x += 48
            if x > WIDTH - 60:
                x, y = 560.0, y + 32
    y = top + 90
    parts.append(f'<text x="560" y="{y:.0f}" font-size="12">{text["tickets"]}</text>')
    shown = [(t, "") for t in state.held[seat]]
    shown += [(t, text["drawn"]) for t in state.pending[seat]]
    for i, (tid, note) in enumerate(shown):
        ticket = state.world.tickets[tid]
        names = " > ".join(_name(state.world, c, lang) for c in ticket.cities)
        points = (
            f"{ticket.points}/{ticket.any_points}/{ticket.penalty}"
            if ticket.is_tour
            else (str(ticket.points))
        )
        tx = 560 + (i % 2) * 440
        ty = y + 16 + (i // 2) * 14
        parts.append(
            f'<text id="ticket-{tid}" x="{tx}" y="{ty:.0f}" font-size="10">'
            f"#{tid} {escape(names)} {points}{note}</text>"
        )
    return parts


def _open_map(height: float) -> list[str]:
    """The start of an SVG document ``height`` tall, with the sea drawn under the map."""
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH:.0f}" height="{height:.0f}"'
        f' viewBox="0 0 {WIDTH:.0f} {height:.0f}" font-family="sans-serif">',
        f'<rect x="0" y="0" width="{WIDTH:.0f}" height="{MAP_H:.0f}" fill="#d6eaf8"/>',
    ]


def render(state: RailsSailsState, perspective: int | None = None, lang: str = "en") -> str:
    """The SVG document of ``state`` as ``perspective`` sees it (None: a spectator), with
    names and labels in English (``en``) or Russian (``ru``)."""
    lang = "ru" if lang == "ru" else "en"
    height = MAP_H + PANEL_H
    parts = _open_map(height)
    for route in state.world.routes:
        parts.extend(_route_svg(state, route, lang))
    parts.extend(_cities(state.world, state.harbor, lang))
    parts.extend(_panel(state, perspective, lang))
    parts.append("</svg>")
    return "\n".join(parts)


HEAT_LOW = (0xF4, 0xF6, 0xF7)
HEAT_HIGH = (0x92, 0x2B, 0x21)
HEAT_LEGEND_H = 26.0


def heat_colour(weight: float) -> str:
    """A colour from pale gray (0) to dark red (1) for a weight (clamped to 0-1)."""
    w = min(1.0, max(0.0, weight))
    r, g, b = (round(lo + (hi - lo) * w) for lo, hi in zip(HEAT_LOW, HEAT_HIGH, strict=True))
    return f"#{r:02x}{g:02x}{b:02x}"


def render_heat(
    world: WorldMap, weights: Sequence[float], notes: Sequence[str], lang: str = "en"
) -> str:
    """The map alone with each route coloured and thickened by its weight (0-1, e.g. how often
    it was claimed), ``notes[i]`` added to the tooltip of route ``i``, and a legend."""
    if len(weights) != len(world.routes) or len(notes) != len(world.routes):
        raise ValueError(
            f"a heat map needs one weight and one note per route ({len(world.routes)})"
        )
    lang = "ru" if lang == "ru" else "en"
    height = MAP_H + HEAT_LEGEND_H
    parts = _open_map(height)
    for route in world.routes:
        weight = min(1.0, max(0.0, weights[route.index]))
        title = f"{_route_title(world, route, lang)}; {notes[route.index]}"
        parts.append(
            f'<g id="route-{route.id}" class="route heat" data-weight="{weight:.3f}">'
            f"<title>{escape(title)}</title>"
        )
        parts.extend(_route_spaces(world, route, heat_colour(weight), 0.4 + 2.6 * weight))
        parts.append("</g>")
    parts.extend(_cities(world, [-1] * len(world.cities), lang))
    top = MAP_H + 6
    for step in range(11):
        parts.append(
            f'<rect x="{10 + step * 24}" y="{top:.0f}" width="24" height="14"'
            f' fill="{heat_colour(step / 10)}" stroke="#000" stroke-width="0.4"/>'
        )
    low, high = ("реже", "чаще") if lang == "ru" else ("least", "most")
    parts.append(
        f'<text x="{10 + 11 * 24 + 6}" y="{top + 11:.0f}" font-size="11">{low} \u2192 {high}</text>'
    )
    parts.append("</svg>")
    return "\n".join(parts)


def move_targets(move: Move) -> list[str]:
    """The ids of the SVG elements a move concerns (click-to-move)."""
    if isinstance(move, Claim):
        return [f"route-{move.route}"]
    if isinstance(move, BuildHarbor):
        return [f"city-{move.city}"]
    if isinstance(move, TakeCard):
        return [f"faceup-{move.slot}"]
    if isinstance(move, DrawCard):
        return [f"deck-{DECK_NAMES[move.deck]}"]
    if isinstance(move, DrawTickets):
        return ["deck-tickets"]
    if isinstance(move, Keep):
        return [f"ticket-{t}" for t in move.tickets]
    return []
