"""Conservation properties of Cartagena under any seeded random play (Hypothesis)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.cartagena.moves import BOAT
from seaboard.games.cartagena.state import CartagenaState

from .helpers import SPEC


def _check_invariants(state: CartagenaState) -> None:
    cards = sum(state.deck) + sum(state.discard) + len(state.row) + sum(map(sum, state.hands))
    assert cards == 102, "card conservation: always 102 cards"
    assert all(count >= 0 for count in state.deck + state.discard)
    for pirates in state.pirates:
        assert len(pirates) == 6, "pirate conservation: six pirates a seat"
        assert pirates == sorted(pirates)
    occupancy = [0] * (BOAT + 1)
    for pirates in state.pirates:
        for square in pirates:
            occupancy[square] += 1
    assert occupancy == state.occupancy
    assert max(occupancy[1:BOAT], default=0) <= 3, "at most three pirates on a space"
    assert 0 <= state.actions <= 3


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 2**32 - 1),
    players=st.integers(2, 5),
    variant=st.sampled_from(["jamaica", "tortuga"]),
    arrow=st.sampled_from(["left", "right"]),
)
def test_cards_and_pirates_are_conserved(seed: int, players: int, variant: str, arrow: str) -> None:
    rng = random.Random(seed)
    state = SPEC.new_state(players, {"variant": variant, "arrow": arrow, "max_rounds": 40})
    assert isinstance(state, CartagenaState)
    while state.to_move() != TERMINAL:
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_moves()))
        _check_invariants(state)
        sample = state.determinize(rng.randrange(players), rng)
        _check_invariants(sample)
