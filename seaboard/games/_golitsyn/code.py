"""Position codes: one line holding a whole Golitsyn state (DESIGN.md, the core contract).

Format: ``<game> <json>`` where the JSON object (no spaces) holds ``n`` (players), ``o`` (the
options that differ from the defaults), ``ph`` (phase name), ``seat``, ``wind`` (the last
wind arrow), ``spin`` (the last spin), ``turns``, ``idle``, ``target``/``volley`` (a volley
being declared or fired), ``pf`` (a colony's pending return fire: port id and attacker
seat), ``end`` and ``win`` (a finished game), ``ships`` (per ship: id, cell or "-", owner,
hits, repair, storm flag, ammunition, moved flag), ``ports`` (per port: id, owner, points,
ammunition), ``shot`` (option ``shoot_and_move``: 1 when this turn's volley came before the
move, 2 when after; left out when 0) and the game's own keys. docs/games/pirates.md and
docs/games/colonies.md show examples.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Final

from seaboard.core.codefields import choice, items, refuse, text, whole
from seaboard.core.errors import InvalidCodeError, SeaboardError
from seaboard.core.options import options_to_json
from seaboard.games._golitsyn.grid import DIRECTIONS
from seaboard.games._golitsyn.maps import LAND, PORT
from seaboard.games._golitsyn.shooting import MAX_VOLLEY
from seaboard.games._golitsyn.spinner import OUTCOME_NAMES
from seaboard.games._golitsyn.state import (
    OWN,
    P_AIM,
    P_DECLARE,
    P_FIRE,
    P_OVER,
    P_PORTSPIN,
    P_SAIL,
    P_SPIN,
    PHASE_NAMES,
    SHOT_AFTER,
    SHOT_BEFORE,
    SHOT_NONE,
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
    if state.shot != SHOT_NONE:
        data["shot"] = state.shot
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
    except (json.JSONDecodeError, RecursionError) as error:
        raise InvalidCodeError(f"the position code is not valid JSON: {error}") from None
    if not isinstance(data, dict):
        raise InvalidCodeError("the position code must hold a JSON object")
    missing = [key for key in KEYS if key not in data]
    if missing:
        raise InvalidCodeError(f"the position code lacks {', '.join(missing)}")
    options = data.get("o", {})
    if not isinstance(options, dict):
        raise refuse("o", options, "an object of options")
    try:
        state = make(whole(data["n"], "n", 1, 99), options)
    except InvalidCodeError:
        raise
    except SeaboardError as error:
        raise InvalidCodeError(f"bad players or options in the code: {error}") from None
    _load(state, data)
    return state, data


KEYS: Final = (
    "n", "ph", "seat", "wind", "spin", "turns", "idle", "target", "volley", "pf", "end", "win",
    "ships", "ports",
)  # fmt: skip
"""The keys every Golitsyn code has (``o`` may be left out: every option at its default)."""

_BIG: Final = 10**9


def _load(state: GolitsynState, data: dict[str, Any]) -> None:
    game_map = state.map
    n = state.num_players
    state.phase = choice(data["ph"], "ph", PHASE_NAMES)
    state.seat = whole(data["seat"], "seat", 0, n - 1)
    state.wind = -1 if data["wind"] == "-" else choice(data["wind"], "wind", DIRECTIONS)
    state.last_spin = -1 if data["spin"] == "-" else choice(data["spin"], "spin", OUTCOME_NAMES)
    state.turns = whole(data["turns"], "turns", 0, _BIG)
    state.idle = whole(data["idle"], "idle", 0, n)
    state.target = text(data["target"], "target")
    state.volley = [text(unit, "volley") for unit in items(data["volley"], "volley")]
    _check_volley(state)
    _load_shot(state, data.get("shot", SHOT_NONE))
    port_id, pf_seat = items(data["pf"], "pf", 2)
    state.pf_seat = whole(pf_seat, "pf", -1, n - 1)
    if port_id == "-":
        state.pf_port = -1
    else:
        state.pf_port = game_map.port_index(text(port_id, "pf"))
        if state.pf_port < 0:
            raise refuse("pf", port_id, "a port id or '-'")
    if (state.pf_port < 0) != (state.pf_seat < 0):
        raise refuse("pf", data["pf"], "a colony id and a seat, or '-' and -1")
    state.end_reason = text(data["end"], "end")
    state.winners = tuple(whole(s, "win", 0, n - 1) for s in items(data["win"], "win"))
    if (state.phase == P_OVER) != bool(state.end_reason) or (
        state.winners and state.phase != P_OVER
    ):
        raise InvalidCodeError("a finished game (and only one) has an 'end' reason and winners")
    _load_ships(state, items(data["ships"], "ships", len(state.ship_ids)))
    ports = items(data["ports"], "ports", len(game_map.ports))
    for p, row in enumerate(ports):
        port = game_map.ports[p]
        field = f"ports[{port.id}]"
        port_name, owner, points, ammo = items(row, field, 4)
        if port_name != port.id:
            raise refuse(field, port_name, f"the port {port.id}")
        owner = whole(owner, field + " owner", -1, n - 1)
        state.port_owner[p] = owner
        state.points[p] = whole(points, field + " points", 0, max(port.value, 0))
        state.port_ammo[p] = whole(ammo, field + " ammunition", 0, _BIG)
    for i, cell in enumerate(state.cell):
        # a ship ends a move in a port only in one of its own side's (entering an enemy port
        # is a capture or a sinking, 8.4; a free colony becomes the entering player's, 7.1)
        lying_in = game_map.port_at.get(cell, -1)
        if lying_in >= 0 and state.port_relation(lying_in, state.owner[i]) != OWN:
            raise InvalidCodeError(
                f"'ships[{state.ship_ids[i]}]': a ship of seat {state.owner[i] + 1} cannot"
                f" lie in {game_map.ports[lying_in].id}, a port not its own"
            )
        repair = state.repair[i]
        if repair and not (
            lying_in >= 0
            and state.repair_port(lying_in, state.owner[i])
            and repair <= state.hits[i]
        ):
            raise refuse(
                f"ships[{state.ship_ids[i]}] repair",
                repair,
                "0: a ship is repaired only in its own repair port, a turn per hit (6.5)",
            )


def _load_ships(state: GolitsynState, ships: list[object]) -> None:
    game_map = state.map
    state.occ = [-1] * len(game_map.terrain)
    state.cell = [-1] * len(state.ship_ids)
    for i, row in enumerate(ships):
        name = state.ship_ids[i]
        field = f"ships[{name}]"
        ship_name, where, owner, hits, repair, stormed, ammo, acted = items(row, field, 8)
        if ship_name != name:
            raise refuse(field, ship_name, f"the ship {name}")
        cell = -1 if where == "-" else game_map.cell_index(text(where, field + " cell"))
        if where != "-" and (cell < 0 or game_map.terrain[cell] == LAND):
            raise refuse(field + " cell", where, "a sea or port cell, or '-'")
        if cell >= 0 and game_map.terrain[cell] != PORT and state.occ[cell] >= 0:
            raise InvalidCodeError(f"two ships on {where}")
        limit = state.LIMIT[state.ship_kind[i]]
        state.owner[i] = whole(owner, field + " owner", 0, state.num_players - 1)
        state.hits[i] = whole(hits, field + " hits", 0, limit)
        state.repair[i] = whole(repair, field + " repair", 0, limit)
        state.stormed[i] = whole(stormed, field + " storm", 0, 1)
        state.ammo[i] = whole(ammo, field + " ammunition", 0, MAX_AMMO)
        state.acted[i] = whole(acted, field + " moved", 0, 3)
        state.place(i, cell)


SHOT_PHASES: Final = {
    SHOT_BEFORE: frozenset((P_AIM, P_FIRE, P_DECLARE, P_SPIN, P_SAIL)),
    SHOT_AFTER: frozenset((P_AIM, P_FIRE)),
}
"""Where a turn with its volley declared may stand (option ``shoot_and_move``, seed 6.4): a
volley before the move is followed by ``move`` (a spin, sailing) or ``done``; one after the
spin for the wind ends the turn once fired."""


def _load_shot(state: GolitsynState, value: object) -> None:
    state.shot = whole(value, "shot", SHOT_NONE, SHOT_AFTER)
    if state.shot == SHOT_NONE:
        return
    if not state.options.shoot_and_move:
        raise refuse("shot", value, "0: only option shoot_and_move lets a turn shoot and move")
    if state.phase not in SHOT_PHASES[state.shot]:
        when = "before" if state.shot == SHOT_BEFORE else "after"
        raise refuse(
            "shot",
            value,
            f"0 in phase {PHASE_NAMES[state.phase]} (no volley {when} the move leads there)",
        )


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
