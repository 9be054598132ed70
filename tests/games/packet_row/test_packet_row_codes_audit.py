"""Position codes that break the rules' placement of cards are refused (audit).

Each code below is well-formed text but describes a position the rules cannot reach (seed 000:
ships lie in front of a player, "Игроки берут все карты себе на руку (кроме карт торговых
кораблей)"; a deck's cards only lie on its own board; cards are removed unseen only with two
players; a fulfilment uses a ship, contracts to its destination, goods or gold, merchants and
captains). Before the audit some of them were accepted and crashed later in play.
"""

from __future__ import annotations

import random

import pytest

from seaboard.core.errors import IllegalMoveError, InvalidCodeError
from seaboard.games.packet_row.components import START_DECK
from seaboard.games.packet_row.state import PacketRowState

from .helpers import SPEC, play, position

HANDS = 14
SHIPS = 15
DECKS = 16
CURRENT = 17
FIGURES = 13
ROUND = 4
BOX = 20


def _base() -> PacketRowState:
    return position(
        3,
        hm=0,
        hands={0: ["G01", "G30", "M17", "M18"], 1: ["S10"], 2: ["S11"]},
        ships={0: ["D01"]},
        current={0: ["G31", "G32"], 1: ["D34", "D35"], 2: ["M34", "M35"], 3: ["B30", "B31"]},
        future={0: ["G33", "G34"], 1: ["D36", "D37"], 2: ["M36", "M37"], 3: ["B32", "B33"]},
    )


def _swap(code: str, index: int, old: str, new: str) -> str:
    fields = code.split("|")
    assert old in fields[index], (old, fields[index])
    fields[index] = fields[index].replace(old, new, 1)
    return "|".join(fields)


def _move_card(code: str, card: str, source: int, target: int, anchor: str) -> str:
    """Take ``card`` out of field ``source`` and put it after ``anchor`` in field ``target``."""
    fields = code.split("|")
    items = fields[source].split(",")
    items = [".".join(c for c in part.split(".") if c != card) for part in items]
    fields[source] = ",".join(items)
    assert anchor in fields[target]
    fields[target] = fields[target].replace(anchor, f"{anchor}.{card}", 1)
    return "|".join(fields)


def _fx_code() -> str:
    st = _base()
    play(st, "ship D01", "contract G01")
    return st.to_code()


def _with_fx(text: str) -> str:
    fields = _fx_code().split("|")
    fields[-1] = text
    return "|".join(fields)


BROKEN = {
    "a VP card among the ships": lambda: _move_card(_base().to_code(), "G30", HANDS, SHIPS, "D01"),
    "a ship in a hand": lambda: _move_card(_base().to_code(), "D01", SHIPS, HANDS, "G01"),
    "a guild card on the market": lambda: _swap(
        _swap(_base().to_code(), CURRENT, "M34", "G02"), DECKS, "G02", "M34"
    ),
    "two starting contracts in a hand": lambda: _move_card(
        _base().to_code(), "S01", DECKS, HANDS, "S10"
    ),
    "round 0": lambda: _swap(_base().to_code(), ROUND, "1", "0"),
    "a figure on a full slot": lambda: _swap(_base().to_code(), FIGURES, "-1,-1,-1", "-1,20,-1"),
    "a gold card that is a VP card": lambda: _with_fx("0/D01:gb:_:G01/G30//"),
    "a goods card used twice": lambda: _with_fx("0/D01:gb:_:G01/M17.M17//"),
    "a contract loaded twice": lambda: _with_fx("0/D01:gb:_:G01.G01///"),
    "a ship redirected without a captain": lambda: _with_fx("0/D01:fr:_:G01///"),
    "a VP card as a contract": lambda: _with_fx("0/D01:gb:_:G30///"),
}


def _box_code() -> str:
    """A three-player code with one guild card in the box (only 2 players remove cards)."""
    fields = _base().to_code().split("|")
    decks = fields[DECKS].split(",")
    guild = decks[0].split(".")
    fields[BOX] = guild.pop()
    decks[0] = ".".join(guild)
    fields[DECKS] = ",".join(decks)
    return "|".join(fields)


BROKEN["cards removed with three players"] = _box_code


def test_the_base_codes_are_valid() -> None:
    for code in (_base().to_code(), _fx_code()):
        assert SPEC.from_code(code).to_code() == code


@pytest.mark.parametrize("name", sorted(BROKEN))
def test_impossible_positions_are_refused(name: str) -> None:
    code = BROKEN[name]()
    with pytest.raises(InvalidCodeError):
        SPEC.from_code(code)


def test_every_reachable_position_still_round_trips() -> None:
    for n in (2, 3, 4, 5):
        rng = random.Random(n)
        st = SPEC.new_state(n)
        while not st.is_terminal():
            code = st.to_code()
            assert SPEC.from_code(code).to_code() == code
            st.apply(st.sample_chance(rng) if st.is_chance() else rng.choice(st.legal_moves()))
        assert SPEC.from_code(st.to_code()).to_code() == st.to_code()


def test_refusals_of_alike_ships_name_the_one_to_use() -> None:
    """Issue 14: refusing 'ship D02' said no contract could be fulfilled with a ship to its
    country, though 'ship D01' (alike: same destination) could."""
    st = position(
        3,
        hm=0,
        hands={0: ["G01", "G30", "M17", "M18"], 1: ["S10"], 2: ["S11"]},
        ships={0: ["D01", "D02"]},
        current={0: ["G31", "G32"], 1: ["D34", "D35"], 2: ["M34", "M35"], 3: ["B30", "B31"]},
        future={0: ["G33", "G34"], 1: ["D36", "D37"], 2: ["M36", "M37"], 3: ["B32", "B33"]},
    )
    reason = st.illegal_reason(SPEC.parse_move(st, "ship D02"))
    assert reason == "D02 is alike to D01, which goes first: 'ship D01' does the same"
    play(st, "ship D01")


def test_refusals_of_use_say_why() -> None:
    st = _base()
    play(st, "ship D01", "contract G01")
    code = st.to_code()
    for text, reason in (
        ("use M18", "M18 is alike to M17, which goes first: 'use M17' does the same"),
        ("use G30", "not a goods card or gold bar"),
        ("use M01", "not a goods card or gold bar"),
    ):
        with pytest.raises(IllegalMoveError, match=reason):
            play(st, text)
        assert st.to_code() == code
    play(st, "use M17")
    with pytest.raises(IllegalMoveError, match="already put in"):
        play(st, "use M17")
    play(st, "use M18", "done")
    assert st.money[0] == 25 + 35


def test_a_queued_deal_to_a_seat_with_a_starting_contract_is_refused() -> None:
    # each player is dealt one starting contract at setup (seed 000): a code whose seat 1
    # already holds one while its deal still waits would deal it a second (found by the fuzz)
    state = SPEC.new_state(3, None)
    state.apply(state.sample_chance(random.Random(1)))  # the harbor master; the deals wait
    assert SPEC.from_code(state.to_code()).to_code() == state.to_code()
    card = state.decks[START_DECK].pop(0)
    state.give(1, card)
    with pytest.raises(InvalidCodeError, match="second starting contract"):
        SPEC.from_code(state.to_code())
