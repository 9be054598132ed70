"""Greedy evaluation (``spec.evaluate``): the score so far plus the expected value of the kept
tickets, planned as shortest paths over the map (seed 002: tickets, harbors, final score).

Own routes cost nothing, free routes cost their length, routes of others (and a double route
closed by the 2-3 player rule, or a route longer than the markers left) are blocked. A ticket
at distance 0 counts its points, an unreachable one its penalty, one in between a blend by
distance. Cards in hand that could pay routes on the planned paths add a little. Only what
``seat`` may know is used: its own tickets and hand and the public board.
"""

from __future__ import annotations

import heapq
import itertools
import math
from typing import TYPE_CHECKING

from seaboard.games.rails_sails.cards import ANCHOR, DOUBLE, NCOL, PLAIN, SINGLE, WILD
from seaboard.games.rails_sails.data import WorldMap

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

HORIZON = 16.0
"""Route spaces still to claim at which an open ticket is valued like a lost one."""
HAND_WEIGHT = 0.4
"""Points per space of a planned route that the hand could already pay."""


def route_costs(state: RailsSailsState, seat: int) -> list[float]:
    """Cost of each route for ``seat``: 0 own, its length if it may still be claimed, inf."""
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


def ticket_value(points: int, penalty: int, distance: float, markers: int = 1000) -> float:
    """Points when done, the penalty when out of reach (or beyond the markers left), a blend."""
    if distance == 0:
        return float(points)
    if math.isinf(distance) or distance > markers:
        return float(penalty)
    progress = max(0.0, 1.0 - distance / HORIZON)
    return penalty + (points - penalty) * progress * 0.8


def estimate(state: RailsSailsState, seat: int) -> float:
    """Expected final points of ``seat`` from what it knows."""
    world = state.world
    costs = route_costs(state, seat)
    value = float(state.route_pts[seat] - state.exchanged[seat])
    markers = state.trains[seat] + state.ships[seat]
    planned: set[int] = set()
    for tid in state.held[seat]:
        ticket = world.tickets[tid]
        distance, routes = ticket_plan(world, costs, ticket.cities)
        value += ticket_value(ticket.points, ticket.penalty, distance, markers)
        planned.update(routes)
    value += HAND_WEIGHT * hand_fit(world, state.hands[seat], planned)
    harbors = world.setup["harbors"]
    value += (harbors - state.built[seat]) * world.unbuilt_harbor_penalty * 0.5
    value += state.built[seat] * world.harbor_score[1]
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
