"""Cartagena's texts in English and Russian: the rules summary and move descriptions."""

from __future__ import annotations

from typing import Final

from seaboard.games.cartagena.moves import (
    BACK,
    CARD,
    END,
    FIRST,
    PASS,
    PLAY,
    SEGMENT,
    START,
    CartagenaMove,
)
from seaboard.games.cartagena.symbols import symbol_name

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


def _square(square: int, lang: str) -> str:
    if square == START:
        return "the fortress" if lang == "en" else "крепости"
    return f"{'space' if lang == 'en' else 'деления'} {square}"


def move_label(move: CartagenaMove, lang: str = "en") -> str:
    """A sentence describing ``move`` for the log and the move buttons."""
    ru = lang == "ru"
    kind = move.kind
    if kind == PLAY:
        name = symbol_name(move.a, lang)
        where = _square(move.b, lang)
        return (
            f"сыграть «{name}»: пират с {where} вперёд"
            if ru
            else f"play {name}: pirate from {where} forward"
        )
    if kind == BACK:
        return f"пират с деления {move.a} назад" if ru else f"pirate from space {move.a} back"
    if kind == END:
        return "закончить ход" if ru else "end the turn"
    if kind == PASS:
        return "пас" if ru else "pass"
    if kind == CARD:
        name = symbol_name(move.a, lang)
        return f"карта: {name}" if ru else f"card: {name}"
    if kind == SEGMENT:
        side = "ab"[move.b]
        return (
            f"участок {move.a + 1}, сторона {side}" if ru else f"segment {move.a + 1}, side {side}"
        )
    assert kind == FIRST
    return f"первым ходит игрок {move.a + 1}" if ru else f"player {move.a + 1} starts"
