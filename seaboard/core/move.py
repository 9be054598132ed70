"""Moves: frozen, hashable values with a text notation that round-trips.

A game's moves and its chance outcomes are both ``Move`` subclasses. ``str(move)`` is the
notation; ``GameSpec.parse_move(state, text)`` reads it back; ``to_json`` is the wire form.
"""

from __future__ import annotations

from typing import Any


class Move:
    """Base class of every move and chance outcome; subclasses are frozen dataclasses."""

    __slots__ = ()

    def to_json(self) -> dict[str, Any]:
        """The JSON form: the notation, which ``parse_move`` reads back."""
        return {"move": str(self)}
