"""SVG of a Golitsyn game: the grid map, ports and bases (crossed cells), currents, ships with
their damage, the spinner with its last result, and range highlights.

Stable element ids, so a UI can pick moves by clicking (``GameSpec.move_targets``):
``cell-K12``, ``ship-g1``, ``port-VC``, ``current-D12`` (by its tail) and ``spinner``.
Keyword options: ``lang`` (en/ru), ``highlight`` (element ids to outline) and ``selected``
(a ship id: its shooting range and, while sailing, its destinations are shaded).
"""

from __future__ import annotations

import math
from typing import Any
from xml.sax.saxutils import escape

from seaboard.games._golitsyn import shooting
from seaboard.games._golitsyn.grid import DIRECTIONS_RU, speed
from seaboard.games._golitsyn.maps import LAND, PORT
from seaboard.games._golitsyn.spinner import OUTCOME_NAMES, OUTCOME_NAMES_RU
from seaboard.games._golitsyn.state import PHASE_NAMES, GolitsynState

CELL = 18
SIDEBAR = 230
COLOURS = (
    "#c0392b",
    "#2c3e50",
    "#27ae60",
    "#8e44ad",
    "#d35400",
    "#16a085",
    "#7f8c8d",
    "#f1c40f",
    "#2980b9",
)
PHASE_NAMES_RU = (
    "начальный ветер",
    "первый ход",
    "выбор галеона с сокровищами",
    "объявление хода",
    "объявление залпа",
    "вертушка",
    "плавание",
    "стрельба",
    "ответный огонь колонии",
    "вертушка (колония)",
    "игра окончена",
)
SEA_FILL, LAND_FILL, PORT_FILL = "#cfe8f7", "#dcc9a0", "#fdfaf2"


def unit_element(state: GolitsynState, unit: str) -> str:
    return f"ship-{unit}" if unit in state.ship_index else f"port-{unit}"


def _centre(state: GolitsynState, cell: int) -> tuple[float, float]:
    x, y = state.map.xy(cell)
    return x * CELL + CELL / 2, y * CELL + CELL / 2


def _cells(state: GolitsynState, out: list[str], shade: dict[int, str]) -> None:
    game_map = state.map
    for cell, kind in enumerate(game_map.terrain):
        x, y = game_map.xy(cell)
        fill = (SEA_FILL, LAND_FILL, PORT_FILL)[kind]
        if cell in game_map.start_cells:
            fill = "#e3f1e0"
        out.append(
            f'<rect id="cell-{game_map.names[cell]}" class="cell" x="{x * CELL}" y="{y * CELL}"'
            f' width="{CELL}" height="{CELL}" fill="{fill}" stroke="#9bb8c9" stroke-width="0.4"/>'
        )
        if cell in shade:
            out.append(
                f'<rect x="{x * CELL}" y="{y * CELL}" width="{CELL}" height="{CELL}"'
                f' fill="{shade[cell]}" fill-opacity="0.45" pointer-events="none"/>'
            )


def _ports(state: GolitsynState, out: list[str], lang: str) -> None:
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
            colour = COLOURS[owner % len(COLOURS)]
        name = port.name_ru if lang == "ru" else port.name
        out.append(f'<g id="port-{port.id}" class="port"><title>{escape(name)}</title>')
        out.append(
            f'<rect x="{x0}" y="{y0}" width="{CELL}" height="{CELL}" fill="{PORT_FILL}"'
            f' stroke="{colour}" stroke-width="1.5"/>'
            f'<path d="M{x0} {y0}L{x0 + CELL} {y0 + CELL}M{x0 + CELL} {y0}L{x0} {y0 + CELL}"'
            f' stroke="{colour}" stroke-width="0.8"/>'
        )
        if port.houses:
            out.append(
                f'<path d="M{x0 + 1} {y0 + 6}l3 -4l3 4z" fill="#a0522d">'
                "<title>repair</title></path>"
            )
        label = port.id
        if port.kind == "colony":
            label = f"{port.id} {state.points[index]}/{port.value}"
            if state.port_ammo[index]:
                label += f"+{state.port_ammo[index]}"
        out.append(
            f'<text x="{cx}" y="{y0 - 1}" font-size="8" text-anchor="middle"'
            f' fill="{colour}">{escape(label)}</text></g>'
        )


def _currents(state: GolitsynState, out: list[str]) -> None:
    for tail, tip in state.map.currents.items():
        (x1, y1), (x2, y2) = _centre(state, tail), _centre(state, tip)
        out.append(
            f'<line id="current-{state.map.names[tail]}" class="current" x1="{x1}" y1="{y1}"'
            f' x2="{x2}" y2="{y2}" stroke="#1f6fb2" stroke-width="2"'
            ' marker-end="url(#arrow)" opacity="0.7"/>'
        )


def _ships(state: GolitsynState, out: list[str], secret: str | None, marked: set[str]) -> None:
    in_port: dict[int, int] = {}
    for ship, cell in enumerate(state.cell):
        if cell < 0:
            continue
        cx, cy = _centre(state, cell)
        if state.map.terrain[cell] == PORT:
            slot = in_port.get(cell, 0)
            in_port[cell] = slot + 1
            cx += (slot % 3 - 1) * 5
            cy += (slot // 3 - 0.5) * 5
        name = state.ship_ids[ship]
        colour = COLOURS[state.owner[ship] % len(COLOURS)]
        radius = (7, 5, 6)[state.ship_kind[ship]]
        stroke = "#ff0" if name in marked else "#fff"
        out.append(f'<g id="ship-{name}" class="ship">')
        out.append(
            f"<title>{name}: seat {state.owner[ship]}, hits {state.hits[ship]}</title>"
            f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{radius}" fill="{colour}"'
            f' stroke="{stroke}" stroke-width="{2 if name in marked else 1}"/>'
        )
        if name == secret:
            out.append(
                f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{radius + 2}" fill="none"'
                ' stroke="gold" stroke-width="1.5"/>'
            )
        out.append(
            f'<text x="{cx:.1f}" y="{cy + 2.5:.1f}" font-size="6.5" text-anchor="middle"'
            f' fill="#fff">{name}</text>'
        )
        for hit in range(state.hits[ship]):
            out.append(
                f'<circle class="hit" cx="{cx - 4 + hit * 4:.1f}" cy="{cy - radius - 2:.1f}"'
                ' r="1.6" fill="#e00"/>'
            )
        if state.repair[ship]:
            out.append(
                f'<text x="{cx + radius:.1f}" y="{cy - radius:.1f}" font-size="7"'
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
    out.append(f'<g id="spinner" class="spinner"><circle cx="{x}" cy="{y}" r="{r}" fill="#fff"/>')
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
        ax, ay = math.sin(math.radians(angle)), -math.cos(math.radians(angle))
        out.append(
            f'<line class="arrow" x1="{x - ax * 20:.1f}" y1="{y - ay * 20:.1f}"'
            f' x2="{x + ax * (r - 4):.1f}" y2="{y + ay * (r - 4):.1f}" stroke="#000"'
            ' stroke-width="3" marker-end="url(#arrow)"/>'
        )
        names_spin = OUTCOME_NAMES_RU if lang == "ru" else OUTCOME_NAMES
        if state.last_spin >= 0:
            out.append(
                f'<text x="{x}" y="{y + r + 14}" font-size="11" text-anchor="middle">'
                f"{names_spin[state.last_spin]}</text>"
            )
    out.append("</g>")


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
    ]
    _cells(state, out, _shade(state, kw.get("selected")))
    _currents(state, out)
    _ports(state, out, lang)
    _ships(state, out, secret, marked)
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
    phase = PHASE_NAMES[state.phase]
    if lang == "ru":
        status = f"круг {state.rounds() + 1}, игрок {state.seat}: {PHASE_NAMES_RU[state.phase]}"
    else:
        status = f"round {state.rounds() + 1}, seat {state.seat}: {phase}"
    lines = [title, status]
    if state.end_reason:
        lines.append(state.end_reason)
    for number, line in enumerate(lines):
        out.append(f'<text x="{left}" y="{190 + number * 14}" font-size="10">{escape(line)}</text>')
    out.append("</svg>")
    return "".join(out)
