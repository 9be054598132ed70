"""Shooting: targets, firing units in range with a clear line of fire, and hits.

Seed 004 part 1, 6.1 (galleons 2 cells, brigantines 1), 6.3 (one spin per shot), 6.4 (one
ship or a volley at one named target, here declared unit by unit), 6.6 (not from or into a
port; not through a port, a ship or land: the line between cell centres decides). Part 2, 6.1
(ships and ports 2 cells; boarding needs an adjacent cell), 6.6 (ships may fire from a port;
no firing at a port with ships in it). RULINGS "Golitsyn": the range is the square around the
shooter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.core.move import Move
from seaboard.games._golitsyn.grid import crossed_offsets
from seaboard.games._golitsyn.maps import PORT, SEA
from seaboard.games._golitsyn.moves import FIRE, Also, Shoot

if TYPE_CHECKING:
    from seaboard.games._golitsyn.state import GolitsynState

MAX_VOLLEY = 8
"""The most units one volley may name (a bound of ours: the seed sets none)."""


def clear_line(state: GolitsynState, start: int, end: int) -> bool:
    """Whether the line between the centres of two cells crosses only empty sea."""
    game_map = state.map
    width = game_map.width
    ax, ay = start % width, start // width
    bx, by = end % width, end // width
    terrain = game_map.terrain
    occ = state.occ
    for ox, oy in crossed_offsets(bx - ax, by - ay):
        cell = (ay + oy) * width + ax + ox
        if terrain[cell] != SEA or occ[cell] >= 0:
            return False
    return True


def distance(state: GolitsynState, a: int, b: int) -> int:
    width = state.map.width
    return max(abs(a % width - b % width), abs(a // width - b // width))


def _shooters(state: GolitsynState) -> list[tuple[str, int, int, int, int]]:
    """The seat's ships that may fire: (id, cell, x, y, range)."""
    width = state.map.width
    terrain = state.map.terrain
    result = []
    for ship, cell in enumerate(state.cell):
        if cell < 0 or state.owner[ship] != state.seat or state.repair[ship]:
            continue
        if terrain[cell] == PORT and not state.SHOOT_FROM_PORT:
            continue
        reach = state.RANGE[state.ship_kind[ship]]
        result.append((state.ship_ids[ship], cell, cell % width, cell // width, reach))
    return result


def _units(
    state: GolitsynState,
    shooters: list[tuple[str, int, int, int, int]],
    target_cell: int,
    boarding: bool,
) -> list[str]:
    width = state.map.width
    tx, ty = target_cell % width, target_cell // width
    units = []
    for name, cell, x, y, reach in shooters:
        limit = 1 if boarding else reach
        near = -limit <= x - tx <= limit and -limit <= y - ty <= limit
        if near and clear_line(state, cell, target_cell):
            units.append(name)
    return units


def targets(state: GolitsynState) -> list[tuple[str, list[str]]]:
    """Every target the seat may fire at now, with the units that can reach it."""
    seat = state.seat
    terrain = state.map.terrain
    width = state.map.width
    shooters = _shooters(state)
    result: list[tuple[str, list[str]]] = []
    port_targets = state.target_ports() if shooters else []
    if not shooters and seat not in state.port_owner:
        return result
    # The square that any unit of the seat can reach: targets outside it are skipped at once.
    left = top = 1 << 30
    right = bottom = -1
    for _, _, x, y, r in shooters:
        if x - r < left:
            left = x - r
        if x + r > right:
            right = x + r
        if y - r < top:
            top = y - r
        if y + r > bottom:
            bottom = y + r
    ship_box = (left, right, top, bottom)
    ports = state.map.ports
    if seat in state.port_owner:
        reach = state.PORT_RANGE
        for port, owner in enumerate(state.port_owner):
            if owner == seat:
                x, y = ports[port].cell % width, ports[port].cell // width
                left, right = min(left, x - reach), max(right, x + reach)
                top, bottom = min(top, y - reach), max(bottom, y + reach)
    limits = state.LIMIT
    owner_of = state.owner
    enemy = [state.hostile(seat, other) for other in range(state.num_players)]
    for ship, cell in enumerate(state.cell):
        if cell < 0 or not enemy[owner_of[ship]] or terrain[cell] == PORT:
            continue
        x, y = cell % width, cell // width
        if not (left <= x <= right and top <= y <= bottom):
            continue
        captured = state.hits[ship] >= limits[state.ship_kind[ship]]
        units = _units(state, shooters, cell, captured)
        if not captured:
            units.extend(state.port_units(cell))
        if units:
            result.append((state.ship_ids[ship], units))
    if not port_targets:
        return result
    # Ports are fired at by ships only (seed part 2, 6.1).
    left, right, top, bottom = ship_box
    for port_index in port_targets:
        cell = ports[port_index].cell
        x, y = cell % width, cell // width
        if not (left <= x <= right and top <= y <= bottom):
            continue
        units = _units(state, shooters, cell, False)
        if units:
            result.append((ports[port_index].id, units))
    return result


def shoot_moves(state: GolitsynState) -> list[Shoot]:
    """One ``shoot TARGET UNIT`` per target and unit that can reach it (seed 6.4)."""
    return [Shoot(target, unit) for target, units in targets(state) for unit in units]


def unit_rank(state: GolitsynState, unit: str) -> int:
    """A unit's place in the rules' order: ships by index, then ports by map order."""
    ship = state.ship_index.get(unit)
    return ship if ship is not None else len(state.ship_ids) + state.map.port_index(unit)


def joining_units(state: GolitsynState) -> list[str]:
    """The units that may still join the volley being declared: those that can reach its
    target and come after the last one named (each volley has one declaration), while the
    volley has fewer than ``MAX_VOLLEY`` units."""
    if len(state.volley) >= MAX_VOLLEY:
        return []
    last = unit_rank(state, state.volley[-1])
    for target, units in targets(state):
        if target == state.target:
            return [unit for unit in units if unit_rank(state, unit) > last]
    return []


def aim_moves(state: GolitsynState) -> list[Move]:
    """While a volley is declared: ``also UNIT`` for each unit that may join, then ``fire``."""
    moves: list[Move] = [Also(unit) for unit in joining_units(state)]
    moves.append(FIRE)
    return moves


def hit(state: GolitsynState, target: str, unit: str) -> None:
    """A hit on ``target`` by ``unit``; the volley stops once the target is gone or taken."""
    ship = state.ship_index.get(target)
    if ship is not None:
        if state.cell[ship] < 0:
            state.volley.clear()
            return
        if state.hit_ship(ship, unit):
            state.volley.clear()
        return
    port = state.map.port_index(target)
    if state.hit_port(port):
        state.volley.clear()
