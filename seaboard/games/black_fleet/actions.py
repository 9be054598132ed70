"""Ship actions (seed 001: "Военный корабль", "Торговый корабль", "Пиратский корабль",
"Карты развития"; notes in "Примечания").

Each ship takes at most one action a turn, before, during or after its movement: the navy
sinks an adjacent enemy pirate (2 doubloons), the merchant sells its whole cargo at an
adjacent port that buys it and must load three of that port's goods, the pirate without
cargo robs an adjacent enemy merchant (one cube, 2 doubloons; the merchant sinks with its
last cube) or the pirate with treasure buries it on the beach it is on (the beach's value in
doubloons). Development cards add attacks and change rewards. Nobody attacks their own ships.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.games.black_fleet import rewards as r
from seaboard.games.black_fleet.components import CONTINENT
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, SHIP_NAMES, act

if TYPE_CHECKING:
    from seaboard.core.move import Move
    from seaboard.games.black_fleet.state import BlackFleetState

# development cards (index in components.DEV_IDS)
QUICK_LAUNCH, DISGUISED_HOLD, SECRET_PLANS, BOUNTY_NOTICE, TREASURE_MAP, SMUGGLERS_CODE = range(6)
INSURANCE, FAST_LOADING, DELIVERY_BONUS, ROYAL_CHARTER, TRADE_AGREEMENT, BILL_OF_LADING = range(
    6, 12
)
MOBILE_FORCES = 14
MASTER_TRADER, BLACK_SPOT, LETTER_OF_MARQUE, NAVAL_DETACHMENT = range(18, 22)


def in_range(st: BlackFleetState, area: int, mobile: bool) -> set[int]:
    """Areas an attacker on ``area`` reaches: adjacent ones, and with Mobile Forces one step
    farther across a sea or island area (never across a continent)."""
    adj = st.comp.adj
    near = set(adj[area])
    if mobile:
        kind = st.comp.kind
        for b in adj[area]:
            if kind[b] != CONTINENT:
                near.update(adj[b])
        near.discard(area)
    return near


def _enemy_merchants(st: BlackFleetState, areas: set[int]) -> list[tuple[int, int]]:
    return sorted(
        (st.mpos[o], o)
        for o in range(st.num_players)
        if o != st.seat and st.mpos[o] in areas and st.mcnt[o]
    )


def _enemy_pirates(st: BlackFleetState, areas: set[int]) -> list[tuple[int, int]]:
    return sorted(
        (st.ppos[o], o) for o in range(st.num_players) if o != st.seat and st.ppos[o] in areas
    )


def sale_price(st: BlackFleetState, seat: int) -> int:
    """What selling the merchant's whole cargo at its adjacent port pays (0: no sale)."""
    area = st.mpos[seat]
    if area < 0 or st.mcnt[seat] == 0:
        return 0
    port = st.comp.dock_port[area]
    if port < 0:
        return 0
    price = st.comp.ports[port].buys[st.mcol[seat]]
    if price == 0:
        return 0
    count = st.mcnt[seat]
    if st.has(seat, TRADE_AGREEMENT):
        price = r.TRADE_AGREEMENT_PRICE
    if st.has(seat, ROYAL_CHARTER) and price == r.ROYAL_CHARTER_FROM:
        price = r.ROYAL_CHARTER_TO
    total = price * (count + (r.BILL_OF_LADING_EXTRA if st.has(seat, BILL_OF_LADING) else 0))
    if st.has(seat, DELIVERY_BONUS):
        total += r.DELIVERY_BONUS.get(count, 0)
    if st.has(seat, INSURANCE):
        total += r.INSURANCE_PER_CUBE * st.stolen[seat]
    return total


def action_moves(st: BlackFleetState) -> list[Move]:
    s = st.seat
    t = st.t
    acted = t.acted
    owned = st.owned[s]
    mobile = bool(owned >> MOBILE_FORCES & 1)
    adj = st.comp.adj
    moves: list[Move] = []
    n = st.num_players
    mpos, ppos = st.mpos, st.ppos
    merchants = [(mpos[o], o) for o in range(n) if o != s and mpos[o] >= 0 and st.mcnt[o]]
    pirates = [(ppos[o], o) for o in range(n) if o != s and ppos[o] >= 0]
    if len(merchants) > 1:
        merchants.sort()
    if len(pirates) > 1:
        pirates.sort()
    m_area = mpos[s]
    if m_area >= 0 and not acted[MERCHANT]:
        if sale_price(st, s):
            moves.append(act("sell"))
        if owned & (1 << MASTER_TRADER | 1 << NAVAL_DETACHMENT) and (merchants or pirates):
            near = adj[m_area]
            if owned >> MASTER_TRADER & 1:
                moves.extend(act("trade", a) for a, _ in merchants if a in near)
            if owned >> NAVAL_DETACHMENT & 1:
                moves.extend(
                    act("detach", a) for a, o in pirates if a in near and st.pcargo[o] >= 0
                )
    p_area = ppos[s]
    if p_area >= 0:
        cargo = st.pcargo[s]
        if not acted[PIRATE]:
            if merchants or pirates:
                reach = in_range(st, p_area, mobile) if mobile else adj[p_area]
                if cargo < 0:
                    moves.extend(act("rob", a) for a, _ in merchants if a in reach)
                if owned >> BLACK_SPOT & 1:
                    moves.extend(act("spot", a) for a, _ in pirates if a in reach)
            if cargo >= 0 and owned >> SMUGGLERS_CODE & 1 and st.comp.dock_port[p_area] >= 0:
                moves.append(act("smuggle"))
        if (
            cargo >= 0
            and st.comp.beach[p_area]
            and not t.buried
            and (not acted[PIRATE] or (t.robbed and owned >> TREASURE_MAP & 1))
        ):
            moves.append(act("bury"))
    marque = owned >> LETTER_OF_MARQUE & 1
    if pirates or (marque and merchants):
        for c in (0, 1):
            if not t.ctrl[c] or acted[2 + c]:
                continue
            area = st.navy[c]
            reach = in_range(st, area, mobile) if mobile else adj[area]
            name = SHIP_NAMES[2 + c]
            moves.extend(act("sink", name, a) for a, _ in pirates if a in reach)
            if marque:
                moves.extend(act("marque", name, a) for a, _ in merchants if a in reach)
    return moves


# -- effects ----------------------------------------------------------------------------------


def sink_pirate(st: BlackFleetState, owner: int) -> None:
    """The pirate returns to its owner; its treasure goes back to the port of its colour
    (Disguised Hold: it stays on board)."""
    st.ppos[owner] = -1
    cargo = st.pcargo[owner]
    if cargo >= 0 and not st.has(owner, DISGUISED_HOLD):
        st.cubes[cargo] += 1
        st.pcargo[owner] = -1


def sink_merchant(st: BlackFleetState, owner: int) -> None:
    """The merchant returns to its owner (Insurance pays the owner 6)."""
    st.mpos[owner] = -1
    st.cubes[st.mcol[owner]] += st.mcnt[owner]
    st.mcnt[owner] = 0
    if st.has(owner, INSURANCE):
        st.pay(owner, r.INSURANCE_SUNK)


def take_cube(st: BlackFleetState, owner: int) -> int:
    """One cube leaves ``owner``'s merchant (sinking it with its last cube); its colour."""
    colour = st.mcol[owner]
    st.mcnt[owner] -= 1
    st.stolen[owner] += 1
    if st.mcnt[owner] == 0:
        sink_merchant(st, owner)
    return colour


def load(st: BlackFleetState, seat: int, port: int) -> None:
    """Load three cubes of the port's colour (as many as the port has)."""
    colour = st.comp.ports[port].colour
    count = min(r.LOAD, st.cubes[colour])
    st.cubes[colour] -= count
    st.mcol[seat] = colour
    st.mcnt[seat] = count
    st.stolen[seat] = 0
    if st.has(seat, FAST_LOADING) and st.seat == seat:
        st.t.bonus[MERCHANT] += r.FAST_LOADING_STEPS
        st.t.done[MERCHANT] = 0


def _owner_at(st: BlackFleetState, positions: list[int], area: int) -> int:
    return positions.index(area)


def apply_action(st: BlackFleetState, verb: str, args: tuple[int | str, ...]) -> None:
    s = st.seat
    t = st.t
    if verb == "sell":
        port = st.comp.dock_port[st.mpos[s]]
        st.pay(s, sale_price(st, s))
        st.cubes[st.mcol[s]] += st.mcnt[s]
        t.delivered.append([st.mcol[s], port])
        load(st, s, port)
        t.acted[MERCHANT] = 1
    elif verb == "rob":
        victim = _owner_at(st, st.mpos, int(args[0]))
        st.pcargo[s] = take_cube(st, victim)
        st.pay(s, r.SECRET_PLANS_PAY if st.has(s, SECRET_PLANS) else r.ROB_PAY)
        t.acted[PIRATE] = 1
        t.robbed = 1
    elif verb == "bury":
        colour = st.pcargo[s]
        st.cubes[colour] += 1
        st.pcargo[s] = -1
        same_turn = t.acted[PIRATE] and t.robbed and st.has(s, TREASURE_MAP)
        st.pay(s, r.TREASURE_MAP_PAY if same_turn else st.comp.beach[st.ppos[s]])
        t.acted[PIRATE] = 1
        t.buried = 1
    elif verb == "smuggle":
        st.cubes[st.pcargo[s]] += 1
        st.pcargo[s] = -1
        st.pay(s, r.SMUGGLE_PAY)
        t.acted[PIRATE] = 1
    elif verb == "sink":
        victim = _owner_at(st, st.ppos, int(args[1]))
        sink_pirate(st, victim)
        st.pay(s, r.BOUNTY_PAY if st.has(s, BOUNTY_NOTICE) else r.SINK_PAY)
        t.acted[SHIP_NAMES.index(str(args[0]))] = 1
    elif verb == "marque":
        victim = _owner_at(st, st.mpos, int(args[1]))
        st.cubes[take_cube(st, victim)] += 1
        st.pay(s, r.ATTACK_PAY)
        t.acted[SHIP_NAMES.index(str(args[0]))] = 1
    elif verb == "trade":
        victim = _owner_at(st, st.mpos, int(args[0]))
        st.cubes[take_cube(st, victim)] += 1
        st.pay(s, r.ATTACK_PAY)
        t.acted[MERCHANT] = 1
    elif verb == "spot":
        victim = _owner_at(st, st.ppos, int(args[0]))
        had = st.pcargo[victim] >= 0
        sink_pirate(st, victim)
        st.pay(s, r.BLACK_SPOT_TREASURE_PAY if had else r.ATTACK_PAY)
        t.acted[PIRATE] = 1
        t.robbed = 1
    elif verb == "detach":
        victim = _owner_at(st, st.ppos, int(args[0]))
        sink_pirate(st, victim)
        st.pay(s, r.ATTACK_PAY)
        t.acted[MERCHANT] = 1
    else:  # pragma: no cover - the dispatcher only sends the verbs above
        raise AssertionError(verb)
