"""The PettingZoo AEC environment passes PettingZoo's own test suites for every game."""

import functools
import random

import numpy as np
import pytest
from pettingzoo.test import api_test, render_test, seed_test

import seaboard
from seaboard.rl.pettingzoo_env import SeaboardAECEnv, env


def _cases() -> list[tuple[str, int, str]]:
    cases = []
    for game_id in seaboard.list_games():
        spec = seaboard.get_game(game_id)
        for preset in spec.presets or {"": {}}:
            for players in sorted({spec.min_players, spec.max_players}):
                cases.append((game_id, players, preset))
    return cases


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize(("game_id", "players", "preset"), _cases())
def test_api_and_seed_tests(game_id: str, players: int, preset: str) -> None:
    make = functools.partial(env, game_id, num_players=players, options=preset or None)
    api_test(make(), num_cycles=300)
    seed_test(make, num_cycles=300)


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_render_test(game_id: str, capsys: pytest.CaptureFixture[str]) -> None:
    render_test(functools.partial(env, game_id), custom_tests={"svg": lambda r: "<svg" in r})


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_fallback_encodings_pass_too(tiny: str) -> None:
    make = functools.partial(env, tiny, num_players=3)
    api_test(make(), num_cycles=200)
    seed_test(make, num_cycles=200)


def _play(environment: SeaboardAECEnv, seed: int) -> tuple[list[int], dict[str, float]]:
    environment.reset(seed=seed)
    rng = random.Random(seed)
    actions = []
    totals = dict.fromkeys(environment.possible_agents, 0.0)
    for agent in environment.agent_iter():
        obs, reward, terminated, truncated, _ = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            environment.step(None)
            continue
        action = rng.choice(np.flatnonzero(obs["action_mask"]).tolist())
        actions.append(action)
        environment.step(action)
    return actions, totals


def test_a_whole_game_pays_the_returns_once() -> None:
    environment = env("cartagena", num_players=3)
    actions, totals = _play(environment, 5)
    assert sum(totals.values()) == pytest.approx(0.0)
    assert sorted(totals.values())[-1] == 1.0
    assert environment.game_state.is_terminal()
    assert not environment.agents
    assert _play(env("cartagena", num_players=3), 5) == (actions, totals)


def test_only_the_agent_to_act_has_a_mask() -> None:
    environment = env("cartagena", num_players=2)
    environment.reset(seed=1)
    acting = environment.agent_selection
    other = next(a for a in environment.agents if a != acting)
    assert environment.observe(acting)["action_mask"].sum() > 0
    assert environment.observe(other)["action_mask"].sum() == 0
    with pytest.raises(ValueError, match="None"):
        environment.step(None)
