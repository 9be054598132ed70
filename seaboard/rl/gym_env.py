"""A Gymnasium single-agent environment: one seat learns, bots play the other seats.

Observations and actions are those of the PettingZoo environment (``observation`` and
``action_mask`` in a dict; ``info["action_mask"]`` too, and ``action_masks()`` for maskable
learners). Chance and the opponents are seeded from ``reset(seed=...)``: opponent ``k`` is
``make_bot(spec, seed=derive_seed(seed, "seat", k))``. An illegal action ends the episode
with reward ``illegal_reward`` (``info["illegal_action"]`` is True) unless
``illegal_action="raise"``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import gymnasium
import numpy as np

from seaboard.core.driver import Agent
from seaboard.core.registry import get_game
from seaboard.core.seeds import derive_seed
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.lab.agents import make_agent
from seaboard.rl.encoding import Encoding, EncodingError
from seaboard.rl.pettingzoo_env import observation_space


class SeaboardGymEnv(gymnasium.Env[dict[str, Any], np.int64]):
    """``seat`` is the learner; ``opponents`` (bot specifications) fill the other seats."""

    metadata = {"render_modes": ["ansi", "svg"]}  # noqa: RUF012

    def __init__(
        self,
        game: str,
        num_players: int | None = None,
        *,
        seat: int = 0,
        opponents: Sequence[str] = ("random",),
        options: Any = None,
        render_mode: str | None = None,
        illegal_action: str = "lose",
        illegal_reward: float = -1.0,
        max_actions: int | None = None,
        observation_size: int | None = None,
    ) -> None:
        self.game_spec = get_game(game)
        self.num_players = num_players or self.game_spec.min_players
        self.game_spec.check_players(self.num_players)
        if not 0 <= seat < self.num_players:
            raise ValueError(f"seat {seat} is not one of 0..{self.num_players - 1}")
        if not opponents:
            raise ValueError("name at least one opponent bot")
        if illegal_action not in ("lose", "raise"):
            raise ValueError("illegal_action is 'lose' or 'raise'")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}")
        self.seat = seat
        self.opponent_specs = list(opponents)
        self.render_mode = render_mode
        self.illegal_action = illegal_action
        self.illegal_reward = illegal_reward
        self.encoding = Encoding(
            self.game_spec,
            self.num_players,
            options,
            max_actions=max_actions,
            observation_size=observation_size,
        )
        self.observation_space = observation_space(self.encoding)
        self.action_space = gymnasium.spaces.Discrete(self.encoding.num_actions)
        self._rng = random.Random(0)
        self._bots: dict[int, Agent] = {}
        self.game_state: State = self.game_spec.new_state(self.num_players, self.encoding.options)

    def _observation(self) -> dict[str, Any]:
        mask = (
            self.encoding.action_mask(self.game_state)
            if self.game_state.to_move() == self.seat
            else np.zeros(self.encoding.num_actions, dtype=np.int8)
        )
        return {
            "observation": self.encoding.observe(self.game_state, self.seat),
            "action_mask": mask,
        }

    def action_masks(self) -> Any:
        """The legal actions as booleans (the maskable-PPO convention)."""
        return self.encoding.action_mask(self.game_state).astype(bool)

    def _run_others(self) -> None:
        """Chance and opponents move until the learner must decide or the game ends."""
        while True:
            actor = self.game_state.to_move()
            if actor == TERMINAL or actor == self.seat:
                return
            if actor == CHANCE:
                self.game_state.apply(self.game_state.sample_chance(self._rng))
            else:
                self.game_state.apply(self._bots[actor].choose_move(self.game_state))

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, Any], dict[str, Any]]:
        super().reset(seed=seed)
        game_seed = int(self.np_random.integers(0, 2**62))
        self._rng = random.Random(game_seed)
        others = [s for s in range(self.num_players) if s != self.seat]
        self._bots = {
            s: make_agent(
                self.opponent_specs[i % len(self.opponent_specs)], derive_seed(game_seed, "seat", s)
            )
            for i, s in enumerate(others)
        }
        self.game_state = self.game_spec.new_state(self.num_players, self.encoding.options)
        self._run_others()
        observation = self._observation()
        return observation, {"action_mask": observation["action_mask"]}

    def step(self, action: Any) -> tuple[dict[str, Any], float, bool, bool, dict[str, Any]]:
        try:
            move = self.encoding.decode(self.game_state, int(action))
        except EncodingError:
            if self.illegal_action == "raise":
                raise
            observation = self._observation()
            info = {"action_mask": observation["action_mask"], "illegal_action": True}
            return observation, float(self.illegal_reward), True, False, info
        self.game_state.apply(move)
        self._run_others()
        done = self.game_state.to_move() == TERMINAL
        reward = float(self.game_state.returns()[self.seat]) if done else 0.0
        observation = self._observation()
        return observation, reward, done, False, {"action_mask": observation["action_mask"]}

    def render(self) -> str | None:
        if self.render_mode == "svg":
            return self.game_spec.render_svg(self.game_state, self.seat)
        if self.render_mode == "ansi":
            return str(self.game_state)
        return None


def register_envs() -> list[str]:
    """Register ``seaboard/<id>-v0`` with Gymnasium for every game; return the ids.

    ``gymnasium.make("seaboard/cartagena-v0", num_players=3, opponents=["greedy"])``.
    """
    from seaboard.core.registry import list_games

    ids = []
    for game_id in list_games():
        env_id = f"seaboard/{game_id}-v0"
        if env_id not in gymnasium.registry:
            gymnasium.register(
                id=env_id,
                entry_point="seaboard.rl.gym_env:SeaboardGymEnv",
                kwargs={"game": game_id},
                nondeterministic=False,
            )
        ids.append(env_id)
    return ids
