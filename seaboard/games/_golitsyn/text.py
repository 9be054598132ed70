"""Golitsyn's games as text for the terminal (``GameSpec.render_text``): the grid map with the
column letters and row numbers the notation uses (a cell is named ``B19``, seed 004 part 1,
section 2: the map is a grid of cells), the wind, every ship by its cell and damage, and the
ports by name and cell.
"""

from __future__ import annotations

from seaboard.core.message import msg
from seaboard.core.textview import flow
from seaboard.games._golitsyn import words
from seaboard.games._golitsyn.grid import column_name
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.i18n import render, translate

TERRAIN_MARKS = ".#*"
"""Sea, land and a crossed cell (a port, base or colony), as the map text draws them."""


def _t(lang: str, key: str, count: int | None = None, **values: object) -> str:
    return translate(lang, f"golitsyn:{key}", count, **values)


def axis_lines(width: int, margin: int) -> list[str]:
    """The column letters over the map: one line per letter of the longest name (``AA`` is
    two lines, the tens letter above), right-aligned so that ``B`` and ``AB`` share a line."""
    names = [column_name(x) for x in range(width)]
    depth = max(len(name) for name in names)
    return [
        " " * margin + "".join(name.rjust(depth)[level] for name in names) for level in range(depth)
    ]


def map_lines(state: GolitsynState) -> list[str]:
    """The grid, a row number at each side, with ships drawn by the first letter of their id
    (a capital letter: the ship has hits)."""
    game_map = state.map
    chars = [TERRAIN_MARKS[kind] for kind in game_map.terrain]
    for index, where in enumerate(state.cell):
        if where >= 0:
            letter = state.ship_ids[index][0]
            chars[where] = letter.upper() if state.hits[index] else letter
    margin = len(str(game_map.height)) + 1
    lines = axis_lines(game_map.width, margin)
    for y in range(game_map.height):
        row = "".join(chars[y * game_map.width : (y + 1) * game_map.width])
        lines.append(f"{y + 1:>{margin - 1}} {row} {y + 1}")
    return lines


def ship_text(state: GolitsynState, index: int, lang: str) -> str:
    """ "galleon g1 B19 (2 hits)", or "sunk" in place of the cell."""
    where = state.cell[index]
    place = state.map.names[where] if where >= 0 else _t(lang, "text_sunk")
    text = f"{render(words.ship(state, index), lang)} {place}"
    notes = []
    if state.hits[index]:
        notes.append(_t(lang, "text_hits", state.hits[index]))
    if state.repair[index]:
        notes.append(_t(lang, "text_repair", state.repair[index]))
    if notes:
        text += f" ({', '.join(notes)})"
    return text


def board_text(state: GolitsynState, lang: str, secret: str | None = None) -> str:
    """The whole picture; ``secret`` is the treasure galleon's id when the viewer may know it."""
    lines = map_lines(state)
    wind = render(words.arrow(state.wind), lang) if state.wind >= 0 else "–"
    spin = render(words.arrow(state.last_spin), lang) if state.last_spin >= 0 else "–"
    lines.append(_t(lang, "text_weather", round=state.rounds() + 1, wind=wind, spin=spin))
    lines.append(_t(lang, "text_legend"))
    for seat in range(state.num_players):
        player = translate(lang, "core:player_n", n=seat + 1)
        ships = [
            ship_text(state, i, lang) for i in range(len(state.ship_ids)) if state.owner[i] == seat
        ]
        lines.extend(flow(f"{player}: ", ships))
    if secret is not None:
        lines.append(_t(lang, "text_treasure", ship=secret))
    ports = []
    for index, port in enumerate(state.map.ports):
        name = render(words.port(state, index), lang)
        text = f"{name} {state.map.names[port.cell]}"
        owner = state.port_owner[index]
        if port.kind == "colony":
            text += " " + _t(lang, "text_colony", state.points[index], owner=_owner(owner, lang))
        ports.append(text)
    lines.extend(flow(_t(lang, "text_ports") + " ", ports))
    return "\n".join(lines)


def _owner(seat: int, lang: str) -> str:
    if seat < 0:
        return render(msg("golitsyn:text_free"), lang)
    return translate(lang, "core:player_n", n=seat + 1)
