"""A greedy evaluation of Black Fleet positions for the bots (public facts only).

Progress toward the victory card is what wins: doubloons, plus what was already paid for
revealed development and victory cards (with a small premium, so buying is preferred to
hoarding), plus what the ships are on their way to earn: cargo valued at the best port that
buys it less a little per area still to sail, a treasure valued at the best beach in reach, a
pirate without treasure drawn toward enemy merchants, minus the risk of enemy pirates next to
the merchant. The value is the seat's progress against the best opponent's, squashed into
[-1, 1]. Distances are sea steps, precomputed once per board.
"""

from __future__ import annotations

import math
from collections import deque
from typing import TYPE_CHECKING

from seaboard.games.black_fleet.components import SEA

if TYPE_CHECKING:
    from seaboard.games.black_fleet.components import Components
    from seaboard.games.black_fleet.state import BlackFleetState

STEP_COST = 0.35
_TABLES: dict[int, tuple[list[list[int]], list[list[int]]]] = {}


def _distances(comp: Components, sources: list[int]) -> list[int]:
    far = 99
    dist = [far] * comp.num_areas
    queue = deque(sources)
    for a in sources:
        dist[a] = 0
    while queue:
        a = queue.popleft()
        for b in comp.adj[a]:
            if comp.kind[b] == SEA and dist[b] == far:
                dist[b] = dist[a] + 1
                queue.append(b)
    return dist


def _tables(comp: Components) -> tuple[list[list[int]], list[list[int]]]:
    """Distances to each port's docks and to each beach value (3, 4, 6)."""
    key = id(comp)
    if key not in _TABLES:
        ports = [_distances(comp, list(p.docks)) for p in comp.ports]
        beaches = [
            _distances(comp, [a for a, v in enumerate(comp.beach) if v == value]) or [99]
            for value in (3, 4, 6)
        ]
        _TABLES[key] = (ports, beaches)
    return _TABLES[key]


def _ships_value(st: BlackFleetState, seat: int) -> float:
    comp = st.comp
    ports, beaches = _tables(comp)
    value = 0.0
    area = st.mpos[seat]
    if area >= 0 and st.mcnt[seat]:
        colour = st.mcol[seat]
        best = 0.0
        for j, port in enumerate(comp.ports):
            price = port.buys[colour]
            if price:
                best = max(best, price * st.mcnt[seat] - STEP_COST * ports[j][area])
        value += max(best, 0.0)
        for o in range(st.num_players):
            if o != seat and st.pcargo[o] < 0 and st.ppos[o] in comp.adj[area]:
                value -= 1.5
    area = st.ppos[seat]
    if area >= 0:
        if st.pcargo[seat] >= 0:
            value += max(
                max(
                    v - STEP_COST * table[area] for v, table in zip((3, 4, 6), beaches, strict=True)
                ),
                1.0,
            )
        else:
            near = [
                _distances_cached(comp, st.mpos[o])[area]
                for o in range(st.num_players)
                if o != seat and st.mpos[o] >= 0
            ]
            if near:
                value += max(0.0, 1.5 - 0.2 * min(near))
    return value


_POINT: dict[tuple[int, int], list[int]] = {}


def _distances_cached(comp: Components, area: int) -> list[int]:
    key = (id(comp), area)
    if key not in _POINT:
        _POINT[key] = _distances(comp, [area])
    return _POINT[key]


def progress(st: BlackFleetState, seat: int) -> float:
    tiers = st.comp.tiers
    paid = sum(tiers[k] + 1.5 for k in range(4) if st.rev[seat][k])
    if st.vic[seat]:
        paid += st.vcost[seat] + 20
    return st.money[seat] + paid + _ships_value(st, seat) + 0.8 * len(st.fhand[seat])


def evaluate(st: BlackFleetState, seat: int) -> float:
    if st.is_terminal():
        return st.returns()[seat]
    mine = progress(st, seat)
    best = max(progress(st, o) for o in range(st.num_players) if o != seat)
    return math.tanh((mine - best) / 15.0)
