"""The error classes of the core contract (DESIGN.md, "The core contract": Errors).

Every error carries a message a player can read; none of them leaves a state half-changed.
"""

from __future__ import annotations


class SeaboardError(Exception):
    """Base of every error Seaboard raises on purpose."""


class InvalidMoveError(SeaboardError, ValueError):
    """A move's text cannot be parsed: unknown word, wrong argument, malformed notation."""


class IllegalMoveError(SeaboardError, ValueError):
    """A move parses but is not legal in the current position."""


class InvalidOptionsError(SeaboardError, ValueError):
    """Game options or a player count that the game does not accept."""


class InvalidDataError(SeaboardError, ValueError):
    """Component data (cards, boards, maps) that fails validation."""


class InvalidCodeError(SeaboardError, ValueError):
    """A position code that cannot be read back into a state."""


class RecordError(SeaboardError, ValueError):
    """A game record that cannot be read or replayed; names the line where it went wrong."""

    def __init__(self, message: str, line: int | None = None) -> None:
        self.line = line
        super().__init__(f"line {line}: {message}" if line is not None else message)
