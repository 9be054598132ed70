"""Networks, tickets, tours, harbors and the final score (seed 002, "Взятие карт маршрутов",
"Маршруты-Путешествия", "Постройка Гавани", "Конец игры"; RULINGS.md: tours, harbors).
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from dataclasses import dataclass

from seaboard.games.rails_sails.data import Ticket, WorldMap


def network(world: WorldMap, owner: Sequence[int], seat: int) -> list[list[int]]:
    """For each city, the cities next to it along the routes ``seat`` has claimed."""
    links: list[list[int]] = [[] for _ in world.cities]
    for route in world.routes:
        if owner[route.index] == seat:
            links[route.a].append(route.b)
            links[route.b].append(route.a)
    return links


def components(links: list[list[int]]) -> list[int]:
    """A component label per city (cities joined by the network share a label)."""
    label = [-1] * len(links)
    for start in range(len(links)):
        if label[start] >= 0:
            continue
        label[start] = start
        stack = [start]
        while stack:
            city = stack.pop()
            for other in links[city]:
                if label[other] < 0:
                    label[other] = start
                    stack.append(other)
    return label


def _joined_avoiding(links: list[list[int]], start: int, goal: int, avoid: set[int]) -> bool:
    """A path from ``start`` to ``goal`` through no city of ``avoid`` (other than the ends)."""
    seen = {start}
    stack = [start]
    while stack:
        city = stack.pop()
        for other in links[city]:
            if other == goal:
                return True
            if other in seen or other in avoid:
                continue
            seen.add(other)
            stack.append(other)
    return False


def ticket_result(ticket: Ticket, links: list[list[int]], label: list[int]) -> tuple[int, str]:
    """Points of one ticket and how: 'done', 'in order', 'any order' or 'failed'.

    A tour is in order when each consecutive pair of its cities is joined by a path through no
    other city of the tour; any order when all its cities are joined (RULINGS.md).
    """
    cities = ticket.cities
    if len({label[city] for city in cities}) != 1:
        return ticket.penalty, "failed"
    if not ticket.is_tour:
        return ticket.points, "done"
    tour = set(cities)
    for a, b in itertools.pairwise(cities):
        if not _joined_avoiding(links, a, b, tour - {a, b}):
            return ticket.any_points, "any order"
    return ticket.points, "in order"


@dataclass(frozen=True, slots=True)
class SeatScore:
    routes: int
    exchange: int
    tickets: int
    harbors: int
    unbuilt: int
    ticket_lines: tuple[tuple[int, int, str], ...]
    harbor_lines: tuple[tuple[int, int, int], ...]
    """(city, completed tickets naming it, points)."""

    @property
    def total(self) -> int:
        return self.routes + self.exchange + self.tickets + self.harbors + self.unbuilt


def score_seat(
    world: WorldMap,
    owner: Sequence[int],
    harbor: Sequence[int],
    seat: int,
    tickets: Sequence[int],
    route_points: int,
    exchanged: int,
    harbors_total: int,
) -> SeatScore:
    """The final score of ``seat``: routes, exchange penalty, tickets, harbors, unbuilt harbors."""
    links = network(world, owner, seat)
    label = components(links)
    lines = []
    completed: list[Ticket] = []
    for tid in tickets:
        ticket = world.tickets[tid]
        points, how = ticket_result(ticket, links, label)
        lines.append((tid, points, how))
        if how != "failed":
            completed.append(ticket)
    harbor_lines = []
    built = 0
    for city, holder in enumerate(harbor):
        if holder != seat:
            continue
        built += 1
        count = sum(1 for ticket in completed if city in ticket.cities)
        table = world.harbor_score
        harbor_lines.append((city, count, table[min(count, len(table) - 1)]))
    return SeatScore(
        routes=route_points,
        exchange=exchanged * world.exchange_penalty,
        tickets=sum(points for _, points, _ in lines),
        harbors=sum(points for _, _, points in harbor_lines),
        unbuilt=(harbors_total - built) * world.unbuilt_harbor_penalty,
        ticket_lines=tuple(lines),
        harbor_lines=tuple(harbor_lines),
    )


SOURCES = ("routes", "tickets won", "tickets lost", "harbors", "unbuilt harbors", "exchanges")
"""The sources of a final score, in ``points_by_source`` order (seed 002, "Конец игры")."""


def points_by_source(score: SeatScore) -> dict[str, int]:
    """A seat's final points by ``SOURCES``: they add up to ``score.total``."""
    won = sum(points for _, points, how in score.ticket_lines if how != "failed")
    return {
        "routes": score.routes,
        "tickets won": won,
        "tickets lost": score.tickets - won,
        "harbors": score.harbors,
        "unbuilt harbors": score.unbuilt,
        "exchanges": score.exchange,
    }
