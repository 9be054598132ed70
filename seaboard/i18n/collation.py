"""Sorting words as a reader of a language expects (the lobby's games by title).

A small part of the Unicode Collation Algorithm with the CLDR tailorings of Seaboard's
languages, enough for titles and names: case is ignored, spaces and punctuation come before
digits and digits before letters; Latin accents are secondary (``é`` sorts with ``e``);
Russian ``ё`` sorts with ``е`` while ``й`` stays a letter of its own; and the language's own
alphabet comes first (CLDR's ``[reorder Cyrl]`` for Russian: Cyrillic titles before Latin ones;
in English Latin before Cyrillic, as in the root order). Ties are broken by the accents, then
by the text itself, so the order is total and the same on every machine (no system locale).
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable
from typing import TypeVar

T = TypeVar("T")

SCRIPT_FIRST = {"ru": "cyrillic"}
"""The script a language's readers expect first; every other language: Latin first."""
CYRILLIC_FOLDS = {"ё": "е"}
"""Russian letters that sort as another letter at the first level (CLDR ru: ё = е)."""


def _script(char: str) -> str:
    """``latin``, ``cyrillic`` or ``other`` for a letter."""
    name = unicodedata.name(char, "")
    if name.startswith("LATIN"):
        return "latin"
    if name.startswith("CYRILLIC"):
        return "cyrillic"
    return "other"


def _weight(char: str, lang: str) -> tuple[int, str]:
    """The first-level weight of one lower-case character: its group, then the letter."""
    if char.isspace() or not char.isalnum():
        return (0, char)
    if char.isdigit():
        return (1, str(unicodedata.digit(char, 0)))
    script = _script(char)
    first = SCRIPT_FIRST.get(lang, "latin")
    group = 2 if script == first else 3 if script in ("latin", "cyrillic") else 4
    if script == "latin":
        char = unicodedata.normalize("NFD", char)[0]  # é → e: accents are second-level
    return (group, CYRILLIC_FOLDS.get(char, char))


def sort_key(text: str, lang: str) -> tuple[tuple[tuple[int, str], ...], str, str]:
    """The key that orders ``text`` among others for a reader of ``lang``."""
    folded = unicodedata.normalize("NFC", text.casefold())
    primary = tuple(_weight(char, lang) for char in folded)
    return (primary, folded, text)


def sorted_for(items: Iterable[T], lang: str, text: Callable[[T], str]) -> list[T]:
    """``items`` ordered by ``text(item)`` as a reader of ``lang`` expects."""
    return sorted(items, key=lambda item: sort_key(text(item), lang))
