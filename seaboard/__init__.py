"""Seaboard: rules-exact engines, bots, a web table and a lab for six nautical board games.

>>> import seaboard
>>> spec = seaboard.get_game("cartagena")
>>> state = spec.new_state(2)
"""

from seaboard.core import (
    CHANCE,
    TERMINAL,
    GameSpec,
    IllegalMoveError,
    InvalidCodeError,
    InvalidDataError,
    InvalidMoveError,
    InvalidOptionsError,
    Move,
    Outcome,
    RecordError,
    SeaboardError,
    State,
    get_game,
    list_games,
)

__all__ = [
    "CHANCE",
    "TERMINAL",
    "GameSpec",
    "IllegalMoveError",
    "InvalidCodeError",
    "InvalidDataError",
    "InvalidMoveError",
    "InvalidOptionsError",
    "Move",
    "Outcome",
    "RecordError",
    "SeaboardError",
    "State",
    "get_game",
    "list_games",
]
