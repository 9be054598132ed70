"""The second cue of a seat (issue 32): a mark drawn upright on every space of a route the
seat has claimed (seed 002, "Постройка перегона": the player's markers are set on the route's
spaces) and beside the seat's name, so that seats are told apart by shape as well as by
colour (five marker colours, four of them also route colours).

A mark is a small shape in the ink that reads best on the seat's colour: a disc, a triangle, a
square, a plus or a cross (``core.marks``). It is never rotated with its space, so a plus
stays a plus and a cross a cross on routes of every direction.
"""

from __future__ import annotations

from seaboard.core.marks import mark
from seaboard.games.rails_sails.colours import PLAYER


def cue_mark(seat: int, x: float, y: float, radius: float) -> str:
    """``seat``'s mark centred on (``x``, ``y``), ``radius`` from its centre to its edge, in
    the ink of the seat's colour; tagged ``data-cue`` with the seat."""
    return mark(seat, x, y, radius, PLAYER[seat])


def cue_swatch(seat: int, x: float, y: float, size: float) -> str:
    """A claimed space as the legend shows it beside a seat's name: a square of ``size`` in
    the seat's colour, outlined, with the seat's mark; centred on (``x``, ``y``)."""
    half = size / 2
    return (
        f'<rect x="{x - half:.1f}" y="{y - half:.1f}" width="{size:.1f}" height="{size:.1f}"'
        f' rx="2" fill="{PLAYER[seat]}" stroke="#000" stroke-width="1.5" data-seat="{seat}"/>'
        + cue_mark(seat, x, y, size * 0.32)
    )
