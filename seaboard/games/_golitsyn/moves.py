"""Moves and chance outcomes shared by Pirates and Capture of Colonies, with their notation.

A turn (seed 004, 1.4 / 1.3 and RULINGS "Golitsyn"): the player declares ``move`` or a shot,
then spins (chance ``spin X``). After a wind or (Pirates) a calm the player sails one ship at a
time (``sail SHIP DIR N``, ``row SHIP DIR``) and ends with ``done``. A shot is declared unit by
unit (seed 6.4: one ship or several at one target): ``shoot TARGET UNIT`` names the target and
the first firing ship or colony, ``also UNIT`` adds another one (later in the rules' unit order,
so each volley is declared one way only) and ``fire`` starts the spins. Setup: ``wind X`` (the
first prevailing wind) and ``first SEAT`` (who starts).

With option ``shoot_and_move`` (seed 6.4: "стрелять можно как до хода корабля, так и после") a
turn may hold one volley before ``move`` (then ``move`` or ``done``) or after the spin for the
wind (the volley then ends the turn). With option ``repair=choice``, the default (seed 6.5:
"могут чиниться"), ``repair SHIP`` starts the repair of a damaged ship lying in one of its own
repair ports, at the start of a turn.

Notation: ship ids are lower case (``g1``, ``b4``, ``a2``); port ids start with a capital
(``VC``, ``C7``); directions are N, NE, E, SE, S, SW, W, NW.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from seaboard.core.errors import InvalidMoveError
from seaboard.core.move import Move
from seaboard.core.notation import is_ascii_number
from seaboard.games._golitsyn.grid import DIRECTION_INDEX, DIRECTIONS
from seaboard.games._golitsyn.spinner import OUTCOME_INDEX, OUTCOME_NAMES


@dataclass(frozen=True, slots=True)
class SetWind(Move):
    """Chance at setup: the first prevailing wind (a spin until it shows a wind)."""

    direction: int

    def __str__(self) -> str:
        return f"wind {DIRECTIONS[self.direction]}"


@dataclass(frozen=True, slots=True)
class FirstSeat(Move):
    """Chance at setup (option ``first_seat`` = -1): the seat that plays first."""

    seat: int

    def __str__(self) -> str:
        return f"first {self.seat}"


@dataclass(frozen=True, slots=True)
class Spin(Move):
    """Chance: one spin of the spinner (0-7 a wind rhumb, 8 calm, 9 storm)."""

    result: int

    def __str__(self) -> str:
        return f"spin {OUTCOME_NAMES[self.result]}"


@dataclass(frozen=True, slots=True)
class Declare(Move):
    """'I move' (seat 1.4): the spin that follows gives the wind for sailing."""

    def __str__(self) -> str:
        return "move"


@dataclass(frozen=True, slots=True)
class Shoot(Move):
    """'I shoot' at one target (seed 6.4), naming the first ship or colony that fires."""

    target: str
    unit: str

    def __str__(self) -> str:
        return f"shoot {self.target} {self.unit}"


@dataclass(frozen=True, slots=True)
class Also(Move):
    """Another ship or colony joins the volley being declared (seed 6.4: several at once)."""

    unit: str

    def __str__(self) -> str:
        return f"also {self.unit}"


@dataclass(frozen=True, slots=True)
class Fire(Move):
    """The volley is declared: its spins follow, one per firing unit (seed 6.3)."""

    def __str__(self) -> str:
        return "fire"


@dataclass(frozen=True, slots=True)
class Sail(Move):
    """Sail one ship straight along a rhumb for 1..speed cells (seed 4.3, 4.4)."""

    ship: str
    direction: int
    cells: int

    def __str__(self) -> str:
        return f"sail {self.ship} {DIRECTIONS[self.direction]} {self.cells}"


@dataclass(frozen=True, slots=True)
class Row(Move):
    """Calm in Pirates: a brigantine rows one cell in any direction (seed 4.1)."""

    ship: str
    direction: int

    def __str__(self) -> str:
        return f"row {self.ship} {DIRECTIONS[self.direction]}"


@dataclass(frozen=True, slots=True)
class Done(Move):
    """End the sailing part of the turn (ships not yet moved stay: seed 4.4)."""

    def __str__(self) -> str:
        return "done"


@dataclass(frozen=True, slots=True)
class Repair(Move):
    """Start repairing a damaged ship lying in one of its own repair ports (seed 6.5: it then
    skips one turn per hit, this one the first; option ``repair=choice``)."""

    ship: str

    def __str__(self) -> str:
        return f"repair {self.ship}"


@dataclass(frozen=True, slots=True)
class Pass(Move):
    """The only move of a seat with no ship left (RULINGS "All games")."""

    def __str__(self) -> str:
        return "pass"


DECLARE = Declare()
DONE = Done()
FIRE = Fire()
PASS = Pass()
SPINS = tuple(Spin(result) for result in range(10))
WINDS = tuple(SetWind(direction) for direction in range(8))


@cache
def sail(ship: str, direction: int, cells: int) -> Sail:
    return Sail(ship, direction, cells)


@cache
def row(ship: str, direction: int) -> Row:
    return Row(ship, direction)


def ship_id(word: str) -> str:
    if not (word.isascii() and word.isalnum() and word[0].islower()):
        raise InvalidMoveError(f"'{word}' is not a ship id (e.g. g1, b3, a2)")
    return word


def unit_id(word: str) -> str:
    if not (word.isascii() and word.isalnum()):
        raise InvalidMoveError(f"'{word}' is not a ship or port id")
    return word


def direction(word: str) -> int:
    index = DIRECTION_INDEX.get(word.upper())
    if index is None:
        raise InvalidMoveError(f"'{word}' is not a direction (N, NE, E, SE, S, SW, W, NW)")
    return index


def number(word: str, what: str) -> int:
    if not is_ascii_number(word) or len(word) > 3:
        raise InvalidMoveError(f"{what} must be a small whole number, not '{word}'")
    return int(word)


def parse_common(words: list[str]) -> Move | None:
    """Read the shared notation; None when the first word is not a shared move."""
    head, args = words[0], words[1:]
    if head in ("move", "done", "pass", "fire"):
        if args:
            raise InvalidMoveError(f"'{head}' takes no arguments")
        return {"move": DECLARE, "done": DONE, "pass": PASS, "fire": FIRE}[head]
    if head == "wind":
        _arity(head, args, 1)
        return WINDS[direction(args[0])]
    if head == "first":
        _arity(head, args, 1)
        return FirstSeat(number(args[0], "a seat"))
    if head == "spin":
        _arity(head, args, 1)
        result = OUTCOME_INDEX.get(args[0]) if args[0] in OUTCOME_NAMES else None
        if result is None:
            result = DIRECTION_INDEX.get(args[0].upper())
        if result is None:
            raise InvalidMoveError(f"'{args[0]}' is not a spin result (a rhumb, calm, storm)")
        return SPINS[result]
    if head == "shoot":
        _arity(head, args, 2)
        if "," in args[1]:
            raise InvalidMoveError("'shoot' names one unit; more join with 'also UNIT'")
        return Shoot(unit_id(args[0]), unit_id(args[1]))
    if head == "also":
        _arity(head, args, 1)
        return Also(unit_id(args[0]))
    if head == "sail":
        _arity(head, args, 3)
        return sail(ship_id(args[0]), direction(args[1]), number(args[2], "the distance"))
    if head == "row":
        _arity(head, args, 2)
        return row(ship_id(args[0]), direction(args[1]))
    if head == "repair":
        _arity(head, args, 1)
        return Repair(ship_id(args[0]))
    return None


def _arity(head: str, args: list[str], count: int) -> None:
    if len(args) != count:
        raise InvalidMoveError(f"'{head}' takes {count} argument(s), got {len(args)}")


def split_words(text: str) -> list[str]:
    if not isinstance(text, str) or not text.strip() or not text.isprintable():
        raise InvalidMoveError(f"cannot read a move from {text!r}")
    return text.split()
