"""A PettingZoo AEC environment for every registered game.

Agents are ``player_0 .. player_{n-1}`` (the seats). The agent to act is the seat to move:
a seat may act several times in a row (multi-step turns are several small moves). Chance is
sampled inside the environment from ``random.Random(seed)`` (the seed given to ``reset``), so
the same seed and actions replay the same game. Observations are dicts:

- ``observation``: the seat's view encoded as float32 (``Encoding.observe``);
- ``action_mask``: int8 over the fixed action space, 1 for legal actions (all zeros for an
  agent that is not to act).

Rewards are zero until the end, then each seat's ``returns()`` (in [-1, 1], zero-sum).
Render modes: ``ansi`` (the position as text), ``svg`` (the board as the spectator sees it)
and ``human`` (prints the text).
"""

from __future__ import annotations

import random
from typing import Any

import gymnasium
import numpy as np
from pettingzoo import AECEnv

from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.rl.encoding import Encoding

RENDER_MODES = ["human", "ansi", "svg"]


def agent_name(seat: int) -> str:
    return f"player_{seat}"


def observation_space(encoding: Encoding) -> gymnasium.spaces.Dict:
    return gymnasium.spaces.Dict(
        {
            "observation": gymnasium.spaces.Box(
                encoding.observation_low,
                encoding.observation_high,
                (encoding.observation_size,),
                np.float32,
            ),
            "action_mask": gymnasium.spaces.Box(0, 1, (encoding.num_actions,), np.int8),
        }
    )


class SeaboardAECEnv(AECEnv):  # type: ignore[misc]
    """One game as a PettingZoo AEC environment (see the module docstring)."""

    metadata = {  # noqa: RUF012 - PettingZoo reads a plain class dict
        "render_modes": RENDER_MODES,
        "name": "seaboard_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str,
        num_players: int | None = None,
        options: Any = None,
        render_mode: str | None = None,
        *,
        max_actions: int | None = None,
        observation_size: int | None = None,
    ) -> None:
        super().__init__()
        self.game_spec = get_game(game)
        self.num_players = num_players or self.game_spec.min_players
        self.game_spec.check_players(self.num_players)
        self.encoding = Encoding(
            self.game_spec,
            self.num_players,
            options,
            max_actions=max_actions,
            observation_size=observation_size,
        )
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {RENDER_MODES}")
        self.render_mode = render_mode
        self.metadata = {**self.metadata, "name": f"seaboard_{game}_v0"}
        self.possible_agents = [agent_name(s) for s in range(self.num_players)]
        self._obs_space = observation_space(self.encoding)
        self._act_space = gymnasium.spaces.Discrete(self.encoding.num_actions)
        self._rng = random.Random()
        self.game_state: State = self.game_spec.new_state(self.num_players, self.encoding.options)

    def observation_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._obs_space

    def action_space(self, agent: str) -> gymnasium.spaces.Space[Any]:
        return self._act_space

    def _advance_chance(self) -> None:
        while self.game_state.to_move() == CHANCE:
            self.game_state.apply(self.game_state.sample_chance(self._rng))

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new game; ``seed`` reseeds the chance sampler (``options`` is unused)."""
        if seed is not None:
            self._rng = random.Random(seed)
        self.game_state = self.game_spec.new_state(self.num_players, self.encoding.options)
        self._advance_chance()
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._skip_agent_selection = None
        self._select()

    def _select(self) -> None:
        actor = self.game_state.to_move()
        if actor == TERMINAL:
            returns = self.game_state.returns()
            for seat, agent in enumerate(self.possible_agents):
                if agent in self.agents:
                    self.rewards[agent] = float(returns[seat])
                    self.terminations[agent] = True
            # the agents now step out one by one with None, starting from the current one
            if getattr(self, "agent_selection", None) not in self.agents:
                self.agent_selection = self.agents[0]
        else:
            self.agent_selection = agent_name(actor)

    def observe(self, agent: str) -> dict[str, Any]:
        seat = self.possible_agents.index(agent)
        mask = (
            self.encoding.action_mask(self.game_state)
            if agent == self.agent_selection and self.game_state.to_move() == seat
            else np.zeros(self.encoding.num_actions, dtype=np.int8)
        )
        return {"observation": self.encoding.observe(self.game_state, seat), "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} is to move: None is only for finished agents")
        move = self.encoding.decode(self.game_state, int(action))
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self.game_state.apply(move)
        self._advance_chance()
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None:
            gymnasium.logger.warn("render() called without a render_mode")
            return None
        if self.render_mode == "svg":
            return self.game_spec.render_svg(self.game_state, None)
        text = str(self.game_state)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass


def env(game: str, **kwargs: Any) -> SeaboardAECEnv:
    """The AEC environment of ``game`` (keyword arguments as ``SeaboardAECEnv``)."""
    return SeaboardAECEnv(game, **kwargs)
