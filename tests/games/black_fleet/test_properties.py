"""Hypothesis properties over random games: goods cubes, cards and doubloons are conserved,
ships stay on the sea and apart, and every game ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as hs

from seaboard.core.state import CHANCE
from seaboard.games.black_fleet.components import SEA
from seaboard.games.black_fleet.moves import Act
from seaboard.games.black_fleet.state import BlackFleetState
from tests.games.black_fleet.helpers import SPEC


def _check(st: BlackFleetState) -> None:
    comp = st.comp
    n = st.num_players
    for colour in range(len(comp.colours)):
        total = st.cubes[colour] + st.pcargo.count(colour)
        total += sum(st.mcnt[s] for s in range(n) if st.mcol[s] == colour)
        assert total == comp.goods_per_colour
    for c, card in enumerate(comp.move_cards):
        assert sum(h.count(c) for h in st.mhand) + st.mdeck[c] + st.mdisc[c] == card.count
    for f, count in enumerate(comp.fortune_counts):
        assert sum(h.count(f) for h in st.fhand) + st.fdeck[f] + st.fdisc[f] == count
    assert all(m >= 0 for m in st.money)
    assert all(len(h) <= 3 for h in st.fhand) or st.phase in (10, 11)
    areas = [a for a in (*st.mpos, *st.ppos, *st.navy) if a >= 0]
    assert all(comp.kind[a] == SEA or st.t.cur >= 0 for a in areas)
    if st.t.cur < 0 and not st.t.lucky:
        assert len(set(areas)) == len(areas)


@settings(max_examples=12, deadline=None)
@given(hs.integers(0, 10**9), hs.sampled_from([3, 4]), hs.sampled_from(list(SPEC.presets)))
def test_conservation_in_random_games(seed: int, players: int, preset: str) -> None:
    rng = random.Random(seed)
    st = SPEC.new_state(players, preset)
    assert isinstance(st, BlackFleetState)
    for _ in range(3000):
        if st.is_terminal():
            break
        before = list(st.money)
        mover = st.seat
        move = st.sample_chance(rng) if st.to_move() == CHANCE else rng.choice(st.legal_moves())
        st.apply(move)
        _check(st)
        assert isinstance(move, Act)
        for s in range(players):
            delta = st.money[s] - before[s]
            if move.verb == "buy" and s == mover:
                cost = st.vcost[s] if move.args[0] == "victory" else int(move.args[0])
                assert delta == -cost
            elif s == mover:
                assert delta >= 0
            else:  # only Insurance pays another seat: 6 for a merchant sunk this move
                assert delta in (0, 6)


def test_random_games_end_within_max_rounds() -> None:
    for seed in range(3):
        rng = random.Random(seed)
        st = SPEC.new_state(3, {"max_rounds": 5})
        while not st.is_terminal():
            st.apply(st.sample_chance(rng) if st.is_chance() else rng.choice(st.legal_moves()))
        assert st.round <= 5
        assert st.outcome() is not None
