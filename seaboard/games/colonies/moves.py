"""Capture of Colonies' own moves: unloading ammunition and a colony's return fire.

Seed 004 part 2, 3.3 (5 ammunition per ship, used to strengthen captured ports) and 7.2
(until a colony is free, the next player in turn fires for it). RULINGS "Golitsyn".
"""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.errors import InvalidMoveError
from seaboard.core.move import Move
from seaboard.games._golitsyn.moves import number, parse_common, ship_id, split_words, unit_id


@dataclass(frozen=True, slots=True)
class Unload(Move):
    """Put ``count`` ammunition from a ship into the own colony it lies in."""

    ship: str
    count: int

    def __str__(self) -> str:
        return f"unload {self.ship} {self.count}"


@dataclass(frozen=True, slots=True)
class PortFire(Move):
    """The next player fires for an unowned colony under attack at one of the attacker's ships."""

    port: str
    ship: str

    def __str__(self) -> str:
        return f"portfire {self.port} {self.ship}"


def parse(text: str) -> Move:
    """Read Colonies notation (``InvalidMoveError`` when it cannot)."""
    words = split_words(text)
    move = parse_common(words)
    if move is not None:
        return move
    head, args = words[0], words[1:]
    if head == "unload" and len(args) == 2:
        return Unload(ship_id(args[0]), number(args[1], "the ammunition"))
    if head == "portfire" and len(args) == 2:
        return PortFire(unit_id(args[0]), ship_id(args[1]))
    raise InvalidMoveError(f"cannot read the move '{text}'")
