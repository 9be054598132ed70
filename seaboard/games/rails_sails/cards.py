"""Card kinds of the World map decks (seed 002, "Подготовка к игре", "Взятие карт").

A card is an int kind: plain train cards of the six colours, train cards with the harbor
anchor, the wild (a train card), single ships (all anchored) and double ships. Hands, decks,
discards and payments are count vectors indexed by kind.
"""

from __future__ import annotations

from typing import Final

COLORS: Final = ("purple", "yellow", "green", "red", "black", "white")
COLORS_RU: Final = ("пурпурный", "жёлтый", "зелёный", "красный", "чёрный", "белый")
LETTERS: Final = ("p", "y", "g", "r", "k", "w")
NCOL: Final = 6

PLAIN: Final = 0  # kinds 0..5: plain train cards
ANCHOR: Final = 6  # kinds 6..11: train cards with the harbor anchor
WILD: Final = 12  # the wild (locomotive / ferry), a train card
SINGLE: Final = 13  # kinds 13..18: single ships (each carries the anchor)
DOUBLE: Final = 19  # kinds 19..24: double ships
NKINDS: Final = 25

TRAIN: Final = 0
SHIP: Final = 1
DECK_NAMES: Final = ("train", "ship")
TRAIN_KINDS: Final = tuple(range(13))
SHIP_KINDS: Final = tuple(range(13, 25))


def deck_of(kind: int) -> int:
    """TRAIN or SHIP: the deck a card kind belongs to."""
    return TRAIN if kind < SINGLE else SHIP


def color_of(kind: int) -> int:
    """The colour index of a kind, -1 for the wild."""
    if kind == WILD:
        return -1
    return (kind if kind < WILD else kind - SINGLE) % NCOL


def kind_code(kind: int) -> str:
    """The notation of a kind: tr (red train), ar (red anchor train), wild, sr, dr."""
    if kind == WILD:
        return "wild"
    prefix = "tasd"[(kind if kind < WILD else kind - 1) // NCOL]
    return prefix + LETTERS[color_of(kind)]


CODES: Final = tuple(kind_code(k) for k in range(NKINDS))
KIND_OF_CODE: Final = {code: kind for kind, code in enumerate(CODES)}


def payment_text(payment: tuple[tuple[int, int], ...]) -> str:
    """A payment (sorted (kind, count) pairs) as notation tokens: ``2dw 1sw``."""
    return " ".join(f"{count}{CODES[kind]}" for kind, count in payment)
