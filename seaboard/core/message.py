"""Messages: what a game says to a player, as a catalogue key and its values.

The rules packages never hold words of a language. They describe a move, a decision or a log
line as a ``Message`` (a key in the game's catalogue and the values it needs); the i18n layer
(``seaboard.i18n``) words it in the reader's language, with the plural form CLDR gives for
``count`` and with seat names in place of ``SeatRef`` values.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class SeatRef:
    """A seat named in a message: shown as that seat's player name ("Alice", "Bot 2")."""

    seat: int


@dataclass(frozen=True, slots=True)
class Message:
    """A catalogue key (``"domain:key"``) and its values.

    Values may be text, numbers, ``SeatRef`` (a player's name), another ``Message`` (worded in
    the same language, e.g. a card's name) or a list of those (joined with commas).
    ``count`` picks the plural form (``key_one``, ``key_few``, ``key_many``, ``key_other``).
    """

    key: str
    values: dict[str, Any] = field(default_factory=dict)
    count: int | None = None

    def __hash__(self) -> int:
        return hash((self.key, tuple(sorted(self.values.items(), key=lambda kv: kv[0]))))


def msg(key: str, count: int | None = None, **values: Any) -> Message:
    """Shorthand: ``msg("cartagena:play", card=..., seat=SeatRef(0))``."""
    return Message(key, values, count)
