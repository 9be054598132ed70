"""The game-agnostic kernel: the contract every game implements and everything built on it."""

from seaboard.core.errors import (
    IllegalMoveError,
    InvalidCodeError,
    InvalidDataError,
    InvalidMoveError,
    InvalidOptionsError,
    RecordError,
    SeaboardError,
)
from seaboard.core.move import Move
from seaboard.core.outcome import Outcome
from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State

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
