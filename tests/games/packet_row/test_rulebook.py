"""Packet Row's rule book (issue 32, "Rules that teach"): its card lists count every card of the
four boards' decks once, its pictures are card faces without printed ids, and the seed's
fulfilment examples play with the cards the book names."""

from __future__ import annotations

import re

import pytest

from seaboard.games.packet_row.components import (
    BOARDS,
    DECK_SIZES,
    GOODS,
    load_components,
)
from seaboard.games.packet_row.rulebook import FIRST_EXAMPLE, SECOND_EXAMPLE, rulebook

from .helpers import ids

CODE = re.compile(r"\b[GDMBS]\d\d\b")


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_card_lists_count_every_card_of_each_board_once(lang: str) -> None:
    sections = {section.anchor: section for section in rulebook(lang).sections}
    for board, name in enumerate(BOARDS):
        entries = sections[f"cards-{name}"].entries
        assert sum(entry.count or 1 for entry in entries) == DECK_SIZES[board], name
        for entry in entries:
            assert entry.picture.startswith("<svg"), entry.name
            assert not CODE.search(entry.picture), entry.name


def test_the_first_example_fulfils_its_contract() -> None:
    comps = load_components()
    [contract] = ids(FIRST_EXAMPLE[0])
    goods = ids(*FIRST_EXAMPLE[1])
    [ship] = ids(FIRST_EXAMPLE[2])
    assert comps.destination[ship] == comps.destination[contract]
    assert all(comps.goods[card] == comps.goods[contract] for card in goods)
    assert sum(comps.amount[card] for card in goods) == comps.amount[contract]


def test_the_second_example_splits_tobacco_and_loses_cotton() -> None:
    comps = load_components()
    contracts, goods, ships = (ids(*codes) for codes in SECOND_EXAMPLE)
    for contract, ship in zip(contracts, ships, strict=True):
        assert comps.destination[ship] == comps.destination[contract]
    asked = dict.fromkeys(range(len(GOODS)), 0)
    for contract in contracts:
        asked[comps.goods[contract]] += comps.amount[contract]
    held = dict.fromkeys(range(len(GOODS)), 0)
    for card in goods:
        held[comps.goods[card]] += comps.amount[card]
    tobacco, cotton = comps.goods[goods[0]], comps.goods[goods[1]]
    assert held[tobacco] == asked[tobacco]
    assert held[cotton] > asked[cotton]
    assert {comps.goods[c] for c in contracts} == {tobacco, cotton}
