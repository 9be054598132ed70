"""Rails & Sails' fixed-size encodings for the RL adapters (docs/rl.md; seed 002).

Observation (``encode_observation``, ``OBSERVATION_SIZE`` = 1993 floats in [-1, 1] on the World
map, for every seat count; seat blocks are seat-relative: block 0 is the observer, then the
seats after it in turn order; spectators see from seat 0). Counts are scaled and capped at 1:

- phase one-hot (6); seat to move, relative, one-hot (5) and a chance flag (1); seat count
  one-hot 2-5 (4); turns played / 1000, a final-turns flag, final turns left / 10, a
  game-over flag (4);
- face-up market: 6 slots x 25 card kinds one-hot (150), zeros for an empty slot;
- deck sizes / 100 (2); discard counts per kind / the kind's count in the game (25);
- ticket deck size / 65 (1); returned tickets under the deck, by relative placer / 20 (5);
  the tickets this seat put under the deck and still there, one-hot by ticket (65);
- routes: 130 routes x 5 relative owners (650); harbors: 48 cities x 5 relative owners (240);
- per seat block (5 x 166): train cards / 40, ship cards / 40, train markers / 25, ship
  markers / 50, boxed trains / 25, boxed ships / 50, route points / 150, markers exchanged / 25,
  harbors built / 3, tickets / 20, tickets being chosen / 5 (11); the cards known of the hand
  per kind / the kind's count (25): the whole hand for block 0, for the others the cards seen
  taken face up and not yet possibly spent; tickets held (65) and tickets being chosen (65),
  one-hot: the observer's own, of another seat only those the observer knows (or all of them
  once the game is over);
- final scores / 300 once the game is over (5).

The ids of routes, cities and tickets are the World map's (``data/``); a component set with
other ids cannot be encoded (``ValueError``).

Actions (``action_catalogue``, 9,414 on the World map for any seat count; 9,398 with the
beginners' markers, which leave no marker split to choose), in this order: blind draws (2),
face-up takes by slot and refill deck (18), claims by route and payment (7,438), harbors by
port and payment (38 x 49 = 1,862), the ticket draw (1), keeps by places among the drawn
tickets (26), exchanges, trains then ships, by count (2 x 25), marker splits (16, standard
markers only), the pass (1). A claim names its cards, so each route comes with every payment
a hand could ever make (a hand holding every card of the game: ``route_payments`` already
writes a payment canonically, kinds in order): 3-85 per ordinary route, 460 for a gray
two-pair-space route and 4,370 for the gray three-pair-space T44. Keeps are written by place
(``keep #1 #3``): by ticket number any 1-5 of the 65 tickets could be kept, 8,982,753
notations.

Only the standard library is used: this module is part of the rules package.
"""

from __future__ import annotations

from itertools import combinations
from typing import Any, Final

from seaboard.core.state import CHANCE
from seaboard.games.rails_sails.cards import CODES, NKINDS
from seaboard.games.rails_sails.data import WorldMap, world_for
from seaboard.games.rails_sails.moves import (
    DRAW_TICKETS,
    PASS,
    BuildHarbor,
    Claim,
    DrawCard,
    Exchange,
    Keep,
    Markers,
    TakeCard,
)
from seaboard.games.rails_sails.payments import harbor_payments, route_payments
from seaboard.games.rails_sails.rules import marker_choices
from seaboard.games.rails_sails.state import PHASE_NAMES

MAX_SEATS: Final = 5
SLOTS: Final = 6
WORLD: Final = world_for(None)

_PHASE: Final = {name: i for i, name in enumerate(PHASE_NAMES)}
_KIND: Final = {code: kind for kind, code in enumerate(CODES)}
_KIND_SCALE: Final = tuple(1.0 / max(1, count) for count in WORLD.deck)
_ROUTE: Final = {route.id: route.index for route in WORLD.routes}
_CITY: Final = {city.id: city.index for city in WORLD.cities}
_TICKET: Final = {ticket: i for i, ticket in enumerate(WORLD.ticket_ids)}
NROUTES: Final = len(WORLD.routes)
NCITIES: Final = len(WORLD.cities)
NTICKETS: Final = len(WORLD.ticket_ids)

TURN_SCALE: Final = 1000.0
FINAL_SCALE: Final = 10.0
DECK_SCALE: Final = 100.0
BOTTOM_SCALE: Final = 20.0
SCORE_SCALE: Final = 300.0
_SEAT_FIELDS: Final = (
    ("train_cards", 40.0),
    ("ship_cards", 40.0),
    ("trains", 25.0),
    ("ships", 50.0),
    ("box_trains", 25.0),
    ("box_ships", 50.0),
    ("route_points", 150.0),
    ("exchanged", 25.0),
    ("harbors_built", 3.0),
    ("tickets", 20.0),
    ("pending", 5.0),
)
SEAT_BLOCK: Final = len(_SEAT_FIELDS) + NKINDS + 2 * NTICKETS

# offsets of the blocks, in the order of the module docstring
PHASE_AT: Final = 0
MOVER_AT: Final = PHASE_AT + len(PHASE_NAMES)
SEATS_AT: Final = MOVER_AT + MAX_SEATS + 1
CLOCK_AT: Final = SEATS_AT + MAX_SEATS - 1
FACEUP_AT: Final = CLOCK_AT + 4
DECKS_AT: Final = FACEUP_AT + SLOTS * NKINDS
DISCARD_AT: Final = DECKS_AT + 2
TICKET_DECK_AT: Final = DISCARD_AT + NKINDS
BOTTOM_AT: Final = TICKET_DECK_AT + 1
MINE_AT: Final = BOTTOM_AT + MAX_SEATS
ROUTES_AT: Final = MINE_AT + NTICKETS
HARBORS_AT: Final = ROUTES_AT + NROUTES * MAX_SEATS
PLAYERS_AT: Final = HARBORS_AT + NCITIES * MAX_SEATS
FINAL_AT: Final = PLAYERS_AT + MAX_SEATS * SEAT_BLOCK
OBSERVATION_SIZE: Final = FINAL_AT + MAX_SEATS


def _cap(value: float) -> float:
    return value if value < 1.0 else 1.0


def _cards(out: list[float], at: int, cards: dict[str, int]) -> None:
    for code, count in cards.items():
        kind = _KIND[code]
        out[at + kind] = _cap(count * _KIND_SCALE[kind])


def _tickets(out: list[float], at: int, tickets: list[int]) -> None:
    for ticket in tickets:
        out[at + _TICKET[ticket]] = 1.0


def encode_observation(view: dict[str, Any]) -> list[float]:
    """A seat's view (``state.view(seat)``) as ``OBSERVATION_SIZE`` floats."""
    try:
        return _encode(view)
    except KeyError as error:
        raise ValueError(f"not a view of the World map: unknown id {error.args[0]!r}") from None


def _encode(view: dict[str, Any]) -> list[float]:
    n = len(view["players"])
    me = view["seat"] if isinstance(view["seat"], int) else 0
    out = [0.0] * OBSERVATION_SIZE
    over = view["phase"] == "over"

    out[PHASE_AT + _PHASE[view["phase"]]] = 1.0
    to_move = view["to_move"]
    if to_move == CHANCE:
        out[MOVER_AT + MAX_SEATS] = 1.0
    elif not over:
        out[MOVER_AT + (int(to_move) - me) % n] = 1.0
    out[SEATS_AT + n - 2] = 1.0
    final_left = view["final_turns_left"]
    out[CLOCK_AT] = _cap(view["turns"] / TURN_SCALE)
    out[CLOCK_AT + 1] = 1.0 if final_left >= 0 else 0.0
    out[CLOCK_AT + 2] = _cap(max(0, final_left) / FINAL_SCALE)
    out[CLOCK_AT + 3] = 1.0 if over else 0.0

    for slot, code in enumerate(view["faceup"]):
        if code is not None:
            out[FACEUP_AT + slot * NKINDS + _KIND[code]] = 1.0
    train_deck, ship_deck = view["deck_sizes"]
    out[DECKS_AT] = _cap(train_deck / DECK_SCALE)
    out[DECKS_AT + 1] = _cap(ship_deck / DECK_SCALE)
    _cards(out, DISCARD_AT, view["discard"])
    out[TICKET_DECK_AT] = _cap(view["ticket_deck"] / NTICKETS)
    for placer in view["ticket_bottom_placed_by"]:
        at = BOTTOM_AT + (placer - me) % n
        out[at] = _cap(out[at] + 1.0 / BOTTOM_SCALE)
    for _, ticket in view["ticket_bottom_mine"]:
        out[MINE_AT + _TICKET[ticket]] = 1.0

    for route, owner in view["routes"].items():
        out[ROUTES_AT + _ROUTE[route] * MAX_SEATS + (owner - me) % n] = 1.0
    for city, owner in view["harbors"].items():
        out[HARBORS_AT + _CITY[city] * MAX_SEATS + (owner - me) % n] = 1.0

    players = view["players"]
    for slot in range(n):
        entry = players[(me + slot) % n]
        base = PLAYERS_AT + slot * SEAT_BLOCK
        for offset, (name, scale) in enumerate(_SEAT_FIELDS):
            out[base + offset] = _cap(entry[name] / scale)
        base += len(_SEAT_FIELDS)
        _cards(out, base, entry["hand"] if "hand" in entry else entry["known_cards"])
        base += NKINDS
        _tickets(out, base, entry.get("held") or entry.get("known_held") or [])
        _tickets(out, base + NTICKETS, entry.get("drawn") or entry.get("known_drawn") or [])

    if over:
        for slot in range(n):
            total = view["final"][(me + slot) % n]["total"]
            out[FINAL_AT + slot] = max(-1.0, min(1.0, total / SCORE_SCALE))
    return out


def max_chance_outcomes(num_players: int, options: Any) -> int:
    """The widest chance point: a ticket off the unseen pool (at most every ticket), a card
    (13 train or 12 ship kinds) or the first player."""
    world = world_for(getattr(options, "components", None))
    return max(len(world.ticket_ids), 13, num_players)


def claim_notations(world: WorldMap) -> list[str]:
    """Every claim that can ever be legal: each route with each payment a hand could ever make
    (a hand holding every card of the game; seed 002, "Постройка перегона")."""
    everything = list(world.deck)
    return [
        str(Claim(route.id, payment))
        for route in world.routes
        for payment in route_payments(
            everything, route.ship, route.color, route.length, route.pairs
        )
    ]


def keep_notations(world: WorldMap) -> list[str]:
    """Every keep that can ever be legal: at setup at least ``keep_tickets_min`` of the
    ``deal_tickets`` drawn, on a turn at least ``keep_drawn_min`` of the ``draw_tickets`` drawn
    (fewer when the ticket deck runs short); by size, then places."""
    setup = world.setup
    found: set[tuple[int, ...]] = set()
    for most, minimum in (
        (setup["deal_tickets"], setup["keep_tickets_min"]),
        (setup["draw_tickets"], setup["keep_drawn_min"]),
    ):
        for drawn in range(1, most + 1):
            for size in range(min(minimum, drawn), drawn + 1):
                found.update(combinations(range(drawn), size))
    return [str(Keep((), slots)) for slots in sorted(found, key=lambda s: (len(s), s))]


def action_catalogue(num_players: int, options: Any) -> list[str]:
    """Every decision's notation, in the fixed order of the module docstring."""
    world = world_for(getattr(options, "components", None))
    setup = world.setup
    most = min(setup["max_trains"], setup["max_ships"])
    moves = [str(DrawCard(deck)) for deck in (0, 1)]
    moves += [str(TakeCard(slot, refill)) for slot in range(SLOTS) for refill in (-1, 0, 1)]
    moves += claim_notations(world)
    payments = harbor_payments(list(world.deck))
    ports = [city.id for city in world.cities if city.port]
    moves += [str(BuildHarbor(city, payment)) for city in ports for payment in payments]
    moves.append(str(DRAW_TICKETS))
    moves += keep_notations(world)
    moves += [str(Exchange(ship, count)) for ship in (False, True) for count in range(1, most + 1)]
    if not getattr(options, "beginner_markers", False):
        moves += [str(Markers(trains)) for trains in marker_choices(world)]
    moves.append(str(PASS))
    return moves


def observation_range(num_players: int, options: Any) -> tuple[float, float]:
    """Every number ``encode_observation`` gives lies in this range (docs/rl.md)."""
    return (-1.0, 1.0)
