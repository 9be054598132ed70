"""OpenSpiel wrappers: every registered game as a pyspiel Python game.

``register_all()`` registers ``seaboard_<id>`` for every game (parameters ``players``, the
seat count, ``preset``, a variant name (empty for the defaults), and ``max_rounds``, the
game's round limit (0 keeps the game's default; every game has this option)), after which
``pyspiel.load_game("seaboard_cartagena(players=3)")`` works and OpenSpiel's algorithms and
bots (its MCTS among them) play our games. Actions are the ``Encoding`` numbers (catalogue
or legal-move index, see ``seaboard.rl.encoding``); chance actions index
``chance_outcomes()``. Returns are our ``returns()``: in [-1, 1] and zero-sum. Observation
tensors are ``Encoding.observe`` of the seat's view, observation strings its JSON;
information-state strings are perfect recall (``seaboard.rl.infostate``: every step as the
seat's log shows it, then its view), information-state tensors are not provided, and
``resample_from_infostate`` redraws what a seat cannot see with the game's ``determinize``
(for OpenSpiel's Python IS-MCTS). ``undo_action`` is not provided (pyspiel keeps the action
history in C++, out of reach). Serialisation is pyspiel's for Python games: the action
history and the pickled attributes (our state with its history and the seen log), from which
a state is restored exactly, a resampled one included.
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pyspiel

from seaboard.core.options import options_to_json
from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.rl.encoding import Encoding
from seaboard.rl.infostate import SeenLog, information_state_string

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
        provides_information_state_string=True,
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
        self._initial = self.spec.new_state(players, self.encoding.options)

    def new_initial_state(self) -> SeaboardSpielState:
        """A state before setup: a copy of one built once (pyspiel also calls this for every
        ``clone`` and ``observation_tensor``, then overwrites the copy)."""
        return SeaboardSpielState(self, self._initial.copy())

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> SeaboardObserver:
        """The observer of an observation type: the seat's view (the default), or its
        perfect-recall information state (``perfect_recall``: strings only)."""
        if params:
            raise ValueError(f"observer parameters are not supported; passed {params}")
        if iig_obs_type is not None and (
            not iig_obs_type.public_info
            or iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER
        ):
            raise ValueError(
                "only the seat's own observation and information state are provided"
                " (public_info=True, private_info=SINGLE_PLAYER)"
            )
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return SeaboardObserver(self.encoding, perfect_recall)


class SeaboardSpielState(pyspiel.State):  # type: ignore[misc]
    """A pyspiel state holding one of our states and the log of what each seat has seen."""

    def __init__(
        self, game: SeaboardSpielGame, state: State | None = None, log: SeenLog | None = None
    ) -> None:
        super().__init__(game)
        # pyspiel clones a Python state by deep-copying its __dict__ and serialises it by
        # pickling: both attributes are wrappers that make that cheap (see _Held, _Shared).
        self._held = _Held(
            state or game.spec.new_state(game.encoding.num_players, game.encoding.options),
            log if log is not None else SeenLog(),
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

    @property
    def seen_log(self) -> SeenLog:
        """Every step so far as each seat saw it (``seaboard.rl.infostate``)."""
        return self._held.log

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
        self._held.log.record(self._state, move, self._encoding.spec.has_hidden_info)
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

    def resample_from_infostate(
        self, player_id: int, probability_sampler: Callable[[], float]
    ) -> SeaboardSpielState:
        """A state ``player_id`` cannot tell from this one: the game's ``determinize``
        redraws everything hidden from it, seeded from ``probability_sampler`` (a callable
        giving uniform numbers in [0, 1), such as ``pyspiel.UniformProbabilitySampler``).

        The seat's information state is unchanged. The other seats' past in the new world is
        what ``player_id`` saw of it (their private past there is unknown: the engine
        redraws the hidden cards, not the steps that dealt them), and the pyspiel action
        history of the new state is empty for the same reason; its future steps are logged
        as usual."""
        high, low = (int(probability_sampler() * SEED_SCALE) for _ in range(2))
        seed = high * SEED_SCALE + low
        world = self._encoding.spec.determinize(self._state, player_id, random.Random(seed))
        return SeaboardSpielState(self.get_game(), world, self._held.log.as_seen_by(player_id))

    def __str__(self) -> str:
        return self._state.to_code()


SEED_SCALE = 2**53
"""Uniform floats in [0, 1) carry 53 random bits: scaled by this, a draw is a whole seed."""


class _Held:
    """Our state and its seen log inside a pyspiel state: deep-copied with the game's cheap
    ``State.copy()``, pickled whole (history included, so a restored state has the same
    views and information states)."""

    __slots__ = ("log", "state")

    def __init__(self, state: State, log: SeenLog) -> None:
        self.state = state
        self.log = log

    def __deepcopy__(self, memo: dict[int, Any]) -> _Held:
        return _Held(self.state.copy(), self.log.copy())

    def __reduce__(self) -> tuple[type[_Held], tuple[State, SeenLog]]:
        return (_Held, (self.state, self.log))


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


class InformationStateTensorError(pyspiel.SpielError):  # type: ignore[misc]
    """Asked for an information-state tensor, which no game provides."""


class SeaboardObserver:
    """The PyObserver of our games: a seat's encoded view and its JSON (an observation), or
    its perfect-recall information state (``seaboard.rl.infostate``: a string; no tensor).

    No fixed-size tensor can hold a perfect-recall information state of these games without
    an exact encoding of every redacted step up to ``max_game_length``, so the tensor is not
    provided: ``information_state_tensor`` raises ``InformationStateTensorError`` rather
    than answer with the observation."""

    def __init__(self, encoding: Encoding, perfect_recall: bool = False) -> None:
        self.encoding = encoding
        self.perfect_recall = perfect_recall
        size = 0 if perfect_recall else encoding.observation_size
        self.tensor = np.zeros(size, np.float32)
        self.dict = {"info_state" if perfect_recall else "observation": self.tensor}

    def set_from(self, state: SeaboardSpielState, player: int) -> None:
        if self.perfect_recall:
            raise InformationStateTensorError(
                f"{self.encoding.spec.id} provides no information_state_tensor (see"
                " docs/rl.md, 'Information states'): use information_state_string, or"
                " observation_tensor, which is not perfect recall"
            )
        self.tensor[:] = self.encoding.observe(state.seaboard_state, player)

    def string_from(self, state: SeaboardSpielState, player: int) -> str:
        if self.perfect_recall:
            return information_state_string(state.seaboard_state, state.seen_log, player)
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
