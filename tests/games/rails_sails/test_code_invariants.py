"""Position codes describe reachable positions only, and setup survives a save (issue 14)."""

from __future__ import annotations

import random

import pytest

from seaboard.core.errors import InvalidCodeError
from seaboard.core.state import CHANCE
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.moves import Keep, Markers
from seaboard.games.rails_sails.state import MARKERS, SETUP_KEEP, TURN, RailsSailsState

from .helpers import claim_for, started


def _setup_until(state: RailsSailsState, rng: random.Random, done: int) -> None:
    """Play setup (chance at random, each seat keeps its last choice) until ``done`` seats
    have kept tickets and chosen markers."""
    while not (state.phase == SETUP_KEEP and not state.queue and state.setup_count == done):
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(state.legal_moves()[-1])


def test_setup_progress_survives_save_and_reload() -> None:
    """Two players: saved after seat 0 kept its tickets and chose its markers, the reloaded
    game asks seat 1, then starts play; it never asks seat 0 again."""
    rng = random.Random(3)
    state = SPEC.new_state(2, {"first_seat": 0})
    _setup_until(state, rng, done=1)
    assert state.cur == 1
    reloaded = SPEC.from_code(state.to_code())
    assert reloaded.setup_count == 1
    for game in (state, reloaded):
        keep = game.legal_moves()[-1]
        assert isinstance(keep, Keep)
        game.apply(keep)
        assert game.phase == MARKERS
        game.apply(next(m for m in game.legal_moves() if isinstance(m, Markers)))
        assert (game.phase, game.cur) == (TURN, 0)
        assert SPEC.from_code(game.to_code()).to_code() == game.to_code()
    assert reloaded.to_code() == state.to_code()


def test_setup_progress_is_read_from_the_first_seat() -> None:
    rng = random.Random(5)
    state = SPEC.new_state(3, {"first_seat": 2})
    _setup_until(state, rng, done=2)
    assert state.cur == 1
    assert SPEC.from_code(state.to_code()).setup_count == 2


def _field(code: str, key: str, value: str) -> str:
    return ";".join(
        f"{key}={value}" if part.startswith(key + "=") else part for part in code.split(";")
    )


def test_setup_with_a_route_on_the_board_is_refused() -> None:
    state = started(2, seed=1)
    claim_for(state, 0, "T04")
    code = _field(_field(state.to_code(), "ph", str(MARKERS)), "turns", "0")
    with pytest.raises(InvalidCodeError, match="ph=1 is setup"):
        SPEC.from_code(code)


def test_a_card_dealt_to_a_full_face_up_slot_is_refused() -> None:
    code = started(2, seed=1).to_code()
    with pytest.raises(InvalidCodeError, match="only to an empty slot"):
        SPEC.from_code(_field(code, "q", "0.2"))


@pytest.mark.parametrize(("key", "value"), [("turns", "+3"), ("turns", "1_0"), ("cur", " 1")])
def test_numbers_in_a_code_are_ascii_digits(key: str, value: str) -> None:
    code = started(2, seed=1).to_code()
    with pytest.raises(InvalidCodeError, match=f"'{key}' must be a whole number"):
        SPEC.from_code(_field(code, key, value))
