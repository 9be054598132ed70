"""Pirates' own moves: naming the treasure galleon and transferring the treasure.

Seed 004 part 1, 3.3 (the Spaniards secretly name the treasure galleon) and 7.3 (the treasure
may be moved between ships in adjacent cells, or a transfer feigned; the turn is lost).
RULINGS "Golitsyn": the secret is hidden from the pirates in views, logs and records.
"""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.errors import InvalidMoveError
from seaboard.core.move import Move
from seaboard.games._golitsyn.moves import parse_common, ship_id, split_words


@dataclass(frozen=True, slots=True)
class Treasure(Move):
    """Setup: the Spaniards write down the treasure galleon (seen by pirates as ``treasure ?``)."""

    ship: str

    def __str__(self) -> str:
        return f"treasure {self.ship}"


@dataclass(frozen=True, slots=True)
class Transfer(Move):
    """Move the treasure from ``source`` to ``dest`` (or only pretend: ``feint``)."""

    source: str
    dest: str
    feint: bool = False

    def __str__(self) -> str:
        return f"transfer {self.source} {self.dest}" + (" feint" if self.feint else "")


def parse(text: str) -> Move:
    """Read Pirates notation (``InvalidMoveError`` when it cannot)."""
    words = split_words(text)
    move = parse_common(words)
    if move is not None:
        return move
    head, args = words[0], words[1:]
    if head == "treasure" and len(args) == 1:
        return Treasure(ship_id(args[0]))
    if head == "transfer" and len(args) in (2, 3):
        if len(args) == 3 and args[2] != "feint":
            raise InvalidMoveError("a transfer is 'transfer SHIP SHIP' or '... feint'")
        return Transfer(ship_id(args[0]), ship_id(args[1]), len(args) == 3)
    raise InvalidMoveError(f"cannot read the move '{text}'")
