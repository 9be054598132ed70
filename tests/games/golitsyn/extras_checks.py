"""Shared checks of the Golitsyn games' report extras in Russian: the same figures as in
English, and every word a reader sees in Russian."""

from __future__ import annotations

import re
from typing import Any


def russian_words(
    english: list[dict[str, Any]], russian: list[dict[str, Any]], bots: set[str]
) -> list[str]:
    """Assert the Russian blocks carry the English figures, and return every string a reader
    sees in them but the bot names and the heat map's cell names (notation in both
    languages)."""
    assert [block["kind"] for block in russian] == [block["kind"] for block in english]
    found: list[str] = []
    for en, ru in zip(english, russian, strict=True):
        found += [ru["title"], ru.get("xlabel", ""), ru.get("ylabel", "")]
        if en["kind"] == "table":
            found += ru["columns"]
            for en_row, ru_row in zip(en["rows"], ru["rows"], strict=True):
                assert ru_row[1:] == en_row[1:]
                if en_row[0] in bots:
                    assert ru_row[0] == en_row[0]
                else:
                    found.append(ru_row[0])
                found += [cell for cell in ru_row[1:] if isinstance(cell, str)]
        if en["kind"] == "bar":
            assert list(ru["series"].values()) == list(en["series"].values())
            found += [*ru["series"], *ru["labels"]]
        if en["kind"] == "heatmap":
            assert ru["values"] == en["values"]
            assert ru["rows"] == en["rows"]
            assert ru["columns"] == en["columns"]
    return [word for word in found if word and word not in bots]


def assert_all_russian(words: list[str], english: list[dict[str, Any]]) -> None:
    """No Latin letter is left (a share or a dash is fine) and no English title."""
    assert [word for word in words if re.search("[A-Za-z]", word)] == []
    assert not {block["title"] for block in english} & set(words)
