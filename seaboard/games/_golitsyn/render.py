"""SVG of a Golitsyn game: the grid map, ports and bases (crossed cells), currents, ships with
their damage, the spinner with its last result, and range highlights.

Stable element ids, so a UI can pick moves by clicking (``GameSpec.move_targets``):
``cell-K12``, ``ship-g1``, ``port-VC``, ``current-D12`` (by its tail) and ``spinner``.
Keyword options: ``lang`` (en/ru), ``highlight`` (element ids to outline) and ``selected``
(a ship id: its shooting range and, while sailing, its destinations are shaded).

For clicking with a mouse or a finger every ship and port, and every cell the seat to move can
sail to, holds a transparent square of ``HIT`` units (24 CSS px when the picture is shown 900 px
wide); overlapping squares are told apart by their centres. Ships carry ``data-seat`` and the
seat's colour (``seat_fill``). A declared volley is drawn as lines of fire to its target. The
spinner's arrow turns to its rhumb with ``--turn``; the class ``spinning`` plays the spin.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any
from xml.sax.saxutils import escape

from seaboard.games._golitsyn import shooting, targets
from seaboard.games._golitsyn.colours import seat_fill
from seaboard.games._golitsyn.grid import DIRECTIONS_RU, speed
from seaboard.games._golitsyn.help import (
    current_help,
    port_help,
    port_name,
    reachable_help,
    ship_help,
    spinner_help,
)
from seaboard.games._golitsyn.maps import LAND, PORT
from seaboard.games._golitsyn.spinner import OUTCOME_NAMES, OUTCOME_NAMES_RU
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.i18n import render as worded
from seaboard.i18n.boardhelp import help_of

CELL = 18
SIDEBAR = 230
SEA_FILL, LAND_FILL, PORT_FILL = "#cfe8f7", "#dcc9a0", "#fdfaf2"
HIT = 37
"""The side of a hit square in SVG units: 24.7 CSS px for the widest map (1346 units) at 900."""
SHIP_RADIUS = (11, 8.5, 10)
"""A ship's disc by kind: wider than its cell (18 units), so that on the whole map a ship is
about 13-15 CSS px across at the table's 900 px board; neighbours may touch (clicks go to the
nearest centre)."""
PORT_SPREAD = 8
"""How far apart the ships waiting in one port are drawn."""
SPIN_STYLE = (
    "<style>@keyframes sb-spin{from{transform:rotate(calc(var(--turn) - 1080deg))}}"
    ".spinner .arrow{transform:rotate(var(--turn))}"
    ".spinner .arrow.spinning{animation:sb-spin 1.4s cubic-bezier(.15,.6,.3,1)}"
    "@media (prefers-reduced-motion:reduce){.spinner .arrow.spinning{animation:none}}</style>"
)


def _hit(cx: float, cy: float) -> str:
    """A transparent square of side ``HIT`` centred on (cx, cy) that takes clicks."""
    h = HIT / 2
    return (
        f'<rect class="hit" x="{cx - h:.1f}" y="{cy - h:.1f}" width="{HIT}" height="{HIT}"'
        ' fill="none" pointer-events="all"/>'
    )


def _centre(state: GolitsynState, cell: int) -> tuple[float, float]:
    x, y = state.map.xy(cell)
    return x * CELL + CELL / 2, y * CELL + CELL / 2


def _reachable(state: GolitsynState, perspective: int | None) -> set[int]:
    """The cells ``perspective`` can sail or row a ship to now (their squares get padding)."""
    if perspective is None or state.to_move() != perspective:
        return set()
    return {targets.destination(state, move) for move in state.legal_moves()} - {-1}


def _cells(
    state: GolitsynState, out: list[str], shade: dict[int, str], reach: set[int], lang: str
) -> None:
    """The grid; a cell a ship of the reader's can reach now is a piece with help."""
    game_map = state.map
    reach_help = help_of(reachable_help(), lang) if reach else ""
    for cell, kind in enumerate(game_map.terrain):
        x, y = game_map.xy(cell)
        fill = (SEA_FILL, LAND_FILL, PORT_FILL)[kind]
        if cell in game_map.start_cells:
            fill = "#e3f1e0"
        square = (
            f'x="{x * CELL}" y="{y * CELL}" width="{CELL}" height="{CELL}" fill="{fill}"'
            ' stroke="#9bb8c9" stroke-width="0.4"/>'
        )
        name = game_map.names[cell]
        if cell in reach:
            centre = _hit(x * CELL + CELL / 2, y * CELL + CELL / 2)
            out.append(f'<g id="cell-{name}" class="cell"{reach_help}>{centre}<rect {square}</g>')
        else:
            out.append(f'<rect id="cell-{name}" class="cell" {square}')
        if cell in shade:
            out.append(
                f'<rect x="{x * CELL}" y="{y * CELL}" width="{CELL}" height="{CELL}"'
                f' fill="{shade[cell]}" fill-opacity="0.45" pointer-events="none"/>'
            )


def _ports(state: GolitsynState, out: list[str], lang: str, names: Sequence[str] | None) -> None:
    for index, port in enumerate(state.map.ports):
        cx, cy = _centre(state, port.cell)
        x0, y0 = cx - CELL / 2, cy - CELL / 2
        owner = state.port_owner[index]
        colour = "#555"
        if port.kind == "base":
            colour = "#111"
        elif port.kind == "port":
            colour = "#b8860b"
        elif owner >= 0:
            colour = seat_fill(owner)
        name = worded(port_name(state, index), lang)
        helps = help_of(port_help(state, index), lang, names)
        out.append(f'<g id="port-{port.id}" class="port"{helps}>{_hit(cx, cy)}')
        out.append(
            f'<rect x="{x0}" y="{y0}" width="{CELL}" height="{CELL}" fill="{PORT_FILL}"'
            f' stroke="{colour}" stroke-width="1.5"/>'
            f'<path d="M{x0} {y0}L{x0 + CELL} {y0 + CELL}M{x0 + CELL} {y0}L{x0} {y0 + CELL}"'
            f' stroke="{colour}" stroke-width="0.8"/>'
        )
        if port.houses:
            out.append(f'<path d="M{x0 + 1} {y0 + 6}l3 -4l3 4z" fill="#a0522d"/>')
        label = name
        if port.kind == "colony":
            label = f"{name} {state.points[index]}/{port.value}"
            if state.port_ammo[index]:
                label += f"+{state.port_ammo[index]}"
        out.append(
            f'<text x="{cx}" y="{y0 - 1}" font-size="8" text-anchor="middle"'
            f' fill="{colour}">{escape(label)}</text></g>'
        )


def _currents(state: GolitsynState, out: list[str], lang: str) -> None:
    helps = help_of(current_help(), lang)
    for tail, tip in state.map.currents.items():
        (x1, y1), (x2, y2) = _centre(state, tail), _centre(state, tip)
        out.append(
            f'<line id="current-{state.map.names[tail]}" class="current"{helps}'
            f' x1="{x1}" y1="{y1}"'
            f' x2="{x2}" y2="{y2}" stroke="#1f6fb2" stroke-width="2"'
            ' marker-end="url(#arrow)" opacity="0.7"/>'
        )


def _ships(
    state: GolitsynState,
    out: list[str],
    secret: str | None,
    marked: set[str],
    lang: str,
    names: Sequence[str] | None,
) -> None:
    in_port: dict[int, int] = {}
    for ship, cell in enumerate(state.cell):
        if cell < 0:
            continue
        cx, cy = _centre(state, cell)
        if state.map.terrain[cell] == PORT:
            slot = in_port.get(cell, 0)
            in_port[cell] = slot + 1
            cx += (slot % 3 - 1) * PORT_SPREAD
            cy += (slot // 3 - 0.5) * PORT_SPREAD
        name = state.ship_ids[ship]
        owner = state.owner[ship]
        radius = SHIP_RADIUS[state.ship_kind[ship]]
        stroke = "#ff0" if name in marked else "#fff"
        helps = help_of(ship_help(state, ship, name == secret), lang, names)
        out.append(f'<g id="ship-{name}" class="ship"{helps}>{_hit(cx, cy)}')
        out.append(
            f'<circle data-seat="{owner}" cx="{cx:.1f}" cy="{cy:.1f}" r="{radius}"'
            f' fill="{seat_fill(owner)}" stroke="{stroke}"'
            f' stroke-width="{2 if name in marked else 1}"/>'
        )
        if name == secret:
            out.append(
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{radius + 2}" fill="none"'
                ' stroke="gold" stroke-width="1.5"/>'
            )
        out.append(
            f'<text x="{cx:.1f}" y="{cy + 3.2:.1f}" font-size="9" font-weight="bold"'
            f' text-anchor="middle" fill="#fff">{name}</text>'
        )
        for hit in range(state.hits[ship]):
            out.append(
                f'<circle class="hit" cx="{cx - 5 + hit * 5:.1f}" cy="{cy - radius - 2:.1f}"'
                ' r="2.2" fill="#e00" stroke="#fff" stroke-width="0.6"/>'
            )
        if state.repair[ship]:
            out.append(
                f'<text x="{cx + radius:.1f}" y="{cy - radius:.1f}" font-size="9"'
                f' fill="#a0522d">R{state.repair[ship]}</text>'
            )
        out.append("</g>")


def _wedge(cx: float, cy: float, r: float, start: float, end: float, fill: str) -> str:
    a0, a1 = math.radians(start - 90), math.radians(end - 90)
    x0, y0 = cx + r * math.cos(a0), cy + r * math.sin(a0)
    x1, y1 = cx + r * math.cos(a1), cy + r * math.sin(a1)
    return (
        f'<path d="M{cx:.1f} {cy:.1f}L{x0:.1f} {y0:.1f}A{r} {r} 0 0 1 {x1:.1f} {y1:.1f}Z"'
        f' fill="{fill}" stroke="#666" stroke-width="0.3"/>'
    )


def _spinner(state: GolitsynState, out: list[str], x: float, y: float, lang: str) -> None:
    """The dial as in Пионер 1989: 8 rhumbs, a yellow then a red wedge at each boundary."""
    r = 70
    helps = help_of(spinner_help(), lang)
    out.append(
        f'<g id="spinner" class="spinner"{helps}><circle cx="{x}" cy="{y}" r="{r}" fill="#fff"/>'
    )
    for k in range(8):
        out.append(_wedge(x, y, r, k * 45 - 22.5, k * 45 + 22.5, "#eef4fb"))
    for k in range(8):
        boundary = k * 45 + 22.5
        out.append(_wedge(x, y, r, boundary - 5.4, boundary, "#f5d33b"))
        out.append(_wedge(x, y, r, boundary, boundary + 5.5, "#d8322c"))
        names = DIRECTIONS_RU if lang == "ru" else ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
        ax, ay = math.sin(math.radians(k * 45)), -math.cos(math.radians(k * 45))
        out.append(
            f'<text x="{x + ax * (r - 12):.1f}" y="{y + ay * (r - 12) + 3:.1f}" font-size="9"'
            f' text-anchor="middle">{names[k]}</text>'
        )
    spin = state.last_spin if state.last_spin >= 0 else state.wind
    if spin >= 0:
        boundary = 22.5 + 45 * (state.wind if state.wind >= 0 else 0)
        angle = spin * 45 if spin < 8 else boundary + (-2.7 if spin == 8 else 2.7)
        out.append(
            f'<g class="arrow" style="--turn:{angle:.1f}deg;transform-origin:{x}px {y}px">'
            f'<line x1="{x}" y1="{y + 20}" x2="{x}" y2="{y - r + 4}" stroke="#000"'
            ' stroke-width="3" marker-end="url(#arrow)"/></g>'
        )
        names_spin = OUTCOME_NAMES_RU if lang == "ru" else OUTCOME_NAMES
        if state.last_spin >= 0:
            out.append(
                f'<text x="{x}" y="{y + r + 14}" font-size="11" text-anchor="middle">'
                f"{names_spin[state.last_spin]}</text>"
            )
    out.append("</g>")


def _unit_centre(state: GolitsynState, unit: str) -> tuple[float, float] | None:
    ship = state.ship_index.get(unit, -1)
    if ship >= 0:
        return _centre(state, state.cell[ship]) if state.cell[ship] >= 0 else None
    for port in state.map.ports:
        if port.id == unit:
            return _centre(state, port.cell)
    return None


def _fire_lines(state: GolitsynState, out: list[str]) -> None:
    """The declared volley: a dashed line from each firing unit to the target (seed 6.4)."""
    target = _unit_centre(state, state.target) if state.target else None
    if target is None:
        return
    tx, ty = target
    for unit in state.volley:
        source = _unit_centre(state, unit)
        if source is not None:
            out.append(
                f'<line class="fire" x1="{source[0]:.1f}" y1="{source[1]:.1f}" x2="{tx:.1f}"'
                f' y2="{ty:.1f}" stroke="#e00" stroke-width="1.5" stroke-dasharray="4 2"'
                ' pointer-events="none"/>'
            )


def _shade(state: GolitsynState, selected: str | None) -> dict[int, str]:
    shade: dict[int, str] = {}
    ship = state.ship_index.get(selected or "", -1)
    if ship < 0 or state.cell[ship] < 0:
        return shade
    cell = state.cell[ship]
    reach = state.RANGE[state.ship_kind[ship]]
    x, y = state.map.xy(cell)
    for dy in range(-reach, reach + 1):
        for dx in range(-reach, reach + 1):
            other = state.map.cell_at(x + dx, y + dy)
            if (
                other >= 0
                and other != cell
                and state.map.terrain[other] != LAND
                and shooting.clear_line(state, cell, other)
            ):
                shade[other] = "#f39c12"
    if state.wind >= 0:
        downwind = state.downwind()
        for direction in range(8):
            here = cell
            for _ in range(speed(direction, downwind)):
                here = state.map.step[here * 8 + direction]
                if here < 0 or not state.can_enter(here, state.owner[ship]):
                    break
                shade[here] = "#2ecc71"
    return shade


def render(state: GolitsynState, perspective: int | None, secret: str | None, **kw: Any) -> str:
    """The whole picture as an SVG document."""
    lang = kw.get("lang", "en")
    highlight = set(kw.get("highlight") or ())
    marked = {i.removeprefix("ship-") for i in highlight} | set(state.volley)
    if state.target:
        marked.add(state.target)
    width = state.map.width * CELL + SIDEBAR
    height = max(state.map.height * CELL, 260)
    out = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}"'
        f' width="{width}" height="{height}" font-family="sans-serif">',
        '<defs><marker id="arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5"'
        ' markerHeight="5" orient="auto"><path d="M0 0L10 5L0 10z" fill="context-stroke"/>'
        "</marker></defs>",
        SPIN_STYLE,
    ]
    _cells(state, out, _shade(state, kw.get("selected")), _reachable(state, perspective), lang)
    _currents(state, out, lang)
    names = kw.get("names")
    _ports(state, out, lang, names)
    _ships(state, out, secret, marked, lang, names)
    _fire_lines(state, out)
    for element in sorted(highlight):
        if element.startswith("cell-"):
            cell = state.map.cell_index(element.removeprefix("cell-"))
            if cell >= 0:
                x, y = state.map.xy(cell)
                out.append(
                    f'<rect x="{x * CELL}" y="{y * CELL}" width="{CELL}" height="{CELL}"'
                    ' fill="none" stroke="#ff0" stroke-width="2"/>'
                )
    left = state.map.width * CELL + 10
    _spinner(state, out, left + 100, 90, lang)
    title = state.map.title_ru if lang == "ru" else state.map.title
    lines = [title, ("круг " if lang == "ru" else "round ") + str(state.rounds() + 1)]
    for number, line in enumerate(lines):
        out.append(f'<text x="{left}" y="{192 + number * 20}" font-size="15">{escape(line)}</text>')
    out.append("</svg>")
    return "".join(out)


def spinner_picture(state: GolitsynState, lang: str) -> str:
    """The spinner alone, as a small SVG document (the rules page)."""
    out: list[str] = []
    _spinner(state, out, 80, 78, lang)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"'
        f' font-family="sans-serif">{"".join(out)}</svg>'
    )


def ship_picture(kind: int, seat: int, label: str) -> str:
    """A ship's disc of ``kind`` in ``seat``'s colour, labelled as on the map."""
    radius = SHIP_RADIUS[kind]
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="-14 -14 28 28" width="48" height="48"'
        f' font-family="sans-serif"><circle r="{radius}" fill="{seat_fill(seat)}" stroke="#fff"/>'
        f'<text y="3.2" font-size="9" font-weight="bold" text-anchor="middle" fill="#fff">'
        f"{escape(label)}</text></svg>"
    )


def port_picture(colour: str) -> str:
    """A crossed cell, as ports, bases and colonies are drawn on the map."""
    c = CELL
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="-2 -2 {c + 4} {c + 4}" width="48"'
        f' height="48"><rect width="{c}" height="{c}" fill="{PORT_FILL}" stroke="{colour}"'
        f' stroke-width="1.5"/><path d="M0 0L{c} {c}M{c} 0L0 {c}" stroke="{colour}"'
        ' stroke-width="0.8"/></svg>'
    )
