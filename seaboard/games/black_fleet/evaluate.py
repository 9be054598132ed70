"""A greedy evaluation of Black Fleet positions for the bots (public facts only).

Progress toward the victory card is what wins: doubloons, plus what was already paid for
revealed development and victory cards (with a small premium, so buying is preferred to
hoarding), plus what the ships are on their way to earn: cargo valued at the best port that
buys it less a little per area still to sail, a treasure valued at the best beach in reach, a
pirate without treasure drawn toward enemy merchants, minus the risk of enemy pirates next to
the merchant. The value is the seat's progress against the best opponent's, squashed into
[-1, 1]. Distances are sea steps, precomputed once per board.

A turn is many small moves, so the value looks ahead within the turn: in its ships phase a
ship counts as already as near as the steps it has left can take it (ending the phase early
forfeits them), and the fortune hand counts the draws and discards the played movement card
still owes. Without this a search that resolves the end-of-turn draws saw a jump of 0.8 a
fortune card and learnt to end every turn at once.
"""

from __future__ import annotations

import math
from collections import deque
from typing import TYPE_CHECKING

from seaboard.games.black_fleet.components import SEA
from seaboard.games.black_fleet.movement import remaining
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE
from seaboard.games.black_fleet.state import DISCARD, DRAW_F, DRAW_M, LUCKY, SHIPS

if TYPE_CHECKING:
    from seaboard.games.black_fleet.components import Components
    from seaboard.games.black_fleet.state import BlackFleetState

STEP_COST = 0.35
"""Doubloons a ship loses per area it still cannot cover this turn."""
NEAR = 0.05
"""A small pull toward the target even when the steps left this turn would cover it."""
SCALE = 15.0
"""Doubloons of lead worth tanh(1) = 0.76 (5 was tried: no clear change for MCTS, whose
weak spot here is its exploration constant; greedy ignores any monotone rescaling)."""
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


def _steps_left(st: BlackFleetState, seat: int, slot: int) -> int:
    """Steps ``seat``'s ship ``slot`` may still take in the ships phase of its own turn (a
    ship that could still sail there this turn is as good as there: ending early forfeits
    them, and a short search sees the whole turn's worth)."""
    if seat != st.seat or st.phase not in (SHIPS, LUCKY) or st.t.done[slot]:
        return 0
    return max(0, remaining(st, slot))


def _distance_cost(distance: int, left: int) -> float:
    return STEP_COST * max(0, distance - left) + NEAR * distance


def _ships_value(st: BlackFleetState, seat: int) -> float:
    comp = st.comp
    ports, beaches = _tables(comp)
    value = 0.0
    area = st.mpos[seat]
    if area >= 0 and st.mcnt[seat]:
        colour = st.mcol[seat]
        left = _steps_left(st, seat, MERCHANT)
        best = 0.0
        for j, port in enumerate(comp.ports):
            price = port.buys[colour]
            if price:
                best = max(best, price * st.mcnt[seat] - _distance_cost(ports[j][area], left))
        value += max(best, 0.0)
        for o in range(st.num_players):
            if o != seat and st.pcargo[o] < 0 and st.ppos[o] in comp.adj[area]:
                value -= 1.5
    area = st.ppos[seat]
    if area >= 0:
        left = _steps_left(st, seat, PIRATE)
        if st.pcargo[seat] >= 0:
            value += max(
                max(
                    v - _distance_cost(table[area], left)
                    for v, table in zip((3, 4, 6), beaches, strict=True)
                ),
                1.0,
            )
        else:
            near = [
                _distances_cached(comp, st.mpos[o])[area]
                for o in range(st.num_players)
                if o != seat and st.mpos[o] >= 0 and st.mcnt[o]
            ]
            if near:
                reach = max(0, min(near) - 1 - left)  # steps short of a robbery
                value += max(0.0, 1.5 - 0.2 * reach - NEAR * min(near))
    return value


def _fortune_hand(st: BlackFleetState, seat: int) -> int:
    """The seat's fortune hand once this turn's pending draws and discards are done (so a
    search that resolves the draws and one that does not see the same value)."""
    hand = len(st.fhand[seat])
    if seat != st.seat:
        return hand
    t = st.t
    if st.phase == DISCARD:
        return hand - t.fdiscard
    if st.phase in (SHIPS, LUCKY):
        hand, forced = hand + (0, 1, 2, 0)[t.bottom], 1 if t.bottom == 3 else 0
    elif st.phase in (DRAW_M, DRAW_F):
        hand, forced = hand + t.fdraw, t.fdiscard
    else:
        return hand
    return min(3, hand - min(forced, hand))


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
    return st.money[seat] + paid + _ships_value(st, seat) + 0.8 * _fortune_hand(st, seat)


def evaluate(st: BlackFleetState, seat: int) -> float:
    if st.is_terminal():
        return st.returns()[seat]
    mine = progress(st, seat)
    best = max(progress(st, o) for o in range(st.num_players) if o != seat)
    return math.tanh((mine - best) / SCALE)
