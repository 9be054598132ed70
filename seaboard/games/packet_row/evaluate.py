"""A greedy evaluation of a Packet Row position for the bots (``spec.evaluate``).

It estimates each seat's final victory points from what the evaluating seat may know: VP
cards, money and money cards at 1 VP per $10, bankers, and contracts in hand valued by how
close they are to fulfilment (a ship to the country and goods that meet them). Other seats'
hidden starting contracts are not counted. The value is the margin over the best rival,
squashed into [-1, 1].
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from seaboard.games.packet_row.components import (
    BANKER,
    CAPTAIN,
    CONTRACT,
    GOLD1,
    GOLD2,
    GOODS_CARD,
    MONEY,
    VP,
)
from seaboard.games.packet_row.fulfil import can_meet

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

READY_SHARE = 0.9
"""Share of a contract's payout counted when ship and goods are at hand."""
OPEN_SHARE = 0.3
"""Share counted when something is missing."""
GOODS_SHARE = 0.6
"""Share of the price of goods and gold counted (they feed contracts)."""
BANKER_VP = 1.5
SCALE = 4.0


def estimate(st: PacketRowState, seat: int, viewer: int) -> float:
    """Expected final VP of ``seat`` as ``viewer`` sees it."""
    comps = st.comps
    dollars = float(st.money[seat])
    points = 0.0
    dests = {comps.destination[s] for s in st.ships[seat]}
    captain = any(comps.kind[c] == CAPTAIN for c in st.hands[seat])
    for card in st.hands[seat]:
        if st.hidden_from(viewer, seat, card):
            continue
        kind = comps.kind[card]
        if kind == VP:
            points += comps.vp[card]
        elif kind == MONEY:
            dollars += comps.value[card]
        elif kind == BANKER:
            points += BANKER_VP
        elif kind in (GOODS_CARD, GOLD1, GOLD2):
            dollars += GOODS_SHARE * comps.cost[card]
        elif kind == CONTRACT:
            shipped = comps.destination[card] in dests or (captain and bool(dests))
            ready = shipped and can_meet(st, seat, None, [card])
            dollars += comps.payout[card] * (READY_SHARE if ready else OPEN_SHARE)
    return points + dollars / 10.0


def evaluate(st: PacketRowState, seat: int) -> float:
    if st.is_terminal():
        return st.returns()[seat]
    values = [estimate(st, s, seat) for s in range(st.num_players)]
    rival = max(v for s, v in enumerate(values) if s != seat)
    return math.tanh((values[seat] - rival) / SCALE)
