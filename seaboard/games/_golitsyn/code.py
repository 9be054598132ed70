"""Position codes: one line holding a whole Golitsyn state (DESIGN.md, the core contract).

Format: ``<game> <json>`` where the JSON object (no spaces) holds ``n`` (players), ``o`` (the
options that differ from the defaults), ``ph`` (phase name), ``seat``, ``wind`` (the last
wind arrow), ``spin`` (the last spin), ``turns``, ``idle``, ``target``/``volley`` (a volley
being declared or fired), ``pf`` (a colony's pending return fire: port id and attacker
seat), ``end`` and ``win`` (a finished game), ``ships`` (per ship: id, cell or "-", owner,
hits, repair, storm flag, ammunition, moved flag), ``ports`` (per port: id, owner, points,
ammunition) and the game's own keys. docs/games/pirates.md and docs/games/colonies.md show
examples.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from seaboard.core.errors import InvalidCodeError, SeaboardError
from seaboard.core.options import options_to_json
from seaboard.games._golitsyn.grid import DIRECTIONS
from seaboard.games._golitsyn.maps import LAND, PORT
from seaboard.games._golitsyn.shooting import MAX_VOLLEY
from seaboard.games._golitsyn.spinner import OUTCOME_NAMES
from seaboard.games._golitsyn.state import (
    P_AIM,
    P_FIRE,
    P_OVER,
    P_PORTSPIN,
    PHASE_NAMES,
    GolitsynState,
)

MAX_AMMO = 5
"""A ship carries at most 5 ammunition (Colonies 3.3); Pirates ships carry none."""


def encode(state: GolitsynState, game_id: str, extra: dict[str, Any]) -> str:
    names = state.map.names
    data: dict[str, Any] = {
        "n": state.num_players,
        "o": options_to_json(state.options),
        "ph": PHASE_NAMES[state.phase],
        "seat": state.seat,
        "wind": DIRECTIONS[state.wind] if state.wind >= 0 else "-",
        "spin": OUTCOME_NAMES[state.last_spin] if state.last_spin >= 0 else "-",
        "turns": state.turns,
        "idle": state.idle,
        "target": state.target,
        "volley": list(state.volley),
        "pf": [state.map.ports[state.pf_port].id if state.pf_port >= 0 else "-", state.pf_seat],
        "end": state.end_reason,
        "win": list(state.winners),
        "ships": [
            [
                name,
                names[state.cell[i]] if state.cell[i] >= 0 else "-",
                state.owner[i],
                state.hits[i],
                state.repair[i],
                state.stormed[i],
                state.ammo[i],
                state.acted[i],
            ]
            for i, name in enumerate(state.ship_ids)
        ],
        "ports": [
            [port.id, state.port_owner[p], state.points[p], state.port_ammo[p]]
            for p, port in enumerate(state.map.ports)
        ],
    }
    data.update(extra)
    return f"{game_id} " + json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def decode(
    text: str, game_id: str, make: Callable[[int, Any], GolitsynState]
) -> tuple[GolitsynState, dict[str, Any]]:
    """Read a code back; the game reads its own keys from the returned mapping."""
    if not isinstance(text, str) or not text.startswith(game_id + " "):
        raise InvalidCodeError(f"a {game_id} position code starts with '{game_id} {{'")
    try:
        data = json.loads(text[len(game_id) + 1 :])
    except json.JSONDecodeError as error:
        raise InvalidCodeError(f"the position code is not valid JSON: {error}") from None
    if not isinstance(data, dict):
        raise InvalidCodeError("the position code must hold a JSON object")
    try:
        state = make(_int(data, "n"), data.get("o", {}))
    except InvalidCodeError:
        raise
    except SeaboardError as error:
        raise InvalidCodeError(f"bad players or options in the code: {error}") from None
    try:
        _load(state, data)
    except (KeyError, TypeError, ValueError, IndexError) as error:
        raise InvalidCodeError(f"malformed position code: {error!r}") from None
    return state, data


def _int(data: dict[str, Any], key: str) -> int:
    value = data.get(key)
    if not isinstance(value, int) or isinstance(value, bool):
        raise InvalidCodeError(f"'{key}' must be a whole number in the position code")
    return value


def _load(state: GolitsynState, data: dict[str, Any]) -> None:
    game_map = state.map
    if data["ph"] not in PHASE_NAMES:
        raise InvalidCodeError(f"unknown phase '{data['ph']}'")
    state.phase = PHASE_NAMES.index(data["ph"])
    state.seat = _seat(state, _int(data, "seat"))
    state.wind = -1 if data["wind"] == "-" else DIRECTIONS.index(data["wind"])
    state.last_spin = -1 if data["spin"] == "-" else OUTCOME_NAMES.index(data["spin"])
    state.turns = _int(data, "turns")
    state.idle = _int(data, "idle")
    if state.turns < 0 or not 0 <= state.idle <= state.num_players:
        raise InvalidCodeError("'turns' and 'idle' must be counts (idle at most the players)")
    state.target = str(data["target"])
    state.volley = [str(unit) for unit in data["volley"]]
    _check_volley(state)
    port_id, pf_seat = data["pf"]
    state.pf_port = -1 if port_id == "-" else game_map.port_index(port_id)
    state.pf_seat = int(pf_seat)
    if (port_id == "-") != (state.pf_seat == -1) or (port_id != "-" and state.pf_port < 0):
        raise InvalidCodeError(f"'pf' must be a colony id and a seat, or '-' and -1: {data['pf']}")
    if state.pf_seat != -1:
        _seat(state, state.pf_seat)
    state.end_reason = str(data["end"])
    state.winners = tuple(_seat(state, int(s)) for s in data["win"])
    if (state.phase == P_OVER) != bool(state.end_reason) or (
        state.winners and state.phase != P_OVER
    ):
        raise InvalidCodeError("a finished game (and only one) has an 'end' reason and winners")
    ships = data["ships"]
    if [row[0] for row in ships] != list(state.ship_ids):
        raise InvalidCodeError("the ships in the code do not match the game's fleet")
    state.occ = [-1] * len(game_map.terrain)
    state.cell = [-1] * len(state.ship_ids)
    for i, (_, where, owner, hits, repair, stormed, ammo, acted) in enumerate(ships):
        cell = -1 if where == "-" else game_map.cell_index(where)
        if where != "-" and (cell < 0 or game_map.terrain[cell] == LAND):
            raise InvalidCodeError(f"ship {state.ship_ids[i]} is on '{where}', not sea or port")
        if cell >= 0 and game_map.terrain[cell] != PORT and state.occ[cell] >= 0:
            raise InvalidCodeError(f"two ships on {where}")
        state.owner[i] = _seat(state, int(owner))
        values = [int(hits), int(repair), int(stormed), int(ammo), int(acted)]
        limit = state.LIMIT[state.ship_kind[i]]
        if min(values) < 0 or values[0] > limit or values[1] > limit:
            raise InvalidCodeError(f"hits or repair out of 0..{limit} for {state.ship_ids[i]}")
        if values[2] > 1 or values[3] > MAX_AMMO or values[4] > 3:
            raise InvalidCodeError(
                f"storm flag, ammunition or moved flags bad for {state.ship_ids[i]}"
            )
        state.hits[i], state.repair[i], state.stormed[i], state.ammo[i], state.acted[i] = values
        state.place(i, cell)
    ports = data["ports"]
    if [row[0] for row in ports] != [port.id for port in game_map.ports]:
        raise InvalidCodeError("the ports in the code do not match the map")
    for p, (_, owner, points, ammo) in enumerate(ports):
        state.port_owner[p] = -1 if int(owner) == -1 else _seat(state, int(owner))
        if not 0 <= int(points) <= max(game_map.ports[p].value, 0) or int(ammo) < 0:
            raise InvalidCodeError(f"bad points or ammunition for port {game_map.ports[p].id}")
        state.points[p], state.port_ammo[p] = int(points), int(ammo)


def _check_volley(state: GolitsynState) -> None:
    """A volley being declared or fired (phases aim, fire and port-spin) names its target and
    units, at most ``MAX_VOLLEY`` of them, none twice; no other phase has one."""
    units = [*state.volley, state.target]
    known = all(u in state.ship_index or state.map.port_index(u) >= 0 for u in units)
    if state.phase in (P_AIM, P_FIRE, P_PORTSPIN):
        if not state.volley or not known:
            raise InvalidCodeError("a volley in progress needs a known target and units")
        if len(state.volley) > MAX_VOLLEY or len(set(state.volley)) != len(state.volley):
            raise InvalidCodeError(f"a volley names at most {MAX_VOLLEY} units, each once")
    elif state.volley or state.target:
        raise InvalidCodeError(f"no volley is in progress in phase {PHASE_NAMES[state.phase]}")


def _seat(state: GolitsynState, seat: int) -> int:
    if not 0 <= seat < state.num_players:
        raise InvalidCodeError(f"seat {seat} does not exist with {state.num_players} players")
    return seat


def base_view(state: GolitsynState, lang: str = "en") -> dict[str, Any]:
    """The public part of a view: the map, the ships, the ports, the turn and the spinner."""
    names = state.map.names
    return {
        "map": state.map.id,
        "phase": PHASE_NAMES[state.phase],
        "seat": state.seat,
        "round": state.rounds() + 1,
        "wind": DIRECTIONS[state.wind] if state.wind >= 0 else None,
        "downwind": DIRECTIONS[state.downwind()] if state.wind >= 0 else None,
        "last_spin": OUTCOME_NAMES[state.last_spin] if state.last_spin >= 0 else None,
        "map_file": state.options.map,
        "target": state.target or None,
        "volley": list(state.volley),
        "ships": [
            {
                "id": name,
                "kind": ("galleon", "brigantine", "ship")[state.ship_kind[i]],
                "cell": names[state.cell[i]] if state.cell[i] >= 0 else None,
                "owner": state.owner[i],
                "hits": state.hits[i],
                "repair": state.repair[i],
                "storm": state.stormed[i],
                "ammo": state.ammo[i],
                "moved": bool(state.acted[i] & 1),
            }
            for i, name in enumerate(state.ship_ids)
        ],
        "ports": [
            {
                "id": port.id,
                "name": port.name,
                "name_ru": port.name_ru,
                "kind": port.kind,
                "owner": state.port_owner[p] if port.kind == "colony" else port.owner,
                "points": state.points[p],
                "ammo": state.port_ammo[p],
            }
            for p, port in enumerate(state.map.ports)
        ],
        "end": state.end_reason or None,
    }
