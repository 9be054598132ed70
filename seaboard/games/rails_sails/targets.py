"""What a Rails & Sails move concerns on the board, for picking it by clicks (seed 002,
"Порядок игры"): a route or a port, then the payment (pictured as its cards); a face-up card,
then the deck that refills its slot; the drawn tickets toggled one by one and confirmed; the
marker stock for the setup split and for exchanges, chosen as a number."""

from __future__ import annotations

from typing import Any

from seaboard.core.move import Move
from seaboard.games.rails_sails.cards import CODES, DECK_NAMES
from seaboard.games.rails_sails.moves import (
    BuildHarbor,
    Claim,
    DrawCard,
    DrawTickets,
    Exchange,
    Keep,
    Markers,
    Payment,
    TakeCard,
)
from seaboard.games.rails_sails.state import RailsSailsState
from seaboard.games.rails_sails.strip import card_fill, card_shape


def move_targets(state: RailsSailsState, move: Move) -> list[str]:
    """The ids of the SVG elements a move concerns, in the order a player clicks them."""
    if isinstance(move, Claim):
        return [f"route-{move.route}"]
    if isinstance(move, BuildHarbor):
        return [f"city-{move.city}"]
    if isinstance(move, TakeCard):
        refill = [f"deck-{DECK_NAMES[move.refill]}"] if move.refill >= 0 else []
        return [f"faceup-{move.slot}", *refill]
    if isinstance(move, DrawCard):
        return [f"deck-{DECK_NAMES[move.deck]}"]
    if isinstance(move, DrawTickets):
        return ["deck-tickets"]
    if isinstance(move, Keep):
        return [f"ticket-{t}" for t in move.tickets]
    if isinstance(move, Markers | Exchange):
        return [f"markers-{state.to_move()}"]
    return []


def _cards(payment: Payment) -> list[dict[str, Any]]:
    """A payment as the page pictures it: per kind, its count, colour and shape."""
    return [
        {"code": CODES[kind], "count": count, "fill": card_fill(kind), "shape": card_shape(kind)}
        for kind, count in payment
    ]


def move_hints(state: RailsSailsState, move: Move) -> dict[str, Any]:
    """Payments as card pictures, keeps as a set of tickets to toggle, marker splits and
    exchanges as the number of train markers the seat will hold."""
    if isinstance(move, Claim | BuildHarbor):
        return {"cards": _cards(move.payment)}
    if isinstance(move, Keep):
        return {"set": True}
    seat = state.to_move()
    if isinstance(move, Markers):
        return {"amount": {"value": move.trains, "group": "markers"}}
    if isinstance(move, Exchange):
        trains = state.trains[seat] + (-move.count if move.ship else move.count)
        return {"amount": {"value": trains, "group": "markers"}}
    return {}
