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
