"""OpenSpiel wrappers: every registered game as a pyspiel Python game.

``register_all()`` registers ``seaboard_<id>`` for every game (parameters ``players``, the
seat count, ``preset``, a variant name (empty for the defaults), and ``max_rounds``, the
game's round limit (0 keeps the game's default; every game has this option)), after which
``pyspiel.load_game("seaboard_cartagena(players=3)")`` works and OpenSpiel's algorithms and
bots (its MCTS among them) play our games. Actions are the ``Encoding`` numbers (catalogue
or legal-move index, see ``seaboard.rl.encoding``); chance actions index
``chance_outcomes()``. Returns are our ``returns()``: in [-1, 1] and zero-sum. Observation
tensors are ``Encoding.observe`` of the seat's view, observation strings its JSON.
Serialisation is OpenSpiel's default (the action history, replayed), so it holds because our
moves and chance outcomes replay exactly.
"""

from __future__ import annotations

import functools
import json
from typing import Any

import numpy as np
import pyspiel

from seaboard.core.options import options_to_json
from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.rl.encoding import Encoding

PREFIX = "seaboard_"


def short_name(game_id: str) -> str:
    return PREFIX + game_id


def game_type(spec: GameSpec) -> Any:
    """The pyspiel ``GameType`` of a game (what OpenSpiel's algorithms check)."""
    return pyspiel.GameType(
        short_name=short_name(spec.id),
        long_name=f"Seaboard {spec.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=(
            pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC
            if spec.has_chance
            else pyspiel.GameType.ChanceMode.DETERMINISTIC
        ),
        information=(
            pyspiel.GameType.Information.IMPERFECT_INFORMATION
            if spec.has_hidden_info
            else pyspiel.GameType.Information.PERFECT_INFORMATION
        ),
        utility=pyspiel.GameType.Utility.ZERO_SUM,
        reward_model=pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=False,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification={"players": spec.min_players, "preset": "", "max_rounds": 0},
    )


class SeaboardSpielGame(pyspiel.Game):  # type: ignore[misc]
    """A registered game for OpenSpiel; subclassed once per game by ``register_game``."""

    game_id = ""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        self.spec = get_game(self.game_id)
        params = dict(params or {})
        players = int(params.get("players", self.spec.min_players))
        preset = str(params.get("preset", ""))
        options = options_to_json(self.spec.make_options(preset or None))
        if int(params.get("max_rounds", 0)) > 0:
            options["max_rounds"] = int(params["max_rounds"])
        self.encoding = Encoding(self.spec, players, options)
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoding.num_actions,
            max_chance_outcomes=self.encoding.max_chance_outcomes if self.spec.has_chance else 0,
            num_players=players,
            min_utility=-1.0,
            max_utility=1.0,
            utility_sum=0.0,
            max_game_length=self.spec.max_game_length(players, self.encoding.options),
        )
        super().__init__(game_type(self.spec), info, params)

    def new_initial_state(self) -> SeaboardSpielState:
        return SeaboardSpielState(self)

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SeaboardObserver:
        return SeaboardObserver(self.encoding)


class SeaboardSpielState(pyspiel.State):  # type: ignore[misc]
    """A pyspiel state holding one of our states."""

    def __init__(self, game: SeaboardSpielGame, state: State | None = None) -> None:
        super().__init__(game)
        # pyspiel clones a Python state by deep-copying its __dict__ and serialises it by
        # pickling: both attributes are wrappers that make that cheap (see _Held, _Shared).
        self._held = _Held(
            state or game.spec.new_state(game.encoding.num_players, game.encoding.options)
        )
        self._shared = _Shared(game.encoding)

    @property
    def _state(self) -> State:
        return self._held.state

    @property
    def _encoding(self) -> Encoding:
        return self._shared.encoding

    @property
    def seaboard_state(self) -> State:
        return self._state

    def current_player(self) -> int:
        actor = self._state.to_move()
        if actor == TERMINAL:
            return int(pyspiel.PlayerId.TERMINAL)
        if actor == CHANCE:
            return int(pyspiel.PlayerId.CHANCE)
        return actor

    def _legal_actions(self, player: int) -> list[int]:
        return self._encoding.legal_actions(self._state)

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return self._encoding.chance_actions(self._state)

    def _apply_action(self, action: int) -> None:
        if self._state.to_move() == CHANCE:
            move = self._encoding.decode_chance(self._state, action)
        else:
            move = self._encoding.decode(self._state, action)
        self._state.apply(move)

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE or self._state.to_move() == CHANCE:
            if self._state.to_move() == CHANCE:
                return str(self._encoding.decode_chance(self._state, action))
            return f"chance {action}"
        if self._encoding.catalogue is not None:
            return self._encoding.catalogue[action]
        moves = self._state.legal_moves()
        return str(moves[action]) if 0 <= action < len(moves) else f"action {action}"

    def is_terminal(self) -> bool:
        return self._state.to_move() == TERMINAL

    def returns(self) -> list[float]:
        return [float(r) for r in self._state.returns()]

    def __str__(self) -> str:
        return self._state.to_code()


class _Held:
    """Our state inside a pyspiel state: deep-copied with the game's cheap ``State.copy()``,
    pickled whole (history included, so a restored state has the same views)."""

    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        return _Held(self.state.copy())

    def __reduce__(self) -> tuple[type[_Held], tuple[State]]:
        return (_Held, (self.state,))


class _Shared:
    """The game's encoding inside a pyspiel state: shared by copies (it never changes) and
    pickled as the parameters that rebuild it."""

    __slots__ = ("encoding",)

    def __init__(self, encoding: Encoding) -> None:
        self.encoding = encoding

    def __deepcopy__(self, memo: dict[int, Any]) -> _Shared:
        return self

    def __reduce__(self) -> tuple[Any, tuple[str, int, str]]:
        e = self.encoding
        options = json.dumps(options_to_json(e.options), sort_keys=True)
        return (_rebuild_shared, (e.spec.id, e.num_players, options))


@functools.cache
def _rebuild_shared(game_id: str, num_players: int, options: str) -> _Shared:
    return _Shared(Encoding(get_game(game_id), num_players, json.loads(options)))


class SeaboardObserver:
    """The PyObserver of our games: a seat's encoded view and its JSON."""

    def __init__(self, encoding: Encoding) -> None:
        self.encoding = encoding
        self.tensor = np.zeros(encoding.observation_size, np.float32)
        self.dict = {"observation": self.tensor}

    def set_from(self, state: SeaboardSpielState, player: int) -> None:
        self.tensor[:] = self.encoding.observe(state.seaboard_state, player)

    def string_from(self, state: SeaboardSpielState, player: int) -> str:
        return json.dumps(state.seaboard_state.view(player), sort_keys=True)


def register_game(game_id: str) -> str:
    """Register one game with pyspiel (idempotent); return its short name."""
    name = short_name(game_id)
    if name in pyspiel.registered_names():
        return name
    spec = get_game(game_id)
    cls = type(f"Spiel_{game_id}", (SeaboardSpielGame,), {"game_id": game_id})
    pyspiel.register_game(game_type(spec), cls)
    return name


def register_all() -> list[str]:
    """Register every game; return the short names."""
    return [register_game(game_id) for game_id in list_games()]


def load(game_id: str, players: int | None = None, preset: str = "", max_rounds: int = 0) -> Any:
    """``pyspiel.load_game`` of one of our games (registered on first use)."""
    name = register_game(game_id)
    spec = get_game(game_id)
    params: dict[str, Any] = {"players": players or spec.min_players}
    if preset:
        params["preset"] = preset
    if max_rounds:
        params["max_rounds"] = max_rounds
    return pyspiel.load_game(name, params)
