"""Cartagena's rules as a page that teaches (``core.rulebook``), after seed 003: the goal, the
pieces (the six symbols on cards and spaces, the fortress and the boat), setting up, the two
actions of a turn, the variants Jamaica and Tortuga, and the end.
"""

from __future__ import annotations

from typing import Final

from seaboard.core.message import Message, msg
from seaboard.core.rulebook import Entry, RuleBook, Section
from seaboard.games.cartagena.render import glyph_picture
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, SYMBOLS

C: Final = "cartagena:"
CARDS_PER_SYMBOL: Final = 17
"""The deck: 102 cards, 17 of each symbol (seed 003, "Состав игры")."""


def _words(key: str, count: int) -> tuple[Message, ...]:
    """The paragraphs ``rules_<key>_1`` .. ``rules_<key>_<count>``."""
    return tuple(msg(f"{C}rules_{key}_{n}") for n in range(1, count + 1))


def _card(symbol: int) -> Entry:
    name = msg(f"{C}symbol_{SYMBOLS[symbol]}")
    return Entry(
        name=msg(f"{C}rules_card_name", symbol=name),
        effect=msg(f"{C}rules_card_effect", symbol=name),
        count=CARDS_PER_SYMBOL,
        picture=glyph_picture(symbol),
    )


def rulebook() -> RuleBook:
    return RuleBook(
        intro=msg(C + "rules_intro"),
        sections=(
            Section("goal", msg(C + "rules_goal"), _words("goal", 1)),
            Section(
                "pieces",
                msg(C + "rules_pieces"),
                _words("pieces", 3),
                entries=tuple(_card(symbol) for symbol in range(NUM_SYMBOLS)),
            ),
            Section("setup", msg(C + "rules_setup"), _words("setup", 3)),
            Section("turn", msg(C + "rules_turn"), _words("turn", 2)),
            Section("forward", msg(C + "rules_forward"), _words("forward", 3)),
            Section("back", msg(C + "rules_back"), _words("back", 3)),
            Section("variants", msg(C + "rules_variants"), _words("variants", 2)),
            Section("end", msg(C + "rules_end"), _words("end", 2)),
        ),
    )
