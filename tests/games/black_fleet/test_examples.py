"""The worked examples and the notes of the seed (001: "Военный корабль", "Торговый корабль",
"Пиратский корабль", "Примечания")."""

from __future__ import annotations

from tests.games.black_fleet.helpers import (
    COLOUR,
    clear_board,
    legal,
    new_game,
    play,
    roundtrip,
    set_merchant,
    set_pirate,
    ships,
)


def test_navy_moves_two_sinks_a_pirate_and_moves_one_more() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 1, 70, "blue")
    st = roundtrip(st)
    ships(st, "Y3.3.2+2")  # yellow navy 3
    play(st, "move yellow 68", "move yellow 69")
    assert "sink yellow 70" in legal(st)
    blue_before = st.cubes[COLOUR["blue"]]
    play(st, "sink yellow 70")
    assert st.ppos[1] == -1
    assert st.money[0] == 2
    assert st.cubes[COLOUR["blue"]] == blue_before + 1  # treasure back to its port
    play(st, "move yellow 54")
    assert st.navy[0] == 54
    assert not any(m.startswith("move yellow") for m in legal(st))  # 3 steps used


def test_merchant_sells_two_cubes_for_four_at_la_barbaria_and_loads_three_red() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 62, "yellow", 2)
    ships(st, "Y2.4.3")
    red = st.cubes[COLOUR["red"]]
    play(st, "sell")
    assert st.money[0] == 4
    assert (st.mcol[0], st.mcnt[0]) == (COLOUR["red"], 3)
    assert st.cubes[COLOUR["red"]] == red - 3
    assert "sell" not in legal(st)  # one action per ship


def test_purple_sells_at_la_barbaria_but_not_at_bahamas() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 46, "purple", 2)
    ships(st, "Y2.4.3")
    assert "sell" in legal(st)
    st2 = new_game()
    clear_board(st2)
    set_merchant(st2, 0, 37, "purple", 2)  # a Bahamas dock
    ships(st2, "Y2.4.3")
    assert "sell" not in legal(st2)
    set_merchant(st2, 0, 37, "blue", 2)
    assert "sell" in legal(st2)
    play(st2, "sell")
    assert st2.money[0] == 6  # Bahamas buys blue at 3


def test_pirate_robs_one_cube_for_two_and_sails_away_merchant_afloat() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 93, None)
    set_merchant(st, 1, 80, "green", 2)
    ships(st, "Y1.5.3+1")  # pirate 5
    play(st, "move pirate 94", "move pirate 95")
    assert "rob 80" in legal(st)
    play(st, "rob 80")
    assert st.money[0] == 2
    assert st.pcargo[0] == COLOUR["green"]
    assert (st.mpos[1], st.mcnt[1]) == (80, 1)
    play(st, "move pirate 110", "move pirate 111")
    assert st.ppos[0] == 111
    assert st.mpos[1] == 80


def test_pirate_buries_for_six_then_cannot_attack() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 112, "red")  # a beach worth 6
    set_merchant(st, 1, 113, "green", 3)
    ships(st, "Y1.5.3+1")
    assert st.comp.beach[112] == 6
    play(st, "bury")
    assert st.money[0] == 6
    assert st.pcargo[0] == -1
    assert not any(m.startswith("rob") for m in legal(st))
    play(st, "move pirate 128", "move pirate 129", "move pirate 130")
    assert not any(m.startswith("rob") for m in legal(st))


def test_robbing_the_last_cube_sinks_the_merchant() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 95, None)
    set_merchant(st, 1, 80, "green", 1)
    ships(st, "Y1.5.3+1")
    play(st, "rob 80")
    assert st.mpos[1] == -1
    assert st.mcnt[1] == 0


def test_no_second_action_for_a_ship() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 1, 70, None)
    set_pirate(st, 2, 53, None)
    st.navy[0] = 69
    ships(st, "Y3.3.2+2")
    assert {"sink yellow 70", "sink yellow 53"} <= legal(st)
    play(st, "sink yellow 70")
    assert not any(m.startswith("sink yellow") for m in legal(st))


def test_no_attack_on_own_ships() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 95, None)
    set_merchant(st, 0, 80, "green", 2)
    st.navy[0] = 94
    ships(st, "Y3.3.2+2")
    moves = legal(st)
    assert not any(m.startswith(("rob", "sink")) for m in moves)


def test_merchant_attacked_in_port_right_after_selling() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 62, "yellow", 2)
    set_pirate(st, 1, 47, None)  # next to the La Barbaria dock 62
    ships(st, "Y2.4.3")
    play(st, "sell", "end")
    while st.to_move() != 1:
        if st.is_chance():
            st.apply(st.chance_outcomes()[0][0])
        else:
            play(st, "done")
    ships(st, "Y1.5.3+1")
    assert "rob 62" in legal(st)
    play(st, "rob 62")
    assert st.mcnt[0] == 2


def test_reload_only_after_selling_all() -> None:
    """A merchant robbed in its own port keeps its last cube and cannot load: that port does
    not buy its own colour, so there is no sale and no loading."""
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 62, "red", 1)  # red merchant at La Barbaria (red's own port)
    ships(st, "Y2.4.3")
    assert "sell" not in legal(st)
    assert st.mcnt[0] == 1


def test_pirate_attacks_on_the_turn_it_returns() -> None:
    st = new_game(pirate=0)
    assert st.ppos[0] == 0
    set_merchant(st, 1, 1, "red", 3)
    ships(st, "Y1.5.3+1")
    assert "rob 1" in legal(st)
