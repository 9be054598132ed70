"""Cartagena's moves and chance outcomes, and their notation (seed 003, "Ход игры").

Decisions: ``play sabre 6`` (play a sabre card, move the pirate on space 6 forward; ``start``
is the fortress), ``back 17`` (move the pirate on 17 back and draw), ``end`` (end the turn
after at least one action), ``pass`` (no action possible). Chance outcomes: ``segment 3 b``
(setup lays segment 3 with side b next), ``first 2`` (seat 2 starts), ``card sabre`` (the next
card drawn, dealt or laid in the Tortuga row is a sabre).

Every move is a pre-built instance from the tables below, so generating moves allocates nothing.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from seaboard.core.errors import InvalidMoveError
from seaboard.core.move import Move
from seaboard.core.notation import is_ascii_number
from seaboard.games.cartagena.options import SPACES
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, SYMBOLS, symbol_index

START: Final = 0
BOAT: Final = SPACES + 1
MAX_SEATS: Final = 5

PLAY, BACK, END, PASS, CARD, SEGMENT, FIRST = range(7)


@dataclass(frozen=True, slots=True)
class CartagenaMove(Move):
    """One move or chance outcome: ``kind`` and up to two integer arguments."""

    kind: int
    a: int = 0
    b: int = 0

    def __str__(self) -> str:
        kind = self.kind
        if kind == PLAY:
            return f"play {SYMBOLS[self.a]} {'start' if self.b == START else self.b}"
        if kind == BACK:
            return f"back {self.a}"
        if kind == CARD:
            return f"card {SYMBOLS[self.a]}"
        if kind == SEGMENT:
            return f"segment {self.a + 1} {'ab'[self.b]}"
        if kind == FIRST:
            return f"first {self.a}"
        return "end" if kind == END else "pass"


PLAY_MOVES: Final = tuple(
    tuple(CartagenaMove(PLAY, symbol, square) for square in range(BOAT))
    for symbol in range(NUM_SYMBOLS)
)
BACK_MOVES: Final = tuple(CartagenaMove(BACK, square) for square in range(BOAT))
CARD_MOVES: Final = tuple(CartagenaMove(CARD, symbol) for symbol in range(NUM_SYMBOLS))
SEGMENT_MOVES: Final = tuple(
    tuple(CartagenaMove(SEGMENT, segment, side) for side in range(2))
    for segment in range(NUM_SYMBOLS)
)
FIRST_MOVES: Final = tuple(CartagenaMove(FIRST, seat) for seat in range(MAX_SEATS))
END_MOVE: Final = CartagenaMove(END)
PASS_MOVE: Final = CartagenaMove(PASS)


def _square(word: str, *, allow_start: bool) -> int:
    if allow_start and word.lower() in ("start", "0", "старт", "крепость"):
        return START
    if not is_ascii_number(word) or not 1 <= int(word) <= SPACES:
        where = "'start' or " if allow_start else ""
        raise InvalidMoveError(f"expected a space {where}1-{SPACES}, got '{word}'")
    return int(word)


def _symbol(word: str) -> int:
    symbol = symbol_index(word)
    if symbol is None:
        raise InvalidMoveError(f"unknown symbol '{word}'; symbols: {', '.join(SYMBOLS)}")
    return symbol


def parse_move(text: str) -> CartagenaMove:
    """Read a move or chance outcome in notation; ``InvalidMoveError`` says what is wrong."""
    if not isinstance(text, str):
        raise InvalidMoveError("a move must be text")
    words = text.split()
    if not words:
        raise InvalidMoveError("empty move")
    verb, args = words[0].lower(), words[1:]
    arity = {"play": 2, "back": 1, "end": 0, "pass": 0, "card": 1, "segment": 2, "first": 1}
    if verb not in arity:
        raise InvalidMoveError(
            f"unknown move '{words[0]}'; moves: play SYMBOL SPACE, back SPACE, end, pass"
        )
    if len(args) != arity[verb]:
        raise InvalidMoveError(f"'{verb}' takes {arity[verb]} argument(s): '{text}'")
    if verb == "play":
        return PLAY_MOVES[_symbol(args[0])][_square(args[1], allow_start=True)]
    if verb == "back":
        return BACK_MOVES[_square(args[0], allow_start=False)]
    if verb == "card":
        return CARD_MOVES[_symbol(args[0])]
    if verb == "segment":
        number, side = args
        if (
            not is_ascii_number(number)
            or not 1 <= int(number) <= NUM_SYMBOLS
            or side not in ("a", "b")
        ):
            raise InvalidMoveError(f"expected 'segment 1-{NUM_SYMBOLS} a|b', got '{text}'")
        return SEGMENT_MOVES[int(number) - 1]["ab".index(side)]
    if verb == "first":
        if not is_ascii_number(args[0]) or int(args[0]) >= MAX_SEATS:
            raise InvalidMoveError(f"expected 'first SEAT', got '{text}'")
        return FIRST_MOVES[int(args[0])]
    return END_MOVE if verb == "end" else PASS_MOVE
