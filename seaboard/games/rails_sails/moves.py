"""Moves of Rails & Sails and their notation (seed 002, "Порядок игры").

Player moves::

    draw train | draw ship            a blind card from a deck
    take 3 ship                       face-up slot 3 (0-5), refilled from the ship deck
    claim T18 3tp                     route T18 paid with three purple train cards
    tickets                           draw 4 tickets
    keep #1 #3 #4                     keep the 1st, 3rd and 4th of the drawn tickets (in
                                      increasing number), the rest go under
    keep 10 23 38                     the same by ticket numbers (read, never written)
    harbor lima 2ay 1sy 1wild         build a harbor in Lima with this payment
    exchange trains 2                 take 2 train markers from the box for 2 ship markers
    markers 25                        setup: keep 25 train markers (and 35 ships)
    pass

Chance outcomes: ``card tr`` (the card dealt), ``ticket 38`` (the ticket drawn),
``first 2`` (the first player). Card codes: t/a/s/d + colour letter (p y g r k w) for plain
trains, anchor trains, single ships and double ships, and ``wild``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from seaboard.core.errors import InvalidMoveError
from seaboard.core.move import Move
from seaboard.core.notation import is_ascii_number
from seaboard.games.rails_sails.cards import CODES, DECK_NAMES, KIND_OF_CODE, payment_text
from seaboard.games.rails_sails.data import WorldMap

Payment = tuple[tuple[int, int], ...]
"""A payment: sorted (card kind, count) pairs."""


@dataclass(frozen=True, slots=True)
class Pass(Move):
    def __str__(self) -> str:
        return "pass"


@dataclass(frozen=True, slots=True)
class DrawCard(Move):
    deck: int

    def __str__(self) -> str:
        return f"draw {DECK_NAMES[self.deck]}"


@dataclass(frozen=True, slots=True)
class TakeCard(Move):
    slot: int
    refill: int
    """The deck that refills the slot, -1 when both decks are empty."""

    def __str__(self) -> str:
        if self.refill < 0:
            return f"take {self.slot}"
        return f"take {self.slot} {DECK_NAMES[self.refill]}"


@dataclass(frozen=True, slots=True)
class Claim(Move):
    route: str
    """The route id of the map (``T18``)."""
    payment: Payment

    def __str__(self) -> str:
        return f"claim {self.route} {payment_text(self.payment)}"


@dataclass(frozen=True, slots=True)
class DrawTickets(Move):
    def __str__(self) -> str:
        return "tickets"


@dataclass(frozen=True, slots=True)
class Keep(Move):
    """Keep some of the drawn tickets: ``tickets`` are their numbers, ``slots`` their places
    among the drawn tickets in increasing number (0-based; the notation counts from 1).

    The notation names the places (``keep #1 #3``), so a keep has one of a few dozen notations
    whatever tickets were drawn; a keep read by ticket numbers (``keep 10 23 38``) gets its
    places from the position (``resolve_keep``)."""

    tickets: tuple[int, ...]
    slots: tuple[int, ...] = ()

    def __str__(self) -> str:
        if self.slots or not self.tickets:
            return "keep " + " ".join(f"#{slot + 1}" for slot in self.slots)
        return "keep " + " ".join(str(t) for t in self.tickets)


@dataclass(frozen=True, slots=True)
class BuildHarbor(Move):
    city: str
    """The city id of the map (``lima``)."""
    payment: Payment

    def __str__(self) -> str:
        return f"harbor {self.city} {payment_text(self.payment)}"


@dataclass(frozen=True, slots=True)
class Exchange(Move):
    ship: bool
    """True: take ship markers from the box (giving train markers); False: the reverse."""
    count: int

    def __str__(self) -> str:
        return f"exchange {'ships' if self.ship else 'trains'} {self.count}"


@dataclass(frozen=True, slots=True)
class Markers(Move):
    trains: int

    def __str__(self) -> str:
        return f"markers {self.trains}"


@dataclass(frozen=True, slots=True)
class Deal(Move):
    """Chance: the card that comes off a deck."""

    kind: int

    def __str__(self) -> str:
        return f"card {CODES[self.kind]}"


@dataclass(frozen=True, slots=True)
class DealTicket(Move):
    """Chance: the ticket that comes off the unknown part of the ticket deck."""

    ticket: int

    def __str__(self) -> str:
        return f"ticket {self.ticket}"


@dataclass(frozen=True, slots=True)
class FirstSeat(Move):
    """Chance: who plays first."""

    seat: int

    def __str__(self) -> str:
        return f"first {self.seat}"


PASS = Pass()
DRAW_TICKETS = DrawTickets()
_PAY = re.compile(r"^([0-9]+)([a-z]+)$")


def _int(word: str, what: str) -> int:
    if not is_ascii_number(word) or len(word) > 4:
        raise InvalidMoveError(f"{what} must be a number, not '{word}'")
    return int(word)


def _deck(word: str) -> int:
    if word not in DECK_NAMES:
        raise InvalidMoveError(f"deck must be 'train' or 'ship', not '{word}'")
    return DECK_NAMES.index(word)


def parse_payment(words: list[str]) -> Payment:
    """Read payment tokens like ``2dw 1sw``; kinds must not repeat."""
    if not words:
        raise InvalidMoveError("a payment needs cards, e.g. '3tp' or '2dw 1wild'")
    counts: dict[int, int] = {}
    for word in words:
        match = _PAY.match(word)
        if match is None or match.group(2) not in KIND_OF_CODE:
            raise InvalidMoveError(f"'{word}' is not a count and card code like '2tr' or '1wild'")
        kind = KIND_OF_CODE[match.group(2)]
        count = int(match.group(1))
        if count <= 0 or count > 99 or kind in counts:
            raise InvalidMoveError(f"'{word}': counts are 1-99 and each card code appears once")
        counts[kind] = count
    return tuple(sorted(counts.items()))


def parse_move(text: str, world: WorldMap) -> Move:
    """Read a move or chance outcome in notation (``InvalidMoveError`` when malformed)."""
    words = text.strip().split()
    if not words:
        raise InvalidMoveError("empty move")
    head, args = words[0].lower(), words[1:]
    if head == "pass" and not args:
        return PASS
    if head == "tickets" and not args:
        return DRAW_TICKETS
    if head == "draw" and len(args) == 1:
        return DrawCard(_deck(args[0]))
    if head == "take" and len(args) in (1, 2):
        slot = _int(args[0], "slot")
        if slot > 5:
            raise InvalidMoveError("face-up slots are 0-5")
        return TakeCard(slot, _deck(args[1]) if len(args) == 2 else -1)
    if head == "claim" and len(args) >= 2:
        if args[0] not in world.route_by_id:
            raise InvalidMoveError(f"no route '{args[0]}' (the World map has T01-T71, S01-S59)")
        return Claim(args[0], parse_payment(args[1:]))
    if head == "harbor" and len(args) >= 2:
        if args[0] not in world.city_by_id:
            raise InvalidMoveError(f"no city '{args[0]}'")
        return BuildHarbor(args[0], parse_payment(args[1:]))
    if head == "keep" and args and all(word.startswith("#") for word in args):
        slots = tuple(_int(word[1:], "ticket place") - 1 for word in args)
        if min(slots) < 0 or list(slots) != sorted(set(slots)):
            raise InvalidMoveError("kept places are #1, #2, ... once each, in increasing order")
        return Keep((), slots)
    if head == "keep" and args:
        tickets = tuple(_int(word, "ticket") for word in args)
        if list(tickets) != sorted(set(tickets)):
            raise InvalidMoveError("kept tickets are listed once each, in increasing order")
        return Keep(tickets)
    if head == "exchange" and len(args) == 2 and args[0] in ("trains", "ships"):
        count = _int(args[1], "count")
        if count == 0:
            raise InvalidMoveError("exchange at least one marker")
        return Exchange(args[0] == "ships", count)
    if head == "markers" and len(args) == 1:
        return Markers(_int(args[0], "train markers"))
    if head == "card" and len(args) == 1 and args[0] in KIND_OF_CODE:
        return Deal(KIND_OF_CODE[args[0]])
    if head == "ticket" and len(args) == 1:
        return DealTicket(_int(args[0], "ticket"))
    if head == "first" and len(args) == 1:
        return FirstSeat(_int(args[0], "seat"))
    raise InvalidMoveError(f"cannot read the move '{text.strip()[:60]}'")
