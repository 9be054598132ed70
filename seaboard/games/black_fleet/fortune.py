"""Fortune cards (seed 001, "Разыграть карты удачи" and "Карты удачи").

Any number may be played, only on one's own turn, during the ships phase (not while the ship
that is moving stands on another ship's area or an island). The card text beats the rules.
Notation: ``fortune <type> [args]`` with the type's name in hyphens (``fortune trade-wind``).
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from seaboard.games.black_fleet import rewards as r
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, SHIP_NAMES, act
from seaboard.games.black_fleet.state import FORTUNE_SLUG

if TYPE_CHECKING:
    from seaboard.core.move import Move
    from seaboard.games.black_fleet.state import BlackFleetState

(
    TRADE_WIND,
    FOLLOWING_WIND,
    NAVAL_WIND,
    LUCKY_WIND,
    PIRATICAL_BREEZE,
    MERCANTILE_BREEZE,
    NAVAL_BREEZE,
    FREAK_WINDS,
    FRESHENING_WIND,
    DUPLICATE_ORDER,
    WHIRLWIND,
    TIDAL_WAVE,
    EXTRA_ORDER,
    LIGHTER_LOAD,
    SECRET_ORDERS,
    SIDE_TRADING,
    SUNKEN_TREASURE,
) = range(17)

LINES = "npm"
"""Freak Winds argument: for the navy, pirate and merchant in turn, the card line whose value
it takes (n navy, p pirate, m merchant); ``mpn`` swaps the navy and merchant values."""
FREAK_PERMS = tuple("".join(p) for p in permutations(LINES) if "".join(p) != LINES)


def _fm(card: int, *args: int | str) -> Move:
    return act("fortune", FORTUNE_SLUG[card], *args)


def ship_positions(st: BlackFleetState) -> list[int]:
    areas = [a for s in range(st.num_players) for a in (st.mpos[s], st.ppos[s]) if a >= 0]
    return [*areas, *st.navy]


_PLAIN = tuple(act("fortune", slug) for slug in FORTUNE_SLUG)
"""The argument-less ``fortune <type>`` moves, by type."""


def _plain_ok(st: BlackFleetState, card: int) -> bool:
    """Whether an argument-less fortune card may be played now (seed "Карты удачи")."""
    s = st.seat
    t = st.t
    if card in (TRADE_WIND, MERCANTILE_BREEZE):
        return st.mpos[s] >= 0 and not t.done[MERCHANT]
    if card in (FOLLOWING_WIND, PIRATICAL_BREEZE):
        return st.ppos[s] >= 0 and not t.done[PIRATE]
    if card in (NAVAL_WIND, NAVAL_BREEZE):
        return t.pnavy >= 0 and not t.done[2 + t.pnavy] and not t.secret
    if card == FRESHENING_WIND:
        return True
    if card == TIDAL_WAVE:
        return not t.tidal
    if card == DUPLICATE_ORDER:
        return not t.dup and not t.secret and t.pnavy >= 0
    if card == EXTRA_ORDER:
        return t.extra < 2 and any(tuple(d) in st.comp.extra_orders for d in t.delivered)
    if card == SECRET_ORDERS:
        return not t.secret and not t.used[2] and not t.used[3]
    if card == SIDE_TRADING:
        return st.ppos[s] >= 0 and t.used[PIRATE] <= r.SIDE_TRADING_STEPS
    return st.mpos[s] >= 0 and t.used[MERCHANT] <= r.SUNKEN_TREASURE_STEPS  # SUNKEN_TREASURE


def fortune_moves(st: BlackFleetState) -> list[Move]:
    s = st.seat
    t = st.t
    hand = st.fhand[s]
    if not hand:
        return []
    moves: list[Move] = []
    for card in sorted(set(hand)):
        if card == LUCKY_WIND:
            for o in range(st.num_players):
                if o != s:
                    if st.mpos[o] >= 0:
                        moves.append(_fm(card, o, "merchant"))
                    if st.ppos[o] >= 0:
                        moves.append(_fm(card, o, "pirate"))
        elif card == FREAK_WINDS:
            if not t.freaked and not any(t.used) and t.pnavy >= 0:
                moves.extend(_fm(card, perm) for perm in FREAK_PERMS)
        elif card == WHIRLWIND:
            areas = sorted(ship_positions(st))
            adj = st.comp.adj
            for i, a in enumerate(areas):
                for b in areas[i + 1 :]:
                    if b in adj[a]:
                        moves.append(_fm(card, a, b))
        elif card == LIGHTER_LOAD:
            if st.mpos[s] >= 0 and not t.done[MERCHANT] and st.mcnt[s] >= 2:
                moves.append(_fm(card, "merchant"))
            if st.ppos[s] >= 0 and not t.done[PIRATE] and st.pcargo[s] >= 0:
                moves.append(_fm(card, "pirate"))
        elif _plain_ok(st, card):
            moves.append(_PLAIN[card])
    return moves


def apply_fortune(st: BlackFleetState, card: int, args: tuple[int | str, ...]) -> None:
    s = st.seat
    t = st.t
    st.fhand[s].remove(card)
    st.fdisc[card] += 1
    t.fplayed += 1
    if card == TRADE_WIND:
        t.bonus[MERCHANT] += r.WIND_STEPS
    elif card == FOLLOWING_WIND:
        t.bonus[PIRATE] += r.WIND_STEPS
    elif card == NAVAL_WIND:
        t.bonus[2 + t.pnavy] += r.WIND_STEPS
    elif card == LUCKY_WIND:
        if t.cur >= 0:
            t.done[t.cur] = 1
            t.cur = -1
        from seaboard.games.black_fleet.state import LUCKY

        t.lucky = [int(args[0]), SHIP_NAMES.index(str(args[1])), r.LUCKY_WIND_STEPS]
        st.phase = LUCKY
    elif card == PIRATICAL_BREEZE:
        t.brz[PIRATE] = r.PIRATICAL_BREEZE
    elif card == MERCANTILE_BREEZE:
        t.brz[MERCHANT] = r.MERCANTILE_BREEZE
    elif card == NAVAL_BREEZE:
        t.brz[2 + t.pnavy] = r.NAVAL_BREEZE
    elif card == FREAK_WINDS:
        perm = str(args[0])
        values = t.cardv
        t.val[2 + t.pnavy] = values[LINES.index(perm[0])]
        t.val[PIRATE] = values[LINES.index(perm[1])]
        t.val[MERCHANT] = values[LINES.index(perm[2])]
        t.freaked = 1
    elif card == FRESHENING_WIND:
        t.fresh += r.FRESHENING_STEPS
    elif card == DUPLICATE_ORDER:
        other = 1 - t.pnavy
        t.ctrl[other] = 1
        t.val[2 + other] = t.cardv[0]
        t.dup = 1
    elif card == WHIRLWIND:
        _swap_ships(st, int(args[0]), int(args[1]))
    elif card == TIDAL_WAVE:
        t.tidal = 1
    elif card == EXTRA_ORDER:
        t.extra += 1
        more = r.EXTRA_ORDER_TOTAL - r.EXTRA_ORDER_PAY
        st.pay(s, r.EXTRA_ORDER_PAY if t.extra == 1 else more)
    elif card == LIGHTER_LOAD:
        if args[0] == "merchant":
            st.mcnt[s] -= 1
            st.cubes[st.mcol[s]] += 1
            t.bonus[MERCHANT] += r.LIGHTER_LOAD_STEPS
        else:
            st.cubes[st.pcargo[s]] += 1
            st.pcargo[s] = -1
            t.bonus[PIRATE] += r.LIGHTER_LOAD_STEPS
    elif card == SECRET_ORDERS:
        both = t.ctrl[0] and t.ctrl[1]
        st.pay(s, r.SECRET_ORDERS_BOTH_PAY if both else r.SECRET_ORDERS_PAY)
        t.secret = 1
        t.cap[2] = t.cap[3] = 0
    elif card == SIDE_TRADING:
        st.pay(s, r.SIDE_TRADING_PAY)
        t.cap[PIRATE] = min(t.cap[PIRATE], r.SIDE_TRADING_STEPS)
    elif card == SUNKEN_TREASURE:
        st.pay(s, r.SUNKEN_TREASURE_PAY)
        t.cap[MERCHANT] = min(t.cap[MERCHANT], r.SUNKEN_TREASURE_STEPS)


def _swap_ships(st: BlackFleetState, a: int, b: int) -> None:
    """Whirlwind: the ships on areas ``a`` and ``b`` trade places."""
    for positions in (st.mpos, st.ppos, st.navy):
        for i, area in enumerate(positions):
            if area == a:
                positions[i] = -2
    for positions in (st.mpos, st.ppos, st.navy):
        for i, area in enumerate(positions):
            if area == b:
                positions[i] = a
    for positions in (st.mpos, st.ppos, st.navy):
        for i, area in enumerate(positions):
            if area == -2:
                positions[i] = b
