"""Hypothesis properties: cards, tickets and markers are conserved; face-up rules hold; every
game ends."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.cards import NKINDS, WILD
from seaboard.games.rails_sails.data import load_world
from seaboard.games.rails_sails.moves import TakeCard
from seaboard.games.rails_sails.state import DRAW2, RailsSailsState

WORLD = load_world()


def _check_invariants(state: RailsSailsState) -> None:
    for kind in range(NKINDS):
        total = state.deck[kind] + state.discard[kind] + state.faceup.count(kind)
        total += sum(hand[kind] for hand in state.hands)
        assert total == WORLD.deck[kind]
    tickets = list(state.pool) + [t for t, _ in state.bottom]
    for seat in range(state.num_players):
        tickets += state.held[seat] + state.pending[seat]
    assert sorted(tickets) == list(WORLD.ticket_ids)
    for seat in range(state.num_players):
        on_board = [r for r in WORLD.routes if state.owner[r.index] == seat]
        trains = sum(r.length for r in on_board if not r.ship)
        ships = sum(r.length for r in on_board if r.ship)
        assert state.trains[seat] + state.box_trains[seat] + trains == 25
        assert state.ships[seat] + state.box_ships[seat] + ships == 50
        assert state.trains[seat] >= 0
        assert state.ships[seat] >= 0
        assert state.route_pts[seat] == sum(r.score for r in on_board)
        assert state.built[seat] == state.harbor.count(seat) <= 3
        assert all(k <= h for k, h in zip(state.known[seat], state.hands[seat], strict=True))
    for route in WORLD.routes:
        if route.twin >= 0 and state.owner[route.index] >= 0:
            twin_owner = state.owner[route.twin]
            assert twin_owner != state.owner[route.index]
            if state.num_players <= 3:
                assert twin_owner < 0


def _play(seed: int, players: int, plies: int, beginner: bool) -> RailsSailsState:
    rng = random.Random(seed)
    state = SPEC.new_state(players, {"beginner_markers": beginner})
    assert isinstance(state, RailsSailsState)
    for _ in range(plies):
        if state.to_move() == TERMINAL:
            break
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            moves = state.legal_moves()
            if state.phase == DRAW2:
                assert not any(
                    isinstance(m, TakeCard) and state.faceup[m.slot] == WILD for m in moves
                )
            state.apply(rng.choice(moves))
        _check_invariants(state)
    return state


@settings(max_examples=25, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(2, 5),
    plies=st.integers(50, 400),
    beginner=st.booleans(),
)
def test_conservation_during_random_play(
    seed: int, players: int, plies: int, beginner: bool
) -> None:
    _play(seed, players, plies, beginner)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 5))
def test_every_game_ends_and_the_score_adds_up(seed: int, players: int) -> None:
    state = _play(seed, players, 10**6, False)
    assert state.to_move() == TERMINAL
    outcome = state.outcome()
    assert outcome is not None
    for seat in range(players):
        score = state.seat_score(seat)
        assert outcome.scores[seat] == score.total
        assert score.routes == state.route_pts[seat]
        assert score.exchange == -state.exchanged[seat]
        assert score.unbuilt == -4 * (3 - state.built[seat])


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10**6), wilds=st.integers(0, 14))
def test_chance_points_always_have_outcomes(seed: int, wilds: int) -> None:
    """Whatever the decks hold, the face-up refill terminates (no endless loop)."""
    rng = random.Random(seed)
    state = SPEC.new_state(2, {"first_seat": 0})
    steps = 0
    while state.to_move() == CHANCE:
        outcomes = state.chance_outcomes()
        assert outcomes
        assert abs(sum(p for _, p in outcomes) - 1) < 1e-9
        wild = [m for m, _ in outcomes if str(m) == "card wild"]
        state.apply(wild[0] if wild and rng.random() < 0.9 else state.sample_chance(rng))
        steps += 1
        assert steps < 400
    _check_invariants(state)
