"""Legal moves and their effects (seed 002, "Порядок игры" and the sections it names).

A turn is one of: draw two cards (blind or face-up), claim a route, draw tickets, build a
harbor, exchange markers. Setup asks each player to keep tickets and split 60 markers.
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import TYPE_CHECKING

from seaboard.core.move import Move
from seaboard.games.rails_sails.cards import NKINDS, SINGLE, WILD
from seaboard.games.rails_sails.claims import claim_moves
from seaboard.games.rails_sails.data import WorldMap
from seaboard.games.rails_sails.moves import (
    DRAW_TICKETS,
    PASS,
    BuildHarbor,
    Claim,
    DrawCard,
    DrawTickets,
    Exchange,
    Keep,
    Markers,
    Pass,
    TakeCard,
)
from seaboard.games.rails_sails.payments import harbor_payments, route_payments

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

_SETUP_KEEP, _MARKERS, _TURN, _DRAW2, _KEEP = range(5)


_DRAWS = (DrawCard(0), DrawCard(1))
_TAKES = tuple(tuple(TakeCard(slot, refill) for refill in (-1, 0, 1)) for slot in range(6))
"""Pre-built moves (legal_moves is a hot path): ``_TAKES[slot][refill + 1]``."""
_EXCHANGES = tuple(tuple(Exchange(ship, count) for count in range(128)) for ship in (False, True))


def _exchanges(ship: bool, most: int) -> tuple[Exchange, ...] | list[Exchange]:
    """Exchange moves of 1..``most`` markers."""
    if most < 128:
        return _EXCHANGES[ship][1 : most + 1]
    return [Exchange(ship, count) for count in range(1, most + 1)]


def _decks_open(state: RailsSailsState) -> list[int]:
    deck = state.deck
    if any(deck[:SINGLE]):
        return [0, 1] if any(deck[SINGLE:]) else [0]
    return [1] if any(deck[SINGLE:]) else []


def _takes(state: RailsSailsState, allow_wild: bool, decks: list[int]) -> list[Move]:
    moves: list[Move] = []
    for slot, kind in enumerate(state.faceup):
        if kind < 0 or (kind == WILD and not allow_wild):
            continue
        row = _TAKES[slot]
        if decks:
            moves += [row[deck + 1] for deck in decks]
        else:
            moves.append(row[0])
    return moves


def second_draws(state: RailsSailsState) -> list[Move]:
    """The second card of a draw: blind from either deck or a face-up card that is no wild."""
    decks = _decks_open(state)
    return [_DRAWS[deck] for deck in decks] + _takes(state, False, decks)


def claimable(state: RailsSailsState, seat: int, index: int) -> str | None:
    """Why route ``index`` cannot be claimed by ``seat`` now (None: it can, cards aside)."""
    route = state.world.routes[index]
    if state.owner[index] >= 0:
        return f"route {route.id} is already claimed"
    if route.twin >= 0:
        twin_owner = state.owner[route.twin]
        if twin_owner == seat:
            return f"you already hold the other route of the double route {route.id}"
        if twin_owner >= 0 and state.num_players <= 3:
            return f"with 2-3 players only one route of the double route {route.id} is used"
    have = state.ships[seat] if route.ship else state.trains[seat]
    if have < route.length:
        kind = "ship" if route.ship else "train"
        return f"route {route.id} needs {route.length} {kind} markers, you have {have}"
    return None


def claim_payments(
    state: RailsSailsState, seat: int, index: int
) -> tuple[tuple[tuple[int, int], ...], ...]:
    route = state.world.routes[index]
    return route_payments(state.hands[seat], route.ship, route.color, route.length, route.pairs)


def harbor_cities(state: RailsSailsState, seat: int) -> list[int]:
    """Ports without a harbor that a route of ``seat`` reaches (seed: "Постройка Гавани")."""
    world = state.world
    if state.built[seat] >= world.setup["harbors"]:
        return []
    harbor, owner = state.harbor, state.owner
    return [
        city.index
        for city in world.cities
        if city.port
        and harbor[city.index] < 0
        and any(owner[route] == seat for route, _ in world.adjacency[city.index])
    ]


def _keeps(tickets: list[int], minimum: int) -> list[Move]:
    return list(_keep_moves(tuple(sorted(tickets)), minimum))


@lru_cache(maxsize=1 << 12)
def _keep_moves(ordered: tuple[int, ...], minimum: int) -> tuple[Keep, ...]:
    low = min(minimum, len(ordered))
    return tuple(
        Keep(tuple(ordered[slot] for slot in slots), slots)
        for size in range(low, len(ordered) + 1)
        for slots in combinations(range(len(ordered)), size)
    )


def resolve_keep(state: RailsSailsState, move: Keep) -> Keep:
    """A keep read by places gets its ticket numbers, one read by numbers its places, from the
    tickets the seat to move has drawn; one that does not fit them stays as read."""
    if state.phase not in (_SETUP_KEEP, _KEEP):
        return move
    drawn = sorted(state.pending[state.cur])
    if move.slots and not move.tickets:
        if move.slots[-1] >= len(drawn):
            return move
        return Keep(tuple(drawn[slot] for slot in move.slots), move.slots)
    if move.tickets and not move.slots and set(move.tickets) <= set(drawn):
        return Keep(move.tickets, tuple(drawn.index(ticket) for ticket in move.tickets))
    return move


def marker_choices(world: WorldMap) -> range:
    setup = world.setup
    low = max(0, setup["markers_total"] - setup["max_ships"])
    return range(low, min(setup["max_trains"], setup["markers_total"]) + 1)


def legal_moves(state: RailsSailsState) -> list[Move]:
    seat, phase, world = state.cur, state.phase, state.world
    if phase == _SETUP_KEEP:
        return _keeps(state.pending[seat], world.setup["keep_tickets_min"])
    if phase == _MARKERS:
        return [Markers(t) for t in marker_choices(world)]
    if phase == _KEEP:
        return _keeps(state.pending[seat], world.setup["keep_drawn_min"])
    if phase == _DRAW2:
        return second_draws(state) or [PASS]
    decks = _decks_open(state)
    moves: list[Move] = [_DRAWS[deck] for deck in decks]
    moves += _takes(state, True, decks)
    claim_moves(state, seat, moves)
    if state.pool or state.bottom:
        moves.append(DRAW_TICKETS)
    if state.built[seat] < world.setup["harbors"]:
        payments = harbor_payments(state.hands[seat])
        if payments:
            cities = harbor_cities(state, seat)
            ids = [world.cities[city].id for city in cities]
            moves += [BuildHarbor(city, payment) for city in ids for payment in payments]
    ships, trains = state.ships[seat], state.trains[seat]
    if ships and state.box_trains[seat]:
        moves += _exchanges(False, min(ships, state.box_trains[seat]))
    if trains and state.box_ships[seat]:
        moves += _exchanges(True, min(trains, state.box_ships[seat]))
    return moves or [PASS]


def explain_illegal(state: RailsSailsState, move: Move) -> str | None:
    """A reason a player can read for common illegal moves (None: defer to the generic check)."""
    seat, world = state.cur, state.world
    if isinstance(move, Claim) and state.phase == _TURN:
        index = world.route_by_id.get(move.route)
        if index is None:
            return f"there is no route {move.route} on this map"
        reason = claimable(state, seat, index)
        if reason is not None:
            return reason
        if move.payment not in claim_payments(state, seat, index):
            return (
                f"these cards do not pay for route {move.route} exactly (or are not in your hand)"
            )
    if isinstance(move, BuildHarbor) and state.phase == _TURN:
        city = world.city_by_id.get(move.city, -1)
        if city not in harbor_cities(state, seat):
            return "a harbor needs a port without a harbor that one of your routes reaches"
        if move.payment not in harbor_payments(state.hands[seat]):
            return "a harbor costs 2 anchor train cards and 2 single ships of one colour (or wilds)"
    if (
        isinstance(move, TakeCard)
        and move.slot < 6
        and state.faceup[move.slot] == WILD
        and state.phase == _DRAW2
    ):
        return "a face-up wild cannot be the second card"
    if isinstance(move, Keep) and state.phase in (_SETUP_KEEP, _KEEP):
        drawn = len(state.pending[seat])
        if move.slots and move.slots[-1] >= drawn:
            return f"you have drawn {drawn} tickets: keep places #1-#{drawn}"
        if not set(move.tickets) <= set(state.pending[seat]):
            return "you can keep only tickets you have just drawn"
    return None


def _pay(state: RailsSailsState, seat: int, payment: tuple[tuple[int, int], ...]) -> None:
    """Discard the cards; what others knew of this hand shrinks with them (perfect recall)."""
    hand, known = state.hands[seat], state.known[seat]
    for kind, count in payment:
        hand[kind] -= count
        state.discard[kind] += count
        known[kind] = max(0, known[kind] - count)


def apply_move(state: RailsSailsState, move: Move) -> None:
    """Carry out a player's move (assumed legal)."""
    from seaboard.games.rails_sails.state import C_DRAW, C_TICKETS, HAND, PENDING, TICKET_TASK

    seat = state.cur
    if isinstance(move, Pass):
        state.passes += 1
        state.end_turn()
        return
    if not isinstance(move, Keep | Markers):
        state.passes = 0
    if isinstance(move, DrawCard):
        state.draws += 1
        state.queue.append((move.deck, HAND + seat))
        state.after = C_DRAW
    elif isinstance(move, TakeCard):
        kind = state.faceup[move.slot]
        state.hands[seat][kind] += 1
        state.known[seat][kind] += 1
        state.faceup[move.slot] = -1
        state.draws += 1
        state.resets = 0
        state.taken_wild = kind == WILD
        if move.refill >= 0:
            state.queue.append((move.refill, move.slot))
        state.after = C_DRAW
    elif isinstance(move, Claim):
        route = state.world.routes[state.world.route_by_id[move.route]]
        _pay(state, seat, move.payment)
        state.owner[route.index] = seat
        if route.ship:
            state.ships[seat] -= route.length
        else:
            state.trains[seat] -= route.length
        state.route_pts[seat] += route.score
        state.end_turn()
    elif isinstance(move, DrawTickets):
        state.queue.extend([(TICKET_TASK, PENDING + seat)] * state.world.setup["draw_tickets"])
        state.after = C_TICKETS
    elif isinstance(move, Keep):
        returned = sorted(set(state.pending[seat]) - set(move.tickets))
        if returned and state.ticket_knowers:
            # a seat that knew a drawn ticket no longer knows whether it was kept
            for ticket in state.pending[seat]:
                state.ticket_knowers.pop(ticket, None)
        state.held[seat] = sorted(state.held[seat] + list(move.tickets))
        state.bottom.extend((ticket, seat) for ticket in returned)
        state.pending[seat] = []
        if state.phase == _KEEP:
            state.end_turn()
        elif state.options.beginner_markers:
            state.next_setup_seat()
        else:
            state.phase = _MARKERS
    elif isinstance(move, Markers):
        state.set_markers(seat, move.trains, state.world.setup["markers_total"] - move.trains)
        state.next_setup_seat()
    elif isinstance(move, BuildHarbor):
        _pay(state, seat, move.payment)
        state.harbor[state.world.city_by_id[move.city]] = seat
        state.built[seat] += 1
        state.end_turn()
    elif isinstance(move, Exchange):
        if move.ship:
            state.trains[seat] -= move.count
            state.box_trains[seat] += move.count
            state.ships[seat] += move.count
            state.box_ships[seat] -= move.count
        else:
            state.ships[seat] -= move.count
            state.box_ships[seat] += move.count
            state.trains[seat] += move.count
            state.box_trains[seat] -= move.count
        state.exchanged[seat] += move.count
        state.end_turn()
    else:
        raise AssertionError(f"not a player move: {move}")


def hand_size(state: RailsSailsState, seat: int) -> tuple[int, int]:
    """(train cards, ship cards) in the hand of ``seat``: public knowledge."""
    hand = state.hands[seat]
    return sum(hand[:SINGLE]), sum(hand[SINGLE:NKINDS])
