"""Colours of Rails & Sails pieces (seed 002, "Комплект игры"): the players' markers and the
card colours, shared by the board picture, the payment pictures of the table page and the seat
panels so a seat and a card look the same everywhere."""

from __future__ import annotations

from typing import Final

SEAT_COLOURS: Final = (
    ("#e74c3c", "red"),
    ("#f4d03f", "yellow"),
    ("#2ecc71", "green"),
    ("#3498db", "blue"),
    ("#17202a", "black"),
)
"""Per seat: the CSS fill of its markers and harbours and the name of the colour."""

PLAYER: Final = tuple(fill for fill, _ in SEAT_COLOURS)

FILL: Final = {
    "purple": "#8e44ad",
    "yellow": "#f1c40f",
    "green": "#27ae60",
    "red": "#c0392b",
    "black": "#2c3e50",
    "white": "#fdfefe",
    "gray": "#a6acaf",
}
"""The card and route colours of the map."""
