"""The shipped learned evaluations load, are deterministic and are used by the level-3 search."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

import seaboard
from seaboard.bots import LEVEL_BUDGET, make_bot
from seaboard.bots import learned as learned_module
from seaboard.bots.learned import WEIGHTS, LearnedValue, learned_value
from seaboard.core.state import CHANCE

SHIPPED = sorted(WEIGHTS.glob("*.json"))


def _midgame(game: str, players: int, seed: int) -> seaboard.core.State:
    spec = seaboard.get_game(game)
    state = spec.new_state(players, None)
    rng = random.Random(seed)
    for _ in range(40):
        if state.is_terminal():
            break
        state.apply(
            state.sample_chance(rng)
            if state.to_move() == CHANCE
            else rng.choice(state.legal_moves())
        )
    while state.to_move() == CHANCE:
        state.apply(state.sample_chance(rng))
    return state


def test_weights_ship_for_pirates() -> None:
    assert any(path.name == "pirates-2p.json" for path in SHIPPED)


@pytest.mark.parametrize("path", SHIPPED, ids=lambda p: p.stem)
def test_a_fitted_evaluation_loads_and_is_deterministic(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    spec = seaboard.get_game(data["game"])
    value = learned_value(spec, data["players"])
    assert isinstance(value, LearnedValue)
    assert value.size == data["features"]
    assert data["fit"]["holdout_mse"] < data["fit"]["holdout_mse_constant"]
    for seed in range(3):
        state = _midgame(spec.id, data["players"], seed)
        first = [value(state, seat) for seat in range(data["players"])]
        again = [value(state.copy(), seat) for seat in range(data["players"])]
        assert first == again
        assert all(-1.0 <= v <= 1.0 for v in first)


def test_a_game_without_weights_has_no_learned_value() -> None:
    assert learned_value(seaboard.get_game("cartagena"), 5) is None


def test_level_three_evaluates_its_leaves_with_the_learned_value(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert LEVEL_BUDGET["learned"] > 0
    calls = []
    original = learned_module.LearnedValue.__call__

    def counting(self: LearnedValue, state: seaboard.core.State, seat: int) -> float:
        calls.append(seat)
        return original(self, state, seat)

    monkeypatch.setattr(learned_module.LearnedValue, "__call__", counting)
    state = _midgame("pirates", 2, 1)
    move = make_bot("3", seed=3).choose_move(state)
    assert move in state.legal_moves()
    assert calls
