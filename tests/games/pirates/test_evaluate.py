"""The greedy evaluation weighs the storms that can lose the treasure galleon (a draw, seed 2.5
and 8.3) and reads only what the seat may know."""

from __future__ import annotations

import random

from seaboard import get_game
from seaboard.games.pirates.evaluate import (
    ESCORT_REACH,
    STORM_CHANCE,
    escort,
    hunt_closeness,
    storm_risk,
)
from seaboard.games.pirates.outlook import sailing_gain
from tests.games.golitsyn.helpers import pirates, play, put

SPEC = get_game("pirates")


def test_a_stormed_treasure_galleon_is_worth_less_to_the_spaniards() -> None:
    calm = pirates(treasure="g1")
    put(calm, "g1", "H6")
    stormed = pirates(treasure="g1")
    put(stormed, "g1", "H6", stormed=1)
    assert 0 < SPEC.evaluate(stormed, 0) < SPEC.evaluate(calm, 0)


def test_declaring_a_move_with_a_stormed_treasure_galleon_counts_the_storm() -> None:
    # g1 was caught by the last storm: declaring 'move' risks a second storm in a row (8.3),
    # which sinks the treasure (a draw); the greedy value of 'move' says so.
    values = []
    for stormed in (0, 1):
        state = pirates(treasure="g1")
        put(state, "g1", "H6", stormed=stormed)
        play(state, "move")
        values.append(SPEC.evaluate(state, 0))
    calm, stormy = values
    assert stormy < calm


def test_the_pirates_value_does_not_depend_on_the_true_treasure() -> None:
    values = set()
    for treasure in ("g1", "g2", "g3"):
        state = pirates(treasure=treasure)
        put(state, "g1", "H6")
        sample = SPEC.determinize(state, 1, random.Random(5))
        values.add(round(SPEC.evaluate(sample, 1), 12))
    assert len(values) == 1


def test_a_treasure_that_cannot_reach_cadiz_before_the_round_limit_is_worth_less() -> None:
    # at the round limit the game is a draw (RULINGS, max_rounds): with too few turns left to
    # sail the treasure home, its progress counts for less, and the nearer the more it counts
    def value(cell: str, rounds_left: int) -> float:
        state = pirates(treasure="g1", max_rounds=100)
        put(state, "g1", cell)
        state.turns = (100 - rounds_left) * state.num_players
        return SPEC.evaluate(state, 0)

    far, near = "B4", "H6"
    assert value(far, 90) > value(far, 3) > 0
    assert value(near, 90) - value(near, 3) < value(far, 90) - value(far, 3)
    assert value(near, 3) > value(far, 3)


def test_a_stormed_galleon_whose_side_may_feint_runs_no_risk_of_a_second_storm() -> None:
    # a feint (7.3) ends the Spaniards' turn without a spin, which clears the storm memory
    # (8.3): with two galleons side by side a stormed one risks what a calm one does
    def risk(stormed: int, escort: str) -> float:
        state = pirates(treasure="g1")
        put(state, "g1", "H6", stormed=stormed)
        put(state, "g2", escort)
        put(state, "g3", None)
        return storm_risk(state, state.ship_index["g1"])

    assert risk(1, "G6") == risk(0, "G6") < STORM_CHANCE
    assert risk(1, "E8") == STORM_CHANCE


def test_a_wind_that_brings_the_treasure_into_its_goal_counts_as_the_win() -> None:
    # the treasure galleon next to Cadiz (I7): some winds sail it in, which ends the game
    # (2.4), a win for the Spaniards and a loss for the pirates
    state = pirates(treasure="g1")
    put(state, "g1", "H7")
    play(state, "move")
    spaniards = sailing_gain(state, 0)
    assert 0 < spaniards.arrival < 1
    assert spaniards.won == 1.0
    assert sailing_gain(state, 1).won == 0.0


def test_once_the_pirates_hold_the_treasure_the_spaniards_have_no_feint() -> None:
    # transfers and feints move the treasure between Spanish ships (7.3): with the treasure
    # galleon taken, two Spanish galleons side by side no longer spare a stormed one the
    # second storm (8.3)
    state = pirates(treasure="g1")
    put(state, "g2", "H6", stormed=1)
    put(state, "g3", "G6")
    assert state.transfer_pairs(0)
    assert storm_risk(state, state.ship_index["g2"]) < STORM_CHANCE
    put(state, "g1", "C7", owner=1, hits=3)
    assert not state.transfer_pairs(0)
    assert storm_risk(state, state.ship_index["g2"]) == STORM_CHANCE


def test_an_escort_yet_to_sail_counts_as_near_as_the_wind_lets_it_sail() -> None:
    # g2, three cells west of the treasure galleon g1, has not sailed this turn (4.3): with
    # the wind blowing east it may sail up beside g1; against it only a cell to the NE or SE
    # (two steps off); in a calm galleons stay (4.1: three steps off)
    def escorted(spin: str) -> float:
        state = pirates(treasure="g1")
        put(state, "g1", "D6")
        put(state, "g2", "A6")
        put(state, "g3", None)
        play(state, "move", spin)
        return escort(state, state.ship_index["g1"])

    assert escorted("spin E") == 1.0
    assert escorted("spin W") == 0.5 * (1 - 2 / ESCORT_REACH)
    assert escorted("spin calm") == 0.5 * (1 - 3 / ESCORT_REACH)


def test_a_lone_brigantine_beside_the_treasure_galleon_is_a_third_of_a_boarding_party() -> None:
    # three hits take a galleon (7.1), one a pirate turn from each brigantine in boarding range
    # (6.1): the pirates' last brigantine beside g1 threatens it a third as much as their last
    # three beside it do (shared among the survivors alone, it held the whole threat)
    def threat(beside: list[str]) -> tuple[float, float]:
        state = pirates(treasure="g1")
        put(state, "g1", "H6")
        for ship in ("b1", "b2", "b3", "b4", "b5", "b6"):
            put(state, ship, None)
        for ship, cell in zip(beside, ("G6", "H5", "G5"), strict=False):
            put(state, ship, cell)
        afloat = [state.ship_index[ship] for ship in beside]
        return hunt_closeness(state, state.ship_index["g1"], afloat)

    lone_near, lone_boarding = threat(["b1"])
    party_near, party_boarding = threat(["b1", "b2", "b3"])
    assert party_boarding == 1.0
    assert lone_boarding == party_boarding / 3
    assert lone_near == party_near / 3


# A strip of open sea 30 cells long: the pirates' base Tortuga at its west end (A2), Vera Cruz
# and Cadiz at its east end (AD2, AD1).
STRIP_ROWS = ["." * 29 + "*", "*" + "." * 28 + "*", "." * 30]
STRIP_PORTS = [
    "port VC AD2 owner=spanish houses=yes role=start name=VeraCruz",
    "port CA AD1 owner=spanish houses=yes role=destination name=Cadiz",
    "base TO A2 name=Tortuga",
]


def _brigantine_at(cell: str, galleons: str) -> float:
    """The pirates' value with b1 at ``cell`` (the other brigantines in Tortuga) and every
    galleon in the column ``galleons`` (rows 1-3)."""
    state = pirates(rows=STRIP_ROWS, lines=STRIP_PORTS, treasure="g1")
    for ship, row in zip(("g1", "g2", "g3"), "123", strict=True):
        put(state, ship, galleons + row)
    put(state, "b1", cell)
    return SPEC.evaluate(state, 1)


def test_pirates_sail_out_to_hunt_however_far_the_galleons_are() -> None:
    # the hunt is on from the start: with the galleons 24 steps off, as with them 9 steps
    # off, b1 two steps out of Tortuga towards them is worth more than in the base (a term
    # that kept it in the base while every galleon was far cost the greedy pirates up to
    # eight points against random Spaniards, who never come, and won nothing against
    # greedy ones)
    assert _brigantine_at("C2", "Y") > _brigantine_at("A2", "Y")
    assert _brigantine_at("C2", "J") > _brigantine_at("A2", "J")


def test_a_volley_is_judged_with_every_ship_that_may_still_join_it() -> None:
    # a volley (6.4) is named ship by ship in the fleet's order: one at b1 named from g3
    # shuts g2 out, one named from g2 lets g3 join; judged as fired at once the two were
    # worth the same, and the greedy bot fired its volleys one ship at a time
    state = pirates()
    put(state, "g2", "C6")
    put(state, "g3", "D6")
    put(state, "b1", "D8")
    values = {}
    for first in ("g2", "g3"):
        declared = state.copy()
        play(declared, f"shoot b1 {first}")
        values[first] = SPEC.evaluate(declared, 0)
    assert values["g2"] > values["g3"]


def test_the_pirates_weigh_a_sail_into_boarding_range_by_their_own_weights() -> None:
    # the pirates' static value counts boarding range double (goals.PIRATE_WEIGHTS); so does
    # their outlook of a declared move that may bring b1 beside the treasure galleon (6.1)
    state = pirates(treasure="g1")
    for ship in ("g2", "g3"):
        put(state, ship, None)
    put(state, "g1", "H6")
    put(state, "b1", "H8")
    play(state, "move", "spin calm", "move")
    spaniards = sailing_gain(state, 0).gain
    assert spaniards < 0
    assert sailing_gain(state, 1).gain > -1.5 * spaniards
