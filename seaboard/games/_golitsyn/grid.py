"""The square grid: cell names, the 8 compass directions, speeds by course and lines of fire.

Seed 004, 4.3 (8 rhumbs; 3/3/2/1/0 cells by the angle between course and downwind), 6.1 and
6.6 (ranges and the line between cell centres), RULINGS "Golitsyn" (range squares).
"""

from __future__ import annotations

from functools import cache
from itertools import pairwise
from typing import Final

from seaboard.core.notation import is_ascii_number

DIRECTIONS: Final = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")
"""The 8 rhumbs clockwise from north; a direction is its index here."""
DIRECTIONS_RU: Final = ("N", "NO", "O", "SO", "S", "SW", "W", "NW")
"""The rhumbs as the seed and the magazine's spinner print them (O = east, German style)."""
DIRECTION_INDEX: Final = {
    **{name: index for index, name in enumerate(DIRECTIONS)},
    **{name: index for index, name in enumerate(DIRECTIONS_RU)},
}
"""Notation accepts both spellings (NE or NO, E or O, SE or SO)."""
DELTAS: Final = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
"""(dx, dy) of each direction; y grows downwards (row 1 is the top of the map)."""

SPEED_BY_TURN: Final = (3, 3, 2, 1, 0)
"""Cells a sailing ship may go by the angle between course and downwind in steps of 45
degrees: running and broad reach 3, wind abeam 2, close-hauled 1, into the wind 0 (seed 4.3)."""


def opposite(direction: int) -> int:
    return (direction + 4) % 8


def speed(course: int, downwind: int) -> int:
    """The most cells a ship may sail on ``course`` when the wind blows towards ``downwind``."""
    turn = abs(course - downwind) % 8
    return SPEED_BY_TURN[min(turn, 8 - turn)]


SPEEDS: Final = tuple(tuple(speed(course, down) for course in range(8)) for down in range(8))
"""``SPEEDS[downwind][course]``: the table of ``speed``."""


def column_name(x: int) -> str:
    """Spreadsheet-style column letters: 0 -> A, 25 -> Z, 26 -> AA."""
    name = ""
    x += 1
    while x:
        x, rest = divmod(x - 1, 26)
        name = chr(65 + rest) + name
    return name


def cell_name(x: int, y: int) -> str:
    """A cell's name: column letters and row number from 1 at the top, e.g. ``K12``."""
    return f"{column_name(x)}{y + 1}"


def parse_cell_name(text: str) -> tuple[int, int] | None:
    """``K12`` -> (10, 11); None when ``text`` is not a cell name."""
    letters = ""
    index = 0
    while index < len(text) and text[index].isalpha() and text[index].isascii():
        letters += text[index].upper()
        index += 1
    digits = text[index:]
    if not letters or not is_ascii_number(digits) or digits.startswith("0"):
        return None
    x = 0
    for char in letters:
        x = x * 26 + (ord(char) - 64)
    return x - 1, int(digits) - 1


@cache
def crossed_offsets(dx: int, dy: int) -> tuple[tuple[int, int], ...]:
    """The cells (as offsets from the shooter) whose inside the straight line between the
    centres of the shooter's cell and the cell at (dx, dy) passes through, both ends excluded.

    The seed settles disputes by this line (6.6). A line that only touches a cell's corner
    (a diagonal shot) does not cross it.
    """
    if (dx, dy) == (0, 0):
        return ()
    events = {0.0, 1.0}
    for span in (dx, dy):
        if span:
            # The centre is at 0.5; grid lines at 0, +-1, ... relative to the cell origin.
            for k in range(-abs(span) - 1, abs(span) + 2):
                t = (k - 0.5) / span
                if 0.0 < t < 1.0:
                    events.add(t)
    times = sorted(events)
    cells: list[tuple[int, int]] = []
    for start, end in pairwise(times):
        middle = (start + end) / 2
        cx = int((0.5 + dx * middle) // 1)
        cy = int((0.5 + dy * middle) // 1)
        if (cx, cy) not in ((0, 0), (dx, dy)) and (cx, cy) not in cells:
            cells.append((cx, cy))
    return tuple(cells)
