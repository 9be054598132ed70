"""SVG picture of a Black Fleet position (standard library only).

Stable element ids, for clicking: ``area-<n>`` (hexes), ``port-<n>``, ``beach-<n>`` (the
beach of area n), ``ship-<seat>-merchant``, ``ship-<seat>-pirate``, ``ship-yellow``,
``ship-purple``, ``dev-<seat>-<slot>``, ``victory-<seat>``, ``mcard-<code>`` /
``fcard-<type>`` (the perspective's hand; a second copy gets ``-2``). Moves with nothing on the
board to click (end, done, stop, swap, pass) have no target: the table shows them as buttons.

Every piece to click is at least ``HIT`` SVG units square (transparent padding with
``pointer-events="all"``): 24 CSS px when the picture is shown 900 px wide. Ships sharing an
area stand side by side so their centres differ. Seat-coloured pieces carry ``data-seat``.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from seaboard.games.black_fleet.colours import FLEET_FILL as FLEET_FILL
from seaboard.games.black_fleet.colours import NAVY_FILL, seat_fill
from seaboard.games.black_fleet.components import CONTINENT, ISLAND
from seaboard.games.black_fleet.moves import SHIP_NAMES, Act
from seaboard.games.black_fleet.panel import PANEL_W, panel, panel_height
from seaboard.games.black_fleet.panel import text as _text

if TYPE_CHECKING:
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
"""How far apart (SVG units) ships sharing an area stand."""


def _hex(x: int, y: int, r: float) -> str:
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


def render(
    st: BlackFleetState,
    perspective: int | None = None,
    lang: str = "en",
    highlight: tuple[str, ...] | list[str] = (),
) -> str:
    comp = st.comp
    ru = lang == "ru"
    width, height = comp.size
    total_w = width + PANEL_W
    total_h = max(height, panel_height(st, perspective))
    lit = set(highlight)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{total_w}" height="{total_h}"'
        f' viewBox="0 0 {total_w} {total_h}">',
        f'<rect width="{total_w}" height="{total_h}" fill="#eef3f6"/>',
    ]
    for a, (x, y) in enumerate(comp.xy):
        stroke = ' stroke="#e74c3c" stroke-width="3"' if f"area-{a}" in lit else ' stroke="#6b8fa3"'
        out.append(
            f'<polygon id="area-{a}" class="area" points="{_hex(x, y, HEX_R)}"'
            f' fill="{KIND_FILL[comp.kind[a]]}"{stroke}/>'
        )
        if comp.beach[a]:
            out.append(
                f'<g id="beach-{a}" class="beach">{_hit(x, y + 12)}<circle cx="{x}" cy="{y + 12}"'
                f' r="8" fill="#f3e2a9" stroke="#b59b4b"/>'
                + _text(x - 3, y + 16, str(comp.beach[a]), 10)
                + "</g>"
            )
        if a in comp.distant:
            out.append(_text(x - 14, y - 12, "≈ D", 9, "#205070"))
        if a in comp.lairs:
            out.append(_text(x - 6, y - 10, "☠", 14))
        out.append(_text(x + 8, y - 14, str(a), 8, "#49708a"))
    for i, port in enumerate(comp.ports):
        colour = comp.colours[port.colour]
        out.append(
            f'<g id="port-{i}" class="port">{_hit(port.x, port.y)}<rect x="{port.x - 14}"'
            f' y="{port.y - 14}" width="28" height="28" rx="3" fill="{GOODS_FILL[colour]}"'
            ' stroke="#333" stroke-width="2"/>'
            + _text(port.x - 7, port.y + 6, "⚓", 15, "#fff")
            + "</g>"
        )
        buys = " ".join(f"{comp.colours[c][0].upper()}{p}" for c, p in enumerate(port.buys) if p)
        out.append(_text(port.x - 34, port.y - 18, f"{port.ru if ru else port.name}", 10))
        out.append(_text(port.x - 20, port.y + 26, f"{st.cubes[port.colour]} | {buys}", 9))
    spots = _ship_spots(st)
    for c in (0, 1):
        element = f"ship-{SHIP_NAMES[2 + c]}"
        sx, sy = spots[element]
        out.append(
            f'<g id="{element}" class="ship">{_hit(sx, sy)}<polygon points="{sx:.0f},{sy - 15:.0f}'
            f' {sx + 15:.0f},{sy:.0f} {sx:.0f},{sy + 15:.0f} {sx - 15:.0f},{sy:.0f}"'
            f' fill="{NAVY_FILL[c]}" stroke="#000" stroke-width="2"/>'
            + _text(sx - 4, sy + 4, "N", 11, "#000" if c == 0 else "#fff", font_weight="bold")
            + "</g>"
        )
    for s in range(st.num_players):
        fill = seat_fill(st, s)
        if st.mpos[s] >= 0:
            sx, sy = spots[f"ship-{s}-merchant"]
            cubes = "".join(
                f'<rect x="{sx - 13 + 9 * k:.0f}" y="{sy - 4:.0f}" width="8" height="8"'
                f' fill="{GOODS_FILL[comp.colours[st.mcol[s]]]}" stroke="#000"/>'
                for k in range(st.mcnt[s])
            )
            out.append(
                f'<g id="ship-{s}-merchant" class="ship">{_hit(sx, sy)}<rect data-seat="{s}"'
                f' x="{sx - 16:.0f}" y="{sy - 9:.0f}" width="32" height="18" rx="5" fill="{fill}"'
                f' stroke="#555" stroke-width="2"/>{cubes}</g>'
            )
        if st.ppos[s] >= 0:
            sx, sy = spots[f"ship-{s}-pirate"]
            cargo = ""
            if st.pcargo[s] >= 0:
                cargo = (
                    f'<rect x="{sx - 4:.0f}" y="{sy:.0f}" width="8" height="8"'
                    f' fill="{GOODS_FILL[comp.colours[st.pcargo[s]]]}" stroke="#000"/>'
                )
            out.append(
                f'<g id="ship-{s}-pirate" class="ship">{_hit(sx, sy)}<polygon data-seat="{s}"'
                f' points="{sx:.0f},{sy - 14:.0f} {sx - 13:.0f},{sy + 10:.0f}'
                f' {sx + 13:.0f},{sy + 10:.0f}"'
                f' fill="{fill}" stroke="#900" stroke-width="2"/>{cargo}</g>'
            )
    out.extend(panel(st, perspective, width, ru))
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
