"""Fixed-size RL encodings shared by Pirates and Capture of Colonies (docs/rl.md).

Actions: ``catalogue`` lists every decision's notation for a seat count and options, built from
the loaded map and the fleet (seed 004, 1.4 and RULINGS "Golitsyn" for the turn's moves), in
this order:

- ``move``, ``done``, ``pass``;
- ``sail SHIP DIR N``: ship-major, then the 8 rhumbs N..NW, then 1-3 cells (seed 4.3);
- ``row SHIP DIR`` (Pirates): brigantines, then the 8 rhumbs (seed 4.1);
- ``shoot TARGET UNITS`` (seed 6.4): first every ship target (ship order), then every port
  target (map order). For a ship target: the firing ships (any other ship: ships change hands)
  by count 1.. then in combination order, each joined by the port-unit sets that can reach one
  sea cell together (``ports_near``, Colonies 6.1), units in the rules' order (ships by index,
  then ports by map order), at most 8 (``shooting.MAX_VOLLEY``). A port target: firing ships
  only (Colonies 6.1);
- the game's own moves (the thin modules).

The volley is the one family whose notation explodes (any set of up to 8 of the other ships,
since captures let one seat own any ship): with ``N`` ships a ship target alone has
``sum C(N-1, k)`` volleys. The catalogue is exact while it holds at most ``LIMIT`` moves; past
that (Colonies with more than 12 ships, Pirates with extra galleons) the firing *ships* are cut
to the largest count that fits (``ship_volley``; port units are never cut), and a larger volley,
possible only after captures gave one seat more ships than that near one target, raises
``EncodingError`` in the adapters.

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
- turn, ``10 + n + 2 + 8 + 10 + 1``: phase one-hot, the seat to move (block one-hot), chance,
  game over, downwind one-hot, last spin one-hot (8 rhumbs, calm, storm), round / 200 (capped);
- shooting, ``S + P + 1``: the target of the volley being fired (ship or port one-hot),
  shots still to spin / 8;
- ``n + P + 4``: scores / 29 by block (Colonies), the colony firing back (one-hot), my side is
  Spanish, the treasure is known to me, the treasure revealed, a return fire pending.

Only the standard library is used: this module is part of the rules package.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from math import comb
from typing import Any, Final

from seaboard.games._golitsyn.grid import DIRECTIONS, SPEED_BY_TURN
from seaboard.games._golitsyn.maps import LAND, PORT, SEA, GameMap, builtin_map, ports_near
from seaboard.games._golitsyn.shooting import MAX_VOLLEY
from seaboard.games._golitsyn.spinner import OUTCOME_NAMES
from seaboard.games._golitsyn.state import BRIGANTINE, PHASE_NAMES, GolitsynState

LIMIT: Final = 1_100_000
"""The most moves a catalogue may hold before the number of firing ships is cut."""
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

_MAPS: dict[str, GameMap] = {}


def remember_map(game_map: GameMap) -> None:
    """Let ``encode`` find a map by the id its views carry (views name the map, not its file):
    the catalogue and the size functions remember the map of their options, so two different
    maps with one id should not be encoded in one process."""
    _MAPS[game_map.id] = game_map


def map_of_view(view: dict[str, Any]) -> GameMap:
    name = str(view["map"])
    game_map = _MAPS.get(name)
    if game_map is None:
        game_map = builtin_map(name)
        _MAPS[name] = game_map
    return game_map


# -- actions -----------------------------------------------------------------------------------


def port_sets(game_map: GameMap, reach: int) -> list[tuple[int, ...]]:
    """Every set of ports (map order) that can fire together at a ship on one sea cell,
    the empty set first, then by size."""
    found: set[tuple[int, ...]] = {()}
    near = ports_near(game_map, reach)
    for cell, kind in enumerate(game_map.terrain):
        if kind == SEA:
            group = near[cell]
            for size in range(1, len(group) + 1):
                found.update(combinations(group, size))
    return sorted(found, key=lambda ports: (len(ports), ports))


def _shot_count(ships: int, sets: list[tuple[int, ...]], port_targets: int, most: int) -> int:
    per_target = sum(
        comb(ships - 1, k)
        for ports in sets
        for k in range(min(most, MAX_VOLLEY - len(ports)) + 1)
        if k + len(ports) >= 1
    )
    at_ports = sum(comb(ships, k) for k in range(1, min(most, MAX_VOLLEY) + 1))
    return ships * per_target + port_targets * at_ports


def ship_volley(ships: int, sets: list[tuple[int, ...]], port_targets: int, fixed: int) -> int:
    """The most firing ships a catalogued volley has: all of them (``MAX_VOLLEY``) unless the
    catalogue would pass ``LIMIT``."""
    most = MAX_VOLLEY
    while most > 1 and fixed + _shot_count(ships, sets, port_targets, most) > LIMIT:
        most -= 1
    return most


def shots(
    ship_ids: tuple[str, ...],
    port_ids: list[str],
    sets: list[tuple[int, ...]],
    port_targets: list[str],
    most: int,
) -> list[str]:
    """Every ``shoot`` notation, in the order of the module docstring."""
    out = []
    for target in ship_ids:
        others = [name for name in ship_ids if name != target]
        for count in range(most + 1):
            for chosen in combinations(others, count):
                for ports in sets:
                    size = count + len(ports)
                    if 1 <= size <= MAX_VOLLEY:
                        units = ",".join([*chosen, *(port_ids[p] for p in ports)])
                        out.append(f"shoot {target} {units}")
    for target in port_targets:
        for count in range(1, min(most, MAX_VOLLEY) + 1):
            for chosen in combinations(ship_ids, count):
                out.append(f"shoot {target} {','.join(chosen)}")
    return out


def catalogue(
    state: GolitsynState, port_targets: list[str], port_fire: bool, extra: list[str]
) -> list[str]:
    """The whole catalogue of a fresh ``state`` (its fleet and map): see the module docstring.
    ``port_fire``: the seat's ports fire at ships (Colonies 6.1); ``extra``: the game's own."""
    game_map = state.map
    remember_map(game_map)
    ids = state.ship_ids
    out = ["move", "done", "pass"]
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
    no_ports: list[tuple[int, ...]] = [()]
    sets = port_sets(game_map, state.PORT_RANGE) if port_fire else no_ports
    fixed = len(out) + len(extra)
    most = ship_volley(len(ids), sets, len(port_targets), fixed)
    out += shots(ids, [port.id for port in game_map.ports], sets, port_targets, most)
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
    x_scale: float
    y_scale: float
    size: int


def observation_size_of(state: GolitsynState) -> int:
    """The observation length for a fresh state's seat count, fleet and map."""
    game_map = state.map
    remember_map(game_map)
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
        + ships
        + ports
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

    target = [0.0] * (len(ships) + len(ports))
    name = view["target"]
    if name is not None:
        ship_slot = table.ship_index.get(name)
        target[ship_slot if ship_slot is not None else len(ships) + table.port_index[name]] = 1.0
    out += target
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
