"""The shipped learned evaluations load, are deterministic and are used by the level-3 search."""

from __future__ import annotations

import importlib.util
import json
import math
import random
from pathlib import Path

import numpy
import pytest

import seaboard
from seaboard.bots import MctsBot, make_bot
from seaboard.bots import learned as learned_module
from seaboard.bots.learned import (
    WEIGHTS,
    Calibration,
    LearnedValue,
    calibration,
    learned_value,
    weights_path,
)
from seaboard.core.state import CHANCE

SHIPPED = sorted(WEIGHTS.glob("*.json"))
GAMES = [seaboard.get_game(game_id) for game_id in seaboard.list_games()]


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


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.id)
def test_every_game_ships_weights_for_its_table_default(spec: seaboard.core.GameSpec) -> None:
    assert weights_path(spec.id, spec.min_players) in SHIPPED


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


def _count_calls(
    monkeypatch: pytest.MonkeyPatch, value_type: type[LearnedValue] | type[Calibration]
) -> list[int]:
    """The seats of every call of ``value_type`` (a learned value or a calibration) from now."""
    calls: list[int] = []
    original = value_type.__call__

    def counting(self: LearnedValue | Calibration, state: seaboard.core.State, seat: int) -> float:
        calls.append(seat)
        return original(self, state, seat)  # type: ignore[arg-type]

    monkeypatch.setattr(value_type, "__call__", counting)
    return calls


def _level_three(iterations: int) -> MctsBot:
    """Level 3 with a small iteration budget in place of its second of thinking."""
    bot = make_bot("3", seed=3)
    assert isinstance(bot, MctsBot)
    bot.seconds = None
    bot.iterations = iterations
    return bot


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.id)
def test_level_three_blends_the_learned_value_where_its_game_keeps_it(
    spec: seaboard.core.GameSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = _count_calls(monkeypatch, learned_module.LearnedValue)
    bot = _level_three(30)
    state = _midgame(spec.id, spec.min_players, 1)
    assert bot.choose_move(state) in state.legal_moves()
    assert bool(calls) == (bot.search_for(spec)["learned"] > 0)


def test_a_game_may_turn_the_blend_off(monkeypatch: pytest.MonkeyPatch) -> None:
    spec = seaboard.get_game("cartagena")
    monkeypatch.setattr(type(spec), "mcts_settings", {"learned": 0.0})
    calls = _count_calls(monkeypatch, learned_module.LearnedValue)
    state = _midgame("cartagena", 2, 1)
    _level_three(30).search(state)
    assert not calls
    MctsBot(3, iterations=30, learned=0.5).search(state)
    assert calls


CALIBRATED = [
    path for path in SHIPPED if "calibration" in json.loads(path.read_text(encoding="utf-8"))
]


@pytest.mark.parametrize("path", CALIBRATED, ids=lambda p: p.stem)
def test_a_calibration_loads_is_deterministic_and_beats_the_raw_evaluation(path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    spec = seaboard.get_game(data["game"])
    calibrated = calibration(spec, data["players"])
    assert isinstance(calibrated, Calibration)
    assert len(calibrated.terms) == data["players"]
    fit = data["calibration"]
    assert fit["holdout_mse"] < fit["holdout_mse_evaluate"]
    for seed in range(3):
        state = _midgame(spec.id, data["players"], seed)
        values = [calibrated(state, seat) for seat in range(data["players"])]
        assert values == [calibrated(state.copy(), seat) for seat in range(data["players"])]
        for seat, value in enumerate(values):
            scale, shift = calibrated.terms[seat]
            assert value == math.tanh(scale * spec.evaluate(state, seat) + shift)


def test_a_calibration_leaves_a_finished_game_its_returns() -> None:
    spec = seaboard.get_game("pirates")
    calibrated = calibration(spec, 2)
    assert calibrated is not None
    state = _midgame("pirates", 2, 0)
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(
            state.sample_chance(rng) if state.to_move() == CHANCE else state.legal_moves()[0]
        )
    assert [calibrated(state, seat) for seat in range(2)] == list(state.returns())


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.id)
def test_level_three_reads_the_evaluation_through_the_calibration_where_its_game_asks(
    spec: seaboard.core.GameSpec, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls = _count_calls(monkeypatch, learned_module.Calibration)
    bot = _level_three(30)
    state = _midgame(spec.id, spec.min_players, 1)
    bot.search(state)
    asks = bot.search_for(spec)["calibrated"] > 0
    assert bool(calls) == (asks and calibration(spec, spec.min_players) is not None)
    assert asks == (spec.id == "pirates")


def test_the_calibration_fit_recovers_a_known_scale_and_shift() -> None:
    script = Path(__file__).resolve().parents[2] / "scripts" / "train_evaluation.py"
    loader = importlib.util.spec_from_file_location("train_evaluation", script)
    assert loader is not None
    assert loader.loader is not None
    module = importlib.util.module_from_spec(loader)
    loader.loader.exec_module(module)
    values = numpy.linspace(-0.6, 0.8, 200)
    assert module.calibrate(values, numpy.tanh(2.4 * values - 0.35)) == (2.4, -0.35)
