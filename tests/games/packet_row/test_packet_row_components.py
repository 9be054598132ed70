"""The component data: the 172 cards, the known cards of the seed, the loader's refusals and
loading another component set (option ``components=PATH``)."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest

from seaboard.core.errors import InvalidDataError, InvalidOptionsError
from seaboard.games.packet_row.components import (
    CONTRACT,
    DEFAULT_PATH,
    GOODS,
    GOODS_CARD,
    KIND_NAMES,
    NUM_CARDS,
    SHIP,
    VP,
    load_components,
    parse_components,
)

from .helpers import SPEC, ids

COMPS = load_components()


def _data() -> dict:
    return json.loads(DEFAULT_PATH.read_text(encoding="utf-8"))


def test_deck_compositions_match_the_rules() -> None:
    data = _data()
    sizes = {deck: len(cards) for deck, cards in data["decks"].items()}
    assert sizes == {"guild": 38, "docks": 42, "market": 42, "bank": 38, "start": 12}
    assert len(COMPS.kind) == NUM_CARDS == 172
    counts: dict[tuple[str, str], int] = {}
    for deck, cards in data["decks"].items():
        for card in cards:
            counts[deck, card["kind"]] = counts.get((deck, card["kind"]), 0) + 1
    assert counts == {
        ("guild", "contract"): 24,
        ("guild", "assistant"): 5,
        ("guild", "vp"): 9,
        ("docks", "ship"): 18,
        ("docks", "captain"): 5,
        ("docks", "gold1"): 5,
        ("docks", "gold2"): 5,
        ("docks", "vp"): 9,
        ("market", "goods"): 28,
        ("market", "merchant"): 5,
        ("market", "vp"): 9,
        ("bank", "money"): 24,
        ("bank", "banker"): 5,
        ("bank", "vp"): 9,
        ("start", "contract"): 12,
    }


def _find(**want: object) -> list[int]:
    found = []
    for card in range(NUM_CARDS):
        if all(getattr(COMPS, key)[card] == value for key, value in want.items()):
            found.append(card)
    return found


def test_every_card_named_in_the_seed_exists() -> None:
    (university,) = _find(name_en="University")
    assert (COMPS.cost[university], COMPS.vp[university], COMPS.name_ru[university]) == (
        18,
        4,
        "Университет",
    )
    (library,) = _find(name_en="Library")
    assert COMPS.cost[library] == 15
    assert COMPS.name_ru[library] == "Библиотека"
    assert ids("M34") == [library]  # taken from the market in the round example
    hides, tobacco, cotton = GOODS.index("hides"), GOODS.index("tobacco"), GOODS.index("cotton")
    assert _find(kind=GOODS_CARD, goods=hides, amount=2, cost=6)
    assert _find(kind=GOODS_CARD, goods=tobacco, amount=1, cost=2)
    assert _find(kind=GOODS_CARD, goods=tobacco, amount=3, cost=10)
    assert _find(kind=KIND_NAMES.index("gold1"), cost=4)
    assert _find(kind=KIND_NAMES.index("money"), value=4)
    netherlands = 2
    assert _find(kind=CONTRACT, goods=cotton, amount=3, destination=netherlands, payout=25)
    assert _find(kind=CONTRACT, payout=35)
    assert len(_find(kind=CONTRACT, payout=15)) >= 2
    assert _find(kind=SHIP, destination=0)  # Great Britain
    spain = 4
    assert _find(kind=CONTRACT, goods=hides, amount=3, destination=spain)


def test_sources_are_marked_and_vp_cards_are_named_in_both_languages() -> None:
    data = _data()
    real = 0
    for cards in data["decks"].values():
        for card in cards:
            assert card["source"] in ("real", "reconstructed")
            real += card["source"] == "real"
            if card["kind"] == "vp":
                assert card["name_en"]
                assert card["name_ru"]
    assert 0 < real < NUM_CARDS
    names = [COMPS.name_en[c] for c in range(NUM_CARDS) if COMPS.kind[c] == VP]
    assert len(names) == 36 == len(set(names))


def test_the_reconstructed_economy_is_consistent() -> None:
    for card in range(NUM_CARDS):
        kind = COMPS.kind[card]
        if kind == GOODS_CARD:
            assert 2 <= COMPS.cost[card] / COMPS.amount[card] <= 3.5
        elif kind == CONTRACT:
            assert 7 <= COMPS.payout[card] / COMPS.amount[card] <= 9.5
        elif kind == VP:
            assert 4 <= COMPS.cost[card] / COMPS.vp[card] <= 5
    # Every destination has ships and contracts, every goods type contracts and goods.
    for dest in range(6):
        assert len(_find(kind=SHIP, destination=dest)) == 3
        assert len(_find(kind=CONTRACT, destination=dest)) == 6
    for goods in range(4):
        assert len(_find(kind=GOODS_CARD, goods=goods)) == 7
        assert len(_find(kind=CONTRACT, goods=goods)) == 9


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["decks"]["guild"][0].update(id="G99"), "guild[0]: id must be 'G01'"),
        (lambda d: d["decks"]["market"][0].update(goods="salt"), "M01: goods must be one of"),
        (lambda d: d["decks"]["market"][0].update(cost=-3), "M01: 'cost' must be"),
        (lambda d: d["decks"]["bank"].pop(), "bank: the deck must be a list of 38"),
        (lambda d: d["decks"]["docks"][0].pop("destination"), "D01: missing field"),
        (lambda d: d["decks"]["guild"][0].update(source="guess"), "G01: 'source' must be"),
        (lambda d: d["decks"]["guild"][0].update(colour="red"), "G01: unknown field"),
        (
            lambda d: (
                d["decks"]["bank"][0].update(kind="banker", value=None)
                or d["decks"]["bank"][0].pop("value")
            ),
            "bank: must hold 24 money card(s), not 23",
        ),
        (
            lambda d: d["decks"]["market"][0].update(goods="cotton"),
            "market: must hold 7 wheat cards, not 6",
        ),
        (lambda d: d["decks"]["guild"][30].update(name_ru=" "), "G31: 'name_ru' must be"),
        (lambda d: d["decks"].update(extra=[]), "unknown deck(s) extra"),
    ],
)
def test_broken_data_is_refused_naming_the_entry(change, message: str) -> None:  # type: ignore[no-untyped-def]
    data = _data()
    change(data)
    with pytest.raises(InvalidDataError, match=re.escape(message)):
        parse_components(data, "cards.json")


def test_unreadable_files_are_refused(tmp_path: Path) -> None:
    with pytest.raises(InvalidDataError, match="cannot read"):
        load_components(str(tmp_path / "missing.json"))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    with pytest.raises(InvalidDataError, match="not valid JSON"):
        load_components(str(bad))
    with pytest.raises(InvalidOptionsError, match="components"):
        SPEC.make_options({"components": str(bad)})


def test_another_component_set_can_be_played(tmp_path: Path) -> None:
    data = _data()
    for card in data["decks"]["guild"]:
        if card.get("name_en") == "University":
            card["cost"] = 20
            card["source"] = "real"
    path = tmp_path / "owner_cards.json"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    options = SPEC.make_options({"components": str(path)})
    state = SPEC.new_state(3, options)
    (university,) = [c for c in range(NUM_CARDS) if state.comps.name_en[c] == "University"]
    assert state.comps.cost[university] == 20
    rng = random.Random(3)
    while not state.is_terminal():
        moves = state.legal_moves()
        state.apply(state.sample_chance(rng) if state.is_chance() else rng.choice(moves))
    assert state.outcome() is not None
    assert SPEC.from_code(state.to_code()).comps.cost[university] == 20
