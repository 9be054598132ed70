"""Black Fleet in words: every move and chance outcome as a sentence, the hidden draws, the
log's group headings and the decision of the seat to move (seed 001; docs/api.md hooks).

The sentences name players (``SeatRef``), ships by kind, ports and areas by name
(``places``), and cards by their printed names (Russian as in the seed); every number a noun
depends on is a plural ``Message`` of its own ("2 doubloons", "3 cubes of rum").
"""

from __future__ import annotations

from typing import Any

from seaboard.core.message import Message, SeatRef, msg
from seaboard.core.move import Move
from seaboard.games.black_fleet import actions, fortune, movement
from seaboard.games.black_fleet.components import BOTTOMS, DEV_IDS, FORTUNE_IDS, NAVY_COLOURS
from seaboard.games.black_fleet.flow import EXPERT_CREW, FALSE_COLORS, SHIP_VERBS, TIDE_TABLES
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, SHIP_NAMES, Act
from seaboard.games.black_fleet.places import area_name, compass, direction, port_name
from seaboard.games.black_fleet.state import (
    BUY,
    CARD,
    DEAL,
    DEAL_F,
    DEAL_M,
    DEV_OF,
    DISCARD,
    DRAW_F,
    DRAW_M,
    FIRST,
    FORTUNE_OF,
    LAUNCH,
    LUCKY,
    SETUP,
    SHIPS,
    BlackFleetState,
)

D = "black_fleet:"
MONEY_CARDS = frozenset(
    {fortune.EXTRA_ORDER, fortune.SECRET_ORDERS, fortune.SIDE_TRADING, fortune.SUNKEN_TREASURE}
)
"""Fortune cards that pay doubloons when played."""


# -- nouns ------------------------------------------------------------------------------------


def doubloons(amount: int) -> Message:
    return msg(D + "doubloons", count=amount)


def cubes(st: BlackFleetState, count: int, colour: int) -> Message:
    """ "3 cubes of rum": ``count`` goods cubes of goods colour ``colour``."""
    return msg(D + "cubes", count=count, goods=goods_of(st, colour))


def goods(st: BlackFleetState, colour: int) -> Message:
    return msg(f"{D}goods_{st.comp.colours[colour]}")


def goods_of(st: BlackFleetState, colour: int) -> Message:
    return msg(f"{D}goods_{st.comp.colours[colour]}_of")


def ship(slot: int) -> Message:
    return msg(f"{D}ship_{SHIP_NAMES[slot]}")


def ship_of(owner: int, slot: int) -> Message:
    """A ship with its owner ("Bob's pirate ship"); navy ships belong to nobody."""
    if slot >= 2:
        return ship(slot)
    return msg(D + "ship_of", ship=ship(slot), who=SeatRef(owner))


def dev_card(card: int) -> Message:
    return msg(f"{D}dev_{DEV_IDS[card]}")


def fortune_card(card: int) -> Message:
    return msg(f"{D}fortune_{FORTUNE_IDS[card]}")


def move_card(st: BlackFleetState, code: str) -> Message:
    """A movement card by what it shows: "yellow navy 2 · pirate 4 · merchant 3 · ..."."""
    card = st.comp.move_cards[st.comp.card_index[code]]
    values = ship_values(card.navy, *card.values)
    bottom = BOTTOMS[card.bottom]
    if bottom == "none":
        return values
    return msg(D + "card_bottom", values=values, bottom=msg(f"{D}bottom_{bottom}"))


def ship_values(navy: int, n: int, p: int, m: int) -> Message:
    return msg(D + "values", navy=msg(f"{D}navy_{NAVY_COLOURS[navy]}"), n=n, p=p, m=m)


def _owner(positions: list[int], area: int) -> int:
    return positions.index(area)


# -- moves ------------------------------------------------------------------------------------


def describe_move(st: BlackFleetState, move: Move) -> Message | None:
    """``move``, about to be played in ``st``, as a sentence (full knowledge)."""
    if not isinstance(move, Act):
        return None
    verb, args = move.verb, move.args
    if verb in ("first", "deal", "draw", "draw-fortune"):
        return _chance(st, move, hidden=False)
    who = SeatRef(st.to_move() if st.phase == SETUP else st.seat)
    if verb == "move":
        slot = SHIP_NAMES.index(str(args[0]))
        src = st.ship_area(st.seat, slot)
        return _step("step", st, src, int(args[1]), who=who, ship=ship(slot))
    if verb in ("place", "enter"):
        return _placement(st, verb, int(args[0]), who)
    if verb == "play":
        return _play(st, str(args[0]), who)
    if verb in SHIP_VERBS:
        return _action(st, verb, args, who)
    if verb == "fortune":
        return _fortune(st, str(args[0]), args[1:], who)
    if verb == "lucky":
        owner, slot, _ = st.t.lucky
        src = st.ship_area(owner, slot)
        card = fortune_card(fortune.LUCKY_WIND)
        return _step("lucky", st, src, int(args[0]), who=who, ship=ship_of(owner, slot), card=card)
    if verb == "stop":
        owner, slot, _ = st.t.lucky
        card = fortune_card(fortune.LUCKY_WIND)
        return msg(D + "stop", who=who, ship=ship_of(owner, slot), card=card)
    if verb == "swap":
        return msg(D + "swap", who=who, card=dev_card(FALSE_COLORS))
    if verb == "tide":
        slot = SHIP_NAMES.index(str(args[0]))
        return msg(
            D + "tide",
            who=who,
            ship=ship(slot),
            extra=msg(D + "steps", count=2),
            card=dev_card(TIDE_TABLES),
        )
    if verb == "discard":
        return msg(D + "discard", who=who, card=fortune_card(FORTUNE_OF[str(args[0])]))
    if verb == "buy":
        return _buy(st, str(args[0]), who)
    if verb == "pass" and st.phase in (SHIPS, LUCKY):
        return msg(D + "end", who=who)
    return msg(f"{D}{verb}", who=who)  # end, done, pass


def _step(kind: str, st: BlackFleetState, src: int, dst: int, **values: Any) -> Message:
    comp = st.comp
    return msg(D + kind, dir=direction(comp, src, dst), area=area_name(comp, dst), **values)


def _placement(st: BlackFleetState, verb: str, area: int, who: SeatRef) -> Message:
    comp = st.comp
    if verb == "enter":
        return msg(D + "enter", who=who, area=_distant_name(st, area))
    port = comp.ports[comp.dock_port[area]]
    x, y = comp.xy[area]
    side = msg(f"{D}side_" + compass(x - port.x, y - port.y))
    load = cubes(st, min(3, st.cubes[port.colour]), port.colour)
    return msg(
        D + "place", who=who, port=port_name(comp, comp.dock_port[area]), side=side, load=load
    )


def _distant_name(st: BlackFleetState, area: int) -> Message:
    """A distant sea, told apart from those that share its name by its side of them ("the
    distant sea north of Bahamas, east side")."""
    comp = st.comp
    name = area_name(comp, area)
    twins = [a for a in comp.distant if area_name(comp, a) == name]
    if len(twins) < 2:
        return name
    cx = sum(comp.xy[a][0] for a in twins) / len(twins)
    cy = sum(comp.xy[a][1] for a in twins) / len(twins)
    x, y = comp.xy[area]
    side = msg(f"{D}side_" + compass(x - cx, y - cy))
    return msg(D + "area_side", area=name, side=side)


def _play(st: BlackFleetState, text: str, who: SeatRef) -> Message:
    comp = st.comp
    if "&" not in text:
        return msg(D + "play", who=who, card=move_card(st, text))
    codes, picks = text.split(":")
    cards = [comp.move_cards[comp.card_index[c]] for c in codes.split("&")]
    chosen = [cards[int(p) - 1].values[i] for i, p in enumerate(picks)]
    navy = cards[int(picks[0]) - 1].navy
    return msg(
        D + "play_both",
        who=who,
        card=dev_card(EXPERT_CREW),
        values=ship_values(navy, *chosen),
        bottom=msg(D + "bottom_discard1"),
    )


def _action(st: BlackFleetState, verb: str, args: tuple[int | str, ...], who: SeatRef) -> Message:
    s = st.seat
    comp = st.comp
    if verb == "sell":
        port = comp.dock_port[st.mpos[s]]
        colour = comp.ports[port].colour
        return msg(
            D + "sell",
            who=who,
            cargo=cubes(st, st.mcnt[s], st.mcol[s]),
            port=port_name(comp, port),
            money=doubloons(actions.sale_price(st, s)),
            load=cubes(st, min(3, st.cubes[colour]), colour),
        )
    if verb == "rob":
        victim = _owner(st.mpos, int(args[0]))
        paid = 4 if st.has(s, actions.SECRET_PLANS) else 2
        return msg(
            D + ("rob_sinks" if st.mcnt[victim] == 1 else "rob"),
            who=who,
            victim=SeatRef(victim),
            area=area_name(comp, int(args[0])),
            cargo=cubes(st, 1, st.mcol[victim]),
            money=doubloons(paid),
        )
    if verb == "bury":
        t = st.t
        same_turn = t.acted[PIRATE] and t.robbed and st.has(s, actions.TREASURE_MAP)
        paid = 3 if same_turn else comp.beach[st.ppos[s]]
        return msg(D + "bury", who=who, goods=goods(st, st.pcargo[s]), money=doubloons(paid))
    if verb == "smuggle":
        port = comp.dock_port[st.ppos[s]]
        return msg(
            D + "smuggle",
            who=who,
            goods=goods(st, st.pcargo[s]),
            port=port_name(comp, port),
            card=dev_card(actions.SMUGGLERS_CODE),
            money=doubloons(5),
        )
    if verb in ("sink", "marque"):
        slot, area = SHIP_NAMES.index(str(args[0])), int(args[1])
        if verb == "sink":
            victim = _owner(st.ppos, area)
            paid = 4 if st.has(s, actions.BOUNTY_NOTICE) else 2
            return msg(
                D + "sink",
                who=who,
                victim=SeatRef(victim),
                ship=ship(slot),
                area=area_name(comp, area),
                money=doubloons(paid),
            )
        victim = _owner(st.mpos, area)
        return msg(
            D + "marque",
            who=who,
            victim=SeatRef(victim),
            ship=ship(slot),
            card=dev_card(actions.LETTER_OF_MARQUE),
            cargo=cubes(st, 1, st.mcol[victim]),
            money=doubloons(3),
        )
    area = int(args[0])
    if verb == "trade":
        victim = _owner(st.mpos, area)
        return msg(
            D + "trade",
            who=who,
            victim=SeatRef(victim),
            card=dev_card(actions.MASTER_TRADER),
            cargo=cubes(st, 1, st.mcol[victim]),
            money=doubloons(3),
        )
    victim = _owner(st.ppos, area)
    if verb == "spot":
        paid = 5 if st.pcargo[victim] >= 0 else 3
        card = dev_card(actions.BLACK_SPOT)
    else:
        paid, card = 3, dev_card(actions.NAVAL_DETACHMENT)
    attacker = ship(PIRATE if verb == "spot" else MERCHANT)
    return msg(
        D + "attack_pirate",
        who=who,
        ship=attacker,
        victim=SeatRef(victim),
        card=card,
        money=doubloons(paid),
    )


def _fortune(st: BlackFleetState, slug: str, args: tuple[int | str, ...], who: SeatRef) -> Message:
    card = FORTUNE_OF[slug]
    name = fortune_card(card)
    s = st.seat
    t = st.t
    if card == fortune.LUCKY_WIND:
        target = ship_of(int(args[0]), SHIP_NAMES.index(str(args[1])))
        return msg(D + "play_fortune_lucky", who=who, card=name, ship=target)
    if card == fortune.FREAK_WINDS:
        perm = str(args[0])
        n, p, m = (t.cardv[fortune.LINES.index(line)] for line in perm)
        return msg(
            D + "play_fortune_values", who=who, card=name, values=ship_values(t.pnavy, n, p, m)
        )
    if card == fortune.WHIRLWIND:
        a, b = (_ship_at(st, int(area)) for area in args)
        return msg(D + "play_fortune_whirlwind", who=who, card=name, a=a, b=b)
    if card == fortune.LIGHTER_LOAD:
        slot = SHIP_NAMES.index(str(args[0]))
        colour = st.mcol[s] if slot == MERCHANT else st.pcargo[s]
        return msg(
            D + "play_fortune_lighter",
            who=who,
            card=name,
            ship=ship(slot),
            cargo=cubes(st, 1, colour),
            extra=msg(D + "steps", count=4),
        )
    if card in MONEY_CARDS:
        paid = {
            fortune.EXTRA_ORDER: 5 if t.extra == 0 else 3,
            fortune.SECRET_ORDERS: 3 if t.ctrl[0] and t.ctrl[1] else 2,
        }.get(card, 3)
        return msg(D + "play_fortune_paid", who=who, card=name, money=doubloons(paid))
    return msg(D + "play_fortune", who=who, card=name)


def _ship_at(st: BlackFleetState, area: int) -> Message:
    for slot, positions in ((MERCHANT, st.mpos), (PIRATE, st.ppos)):
        if area in positions:
            return ship_of(positions.index(area), slot)
    return ship(2 + st.navy.index(area))


def _buy(st: BlackFleetState, what: str, who: SeatRef) -> Message:
    s = st.seat
    if what == "victory":
        return msg(D + "buy_victory", who=who, money=doubloons(st.vcost[s]))
    slot = st.comp.tiers.index(int(what))
    return msg(D + "buy", who=who, money=doubloons(int(what)), card=dev_card(st.dev[s][slot]))


# -- chance and what others see of it ---------------------------------------------------------


def recipient(st: BlackFleetState, verb: str) -> int:
    """Who gets the card a chance outcome deals or draws."""
    if verb == "deal":
        return st.deal_i // 4
    if verb == "draw-fortune":
        return st.deal_i if st.phase == DEAL_F else st.seat
    return st.deal_i // 2 if st.phase == DEAL_M else st.seat


def _chance(st: BlackFleetState, move: Act, hidden: bool) -> Message:
    verb, arg = move.verb, str(move.args[0])
    if verb == "first":
        return msg(D + "first", who=SeatRef(int(arg)))
    who = SeatRef(recipient(st, verb))
    if verb == "deal":
        cost = doubloons(st.comp.tiers[st.deal_i % 4])
        if hidden:
            return msg(D + "dealt_dev_hidden", who=who, cost=cost)
        return msg(D + "dealt_dev", who=who, card=dev_card(DEV_OF[arg]), cost=cost)
    if verb == "draw-fortune":
        card = msg(D + "a_fortune_card") if hidden else _fortune_named(FORTUNE_OF[arg])
    else:
        card = msg(D + "a_movement_card") if hidden else _movement_named(st, arg)
    if st.phase in (DEAL_F, DEAL_M):
        return msg(D + "dealt", who=who, card=card)
    return card


def _fortune_named(card: int) -> Message:
    return msg(D + "the_fortune_card", card=fortune_card(card))


def _movement_named(st: BlackFleetState, code: str) -> Message:
    return msg(D + "the_movement_card", card=move_card(st, code))


def describe_hidden(st: BlackFleetState, move: Move, perspective: int | None) -> Message | None:
    """A card dealt or drawn by someone else: which kind of card, never which card."""
    if not isinstance(move, Act) or move.verb not in ("deal", "draw", "draw-fortune"):
        return None
    if recipient(st, move.verb) == perspective:
        return None
    return _chance(st, move, hidden=True)


def log_group(st: BlackFleetState, move: Move, perspective: int | None) -> Message | None:
    """Setup deals group by kind of card; a turn's draws group as "You draw" / "Bob draws"."""
    if not isinstance(move, Act) or move.verb not in ("deal", "draw", "draw-fortune"):
        return None
    if st.phase == DEAL:
        return msg(D + "group_dev_dealt")
    if st.phase == DEAL_F:
        return msg(D + "group_fortune_dealt")
    if st.phase == DEAL_M:
        return msg(D + "group_movement_dealt")
    if st.seat == perspective:
        return msg(D + "group_you_draw")
    return msg(D + "group_draws", who=SeatRef(st.seat))


# -- the decision -----------------------------------------------------------------------------


def decision(st: BlackFleetState) -> Message:
    """What the seat to move decides now, in one sentence with its counts."""
    phase = st.phase
    s = st.seat
    if phase in (FIRST, DEAL, DEAL_F, DEAL_M):
        return msg(D + "decide_dealing")
    if phase in (DRAW_M, DRAW_F):
        return msg(D + "decide_drawing", who=SeatRef(s))
    if phase == SETUP:
        return msg(D + "decide_setup")
    if phase == LAUNCH:
        return msg(D + ("decide_relaunch" if st.mpos[s] < 0 else "decide_enter"))
    if phase == CARD:
        return msg(D + "decide_card", count=len(st.mhand[s]))
    if phase == SHIPS:
        return _ships(st)
    if phase == LUCKY:
        owner, slot, left = st.t.lucky
        return msg(
            D + "decide_lucky",
            ship=ship_of(owner, slot),
            steps=msg(D + "steps", count=left),
            card=fortune_card(fortune.LUCKY_WIND),
        )
    if phase == DISCARD:
        return msg(D + "decide_discard", count=st.t.fdiscard)
    if phase == BUY:
        return msg(D + "decide_buy", money=doubloons(st.money[s]))
    return msg(D + "decide_over")


def _ships(st: BlackFleetState) -> Message:
    """The ships phase: the steps each ship has left, if any."""
    s = st.seat
    t = st.t
    left = []
    for slot in range(4):
        on_board = st.ship_area(s, slot) >= 0 if slot < 2 else bool(t.ctrl[slot - 2])
        steps = movement.remaining(st, slot) if on_board and not t.done[slot] else 0
        if steps > 0:
            left.append(msg(D + "ship_steps", ship=ship(slot), steps=msg(D + "steps", count=steps)))
    return msg(D + "decide_ships", left=left) if left else msg(D + "decide_ships_acts")
