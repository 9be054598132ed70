"""The 172 cards of Packet Row: loading and validating a component set (seed 000, "Компоненты").

A component set is a JSON file (``data/cards.json`` is the built-in one) with five decks:
guild hall (38), docks (42), market (42), bank (38) and starting contracts (12). Card ids are
fixed by position (``G01``..``G38``, ``D01``..``D42``, ``M01``..``M42``, ``B01``..``B38``,
``S01``..``S12``) and every deck has the composition the rules state, so an owner of the game
can enter the real values in the same format and play with them (option ``components``).
Cards are numbered 0..171 in that order; the tables here are indexed by that number.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Final

from seaboard.core.errors import InvalidDataError
from seaboard.core.notation import is_ascii_number

GOODS: Final = ("wheat", "cotton", "hides", "tobacco")
GOODS_RU: Final = ("пшеница", "хлопок", "шкуры", "табак")
DESTINATIONS: Final = ("gb", "fr", "nl", "se", "es", "de")
DESTINATION_NAMES: Final = ("Great Britain", "France", "Netherlands", "Sweden", "Spain", "Germany")
DESTINATION_NAMES_RU: Final = (
    "Великобритания",
    "Франция",
    "Нидерланды",
    "Швеция",
    "Испания",
    "Германия",
)
BOARDS: Final = ("guild", "docks", "market", "bank")
"""The four boards in their fixed order; board ``i`` draws from deck ``i``."""
BOARD_NAMES: Final = ("Guild Hall", "Docks", "Market", "Bank")
BOARD_NAMES_RU: Final = ("Зал гильдии", "Доки", "Рынок", "Банк")
DECKS: Final = ("guild", "docks", "market", "bank", "start")
DECK_LETTERS: Final = "GDMBS"
DECK_SIZES: Final = (38, 42, 42, 38, 12)
DECK_OFFSETS: Final = (0, 38, 80, 122, 160)
NUM_CARDS: Final = 172
START_DECK: Final = 4

# Card kinds (ints for the hot paths).
CONTRACT, ASSISTANT, VP, SHIP, CAPTAIN, GOLD1, GOLD2, GOODS_CARD, MERCHANT, MONEY, BANKER = range(
    11
)
KIND_NAMES: Final = (
    "contract",
    "assistant",
    "vp",
    "ship",
    "captain",
    "gold1",
    "gold2",
    "goods",
    "merchant",
    "money",
    "banker",
)
KIND_NAMES_RU: Final = (
    "контракт",
    "ассистент",
    "победные очки",
    "корабль",
    "капитан",
    "слиток",
    "двойной слиток",
    "товары",
    "торговец",
    "деньги",
    "банкир",
)
"""The card kinds as the seed names them ("Компоненты игры")."""
PAID_KINDS: Final = frozenset({VP, GOLD1, GOLD2, GOODS_CARD})
"""Cards that cost money to take (seed 000, "Правила взятия карт")."""

COMPOSITION: Final[dict[str, dict[str, int]]] = {
    "guild": {"contract": 24, "assistant": 5, "vp": 9},
    "docks": {"ship": 18, "captain": 5, "gold1": 5, "gold2": 5, "vp": 9},
    "market": {"goods": 28, "merchant": 5, "vp": 9},
    "bank": {"money": 24, "banker": 5, "vp": 9},
    "start": {"contract": 12},
}
"""Deck compositions from the rules (seed 000, "Компоненты игры")."""
GOODS_PER_TYPE: Final = {"market": 7, "start": 3}

_FIELDS: Final[dict[str, tuple[str, ...]]] = {
    "contract": ("goods", "amount", "destination", "payout"),
    "assistant": (),
    "vp": ("name_en", "name_ru", "cost", "vp"),
    "ship": ("destination",),
    "captain": (),
    "gold1": ("cost",),
    "gold2": ("cost",),
    "goods": ("goods", "amount", "cost"),
    "merchant": (),
    "money": ("value",),
    "banker": (),
}
_COMMON: Final = frozenset({"id", "kind", "source", "note", "real_fields"})


_CODES: Final = tuple(
    f"{letter}{number:02d}"
    for letter, size in zip(DECK_LETTERS, DECK_SIZES, strict=True)
    for number in range(1, size + 1)
)


def card_code(index: int) -> str:
    """The printed id of card ``index``: ``G01``, ``D17``, ``S03`` ..."""
    if 0 <= index < NUM_CARDS:
        return _CODES[index]
    raise ValueError(index)


def card_index(code: str) -> int | None:
    """The number of the card printed ``code`` (case-insensitive), or None."""
    if len(code) != 3 or not is_ascii_number(code[1:]):
        return None
    deck = DECK_LETTERS.find(code[0].upper())
    number = int(code[1:])
    if deck < 0 or not 1 <= number <= DECK_SIZES[deck]:
        return None
    return DECK_OFFSETS[deck] + number - 1


_DECK_OF: Final = tuple(deck for deck, size in enumerate(DECK_SIZES) for _ in range(size))


def deck_of(index: int) -> int:
    """The deck (0..3 the boards, 4 the starting contracts) card ``index`` belongs to."""
    if 0 <= index < NUM_CARDS:
        return _DECK_OF[index]
    raise ValueError(index)


@dataclass(frozen=True, slots=True)
class Components:
    """A validated card set, as parallel tables indexed by card number (-1: not applicable)."""

    path: str
    kind: tuple[int, ...]
    goods: tuple[int, ...]
    amount: tuple[int, ...]
    destination: tuple[int, ...]
    cost: tuple[int, ...]
    vp: tuple[int, ...]
    value: tuple[int, ...]
    payout: tuple[int, ...]
    name_en: tuple[str, ...]
    name_ru: tuple[str, ...]
    source: tuple[str, ...]
    price: tuple[int, ...]
    """What taking the card costs: ``cost`` for goods, gold and VP cards, 0 otherwise."""

    def describe(self, index: int, lang: str = "en") -> str:
        """A short description of card ``index`` for labels and the SVG."""
        ru = lang == "ru"
        kind = self.kind[index]
        goods = GOODS_RU if ru else GOODS
        dests = DESTINATION_NAMES_RU if ru else DESTINATION_NAMES
        if kind == CONTRACT:
            g, a, d, p = (
                self.goods[index],
                self.amount[index],
                self.destination[index],
                self.payout[index],
            )
            # Russian counts goods as "пшеница ×3": always grammatical, whatever the number
            lot = f"{goods[g]} ×{a}" if ru else f"{a} {goods[g]}"
            return f"{'контракт' if ru else 'contract'} {lot} → {dests[d]} ${p}"
        if kind == VP:
            name = self.name_ru[index] if ru else self.name_en[index]
            return f"{name} ${self.cost[index]} {self.vp[index]} {'ПО' if ru else 'VP'}"
        if kind == SHIP:
            return f"{'корабль' if ru else 'ship'} → {dests[self.destination[index]]}"
        if kind == GOODS_CARD:
            kind_name, count = goods[self.goods[index]], self.amount[index]
            return (
                f"{kind_name} ×{count} ${self.cost[index]}"
                if ru
                else f"{count} {kind_name} ${self.cost[index]}"
            )
        if kind in (GOLD1, GOLD2):
            bars = 1 if kind == GOLD1 else 2
            word = ("слиток" if bars == 1 else "двойной слиток") if ru else f"gold bar x{bars}"
            return f"{word} ${self.cost[index]}"
        if kind == MONEY:
            return f"{'деньги' if ru else 'money'} ${self.value[index]}"
        return (KIND_NAMES_RU if ru else KIND_NAMES)[kind]


def _fail(path: str, entry: str, problem: str) -> InvalidDataError:
    return InvalidDataError(f"{path}: {entry}: {problem}")


def _int_field(path: str, entry: dict[str, Any], name: str, low: int, high: int) -> int:
    value = entry[name]
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise _fail(path, entry["id"], f"'{name}' must be a whole number {low}..{high}")
    return value


def _parse_card(path: str, deck: str, position: int, entry: Any) -> dict[str, Any]:
    expected = f"{DECK_LETTERS[DECKS.index(deck)]}{position + 1:02d}"
    if not isinstance(entry, dict):
        raise _fail(path, f"{deck}[{position}]", "a card must be an object")
    if entry.get("id") != expected:
        raise _fail(
            path, f"{deck}[{position}]", f"id must be '{expected}', not {entry.get('id')!r}"
        )
    kind = entry.get("kind")
    if kind not in COMPOSITION[deck]:
        allowed = ", ".join(COMPOSITION[deck])
        raise _fail(path, expected, f"kind {kind!r} is not in the {deck} deck ({allowed})")
    needed = _FIELDS[kind]
    missing = [name for name in needed if name not in entry]
    if missing:
        raise _fail(path, expected, f"missing field(s) {', '.join(missing)} for a {kind}")
    unknown = sorted(set(entry) - set(needed) - _COMMON)
    if unknown:
        raise _fail(path, expected, f"unknown field(s) {', '.join(unknown)}")
    if entry.get("source") not in ("real", "reconstructed"):
        raise _fail(path, expected, "'source' must be 'real' or 'reconstructed'")
    card: dict[str, Any] = {"kind": KIND_NAMES.index(kind), "source": entry["source"]}
    if "goods" in needed:
        if entry["goods"] not in GOODS:
            raise _fail(path, expected, f"goods must be one of {', '.join(GOODS)}")
        card["goods"] = GOODS.index(entry["goods"])
    if "destination" in needed:
        if entry["destination"] not in DESTINATIONS:
            raise _fail(path, expected, f"destination must be one of {', '.join(DESTINATIONS)}")
        card["destination"] = DESTINATIONS.index(entry["destination"])
    for name, low, high in (
        ("amount", 1, 9),
        ("payout", 1, 500),
        ("cost", 0, 500),
        ("vp", 1, 50),
        ("value", 1, 500),
    ):
        if name in needed:
            card[name] = _int_field(path, entry, name, low, high)
    for name in ("name_en", "name_ru"):
        if name in needed:
            if not isinstance(entry[name], str) or not entry[name].strip():
                raise _fail(path, expected, f"'{name}' must be a non-empty text")
            card[name] = entry[name].strip()
    return card


def _check_composition(path: str, deck: str, cards: list[dict[str, Any]]) -> None:
    counts: dict[str, int] = {}
    per_goods = [0] * len(GOODS)
    for card in cards:
        name = KIND_NAMES[card["kind"]]
        counts[name] = counts.get(name, 0) + 1
        if card["kind"] in (GOODS_CARD, CONTRACT) and deck in GOODS_PER_TYPE:
            per_goods[card["goods"]] += 1
    for name, count in COMPOSITION[deck].items():
        if counts.get(name, 0) != count:
            raise _fail(path, deck, f"must hold {count} {name} card(s), not {counts.get(name, 0)}")
    if deck in GOODS_PER_TYPE:
        for goods, count in zip(GOODS, per_goods, strict=True):
            if count != GOODS_PER_TYPE[deck]:
                raise _fail(
                    path, deck, f"must hold {GOODS_PER_TYPE[deck]} {goods} cards, not {count}"
                )


def parse_components(data: Any, path: str = "<data>") -> Components:
    """Validate a component set's JSON document; ``InvalidDataError`` names what is wrong."""
    if not isinstance(data, dict) or not isinstance(data.get("decks"), dict):
        raise _fail(path, "document", "expected an object with 'decks'")
    decks = data["decks"]
    columns: dict[str, list[Any]] = {
        name: []
        for name in (
            "kind",
            "goods",
            "amount",
            "destination",
            "cost",
            "vp",
            "value",
            "payout",
            "name_en",
            "name_ru",
            "source",
        )
    }
    unknown = sorted(set(decks) - set(DECKS))
    if unknown:
        raise _fail(path, "decks", f"unknown deck(s) {', '.join(unknown)}")
    for deck, size in zip(DECKS, DECK_SIZES, strict=True):
        entries = decks.get(deck)
        if not isinstance(entries, list) or len(entries) != size:
            raise _fail(path, deck, f"the deck must be a list of {size} cards")
        cards = [_parse_card(path, deck, i, entry) for i, entry in enumerate(entries)]
        _check_composition(path, deck, cards)
        for card in cards:
            for name, column in columns.items():
                default: Any = "" if name in ("name_en", "name_ru", "source") else -1
                column.append(card.get(name, default))
    price = tuple(
        cost if kind in PAID_KINDS else 0
        for kind, cost in zip(columns["kind"], columns["cost"], strict=True)
    )
    return Components(
        path=path, price=price, **{name: tuple(column) for name, column in columns.items()}
    )


DEFAULT_PATH: Final = Path(__file__).resolve().parent / "data" / "cards.json"


@cache
def load_components(path: str = "") -> Components:
    """The component set at ``path`` (``""``: the built-in one), validated and cached."""
    where = Path(path) if path else DEFAULT_PATH
    try:
        text = where.read_text(encoding="utf-8")
    except OSError as error:
        raise InvalidDataError(f"{where}: cannot read the component file ({error})") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise InvalidDataError(f"{where}: not valid JSON ({error})") from None
    return parse_components(data, str(where) if path else "cards.json")
