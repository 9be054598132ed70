"""Sailing, rowing, currents and storms.

Seed 004 part 1: 4.1 (calm: galleons stay, brigantines row 1 cell), 4.2 and its note (storm:
drift 1 cell downwind, or 4 as a variant; a ship drifting through its own port stays in it),
4.3 (8 rhumbs, 3/3/2/1/0 cells by course), 4.4 (a move may be shortened or skipped, a storm
not), 5.2 (one ship a cell except ports; no passing through ships), 5.3 (no passing others'
ports), 5.4 (a ship landing on a current's tail is carried to its tip), 8.1-8.4 (storm cases).
Part 2 (Colonies) 4.1: in a calm nobody moves. RULINGS "Golitsyn": the prevailing wind is the
last wind spun; two storms on consecutive turns of the owner sink a ship unless the second
drift ends in its own port.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from seaboard.core.move import Move
from seaboard.games._golitsyn.grid import DELTAS, SPEEDS
from seaboard.games._golitsyn.maps import LAND, PORT, GameMap, rays
from seaboard.games._golitsyn.moves import Sail, row
from seaboard.games._golitsyn.moves import sail as sail_move
from seaboard.games._golitsyn.spinner import CALM

if TYPE_CHECKING:
    from seaboard.games._golitsyn.state import GolitsynState

BRIGANTINE = 1
ENEMY = 2


def rowing_ships(state: GolitsynState) -> list[int]:
    """Ships that may row in a calm: the seat's brigantines (Pirates 4.1)."""
    return [
        i
        for i, kind in enumerate(state.ship_kind)
        if kind == BRIGANTINE and state.can_act(i) and not state.acted[i] & 1
    ]


def sail_moves(state: GolitsynState) -> list[Move]:
    """Every ``sail``/``row`` of the seat's ships not yet moved this turn, in ship order."""
    step = state.map.step
    seat = state.seat
    moves: list[Move] = []
    if state.last_spin == CALM:
        for ship in rowing_ships(state):
            cell = state.cell[ship]
            name = state.ship_ids[ship]
            for direction in range(8):
                nxt = step[cell * 8 + direction]
                if nxt >= 0 and state.can_enter(nxt, seat):
                    moves.append(row(name, direction))
        return moves
    game_map = state.map
    port_at = state.map.port_at
    occ = state.occ
    owner = state.owner
    repair = state.repair
    acted = state.acted
    table = state.sail_table
    wind = state.downwind()
    enemy: dict[int, bool] = {}
    for ship, cell in enumerate(state.cell):
        if cell < 0 or owner[ship] != seat or repair[ship] or acted[ship] & 1:
            continue
        made = table[ship]
        for direction, cells, ports in courses(game_map, cell, wind):
            options = made[direction]
            if not ports:
                count = 0
                for here in cells:
                    if occ[here] >= 0:
                        break
                    count += 1
                moves.extend(options[:count])
                continue
            for index, here in enumerate(cells):
                if here in port_at:
                    closed = enemy.get(here)
                    if closed is None:
                        closed = state.port_relation(port_at[here], seat) == ENEMY
                        enemy[here] = closed
                    if closed:
                        break
                elif occ[here] >= 0:
                    break
                moves.append(options[index])
    return moves


Course = tuple[tuple[int, tuple[int, ...], bool], ...]


@cache
def course_cache(game_map: GameMap) -> dict[int, Course]:
    """The per-map memo of ``courses``, filled as cells are reached."""
    return {}


def courses(game_map: GameMap, cell: int, downwind: int) -> Course:
    """For each course a ship may sail from ``cell`` when the wind blows to ``downwind`` (seed
    4.3: speed 3/3/2/1/0): the course, the cells it may pass (up to its speed, before land or
    the map's edge) and whether a port lies among them."""
    memo = course_cache(game_map)
    key = cell * 8 + downwind
    entry = memo.get(key)
    if entry is None:
        ray_table = rays(game_map)
        speeds = SPEEDS[downwind]
        port_at = game_map.port_at
        found = []
        for direction in range(8):
            cells = ray_table[cell * 8 + direction][: speeds[direction]]
            if cells:
                found.append((direction, cells, any(c in port_at for c in cells)))
        entry = memo[key] = tuple(found)
    return entry


def sail_table(ship_ids: tuple[str, ...]) -> tuple[tuple[tuple[Sail, ...], ...], ...]:
    """Pre-built ``sail`` moves: ``[ship][direction][cells - 1]`` for 1-3 cells."""
    return tuple(
        tuple(tuple(sail_move(name, d, k) for k in (1, 2, 3)) for d in range(8))
        for name in ship_ids
    )


def sail(state: GolitsynState, ship: int, direction: int, cells: int) -> None:
    """Carry out a sail or row move (already known to be legal)."""
    step = state.map.step
    here = state.cell[ship]
    for _ in range(cells):
        here = step[here * 8 + direction]
    state.place(ship, here)
    state.acted[ship] |= 1
    arrive(state, ship)


def arrive(state: GolitsynState, ship: int) -> None:
    """A ship ends a move on ``cell``: a current's tail carries it to the tip (colliding
    with a ship there sinks both, 8.2); a port it may enter takes it in."""
    cell = state.cell[ship]
    tip = state.map.currents.get(cell)
    if tip is not None:
        other = state.occ[tip]
        if other >= 0:
            state.sink(ship, "current")
            state.sink(other, "current")
            return
        state.place(ship, tip)
        cell = tip
    if state.map.terrain[cell] == PORT:
        state.on_enter_port(ship, state.map.port_at[cell])


def storm(state: GolitsynState) -> None:
    """Every ship of the seat not in a port drifts downwind (seed 4.2, 8.1-8.4).

    Ships go leading ship first (the one furthest downwind), so a line of ships drifting
    together does not run into itself.
    """
    seat = state.seat
    dx, dy = DELTAS[state.downwind()]
    width = state.map.width
    ships = [
        i
        for i, cell in enumerate(state.cell)
        if cell >= 0 and state.owner[i] == seat and state.map.terrain[cell] != PORT
    ]
    for i, cell in enumerate(state.cell):
        if cell >= 0 and state.owner[i] == seat and state.map.terrain[cell] == PORT:
            state.stormed[i] = 0  # in port: not caught by this storm
    ships.sort(key=lambda i: -((state.cell[i] % width) * dx + (state.cell[i] // width) * dy))
    start = list(state.cell)
    for ship in ships:
        if state.cell[ship] != start[ship]:
            continue  # sunk (or sent back to the start corner) by an earlier collision
        _drift(state, ship, dx, dy)


def _drift(state: GolitsynState, ship: int, dx: int, dy: int) -> None:
    game_map = state.map
    owner = state.owner[ship]
    for _ in range(state.options.storm_cells):
        x, y = game_map.xy(state.cell[ship])
        nxt = game_map.cell_at(x + dx, y + dy)
        if nxt < 0 or game_map.terrain[nxt] == LAND:
            state.sink(ship, "storm")  # thrown ashore (8.1) or off the map
            return
        if game_map.terrain[nxt] == PORT:
            port = game_map.port_at[nxt]
            relation = state.port_relation(port, owner)
            state.place(ship, nxt)
            if relation == 2:
                state.port_capture(ship, port)  # 8.4
                if state.cell[ship] >= 0:
                    state.stormed[ship] = 0
                return
            state.on_enter_port(ship, port)
            break  # a drift stops in a port it may enter (note to 4.2)
        other = state.occ[nxt]
        if other >= 0:
            state.sink(ship, "storm")  # 8.2: both ships sink
            state.sink(other, "storm")
            return
        state.place(ship, nxt)
    cell = state.cell[ship]
    if game_map.terrain[cell] != PORT and cell in game_map.currents:
        arrive(state, ship)
        if state.cell[ship] < 0:
            return
        cell = state.cell[ship]
    in_own_port = game_map.terrain[cell] == PORT and (
        state.port_relation(game_map.port_at[cell], state.owner[ship]) == 0
    )
    if state.stormed[ship] and not in_own_port:
        state.sink(ship, "storm")  # 8.3: the second storm in a row
        return
    state.stormed[ship] = 1
