"""Fixed-size encodings: Cartagena's hooks, and the generic fallbacks."""

import random

import numpy as np
import pytest

import seaboard
from seaboard.core.move import Move
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.games.cartagena import encoding as cartagena_encoding
from seaboard.rl.encoding import (
    FALLBACK_ACTIONS,
    FALLBACK_CHANCE,
    FALLBACK_OBSERVATION,
    Encoding,
    EncodingError,
    hashed_view,
)


def _random_states(game_id: str, players: int, preset: str, seed: int, every: int = 5):  # type: ignore[no-untyped-def]
    spec = seaboard.get_game(game_id)
    state = spec.new_state(players, preset or None)
    rng = random.Random(seed)
    ply = 0
    while state.to_move() != TERMINAL:
        if ply % every == 0:
            yield state
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_moves()))
        ply += 1
    yield state


@pytest.mark.parametrize("preset", ["jamaica", "tortuga"])
@pytest.mark.parametrize("players", [2, 3, 5])
def test_cartagena_catalogue_and_observation_are_fixed(preset: str, players: int) -> None:
    spec = seaboard.get_game("cartagena")
    enc = Encoding(spec, players, preset)
    assert enc.uses_catalogue
    assert enc.uses_observation_hook
    assert enc.num_actions == 260
    assert enc.observation_size == cartagena_encoding.OBSERVATION_SIZE == 544
    for state in _random_states("cartagena", players, preset, seed=players):
        for seat in [None, *range(players)]:
            obs = enc.observe(state, seat)
            assert obs.shape == (544,)
            assert obs.dtype == np.float32
            assert np.all(np.abs(obs) <= 1.0)
        if state.to_move() >= 0:
            legal = enc.legal_actions(state)
            assert legal == sorted(legal)
            moves = {enc.decode(state, a) for a in legal}
            assert moves == set(state.legal_moves())
            for move in state.legal_moves():
                assert enc.decode(state, enc.encode(state, move)) == move
        elif state.to_move() == CHANCE:
            assert len(enc.chance_actions(state)) <= enc.max_chance_outcomes


def test_cartagena_observation_is_seat_relative_and_hides_hands() -> None:
    spec = seaboard.get_game("cartagena")
    enc = Encoding(spec, 2, "jamaica")
    state = next(
        s for s in _random_states("cartagena", 2, "jamaica", 1, every=1) if s.to_move() == 0
    )
    view0, view1 = state.view(0), state.view(1)
    assert view0["hands"][1] is None
    assert not np.array_equal(enc.observe(state, 0), enc.observe(state, 1))
    # the "visible" flag of the observer's own hand (block 0) is set, the other's is not
    hands_start = 5 + 6 + 3 + 4 + 216 + 5 * 38
    obs = enc.observe(state, 0)
    assert obs[hands_start + 6] == 1.0
    assert obs[hands_start + 7 + 6] == 0.0
    assert view1["hands"][1] is not None


def test_illegal_actions_are_refused() -> None:
    spec = seaboard.get_game("cartagena")
    enc = Encoding(spec, 2)
    state = next(s for s in _random_states("cartagena", 2, "", 2, every=1) if s.to_move() == 0)
    illegal = next(a for a in range(enc.num_actions) if a not in enc.legal_actions(state))
    with pytest.raises(EncodingError, match="not legal"):
        enc.decode(state, illegal)
    with pytest.raises(EncodingError, match="outside"):
        enc.decode(state, enc.num_actions)


def test_fallbacks_for_a_game_without_hooks(tiny: str) -> None:
    spec = seaboard.get_game(tiny)
    enc = Encoding(spec, 3)
    assert not enc.uses_catalogue
    assert not enc.uses_observation_hook
    assert enc.num_actions == FALLBACK_ACTIONS
    assert enc.observation_size == FALLBACK_OBSERVATION
    small = Encoding(spec, 3, max_actions=1, observation_size=16)
    for state in _random_states(tiny, 3, "", 4, every=1):
        assert enc.observe(state, 0).shape == (FALLBACK_OBSERVATION,)
        assert small.observe(state, 0).shape == (16,)
        if state.to_move() >= 0:
            legal = state.legal_moves()
            assert enc.legal_actions(state) == list(range(len(legal)))
            assert [enc.decode(state, i) for i in range(len(legal))] == legal
            if len(legal) > 1:
                with pytest.raises(EncodingError, match="action slots"):
                    small.legal_actions(state)


def test_feature_hashing_is_deterministic_and_view_based() -> None:
    view = {"a": [1, 2, {"b": "x"}], "c": None, "d": True, "e": 2.5}
    first = hashed_view(view, 64)
    assert first == hashed_view(dict(reversed(view.items())), 64)
    assert len(first) == 64
    assert sum(first) == pytest.approx(3 + 1 + 2 + 1 + 1 + 1 + 2.5)  # len, items, leaves
    assert hashed_view({"a": 1}, 64) != hashed_view({"a": 2}, 64)
    assert max(hashed_view({"big": 1e12}, 8)) == 1e6


def _actions(enc: Encoding, state: State) -> set[int]:
    return set(enc.legal_actions(state)) if state.to_move() >= 0 else set()


def _after(state: State, move: Move) -> State:
    later = state.copy()
    later.apply(move)
    return later


def test_the_legal_move_cache_follows_the_state() -> None:
    spec = seaboard.get_game("cartagena")
    probe = Encoding(spec, 2, "jamaica")
    state, move, stale = next(
        (s, m, min(_actions(probe, s) - _actions(probe, _after(s, m))))
        for s in _random_states("cartagena", 2, "jamaica", 3, every=1)
        if s.to_move() >= 0
        for m in s.legal_moves()
        if _actions(probe, s) - _actions(probe, _after(s, m))
    )
    enc = Encoding(spec, 2, "jamaica")
    before = enc.legal_actions(state)
    twin = state.copy()
    action = enc.encode(state, move)
    assert enc.decode(state, stale) in state.legal_moves()
    state.apply(enc.decode(state, action))
    with pytest.raises(EncodingError, match="not legal here"):
        enc.decode(state, stale)
    # another state object in the same position is answered from its own moves
    assert enc.legal_actions(twin) == before
    assert enc.decode(twin, action) == move


@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_every_game_declares_its_fixed_encodings(game_id: str) -> None:
    """Every shipped game gives learners a documented action catalogue, observation layout and
    chance bound (its encoding.py); the fallbacks are for games still being written."""
    spec = seaboard.get_game(game_id)
    for players in sorted({spec.min_players, spec.max_players}):
        for preset in spec.presets or {"": {}}:
            enc = Encoding(spec, players, preset or None)
            assert enc.uses_catalogue
            assert enc.uses_observation_hook
            assert 0 < enc.max_chance_outcomes < FALLBACK_CHANCE
            assert len(enc.catalogue or []) == enc.num_actions < 20_000
