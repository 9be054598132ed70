"""Fixed-size RL encodings shared by Pirates and Capture of Colonies (docs/rl.md).

Actions: ``catalogue`` lists every decision's notation for a seat count and options, built from
the loaded map and the fleet (seed 004, 1.4 and RULINGS "Golitsyn" for the turn's moves), in
this order:

- ``move``, ``done``, ``pass``, ``fire``;
- ``sail SHIP DIR N``: ship-major, then the 8 rhumbs N..NW, then 1-3 cells (seed 4.3);
- ``row SHIP DIR`` (Pirates): brigantines, then the 8 rhumbs (seed 4.1);
- ``shoot TARGET UNIT`` (seed 6.4): first every ship target (ship order) with every other ship
  (ships change hands, so any ship may fire at any other) and then every colony that can reach a
  sea cell (``ports_near``, Colonies 6.1), then every port target (map order) with every ship
  (ports are fired at by ships only, Colonies 6.1);
- ``also UNIT``: every ship, then every colony that fires (as above);
- ``repair SHIP`` (seed 6.5, option ``repair=choice``): every ship (ships change hands);
- the game's own moves (the thin modules).

A volley is declared unit by unit (``shoot``, ``also``..., ``fire``), so the catalogue is exact
and grows with the square of the fleet, not with its subsets.

Observation (``encode``), every float in [0, 1], seat-relative (block 0 the observer, then the
seats after it in turn order; spectators see from seat 0), ``C`` cells, ``S`` ships, ``P`` ports,
``n`` seats:

- map planes, ``4 * C``: sea, land, port, the tail of a current (seed 5.4);
- ship planes, ``n * C``: the cells holding a ship of each seat block;
- ships, ``S * (11 + n)`` in ship order: afloat, x and y scaled to the map, owner block one-hot
  (``n``), hits / 3, turns of repair left / 3, hit by a storm last turn, ammunition / 5, moved
  this turn, in a port, the treasure (only when the view shows it to this seat), a treasure
  candidate (public: Pirates 7.3);
- ports, ``P * (n + 5)``: owner seat block one-hot (``n``, Colonies), unowned, my side's,
  the other side's (Pirates), points / 6, stored ammunition / 10 (capped);
- turn, ``10 + n + 2 + 8 + 10 + 1``: phase one-hot (a turn's volley before or after the move,
  option ``shoot_and_move``, is not a feature: the legal moves show whether one may still
  come), the seat to move (block one-hot), chance,
  game over, downwind one-hot, last spin one-hot (8 rhumbs, calm, storm), round / 200 (capped);
- shooting, ``2 * (S + P) + 1``: the target of the volley being declared or fired (ship or
  port one-hot), the units named in it (ships, then ports), units still to spin / 8;
- ``n + P + 4``: scores / 29 by block (Colonies), the colony firing back (one-hot), my side is
  Spanish, the treasure is known to me, the treasure revealed, a return fire pending.

Only the standard library is used: this module is part of the rules package.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from seaboard.games._golitsyn.grid import DIRECTIONS, SPEED_BY_TURN
from seaboard.games._golitsyn.maps import LAND, PORT, SEA, GameMap, map_for, ports_near
from seaboard.games._golitsyn.shooting import MAX_VOLLEY
from seaboard.games._golitsyn.spinner import OUTCOME_NAMES
from seaboard.games._golitsyn.state import BRIGANTINE, PHASE_NAMES, GolitsynState

MAX_SPEED: Final = max(SPEED_BY_TURN)
ROUND_SCALE: Final = 200.0
HIT_SCALE: Final = 3.0
AMMO_SCALE: Final = 5.0
PORT_AMMO_SCALE: Final = 10.0
POINTS_SCALE: Final = 6.0
SCORE_SCALE: Final = 29.0
TURN_SIZE: Final = len(PHASE_NAMES) + 2 + len(DIRECTIONS) + len(OUTCOME_NAMES) + 1
SHIP_FEATURES: Final = 11
PORT_FEATURES: Final = 5
_PHASE: Final = {name: i for i, name in enumerate(PHASE_NAMES)}
_DIRECTION: Final = {name: i for i, name in enumerate(DIRECTIONS)}
_SPIN: Final = {name: i for i, name in enumerate(OUTCOME_NAMES)}


def map_of_view(view: dict[str, Any]) -> GameMap:
    """The map a view shows: its ``map_file`` option ('' for the built-in map ``map``)."""
    return map_for(str(view["map_file"]), str(view["map"]))


# -- actions -----------------------------------------------------------------------------------


def firing_ports(game_map: GameMap, reach: int) -> list[str]:
    """The colonies (map order) within ``reach`` of some sea cell: those that may fire at a ship
    (Colonies 6.1)."""
    near = ports_near(game_map, reach)
    found = {
        port for cell, kind in enumerate(game_map.terrain) if kind == SEA for port in near[cell]
    }
    return [port.id for index, port in enumerate(game_map.ports) if index in found]


def shots(ship_ids: tuple[str, ...], port_units: list[str], port_targets: list[str]) -> list[str]:
    """Every ``shoot`` and ``also`` notation, in the order of the module docstring."""
    out = [
        f"shoot {target} {unit}"
        for target in ship_ids
        for unit in (*ship_ids, *port_units)
        if unit != target
    ]
    out += [f"shoot {target} {ship}" for target in port_targets for ship in ship_ids]
    out += [f"also {unit}" for unit in (*ship_ids, *port_units)]
    return out


def catalogue(
    state: GolitsynState, port_targets: list[str], port_fire: bool, extra: list[str]
) -> list[str]:
    """The whole catalogue of a fresh ``state`` (its fleet and map): see the module docstring.
    ``port_fire``: the seat's colonies fire at ships (Colonies 6.1); ``extra``: the game's own."""
    game_map = state.map
    ids = state.ship_ids
    out = ["move", "done", "pass", "fire"]
    out += [
        f"sail {ship} {direction} {cells}"
        for ship in ids
        for direction in DIRECTIONS
        for cells in range(1, MAX_SPEED + 1)
    ]
    if state.ROW_IN_CALM:
        out += [
            f"row {ship} {direction}"
            for ship, kind in zip(ids, state.ship_kind, strict=True)
            if kind == BRIGANTINE
            for direction in DIRECTIONS
        ]
    port_units = firing_ports(game_map, state.PORT_RANGE) if port_fire else []
    out += shots(ids, port_units, port_targets)
    out += [f"repair {ship}" for ship in ids]
    return out + extra


def max_chance_outcomes(num_players: int) -> int:
    """The widest chance point: a spin (10 results), a first wind (8) or the first seat."""
    return max(len(OUTCOME_NAMES), len(DIRECTIONS), num_players)


# -- observations ------------------------------------------------------------------------------


@dataclass(frozen=True)
class Layout:
    """Index tables of one map and fleet, built once."""

    game_map: GameMap
    seats: int
    ships: int
    static: tuple[float, ...]
    cell_index: dict[str, int]
    ship_index: dict[str, int]
    port_index: dict[str, int]
    unit_index: dict[str, int]
    x_scale: float
    y_scale: float
    size: int


def observation_size_of(state: GolitsynState) -> int:
    """The observation length for a fresh state's seat count, fleet and map."""
    game_map = state.map
    cells, ports = len(game_map.terrain), len(game_map.ports)
    return observation_size(cells, state.num_players, len(state.ship_ids), ports)


def observation_size(cells: int, seats: int, ships: int, ports: int) -> int:
    return (
        4 * cells
        + seats * cells
        + ships * (SHIP_FEATURES + seats)
        + ports * (PORT_FEATURES + seats)
        + TURN_SIZE
        + seats
        + 2 * (ships + ports)
        + 1
        + seats
        + ports
        + 4
    )


_LAYOUTS: dict[tuple[str, int, tuple[str, ...]], Layout] = {}


def layout(game_map: GameMap, seats: int, ship_ids: tuple[str, ...]) -> Layout:
    key = (game_map.id, seats, ship_ids)
    found = _LAYOUTS.get(key)
    if found is not None and found.game_map is game_map:
        return found
    cells = len(game_map.terrain)
    static = [0.0] * (4 * cells)
    for cell, kind in enumerate(game_map.terrain):
        plane = {SEA: 0, LAND: 1, PORT: 2}[kind]
        static[plane * cells + cell] = 1.0
    for tail in game_map.currents:
        static[3 * cells + tail] = 1.0
    made = Layout(
        game_map=game_map,
        seats=seats,
        ships=len(ship_ids),
        static=tuple(static),
        cell_index={name: i for i, name in enumerate(game_map.names)},
        ship_index={name: i for i, name in enumerate(ship_ids)},
        port_index={port.id: i for i, port in enumerate(game_map.ports)},
        unit_index={
            name: i for i, name in enumerate([*ship_ids, *(port.id for port in game_map.ports)])
        },
        x_scale=1.0 / max(1, game_map.width - 1),
        y_scale=1.0 / max(1, game_map.height - 1),
        size=observation_size(cells, seats, len(ship_ids), len(game_map.ports)),
    )
    _LAYOUTS[key] = made
    return made


def encode(view: dict[str, Any], seats: int) -> list[float]:
    """A seat's view as floats, laid out as the module docstring says."""
    game_map = map_of_view(view)
    ships = view["ships"]
    ports = view["ports"]
    table = layout(game_map, seats, tuple(ship["id"] for ship in ships))
    me = view["you"] if isinstance(view["you"], int) else 0
    cells = len(game_map.terrain)
    width = game_map.width
    cell_index = table.cell_index
    out = list(table.static)

    planes = [0.0] * (seats * cells)
    features = [0.0] * (len(ships) * (SHIP_FEATURES + seats))
    treasure = view.get("treasure")
    candidates = set(view.get("treasure_candidates", ()))
    stride = SHIP_FEATURES + seats
    for index, ship in enumerate(ships):
        base = index * stride
        block = (ship["owner"] - me) % seats
        features[base + SHIP_FEATURES + block] = 1.0
        features[base + 8] = 1.0 if ship["moved"] else 0.0
        features[base + 10] = 1.0 if ship["id"] in candidates else 0.0
        features[base + 9] = 1.0 if ship["id"] == treasure else 0.0
        name = ship["cell"]
        if name is None:
            continue
        cell = cell_index[name]
        planes[block * cells + cell] = 1.0
        features[base] = 1.0
        features[base + 1] = (cell % width) * table.x_scale
        features[base + 2] = (cell // width) * table.y_scale
        features[base + 3] = min(1.0, ship["hits"] / HIT_SCALE)
        features[base + 4] = min(1.0, ship["repair"] / HIT_SCALE)
        features[base + 5] = 1.0 if ship["storm"] else 0.0
        features[base + 6] = min(1.0, ship["ammo"] / AMMO_SCALE)
        features[base + 7] = 1.0 if game_map.terrain[cell] == PORT else 0.0
    out += planes
    out += features

    sides = view.get("sides")
    my_side = sides[me] if sides else None
    port_stride = PORT_FEATURES + seats
    port_block = [0.0] * (len(ports) * port_stride)
    for index, port in enumerate(ports):
        base = index * port_stride
        owner = port["owner"]
        if isinstance(owner, str):
            port_block[base + seats + (1 if owner == my_side else 2)] = 1.0
        elif owner is None or owner < 0:
            port_block[base + seats] = 1.0
        else:
            port_block[base + (owner - me) % seats] = 1.0
        port_block[base + seats + 3] = min(1.0, port["points"] / POINTS_SCALE)
        port_block[base + seats + 4] = min(1.0, port["ammo"] / PORT_AMMO_SCALE)
    out += port_block

    turn = [0.0] * (len(PHASE_NAMES) + seats + 2)
    phase = view["phase"]
    turn[_PHASE[phase]] = 1.0
    over = phase == "over"
    chance = phase in ("setup-wind", "setup-first", "spin", "fire", "port-spin")
    if over:
        turn[len(PHASE_NAMES) + seats + 1] = 1.0
    elif chance:
        turn[len(PHASE_NAMES) + seats] = 1.0
    else:
        turn[len(PHASE_NAMES) + (view["seat"] - me) % seats] = 1.0
    out += turn
    wind = [0.0] * len(DIRECTIONS)
    if view["downwind"] is not None:
        wind[_DIRECTION[view["downwind"]]] = 1.0
    out += wind
    spin = [0.0] * len(OUTCOME_NAMES)
    if view["last_spin"] is not None:
        spin[_SPIN[view["last_spin"]]] = 1.0
    out += spin
    out.append(min(1.0, view["round"] / ROUND_SCALE))

    units = len(ships) + len(ports)
    shooting = [0.0] * (2 * units)
    name = view["target"]
    if name is not None:
        shooting[table.unit_index[name]] = 1.0
    for unit in view["volley"]:
        shooting[units + table.unit_index[unit]] = 1.0
    out += shooting
    out.append(len(view["volley"]) / MAX_VOLLEY)

    scores = [0.0] * seats
    for seat, value in enumerate(view.get("scores") or ()):
        scores[(seat - me) % seats] = min(1.0, value / SCORE_SCALE)
    out += scores
    colony = [0.0] * len(ports)
    fire = view.get("return_fire")
    if fire:
        colony[table.port_index[fire["colony"]]] = 1.0
    out += colony
    out += [
        1.0 if my_side == "spanish" else 0.0,
        1.0 if treasure is not None else 0.0,
        1.0 if view.get("revealed") else 0.0,
        1.0 if fire else 0.0,
    ]
    return out


def observation_range(num_players: int, options: Any) -> tuple[float, float]:
    """Every number ``encode_observation`` gives lies in this range (docs/rl.md)."""
    return (0.0, 1.0)
