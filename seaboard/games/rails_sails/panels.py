"""Rails & Sails beside the board: seat colours, panels and the final score by source.

The score on a panel is the score track (seed 002, "Постройка перегона": routes as they are
claimed, less the markers exchanged); hands and tickets are secret until the final scoring
("Карты маршрутов ... обязаны храниться в секрете"), so others see only their counts. The
colours are the markers' colours as the board draws them (``render.PLAYER``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from seaboard.core.marks import seat_mark
from seaboard.core.message import Message, msg
from seaboard.core.panels import Breakdown, BreakdownRow, SeatPanel, Stat
from seaboard.games.rails_sails.cards import NKINDS, SINGLE
from seaboard.games.rails_sails.colours import PLAYER
from seaboard.games.rails_sails.scoring import SOURCES, points_by_source
from seaboard.games.rails_sails.strip import PLAYER_NAMES
from seaboard.games.rails_sails.words import cards, ticket_words

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

_P: Final = "rails_sails:"


def seat_colours(state: RailsSailsState) -> list[tuple[str, Message]]:
    """Each seat's marker colour as the board draws it."""
    return [
        (PLAYER[seat], msg(f"{_P}colour_{PLAYER_NAMES[seat]}")) for seat in range(state.num_players)
    ]


def _hand(counts: list[int]) -> Message:
    listed = [cards(kind, counts[kind]) for kind in range(NKINDS) if counts[kind]]
    return msg(f"{_P}list", items=listed) if listed else msg(f"{_P}none")


def seat_panels(state: RailsSailsState, perspective: int | None) -> list[SeatPanel]:
    """The score track as the score; cards in hand by deck, trains and ships left, harbors
    left and tickets held for everyone; the hand and the tickets for the seat itself (and
    the tickets of every seat once the game is over)."""
    from seaboard.games.rails_sails.state import OVER

    over = state.phase == OVER
    harbors = state.world.setup["harbors"]
    panels = []
    for seat, (colour, name) in enumerate(seat_colours(state)):
        hand = state.hands[seat]
        score = state.seat_score(seat).total if over else state.route_pts[seat]
        if not over:
            score += state.exchanged[seat] * state.world.exchange_penalty
        stats = [
            Stat(msg(f"{_P}stat_train_cards"), sum(hand[:SINGLE]), "card"),
            Stat(msg(f"{_P}stat_ship_cards"), sum(hand[SINGLE:]), "card"),
            Stat(msg(f"{_P}stat_trains"), state.trains[seat], "train"),
            Stat(msg(f"{_P}stat_ships"), state.ships[seat], "ship"),
            Stat(msg(f"{_P}stat_harbors"), harbors - state.built[seat], "flag"),
            Stat(msg(f"{_P}stat_tickets"), len(state.held[seat]), "ticket"),
        ]
        private: list[Stat] = []
        if seat == perspective or over:
            tickets = [ticket_words(state.world, t) for t in state.held[seat]]
            listed = msg(f"{_P}list", items=tickets) if tickets else msg(f"{_P}none")
            if seat == perspective:
                private.append(Stat(msg(f"{_P}stat_hand"), _hand(hand), "card"))
            private.append(Stat(msg(f"{_P}stat_ticket_list"), listed, "ticket"))
        panels.append(
            SeatPanel(
                colour=colour,
                colour_name=name,
                score=Stat(msg(f"{_P}stat_points"), score, "star"),
                stats=stats,
                private=private,
                mark=seat_mark(seat),
            )
        )
    return panels


def score_breakdown(state: RailsSailsState) -> Breakdown | None:
    """A finished game's points by source (``scoring.points_by_source``)."""
    outcome = state.outcome()
    if outcome is None:
        return None
    sources = [points_by_source(state.seat_score(seat)) for seat in range(state.num_players)]
    rows = [
        BreakdownRow(
            msg(f"{_P}source_{source.replace(' ', '_')}"), [float(s[source]) for s in sources]
        )
        for source in SOURCES
    ]
    return Breakdown(unit=msg(f"{_P}unit_points"), rows=rows, totals=list(outcome.scores))
