"""Each of the 17 fortune-card types (seed 001, "Карты удачи"), one test each."""

from __future__ import annotations

from seaboard.games.black_fleet.movement import remaining
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, PURPLE, YELLOW
from seaboard.games.black_fleet.state import LUCKY, SHIPS
from tests.games.black_fleet.helpers import (
    COLOUR,
    clear_board,
    give_fortune,
    legal,
    new_game,
    play,
    set_merchant,
    set_pirate,
    ships,
)


def _ready(slug: str, code: str = "Y2.4.3"):  # type: ignore[no-untyped-def]
    st = new_game()
    give_fortune(st, 0, slug)
    ships(st, code)
    return st


def test_winds_add_two_steps() -> None:
    for slug, slot in (
        ("trade-wind", MERCHANT),
        ("following-wind", PIRATE),
        ("naval-wind", YELLOW),
    ):
        st = _ready(slug)
        before = remaining(st, slot)
        play(st, f"fortune {slug}")
        assert remaining(st, slot) == before + 2
        assert st.fhand[0] == []


def test_lucky_wind_moves_an_opponents_ship_two_steps_without_action() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 1, 69, "red", 3)
    set_pirate(st, 0, 100, None)
    give_fortune(st, 0, "lucky-wind")
    ships(st, "Y2.4.3")
    play(st, "fortune lucky-wind 1 merchant")
    assert st.phase == LUCKY
    moves = legal(st)
    assert "lucky 70" in moves
    assert "stop" in moves
    assert not any(m.startswith(("rob", "sell", "sink")) for m in moves)
    play(st, "lucky 70", "lucky 71")
    assert st.mpos[1] == 71
    assert st.phase == SHIPS


def test_breezes_replace_the_card_value() -> None:
    for slug, slot, value in (
        ("piratical-breeze", PIRATE, 6),
        ("mercantile-breeze", MERCHANT, 7),
        ("naval-breeze", YELLOW, 4),
    ):
        st = _ready(slug)
        play(st, f"fortune {slug}")
        assert remaining(st, slot) == value


def test_freak_winds_reassigns_the_card_values() -> None:
    st = _ready("freak-winds", "Y1.2.6-1")
    play(st, "fortune freak-winds mpn")  # navy gets 6, pirate 2, merchant 1
    assert [remaining(st, k) for k in (YELLOW, PIRATE, MERCHANT)] == [6, 2, 1]
    st = _ready("freak-winds")
    play(st, "move merchant 20")
    assert not any("freak" in m for m in legal(st))  # only before any ship moves


def test_freshening_wind_adds_a_step_to_each_ship() -> None:
    st = _ready("freshening-wind")
    play(st, "fortune freshening-wind")
    assert [remaining(st, k) for k in (MERCHANT, PIRATE, YELLOW)] == [4, 5, 3]


def test_duplicate_order_moves_the_second_navy_and_both_may_act() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 1, 68, None)
    set_pirate(st, 2, 84, None)
    give_fortune(st, 0, "duplicate-order")
    ships(st, "Y2.4.3")
    assert remaining(st, PURPLE) == 0
    play(st, "fortune duplicate-order")
    assert remaining(st, PURPLE) == 2
    play(st, "sink yellow 68", "sink purple 84")
    assert st.money[0] == 4


def test_whirlwind_swaps_two_adjacent_ships() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 1, 68, "red", 3)
    give_fortune(st, 0, "whirlwind")
    ships(st, "Y2.4.3")
    play(st, "fortune whirlwind 67 68")
    assert st.navy[0] == 68
    assert st.mpos[1] == 67


def test_tidal_wave_crosses_islands_without_stopping_there() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 50, "red", 3)
    set_pirate(st, 0, 77, None)
    give_fortune(st, 0, "tidal-wave")
    ships(st, "Y2.4.3")
    assert "move merchant 51" not in legal(st)
    play(st, "fortune tidal-wave")
    assert "move merchant 51" in legal(st)
    assert "move pirate 78" in legal(st)
    play(st, "move merchant 51")
    assert "end" not in legal(st)


def test_extra_order_five_then_three_more() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 62, "yellow", 2)  # yellow to La Barbaria is an Extra Order pair
    give_fortune(st, 0, "extra-order")
    give_fortune(st, 0, "extra-order", keep=True)
    ships(st, "Y2.4.3")
    assert "fortune extra-order" not in legal(st)
    play(st, "sell", "fortune extra-order")
    assert st.money[0] == 4 + 5
    play(st, "fortune extra-order")
    assert st.money[0] == 4 + 8


def test_lighter_load_drops_a_cube_for_four_steps() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 69, "red", 2)
    set_pirate(st, 0, 100, "blue")
    give_fortune(st, 0, "lighter-load")
    ships(st, "Y2.4.3")
    red = st.cubes[COLOUR["red"]]
    play(st, "fortune lighter-load merchant")
    assert st.mcnt[0] == 1
    assert st.cubes[COLOUR["red"]] == red + 1
    assert remaining(st, MERCHANT) == 3 + 4
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 69, "red", 1)
    give_fortune(st, 0, "lighter-load")
    ships(st, "Y2.4.3")
    assert "fortune lighter-load merchant" not in legal(st)  # not the last cube


def test_secret_orders_pays_for_a_navy_that_stays() -> None:
    st = _ready("secret-orders")
    play(st, "fortune secret-orders")
    assert st.money[0] == 2
    assert not any(m.startswith("move yellow") for m in legal(st))
    st = new_game()
    give_fortune(st, 0, "duplicate-order")
    give_fortune(st, 0, "secret-orders", keep=True)
    ships(st, "Y2.4.3")
    play(st, "fortune duplicate-order", "fortune secret-orders")
    assert st.money[0] == 3
    st = _ready("secret-orders")
    play(st, "move yellow 68")
    assert "fortune secret-orders" not in legal(st)


def test_side_trading_pays_for_a_pirate_moving_at_most_one() -> None:
    st = _ready("side-trading")
    play(st, "fortune side-trading")
    assert st.money[0] == 3
    assert remaining(st, PIRATE) == 1


def test_sunken_treasure_pays_for_a_merchant_moving_at_most_two() -> None:
    st = _ready("sunken-treasure")
    play(st, "fortune sunken-treasure")
    assert st.money[0] == 3
    assert remaining(st, MERCHANT) == 2


def test_fortune_cards_only_on_own_turn_in_the_ships_phase() -> None:
    st = new_game()
    give_fortune(st, 0, "trade-wind")
    assert not any(m.startswith("fortune") for m in legal(st))  # card phase
    give_fortune(st, 1, "trade-wind")
    ships(st, "Y2.4.3")
    assert "fortune trade-wind" in legal(st)


def test_no_fortune_card_while_passing_through_a_ship_and_lucky_wind_ends_a_movement() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 69, "red", 3)
    set_pirate(st, 0, 70, None)
    set_merchant(st, 1, 100, "green", 2)
    give_fortune(st, 0, "lucky-wind")
    ships(st, "Y2.4.3")
    play(st, "move merchant 70")  # on its own pirate: must move on
    assert not any(m.startswith("fortune") for m in legal(st))
    play(st, "move merchant 71")
    play(st, "fortune lucky-wind 1 merchant", "stop")
    assert st.phase == SHIPS
    assert not any(m.startswith("move merchant") for m in legal(st))
