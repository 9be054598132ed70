"""A greedy evaluation of a Packet Row position for the bots (``spec.evaluate``).

It estimates each seat's final victory points from what the evaluating seat may know: VP
cards, money and money cards at 1 VP per $10, bankers, and contracts in hand valued by how
close they are to fulfilment (a ship to the country and goods that meet them). Other seats'
hidden starting contracts are not counted. The value is the margin over the best rival,
squashed into [-1, 1].

How far the game has run (``progress``: the deck whose exhaustion ends the game, seed 000
"Конец игры") discounts what only pays if more cards come: contracts not ready yet and goods.
Bankers score only for the richest (seed 000, "Банкир"): early they count at their average
worth, late at what the present money ranking gives them.
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
from seaboard.games.packet_row.constants import SHORT_BOARDS_TO_END
from seaboard.games.packet_row.fulfil import can_meet
from seaboard.games.packet_row.scoring import banker_points

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
FULL_DECK = 30.0
"""About the cards a deck holds after setup: progress is 0 then, 1 when it is empty."""
SCALE = 4.0


def progress(st: PacketRowState) -> float:
    """How near the end the game is (0..1), from the k-th shortest deck, k the number of
    boards that must run short to end it (public: deck sizes are open)."""
    need = SHORT_BOARDS_TO_END[st.num_players]
    left = sorted(len(st.decks[b]) for b in range(4))[need - 1]
    return max(0.0, 1.0 - left / FULL_DECK)


def estimate(st: PacketRowState, seat: int, viewer: int, late: float = 0.0) -> tuple[float, int]:
    """Expected final VP of ``seat`` as ``viewer`` sees it, bankers left out, and the number
    of its bankers; ``late`` is the game's progress."""
    early = 1.0 - late
    bankers = 0
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
            bankers += 1
        elif kind in (GOODS_CARD, GOLD1, GOLD2):
            dollars += GOODS_SHARE * comps.cost[card] * early
        elif kind == CONTRACT:
            shipped = comps.destination[card] in dests or (captain and bool(dests))
            if shipped and can_meet(st, seat, None, [card]):
                dollars += comps.payout[card] * READY_SHARE
                continue
            share = min(1.0, goods[comps.goods[card]] / comps.amount[card])
            part = BASE_SHARE + GOODS_PART * share + (SHIP_PART if shipped else 0.0)
            dollars += comps.payout[card] * part * early
    return points + dollars / 10.0, bankers


def banker_worth(money: list[int], late: float) -> list[float]:
    """VP per banker for each seat: early their average worth (2 / n with 2-3 players, 4 / n
    with 4-5), late what the present money ranking would give (seed 000, "Банкир")."""
    n = len(money)
    average = (2.0 if n <= 3 else 4.0) / n
    ranked = banker_points(money, [1] * n)
    return [late * r + (1.0 - late) * average for r in ranked]


def evaluate(st: PacketRowState, seat: int) -> float:
    if st.is_terminal():
        return st.returns()[seat]
    n = st.num_players
    comps = st.comps
    late = progress(st)
    parts = [estimate(st, s, seat, late) for s in range(n)]
    cash = [
        st.money[s] + sum(comps.value[c] for c in st.hands[s] if comps.kind[c] == MONEY)
        for s in range(n)
    ]
    worth = banker_worth(cash, late)
    values = [v + bankers * w for (v, bankers), w in zip(parts, worth, strict=True)]
    rival = max(v for s, v in enumerate(values) if s != seat)
    return math.tanh((values[seat] - rival) / SCALE)
