"""Sorting titles as a reader of each language expects (``seaboard.i18n.collation``)."""

from __future__ import annotations

from seaboard.i18n.collation import sort_key, sorted_for


def ordered(words: list[str], lang: str) -> list[str]:
    return sorted_for(words, lang, lambda word: word)


def test_russian_puts_cyrillic_before_latin_and_yo_with_ye() -> None:
    words = ["Ticket to Ride", "Чёрный флот", "Пираты", "Черника", "Ёж", "Жук", "ель"]
    assert ordered(words, "ru") == [
        "Ёж",
        "ель",
        "Жук",
        "Пираты",
        "Черника",
        "Чёрный флот",
        "Ticket to Ride",
    ]


def test_short_i_is_a_letter_of_its_own() -> None:
    assert ordered(["йод", "икра", "кит"], "ru") == ["икра", "йод", "кит"]


def test_english_ignores_case_and_accents_and_puts_latin_first() -> None:
    words = ["pirates", "Éclair", "Black Fleet", "Cartagena", "capture of Colonies", "Пираты"]
    assert ordered(words, "en") == [
        "Black Fleet",
        "capture of Colonies",
        "Cartagena",
        "Éclair",
        "pirates",
        "Пираты",
    ]


def test_spaces_and_digits_come_before_letters() -> None:
    assert ordered(["Sea lord", "Sea 2", "Sealord", "Sea"], "en") == [
        "Sea",
        "Sea 2",
        "Sea lord",
        "Sealord",
    ]


def test_the_order_is_total() -> None:
    assert sort_key("Pirates", "en") != sort_key("pirates", "en")
