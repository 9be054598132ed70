"""Rails & Sails' rules as a page that teaches (``core.rulebook``), after seed 002 (World map)
and RULINGS.md: the goal, the map and its routes, the cards, the markers and harbours, setting
up, a turn and its five actions, drawing cards, claiming a route, harbours, exchanging
markers, tickets and tours, the end and scoring, and every ticket of the map.

Every figure comes from the map's data (``data.WorldMap``: decks, setup, scoring tables,
routes and tickets) or the rules' modules, never from the words; the words are the ``rules_*``
keys of the ``rails_sails`` catalogue. Pictures are drawn by the board's own code.
"""

from __future__ import annotations

from typing import Final

from seaboard.core.message import Message, msg
from seaboard.core.rulebook import Entry, RuleBook, Section
from seaboard.games.rails_sails.cards import ANCHOR, COLORS, DOUBLE, NCOL, PLAIN, SINGLE, WILD
from seaboard.games.rails_sails.data import Ticket, WorldMap, load_world
from seaboard.games.rails_sails.help import SMALL_GAME, route_shape
from seaboard.games.rails_sails.payments import HARBOR_EACH
from seaboard.games.rails_sails.render import harbor_picture, map_picture, marker_picture
from seaboard.games.rails_sails.strip import card_picture
from seaboard.games.rails_sails.words import cards, chain
from seaboard.i18n import render

C: Final = "rails_sails:"
GREEN, BLUE, YELLOW = 2, 3, 1
"""Seats by their marker colour (``colours.SEAT_COLOURS``): the seed's examples have Mikhail
play green and Elena blue; the harbour is drawn in yellow."""
EXAMPLE_TRAIN: Final = ("novosibirsk", "yakutsk")
EXAMPLE_SHIP: Final = ("dar-es-salaam", "mumbai")
EXAMPLE_PAIRED: Final = ("luanda", "dar-es-salaam")
EXAMPLE_DOUBLE: Final = ("lima", "valparaiso")
"""The routes of the seed's examples ("Постройка перегона", "Парные перегоны") and a double
route ("Двойные перегоны"), by their two cities."""
EXAMPLE_HARBOR: Final = "lima"
"""The seed builds its example harbour in Lima ("Постройка Гавани")."""
MARKER_ROUTES: Final = (("marseille", "hamburg"), ("edinburgh", "hamburg"))
"""A one-space train route and a one-space ship route, to show a marker of each kind."""


def _words(key: str, count: int) -> tuple[Message, ...]:
    """The paragraphs ``rules_<key>_1`` .. ``rules_<key>_<count>``."""
    return tuple(msg(f"{C}rules_{key}_{n}") for n in range(1, count + 1))


def _routes_between(world: WorldMap, ends: tuple[str, str]) -> list[int]:
    """The indices of the routes joining two cities (two for a double route)."""
    pair = {world.city_by_id[city] for city in ends}
    return [route.index for route in world.routes if {route.a, route.b} == pair]


def _caption(message: Message, lang: str) -> str:
    return render(message, lang)


def _count(key: str, count: int) -> Message:
    """A counted thing: ``rules_n_<key>`` ("80 train cards", «80 карт вагонов»)."""
    return msg(f"{C}rules_n_{key}", count)


def _goal() -> Section:
    """Seed 002, "Получение очков": routes, tickets and harbours score."""
    return Section("goal", msg(C + "rules_goal"), _words("goal", 2))


def _map(world: WorldMap) -> Section:
    """The board (seed 002, "Постройка Гавани", the Pacific note of "Взятие карт маршрутов"):
    cities and ports, the routes across the Pacific, the ocean's meeting points."""
    cities = [city for city in world.cities if not city.waypoint]
    paragraphs = (
        msg(
            C + "rules_map_1",
            cities=_count("cities", len(cities)),
            routes=_count("routes", len(world.routes)),
        ),
        msg(C + "rules_map_2", _count_ports(world)),
        msg(C + "rules_map_3"),
        msg(C + "rules_map_4"),
    )
    return Section("map", msg(C + "rules_map"), paragraphs)


def _routes(world: WorldMap, lang: str) -> Section:
    """Train and ship routes, paired and double routes (seed 002, "Постройка перегона",
    "Парные перегоны", "Двойные перегоны"), each drawn as on the board."""
    shown = [
        _routes_between(world, EXAMPLE_TRAIN)[0],
        _routes_between(world, EXAMPLE_SHIP)[0],
        _routes_between(world, EXAMPLE_PAIRED)[0],
    ]
    pictures = [
        map_picture(
            world, [(index, -1)], lang, _caption(route_shape(world, world.routes[index]), lang)
        )
        for index in shown
    ]
    double = _routes_between(world, EXAMPLE_DOUBLE)
    ends = chain(world, (world.routes[double[0]].a, world.routes[double[0]].b))
    caption = _caption(msg(C + "rules_picture_double", cities=ends), lang)
    pictures.append(map_picture(world, [(index, -1) for index in double], lang, caption))
    paragraphs = (
        msg(C + "rules_routes_1"),
        msg(C + "rules_routes_2", sum(1 for route in world.routes if route.pairs)),
        msg(C + "rules_routes_3", small=SMALL_GAME),
    )
    return Section("routes", msg(C + "rules_routes"), paragraphs, tuple(pictures))


def _count_ports(world: WorldMap) -> int:
    return sum(1 for city in world.cities if city.port)


CARD_KINDS: Final = (
    ("train", PLAIN + COLORS.index("red")),
    ("anchor", ANCHOR + COLORS.index("yellow")),
    ("wild", WILD),
    ("ship", SINGLE + COLORS.index("white")),
    ("double", DOUBLE + COLORS.index("green")),
)
"""The five kinds of card (seed 002, "Подготовка к игре", "Взятие карт", "Постройка
перегона", "Постройка Гавани"; RULINGS.md) and the card each is drawn as."""


def _card(world: WorldMap, name: str, kind: int) -> Entry:
    """A kind of card: how many of each colour, what it pays for, its picture."""
    per = world.deck[kind]
    total = per if kind == WILD else per * NCOL
    return Entry(
        name=msg(f"{C}rules_card_{name}"),
        effect=msg(f"{C}rules_card_{name}_effect", per=per, each=HARBOR_EACH),
        count=total,
        picture=card_picture(kind),
    )


def _cards(world: WorldMap) -> Section:
    """The two decks and the five kinds of card."""
    colours = [msg(f"{C}colour_m_{colour}", 1) for colour in COLORS]
    return Section(
        "cards",
        msg(C + "rules_cards"),
        (
            msg(
                C + "rules_cards_1",
                train=_count("train_cards", sum(world.deck[:SINGLE])),
                ship=_count("ship_cards", sum(world.deck[SINGLE:])),
            ),
            msg(C + "rules_cards_2", NCOL, colours=colours),
            msg(C + "rules_cards_3"),
        ),
        entries=tuple(_card(world, name, kind) for name, kind in CARD_KINDS),
    )


def _markers(world: WorldMap) -> Section:
    """Train and ship markers and harbours (seed 002, "Подготовка к игре")."""
    setup = world.setup
    train, ship = (_routes_between(world, ends)[0] for ends in MARKER_ROUTES)
    entries = (
        Entry(
            msg(C + "rules_marker_train"),
            msg(C + "rules_marker_train_effect", most=setup["max_trains"]),
            setup["max_trains"],
            marker_picture(world, train, GREEN),
        ),
        Entry(
            msg(C + "rules_marker_ship"),
            msg(C + "rules_marker_ship_effect", most=setup["max_ships"]),
            setup["max_ships"],
            marker_picture(world, ship, BLUE),
        ),
        Entry(
            msg(C + "rules_marker_harbor"),
            msg(C + "rules_marker_harbor_effect"),
            setup["harbors"],
            harbor_picture(world, world.city_by_id[EXAMPLE_HARBOR], YELLOW),
        ),
    )
    return Section(
        "markers",
        msg(C + "rules_markers"),
        (msg(C + "rules_markers_1", setup["markers_total"]), msg(C + "rules_markers_2")),
        entries=entries,
    )


def _setup(world: WorldMap) -> Section:
    """Seed 002, "Подготовка к игре"; RULINGS.md: at least 3 of 5 tickets, then the markers."""
    setup = world.setup
    return Section(
        "setup",
        msg(C + "rules_setup"),
        (
            msg(
                C + "rules_setup_1",
                train=_count("train_cards", setup["deal_train_cards"]),
                ship=_count("ship_cards", setup["deal_ship_cards"]),
            ),
            msg(
                C + "rules_setup_2",
                train=_count("cards", setup["face_up_train"]),
                ship=_count("cards", setup["face_up_ship"]),
            ),
            msg(C + "rules_setup_3", setup["deal_tickets"], keep=setup["keep_tickets_min"]),
            msg(
                C + "rules_setup_4",
                total=setup["markers_total"],
                trains=_count("train_markers", setup["max_trains"]),
                ships=_count("ship_markers", setup["max_ships"]),
            ),
            msg(
                C + "rules_setup_5",
                trains=_count("train_markers", setup["beginner_trains"]),
                ships=_count("ship_markers", setup["beginner_ships"]),
            ),
            msg(C + "rules_setup_6", setup["harbors"]),
        ),
    )


ACTIONS: Final = ("draw", "claim", "tickets", "harbor", "exchange")
"""The five actions of a turn, in the seed's order ("Порядок игры")."""


def _action(world: WorldMap, name: str) -> Entry:
    """One action of a turn: its name and, in short, what it does."""
    setup = world.setup
    if name == "tickets":
        effect = msg(
            f"{C}rules_action_tickets_effect", setup["draw_tickets"], keep=setup["keep_drawn_min"]
        )
    else:
        effect = msg(f"{C}rules_action_{name}_effect")
    return Entry(msg(f"{C}rules_action_{name}"), effect)


def _turn(world: WorldMap) -> Section:
    """Seed 002, "Порядок игры": one of five actions a turn."""
    return Section(
        "turn",
        msg(C + "rules_turn"),
        (msg(C + "rules_turn_1"),),
        entries=tuple(_action(world, name) for name in ACTIONS),
    )


def _draw(world: WorldMap) -> Section:
    """Seed 002, "Взятие карт"; RULINGS.md: the taker picks the refilling deck, three wilds."""
    setup = world.setup
    faceup = setup["face_up_train"] + setup["face_up_ship"]
    return Section(
        "draw",
        msg(C + "rules_draw"),
        (
            msg(C + "rules_draw_1"),
            msg(C + "rules_draw_2", faceup),
            msg(C + "rules_draw_3"),
            msg(C + "rules_draw_4", faceup),
            msg(C + "rules_draw_5"),
        ),
    )


def _claim(world: WorldMap, lang: str) -> Section:
    """Seed 002, "Постройка перегона", "Парные перегоны", "Двойные перегоны"; RULINGS.md:
    payments, pairs and double routes; the seed's three examples drawn as claimed."""
    train = world.routes[_routes_between(world, EXAMPLE_TRAIN)[0]]
    ship = world.routes[_routes_between(world, EXAMPLE_SHIP)[0]]
    paired = world.routes[_routes_between(world, EXAMPLE_PAIRED)[0]]
    examples = (
        (
            train,
            GREEN,
            msg(
                C + "rules_example_train",
                cities=chain(world, (train.a, train.b)),
                cards=cards(PLAIN + train.color, train.length),
            ),
        ),
        (
            ship,
            BLUE,
            msg(
                C + "rules_example_ship",
                cities=chain(world, (ship.a, ship.b)),
                cards=cards(DOUBLE + ship.color, -(-ship.length // 2)),
            ),
        ),
        (
            paired,
            GREEN,
            msg(
                C + "rules_example_paired",
                paired.pairs,
                cities=chain(world, (paired.a, paired.b)),
                cards=[cards(PLAIN + colour, 2) for colour in range(paired.pairs)],
            ),
        ),
    )
    pictures = tuple(
        map_picture(world, [(route.index, seat)], lang, _caption(words, lang))
        for route, seat, words in examples
    )
    return Section(
        "claim",
        msg(C + "rules_claim"),
        (
            *_words("claim", 3),
            msg(C + "rules_claim_4"),
            msg(C + "rules_claim_5"),
            msg(C + "rules_claim_6", small=SMALL_GAME),
        ),
        pictures,
    )


def _harbors(world: WorldMap) -> Section:
    """Seed 002, "Постройка Гавани"; RULINGS.md: a tour counts for every city on it."""
    table = world.harbor_score
    last = len(table) - 1
    return Section(
        "harbors",
        msg(C + "rules_harbors"),
        (
            msg(C + "rules_harbors_1"),
            msg(
                C + "rules_harbors_2",
                trains=_count("anchor_cards", HARBOR_EACH),
                ships=_count("ship_cards", HARBOR_EACH),
            ),
            msg(
                C + "rules_harbors_3",
                one=table[min(1, last)],
                two=table[min(2, last)],
                three=table[min(3, last)],
            ),
            msg(C + "rules_harbors_4", -world.unbuilt_harbor_penalty),
        ),
    )


def _exchange(world: WorldMap) -> Section:
    """Seed 002, "Замена маркеров"."""
    return Section(
        "exchange",
        msg(C + "rules_exchange"),
        (
            msg(C + "rules_exchange_1"),
            msg(C + "rules_exchange_2", -world.exchange_penalty),
            msg(C + "rules_exchange_3", total=world.setup["markers_total"]),
        ),
    )


def _tickets(world: WorldMap) -> Section:
    """Seed 002, "Взятие карт маршрутов", "Маршруты-Путешествия"; RULINGS.md: tours."""
    setup = world.setup
    tours = sum(1 for ticket in world.tickets.values() if ticket.is_tour)
    return Section(
        "tickets",
        msg(C + "rules_tickets"),
        (
            msg(C + "rules_tickets_1"),
            msg(C + "rules_tickets_2", setup["draw_tickets"], keep=setup["keep_drawn_min"]),
            msg(C + "rules_tickets_3"),
            msg(C + "rules_tickets_4", tours),
            msg(C + "rules_tickets_5"),
        ),
    )


def _length(world: WorldMap, length: int) -> Entry:
    """One line of the route scoring table (seed 002, "Конец игры")."""
    points = world.route_score[length]
    return Entry(msg(C + "rules_length", length), msg(C + "rules_length_points", points))


def _end(world: WorldMap) -> Section:
    """Seed 002, "Конец игры"; RULINGS.md: two more turns each, no longest-route bonus."""
    return Section(
        "end",
        msg(C + "rules_end"),
        (
            msg(
                C + "rules_end_1",
                world.end_trigger_markers,
                turns=_count("turns", world.final_turns),
            ),
            msg(C + "rules_end_2"),
            msg(C + "rules_end_3", -world.unbuilt_harbor_penalty),
            msg(C + "rules_end_4"),
            msg(C + "rules_end_5"),
        ),
        entries=tuple(_length(world, length) for length in sorted(world.route_score)),
    )


def _ticket(world: WorldMap, ticket: Ticket) -> Entry:
    """A ticket or a tour: its cities in order and its points."""
    if ticket.is_tour:
        effect = msg(
            C + "rules_tour_points",
            points=ticket.points,
            any_points=ticket.any_points,
            penalty=ticket.penalty,
        )
    else:
        effect = msg(C + "rules_ticket_points", ticket.points, penalty=ticket.penalty)
    return Entry(chain(world, ticket.cities), effect)


def _ticket_list(world: WorldMap) -> Section:
    """Every ticket of the World map (``data/tickets.json``): the tickets by points, then the
    tours."""
    tickets = sorted(world.tickets.values(), key=lambda t: (t.is_tour, t.points, t.id))
    tours = sum(1 for ticket in tickets if ticket.is_tour)
    return Section(
        "ticket-list",
        msg(C + "rules_ticket_list"),
        (msg(C + "rules_ticket_list_1", len(tickets), tours=_count("tours", tours)),),
        entries=tuple(_ticket(world, ticket) for ticket in tickets),
    )


def rulebook(lang: str, world: WorldMap | None = None) -> RuleBook:
    """The rule book in ``lang`` (its pictures name cities in it); ``world``: the packaged
    World map unless given."""
    world = world or load_world()
    return RuleBook(
        intro=msg(C + "rules_intro"),
        sections=(
            _goal(),
            _map(world),
            _routes(world, lang),
            _cards(world),
            _markers(world),
            _setup(world),
            _turn(world),
            _draw(world),
            _claim(world, lang),
            _harbors(world),
            _exchange(world),
            _tickets(world),
            _end(world),
            _ticket_list(world),
        ),
    )
