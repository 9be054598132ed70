"""The fuzz harness in the test suite (issue 14), bounded to stay short: for every game,
mutated position codes, notations and records let only ``SeaboardError`` escape, and every
code ``from_code`` accepts is closed under play and round-trips. ``make fuzz`` runs the same
checks for longer, coverage-guided (atheris)."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from seaboard.core.record import Record
from seaboard.core.registry import get_game

from .harness import (
    GAMES,
    exercise_code,
    exercise_notation,
    exercise_record,
    mutate,
    play_on,
    random_position,
    round_trips,
)

FUZZ = settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
"""Six examples per game and property keep the suite's run of this file near 30 seconds."""


@pytest.mark.parametrize("game", GAMES)
@FUZZ
@given(seed=st.integers(0, 2**32 - 1), plies=st.integers(0, 400))
def test_reachable_codes_round_trip_and_are_closed_under_play(
    game: str, seed: int, plies: int
) -> None:
    rng = random.Random(seed)
    spec = get_game(game)
    state = random_position(game, rng, plies)
    play_on(spec, round_trips(spec, state.to_code()), rng, 200)


@pytest.mark.parametrize("game", GAMES)
@FUZZ
@given(seed=st.integers(0, 2**32 - 1), plies=st.integers(0, 300))
def test_mutated_codes_are_refused_or_closed_under_play(game: str, seed: int, plies: int) -> None:
    rng = random.Random(seed)
    code = random_position(game, rng, plies).to_code()
    for _ in range(8):
        exercise_code(game, mutate(code, rng), rng, 100)


@pytest.mark.parametrize("game", GAMES)
@FUZZ
@given(seed=st.integers(0, 2**32 - 1), plies=st.integers(0, 300))
def test_mutated_notation_only_raises_seaboard_errors(game: str, seed: int, plies: int) -> None:
    rng = random.Random(seed)
    state = random_position(game, rng, plies)
    moves = state.legal_moves() or [m for m, _ in state.chance_outcomes()]
    for move in rng.sample(moves, min(len(moves), 6)):
        for _ in range(4):
            exercise_notation(state, mutate(str(move), rng))


@pytest.mark.parametrize("game", GAMES)
@FUZZ
@given(seed=st.integers(0, 2**32 - 1), plies=st.integers(1, 120))
def test_mutated_records_only_raise_seaboard_errors(game: str, seed: int, plies: int) -> None:
    rng = random.Random(seed)
    state = random_position(game, rng, plies)
    text = Record.from_state(state, game=game, seed=seed).to_text()
    for _ in range(4):
        exercise_record(mutate(text, rng))


@pytest.mark.parametrize(
    "text", ["move merchant ²", "back ５", "take ①", "", " ", "\x00", "a" * 10_000, "1e9"]
)
@pytest.mark.parametrize("game", GAMES)
def test_odd_notation_is_refused_cleanly(game: str, text: str) -> None:
    spec = get_game(game)
    exercise_notation(spec.new_state(spec.min_players), text)
