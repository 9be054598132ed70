"""The options Pirates and Capture of Colonies share (seed 004: 4.2 storms, 6.4 shooting,
6.5 repair), each a fresh dataclass field for the game's own ``Options``."""

from __future__ import annotations

from typing import Any

from seaboard.core.options import option


def storm_cells() -> Any:
    """How far a storm drives a ship (4.2 and its note)."""
    return option(
        1,
        "Cells a storm drives a ship downwind (4: the variant of the note to 4.2)",
        "На сколько клеток шторм сносит корабль (4: вариант из примечания к 4.2)",
        choices=(1, 4),
    )


def repair() -> Any:
    """Repair as the player's order or by itself (6.5 «могут чиниться»)."""
    return option(
        "choice",
        "Repair (6.5): the player orders it as a move, or it starts by itself when a damaged"
        " ship ends its turn in a repair port",
        "Ремонт (п. 6.5): игрок назначает его ходом или он начинается сам, когда раненый"
        " корабль заканчивает ход в порту для ремонта",
        choices=("choice", "automatic"),
    )


def shoot_and_move() -> Any:
    """A volley and a move in one turn (6.4 «стрелять можно как до хода корабля, так и после»)."""
    return option(
        False,
        "A turn may hold a volley and a move, the volley before or after the move (seed 6.4)",
        "За ход можно и стрелять, и ходить: залп до хода или после него (п. 6.4)",
    )
