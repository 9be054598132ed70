"""Packet Row's words: cards, moves, chance outcomes and decisions as ``Message``s of the
``packet_row`` catalogue (seed 000, "Ход игры", "Выполнение контрактов", "Подробное описание
карт").

A card is named by what it is, never by its printed id: "contract: 3 cotton to the
Netherlands, pays $25", "ship to Spain", "University (4 VP, $18)". The names of the boards,
goods, countries and kinds are the seed's (зал гильдии, доки, рынок, банк; пшеница, хлопок,
шкуры, табак; торговый корабль, капитан, торговец, ассистент, банкир, слиток).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from seaboard.core.message import Message, SeatRef, msg
from seaboard.core.move import Move
from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row.components import (
    BOARDS,
    CONTRACT,
    DESTINATIONS,
    GOLD1,
    GOLD2,
    GOODS,
    GOODS_CARD,
    KIND_NAMES,
    MONEY,
    SHIP,
    VP,
    Components,
    deck_of,
)
from seaboard.games.packet_row.constants import (
    CHOOSE,
    FINAL,
    FORCED,
    HARBOR,
    OFFER,
    Q_CURRENT,
    Q_DEAL,
    Q_FUTURE,
    Q_REMOVE,
)

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

_P: Final = "packet_row:"


def board_name(board: int) -> Message:
    return msg(f"{_P}board_{BOARDS[board]}")


def country_to(destination: int) -> Message:
    """Where a ship sails: "to Spain", «в Испанию»."""
    return msg(f"{_P}to_{DESTINATIONS[destination]}")


def goods_amount(goods: int, amount: int) -> Message:
    """An amount of goods: "3 cotton", «3 единицы хлопка»."""
    return msg(f"{_P}goods_amount", amount, goods=msg(f"{_P}goods_of_{GOODS[goods]}"))


def contract_terms(comps: Components, card: int) -> Message:
    """What a contract asks and pays: "3 cotton to the Netherlands, pays $25"."""
    return msg(
        f"{_P}contract_terms",
        goods=goods_amount(comps.goods[card], comps.amount[card]),
        to=country_to(comps.destination[card]),
        payout=comps.payout[card],
    )


def card_words(comps: Components, card: int) -> Message:
    """A card by what it is (seed 000, "Подробное описание карт")."""
    kind = comps.kind[card]
    if kind == CONTRACT:
        return msg(f"{_P}card_contract", terms=contract_terms(comps, card))
    if kind == VP:
        return msg(
            f"{_P}card_vp",
            comps.vp[card],
            name_en=comps.name_en[card],
            name_ru=comps.name_ru[card],
            cost=comps.cost[card],
        )
    if kind == SHIP:
        return msg(f"{_P}card_ship", to=country_to(comps.destination[card]))
    if kind == GOODS_CARD:
        goods = goods_amount(comps.goods[card], comps.amount[card])
        return msg(f"{_P}card_goods", goods=goods, cost=comps.cost[card])
    if kind in (GOLD1, GOLD2):
        return msg(f"{_P}card_{KIND_NAMES[kind]}", cost=comps.cost[card])
    if kind == MONEY:
        return msg(f"{_P}card_money", value=comps.value[card])
    return msg(f"{_P}card_{KIND_NAMES[kind]}")


def _payout(st: PacketRowState) -> tuple[int, int]:
    """The contracts of the fulfilment in progress and what they pay."""
    assert st.fx is not None
    contracts = st.fx.all_contracts()
    return len(contracts), sum(st.comps.payout[k] for k in contracts)


def _chance(st: PacketRowState, move: mv.Act) -> Message:
    kind, arg = st.queue[0]
    if move.verb == mv.FIRST:
        return msg(f"{_P}first", who=SeatRef(move.a))
    card = card_words(st.comps, move.a)
    if kind == Q_REMOVE:
        return msg(f"{_P}removed", card=card, board=board_name(arg))
    if kind == Q_DEAL:
        return msg(f"{_P}dealt", who=SeatRef(arg), card=card)
    return msg(f"{_P}drawn", card=card)


def describe_move(st: PacketRowState, move: Move) -> Message:
    """``move`` (about to be played in ``st``) as a sentence with the player's name, the
    board and the card by what it is."""
    assert isinstance(move, mv.Act)
    verb = move.verb
    if verb in mv.CHANCE_VERBS:
        return _chance(st, move)
    who = SeatRef(st.to_move())
    comps = st.comps
    if verb == mv.BOARD:
        return msg(f"{_P}choose_board", who=who, board=board_name(move.a))
    if verb in (mv.TAKE, mv.ASSIST):
        price = comps.price[move.a]
        key = "take" if verb == mv.TAKE else "assist"
        return msg(
            f"{_P}{key}{'_paid' if price else ''}",
            who=who,
            card=card_words(comps, move.a),
            board=board_name(deck_of(move.a)),
            price=price,
        )
    if verb == mv.PASS:
        phase = "offer" if st.phase == OFFER else "final" if st.phase == FINAL else "round"
        return msg(f"{_P}pass_{phase}", who=who)
    if verb == mv.CASH:
        return msg(f"{_P}cash", who=who, value=comps.value[move.a])
    if verb == mv.SHIP:
        key = "ship_start" if st.fx is None else "ship_add"
        return msg(f"{_P}{key}", who=who, to=country_to(comps.destination[move.a]))
    if verb == mv.CAPTAIN:
        return msg(f"{_P}captain", who=who, to=country_to(move.b))
    if verb == mv.CONTRACT:
        return msg(f"{_P}load", who=who, terms=contract_terms(comps, move.a))
    if verb == mv.USE:
        return msg(f"{_P}use", who=who, card=card_words(comps, move.a))
    if verb == mv.MERCHANT:
        goods = msg(f"{_P}goods_{GOODS[move.c]}")
        return msg(f"{_P}merchant", who=who, card=card_words(comps, move.b), goods=goods)
    assert verb == mv.DONE
    count, payout = _payout(st)
    return msg(f"{_P}done", count, who=who, payout=payout)


def describe_hidden(st: PacketRowState, move: Move, perspective: int | None) -> Message | None:
    """A starting contract dealt to another seat, a card removed unseen (2 players)."""
    if not isinstance(move, mv.Act) or not st.queue:
        return None
    kind, arg = st.queue[0]
    if move.verb == mv.REMOVE:
        return msg(f"{_P}removed_hidden", board=board_name(arg))
    if move.verb == mv.DEAL and kind == Q_DEAL and arg != perspective:
        return msg(f"{_P}dealt_hidden", who=SeatRef(arg))
    return None


def log_group(st: PacketRowState, move: Move, perspective: int | None) -> Message | None:
    """Setup and refills as a few lines: cards removed, contracts dealt, and the cards drawn
    into each board's supplies under the board's name ("Docks, future supply: ...")."""
    if not isinstance(move, mv.Act) or not st.queue:
        return None
    kind, arg = st.queue[0]
    if kind == Q_REMOVE:
        return msg(f"{_P}group_removed")
    if kind == Q_DEAL:
        return msg(f"{_P}group_dealt")
    if kind in (Q_CURRENT, Q_FUTURE):
        supply = "current" if kind == Q_CURRENT else "future"
        return msg(f"{_P}group_{supply}", board=board_name(arg))
    return None


def decision(st: PacketRowState) -> Message:
    """What the seat to move decides: the board to offer, a card or a pass, the harbor
    master's choice, a fulfilment to complete, the final fulfilments (seed 000, "Ход игры")."""
    if st.fx is not None:
        count, payout = _payout(st)
        return msg(f"{_P}decide_fulfil", count, payout=payout)
    phase = st.phase
    board = board_name(st.active) if st.active >= 0 else None
    if phase == CHOOSE:
        return msg(f"{_P}decide_choose", round=st.round)
    if phase == OFFER:
        return msg(f"{_P}decide_offer", board=board)
    if phase == HARBOR:
        if any(move.verb == mv.BOARD for move in st.legal_moves() if isinstance(move, mv.Act)):
            return msg(f"{_P}decide_harbor", board=board)
        return msg(f"{_P}decide_harbor_last", board=board)
    if phase == FORCED:
        return msg(f"{_P}decide_forced", board=board)
    if phase == FINAL:
        return msg(f"{_P}decide_final")
    return msg("core:choose_move")
