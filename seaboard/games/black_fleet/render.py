"""SVG picture of a Black Fleet position (standard library only).

Stable element ids, for clicking: ``area-<n>`` (hexes), ``port-<n>``, ``beach-<n>`` (the
beach of area n), ``ship-<seat>-merchant``, ``ship-<seat>-pirate``, ``ship-yellow``,
``ship-purple``, ``dev-<seat>-<slot>``, ``victory-<seat>``, ``mcard-<code>`` /
``fcard-<type>`` (the perspective's hand; a second copy gets ``-2``). Moves with nothing on the
board to click (end, done, stop, swap, pass) have no target: the table shows them as buttons.

Every piece to click is at least ``HIT`` SVG units square (transparent padding with
``pointer-events="all"``): 24 CSS px when the picture is shown 900 px wide. Ships sharing an
area stand side by side so their centres differ. Seat-coloured pieces carry ``data-seat``.
Every piece with an id carries its help (``data-help``, words from ``help``; a port lights
its docks), and no visible word is a notation code: ports show goods swatches and prices,
cards are drawn by ``faces``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from seaboard.core.marks import mark
from seaboard.games.black_fleet import help
from seaboard.games.black_fleet.colours import FLEET_FILL as FLEET_FILL
from seaboard.games.black_fleet.colours import NAVY_FILL, seat_fill
from seaboard.games.black_fleet.components import CONTINENT, ISLAND
from seaboard.games.black_fleet.faces import coin, text
from seaboard.games.black_fleet.moves import SHIP_NAMES, Act
from seaboard.games.black_fleet.panel import PANEL_W, Reader, panel, panel_height
from seaboard.games.black_fleet.places import port_name
from seaboard.i18n.boardhelp import help_attrs

if TYPE_CHECKING:
    from collections.abc import Sequence

    from seaboard.core.move import Move
    from seaboard.games.black_fleet.state import BlackFleetState

GOODS_FILL = {
    "red": "#c0392b",
    "yellow": "#f1c40f",
    "green": "#27ae60",
    "blue": "#2e86de",
    "purple": "#8e44ad",
}
KIND_FILL = {0: "#a9d6f0", ISLAND: "#d9c38c", CONTINENT: "#9bbf7a"}
HEX_R = 30
HIT = 38
"""The side of a piece's hit area in SVG units (24 CSS px at a scale of 900 / 1370)."""
SPREAD = 13
MARGIN = 14
"""Sea left right of the last hexes before the panel."""
"""How far apart (SVG units) ships sharing an area stand."""
PRICE_W = 27
"""The width of one price (a goods swatch and its doubloon) under a port."""
HALO = {"stroke": "#ffffff", "stroke_width": "3", "paint_order": "stroke"}
"""Words drawn over the board keep a white outline, readable over any hex."""


def hex_points(x: int, y: int, r: float) -> str:
    """The corners of the board's hexagon of radius ``r`` centred on (x, y), pointy side up."""
    pts = []
    for i in range(6):
        angle = math.radians(60 * i - 30)
        pts.append(f"{x + r * math.cos(angle):.1f},{y + r * math.sin(angle):.1f}")
    return " ".join(pts)


def _hit(x: float, y: float) -> str:
    """A transparent square of side ``HIT`` centred on (x, y) that takes clicks."""
    h = HIT / 2
    return (
        f'<rect class="hit" x="{x - h:.0f}" y="{y - h:.0f}" width="{HIT}" height="{HIT}"'
        ' fill="none" pointer-events="all"/>'
    )


def _ship_spots(st: BlackFleetState) -> dict[str, tuple[float, float]]:
    """Each ship's drawing centre: the area's centre, or side by side when areas are shared."""
    comp = st.comp
    placed: list[tuple[str, int]] = []
    for c in (0, 1):
        placed.append((f"ship-{SHIP_NAMES[2 + c]}", st.navy[c]))
    for s in range(st.num_players):
        placed.append((f"ship-{s}-merchant", st.mpos[s]))
        placed.append((f"ship-{s}-pirate", st.ppos[s]))
    by_area: dict[int, list[str]] = {}
    for element, area in placed:
        if area >= 0:
            by_area.setdefault(area, []).append(element)
    spots: dict[str, tuple[float, float]] = {}
    for area, elements in by_area.items():
        x, y = comp.xy[area]
        for k, element in enumerate(elements):
            dx = (k - (len(elements) - 1) / 2) * 2 * SPREAD
            spots[element] = (x + dx, y - (SPREAD if len(elements) > 2 and k % 2 else 0))
    return spots


def waves(x: float, y: float) -> str:
    """The mark of a distant sea, where pirate ships enter: two waves."""
    return "".join(
        f'<path d="M{x - 12:.0f},{y + 5 * k:.0f} q3,-4 6,0 t6,0 t6,0 t6,0" fill="none"'
        ' stroke="#205070" stroke-width="1.6"/>'
        for k in (0, 1)
    )


def beach_mark(x: int, y: int, value: int) -> str:
    """A beach: a sand disc with the doubloons burying a treasure there earns (seed "Пиратский
    корабль")."""
    return f'<circle cx="{x}" cy="{y}" r="9" fill="#f3e2a9" stroke="#b59b4b"/>' + text(
        x, y + 4, str(value), 11, text_anchor="middle", font_weight="bold"
    )


def _areas(st: BlackFleetState, lit: set[str], rd: Reader) -> list[str]:
    """The hexes, beaches, distant seas and lairs (seed "Использовать корабли")."""
    comp = st.comp
    out = []
    for a, (x, y) in enumerate(comp.xy):
        stroke = ' stroke="#e74c3c" stroke-width="3"' if f"area-{a}" in lit else ' stroke="#6b8fa3"'
        out.append(
            f'<polygon id="area-{a}" class="area" points="{hex_points(x, y, HEX_R)}"'
            f' fill="{KIND_FILL[comp.kind[a]]}"{stroke}{rd.helps(help.area_help(st, a))}/>'
        )
        if comp.beach[a]:
            out.append(
                f'<g id="beach-{a}" class="beach"{rd.helps(help.beach_help(st, a))}>'
                f"{_hit(x, y + 12)}{beach_mark(x, y + 12, comp.beach[a])}</g>"
            )
        if a in comp.distant:
            out.append(waves(x, y + 9))
        if a in comp.lairs:
            out.append(text(x - 6, y - 10, "☠", 14))
        out.append(text(x + 8, y - 14, str(a), 8, "#49708a"))
    return out


def port_body(x: int, y: int, fill: str, stock: int, prices: list[tuple[str, int]]) -> str:
    """A port as the board draws it: an anchor on its goods' colour, the cubes left in stock on
    a white disc, and under it what it buys, each a goods swatch (``prices``: its fill) with the
    price on a doubloon (seed "Торговый корабль")."""
    row_w = PRICE_W * len(prices) + 4
    row_x = x - row_w / 2
    row = "".join(
        f'<rect x="{row_x + 3 + PRICE_W * k:.0f}" y="{y + 19:.0f}" width="10" height="10"'
        f' fill="{swatch}" stroke="#000"/>' + coin(row_x + 20 + PRICE_W * k, y + 24, str(p), 7)
        for k, (swatch, p) in enumerate(prices)
    )
    return (
        f'<rect x="{x - 14}" y="{y - 14}" width="28" height="28" rx="3" fill="{fill}"'
        ' stroke="#333" stroke-width="2"/>'
        + text(x, y + 6, "⚓", 15, "#fff", text_anchor="middle")
        + f'<circle cx="{x + 15}" cy="{y - 14}" r="9" fill="#fff" stroke="#333"/>'
        + text(x + 15, y - 10, str(stock), 10, text_anchor="middle", font_weight="bold")
        + f'<rect x="{row_x:.0f}" y="{y + 16:.0f}" width="{row_w}" height="16" rx="4"'
        ' fill="#fff" fill-opacity="0.9" stroke="#777"/>' + row
    )


def _ports(st: BlackFleetState, rd: Reader) -> list[str]:
    """The ports (``port_body``) with their names above them; each lights its docks."""
    comp = st.comp
    out = []
    for i, port in enumerate(comp.ports):
        colour = comp.colours[port.colour]
        lights = [f"area-{d}" for d in port.docks]
        says = [rd.words(m) for m in help.port_help(st, i)]
        prices = [(GOODS_FILL[comp.colours[c]], p) for c, p in enumerate(port.buys) if p]
        body = port_body(port.x, port.y, GOODS_FILL[colour], st.cubes[port.colour], prices)
        out.append(
            f'<g id="port-{i}" class="port"{help_attrs(*says, lights=lights)}>'
            f"{_hit(port.x, port.y)}{body}</g>"
        )
        name = rd.words(port_name(comp, i))
        out.append(
            text(port.x, port.y - 26, name, 11, text_anchor="middle", font_weight="bold", **HALO)
        )
    return out


def navy_shape(x: float, y: float, colour: int) -> str:
    """A navy ship as the board draws it: a diamond of its colour (0 yellow, 1 purple) with a
    dot, black or white."""
    return (
        f'<polygon points="{x:.0f},{y - 15:.0f}'
        f' {x + 15:.0f},{y:.0f} {x:.0f},{y + 15:.0f} {x - 15:.0f},{y:.0f}"'
        f' fill="{NAVY_FILL[colour]}" stroke="#000" stroke-width="2"/>'
        f'<circle cx="{x:.0f}" cy="{y:.0f}" r="4" fill="{"#000" if colour == 0 else "#fff"}"/>'
    )


def merchant_shape(x: float, y: float, fill: str, cargo: list[str], seat: str = "") -> str:
    """A merchant ship as the board draws it: a hull of its fleet's ``fill`` with a cube per
    good aboard (``cargo``: their fills); ``seat`` marks the hull with its seat."""
    cubes = "".join(
        f'<rect x="{x - 13 + 9 * k:.0f}" y="{y - 4:.0f}" width="8" height="8"'
        f' fill="{cube}" stroke="#000"/>'
        for k, cube in enumerate(cargo)
    )
    mark = f' data-seat="{seat}"' if seat else ""
    return (
        f'<rect{mark} x="{x - 16:.0f}" y="{y - 9:.0f}" width="32" height="18" rx="5"'
        f' fill="{fill}" stroke="#555" stroke-width="2"/>{cubes}'
    )


def pirate_shape(x: float, y: float, fill: str, treasure: str = "", seat: str = "") -> str:
    """A pirate ship as the board draws it: a triangle of its fleet's ``fill`` with its
    treasure's cube (``treasure``: its fill) when it carries one."""
    cargo = ""
    if treasure:
        cargo = (
            f'<rect x="{x - 4:.0f}" y="{y:.0f}" width="8" height="8"'
            f' fill="{treasure}" stroke="#000"/>'
        )
    mark = f' data-seat="{seat}"' if seat else ""
    return (
        f'<polygon{mark} points="{x:.0f},{y - 14:.0f} {x - 13:.0f},{y + 10:.0f}'
        f' {x + 13:.0f},{y + 10:.0f}" fill="{fill}" stroke="#900" stroke-width="2"/>{cargo}'
    )


def _ships(st: BlackFleetState, rd: Reader) -> list[str]:
    """The navy ships (diamonds), then each fleet's merchant (a hull with its cubes) and
    pirate (a triangle with its treasure)."""
    comp = st.comp
    out = []
    spots = _ship_spots(st)
    for c in (0, 1):
        element = f"ship-{SHIP_NAMES[2 + c]}"
        sx, sy = spots[element]
        out.append(
            f'<g id="{element}" class="ship"{rd.helps(help.navy_help(st, c))}>{_hit(sx, sy)}'
            f"{navy_shape(sx, sy, c)}</g>"
        )
    for s in range(st.num_players):
        fill = seat_fill(st, s)
        if st.mpos[s] >= 0:
            sx, sy = spots[f"ship-{s}-merchant"]
            cargo = [GOODS_FILL[comp.colours[st.mcol[s]]]] * st.mcnt[s]
            out.append(
                f'<g id="ship-{s}-merchant" class="ship"{rd.helps(help.merchant_help(st, s))}>'
                f"{_hit(sx, sy)}{merchant_shape(sx, sy, fill, cargo, str(s))}"
                f"{_badge(s, sx + 16, sy - 9, fill)}</g>"
            )
        if st.ppos[s] >= 0:
            sx, sy = spots[f"ship-{s}-pirate"]
            treasure = GOODS_FILL[comp.colours[st.pcargo[s]]] if st.pcargo[s] >= 0 else ""
            out.append(
                f'<g id="ship-{s}-pirate" class="ship"{rd.helps(help.pirate_help(st, s))}>'
                f"{_hit(sx, sy)}{pirate_shape(sx, sy, fill, treasure, str(s))}"
                f"{_badge(s, sx + 11, sy - 10, fill)}</g>"
            )
    return out


def _badge(seat: int, x: float, y: float, fill: str) -> str:
    """The fleet's mark on a disc of its colour (``core.marks``): a second cue besides the
    colour, for players who do not tell colours apart."""
    return (
        f'<circle cx="{x:.0f}" cy="{y:.0f}" r="6" fill="{fill}" stroke="#555" stroke-width="1"/>'
        + mark(seat, x, y, 4, fill)
    )


def _board_size(st: BlackFleetState) -> tuple[int, int]:
    """The board's part of the picture: the data's size, less the empty margin right of the
    last hexes (``MARGIN`` kept), so the panel's cards get that room."""
    comp = st.comp
    width, height = comp.size
    drawn = max(x for x, _ in comp.xy) + HEX_R + MARGIN
    return min(width, drawn), height


def render(
    st: BlackFleetState,
    perspective: int | None = None,
    lang: str = "en",
    highlight: tuple[str, ...] | list[str] = (),
    names: Sequence[str] | None = None,
) -> str:
    """The board and the side panel as ``perspective`` sees it, every piece with its help in
    ``lang`` (``names``: the players' names, for the words)."""
    rd = Reader(lang, names)
    width, height = _board_size(st)
    total_w = width + PANEL_W
    total_h = max(height, panel_height(st, perspective))
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total_w}" height="{total_h}"'
        f' viewBox="0 0 {total_w} {total_h}">',
        f'<rect width="{total_w}" height="{total_h}" fill="#eef3f6"/>',
    ]
    out.extend(_areas(st, set(highlight), rd))
    out.extend(_ports(st, rd))
    out.extend(_ships(st, rd))
    out.extend(panel(st, perspective, width, lang, names))
    out.append("</svg>")
    return "\n".join(out)


def targets(st: BlackFleetState, move: Move) -> list[str]:
    """The ids of the SVG elements ``move`` concerns, in the order a player clicks them: the
    card or own ship first, then the ship, area, port or beach it acts on (see the module
    docstring). Moves with nothing to click give ``[]``."""
    if not isinstance(move, Act):
        return []
    verb, args = move.verb, move.args
    s = st.seat
    comp = st.comp

    def own(slot: int) -> str:
        return f"ship-{SHIP_NAMES[slot]}" if slot >= 2 else f"ship-{s}-{SHIP_NAMES[slot]}"

    if verb in ("place", "enter", "lucky"):
        return [f"area-{args[0]}"]
    if verb == "move":
        return [own(SHIP_NAMES.index(str(args[0]))), f"area-{args[1]}"]
    if verb == "play":
        codes = str(args[0]).split(":")[0].split("&")
        return [f"mcard-{codes[0]}"] + ([f"mcard-{codes[1]}"] if len(codes) > 1 else [])
    if verb == "fortune":
        return [f"fcard-{args[0]}", *_fortune_targets(st, args)]
    if verb == "discard":
        return [f"fcard-{args[0]}"]
    if verb == "sell":
        return [own(0), f"port-{comp.dock_port[st.mpos[s]]}"]
    if verb == "smuggle":
        return [own(1), f"port-{comp.dock_port[st.ppos[s]]}"]
    if verb == "bury":
        return [own(1), f"beach-{st.ppos[s]}"]
    if verb in ("rob", "trade"):
        return [own(1 if verb == "rob" else 0), _ship_in(st, int(args[0]), "merchant")]
    if verb in ("spot", "detach"):
        return [own(1 if verb == "spot" else 0), _ship_in(st, int(args[0]), "pirate")]
    if verb in ("sink", "marque"):
        kind = "pirate" if verb == "sink" else "merchant"
        return [own(SHIP_NAMES.index(str(args[0]))), _ship_in(st, int(args[1]), kind)]
    if verb == "tide":
        return [own(SHIP_NAMES.index(str(args[0])))]
    if verb == "buy":
        if args[0] == "victory":
            return [f"victory-{s}"]
        return [f"dev-{s}-{comp.tiers.index(int(args[0]))}"]
    return []


def _fortune_targets(st: BlackFleetState, args: tuple[int | str, ...]) -> list[str]:
    """What a fortune card acts on, after the card itself (seed 001, "Карты удачи"): Lucky
    Wind another fleet's ship, Whirlwind the two ships it swaps, Lighter Load an own ship."""
    card = args[0]
    if card == "lucky-wind":
        return [f"ship-{args[1]}-{args[2]}"]
    if card == "lighter-load":
        return [f"ship-{st.seat}-{args[1]}"]
    if card == "whirlwind":
        return [_ship_in(st, int(args[1])), _ship_in(st, int(args[2]))]
    return []


def _ship_in(st: BlackFleetState, area: int, kind: str = "") -> str:
    """The ship in ``area`` (of ``kind``, merchant or pirate, when given)."""
    for o in range(st.num_players):
        if st.mpos[o] == area and kind != "pirate":
            return f"ship-{o}-merchant"
        if st.ppos[o] == area and kind != "merchant":
            return f"ship-{o}-pirate"
    for c in (0, 1):
        if st.navy[c] == area:
            return f"ship-{SHIP_NAMES[2 + c]}"
    return f"area-{area}"
