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
    GOODS,
    GOODS_CARD,
    MONEY,
    VP,
)
from seaboard.games.packet_row.fulfil import can_meet

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

READY_SHARE = 0.75
"""Share of a contract's payout counted when ship and goods are at hand (low enough that
fulfilling it, which spends the goods, is worth more than holding it)."""
LOADED_SHARE = 0.95
"""Share counted for a contract loaded in the fulfilment in progress."""
STARTED_BONUS = 1.0
"""Dollars credited for a fulfilment in progress, so that starting one beats waiting."""
BASE_SHARE = 0.05
"""Share counted for a bare contract (it still needs goods and a ship)."""
GOODS_PART = 0.3
"""Share added in proportion to the goods of its type at hand."""
SHIP_PART = 0.2
"""Share added when a ship (or a captain with a ship) can carry it."""
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
    fx = st.fx if st.fx is not None and st.fx.owner == seat else None
    loaded: set[int] = set(fx.all_contracts()) if fx is not None else set()
    spent: set[int] = set(fx.cards()) - loaded if fx is not None else set()
    if fx is not None:
        dollars += STARTED_BONUS
    goods = [0] * len(GOODS)
    for card in st.hands[seat]:
        if comps.kind[card] == GOODS_CARD and card not in spent:
            goods[comps.goods[card]] += comps.amount[card]
    for card in st.hands[seat]:
        if st.hidden_from(viewer, seat, card) or card in spent:
            continue
        if card in loaded:
            dollars += comps.payout[card] * LOADED_SHARE
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
            if shipped and can_meet(st, seat, None, [card]):
                dollars += comps.payout[card] * READY_SHARE
                continue
            share = min(1.0, goods[comps.goods[card]] / comps.amount[card])
            part = BASE_SHARE + GOODS_PART * share + (SHIP_PART if shipped else 0.0)
            dollars += comps.payout[card] * part
    return points + dollars / 10.0


def evaluate(st: PacketRowState, seat: int) -> float:
    if st.is_terminal():
        return st.returns()[seat]
    values = [estimate(st, s, seat) for s in range(st.num_players)]
    rival = max(v for s, v in enumerate(values) if s != seat)
    return math.tanh((values[seat] - rival) / SCALE)
