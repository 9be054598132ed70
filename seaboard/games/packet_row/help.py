"""What each piece of the Packet Row picture says when a player points at it (the web table's
help): a card's name, its effect and what taking it costs, where it lies; a board's supplies;
a player's money and cards; the harbor master; the pass and done buttons (seed 000, "Ход
игры", "Правила взятия карт", "Подробное описание карт", "Подсчёт очков").

Also the card faces' words: the kind as a title and what the card is, never its printed id.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from seaboard.core.message import Message, SeatRef, msg
from seaboard.games.packet_row.components import (
    BANKER,
    BOARDS,
    CONTRACT,
    GOLD1,
    GOLD2,
    GOODS_CARD,
    KIND_NAMES,
    MONEY,
    PAID_KINDS,
    SHIP,
    VP,
    Components,
)
from seaboard.games.packet_row.scoring import FEW_PLAYERS
from seaboard.games.packet_row.words import board_name, card_words, contract_terms, country_to

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

_P: Final = "packet_row:"
CURRENT, FUTURE, HAND, SHIPS = "current", "future", "hand", "ships"
"""Where a card lies: a board's current or future supply, a hand, the ships before a player."""


def card_title(comps: Components, card: int) -> Message:
    """The title of a card's face: its kind ("Contract", «Капитан»), or a building's name."""
    if comps.kind[card] == VP:
        return msg(f"{_P}face_vp_name", name_en=comps.name_en[card], name_ru=comps.name_ru[card])
    return msg(f"{_P}title_{KIND_NAMES[comps.kind[card]]}")


def card_face(comps: Components, card: int) -> Message:
    """The words under the title: what this card of its kind is ("3 cotton to France ($25)")."""
    kind = comps.kind[card]
    if kind == CONTRACT:
        return contract_terms(comps, card)
    if kind == SHIP:
        return country_to(comps.destination[card])
    if kind == VP:
        return msg(f"{_P}face_vp", comps.vp[card], cost=comps.cost[card])
    if kind == GOODS_CARD:
        return card_words(comps, card)
    if kind in (GOLD1, GOLD2):
        return msg(f"{_P}face_{KIND_NAMES[kind]}", cost=comps.cost[card])
    if kind == MONEY:
        return msg(f"{_P}face_money", value=comps.value[card])
    return msg(f"{_P}face_{KIND_NAMES[kind]}")


def card_help(st: PacketRowState, card: int, place: str, owner: int | None = None) -> list[Message]:
    """A card's help: what it is, what it does, what it costs to take, where it lies."""
    comps = st.comps
    kind = comps.kind[card]
    says = [msg(f"{_P}help_card", card=card_words(comps, card)), _effect(st, card)]
    if place in (CURRENT, FUTURE):
        paid = kind in PAID_KINDS
        says.append(msg(f"{_P}help_cost", cost=comps.cost[card]) if paid else msg(f"{_P}help_free"))
    if owner is None:
        says.append(msg(f"{_P}help_place_{place}"))
    else:
        says.append(msg(f"{_P}help_place_{place}_of", who=SeatRef(owner)))
    return says


def _effect(st: PacketRowState, card: int) -> Message:
    comps = st.comps
    kind = comps.kind[card]
    if kind == CONTRACT:
        return msg(f"{_P}help_effect_contract", to=country_to(comps.destination[card]))
    if kind == SHIP:
        return msg(f"{_P}help_effect_ship", to=country_to(comps.destination[card]))
    if kind == VP:
        return msg(f"{_P}help_effect_vp", comps.vp[card])
    if kind == MONEY:
        return msg(f"{_P}help_effect_money", value=comps.value[card])
    if kind == BANKER:
        size = "small" if st.num_players <= FEW_PLAYERS else "large"
        return msg(f"{_P}help_effect_banker_{size}_table")
    return msg(f"{_P}help_effect_{KIND_NAMES[kind]}")


def board_help(st: PacketRowState, board: int) -> list[Message]:
    """A board: what its deck holds, its deck and discard, whether it is offered this round."""
    if board == st.active:
        status = msg(f"{_P}help_board_offered")
    elif st.chosen >> board & 1:
        status = msg(f"{_P}help_board_chosen")
    else:
        status = msg(f"{_P}help_board_open")
    return [
        msg(f"{_P}help_board", board=board_name(board)),
        msg(f"{_P}help_board_{BOARDS[board]}"),
        msg(f"{_P}help_board_cards", len(st.decks[board]), discard=len(st.discards[board])),
        status,
    ]


def player_help(st: PacketRowState, seat: int) -> list[Message]:
    """A player: money, cards in hand and ships; whether it holds the harbor master token."""
    says = [
        msg(f"{_P}help_player", len(st.hands[seat]), who=SeatRef(seat), money=st.money[seat]),
        msg(f"{_P}help_player_ships", len(st.ships[seat])),
    ]
    if seat == st.hm:
        says.append(msg(f"{_P}help_player_hm"))
    return says


def harbor_master_help() -> list[Message]:
    return [msg(f"{_P}help_harbor_master")]


def pass_help() -> list[Message]:
    return [msg(f"{_P}help_pass")]


def done_help(payout: int) -> list[Message]:
    return [msg(f"{_P}help_done", payout=payout)]
