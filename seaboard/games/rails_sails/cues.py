"""The second cue of a seat (issue 32): a mark drawn upright on every space of a route the
seat has claimed (seed 002, "Постройка перегона": the player's markers are set on the route's
spaces) and beside the seat's name, so that seats are told apart by shape as well as by
colour (five marker colours, four of them also route colours).

A mark is a small shape in the ink that reads best on the seat's colour: a disc, a triangle, a
square, a plus or a cross (``colours.SEAT_CUES``). It is never rotated with its space, so a plus
stays a plus and a cross a cross on routes of every direction.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from seaboard.games.rails_sails.colours import PLAYER, SEAT_CUES, SEAT_INK


def _disc(x: float, y: float, r: float, ink: str) -> str:
    return f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r * 0.8:.1f}" fill="{ink}"/>'


def _triangle(x: float, y: float, r: float, ink: str) -> str:
    return (
        f'<path d="M{x:.1f} {y - r:.1f}L{x + r:.1f} {y + r * 0.8:.1f}H{x - r:.1f}Z" fill="{ink}"/>'
    )


def _square(x: float, y: float, r: float, ink: str) -> str:
    side = r * 1.5
    return (
        f'<rect x="{x - side / 2:.1f}" y="{y - side / 2:.1f}" width="{side:.1f}"'
        f' height="{side:.1f}" fill="{ink}"/>'
    )


def _plus(x: float, y: float, r: float, ink: str) -> str:
    return (
        f'<path d="M{x - r:.1f} {y:.1f}H{x + r:.1f}M{x:.1f} {y - r:.1f}V{y + r:.1f}"'
        f' stroke="{ink}" stroke-width="{r * 0.6:.1f}"/>'
    )


def _cross(x: float, y: float, r: float, ink: str) -> str:
    d = r * 0.8
    return (
        f'<path d="M{x - d:.1f} {y - d:.1f}L{x + d:.1f} {y + d:.1f}M{x - d:.1f} {y + d:.1f}'
        f'L{x + d:.1f} {y - d:.1f}" stroke="{ink}" stroke-width="{r * 0.55:.1f}"/>'
    )


SHAPES: Final[dict[str, Callable[[float, float, float, str], str]]] = {
    "disc": _disc,
    "triangle": _triangle,
    "square": _square,
    "plus": _plus,
    "cross": _cross,
}


def cue_mark(seat: int, x: float, y: float, radius: float) -> str:
    """``seat``'s mark centred on (``x``, ``y``), ``radius`` from its centre to its edge, in
    the ink of the seat's colour; tagged ``data-cue`` with the seat."""
    shape = SHAPES[SEAT_CUES[seat]](x, y, radius, SEAT_INK[seat])
    return f'<g class="cue" data-cue="{seat}" pointer-events="none">{shape}</g>'


def cue_swatch(seat: int, x: float, y: float, size: float) -> str:
    """A claimed space as the legend shows it beside a seat's name: a square of ``size`` in
    the seat's colour, outlined, with the seat's mark; centred on (``x``, ``y``)."""
    half = size / 2
    return (
        f'<rect x="{x - half:.1f}" y="{y - half:.1f}" width="{size:.1f}" height="{size:.1f}"'
        f' rx="2" fill="{PLAYER[seat]}" stroke="#000" stroke-width="1.5" data-seat="{seat}"/>'
        + cue_mark(seat, x, y, size * 0.32)
    )
