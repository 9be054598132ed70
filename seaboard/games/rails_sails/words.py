"""Rails & Sails' words: cards, routes, tickets, moves, chance outcomes and decisions as
``Message``s of the ``rails_sails`` catalogue (seed 002, "Порядок игры", "Взятие карт",
"Постройка перегона", "Взятие карт маршрутов", "Постройка Гавани", "Замена маркеров").

Cards are named by colour and kind as in the seed (карта вагонов, карта вагонов с якорем,
карта паромов, Двойной Паром, Wild-карта), routes by their two cities, tickets by their cities
and points, harbors by their city; never by a code.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from seaboard.core.message import Message, SeatRef, msg
from seaboard.core.move import Move
from seaboard.games.rails_sails.cards import ANCHOR, COLORS, DOUBLE, SINGLE, WILD, color_of
from seaboard.games.rails_sails.data import WorldMap
from seaboard.games.rails_sails.moves import (
    BuildHarbor,
    Claim,
    Deal,
    DealTicket,
    DrawCard,
    DrawTickets,
    Exchange,
    FirstSeat,
    Keep,
    Markers,
    Pass,
    TakeCard,
)

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

_P: Final = "rails_sails:"
DECKS: Final = ("train", "ship")
"""The two card decks, as catalogue words (``deck_train``, ``deck_ship``)."""


def _group(kind: int) -> str:
    if kind == WILD:
        return "wild"
    if kind >= DOUBLE:
        return "double"
    if kind >= SINGLE:
        return "ship"
    return "anchor" if kind >= ANCHOR else "train"


def cards(kind: int, count: int | None = None) -> Message:
    """A card kind by colour and kind ("yellow anchor train card", «жёлтая карта вагонов с
    якорем»), or ``count`` of them ("3 purple train cards", «3 пурпурные карты вагонов»)."""
    group = _group(kind)
    values: dict[str, Message] = {}
    if kind != WILD:
        # the colour agrees in number with the count (Russian: пурпурная / пурпурные / пурпурных)
        gender = "m" if group == "double" else "f"
        colour = COLORS[color_of(kind)]
        values["colour"] = msg(f"{_P}colour_{gender}_{colour}", 1 if count is None else count)
    if count is None:
        return Message(f"{_P}card_{group}", values)
    return Message(f"{_P}cards_{group}", values, count)


def payment(pay: tuple[tuple[int, int], ...]) -> list[Message]:
    """A payment as counted cards: "2 white double ship cards, 1 wild card"."""
    return [cards(kind, count) for kind, count in pay]


def city(world: WorldMap, index: int) -> Message:
    entry = world.cities[index]
    return msg(f"{_P}city", en=entry.name, ru=entry.name_ru)


def chain(world: WorldMap, cities: tuple[int, ...]) -> Message:
    """Cities in order, joined by dashes: "Lima - Sydney", "Murmansk - Tiksi - Yakutsk"."""
    if len(cities) == 1:
        return city(world, cities[0])
    return msg(f"{_P}chain", a=city(world, cities[0]), b=chain(world, cities[1:]))


def route_words(world: WorldMap, route_id: str) -> Message:
    """A route by its kind, its two cities and its length in markers: "the train route
    Novosibirsk - Yakutsk (3 trains)"."""
    route = world.routes[world.route_by_id[route_id]]
    kind = "ship" if route.ship else "train"
    length = msg(f"{_P}text_{kind}s", route.length)
    return msg(f"{_P}route_{kind}", cities=chain(world, (route.a, route.b)), length=length)


def ticket_words(world: WorldMap, ticket_id: int) -> Message:
    """A ticket by its cities and points; a tour with its three values (seed 002,
    "Маршруты-Путешествия")."""
    ticket = world.tickets[ticket_id]
    cities = chain(world, ticket.cities)
    if ticket.is_tour:
        return msg(
            f"{_P}tour",
            cities=cities,
            points=ticket.points,
            any_points=ticket.any_points,
            penalty=ticket.penalty,
        )
    return msg(f"{_P}ticket", ticket.points, cities=cities)


def _markers(kind: str, count: int) -> Message:
    return msg(f"{_P}markers_{kind}", count)


def _chance(state: RailsSailsState, move: Move) -> Message:
    from seaboard.games.rails_sails.state import C_SETUP, HAND, PENDING

    if isinstance(move, FirstSeat):
        return msg(f"{_P}first", who=SeatRef(move.seat))
    dest = state.queue[0][1]
    setup = state.after == C_SETUP
    if isinstance(move, DealTicket):
        key = "ticket_dealt" if setup else "ticket_drawn"
        return msg(
            f"{_P}{key}", who=SeatRef(dest - PENDING), ticket=ticket_words(state.world, move.ticket)
        )
    assert isinstance(move, Deal)
    if dest < HAND:
        return msg(f"{_P}card_faceup", card=cards(move.kind))
    key = "card_dealt" if setup else "card_drawn"
    return msg(f"{_P}{key}", who=SeatRef(dest - HAND), card=cards(move.kind))


def describe_move(state: RailsSailsState, move: Move) -> Message:
    """``move`` (about to be played in ``state``) as a sentence: who, which cards by colour
    and kind, which route by its cities, which tickets, how many points."""
    if state.queue:
        return _chance(state, move)
    world, who = state.world, SeatRef(state.cur)
    if isinstance(move, Pass):
        return msg(f"{_P}pass", who=who)
    if isinstance(move, DrawCard):
        return msg(f"{_P}draw_blind", who=who, deck=msg(f"{_P}deck_{DECKS[move.deck]}"))
    if isinstance(move, TakeCard):
        card = cards(state.faceup[move.slot])
        if move.refill < 0:
            return msg(f"{_P}take", who=who, card=card)
        deck = msg(f"{_P}deck_{DECKS[move.refill]}")
        return msg(f"{_P}take_refill", who=who, card=card, deck=deck)
    if isinstance(move, Claim):
        score = world.routes[world.route_by_id[move.route]].score
        route = route_words(world, move.route)
        return msg(f"{_P}claim", score, who=who, route=route, cards=payment(move.payment))
    if isinstance(move, DrawTickets):
        count = min(world.setup["draw_tickets"], len(state.pool) + len(state.bottom))
        return msg(f"{_P}draw_tickets", count, who=who)
    if isinstance(move, Keep):
        kept = [ticket_words(world, t) for t in move.tickets]
        return msg(f"{_P}keep", len(move.tickets), who=who, tickets=kept)
    if isinstance(move, BuildHarbor):
        where = city(world, world.city_by_id[move.city])
        return msg(f"{_P}harbor", who=who, city=where, cards=payment(move.payment))
    if isinstance(move, Exchange):
        given, taken = ("train", "ship") if move.ship else ("ship", "train")
        return msg(
            f"{_P}exchange",
            move.count * world.exchange_penalty * -1,
            who=who,
            given=_markers(given, move.count),
            taken=msg(f"{_P}markers_of_{taken}"),
        )
    assert isinstance(move, Markers)
    ships = world.setup["markers_total"] - move.trains
    return msg(
        f"{_P}markers",
        who=who,
        trains=_markers("train", move.trains),
        ships=_markers("ship", ships),
    )


def describe_hidden(state: RailsSailsState, move: Move, perspective: int | None) -> Message | None:
    """A blind card or a ticket drawn by another seat, another seat's keep: "Bob draws a
    ship card", "Bob keeps 2 tickets" (seed 002: hands and tickets are secret)."""
    from seaboard.games.rails_sails.state import C_SETUP, HAND, PENDING

    if isinstance(move, Keep) and not state.queue and state.cur != perspective:
        return msg(f"{_P}keep_hidden", len(move.tickets), who=SeatRef(state.cur))
    if not state.queue:
        return None
    task, dest = state.queue[0]
    setup = "dealt" if state.after == C_SETUP else "drawn"
    if isinstance(move, DealTicket) and dest - PENDING != perspective:
        return msg(f"{_P}ticket_{setup}_hidden", who=SeatRef(dest - PENDING))
    if isinstance(move, Deal) and HAND <= dest < PENDING and dest - HAND != perspective:
        deck = msg(f"{_P}deck_{DECKS[task]}")
        return msg(f"{_P}card_{setup}_hidden", who=SeatRef(dest - HAND), deck=deck)
    return None


def log_group(state: RailsSailsState, move: Move, perspective: int | None) -> Message | None:
    """The setup deal as two lines (cards dealt, tickets dealt); a turn's four tickets as
    one."""
    from seaboard.games.rails_sails.state import C_SETUP

    if not state.queue or isinstance(move, FirstSeat):
        return None
    if state.after == C_SETUP:
        return msg(f"{_P}group_{'tickets_dealt' if isinstance(move, DealTicket) else 'dealt'}")
    if isinstance(move, DealTicket):
        return msg(f"{_P}group_tickets_drawn", who=SeatRef(state.cur))
    return None


def decision(state: RailsSailsState) -> Message:
    """What the seat to move decides, by phase (seed 002, "Порядок игры")."""
    from seaboard.games.rails_sails.state import DRAW2, KEEP, MARKERS, SETUP_KEEP, TURN

    setup, seat = state.world.setup, state.cur
    if state.phase == SETUP_KEEP:
        drawn = len(state.pending[seat])
        return msg(f"{_P}decide_setup_keep", drawn, min=setup["keep_tickets_min"])
    if state.phase == KEEP:
        drawn = len(state.pending[seat])
        return msg(f"{_P}decide_keep", drawn, min=setup["keep_drawn_min"])
    if state.phase == MARKERS:
        return msg(
            f"{_P}decide_markers",
            setup["markers_total"],
            trains=_markers("train", setup["max_trains"]),
            ships=_markers("ship", setup["max_ships"]),
        )
    if state.phase == DRAW2:
        return msg(f"{_P}decide_second")
    assert state.phase == TURN
    if state.final_left > 0:
        return msg(f"{_P}decide_turn_final", state.final_left)
    return msg(f"{_P}decide_turn")
