"""Greedy evaluation (``spec.evaluate``): the score so far plus the expected value of the kept
tickets, planned as shortest paths over the map (seed 002: tickets, harbors, final score).

Own routes cost nothing, free routes cost their length, routes of others (and a double route
closed by the 2-3 player rule, or a route longer than the markers left) are blocked. Each kept
ticket counts as penalty + (points - penalty) x its chance of completion, which falls with the
spaces still to claim relative to the ticket's own length (0 when blocked, beyond the markers
left, or, once the end is triggered, needing more claims than the seat has turns). Cards in
hand that could pay planned routes, or go toward a harbor, add a little; markers the plan
lacks cost like exchanges; built harbors count the bonus of the tickets naming their city,
unbuilt ones their penalty; drawing tickets costs unless every kept ticket is done. Only what
``seat`` may know is used: its own tickets and hand and the public board.
"""

from __future__ import annotations

import heapq
import itertools
import math
from typing import TYPE_CHECKING

from seaboard.games.rails_sails.cards import ANCHOR, DOUBLE, NCOL, PLAIN, SINGLE, WILD
from seaboard.games.rails_sails.data import WorldMap
from seaboard.games.rails_sails.state import PENDING

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

HAND_WEIGHT = 1.0
"""Points per space of a planned route that the hand could already pay."""
SCALE = 1.25
MIN_SCALE = 6.0
"""A ticket's progress is measured against max(MIN_SCALE, SCALE x its empty-board length)."""
PROGRESS_WEIGHT = 0.85
"""The share of a ticket's swing (points - penalty) credited before it is complete."""
SHORTFALL_WEIGHT = 1.0
"""Points per marker the plan lacks of a kind (beyond a reserve above the end trigger)."""
HARBOR_CARD_WEIGHT = 2.0
"""Points per card in hand toward a harbor, while harbors remain to build."""
TICKET_DRAW_GAIN = 2.0
TICKET_DRAW_COST = 8.0
FRESH_MARKERS = 15
"""Drawing tickets is judged before they are seen: a small gain with every kept ticket done
and at least FRESH_MARKERS markers (and turns) left, else a cost."""


def route_costs(state: RailsSailsState, seat: int) -> list[float]:
    """Cost of each route for ``seat``: 0 own, its length if it may still be claimed, inf."""
    return _board(state, seat)[0]


def _costs(state: RailsSailsState, seat: int) -> list[float]:
    costs = []
    trains, ships = state.trains[seat], state.ships[seat]
    for route in state.world.routes:
        owner = state.owner[route.index]
        if owner == seat:
            costs.append(0.0)
        elif owner >= 0 or (ships if route.ship else trains) < route.length:
            costs.append(math.inf)
        elif (
            route.twin >= 0
            and state.owner[route.twin] >= 0
            and (state.owner[route.twin] == seat or state.num_players <= 3)
        ):
            costs.append(0.0 if state.owner[route.twin] == seat else math.inf)
        else:
            costs.append(float(route.length))
    return costs


def shortest(world: WorldMap, costs: list[float], start: int) -> tuple[list[float], list[int]]:
    """Dijkstra from ``start``: the distance to each city and the route that reaches it."""
    dist = [math.inf] * len(world.cities)
    via = [-1] * len(world.cities)
    dist[start] = 0.0
    heap = [(0.0, start)]
    while heap:
        d, city = heapq.heappop(heap)
        if d > dist[city]:
            continue
        for index, other in world.adjacency[city]:
            nd = d + costs[index]
            if nd < dist[other]:
                dist[other] = nd
                via[other] = index
                heapq.heappush(heap, (nd, other))
    return dist, via


def distances(world: WorldMap, costs: list[float], start: int) -> list[float]:
    """Dijkstra from ``start`` over the map with the given route costs."""
    return shortest(world, costs, start)[0]


def ticket_plan(
    world: WorldMap, costs: list[float], cities: tuple[int, ...]
) -> tuple[float, list[int]]:
    """Spaces still to claim to join the cities in order (a tour: leg by leg), and the routes
    still to claim on those shortest paths."""
    total = 0.0
    routes: list[int] = []
    for a, b in itertools.pairwise(cities):
        dist, via = shortest(world, costs, a)
        total += dist[b]
        if math.isinf(dist[b]):
            continue
        city = b
        while city != a:
            index = via[city]
            if costs[index] > 0:
                routes.append(index)
            route = world.routes[index]
            city = route.a if route.b == city else route.b
    return total, routes


def ticket_distance(world: WorldMap, costs: list[float], cities: tuple[int, ...]) -> float:
    """Spaces still to claim to join the cities in order (a tour: leg by leg)."""
    return ticket_plan(world, costs, cities)[0]


def hand_fit(world: WorldMap, hand: list[int], routes: set[int]) -> float:
    """How many spaces of the planned routes the hand could pay (each route on its own)."""
    wild = hand[WILD]
    total = 0.0
    for index in routes:
        route = world.routes[index]
        colours = range(NCOL) if route.color < 0 else (route.color,)
        if route.pairs:
            cover = sum(hand[:SINGLE]) // 2
        elif route.ship:
            cover = max(hand[SINGLE + c] + 2 * hand[DOUBLE + c] for c in colours) + wild
        else:
            cover = max(hand[PLAIN + c] + hand[ANCHOR + c] for c in colours) + wild
        total += min(cover, route.length)
    return total


_BASE: dict[int, tuple[WorldMap, dict[int, float]]] = {}


def _base_distances(world: WorldMap) -> dict[int, float]:
    """Each ticket's spaces on the empty board (its scale for progress), once per map."""
    entry = _BASE.get(id(world))
    if entry is None or entry[0] is not world:
        costs = [float(route.length) for route in world.routes]
        found = {tid: ticket_distance(world, costs, t.cities) for tid, t in world.tickets.items()}
        entry = _BASE[id(world)] = (world, found)
    return entry[1]


def completion(distance: float, base: float, markers: int) -> float:
    """A rough chance to complete a ticket ``distance`` spaces away (``base`` on the empty
    board) with ``markers`` left: 1 when done, 0 when out of reach, falling with distance
    relative to the ticket's own length (so every space of progress is worth about the same
    share of any ticket)."""
    if distance == 0:
        return 1.0
    if math.isinf(distance) or distance > markers:
        return 0.0
    scale = max(MIN_SCALE, SCALE * base)
    return max(0.0, 1.0 - distance / scale) * PROGRESS_WEIGHT


def harbor_bonus(world: WorldMap, expected: float) -> float:
    """The harbor bonus for ``expected`` completed tickets naming the city (interpolated)."""
    table = world.harbor_score
    low = min(int(expected), len(table) - 1)
    if low == len(table) - 1:
        return float(table[-1])
    return table[low] + (table[low + 1] - table[low]) * (expected - low)


def harbor_cards(hand: list[int]) -> int:
    """Cards toward one harbor (2 anchor trains + 2 single ships of a colour, wilds)."""
    best = max(min(2, hand[ANCHOR + c]) + min(2, hand[SINGLE + c]) for c in range(NCOL))
    return min(4, best + hand[WILD])


_PLANS: dict[tuple[int, tuple[float, ...]], dict[int, tuple[float, list[int]]]] = {}
_PLANS_MAX = 4096


def _plans(world: WorldMap, costs: list[float]) -> dict[int, tuple[float, list[int]]]:
    """The ticket plans already made for these route costs (searches and greedy one-step
    lookahead judge many positions with the same board)."""
    key = (id(world), tuple(costs))
    plans = _PLANS.get(key)
    if plans is None:
        if len(_PLANS) >= _PLANS_MAX:
            _PLANS.clear()
        _BASE_WORLDS[id(world)] = world  # keeps the id unique while the entry lives
        plans = _PLANS[key] = {}
    return plans


_BASE_WORLDS: dict[int, WorldMap] = {}
_BOARDS: dict[tuple[object, ...], tuple[list[float], dict[int, tuple[float, list[int]]]]] = {}


def _board(
    state: RailsSailsState, seat: int
) -> tuple[list[float], dict[int, tuple[float, list[int]]]]:
    """``seat``'s route costs and ticket plans for the board as it stands, made once per
    claimed routes and markers left (a search judges many positions that differ only in
    cards); the plans are shared by every board with the same costs (``_plans``: markers
    spent leave most costs as they were; one cache level instead of two measured 720 against
    850 iterations a CPU second). Neither may be changed by the caller."""
    key = (
        id(state.world),
        seat,
        state.num_players,
        state.trains[seat],
        state.ships[seat],
        tuple(state.owner),
    )
    found = _BOARDS.get(key)
    if found is None:
        if len(_BOARDS) >= _PLANS_MAX:
            _BOARDS.clear()
        costs = _costs(state, seat)
        found = _BOARDS[key] = (costs, _plans(state.world, costs))
    return found


def own_turns_left(state: RailsSailsState, seat: int) -> int:
    """Turns ``seat`` still gets once the end is triggered (the current one included);
    a large number before that."""
    if state.final_left < 0:
        return 1 << 20
    n = state.num_players
    return sum(1 for k in range(state.final_left) if (state.cur + k) % n == seat)


def estimate(state: RailsSailsState, seat: int) -> float:
    """Expected final points of ``seat`` from what it knows: points so far, each kept ticket
    by its chance of completion, harbors by the tickets naming their city, unbuilt harbors at
    their penalty, and cards in hand that fit the plan or a harbor."""
    world = state.world
    costs, plans = _board(state, seat)
    value = float(state.route_pts[seat] - state.exchanged[seat])
    markers = state.trains[seat] + state.ships[seat]
    base = _base_distances(world)
    planned: set[int] = set()
    naming = [0.0] * len(world.cities)
    turns_left = own_turns_left(state, seat)
    complete = True
    for tid in state.held[seat]:
        ticket = world.tickets[tid]
        found = plans.get(tid)
        if found is None:
            found = plans[tid] = ticket_plan(world, costs, ticket.cities)
        distance, routes = found
        chance = completion(distance, base[tid], markers)
        if len(routes) > turns_left:
            chance = 0.0  # the end is near: one claim a turn
        complete = complete and distance == 0
        value += ticket.penalty + (ticket.points - ticket.penalty) * chance
        planned.update(routes)
        for city in ticket.cities:
            naming[city] += chance
    value += HAND_WEIGHT * hand_fit(world, state.hands[seat], planned)
    # markers: the plan should fit without exchanges (1 point each) or an early end trigger
    need = [0, 0]
    for index in planned:
        route = world.routes[index]
        need[route.ship] += route.length
    spare = world.end_trigger_markers + 1
    value -= SHORTFALL_WEIGHT * (
        max(0, need[0] + spare - state.trains[seat]) + max(0, need[1] + spare - state.ships[seat])
    )
    if any(dest == PENDING + seat for _, dest in state.queue):
        # about to draw tickets: worth it only with every ticket done and markers to spare
        fresh = complete and markers >= FRESH_MARKERS and turns_left > FRESH_MARKERS
        value += TICKET_DRAW_GAIN if fresh else -TICKET_DRAW_COST
    harbors = world.setup["harbors"]
    for city, holder in enumerate(state.harbor):
        if holder == seat:
            value += harbor_bonus(world, naming[city])
    if state.built[seat] < harbors:
        value += (harbors - state.built[seat]) * world.unbuilt_harbor_penalty
        value += HARBOR_CARD_WEIGHT * harbor_cards(state.hands[seat])
    return value


def evaluate(state: RailsSailsState, seat: int) -> float:
    """A value in [-1, 1]: own estimate against the best public score of the others."""
    if state.phase == 5:
        return state.returns()[seat]
    mine = estimate(state, seat)
    others = [
        float(state.route_pts[p] - state.exchanged[p])
        for p in range(state.num_players)
        if p != seat
    ]
    return math.tanh((mine - max(others)) / 60.0)
