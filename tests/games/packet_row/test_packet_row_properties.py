"""Hypothesis properties of Packet Row: cards and money are conserved through random play,
and the greedy evaluation stays in [-1, 1]."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st_

from seaboard.bots import make_bot
from seaboard.core.driver import play_game
from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row.components import MONEY, NUM_CARDS, PAID_KINDS
from seaboard.games.packet_row.moves import Act
from seaboard.games.packet_row.state import PacketRowState

from .helpers import SPEC


def _places(st: PacketRowState) -> list[int]:
    counts = [0] * NUM_CARDS
    for place in [*st.hands, *st.ships, *st.decks, *st.current, *st.future, *st.discards, st.box]:
        for card in place:
            if card >= 0:
                counts[card] += 1
    return counts


def _expected_money_change(st: PacketRowState, move: Act) -> int:
    """What the rules say a move does to the mover's money."""
    comps = st.comps
    if move.verb in (mv.TAKE, mv.ASSIST) and comps.kind[move.a] in PAID_KINDS:
        return -comps.cost[move.a]
    if move.verb == mv.CASH:
        return comps.value[move.a]
    if move.verb == mv.DONE and st.fx is not None:
        return sum(comps.payout[k] for k in st.fx.all_contracts())
    return 0


@settings(max_examples=12, deadline=None)
@given(n=st_.integers(2, 5), seed=st_.integers(0, 10**6))
def test_cards_and_money_are_conserved(n: int, seed: int) -> None:
    st = SPEC.new_state(n)
    assert isinstance(st, PacketRowState)
    rng = random.Random(seed)
    while not st.is_terminal():
        if st.is_chance():
            move = st.sample_chance(rng)
            before = list(st.money)
            st.apply(move)
            assert st.money == before or st.is_terminal()
        else:
            move = rng.choice(st.legal_moves())
            assert isinstance(move, Act)
            seat = st.to_move()
            before = list(st.money)
            change = _expected_money_change(st, move)
            st.apply(move)
            after = list(st.money)
            if st.is_terminal():
                # The final cashing of money cards happens with the last move.
                continue
            before[seat] += change
            assert after == before, (str(move), before, after)
        assert _places(st) == [1] * NUM_CARDS
        assert min(st.money) >= 0
        assert sum(1 for f in st.figures if f >= 0) <= n
    assert not any(st.comps.kind[c] == MONEY for hand in st.hands for c in hand)


@settings(max_examples=6, deadline=None)
@given(n=st_.integers(2, 5), seed=st_.integers(0, 10**6), plies=st_.integers(0, 300))
def test_evaluation_is_bounded_and_uses_only_the_view(n: int, seed: int, plies: int) -> None:
    st = SPEC.new_state(n)
    rng = random.Random(seed)
    for _ in range(plies):
        if st.is_terminal():
            break
        st.apply(st.sample_chance(rng) if st.is_chance() else rng.choice(st.legal_moves()))
    for seat in range(n):
        value = SPEC.evaluate(st, seat)
        assert -1.0 <= value <= 1.0
        assert SPEC.evaluate(SPEC.determinize(st, seat, rng), seat) == value


def test_greedy_bots_finish_a_game_and_beat_random_play_on_average() -> None:
    wins = 0
    for seed in range(4):
        final = play_game(
            SPEC, [make_bot("greedy", seed=seed), make_bot("random", seed=seed)], seed=seed
        )
        outcome = final.outcome()
        assert outcome is not None
        wins += 0 in outcome.winners
    assert wins >= 3
