"""The pooled-goods check of fulfilments against brute force, and started fulfilments always
reaching ``done`` whatever steps are taken (Hypothesis)."""

from __future__ import annotations

import itertools
import random

from hypothesis import given, settings
from hypothesis import strategies as st_

from seaboard.games.packet_row.fulfil import covered, feasible

from .helpers import legal, play, position


def _brute_covered(req: list[int], supply: list[int], g1: int, g2: int) -> bool:
    for singles in itertools.product(range(4), repeat=g1):
        for doubles in itertools.product(range(4), repeat=g2):
            have = list(supply)
            for t in singles:
                have[t] += 1
            for t in doubles:
                have[t] += 2
            if all(h >= r for h, r in zip(have, req, strict=True)):
                return True
    return False


def _brute_feasible(req: list[int], cards: list[tuple[int, int]], m: int, g1: int, g2: int) -> bool:
    for targets in itertools.product(range(4), repeat=len(cards)):
        changed = sum(1 for (kind, _), t in zip(cards, targets, strict=True) if kind != t)
        if changed > m:
            continue
        supply = [0] * 4
        for (_, amount), t in zip(cards, targets, strict=True):
            supply[t] += amount
        if _brute_covered(req, supply, g1, g2):
            return True
    return False


REQ = st_.lists(st_.integers(0, 6), min_size=4, max_size=4)
CARDS = st_.lists(st_.tuples(st_.integers(0, 3), st_.integers(1, 4)), max_size=4)


@settings(max_examples=300, deadline=None)
@given(req=REQ, cards=CARDS, m=st_.integers(0, 2), g1=st_.integers(0, 2), g2=st_.integers(0, 2))
def test_the_goods_check_matches_brute_force(
    req: list[int], cards: list[tuple[int, int]], m: int, g1: int, g2: int
) -> None:
    supply = [0] * 4
    for kind, amount in cards:
        supply[kind] += amount
    assert covered(req, supply, g1, g2) == _brute_covered(req, supply, g1, g2)
    assert feasible(req, list(supply), list(cards), m, g1, g2) == _brute_feasible(
        req, cards, m, g1, g2
    )


POOL = [
    *[f"G{i:02d}" for i in range(1, 25)],
    "S02",  # one starting contract: a hand never holds two
    *[f"M{i:02d}" for i in range(1, 34)],
    "D19",
    "D20",
    "D24",
    "D25",
    "D29",
    "D30",
]
SHIPS = [f"D{i:02d}" for i in range(1, 19)]


@settings(max_examples=40, deadline=None)
@given(seed=st_.integers(0, 10**6))
def test_a_started_fulfilment_always_reaches_done(seed: int) -> None:
    rng = random.Random(seed)
    hand = rng.sample(POOL, rng.randint(3, 14))
    ships = rng.sample(SHIPS, rng.randint(1, 4))
    st = position(3, hands={0: hand}, ships={0: ships}, money=[0, 25, 25])
    starts = sorted(m for m in legal(st) if m.startswith("ship"))
    if not starts:
        return
    play(st, rng.choice(starts))
    paid = 0
    for _ in range(60):
        moves = sorted(legal(st))
        assert moves, st.to_code()
        move = rng.choice(moves)
        if move == "done":
            assert st.fx is not None
            paid = sum(st.comps.payout[k] for k in st.fx.all_contracts())
        play(st, move)
        if st.fx is None:
            break
    assert st.fx is None
    assert paid > 0
    assert st.money[0] == paid
