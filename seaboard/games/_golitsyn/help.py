"""What each piece of a Golitsyn map says when a player points at it (the web table's help):
a ship's owner, range, damage and repair; a port, base or colony with its holder and what it
does; a current; the spinner; a cell a ship of the reader's can sail to now (seed "Пираты" and
"Захват колоний": 4 "Ходы", 5 "Общие правила", 6 "Стрельба", 7 "Захват колоний").
"""

from __future__ import annotations

from typing import Final

from seaboard.core.message import Message, SeatRef, msg
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.games._golitsyn.words import owned_ship

G: Final = "golitsyn:"


def port_name(state: GolitsynState, index: int) -> Message:
    """A port by its name alone ("Havana", «Гавана»)."""
    info = state.map.ports[index]
    return msg(G + "port_name", en=info.name, ru=info.name_ru)


def ship_help(state: GolitsynState, index: int, secret: bool) -> list[Message]:
    """A ship: whose, how far it fires, its damage against the hits that sink it, its repair,
    how it sails (seed 4.3, 6.1, 6.2, 6.5); ``secret``: it carries the treasure (its side's
    view only)."""
    kind = state.ship_kind[index]
    says = [
        msg(G + "help_ship", ship=owned_ship(state, index)),
        msg(G + "help_ship_range", state.RANGE[kind]),
        msg(G + "help_ship_damage", hits=state.hits[index], limit=state.LIMIT[kind]),
    ]
    if state.repair[index]:
        says.append(msg(G + "help_ship_repair", state.repair[index]))
    if secret:
        says.append(msg(G + "help_ship_treasure"))
    says.append(msg(G + "help_ship_sail"))
    return says


def port_help(state: GolitsynState, index: int) -> list[Message]:
    """A crossed cell: a Spanish port (and whether it repairs ships), a pirate base or a colony
    with its points standing, ammunition and holder (seed 5.3, 6.5, 7.1-7.4)."""
    info = state.map.ports[index]
    name = port_name(state, index)
    says = [msg(f"{G}help_port_{info.kind}", info.value, name=name)]
    if info.kind == "colony":
        says.append(
            msg(
                G + "help_colony_points",
                points=state.points[index],
                value=info.value,
                ammo=state.port_ammo[index],
            )
        )
        holder = state.port_owner[index]
        if holder >= 0:
            says.append(msg(G + "help_colony_held", who=SeatRef(holder), range=state.PORT_RANGE))
        elif state.points[index]:
            says.append(msg(G + "help_colony_neutral"))
        else:
            says.append(msg(G + "help_colony_free"))
    elif info.houses:
        says.append(msg(G + "help_port_repairs"))
    says.append(msg(G + "help_port_closed"))
    return says


def current_help() -> list[Message]:
    return [msg(G + "help_current")]


def spinner_help() -> list[Message]:
    return [msg(G + "help_spinner")]


def reachable_help() -> list[Message]:
    return [msg(G + "help_cell_reach")]
