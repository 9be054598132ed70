"""The World map of Rails & Sails as a character picture for the terminal (seed 002, "Игровое
поле": cities joined by train routes over land and ship routes over the sea).

The map is drawn in an equirectangular projection ``TEXT_WIDTH`` columns wide. Each city is a
``•`` (``⚓`` once a harbor stands in it) with a short label from its name ("Lim" for Lima, "NY"
for New York); routes are drawn between cities where the picture has room: ``·`` a train route,
``~`` a ship route, the owner's seat number once claimed. Routes that leave one edge of the
board and come back at the other (``wrap``) are drawn to both edges.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from seaboard.core.textview import TEXT_WIDTH
from seaboard.games.rails_sails.data import City, Route, WorldMap

HEIGHT: Final = 18
"""Rows of the picture: about 6.8 degrees of latitude a row."""
NORTH: Final = 72.0
SOUTH: Final = -44.0
CITY: Final = "•"
HARBOR: Final = "⚓"
TRAIN_TRACK: Final = "·"
SEA_LANE: Final = "~"


def city_label(name: str) -> str:
    """A short label: the first three letters of a one-word name ("Lim"), the initials of the
    longer words of a name of several ("NY", "LA", "DES"; "Rio de Janeiro" is "RJ")."""
    words = name.replace("-", " ").split()
    if len(words) == 1:
        return name[:3]
    initials = [word[0].upper() for word in words if len(word) > 2 or word[0].isupper()]
    return "".join(initials[:3])


def city_labels(names: Sequence[str]) -> list[str]:
    """``city_label`` of each name, lengthened letter by letter where two would be alike."""
    labels = [city_label(name) for name in names]
    for index, label in enumerate(labels):
        clash = [i for i, other in enumerate(labels) if other == label and i != index]
        if clash:
            for i in [index, *clash]:
                compact = names[i].replace(" ", "").replace("-", "")
                labels[i] = compact[: len(label) + 1]
    return labels


def _position(city: City) -> tuple[int, int]:
    x = round((city.lon + 180.0) / 360.0 * (TEXT_WIDTH - 1))
    y = round((NORTH - city.lat) / (NORTH - SOUTH) * (HEIGHT - 1))
    return min(max(x, 0), TEXT_WIDTH - 1), min(max(y, 0), HEIGHT - 1)


class Canvas:
    """A grid of characters; a cell once written by a city or a label is never overwritten."""

    def __init__(self) -> None:
        self.rows = [[" "] * TEXT_WIDTH for _ in range(HEIGHT)]
        self.fixed: set[tuple[int, int]] = set()

    def free(self, x: int, y: int, length: int = 1) -> bool:
        return (
            0 <= y < HEIGHT
            and x >= 0
            and x + length <= TEXT_WIDTH
            and all((x + i, y) not in self.fixed for i in range(length))
        )

    def put(self, x: int, y: int, text: str, fixed: bool = True) -> None:
        for i, char in enumerate(text):
            if self.free(x + i, y):
                self.rows[y][x + i] = char
                if fixed:
                    self.fixed.add((x + i, y))

    def text(self) -> list[str]:
        return ["".join(row).rstrip() for row in self.rows]


def _place_cities(canvas: Canvas, world: WorldMap) -> list[tuple[int, int]]:
    """Every city's cell: its projected position, or the nearest free one."""
    spots = []
    for city in world.cities:
        x, y = _position(city)
        for dx, dy in ((0, 0), (1, 0), (-1, 0), (0, 1), (0, -1), (2, 0), (-2, 0), (1, 1), (-1, -1)):
            if canvas.free(x + dx, y + dy):
                x, y = x + dx, y + dy
                break
        canvas.fixed.add((x, y))
        spots.append((x, y))
    return spots


def _place_labels(canvas: Canvas, spots: list[tuple[int, int]], labels: list[str]) -> None:
    """Each label beside its city: right, left, above, below (skipped where none is free)."""
    for (x, y), label in zip(spots, labels, strict=True):
        width = len(label)
        for lx, ly in ((x + 1, y), (x - width, y), (x, y - 1), (x, y + 1), (x - width + 1, y - 1)):
            if canvas.free(lx, ly, width):
                canvas.put(lx, ly, label)
                break


def _line(a: tuple[int, int], b: tuple[int, int]) -> list[tuple[int, int]]:
    """The cells strictly between two cells, one per step of the longer axis."""
    steps = max(abs(b[0] - a[0]), abs(b[1] - a[1]))
    return [
        (
            round(a[0] + (b[0] - a[0]) * i / steps),
            round(a[1] + (b[1] - a[1]) * i / steps),
        )
        for i in range(1, steps)
    ]


def _route_cells(route: Route, spots: list[tuple[int, int]]) -> list[tuple[int, int]]:
    a, b = spots[route.a], spots[route.b]
    if not route.wrap:
        return _line(a, b)
    shift = TEXT_WIDTH if a[0] > b[0] else -TEXT_WIDTH
    return _line(a, (b[0] + shift, b[1])) + _line((a[0] - shift, a[1]), b)


def draw(
    world: WorldMap, owners: Sequence[int], harbors: Sequence[int], names: Sequence[str]
) -> list[str]:
    """The map's lines: ``owners[r]`` is route r's seat (-1 unclaimed), ``harbors[c]`` city
    c's harbor seat (-1 none), ``names`` the cities' names in the reader's language."""
    canvas = Canvas()
    spots = _place_cities(canvas, world)
    for index, (x, y) in enumerate(spots):
        canvas.rows[y][x] = HARBOR if harbors[index] >= 0 else CITY
    _place_labels(canvas, spots, city_labels(names))
    # claimed routes last, so that their seat numbers win over the tracks they cross
    order = sorted(range(len(world.routes)), key=lambda r: owners[r] >= 0)
    for index in order:
        route = world.routes[index]
        owner = owners[index]
        mark = str(owner + 1) if owner >= 0 else SEA_LANE if route.ship else TRAIN_TRACK
        for x, y in _route_cells(route, spots):
            canvas.put(x, y, mark, fixed=False)
    return canvas.text()
