"""Fulfilling contracts (seed 000, "Выполнение контрактов" and the card descriptions): both
examples of the seed, merchant, captain, gold bars, several contracts on one ship, and the
refusals with their reasons."""

from __future__ import annotations

import pytest

from seaboard.core.errors import IllegalMoveError
from seaboard.games.packet_row.state import PacketRowState

from .helpers import ids, legal, play, position


def _hand(cards: list[str], ships: list[str], money: int = 25) -> PacketRowState:
    """Seat 0, harbor master at the start of a round (a decision of his), holds ``cards``."""
    return position(
        3,
        hm=0,
        hands={0: cards, 1: ["S10"], 2: ["S11"]},
        ships={0: ships},
        money=[money, 25, 25],
        current={0: ["G30", "G31"], 1: ["D34", "D35"], 2: ["M34", "M35"], 3: ["B30", "B31"]},
        future={0: ["G32", "G33"], 1: ["D36", "D37"], 2: ["M36", "M37"], 3: ["B32", "B33"]},
    )


def _discarded(st: PacketRowState, *codes: str) -> bool:
    return all(any(c in pile for pile in st.discards) for c in ids(*codes))


def test_example_1_anya_fulfils_a_contract_for_35() -> None:
    st = _hand(["G01", "M17", "M18"], ["D01"])
    assert "ship D01" in legal(st)
    play(st, "ship D01")
    assert legal(st) == {"contract G01"}
    play(st, "contract G01")
    assert legal(st) == {"use M17"}  # two alike cards: the first one is offered
    play(st, "use M17")
    assert legal(st) == {"use M18"}
    play(st, "use M18", "done")
    assert st.money[0] == 25 + 35
    assert st.hands[0] == []
    assert st.ships[0] == []
    assert _discarded(st, "G01", "M17", "M18", "D01")
    assert st.fx is None
    assert st.to_move() == 0


def test_example_2_danila_fulfils_three_contracts_for_65() -> None:
    """4 cotton to France ($35), 2 tobacco to Spain ($15), 2 tobacco to Germany ($15): the
    four tobacco of one card are split between two contracts on two ships, and one of the
    five cotton is lost."""
    st = _hand(["G08", "G13", "G14", "M10", "M12", "M28"], ["D04", "D13", "D16"])
    play(st, "ship D04", "contract G08", "ship D13", "contract G13", "ship D16", "contract G14")
    assert "done" not in legal(st)
    play(st, "use M10")
    assert "use M12" in legal(st)
    play(st, "use M12")
    assert legal(st) == {"use M28"}  # cotton is covered: only tobacco is still needed
    play(st, "use M28", "done")
    assert st.money[0] == 25 + 35 + 15 + 15
    assert st.hands[0] == []
    assert st.ships[0] == []
    assert _discarded(st, "G08", "G13", "G14", "M10", "M12", "M28", "D04", "D13", "D16")


def test_several_contracts_on_one_ship_with_one_destination() -> None:
    st = _hand(["G09", "G15", "S02", "M10", "M26", "M17"], ["D01"])
    play(st, "ship D01", "contract G09", "contract G15", "contract S02")
    play(st, "use M10", "use M17", "use M26", "done")
    assert st.money[0] == 25 + 15 + 25 + 15


def test_the_merchant_changes_one_goods_card() -> None:
    """Seed: one hides and two cotton, a merchant 'exchanges' the cotton for hides."""
    st = _hand(["G05", "M15", "M10", "M29"], ["D13"])
    play(st, "ship D13", "contract G05")
    assert "merchant M29 M10 hides" in legal(st)
    play(st, "merchant M29 M10 hides", "use M15", "done")
    assert st.money[0] == 25 + 25
    assert st.hands[0] == []
    assert _discarded(st, "M29", "M10", "M15")


def test_without_the_merchant_the_contract_cannot_be_fulfilled() -> None:
    st = _hand(["G05", "M15", "M10"], ["D13"])
    assert "ship D13" not in legal(st)
    with pytest.raises(IllegalMoveError, match="no contract in your hand can be fulfilled"):
        play(st, "ship D13")


def test_the_captain_changes_the_ships_destination() -> None:
    """Seed: a contract to France, goods at hand, but the ship sails to Spain."""
    st = _hand(["G02", "M17", "D19"], ["D13"])
    play(st, "ship D13")
    assert legal(st) == {"captain D19 fr"}
    play(st, "captain D19 fr", "contract G02", "use M17", "done")
    assert st.money[0] == 25 + 15
    assert _discarded(st, "D19", "D13")


def test_with_a_captain_one_ship_still_has_one_destination() -> None:
    st = _hand(["G02", "G13", "M17", "M24", "D19"], ["D13"])
    play(st, "ship D13", "captain D19 fr", "contract G02")
    assert "contract G13" not in legal(st)
    with pytest.raises(IllegalMoveError, match="all contracts on one ship share one destination"):
        play(st, "contract G13")


def test_single_and_double_gold_bars() -> None:
    st = _hand(["G09", "M08", "D24"], ["D01"])
    play(st, "ship D01", "contract G09", "use M08", "use D24", "done")
    assert st.money[0] == 40
    st = _hand(["G13", "D29"], ["D13"])
    play(st, "ship D13", "contract G13")
    assert legal(st) == {"use D29"}
    play(st, "use D29", "done")
    assert st.money[0] == 40


def test_a_double_bar_is_two_goods_of_one_type() -> None:
    # One cotton and one hides short: a double bar alone cannot cover both.
    st = _hand(["G09", "S02", "M08", "M15", "D29"], ["D01"])
    play(st, "ship D01", "contract G09")
    assert "contract S02" not in legal(st)
    st = _hand(["G09", "S02", "M08", "M15", "D29", "D24"], ["D01"])
    play(st, "ship D01", "contract G09", "contract S02")
    play(st, "use M08", "use M15", "use D24", "use D29", "done")
    assert st.money[0] == 25 + 30


def test_wrong_destination_is_refused() -> None:
    st = _hand(["G01", "G08", "M21", "M14"], ["D01", "D04"])
    st.to_code()
    play(st, "ship D01")
    with pytest.raises(IllegalMoveError, match="goes to France but the ship sails to Great"):
        play(st, "contract G08")
    st = _hand(["G01", "M21"], ["D04"])
    with pytest.raises(IllegalMoveError, match="ship D04 to France"):
        play(st, "ship D04")


def test_a_ship_shared_by_two_destinations_is_refused() -> None:
    # Contracts to Great Britain and Germany, goods for both, but one ship only.
    st = _hand(["G09", "G12", "M14"], ["D01"])
    play(st, "ship D01", "contract G09")
    assert "contract G12" not in legal(st)
    assert "ship D01" not in legal(st)
    code = st.to_code()
    with pytest.raises(IllegalMoveError, match="all contracts on one ship share one destination"):
        play(st, "contract G12")
    assert st.to_code() == code
    play(st, "use M14", "done")
    assert st.money[0] == 40
    assert st.hands[0] == ids("G12")


def test_too_few_goods_are_refused() -> None:
    st = _hand(["G01", "M17"], ["D01"])
    assert not any(m.startswith("ship") for m in legal(st))
    st = _hand(["G01", "G09", "M21"], ["D01"])
    play(st, "ship D01", "contract G01")
    with pytest.raises(IllegalMoveError, match="not enough goods"):
        play(st, "contract G09")
    with pytest.raises(IllegalMoveError, match="do not cover the contracts"):
        play(st, "done")


def test_an_illegal_step_changes_nothing() -> None:
    st = _hand(["G01", "G08", "M21", "M14"], ["D01", "D04"])
    play(st, "ship D01")
    code = st.to_code()
    for text in ("contract G08", "done", "take G30", "ship D04", "use M14"):
        with pytest.raises(IllegalMoveError):
            play(st, text)
        assert st.to_code() == code


def test_a_fulfilment_in_progress_must_be_finished() -> None:
    st = _hand(["G01", "M21"], ["D01"])
    play(st, "ship D01")
    with pytest.raises(IllegalMoveError, match="finish the fulfilment"):
        play(st, "board market")


def test_a_starting_contract_shown_in_a_fulfilment_becomes_public() -> None:
    st = _hand(["S02", "M17"], ["D01"])
    assert st.view(1)["players"][0]["hidden_cards"] == 1
    play(st, "ship D01", "contract S02")
    assert "S02" in st.view(1)["players"][0]["hand"]
    play(st, "use M17", "done")
    assert "S02" in st.view(1)["start_discard"]


def test_contracts_can_be_fulfilled_when_offered_a_card() -> None:
    st = position(
        3,
        hm=1,
        phase="offer",
        ask=0,
        active=2,
        chosen=0b0100,
        hands={0: ["G01", "M21"], 1: ["S10"], 2: ["S11"]},
        ships={0: ["D01"]},
        current={2: ["M34", "M35"]},
    )
    assert "ship D01" in legal(st)
    play(st, "ship D01", "contract G01", "use M21", "done")
    assert st.money[0] == 60
    assert st.to_move() == 0
    assert "take M34" in legal(st)
