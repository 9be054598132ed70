"""Numbers in move notation: only the ASCII digits 0-9 are digits.

``str.isdigit`` also accepts superscripts (``²``), circled numbers (``①``) and full-width
digits (``５``); ``int`` then either fails with a ``ValueError`` or silently reads a number the
player never typed. Every game's ``parse_move`` tests its numbers here, so a word that
is not plain ASCII digits is an ``InvalidMoveError`` naming the word.
"""

from __future__ import annotations

_DIGITS = frozenset("0123456789")


def is_ascii_number(word: str) -> bool:
    """True when ``word`` is one or more ASCII digits and nothing else."""
    return bool(word) and all(char in _DIGITS for char in word)
