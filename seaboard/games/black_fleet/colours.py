"""The colours of Black Fleet's pieces: one constant for the board, its panel and the table's
seat colours (``GameSpec.seat_colours``), so they always agree."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from seaboard.games.black_fleet.state import BlackFleetState

FLEET_FILL = {"black": "#1b1b1b", "white": "#f4f4f4", "orange": "#e67e22", "teal": "#16a085"}
"""A fleet's colour (seed 001: the fleets are black, white, orange and teal)."""
NAVY_FILL = ("#f5d000", "#7d3cb5")
"""The yellow and purple navy ships."""


def seat_fill(st: BlackFleetState, seat: int) -> str:
    """The CSS colour of ``seat``'s fleet (the seat's colour everywhere on the table)."""
    return FLEET_FILL[st.colour_of(seat)]
