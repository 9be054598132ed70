"""The evaluation counts the shots a ship may take before its side moves again (seed 004 part
1, 6.1: galleons reach 2 cells, brigantines 1; 6.6: not from or into a port, not through land
or a ship; 7.2: the taken treasure galleon is retaken by one hit from an adjacent cell), so the
greedy pirates keep a taken treasure galleon out of the Spaniards' boarding range."""

from __future__ import annotations

from seaboard import get_game
from seaboard.bots import GreedyBot
from seaboard.games.pirates.state import PiratesState
from seaboard.games.pirates.threats import attackers, retake_chance
from tests.games.golitsyn.helpers import pirates, play, put
from tests.games.pirates.test_greedy_play import play_turn, steps

SPEC = get_game("pirates")


def ship(state: PiratesState, name: str) -> int:
    return state.ship_index[name]


def alone() -> PiratesState:
    """g1 (the treasure) and b1 only, the rest off the map; the Spaniards to move."""
    state = pirates(treasure="g1")
    for name in ("g2", "g3", "b2", "b3", "b4", "b5", "b6"):
        put(state, name, None)
    return state


def test_a_galleon_reaches_two_cells_and_a_brigantine_one() -> None:
    state = alone()
    put(state, "g1", "B5")
    put(state, "b1", "D5")
    assert attackers(state, ship(state, "b1")) == 1  # the galleon, 2 cells away
    assert attackers(state, ship(state, "g1")) == 0  # the brigantine reaches 1 cell only
    put(state, "b1", "C6")
    assert attackers(state, ship(state, "g1")) == 1


def test_nobody_fires_from_or_into_a_port_or_through_land() -> None:
    state = alone()
    put(state, "g1", "B2")  # Vera Cruz
    put(state, "b1", "C3")
    assert attackers(state, ship(state, "b1")) == 0
    assert attackers(state, ship(state, "g1")) == 0
    put(state, "g1", "D4")
    put(state, "b1", "G4")  # land at E4-F5 between them, and out of reach
    assert attackers(state, ship(state, "b1")) == 0
    put(state, "b1", "F6")  # two cells diagonally, the line passes E5 (land)
    assert attackers(state, ship(state, "b1")) == 0


def test_the_taken_treasure_galleon_is_retaken_only_from_an_adjacent_cell() -> None:
    state = pirates(treasure="g1")
    state.revealed = True
    put(state, "g1", "D7", owner=1, hits=3)
    put(state, "g2", "F7")
    taken = ship(state, "g1")
    assert attackers(state, taken) == 0
    assert retake_chance(state, taken) == 0
    put(state, "g2", "E7")
    assert attackers(state, taken) == 1
    assert 0 < retake_chance(state, taken) < 1


def test_a_brigantine_within_a_galleons_reach_is_worth_less_to_the_pirates() -> None:
    values = []
    for cell in ("F6", "E6"):  # 3 and 2 cells east of the galleon
        state = alone()
        put(state, "g1", "C6")
        put(state, "b1", cell)
        values.append(SPEC.evaluate(state, 1))
    out_of_reach, in_reach = values
    assert in_reach < out_of_reach


def test_the_greedy_pirates_sail_a_taken_treasure_galleon_out_of_boarding_range() -> None:
    # The pirates took g1 (7.1); g2 lies between it and their base A8 and could retake it with
    # one hit from the next cell (7.2). With the wind east, every course leads away from the
    # base: only the threat of the retake makes sailing worth it.
    state = pirates(treasure="g1")
    for name in ("g3", "b2", "b3", "b4", "b5", "b6"):
        put(state, name, None)
    put(state, "g2", "C7")
    put(state, "b1", "J1")
    play(state, "move", "spin N", "done")  # the Spaniards' turn ends, g2 stays
    state.revealed = True
    put(state, "g1", "D7", owner=1, hits=3)
    play(state, "move", "spin E")
    assert retake_chance(state, ship(state, "g1")) > 0
    play_turn(state, GreedyBot(seed=1))
    assert retake_chance(state, ship(state, "g1")) == 0
    assert steps(state, "g1", "C7") >= 2
