"""``max_game_length`` (OpenSpiel's ``GameInfo``) is a true bound: random games never exceed
it, and Black Fleet's, derived from its rules (``BlackFleetSpec.plies_per_turn``), is within
a small factor of games that last every round."""

from __future__ import annotations

import random
from typing import Any

import pytest

import seaboard
from seaboard.core.options import options_to_json
from seaboard.core.state import CHANCE, State
from seaboard.rl.openspiel_game import load

ROUNDS = 5
"""A round limit random games reach, so they end by it and are as long as they get."""


def _random_game(game_id: str, players: int, options: Any, seed: int) -> State:
    spec = seaboard.get_game(game_id)
    rng = random.Random(seed)
    state = spec.new_state(players, options)
    while not state.is_terminal():
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_moves()))
    return state


def _short(game_id: str) -> dict[str, Any]:
    options = options_to_json(seaboard.get_game(game_id).make_options())
    options["max_rounds"] = ROUNDS
    return options


@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_random_games_stay_within_the_bound(game_id: str) -> None:
    spec = seaboard.get_game(game_id)
    for players in (spec.min_players, spec.max_players):
        options = _short(game_id)
        bound = spec.max_game_length(players, options)
        assert load(game_id, players, max_rounds=ROUNDS).max_game_length() == bound
        for seed in range(3):
            assert len(_random_game(game_id, players, options, seed).history) <= bound


def test_black_fleet_bound_is_not_loose() -> None:
    spec = seaboard.get_game("black_fleet")
    options = _short("black_fleet")
    per_turn = spec.plies_per_turn(options)
    longest_turn = 0
    longest = 0
    for seed in range(6):
        state = _random_game("black_fleet", 3, options, seed)
        assert state.outcome() is not None
        longest = max(longest, len(state.history))
        longest_turn = max(longest_turn, _longest_turn(state))
    assert longest_turn <= per_turn <= 5 * longest_turn
    assert spec.max_game_length(3, options) <= 10 * longest
    assert spec.max_game_length(3) < 50_000


def _longest_turn(final: State) -> int:
    """The most plies one seat's turn took (its decisions and the chance steps among them),
    replayed from the final state's history."""
    spec = seaboard.get_game(final.game_id)
    state = spec.new_state(final.num_players, final.options)
    longest = run = 0
    seat = None
    for move in final.history:
        actor = state.to_move()
        if actor != CHANCE and actor != seat:
            seat, run = actor, 0
        run += seat is not None
        longest = max(longest, run)
        state.apply(move)
    return longest
