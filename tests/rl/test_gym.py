"""The Gymnasium single-agent environment: one seat learns, bots play the others."""

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import seaboard
from seaboard.rl.encoding import EncodingError
from seaboard.rl.gym_env import SeaboardGymEnv


@pytest.mark.filterwarnings("ignore::UserWarning")
@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_gymnasium_env_checker(game_id: str) -> None:
    check_env(SeaboardGymEnv(game_id, opponents=["random"]), skip_render_check=True)


def _episode(environment: SeaboardGymEnv, seed: int) -> tuple[int, float]:
    obs, info = environment.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps, reward, done = 0, 0.0, False
    while not done:
        assert np.array_equal(obs["action_mask"], info["action_mask"])
        assert np.array_equal(environment.action_masks(), obs["action_mask"].astype(bool))
        action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        obs, reward, done, truncated, info = environment.step(action)
        assert not truncated
        steps += 1
    return steps, reward


def test_episodes_end_with_the_seat_return_and_replay_by_seed() -> None:
    environment = SeaboardGymEnv("cartagena", 3, seat=1, opponents=["greedy", "random"])
    steps, reward = _episode(environment, 4)
    assert steps > 0
    assert reward == environment.game_state.returns()[1]
    assert _episode(SeaboardGymEnv("cartagena", 3, seat=1, opponents=["greedy", "random"]), 4) == (
        steps,
        reward,
    )


def test_illegal_actions_lose_or_raise() -> None:
    environment = SeaboardGymEnv("cartagena", opponents=["random"])
    obs, _ = environment.reset(seed=0)
    illegal = int(np.flatnonzero(obs["action_mask"] == 0)[0])
    _, reward, done, _, info = environment.step(illegal)
    assert (reward, done, info["illegal_action"]) == (-1.0, True, True)
    strict = SeaboardGymEnv("cartagena", opponents=["random"], illegal_action="raise")
    strict.reset(seed=0)
    with pytest.raises(EncodingError):
        strict.step(illegal)


def test_bad_settings_are_refused() -> None:
    with pytest.raises(ValueError, match="seat"):
        SeaboardGymEnv("cartagena", 2, seat=2)
    with pytest.raises(ValueError, match="opponent"):
        SeaboardGymEnv("cartagena", opponents=[])
    with pytest.raises(ValueError, match="render_mode"):
        SeaboardGymEnv("cartagena", render_mode="rgb_array")


def test_render_modes() -> None:
    environment = SeaboardGymEnv("cartagena", render_mode="svg")
    environment.reset(seed=1)
    assert "<svg" in str(environment.render())
    text = SeaboardGymEnv("cartagena", render_mode="ansi")
    text.reset(seed=1)
    assert "Fortress" in str(text.render())  # the game's text picture


@pytest.mark.filterwarnings("ignore::UserWarning")
def test_registered_with_gymnasium_make() -> None:
    import gymnasium

    from seaboard.rl.gym_env import register_envs

    ids = register_envs()
    assert ids == [f"seaboard/{g}-v0" for g in seaboard.list_games()]
    environment = gymnasium.make("seaboard/cartagena-v0", num_players=3, opponents=["greedy"])
    check_env(environment.unwrapped)
    obs, _ = environment.reset(seed=2)
    assert obs["observation"].shape == (544,)
    environment.close()
