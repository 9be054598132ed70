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
from typing import TYPE_CHECKING, Final
from xml.sax.saxutils import escape

from seaboard.games.rails_sails.cards import COLORS, COLORS_RU
from seaboard.games.rails_sails.colours import FILL, PLAYER
from seaboard.games.rails_sails.cues import cue_mark
from seaboard.games.rails_sails.data import Route, WorldMap
from seaboard.games.rails_sails.help import Reader, city_help, harbor_help, route_help
from seaboard.games.rails_sails.strip import panel

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

SCALE = 4.0  # pixels per degree, the same on both axes (equirectangular)
LEFT_LON = -140.0  # the map's left edge: between Vancouver and Anchorage/Honolulu
TOP_LAT, BOTTOM_LAT = 80.0, -60.0
WIDTH = 360 * SCALE
MAP_H = (TOP_LAT - BOTTOM_LAT) * SCALE
PAD: Final = 40.0
"""The smaller side of a route's or a port's hit area (25 CSS px at 900 px wide)."""
SPACE_H: Final = 7.0
CLAIMED_H: Final = 10.0
"""A space's height (a ship's two radii), open and claimed: a claimed space is drawn larger,
so its owner's mark fits; the twin of a double route, 10 units away, at most touches it."""
CUE_R: Final = 3.8
"""The radius of an owner's mark on a claimed space."""


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


def _route_svg(state: RailsSailsState, route: Route, reader: Reader) -> list[str]:
    """A route with its help; a claimed one in its owner's colour, each space marked with
    the owner's cue."""
    owner = state.owner[route.index]
    fill = _route_color(route) if owner < 0 else PLAYER[owner]
    width = 2.4 if owner >= 0 else 0.6
    ends = [f"city-{state.world.cities[c].id}" for c in (route.a, route.b)]
    helped = reader.words(route_help(state, route), lights=ends)
    parts = [
        f'<g id="route-{route.id}" class="route {"ship" if route.ship else "train"}"'
        f' data-owner="{owner}"{helped}>'
    ]
    parts.extend(_route_spaces(state.world, route, fill, width, owner))
    parts.extend(_route_pads(state.world, route))
    if route.wrap:
        parts.extend(_edge_labels(state.world, route, reader.lang))
    parts.append("</g>")
    return parts


def _route_pads(world: WorldMap, route: Route) -> list[str]:
    """Transparent hit areas ``PAD`` wide along the route (one per space across the Pacific
    cut, else one for the whole route), so a thin route is easy to click; where pads overlap
    the page picks the route drawn nearest to the pointer."""
    centres, angle, step = _spaces(world, route)
    if route.wrap:
        spans = [(cx, cy, max(step, PAD / route.length)) for cx, cy in centres]
    else:
        (fx, fy), (lx, ly) = centres[0], centres[-1]
        span = math.hypot(lx - fx, ly - fy) + step
        spans = [((fx + lx) / 2, (fy + ly) / 2, max(span, PAD))]
    return [
        f'<rect class="hit" x="{cx - w / 2:.1f}" y="{cy - PAD / 2:.1f}" width="{w:.1f}"'
        f' height="{PAD:.0f}" fill="transparent" pointer-events="all"'
        f' transform="rotate({angle:.1f} {cx:.1f} {cy:.1f})"/>'
        for cx, cy, w in spans
    ]


def _route_spaces(
    world: WorldMap, route: Route, fill: str, width: float, owner: int = -1
) -> list[str]:
    """The route's spaces: rectangles (trains), pairs of small cards or ovals (ships); a
    claimed route's spaces carry its owner's seat."""
    stroke = "#000"
    seat = f' data-seat="{owner}"' if owner >= 0 else ""
    h = CLAIMED_H if owner >= 0 else SPACE_H
    centres, angle, step = _spaces(world, route)
    parts = []
    for cx, cy in centres:
        rot = f'transform="rotate({angle:.1f} {cx:.1f} {cy:.1f})"{seat}'
        if route.ship:
            rx = max(h / 2 + 0.5, min(step * 0.42, 9.0))
            parts.append(
                f'<ellipse cx="{cx:.1f}" cy="{cy:.1f}" rx="{rx:.1f}" ry="{h / 2:.1f}"'
                f' fill="{fill}" stroke="{stroke}" stroke-width="{width}" class="piece" {rot}/>'
            )
        elif route.pairs:
            half = max(1.5, min(step * 0.2, 5.0))
            for off in (-half - 0.5, half + 0.5):
                parts.append(
                    f'<rect x="{cx + off - half:.1f}" y="{cy - h / 2:.1f}" width="{2 * half:.1f}"'
                    f' height="{h:.0f}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"'
                    f' class="piece pair-space" {rot}/>'
                )
        else:
            w = max(h if owner >= 0 else 3.0, min(step * 0.82, 20.0))
            parts.append(
                f'<rect x="{cx - w / 2:.1f}" y="{cy - h / 2:.1f}" width="{w:.1f}"'
                f' height="{h:.0f}" fill="{fill}" stroke="{stroke}" stroke-width="{width}"'
                f' class="piece" {rot}/>'
            )
        if owner >= 0:
            parts.append(cue_mark(owner, cx, cy, CUE_R))
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


def _cities(
    world: WorldMap,
    harbor: Sequence[int],
    lang: str,
    state: RailsSailsState | None = None,
    reader: Reader | None = None,
) -> list[str]:
    """Cities (ports ringed in blue), ocean waypoints and the harbors built (``harbor``: the
    holder per city, -1 for none); with a ``state`` and its ``reader``, each with its help."""
    parts = []
    for city in world.cities:
        x, y = project(city.lat, city.lon)
        helped = harbor_helped = ""
        if state is not None and reader is not None:
            says = city_help(state, city.index, reader.perspective)
            helped = reader.words(says)
            if harbor[city.index] >= 0:
                says = harbor_help(state, city.index, reader.perspective)
                harbor_helped = reader.words(says)
        if city.waypoint:
            parts.append(
                f'<g id="city-{city.id}" class="waypoint"{helped}><path d="M{x:.1f} {y - 5:.1f}'
                f' L{x + 5:.1f} {y:.1f} L{x:.1f} {y + 5:.1f} L{x - 5:.1f} {y:.1f} Z"'
                f' fill="#5d6d7e"/></g>'
            )
            continue
        parts.append(_city_piece(x, y, city.id, city.port, _name(world, city.index, lang), helped))
        holder = harbor[city.index]
        if holder >= 0:
            parts.append(_harbor_piece(x, y, city.id, holder, harbor_helped))
    return parts


def _city_piece(x: float, y: float, ident: str, port: bool, name: str, helped: str = "") -> str:
    """A city's dot (a port's ringed in blue, with a wider hit area) and its name."""
    ring = ' stroke="#1b4f72" stroke-width="2"' if port else ' stroke="#000"'
    pad = (
        f'<circle class="hit" cx="{x:.1f}" cy="{y:.1f}" r="{PAD / 2:.0f}"'
        ' fill="transparent" pointer-events="all"/>'
        if port
        else ""
    )
    ident_attr = f' id="city-{ident}"' if ident else ""
    return (
        f'<g{ident_attr} class="city{" port" if port else ""}"{helped}>'
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="5" fill="#fdebd0"{ring}/>{pad}'
        f'<text x="{x + 6:.1f}" y="{y - 6:.1f}" font-size="9">{escape(name)}</text></g>'
    )


def _harbor_piece(x: float, y: float, ident: str, holder: int, helped: str = "") -> str:
    """A harbor under the dot of its city, in its holder's colour, with the anchor."""
    ident_attr = f' id="harbor-{ident}"' if ident else ""
    return (
        f'<g{ident_attr} class="harbor" data-owner="{holder}"{helped}>'
        f'<rect x="{x - 4:.1f}" y="{y + 6:.1f}" width="8" height="8"'
        f' fill="{PLAYER[holder]}" stroke="#000" data-seat="{holder}"/>'
        f'<text x="{x:.1f}" y="{y + 13:.1f}" font-size="7"'
        f' text-anchor="middle">\u2693</text></g>'
    )


def _open_map(height: float) -> list[str]:
    """The start of an SVG document ``height`` tall, with the sea drawn under the map."""
    return [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{WIDTH:.0f}" height="{height:.0f}"'
        f' viewBox="0 0 {WIDTH:.0f} {height:.0f}" font-family="sans-serif">',
        f'<rect x="0" y="0" width="{WIDTH:.0f}" height="{MAP_H:.0f}" fill="#d6eaf8"/>',
    ]


def render(
    state: RailsSailsState,
    perspective: int | None = None,
    lang: str = "en",
    players: Sequence[str] | None = None,
) -> str:
    """The SVG document of ``state`` as ``perspective`` sees it (None: a spectator), with
    names and labels in English (``en``) or Russian (``ru``) and the seats' ``players``."""
    lang = "ru" if lang == "ru" else "en"
    reader = Reader(perspective, lang, players)
    names = [_name(state.world, c.index, lang) for c in state.world.cities]
    strip, strip_h = panel(state, MAP_H + 8, reader, names)
    height = MAP_H + 8 + strip_h
    parts = _open_map(height)
    parts.append(
        f'<rect x="0" y="{MAP_H:.0f}" width="{WIDTH:.0f}" height="{height - MAP_H:.0f}"'
        ' fill="#f4f6f7"/>'
    )
    for route in state.world.routes:
        parts.extend(_route_svg(state, route, reader))
    parts.extend(_cities(state.world, state.harbor, lang, state, reader))
    parts.extend(strip)
    parts.append("</svg>")
    return "\n".join(parts)


PICTURE_ZOOM: Final = 1.6
"""The rules page draws its pieces of the map larger than the board, names at 14 px."""
LETTER: Final = 5.2
"""About the width of a letter of a city's name (font size 9), to leave room for names."""
SEA: Final = "#d6eaf8"
CAPTION_LETTERS: Final = 34
"""A picture is at least this many letters wide, so its caption keeps to a few lines."""


def _picture(box: tuple[float, float, float, float], body: Sequence[str]) -> str:
    """An SVG document showing ``box`` (left, top, right, bottom in map units) of ``body``
    on the sea, at ``PICTURE_ZOOM``."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{x0:.1f} {y0:.1f} {w:.1f} {h:.1f}"'
        f' width="{w * PICTURE_ZOOM:.0f}" height="{h * PICTURE_ZOOM:.0f}"'
        f' font-family="sans-serif"><rect x="{x0:.1f}" y="{y0:.1f}" width="{w:.1f}"'
        f' height="{h:.1f}" fill="{SEA}"/>{"".join(body)}</svg>'
    )


def map_picture(
    world: WorldMap, routes: Sequence[tuple[int, int]], lang: str, caption: str = ""
) -> str:
    """A piece of the map as its own SVG document (the rules page; seed 002, "Постройка
    перегона"): ``routes`` as (route index, owner or -1), drawn as on the board with their
    cities, cropped around them, with ``caption`` under them. Routes across the Pacific cut
    are not for this picture."""
    body: list[str] = []
    xs: list[float] = []
    ys: list[float] = []
    for index, owner in routes:
        route = world.routes[index]
        fill = _route_color(route) if owner < 0 else PLAYER[owner]
        body.extend(_route_spaces(world, route, fill, 2.4 if owner >= 0 else 0.6, owner))
    ends = sorted(
        {c for index, _ in routes for c in (world.routes[index].a, world.routes[index].b)}
    )
    for index in ends:
        city = world.cities[index]
        x, y = project(city.lat, city.lon)
        name = _name(world, index, lang)
        body.append(_city_piece(x, y, "", city.port, name))
        xs += [x - 10, x + 10 + LETTER * len(name)]
        ys += [y - 18, y + 10]
    x0, x1, y0, y1 = min(xs), max(xs), min(ys), max(ys)
    x1 = max(x1, x0 + CAPTION_LETTERS * LETTER)
    for line in _lines(caption, int((x1 - x0 - 10) / LETTER)):
        y1 += 12
        body.append(f'<text x="{x0 + 5:.1f}" y="{y1:.1f}" font-size="9">{escape(line)}</text>')
    return _picture((x0, y0, x1, y1 + 6), body)


def _lines(text: str, width: int) -> list[str]:
    """``text`` cut at spaces into lines of at most ``width`` letters (a longer word alone)."""
    lines: list[str] = []
    for word in text.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def marker_picture(world: WorldMap, route: int, seat: int) -> str:
    """The markers of ``seat`` as they stand on a claimed ``route`` (seed 002, "Постройка
    перегона"): its spaces in the seat's colour with the seat's mark, cropped tightly."""
    centres, _, _ = _spaces(world, world.routes[route])
    body = _route_spaces(world, world.routes[route], PLAYER[seat], 2.4, seat)
    margin = 12.0
    xs = [x for x, _ in centres]
    ys = [y for _, y in centres]
    return _picture((min(xs) - margin, min(ys) - margin, max(xs) + margin, max(ys) + margin), body)


def harbor_picture(world: WorldMap, city: int, seat: int) -> str:
    """A port with ``seat``'s harbor built in it, as on the board (seed 002, "Постройка
    Гавани"), without its name."""
    entry = world.cities[city]
    x, y = project(entry.lat, entry.lon)
    body = [_city_piece(x, y, "", entry.port, ""), _harbor_piece(x, y, "", seat)]
    return _picture((x - 10, y - 8, x + 10, y + 16), body)


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
