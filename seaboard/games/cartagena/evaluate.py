"""A heuristic value of a Cartagena position for the greedy and MCTS bots.

A seat's strength is the distance its pirates have covered plus the cards it holds (each card
is worth a few spaces of movement), pirates in the boat counting the whole passage. The value
is the lead over the best opponent, squashed into (-1, 1). Hand sizes are public, so this uses
nothing a seat may not know.
"""

from __future__ import annotations

import math
from typing import Final

from seaboard.games.cartagena.options import PIRATES
from seaboard.games.cartagena.state import CartagenaState

CARD_WORTH: Final = 3.0
"""Spaces of progress one card is worth: about the average forward jump of a played card."""
SCALE: Final = 40.0


def strength(state: CartagenaState, seat: int) -> float:
    cards = sum(state.hands[seat]) + (state.owed if seat == state.current else 0)
    return sum(state.pirates[seat]) + CARD_WORTH * min(cards, 2 * PIRATES)


def evaluate(state: CartagenaState, seat: int) -> float:
    outcome = state.outcome()
    if outcome is not None:
        return outcome.returns()[seat]
    mine = strength(state, seat)
    best_other = max(strength(state, other) for other in range(state.num_players) if other != seat)
    return 0.9 * math.tanh((mine - best_other) / SCALE)
