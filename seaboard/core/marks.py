"""The seats' marks (issue 32): a second cue besides a seat's colour, so that players who do not
tell colours apart still tell seats apart. Seat N's pieces carry mark ``SEAT_MARKS[N]``, drawn
upright in the ink that reads best on the piece's fill, and the seat's panel shows it in its
colour dot (``SeatPanel.mark``; the web table's ``panels.js`` draws the same shapes as
characters).

Standard library only: the games' pictures draw the marks.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

SEAT_MARKS: Final = (
    "disc",
    "triangle",
    "square",
    "plus",
    "cross",
    "diamond",
    "ring",
    "bar",
    "star",
)
"""Seat by seat: up to nine seats (Pirates) each have a mark of their own."""

LIGHT_INK, DARK_INK = "#ffffff", "#111111"
DARK_ABOVE: Final = 0.4
"""A fill whose relative luminance is above this takes dark ink: the rule of the web table's
``seats.js`` (``inkOn``), so a seat's mark looks the same on the board and in its panel."""


def _luminance(colour: str) -> float:
    """The WCAG relative luminance of a ``#rrggbb`` colour."""
    channels = [int(colour[i : i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def ink_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (a ``#rrggbb`` colour)."""
    return DARK_INK if _luminance(colour) > DARK_ABOVE else LIGHT_INK


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


def _diamond(x: float, y: float, r: float, ink: str) -> str:
    return (
        f'<path d="M{x:.1f} {y - r:.1f}L{x + r:.1f} {y:.1f}L{x:.1f} {y + r:.1f}'
        f'L{x - r:.1f} {y:.1f}Z" fill="{ink}"/>'
    )


def _ring(x: float, y: float, r: float, ink: str) -> str:
    return (
        f'<circle cx="{x:.1f}" cy="{y:.1f}" r="{r * 0.7:.1f}" fill="none" stroke="{ink}"'
        f' stroke-width="{r * 0.35:.1f}"/>'
    )


def _bar(x: float, y: float, r: float, ink: str) -> str:
    return (
        f'<rect x="{x - r:.1f}" y="{y - r * 0.3:.1f}" width="{2 * r:.1f}" height="{r * 0.6:.1f}"'
        f' fill="{ink}"/>'
    )


def _star(x: float, y: float, r: float, ink: str) -> str:
    inner = r * 0.45
    points = []
    for k in range(10):
        reach = r if k % 2 == 0 else inner
        dx, dy = _STAR_DIRECTIONS[k]
        points.append(f"{x + reach * dx:.1f},{y + reach * dy:.1f}")
    return f'<polygon points="{" ".join(points)}" fill="{ink}"/>'


_STAR_DIRECTIONS: Final = (
    (0.0, -1.0),
    (0.588, -0.809),
    (0.951, -0.309),
    (0.951, 0.309),
    (0.588, 0.809),
    (0.0, 1.0),
    (-0.588, 0.809),
    (-0.951, 0.309),
    (-0.951, -0.309),
    (-0.588, -0.809),
)
"""The ten points of a five-pointed star, clockwise from the top (sine and cosine of 36°
steps)."""

SHAPES: Final[dict[str, Callable[[float, float, float, str], str]]] = {
    "disc": _disc,
    "triangle": _triangle,
    "square": _square,
    "plus": _plus,
    "cross": _cross,
    "diamond": _diamond,
    "ring": _ring,
    "bar": _bar,
    "star": _star,
}


def seat_mark(seat: int) -> str:
    """The name of ``seat``'s mark."""
    return SEAT_MARKS[seat % len(SEAT_MARKS)]


def mark(seat: int, x: float, y: float, radius: float, fill: str) -> str:
    """``seat``'s mark centred on (``x``, ``y``), ``radius`` from its centre to its edge, in
    the ink that reads on ``fill`` (the piece's colour); it takes no clicks."""
    shape = SHAPES[seat_mark(seat)](x, y, radius, ink_on(fill))
    return f'<g class="cue" data-cue="{seat}" pointer-events="none">{shape}</g>'
