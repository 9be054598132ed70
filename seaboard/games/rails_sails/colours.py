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

SEAT_CUES: Final = ("disc", "triangle", "square", "plus", "cross")
"""Per seat: the mark drawn on each of its claimed spaces and beside its name, so that seats
are told apart without telling colours apart (``rails_sails:cue_<name>`` names it)."""

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
    """Black or white, whichever reads better on ``colour``."""
    return DARK_INK if _luminance(colour) > DARK_ABOVE else LIGHT_INK


SEAT_INK: Final = tuple(ink_on(fill) for fill in PLAYER)
"""Per seat: the ink of its cue on its own colour."""
