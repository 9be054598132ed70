"""What each piece of the World map says when a player points at it (the web table's help,
issue 32): a city and its harbor; a route's ends, kind, colour, cost, points and owner; a
ticket's cities, points and whether it is completed; a card in hand, a face-up card, the decks
and the marker stock, with what taking or playing them means now (seed 002, "Подготовка к
игре", "Взятие карт", "Постройка перегона", "Парные перегоны", "Двойные перегоны", "Взятие
карт маршрутов", "Постройка Гавани", "Замена маркеров", "Конец игры"; RULINGS.md).

Every figure comes from the map's data or the state (a route's points are the scoring table's
``Route.score``), never from the words; the words are the ``help_*`` keys of the
``rails_sails`` catalogue.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Final

from seaboard.core.marks import seat_mark
from seaboard.core.message import Message, SeatRef, msg
from seaboard.games.rails_sails.cards import (
    ANCHOR,
    COLORS,
    DOUBLE,
    PLAIN,
    SINGLE,
    WILD,
)
from seaboard.games.rails_sails.colours import SEAT_COLOURS
from seaboard.games.rails_sails.data import Route, WorldMap
from seaboard.games.rails_sails.scoring import components, network, ticket_result
from seaboard.games.rails_sails.words import DECKS, cards, chain, city
from seaboard.i18n import render
from seaboard.i18n.boardhelp import help_attrs

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

_P: Final = "rails_sails:"
SMALL_GAME: Final = 3
"""With this many players or fewer only one route of a double route may be claimed (seed 002,
"Двойные перегоны", «При игре вдвоем или втроем»)."""


@dataclass(frozen=True, slots=True)
class Reader:
    """Who reads the board: the seat whose view it is (None: a spectator), the language and
    the seats' player names."""

    perspective: int | None
    lang: str
    players: Sequence[str] | None

    def words(self, says: Sequence[Message], lights: Sequence[str] = ()) -> str:
        """The ``data-help`` (and ``data-lights``) attributes of a piece saying ``says``."""
        return help_attrs(*(render(m, self.lang, self.players) for m in says), lights=lights)


def owner_words(seat: int) -> Message:
    """A seat with its colour and its mark: "Ann (red, disc mark)"."""
    return msg(
        f"{_P}help_seat",
        who=SeatRef(seat),
        colour=msg(f"{_P}colour_{SEAT_COLOURS[seat][1]}"),
        cue=msg(f"{_P}cue_{seat_mark(seat)}"),
    )


def legend_help(seat: int) -> list[Message]:
    """A seat's line in the legend: its colour and the mark on its routes."""
    return [
        msg(
            f"{_P}help_legend",
            who=SeatRef(seat),
            colour=msg(f"{_P}colour_{SEAT_COLOURS[seat][1]}"),
            cue=msg(f"{_P}cue_{seat_mark(seat)}"),
        )
    ]


def _own_tickets(state: RailsSailsState, seat: int | None, index: int) -> list[Message]:
    """How many of ``seat``'s tickets name city ``index`` (nothing for a spectator)."""
    if seat is None:
        return []
    named = sum(index in state.world.tickets[t].cities for t in state.held[seat])
    return [msg(f"{_P}help_city_tickets", named)] if named else []


def city_help(state: RailsSailsState, index: int, perspective: int | None) -> list[Message]:
    """A city or an ocean waypoint; a port says who may build its harbor, or whose it is
    ("Постройка Гавани": only in a port a route of the builder reaches, one per city)."""
    world = state.world
    entry = world.cities[index]
    name = city(world, index)
    if entry.waypoint:
        return [msg(f"{_P}help_waypoint", city=name)]
    if not entry.port:
        return [msg(f"{_P}help_city", city=name), *_own_tickets(state, perspective, index)]
    holder = state.harbor[index]
    now = (
        msg(f"{_P}help_port_harbor", who=owner_words(holder))
        if holder >= 0
        else msg(f"{_P}help_port_free")
    )
    return [msg(f"{_P}help_port", city=name), now, *_own_tickets(state, perspective, index)]


def harbor_help(state: RailsSailsState, index: int, perspective: int | None) -> list[Message]:
    """A harbor: its holder, its bonus by completed tickets naming its city and, where the
    reader may know the holder's tickets, what it scores now ("Постройка Гавани")."""
    from seaboard.games.rails_sails.state import OVER

    world = state.world
    holder = state.harbor[index]
    table = world.harbor_score
    last = len(table) - 1
    says = [
        msg(f"{_P}help_harbor", who=owner_words(holder), city=city(world, index)),
        msg(
            f"{_P}help_harbor_bonus",
            city=city(world, index),
            one=table[min(1, last)],
            two=table[min(2, last)],
            three=table[min(3, last)],
        ),
    ]
    if holder == perspective or state.phase == OVER:
        score = state.seat_score(holder)
        count, points = next((c, p) for at, c, p in score.harbor_lines if at == index)
        says.append(msg(f"{_P}help_harbor_now", count, points=points))
    return says


def route_shape(world: WorldMap, route: Route) -> Message:
    """Kind, ends and spaces: "Train route Lima - Caracas: 3 red spaces"."""
    ends = chain(world, (route.a, route.b))
    if route.pairs:
        return msg(f"{_P}help_route_paired", route.pairs, cities=ends)
    kind = "ship" if route.ship else "train"
    colour = COLORS[route.color] if route.color >= 0 else "gray"
    shade = msg(f"{_P}colour_m_{colour}", route.length)
    return msg(f"{_P}help_route_{kind}", route.length, cities=ends, colour=shade)


def _route_cost(route: Route) -> Message:
    """What claiming it costs ("Постройка перегона", "Парные перегоны"; RULINGS.md)."""
    if route.pairs:
        return msg(f"{_P}help_cost_paired", 2 * route.pairs)
    if route.ship:
        if route.color < 0:
            return msg(f"{_P}help_cost_ship_gray", route.length)
        return msg(f"{_P}help_cost_ship", route.length)
    if route.color < 0:
        return msg(f"{_P}help_cost_train_gray", route.length)
    return msg(f"{_P}help_cost_train", route.length, cards=cards(PLAIN + route.color, route.length))


def _route_markers(route: Route) -> Message:
    """Points and markers: one marker per space (per pair-space on a paired route)."""
    kind = "ship" if route.ship else "train"
    markers = msg(f"{_P}markers_{kind}", route.pairs or route.length)
    return msg(f"{_P}help_route_points", route.score, markers=markers)


def _route_now(state: RailsSailsState, route: Route) -> list[Message]:
    """Its owner, or whether it is open, and what its twin allows ("Двойные перегоны")."""
    owner = state.owner[route.index]
    says = []
    if route.twin >= 0:
        says.append(msg(f"{_P}help_route_double"))
        twin_owner = state.owner[route.twin]
        if owner < 0 and twin_owner >= 0:
            says.append(msg(f"{_P}help_route_twin", who=SeatRef(twin_owner)))
            if state.num_players <= SMALL_GAME:
                says.append(msg(f"{_P}help_route_closed", SMALL_GAME))
    if owner >= 0:
        says.append(msg(f"{_P}help_route_owner", who=owner_words(owner)))
    elif not says or says[-1].key != f"{_P}help_route_closed":
        says.append(msg(f"{_P}help_route_free"))
    return says


def route_help(state: RailsSailsState, route: Route) -> list[Message]:
    """A route: ends, kind, colour and length; cost, points and markers; across the Pacific or
    not; its owner or its state now."""
    says = [route_shape(state.world, route), _route_cost(route), _route_markers(route)]
    if route.wrap:
        says.append(msg(f"{_P}help_route_pacific"))
    return says + _route_now(state, route)


def ticket_lights(world: WorldMap, ticket: int) -> list[str]:
    """The ids of a ticket's cities, lit on the map while its help is shown."""
    return [f"city-{world.cities[c].id}" for c in world.tickets[ticket].cities]


def ticket_help(state: RailsSailsState, seat: int, ticket: int, drawn: bool) -> list[Message]:
    """A ticket or a tour: its cities and points, and now whether ``seat``'s routes complete
    it; a ticket just drawn: what keeping means ("Взятие карт маршрутов",
    "Маршруты-Путешествия")."""
    from seaboard.games.rails_sails.state import OVER, SETUP_KEEP

    world = state.world
    card = world.tickets[ticket]
    cities = chain(world, card.cities)
    if card.is_tour:
        says = [
            msg(
                f"{_P}help_tour",
                cities=cities,
                points=card.points,
                any_points=card.any_points,
                penalty=card.penalty,
            )
        ]
    else:
        says = [msg(f"{_P}help_ticket", card.points, cities=cities, penalty=card.penalty)]
    if drawn:
        least = "keep_tickets_min" if state.phase == SETUP_KEEP else "keep_drawn_min"
        says.append(msg(f"{_P}help_ticket_drawn", world.setup[least]))
        return says
    links = network(world, state.owner, seat)
    _, how = ticket_result(card, links, components(links))
    over = "_over" if how == "failed" and state.phase == OVER else ""
    says.append(msg(f"{_P}help_ticket_{how.replace(' ', '_')}{over}"))
    return says


def _pays(kind: int) -> Message:
    """What a card pays for ("Постройка перегона", "Постройка Гавани"; RULINGS.md)."""
    if kind == WILD:
        return msg(f"{_P}help_pays_wild")
    if kind >= DOUBLE:
        return msg(f"{_P}help_pays_double")
    if kind >= SINGLE:
        return msg(f"{_P}help_pays_ship")
    return msg(f"{_P}help_pays_{'anchor' if kind >= ANCHOR else 'train'}")


def hand_help(
    state: RailsSailsState, seat: int, kind: int, perspective: int | None
) -> list[Message]:
    """A kind of card in a hand: its name, how many the seat holds, what it pays for."""
    count = state.hands[seat][kind]
    if seat == perspective:
        held = msg(f"{_P}help_hand", count, card=cards(kind))
    else:
        held = msg(f"{_P}help_hand_of", count, card=cards(kind), who=SeatRef(seat))
    return [held, _pays(kind)]


def faceup_help(state: RailsSailsState, slot: int) -> list[Message]:
    """A face-up card: taking it, the refill of its place, and what it pays for; a wild one
    is a whole draw and never the second card ("Взятие карт")."""
    from seaboard.games.rails_sails.state import DRAW2

    kind = state.faceup[slot]
    if kind < 0:
        return [msg(f"{_P}help_faceup_empty")]
    if kind == WILD:
        second = state.phase == DRAW2
        take = msg(f"{_P}help_faceup_wild{'_second' if second else ''}")
    else:
        take = msg(f"{_P}help_faceup", card=cards(kind))
    return [take, msg(f"{_P}help_faceup_refill"), _pays(kind)]


def deck_help(state: RailsSailsState, deck: str) -> list[Message]:
    """A deck: the cards left and what drawing from it means ("Взятие карт", "Взятие карт
    маршрутов")."""
    setup = state.world.setup
    if deck == "tickets":
        left = len(state.pool) + len(state.bottom)
        return [
            msg(f"{_P}help_deck_tickets", left),
            msg(f"{_P}help_deck_tickets_draw", setup["draw_tickets"], keep=setup["keep_drawn_min"]),
        ]
    index = DECKS.index(deck)
    return [
        msg(f"{_P}help_deck_{deck}", state.deck_size(index)),
        msg(f"{_P}help_deck_blind"),
    ]


def markers_help(state: RailsSailsState, seat: int) -> list[Message]:
    """The seat's marker stock: on hand and in the box, the exchange and the end ("Замена
    маркеров", "Конец игры")."""
    world = state.world

    def markers(kind: str, count: int) -> Message:
        return msg(f"{_P}markers_{kind}", count)

    return [
        msg(
            f"{_P}help_markers",
            trains=markers("train", state.trains[seat]),
            ships=markers("ship", state.ships[seat]),
        ),
        msg(
            f"{_P}help_markers_box",
            trains=markers("train", state.box_trains[seat]),
            ships=markers("ship", state.box_ships[seat]),
        ),
        msg(f"{_P}help_markers_exchange", -world.exchange_penalty),
        msg(
            f"{_P}help_markers_end",
            world.end_trigger_markers,
            turns=msg(f"{_P}help_turns", world.final_turns),
        ),
    ]
