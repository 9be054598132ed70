"""The seats' colours of the Golitsyn games: their ships and colonies on the map, the seat
panels and the log name them (``words.seat_colours``)."""

from __future__ import annotations

COLOURS = (
    "#c0392b",
    "#2c3e50",
    "#27ae60",
    "#8e44ad",
    "#d35400",
    "#16a085",
    "#7f8c8d",
    "#f1c40f",
    "#2980b9",
)


def seat_fill(seat: int) -> str:
    """The CSS colour of ``seat``'s ships and colonies (the seat's colour on the table)."""
    return COLOURS[seat % len(COLOURS)]
