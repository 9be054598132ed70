"""Packet Row moves and chance outcomes, with their notation (seed 000, "Ход игры").

Every move is one small step (DESIGN.md: multi-step turns are several moves with a phase):

==========================  =====================================================================
``first 2``                 chance: seat 2 is the first harbor master
``remove G05``              chance: a card put back in the box unseen (2 players)
``deal S03``                chance: the next seat's starting contract (hidden from the others)
``draw M07``                chance: the next card drawn face up to a supply
``board market``            the harbor master chooses a board (guild, docks, market, bank)
``take M05``                take a card from a current supply (paying its cost)
``assist M05``              take a card from a future supply, discarding an assistant
``pass``                    decline the offer / end the round / finish the final fulfilments
``cash B05``                cash a money card
``ship D01``                start a fulfilment with a ship, or add another ship to it
``captain D19 fr``          a captain sends the current ship to another destination
``contract G01``            load a contract onto the current ship
``use M16``                 put a goods or gold card into the fulfilment
``merchant M29 M16 hides``  a merchant changes one goods card's type for this fulfilment
``done``                    complete the fulfilment: discard its cards, collect the payouts
==========================  =====================================================================
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from seaboard.core.errors import InvalidMoveError
from seaboard.core.move import Move
from seaboard.core.notation import is_ascii_number
from seaboard.games.packet_row.components import (
    BOARDS,
    DESTINATIONS,
    GOODS,
    NUM_CARDS,
    card_code,
    card_index,
)

(
    FIRST,
    REMOVE,
    DEAL,
    DRAW,
    BOARD,
    TAKE,
    ASSIST,
    PASS,
    CASH,
    SHIP,
    CAPTAIN,
    CONTRACT,
    USE,
    MERCHANT,
    DONE,
) = range(15)
VERBS: Final = (
    "first",
    "remove",
    "deal",
    "draw",
    "board",
    "take",
    "assist",
    "pass",
    "cash",
    "ship",
    "captain",
    "contract",
    "use",
    "merchant",
    "done",
)
CHANCE_VERBS: Final = frozenset({FIRST, REMOVE, DEAL, DRAW})
FULFIL_VERBS: Final = frozenset({SHIP, CAPTAIN, CONTRACT, USE, MERCHANT, DONE})
_CARD_VERBS: Final = frozenset({REMOVE, DEAL, DRAW, TAKE, ASSIST, CASH, SHIP, CONTRACT, USE})


@dataclass(frozen=True, slots=True)
class Act(Move):
    """One Packet Row move or chance outcome: a verb and up to three numeric arguments
    (card numbers 0..171, a seat, a board, a destination or a goods type)."""

    verb: int
    a: int = -1
    b: int = -1
    c: int = -1

    def __str__(self) -> str:
        verb = self.verb
        if verb in _CARD_VERBS:
            if self.a < 0:
                raise ValueError(f"{VERBS[verb]} names no card ({self.a})")
            return _CARD_TEXTS[verb][self.a]
        word = VERBS[verb]
        if verb == FIRST:
            return f"first {self.a}"
        if verb == BOARD:
            return f"board {BOARDS[self.a]}"
        if verb == CAPTAIN:
            return f"captain {card_code(self.a)} {DESTINATIONS[self.b]}"
        if verb == MERCHANT:
            return f"merchant {card_code(self.a)} {card_code(self.b)} {GOODS[self.c]}"
        return word


_CARD_TEXTS: Final = tuple(
    tuple(f"{VERBS[verb]} {card_code(card)}" for card in range(NUM_CARDS))
    if verb in _CARD_VERBS
    else ()
    for verb in range(len(VERBS))
)
"""The notation of every move naming one card: ``_CARD_TEXTS[TAKE][card]``."""

PASS_MOVE: Final = Act(PASS)
DONE_MOVE: Final = Act(DONE)

CARD_MOVES: Final[tuple[tuple[Act, ...], ...]] = tuple(
    tuple(Act(verb, card) for card in range(NUM_CARDS)) if verb in _CARD_VERBS else ()
    for verb in range(len(VERBS))
)
"""Pre-built moves naming one card: ``CARD_MOVES[TAKE][card]`` (the hot paths build none)."""
BOARD_MOVES: Final = tuple(Act(BOARD, board) for board in range(len(BOARDS)))
FIRST_MOVES: Final = tuple(Act(FIRST, seat) for seat in range(5))


def _card(token: str, text: str) -> int:
    index = card_index(token)
    if index is None:
        raise InvalidMoveError(f"'{token}' is not a card id (G01..G38, D01..D42, ...) in '{text}'")
    return index


def _choice(token: str, names: tuple[str, ...], what: str, text: str) -> int:
    lowered = token.lower()
    if lowered not in names:
        raise InvalidMoveError(f"'{token}' is not a {what} ({', '.join(names)}) in '{text}'")
    return names.index(lowered)


_ARITY: Final = {
    FIRST: 1,
    REMOVE: 1,
    DEAL: 1,
    DRAW: 1,
    BOARD: 1,
    TAKE: 1,
    ASSIST: 1,
    PASS: 0,
    CASH: 1,
    SHIP: 1,
    CAPTAIN: 2,
    CONTRACT: 1,
    USE: 1,
    MERCHANT: 3,
    DONE: 0,
}


def parse_act(text: str) -> Act:
    """Read a move's notation (``InvalidMoveError`` when it is malformed)."""
    if not isinstance(text, str):
        raise InvalidMoveError(f"a move is text, not {text!r}")
    tokens = text.split()
    if not tokens:
        raise InvalidMoveError("an empty move")
    word = tokens[0].lower()
    if word not in VERBS:
        raise InvalidMoveError(f"unknown move '{tokens[0]}'; moves: {', '.join(VERBS)}")
    verb = VERBS.index(word)
    args = tokens[1:]
    if len(args) != _ARITY[verb]:
        raise InvalidMoveError(f"'{word}' takes {_ARITY[verb]} argument(s): '{text}'")
    if verb in _CARD_VERBS:
        return Act(verb, _card(args[0], text))
    if verb == FIRST:
        if not is_ascii_number(args[0]) or int(args[0]) > 4:
            raise InvalidMoveError(f"'{args[0]}' is not a seat number in '{text}'")
        return Act(FIRST, int(args[0]))
    if verb == BOARD:
        return Act(BOARD, _choice(args[0], BOARDS, "board", text))
    if verb == CAPTAIN:
        return Act(CAPTAIN, _card(args[0], text), _choice(args[1], DESTINATIONS, "country", text))
    if verb == MERCHANT:
        return Act(
            MERCHANT,
            _card(args[0], text),
            _card(args[1], text),
            _choice(args[2], GOODS, "goods type", text),
        )
    return PASS_MOVE if verb == PASS else DONE_MOVE
