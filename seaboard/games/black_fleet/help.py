"""What each piece of the Black Fleet picture says when a player points at it (the web table's
help, issue 32): an area and who is in it, a beach's value, a port's goods and prices, a
ship's owner, cargo and what it may do now, a development card's effect and price, the
victory card, a movement card's steps and a fortune card's effect (seed 001, "Ход игры",
"Использовать корабли", "Карты развития", "Карты удачи", "Цель игры").

Every number comes from the rules (``rewards``), the component data or the position; the
words are the catalogue's (``black_fleet:help_*``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from seaboard.core.message import Message, SeatRef, msg
from seaboard.games.black_fleet import actions, fortune, movement
from seaboard.games.black_fleet import rewards as r
from seaboard.games.black_fleet.components import (
    BOTTOMS,
    CONTINENT,
    DEV_IDS,
    FORTUNE_IDS,
    NAVY_COLOURS,
    Components,
)
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE
from seaboard.games.black_fleet.places import area_name, port_name
from seaboard.games.black_fleet.state import LUCKY, SHIPS
from seaboard.games.black_fleet.words import (
    cubes,
    dev_card,
    doubloons,
    fortune_card,
    goods,
    goods_of,
    ship,
    ship_of,
)

if TYPE_CHECKING:
    from seaboard.games.black_fleet.components import MoveCard
    from seaboard.games.black_fleet.state import BlackFleetState

H: Final = "black_fleet:help_"


def steps(count: int) -> Message:
    return msg("black_fleet:steps", count=count)


def up_to(count: int) -> Message:
    """ "up to 3 areas": how far a movement card lets a ship sail."""
    return msg(H + "upto", count=count)


# -- the board ---------------------------------------------------------------------------------


def ships_in(st: BlackFleetState, area: int) -> list[Message]:
    """The ships standing in ``area``, each with its owner."""
    found = [ship(2 + c) for c in (0, 1) if st.navy[c] == area]
    for s in range(st.num_players):
        if st.mpos[s] == area:
            found.append(ship_of(s, MERCHANT))
        if st.ppos[s] == area:
            found.append(ship_of(s, PIRATE))
    return found


def _occupants(st: BlackFleetState, area: int) -> Message:
    here = ships_in(st, area)
    return msg(H + "here", ships=here) if here else msg(H + "nobody_here")


def area_help(st: BlackFleetState, area: int) -> list[Message]:
    """An area: its name, what ships may do there (seed "Использовать корабли": by sea only,
    never stopping on another ship), and who is there now."""
    comp = st.comp
    says = [msg(H + "area", n=area, area=area_name(comp, area))]
    kind = ("sea", "island", "mainland")[comp.kind[area]]
    wave, chart = fortune_card(fortune.TIDAL_WAVE), dev_card(movement.NAVIGATION_CHART)
    says.append(msg(H + "area_" + kind, wave=wave, chart=chart))
    if comp.dock_port[area] >= 0:
        says.append(msg(H + "area_docks", port=port_name(comp, comp.dock_port[area])))
    if comp.beach[area]:
        says.append(msg(H + "area_beach", money=doubloons(comp.beach[area])))
    if area in comp.lairs:
        says.append(msg(H + "area_lair", card=dev_card(movement.PIRATE_HIDEOUT)))
    if area in comp.distant:
        says.append(msg(H + "area_distant"))
    if comp.kind[area] != CONTINENT:
        says.append(_occupants(st, area))
    return says


def beach_help(st: BlackFleetState, area: int) -> list[Message]:
    """A beach (seed "Пиратский корабль": a pirate with treasure buries it for the beach's
    value; with the Treasure Map in the turn of its robbery for a fixed sum)."""
    money = doubloons(st.comp.beach[area])
    return [
        msg(H + "beach", money=money),
        msg(H + "beach_bury", money=money),
        _occupants(st, area),
    ]


def port_help(st: BlackFleetState, port: int) -> list[Message]:
    """A port: its goods and how many are left, what it buys and for how much, and what a
    merchant at its docks would get now (seed "Торговый корабль")."""
    comp = st.comp
    p = comp.ports[port]
    name = port_name(comp, port)
    prices = [
        msg(H + "price", goods=goods(st, c), money=doubloons(price))
        for c, price in enumerate(p.buys)
        if price
    ]
    says = [
        msg(H + "port", st.cubes[p.colour], port=name, goods=goods_of(st, p.colour)),
        msg(H + "port_buys", prices=prices),
        msg(H + "port_sell", r.LOAD, goods=goods_of(st, p.colour)),
    ]
    for s in range(st.num_players):
        if st.mpos[s] in p.docks and st.mcnt[s]:
            paid = actions.sale_price(st, s)
            if paid:
                says.append(
                    msg(H + "port_docked", ship=ship_of(s, MERCHANT), money=doubloons(paid))
                )
            else:
                cargo = goods_of(st, st.mcol[s])
                says.append(msg(H + "port_docked_no", ship=ship_of(s, MERCHANT), goods=cargo))
    return says


def _steps_left(st: BlackFleetState, seat: int, slot: int) -> Message | None:
    """The steps a ship of the seat to move has left in its ships phase, if any."""
    if st.phase not in (SHIPS, LUCKY) or st.seat != seat or st.t.done[slot]:
        return None
    left = movement.remaining(st, slot)
    return msg(H + "steps_left", steps=steps(left)) if left > 0 else None


def merchant_help(st: BlackFleetState, seat: int) -> list[Message]:
    """A merchant ship: owner, place, cargo, its trade and what selling here would pay."""
    comp = st.comp
    area = st.mpos[seat]
    says = [msg(H + "ship_at", ship=ship_of(seat, MERCHANT), area=area_name(comp, area))]
    if st.mcnt[seat]:
        says.append(msg(H + "cargo", cargo=cubes(st, st.mcnt[seat], st.mcol[seat])))
    else:
        says.append(msg(H + "cargo_none"))
    says.append(msg(H + "merchant_role", r.LOAD))
    port = comp.dock_port[area]
    if port >= 0 and st.mcnt[seat]:
        paid = actions.sale_price(st, seat)
        where = port_name(comp, port)
        if paid:
            says.append(msg(H + "merchant_sells", port=where, money=doubloons(paid)))
        else:
            says.append(msg(H + "merchant_no_sale", port=where, goods=goods_of(st, st.mcol[seat])))
    says.append(msg(H + "merchant_danger"))
    left = _steps_left(st, seat, MERCHANT)
    return [*says, left] if left else says


def pirate_help(st: BlackFleetState, seat: int) -> list[Message]:
    """A pirate ship: owner, place, treasure and its raid or its burial (seed "Пиратский
    корабль")."""
    comp = st.comp
    area = st.ppos[seat]
    says = [msg(H + "ship_at", ship=ship_of(seat, PIRATE), area=area_name(comp, area))]
    if st.pcargo[seat] >= 0:
        says.append(msg(H + "treasure", goods=goods(st, st.pcargo[seat])))
        if comp.beach[area]:
            says.append(msg(H + "pirate_on_beach", money=doubloons(comp.beach[area])))
        else:
            says.append(msg(H + "pirate_bury"))
    else:
        paid = r.SECRET_PLANS_PAY if st.has(seat, actions.SECRET_PLANS) else r.ROB_PAY
        says.append(msg(H + "pirate_rob", money=doubloons(paid)))
    says.append(msg(H + "pirate_danger"))
    left = _steps_left(st, seat, PIRATE)
    return [*says, left] if left else says


def navy_help(st: BlackFleetState, colour: int) -> list[Message]:
    """A navy ship: nobody's; the movement card's colour says who moves it this turn; it
    sinks pirates (seed "Военный корабль")."""
    slot = 2 + colour
    says = [
        msg(H + "navy", ship=ship(slot), area=area_name(st.comp, st.navy[colour])),
        msg(H + "navy_role", money=doubloons(r.SINK_PAY)),
    ]
    if st.phase in (SHIPS, LUCKY) and st.t.ctrl[colour]:
        says.append(msg(H + "navy_now", who=SeatRef(st.seat)))
        left = _steps_left(st, st.seat, slot)
        if left:
            says.append(left)
    return says


# -- cards -------------------------------------------------------------------------------------

DEV_VALUES: Final[dict[str, dict[str, int]]] = {
    "quick_launch": {"steps": r.QUICK_LAUNCH_STEPS},
    "secret_plans": {"money": r.SECRET_PLANS_PAY, "usual": r.ROB_PAY},
    "bounty_notice": {"money": r.BOUNTY_PAY, "usual": r.SINK_PAY},
    "treasure_map": {"money": r.TREASURE_MAP_PAY},
    "smugglers_code": {"money": r.SMUGGLE_PAY},
    "insurance": {"money": r.INSURANCE_PER_CUBE, "sunk": r.INSURANCE_SUNK},
    "fast_loading": {"steps": r.FAST_LOADING_STEPS},
    "delivery_bonus": {
        "most": max(r.DELIVERY_BONUS),
        "most_pay": r.DELIVERY_BONUS[max(r.DELIVERY_BONUS)],
        "fewer": min(r.DELIVERY_BONUS),
        "fewer_pay": r.DELIVERY_BONUS[min(r.DELIVERY_BONUS)],
    },
    "royal_charter": {"usual": r.ROYAL_CHARTER_FROM, "money": r.ROYAL_CHARTER_TO},
    "trade_agreement": {"money": r.TRADE_AGREEMENT_PRICE},
    "bill_of_lading": {"count": r.BILL_OF_LADING_EXTRA},
    "larger_sails": {"steps": r.LARGER_SAILS_STEPS},
    "mobile_forces": {"steps": r.MOBILE_FORCES_RANGE},
    "tide_tables": {"steps": r.TIDE_TABLES_STEPS},
    "weather_forecast": {
        "count": r.WEATHER_DRAW,
        "played": r.WEATHER_PLAYED,
        "money": r.WEATHER_PAY,
    },
    "master_trader": {"money": r.ATTACK_PAY},
    "black_spot": {"money": r.ATTACK_PAY, "more": r.BLACK_SPOT_TREASURE_PAY},
    "letter_of_marque": {"money": r.ATTACK_PAY},
    "naval_detachment": {"money": r.ATTACK_PAY},
}
"""The rules' numbers each development card's words need (seed "Карты развития")."""
FORTUNE_VALUES: Final[dict[str, dict[str, int]]] = {
    "trade_wind": {"steps": r.WIND_STEPS},
    "following_wind": {"steps": r.WIND_STEPS},
    "naval_wind": {"steps": r.WIND_STEPS},
    "lucky_wind": {"steps": r.LUCKY_WIND_STEPS},
    "piratical_breeze": {"steps": r.PIRATICAL_BREEZE},
    "mercantile_breeze": {"steps": r.MERCANTILE_BREEZE},
    "naval_breeze": {"steps": r.NAVAL_BREEZE},
    "freshening_wind": {"steps": r.FRESHENING_STEPS},
    "extra_order": {"money": r.EXTRA_ORDER_PAY, "total": r.EXTRA_ORDER_TOTAL},
    "lighter_load": {"steps": r.LIGHTER_LOAD_STEPS},
    "secret_orders": {"money": r.SECRET_ORDERS_PAY, "both": r.SECRET_ORDERS_BOTH_PAY},
    "side_trading": {"money": r.SIDE_TRADING_PAY, "steps": r.SIDE_TRADING_STEPS},
    "sunken_treasure": {"money": r.SUNKEN_TREASURE_PAY, "steps": r.SUNKEN_TREASURE_STEPS},
}
"""The rules' numbers each fortune card's words need (seed "Карты удачи")."""
MONEY_KEYS: Final = frozenset(
    {"money", "usual", "sunk", "most_pay", "fewer_pay", "more", "total", "both"}
)
"""Values worded as doubloons; ``steps`` as steps; the others as plain numbers."""


def _worded(values: dict[str, int]) -> dict[str, Message | int]:
    """Each number as the noun it counts: doubloons, steps, or a plain number."""
    worded: dict[str, Message | int] = {}
    for name, n in values.items():
        if name in MONEY_KEYS:
            worded[name] = doubloons(n)
        elif name == "steps":
            worded[name] = steps(n)
        else:
            worded[name] = n
    return worded


def dev_effect(card: int) -> Message:
    """A development card's effect in words, with the rules' numbers."""
    values = DEV_VALUES.get(DEV_IDS[card], {})
    worded = {k: v for k, v in _worded(values).items() if k != "count"}
    return Message(H + "dev_" + DEV_IDS[card], dict(worded), values.get("count"))


def fortune_effect(comp: Components, card: int) -> Message:
    """A fortune card's effect in words, with the rules' numbers (Extra Order: its pairs of
    goods and ports from the component data)."""
    ident = FORTUNE_IDS[card]
    values: dict[str, Message | int | list[Message]] = dict(_worded(FORTUNE_VALUES.get(ident, {})))
    if card == fortune.EXTRA_ORDER:
        values["pairs"] = [
            msg(H + "extra_pair", goods=msg(f"black_fleet:goods_{comp.colours[c]}"), port=port)
            for c, port in ((c, port_name(comp, p)) for c, p in comp.extra_orders)
        ]
    return Message(H + "fortune_" + ident, dict(values))


def face_words(kind: str, card: int) -> Message:
    """The short words printed on a development (``kind`` "dev") or fortune card's face."""
    ident = (DEV_IDS if kind == "dev" else FORTUNE_IDS)[card]
    return msg(f"black_fleet:face_{kind}_{ident}")


def dev_help(
    st: BlackFleetState, seat: int, slot: int, shown: bool, perspective: int | None
) -> list[Message]:
    """A development card (seed "Открыть карту развития/победы"): what it does, what revealing
    it costs, and whether it works already; a face-down card of another player only by its
    price."""
    card = st.dev[seat][slot]
    cost = doubloons(st.comp.tiers[slot])
    if card < 0:
        return [msg(H + "dev_slot", cost=cost)]
    owner = SeatRef(seat)
    if not shown:
        return [msg(H + "dev_hidden", who=owner, cost=cost), msg(H + "dev_buy_rule")]
    says = [msg(H + "dev", who=owner, card=dev_card(card), cost=cost), dev_effect(card)]
    if st.rev[seat][slot]:
        says.append(msg(H + "dev_revealed", who=owner))
    elif seat == perspective:
        says.extend((msg(H + "dev_yours", cost=cost), msg(H + "dev_buy_rule")))
    else:
        says.append(msg(H + "dev_face_down", who=owner, cost=cost))
    return says


def victory_help(st: BlackFleetState, seat: int) -> list[Message]:
    """The victory card (seed "Цель игры", "Конец игры")."""
    owner = SeatRef(seat)
    says = [msg(H + "victory", who=owner, money=doubloons(st.vcost[seat]))]
    if st.vic[seat]:
        says.append(msg(H + "victory_bought", who=owner))
    else:
        says.append(msg(H + "victory_rule"))
    return says


def move_card_help(card: MoveCard) -> list[Message]:
    """A movement card (seed "Сыграть карту хода"): how far each ship may sail, and what its
    bottom line makes the player draw or discard."""
    navy, pirate, merchant = card.values
    says = [
        msg(
            H + "mcard",
            navy=ship(2 + card.navy),
            n=up_to(navy),
            p=up_to(pirate),
            m=up_to(merchant),
        )
    ]
    bottom = BOTTOMS[card.bottom]
    if bottom != "none":
        says.append(msg(H + "mcard_bottom", bottom=msg(f"black_fleet:bottom_{bottom}")))
    says.append(msg(H + "mcard_play", navy=msg(f"black_fleet:navy_{NAVY_COLOURS[card.navy]}")))
    return says


def fortune_help(comp: Components, card: int) -> list[Message]:
    """A fortune card in the hand (seed "Разыграть карты удачи")."""
    return [
        msg(H + "fortune", card=fortune_card(card)),
        fortune_effect(comp, card),
        msg(H + "fortune_when", count=r.FORTUNE_MAX),
    ]
