"""The seats' pirate colours (seed 003, "Комплект игры": a colour per player), shared by
the board picture and the seat panels so both show a seat in one colour."""

from __future__ import annotations

from typing import Final

SEAT_COLOURS: Final = (
    ("#d62728", "red"),
    ("#1f77b4", "blue"),
    ("#2ca02c", "green"),
    ("#e6b800", "yellow"),
    ("#9467bd", "purple"),
)
"""Per seat: the CSS fill of its pirates and the ``core:colour_<name>`` key of its name."""
