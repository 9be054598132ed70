"""The way into Cadiz in the Pirates evaluation (seed 004 part 1, 5.2: no ship stops on or
passes through another's cell): a pirate ship there bars it, and the pirates keep a ship near
it as the treasure nears, so that a brigantine can bar the way in time (``goals``)."""

from __future__ import annotations

from seaboard.bots import GreedyBot
from seaboard.games.pirates.evaluate import evaluate
from seaboard.games.pirates.goals import SEAL_FLOOR, guard, reference, steps_to_cadiz
from seaboard.games.pirates.state import PiratesState
from tests.games.golitsyn.helpers import pirates, play, put
from tests.games.pirates.test_greedy_play import play_turn

# Cadiz at J6 in a notch of the coast: its only way in is J7.
NOTCH_ROWS = [
    "..........",
    ".*........",
    "..........",
    "..........",
    "........##",
    "........#*",
    "........#.",
    "..........",
    "*.........",
]
NOTCH_PORTS = [
    "port VC B2 owner=spanish houses=yes role=start name=VeraCruz",
    "port CA J6 owner=spanish houses=yes role=destination name=Cadiz",
    "base TO A9 name=Tortuga",
]


def notch() -> PiratesState:
    """The treasure galleon g1 six steps from Cadiz at F4, the other ships off the map but b1
    and b2 (in Tortuga)."""
    state = pirates(rows=NOTCH_ROWS, lines=NOTCH_PORTS, treasure="g1")
    for ship in ("g2", "g3", "b3", "b4", "b5", "b6"):
        put(state, ship, None)
    put(state, "g1", "F4")
    put(state, "b2", "A9")
    return state


def cell(state: PiratesState, name: str) -> int:
    return state.map.cell_index(name)


def test_with_no_pirate_ship_near_cadiz_the_distances_are_the_maps() -> None:
    state = notch()
    put(state, "b1", "A8")
    assert steps_to_cadiz(state) == reference(state.map)[0]
    assert steps_to_cadiz(state)[cell(state, "F4")] == 6


def test_a_pirate_ship_in_the_only_way_in_bars_cadiz() -> None:
    state = notch()
    put(state, "b1", "J7")
    barred = steps_to_cadiz(state)
    # every cell outside is at least SEAL_FLOOR away: the bar may be shot away (6.2)
    assert barred[cell(state, "F4")] == barred[cell(state, "J8")] == SEAL_FLOOR


def test_a_pirate_ship_beside_the_way_in_makes_the_spaniards_sail_round_it() -> None:
    state = notch()
    put(state, "b1", "I8")  # one of the three cells before J7
    barred = steps_to_cadiz(state)
    assert barred[cell(state, "H8")] == reference(state.map)[0][cell(state, "H8")] + 1


def test_a_pirate_ship_within_two_steps_of_the_way_in_guards_cadiz_and_a_far_one_does_not() -> None:
    state = notch()
    pirate_ships = [state.ship_index["b1"]]
    put(state, "b1", "H9")  # two steps from J7
    assert guard(state, pirate_ships) == 1.0
    put(state, "b1", "E9")  # five steps from J7: three beyond the two
    assert guard(state, pirate_ships) == 0.5
    put(state, "b1", "A1")
    assert guard(state, pirate_ships) == 0.0
    put(state, "b1", "H9", repair=1)  # under repair (6.5): it cannot sail to bar the way
    assert guard(state, pirate_ships) == 0.0


def test_the_guard_is_the_pirates_plan_and_does_not_move_the_spaniards_value() -> None:
    # a lower Spanish value wherever a guard lies would make a storm's draw look better to
    # the Spaniards (docs/bots.md); the pirates' value counts the guard
    near, far = notch(), notch()
    put(near, "b1", "H9")  # five steps from g1, two from the way in
    put(far, "b1", "A4")  # five steps from g1, far from the way in
    spanish, pirate = 0, 1
    gain = evaluate(near, pirate) - evaluate(far, pirate)
    assert gain > 0.0
    # the Spaniards' value changes only by what the ship's place does to the other terms
    # (hunt, boarding, storm risk), which the pirates' value mirrors
    mirrored = evaluate(far, spanish) - evaluate(near, spanish)
    assert gain > mirrored + 0.05


def test_a_greedy_pirate_bars_the_way_when_the_treasure_nears_cadiz() -> None:
    state = notch()
    put(state, "g1", "F8")  # five steps from Cadiz
    put(state, "b1", "H9")
    play(state, "move", "spin N", "done", "move", "spin NE")  # the pirates' turn, wind NE
    play_turn(state, GreedyBot(seed=1))
    assert state.map.names[state.cell[state.ship_index["b1"]]] == "J7"
