"""A greedy evaluation of Black Fleet positions for the bots (public facts only).

Progress toward the victory card is what wins: doubloons, plus what was already paid for
revealed development and victory cards, plus the cargo on board at a typical price, plus a
small value for fortune cards in hand. The value is the seat's progress against the best
opponent's, squashed into [-1, 1].
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from seaboard.games.black_fleet.state import BlackFleetState


def progress(st: BlackFleetState, seat: int) -> float:
    tiers = st.comp.tiers
    paid = sum(tiers[k] for k in range(4) if st.rev[seat][k])
    if st.vic[seat]:
        paid += st.vcost[seat] + 20
    cargo = 2.2 * st.mcnt[seat] if st.mpos[seat] >= 0 else 0.0
    treasure = 3.5 if st.pcargo[seat] >= 0 and st.ppos[seat] >= 0 else 0.0
    return st.money[seat] + paid + cargo + treasure + 0.8 * len(st.fhand[seat])


def evaluate(st: BlackFleetState, seat: int) -> float:
    if st.is_terminal():
        return st.returns()[seat]
    mine = progress(st, seat)
    best = max(progress(st, o) for o in range(st.num_players) if o != seat)
    return math.tanh((mine - best) / 15.0)
