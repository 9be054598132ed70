"""Cartagena beside the board: seat colours, panels and the final score by source.

The score is the number of pirates in the boat (seed 003, "Конец игры"; RULINGS: the round
limit ranks by it too). A Jamaica hand is seen by its owner only; a Tortuga hand lies open.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from seaboard.core.marks import seat_mark
from seaboard.core.message import Message, msg
from seaboard.core.panels import Breakdown, BreakdownRow, SeatPanel, Stat
from seaboard.games.cartagena.moves import START
from seaboard.games.cartagena.phases import OVER
from seaboard.games.cartagena.render import SEAT_COLOURS
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, SYMBOLS

if TYPE_CHECKING:
    from seaboard.games.cartagena.state import CartagenaState

COLOUR_NAMES: Final = ("red", "blue", "green", "yellow", "purple")
"""The names of ``render.SEAT_COLOURS``, seat by seat (``core:colour_<name>``)."""


def seat_colours(state: CartagenaState) -> list[tuple[str, Message]]:
    """Each seat's pirate colour as the board draws it."""
    return [
        (SEAT_COLOURS[seat], msg(f"core:colour_{COLOUR_NAMES[seat]}"))
        for seat in range(state.num_players)
    ]


def hand_message(hand: list[int]) -> Message:
    """A hand by symbol: "key ×2, flag" («ключ ×2, флаг»)."""
    if not any(hand):
        return msg("cartagena:hand_empty")
    entries = [
        msg("cartagena:hand_entry", card=msg(f"cartagena:symbol_{SYMBOLS[s]}"), n=hand[s])
        if hand[s] > 1
        else msg(f"cartagena:symbol_{SYMBOLS[s]}")
        for s in range(NUM_SYMBOLS)
        if hand[s]
    ]
    return msg("cartagena:hand", cards=entries)


def seat_panels(state: CartagenaState, perspective: int | None) -> list[SeatPanel]:
    """Pirates in the boat as the score; cards in hand and pirates still in the fortress for
    everyone; the hand by name where ``perspective`` may see it (its own, a Tortuga hand, or
    any hand once the game is over)."""
    panels = []
    for seat, (colour, name) in enumerate(seat_colours(state)):
        hand = state.hands[seat]
        stats = [
            Stat(msg("cartagena:stat_hand"), sum(hand), "card"),
            Stat(msg("cartagena:stat_fortress"), state.pirates[seat].count(START), "pirate"),
        ]
        private: list[Stat] = []
        if state.hand_visible(seat, perspective) or state.phase == OVER:
            shown = Stat(msg("cartagena:stat_cards"), hand_message(hand), "card")
            (private if seat == perspective or state.phase == OVER else stats).append(shown)
        panels.append(
            SeatPanel(
                colour=colour,
                colour_name=name,
                score=Stat(msg("cartagena:stat_boat"), state.in_boat(seat), "pirate"),
                stats=stats,
                private=private,
                mark=seat_mark(seat),
            )
        )
    return panels


def score_breakdown(state: CartagenaState) -> Breakdown | None:
    """The only source of the score: pirates in the boat."""
    outcome = state.outcome()
    if outcome is None:
        return None
    seats = range(state.num_players)
    return Breakdown(
        unit=msg("cartagena:unit_pirates"),
        rows=[BreakdownRow(msg("cartagena:stat_boat"), [state.in_boat(s) for s in seats])],
        totals=list(outcome.scores),
    )


def ranking_note(state: CartagenaState) -> Message | None:
    """Equal counts of pirates in the boat go by how far the other pirates got (RULINGS)."""
    outcome = state.outcome()
    if outcome is None or not outcome.ranked_beyond_scores():
        return None
    return msg("cartagena:ranking_positions")
