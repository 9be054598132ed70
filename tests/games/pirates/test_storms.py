"""Pirates: every storm case (seed 004 part 1, 4.2 and its note, 8.1-8.4; RULINGS "Golitsyn":
the drift follows the last wind spun; two storms on consecutive turns of the owner)."""

from __future__ import annotations

from tests.games.golitsyn.helpers import cell_of, pirates, play, put


def test_storm_drifts_one_cell_with_the_prevailing_wind() -> None:
    state = pirates(wind="E")
    put(state, "g2", "B6")
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") == "C6"
    assert state.seat == 1  # a storm ends the turn


def test_storm_uses_the_last_wind_spun_and_the_arrow_convention() -> None:
    state = pirates(wind="E", wind_from_arrow=True)
    put(state, "g2", "C6")
    play(state, "move", "spin storm")  # wind from the east: drift west
    assert cell_of(state, "g2") == "B6"


def test_option_four_cells() -> None:
    state = pirates(wind="E", storm_cells=4)
    put(state, "g2", "A6")
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") == "E6"


def test_ships_in_port_do_not_drift() -> None:
    state = pirates(wind="E")
    play(state, "move", "spin storm")
    assert cell_of(state, "g1") == "B2"


def test_drift_ashore_sinks() -> None:
    state = pirates(wind="E")
    put(state, "g2", "D4")
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") is None


def test_drift_off_the_map_sinks() -> None:
    state = pirates(wind="N")
    put(state, "g2", "C1")
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") is None


def test_drift_onto_a_ship_sinks_both() -> None:
    state = pirates(wind="E")
    put(state, "g2", "C3")
    put(state, "b1", "D3")
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") is None
    assert cell_of(state, "b1") is None


def test_a_line_of_own_ships_drifting_together_does_not_collide() -> None:
    state = pirates(wind="E")
    put(state, "g2", "B6")
    put(state, "g3", "C6")
    play(state, "move", "spin storm")
    assert (cell_of(state, "g2"), cell_of(state, "g3")) == ("C6", "D6")


def test_drift_into_own_port_stops_there_even_with_four_cells() -> None:
    state = pirates(wind="E", storm_cells=4)
    put(state, "g2", "G7")
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") == "I7"  # stays in Cadiz instead of going on to J7


def test_drift_into_an_enemy_port_is_captured() -> None:
    state = pirates(wind="W")
    put(state, "g2", "B8")
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") == "A8"
    assert state.owner[state.ship_index["g2"]] == 1


def test_pirate_drifting_into_a_spanish_port_is_captured() -> None:
    state = pirates(wind="W")
    play(state, "move", "spin W", "done")
    put(state, "b1", "C2")
    play(state, "move", "spin storm")
    assert cell_of(state, "b1") == "B2"
    assert state.owner[state.ship_index["b1"]] == 0


def test_two_storms_in_a_row_sink() -> None:
    state = pirates(wind="E")
    put(state, "g2", "A6")
    play(state, "move", "spin storm", "move", "spin W", "done")
    assert cell_of(state, "g2") == "B6"
    play(state, "move", "spin storm")  # the second storm on seat 0's consecutive turns
    assert cell_of(state, "g2") is None


def test_storms_with_a_calm_turn_between_do_not_sink() -> None:
    state = pirates(wind="E")
    put(state, "g2", "A6")
    play(state, "move", "spin storm", "move", "spin calm", "done")
    play(state, "move", "spin calm", "move", "spin calm", "done")  # seat 0: no storm
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") == "C6"


def test_second_storm_into_own_port_does_not_sink() -> None:
    state = pirates(wind="E")
    put(state, "g2", "G7")
    play(state, "move", "spin storm", "move", "spin E", "done")
    assert cell_of(state, "g2") == "H7"
    play(state, "move", "spin storm")
    assert cell_of(state, "g2") == "I7"


def test_treasure_galleon_lost_in_a_storm_is_a_draw() -> None:
    state = pirates(wind="E", treasure="g2")
    put(state, "g2", "D4")
    play(state, "move", "spin storm")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == ()
    assert "draw" in outcome.reason


def test_a_storm_into_cadiz_with_the_treasure_wins() -> None:
    state = pirates(wind="E", treasure="g2")
    put(state, "g2", "H7")
    play(state, "move", "spin storm")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
