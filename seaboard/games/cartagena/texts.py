"""Cartagena's words: the rules summary, and moves, chance outcomes and decisions as
``Message``s of the ``cartagena`` catalogue (seed 003, "Ход игры", "Подготовка к игре").

Every sentence names the player (``SeatRef``) and the colour of the pirate it moves; a card
is named by its symbol as in the seed (флаг, сабля, пистолет, ключ, бутылка, треуголка).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from seaboard.core.message import Message, SeatRef, msg
from seaboard.core.move import Move
from seaboard.games.cartagena.moves import (
    BACK,
    BOAT,
    CARD,
    END,
    FIRST,
    PASS,
    PLAY,
    SEGMENT,
    START,
    CartagenaMove,
)
from seaboard.games.cartagena.options import MAX_ACTIONS
from seaboard.games.cartagena.panels import COLOUR_NAMES
from seaboard.games.cartagena.phases import DEAL, PLAYING, SETUP_BOARD
from seaboard.games.cartagena.symbols import SYMBOLS

if TYPE_CHECKING:
    from seaboard.games.cartagena.state import CartagenaState

RULES: Final = {
    "en": """\
Cartagena (Leo Colovini), 2-5 players. Lead your six pirates from the fortress through the
36-space passage into the boat; the first to get all six aboard wins at once.

A turn is 1 to 3 actions, in any mix:
- Play a card and move one of your pirates forward to the next FREE space showing the card's
  symbol (occupied spaces are skipped); with no such space ahead, the pirate boards the boat.
- Move one of your pirates back to the nearest space behind it holding 1 or 2 pirates (empty
  spaces and spaces with 3 are passed) and draw 1 or 2 cards accordingly. A pirate in the
  fortress cannot move back; a pirate in the boat never moves.
After the first action you may end the turn. With no possible action you pass.

Jamaica: hands are hidden, cards are drawn from the deck. Tortuga: hands lie open and cards are
taken from an open row of 12 in the order the arrow shows; an empty row is refilled with 12.
An empty deck is remade from the discard pile.""",
    "ru": """\
Картахена (Лео Коловини), 2-5 игроков. Проведите шестерых пиратов из крепости подземным ходом
из 36 делений в шлюпку; кто первым посадит в шлюпку всех шестерых, сразу побеждает.

Ход — от 1 до 3 действий в любом сочетании:
- Сыграть карту и пойти пиратом вперёд на следующее СВОБОДНОЕ деление с символом карты
  (занятые пропускаются); если такого деления впереди нет, пират садится в шлюпку.
- Пойти пиратом назад на ближайшее деление с одним или двумя пиратами (пустые и занятые тремя
  проходятся) и взять одну или две карты. Пират в крепости назад не ходит, пират в шлюпке
  больше не ходит.
После первого действия можно закончить ход. Если ни одно действие невозможно, игрок пасует.

Ямайка: карты на руке скрыты, берутся из колоды. Тортуга: карты открыты и берутся из открытого
ряда из 12 карт в порядке, указанном стрелкой; опустевший ряд пополняется 12 картами.
Закончившаяся колода составляется заново из сброса.""",
}


def card_name(symbol: int) -> Message:
    """A card (or a space) by its symbol: "sabre", «сабля»."""
    return msg(f"cartagena:symbol_{SYMBOLS[symbol]}")


def _pirate(seat: int, case: str = "") -> Message:
    """A seat's pirate by its colour on the board: "the red pirate", «красный пират»."""
    return msg(f"cartagena:pirate{case}_{COLOUR_NAMES[seat]}")


def _source(square: int) -> Message:
    if square == START:
        return msg("cartagena:from_fortress")
    return msg("cartagena:from_space", n=square)


def _target(square: int) -> Message:
    if square == BOAT:
        return msg("cartagena:to_boat")
    return msg("cartagena:to_space", n=square)


def card_receiver(state: CartagenaState) -> int | None:
    """Who gets the card drawn now: the seat dealt to, the seat drawing, or None (the row)."""
    if state.phase == DEAL:
        return state.dealt % state.num_players
    return None if state.row_fill else state.current


def describe_move(state: CartagenaState, move: Move) -> Message:
    """``move`` (about to be played in ``state``) as a sentence: who, which pirate by
    colour, from where to where (seed 003, "Ход игры")."""
    assert isinstance(move, CartagenaMove)
    kind, who = move.kind, SeatRef(state.current)
    if kind == PLAY:
        return msg(
            "cartagena:play",
            who=who,
            card=card_name(move.a),
            pirate=_pirate(state.current),
            source=_source(move.b),
            target=_target(state.forward_target(move.a, move.b)),
        )
    if kind == BACK:
        target = state.back_target(move.a)
        assert target is not None
        count = state.occupancy[target]
        values = {"who": who, "pirate": _pirate(state.current, "_acc"), "source": move.a}
        # Tortuga: the cards come from the open row, from the end the arrow points away from.
        row = state.row if state.take_left else state.row[::-1]
        if state.tortuga and len(row) >= count:
            cards = [card_name(symbol) for symbol in row[:count]]
            return msg("cartagena:back_row", count, target=target, cards=cards, **values)
        return msg("cartagena:back", count, target=target, **values)
    if kind == END:
        return msg("cartagena:end", who=who)
    if kind == PASS:
        return msg("cartagena:pass", who=who)
    if kind == CARD:
        receiver = card_receiver(state)
        if receiver is None:
            return msg("cartagena:card_row", card=card_name(move.a))
        key = "cartagena:card_dealt" if state.phase == DEAL else "cartagena:card_drawn"
        return msg(key, who=SeatRef(receiver), card=card_name(move.a))
    if kind == SEGMENT:
        side = msg(f"cartagena:side_{'ab'[move.b]}")
        return msg("cartagena:segment", segment=move.a + 1, side=side)
    assert kind == FIRST
    return msg("cartagena:first", who=SeatRef(move.a))


def describe_hidden(state: CartagenaState, move: Move, perspective: int | None) -> Message | None:
    """A Jamaica card seen from outside: "Bob draws a card" (seed 003, "Ямайка")."""
    if not isinstance(move, CartagenaMove) or move.kind != CARD:
        return None
    receiver = card_receiver(state)
    if receiver is None or receiver == perspective:
        return None
    key = "cartagena:card_dealt_hidden" if state.phase == DEAL else "cartagena:card_drawn_hidden"
    return msg(key, who=SeatRef(receiver))


def log_group(state: CartagenaState, move: Move, perspective: int | None) -> Message | None:
    """Setup shows as a few lines: the passage laid, the cards dealt, the Tortuga row laid
    out (each a run of chance outcomes); a draw of one or two cards stands alone."""
    if not isinstance(move, CartagenaMove):
        return None
    if move.kind == SEGMENT and state.phase == SETUP_BOARD:
        return msg("cartagena:group_passage")
    if move.kind == CARD and state.phase == DEAL:
        return msg("cartagena:group_dealt")
    if move.kind == CARD and card_receiver(state) is None:
        return msg("cartagena:group_row")
    return None


def decision(state: CartagenaState) -> Message:
    """What the seat to move decides: which of the two actions, with the actions left, or
    ending the turn (seed 003: 1 to 3 actions, at least one)."""
    if state.phase != PLAYING:
        return msg("core:choose_move")
    kinds = {move.kind for move in state.legal_moves() if isinstance(move, CartagenaMove)}
    if kinds == {PASS}:
        return msg("cartagena:decide_pass")
    actions = {PLAY, BACK} & kinds
    if not actions:
        return msg("cartagena:decide_end")
    which = "play_back" if actions == {PLAY, BACK} else "play" if PLAY in actions else "back"
    suffix = "_or_end" if END in kinds else ""
    return msg(f"cartagena:decide_{which}{suffix}", count=MAX_ACTIONS - state.actions)
