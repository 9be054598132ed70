"""The seats' figure colours (seed 000, "Комплект игры": each player's figures in a colour),
shared by the board picture and the seat panels so both show a seat in one colour."""

from __future__ import annotations

from typing import Final

SEAT_COLOURS: Final = (
    ("#c0392b", "red"),
    ("#2471a3", "blue"),
    ("#229954", "green"),
    ("#d68910", "orange"),
    ("#7d3c98", "purple"),
)
"""Per seat: the CSS fill of its figures and the ``core:colour_<name>`` key of its name."""
