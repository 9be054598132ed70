"""Names of Black Fleet's board areas and ports, for the words a player reads (seed 001).

The real board's areas carry no names (the seed names only its five ports), so the names are
ours, derived from the board data: what an area is (the sea, a port's docks, a beach worth so
many doubloons, a pirate lair, a distant sea, an island) and where it lies from the nearest
port, by the compass ("the sea north-east of Bahamas", "off La Barbaria" when it borders the
port). Names need not be unique: a step also says its direction from the ship's area, which
is unique among an area's neighbours. A replacement component set gets names the same way.
"""

from __future__ import annotations

import math
import re

from seaboard.core.message import Message, msg
from seaboard.games.black_fleet.components import CONTINENT, ISLAND, Components

COMPASS = ("e", "ne", "n", "nw", "w", "sw", "s", "se")
"""Compass points counter-clockwise from east (the board's north is up)."""
NEAR = 1.6
"""Within this many hex widths of a port an area is "off" the port."""
_NAMES: dict[int, tuple[Message, ...]] = {}
"""Area names per component set (``load_components`` keeps one object per set)."""


def port_key(name: str) -> str:
    """The catalogue key of a port's name: ``black_fleet:port_la_barbaria``."""
    return "black_fleet:port_" + re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")


def port_name(comp: Components, port: int) -> Message:
    return msg(port_key(comp.ports[port].name))


def compass(dx: float, dy: float) -> str:
    """The compass point (``COMPASS``) of a displacement on the board."""
    angle = math.degrees(math.atan2(-dy, dx)) % 360
    return COMPASS[round(angle / 45) % 8]


def direction(comp: Components, src: int, dst: int) -> Message:
    """The compass direction of a step from area ``src`` to area ``dst`` ("north-east")."""
    (x0, y0), (x1, y1) = comp.xy[src], comp.xy[dst]
    return msg(f"black_fleet:dir_{compass(x1 - x0, y1 - y0)}")


def _names(comp: Components) -> tuple[Message, ...]:
    cached = _NAMES.get(id(comp))
    if cached is not None:
        return cached
    hex_width = min(
        abs(comp.xy[a][0] - comp.xy[b][0]) or math.inf
        for a in range(comp.num_areas)
        for b in comp.adj[a]
    )
    names = []
    for area, (x, y) in enumerate(comp.xy):
        port = min(
            range(len(comp.ports)),
            key=lambda p: (comp.ports[p].x - x) ** 2 + (comp.ports[p].y - y) ** 2,
        )
        dx, dy = x - comp.ports[port].x, y - comp.ports[port].y
        near = math.hypot(dx, dy) <= NEAR * hex_width
        where = msg(
            "black_fleet:off_port" if near else f"black_fleet:{compass(dx, dy)}_of_port",
            port=port_name(comp, port),
        )
        names.append(_area(comp, area, where))
    _NAMES[id(comp)] = result = tuple(names)
    return result


def _area(comp: Components, area: int, where: Message) -> Message:
    if comp.kind[area] == ISLAND:
        return msg("black_fleet:area_island", where=where)
    if comp.kind[area] == CONTINENT:
        return msg("black_fleet:area_mainland", where=where)
    if comp.dock_port[area] >= 0:
        return msg("black_fleet:area_docks", port=port_name(comp, comp.dock_port[area]))
    if comp.beach[area]:
        worth = msg("black_fleet:doubloons", count=comp.beach[area])
        return msg("black_fleet:area_beach", worth=worth, where=where)
    if area in comp.lairs:
        return msg("black_fleet:area_lair", where=where)
    if area in comp.distant:
        return msg("black_fleet:area_distant", where=where)
    return msg("black_fleet:area_sea", where=where)


def area_name(comp: Components, area: int) -> Message:
    """The name of ``area`` as a player reads it ("the sea north-east of Bahamas")."""
    return _names(comp)[area]
