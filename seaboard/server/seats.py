"""A table's seats: who sits there (a person with a token, or a bot), and how they are named.

A seat proves itself with a secret token, kept only as its SHA-256 hash. Names the server
makes up ("bot 2", "player 3") are shown as the page shows them, numbered from 1 in the
reader's language ("Bot 3", «Бот 3»).
"""

from __future__ import annotations

import hashlib
import hmac
import re
import unicodedata
from dataclasses import dataclass
from typing import Any

from seaboard.i18n import translate

MAX_NAME = 40
DEFAULT_BOT_NAME = re.compile(r"bot \d+")
DEFAULT_PLAYER_NAME = re.compile(r"player \d+")


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass
class Seat:
    """A seat: a human (claimed when it has a token) or a bot; a human who left or ran out of
    time is ``replaced`` by a bot of the table's level until they take the seat back."""

    seat: int
    kind: str  # "human" | "bot"
    bot_level: str
    name: str
    token_hash: str | None = None
    replaced: bool = False

    @property
    def claimed(self) -> bool:
        return self.kind == "bot" or self.token_hash is not None

    @property
    def by_bot(self) -> bool:
        return self.kind == "bot" or self.replaced

    def check(self, token: str | None) -> bool:
        if self.token_hash is None or not token or len(token) > 200:
            return False
        return hmac.compare_digest(self.token_hash, hash_token(token))

    def row(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "bot_level": self.bot_level,
            "name": self.name,
            "token_hash": self.token_hash,
            "replaced": self.replaced,
        }

    def public(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "kind": self.kind,
            "level": self.bot_level,
            "name": self.name,
            "claimed": self.claimed,
            "replaced": self.replaced,
            "bot": self.by_bot,
        }


def display_name(seat: Seat, lang: str) -> str:
    """The name a reader sees for ``seat`` in ``lang``."""
    if seat.kind == "bot" and DEFAULT_BOT_NAME.fullmatch(seat.name):
        return translate(lang, "web:bot_n", n=seat.seat + 1)
    if not seat.name or DEFAULT_PLAYER_NAME.fullmatch(seat.name):
        return translate(lang, "core:player_n", n=seat.seat + 1)
    return seat.name


def clean_name(name: Any, fallback: str) -> str:
    """A player's name as others read it: no control, format (bidi overrides such as U+202E,
    zero-width characters), private-use or unassigned characters; runs of white space as one
    space; at most ``MAX_NAME`` characters."""
    if not isinstance(name, str):
        return fallback
    kept = "".join(c for c in name if not unicodedata.category(c).startswith("C") or c.isspace())
    text = " ".join(kept.split())[:MAX_NAME]
    return text or fallback
