"""The greedy evaluation weighs the storms that can lose the treasure galleon (a draw, seed 2.5
and 8.3) and reads only what the seat may know."""

from __future__ import annotations

import random

from seaboard import get_game
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
