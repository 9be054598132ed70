"""Each of the 24 development cards (seed 001, "Карты развития"), one test each."""

from __future__ import annotations

from dataclasses import replace

from seaboard.games.black_fleet.actions import in_range
from seaboard.games.black_fleet.components import CONTINENT, ISLAND
from seaboard.games.black_fleet.movement import remaining
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, YELLOW
from seaboard.games.black_fleet.state import DRAW_M, LAUNCH
from tests.games.black_fleet.helpers import (
    COLOUR,
    clear_board,
    give_fortune,
    legal,
    new_game,
    play,
    reveal,
    set_merchant,
    set_pirate,
    ships,
)


def test_quick_launch_adds_four_steps_on_entry() -> None:
    st = new_game()
    reveal(st, 0, "quick-launch")
    set_pirate(st, 0, -1, None)
    st.phase = LAUNCH
    play(st, "enter 13")
    ships(st, "Y1.5.3+1")
    assert remaining(st, PIRATE) == 9


def test_disguised_hold_keeps_the_treasure_of_a_sunk_pirate() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 1, "disguised-hold")
    set_pirate(st, 1, 68, "blue")
    ships(st, "Y3.3.2+2")
    blue = st.cubes[COLOUR["blue"]]
    play(st, "sink yellow 68")
    assert st.ppos[1] == -1
    assert st.pcargo[1] == COLOUR["blue"]
    assert st.cubes[COLOUR["blue"]] == blue


def test_secret_plans_pays_four_for_a_robbery() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "secret-plans")
    set_pirate(st, 0, 95, None)
    set_merchant(st, 1, 80, "green", 2)
    ships(st, "Y1.5.3+1")
    play(st, "rob 80")
    assert st.money[0] == 4


def test_bounty_notice_pays_four_for_a_sunk_pirate() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "bounty-notice")
    set_pirate(st, 1, 68, None)
    ships(st, "Y3.3.2+2")
    play(st, "sink yellow 68")
    assert st.money[0] == 4


def test_treasure_map_buries_after_a_robbery_for_three() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 112, None)  # beach worth 6
    set_merchant(st, 1, 113, "green", 2)
    ships(st, "Y1.5.3+1")
    play(st, "rob 113")
    assert "bury" not in legal(st)
    reveal(st, 0, "treasure-map")
    assert "bury" in legal(st)
    play(st, "bury")
    assert st.money[0] == 2 + 3
    assert "bury" not in legal(st)


def test_smugglers_code_delivers_treasure_to_any_port_for_five() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 62, "yellow")  # next to La Barbaria
    ships(st, "Y1.5.3+1")
    assert "smuggle" not in legal(st)
    reveal(st, 0, "smugglers-code")
    yellow = st.cubes[COLOUR["yellow"]]
    play(st, "smuggle")
    assert st.money[0] == 5
    assert st.cubes[COLOUR["yellow"]] == yellow + 1
    assert "bury" not in legal(st)


def test_insurance_pays_for_stolen_goods_and_for_a_sunk_merchant() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "insurance")
    set_merchant(st, 0, 62, "yellow", 2)
    st.stolen[0] = 1
    ships(st, "Y2.4.3")
    play(st, "sell")
    assert st.money[0] == 4 + 2
    assert st.stolen[0] == 0
    st = new_game()
    clear_board(st)
    reveal(st, 1, "insurance")
    set_pirate(st, 0, 95, None)
    set_merchant(st, 1, 80, "green", 1)
    ships(st, "Y1.5.3+1")
    play(st, "rob 80")
    assert st.money[1] == 6


def test_fast_loading_gives_four_more_merchant_steps() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "fast-loading")
    set_merchant(st, 0, 62, "yellow", 2)
    ships(st, "Y2.4.3")
    play(st, "move merchant 63", "move merchant 62")
    play(st, "move yellow 68")  # the merchant's movement is finished
    assert not any(m.startswith("move merchant") for m in legal(st))
    play(st, "sell")
    assert remaining(st, MERCHANT) == 3 + 4 - 2
    assert any(m.startswith("move merchant") for m in legal(st))


def test_delivery_bonus() -> None:
    for count, bonus in ((3, 4), (2, 2), (1, 0)):
        st = new_game()
        clear_board(st)
        reveal(st, 0, "delivery-bonus")
        set_merchant(st, 0, 62, "yellow", count)
        ships(st, "Y2.4.3")
        play(st, "sell")
        assert st.money[0] == 2 * count + bonus


def test_royal_charter_pays_four_for_goods_worth_three() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "royal-charter")
    set_merchant(st, 0, 37, "blue", 3)  # Bahamas buys blue at 3
    ships(st, "Y2.4.3")
    play(st, "sell")
    assert st.money[0] == 12
    st = new_game()
    clear_board(st)
    reveal(st, 0, "royal-charter")
    set_merchant(st, 0, 62, "yellow", 3)  # La Barbaria: yellow at 2, unchanged
    ships(st, "Y2.4.3")
    play(st, "sell")
    assert st.money[0] == 6


def test_trade_agreement_pays_three_each_only_where_accepted() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "trade-agreement")
    set_merchant(st, 0, 62, "yellow", 2)
    ships(st, "Y2.4.3")
    play(st, "sell")
    assert st.money[0] == 6
    st = new_game()
    clear_board(st)
    reveal(st, 0, "trade-agreement")
    set_merchant(st, 0, 37, "yellow", 2)  # Bahamas does not buy yellow
    ships(st, "Y2.4.3")
    assert "sell" not in legal(st)


def test_bill_of_lading_counts_one_more_good() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "bill-of-lading")
    set_merchant(st, 0, 62, "yellow", 2)
    ships(st, "Y2.4.3")
    play(st, "sell")
    assert st.money[0] == 6


def test_larger_sails_adds_a_step_to_every_ship_navy_included() -> None:
    st = new_game()
    reveal(st, 0, "larger-sails")
    ships(st, "Y2.4.3")
    assert [remaining(st, k) for k in (MERCHANT, PIRATE, YELLOW)] == [4, 5, 3]


def test_expert_crew_plays_both_cards_choosing_values() -> None:
    st = new_game()
    reveal(st, 0, "expert-crew")
    for c in st.mhand[0]:
        st.mdeck[c] += 1
    a, b = "Y1.2.6-1", "P1.4.3+2"
    st.mhand[0] = sorted(st.comp.card_index[x] for x in (a, b))
    for x in (a, b):
        st.mdeck[st.comp.card_index[x]] -= 1
    moves = legal(st)
    assert {f"play {a}", f"play {b}", f"play {a}&{b}:121", f"play {a}&{b}:212"} <= moves
    play(st, f"play {a}&{b}:212")
    assert st.t.pnavy == 1  # the navy value came from the purple card
    assert st.t.val[3] == 1
    assert st.t.val[PIRATE] == 2
    assert st.t.val[MERCHANT] == 3
    assert st.mhand[0] == []
    assert st.t.bottom == 3  # the bottom line counts as "discard a fortune card"
    play(st, "end")
    assert st.phase == DRAW_M
    assert st.t.mdraw == 2


def test_mobile_forces_attacks_one_area_farther_not_across_a_continent() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 69, None)
    set_merchant(st, 1, 71, "green", 2)
    ships(st, "Y1.5.3+1")
    assert "rob 71" not in legal(st)
    reveal(st, 0, "mobile-forces")
    assert "rob 71" in legal(st)
    kind = list(st.comp.kind)
    kind[70] = ISLAND  # the step between may be an island ...
    st.comp = replace(st.comp, kind=tuple(kind))
    assert 71 in in_range(st, 69, True)
    kind[70] = CONTINENT  # ... but not a continent
    st.comp = replace(st.comp, kind=tuple(kind))
    assert 71 not in in_range(st, 69, True)
    assert "rob 71" not in legal(st)


def test_tide_tables_gives_one_ship_two_steps() -> None:
    st = new_game()
    reveal(st, 0, "tide-tables")
    ships(st, "Y2.4.3")
    assert {"tide merchant", "tide pirate", "tide yellow"} <= legal(st)
    play(st, "tide yellow")
    assert remaining(st, YELLOW) == 4
    assert not any(m.startswith("tide") for m in legal(st))


def test_navigation_chart_lets_one_ship_cross_islands() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 50, "red", 3)
    set_pirate(st, 0, 80, None)
    ships(st, "Y2.4.3")
    assert "move merchant 51" not in legal(st)
    reveal(st, 0, "navigation-chart")
    assert "move merchant 51" in legal(st)
    play(st, "move merchant 51")
    assert "end" not in legal(st)  # no ending on an island
    play(st, "move merchant 52", "move merchant 53")
    assert "move pirate 79" not in legal(st)  # only one ship a turn


def test_weather_forecast() -> None:
    st = new_game()
    reveal(st, 0, "weather-forecast")
    ships(st, "Y2.4.3")  # bottom line: none
    play(st, "end")
    assert st.t.fdraw == 1
    st = new_game()
    reveal(st, 0, "weather-forecast")
    give_fortune(st, 0, "freshening-wind")
    give_fortune(st, 0, "freshening-wind", keep=True)
    ships(st, "Y2.4.3")
    play(st, "fortune freshening-wind", "fortune freshening-wind", "end")
    assert st.money[0] == 2
    assert st.t.fdraw == 0


def test_master_trader_merchant_attacks_a_merchant() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "master-trader")
    set_merchant(st, 0, 69, "red", 3)
    set_merchant(st, 1, 70, "green", 2)
    ships(st, "Y2.4.3")
    green = st.cubes[COLOUR["green"]]
    play(st, "trade 70")
    assert st.money[0] == 3
    assert st.mcnt[1] == 1
    assert st.cubes[COLOUR["green"]] == green + 1
    assert st.mcnt[0] == 3


def test_black_spot_pirate_sinks_a_pirate() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "black-spot")
    set_pirate(st, 0, 69, "red")
    set_pirate(st, 1, 70, "green")
    set_pirate(st, 2, 68, None)
    ships(st, "Y2.4.3")
    play(st, "spot 70")
    assert st.money[0] == 5
    assert st.ppos[1] == -1
    assert not any(m.startswith("spot") for m in legal(st))


def test_letter_of_marque_navy_attacks_a_merchant() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "letter-of-marque")
    set_merchant(st, 1, 68, "green", 2)
    ships(st, "Y2.4.3")
    play(st, "marque yellow 68")
    assert st.money[0] == 3
    assert st.mcnt[1] == 1


def test_naval_detachment_merchant_sinks_a_loaded_pirate() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "naval-detachment")
    set_merchant(st, 0, 69, "red", 3)
    set_pirate(st, 1, 70, None)
    ships(st, "Y2.4.3")
    assert "detach 70" not in legal(st)
    set_pirate(st, 1, 70, "blue")
    play(st, "detach 70")
    assert st.money[0] == 3
    assert st.ppos[1] == -1


def test_false_colors_swaps_merchant_and_pirate() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "false-colors")
    set_merchant(st, 0, 69, "red", 3)
    set_pirate(st, 0, 100, None)
    ships(st, "Y2.4.3")
    play(st, "swap")
    assert (st.mpos[0], st.ppos[0]) == (100, 69)
    assert "swap" not in legal(st)


def test_pirate_hideout_steps_into_a_lair_from_anywhere() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 3, None)
    ships(st, "Y2.4.3")
    lairs = st.comp.lairs
    assert not any(f"move pirate {lair}" in legal(st) for lair in lairs)
    reveal(st, 0, "pirate-hideout")
    assert all(f"move pirate {lair}" in legal(st) for lair in lairs)
    play(st, f"move pirate {lairs[1]}")
    assert st.ppos[0] == lairs[1]
