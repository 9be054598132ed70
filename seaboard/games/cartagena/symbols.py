"""The six symbols of the passage and the cards (seed 003, "Состав игры"; RULINGS: Cartagena).

The 2012 edition's names: flag, sabre, pistol, key, bottle, hat (флаг, сабля, пистолет, ключ,
бутылка, треуголка). Symbols are ints 0..5 in this order everywhere in the rules.
"""

from __future__ import annotations

from typing import Final

SYMBOLS: Final = ("flag", "sabre", "pistol", "key", "bottle", "hat")
SYMBOLS_RU: Final = ("флаг", "сабля", "пистолет", "ключ", "бутылка", "треуголка")
LETTERS: Final = "FSPKBH"
NUM_SYMBOLS: Final = len(SYMBOLS)

_LOOKUP: Final = {
    **{name: i for i, name in enumerate(SYMBOLS)},
    **{name: i for i, name in enumerate(SYMBOLS_RU)},
    **{letter.lower(): i for i, letter in enumerate(LETTERS)},
    "saber": 1,
    "tricorn": 5,
}


def symbol_index(word: str) -> int | None:
    """The symbol a word names (English or Russian name, or its letter), or None."""
    return _LOOKUP.get(word.strip().lower())


def symbol_name(symbol: int, lang: str = "en") -> str:
    return (SYMBOLS_RU if lang == "ru" else SYMBOLS)[symbol]
