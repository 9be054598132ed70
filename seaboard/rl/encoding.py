"""Fixed-size action and observation encodings of a game, from its hooks or generic fallbacks.

A game package may define, in ``seaboard/games/<id>/encoding.py`` (standard library only):

- ``action_catalogue(num_players, options) -> list[str]``: the notation of every decision move
  that can ever be legal, in a fixed order; action ``i`` is the move whose ``str`` is
  ``catalogue[i]``. The list must not depend on anything but its arguments.
- ``encode_observation(view) -> list[float]``: a seat's view (``state.view(seat)``) as numbers,
  always the same length for a seat count and options, each in ``[-OBS_BOUND, OBS_BOUND]``.
- ``max_chance_outcomes(num_players, options) -> int``: a bound on ``len(chance_outcomes())``
  (OpenSpiel needs it up front).
- ``observation_range(num_players, options) -> (low, high)``: the bounds every number of
  ``encode_observation`` keeps (the observation space declares them; docs/rl.md states them).

Fallbacks, for a game that declares nothing:

- actions: *legal-move index*: action ``i`` is ``state.legal_moves()[i]`` (the game's own
  deterministic order), with ``FALLBACK_ACTIONS`` slots; the mask is the first
  ``len(legal_moves())`` slots. Stable for a given state, but an index means different moves
  in different states, which is harder to learn than a catalogue.
- observations: *feature hashing* of the view into ``FALLBACK_OBSERVATION`` floats: each leaf
  of the JSON view adds its value (numbers) or 1 (text, booleans, null, keyed by value) to the
  bucket ``crc32(path) mod size``. Lossy but fixed-size and leak-free (built from the view).
- chance: outcome ``i`` is ``chance_outcomes()[i]``, with ``FALLBACK_CHANCE`` slots.
"""

from __future__ import annotations

import functools
import zlib
from collections.abc import Callable
from typing import Any

import numpy as np
import numpy.typing as npt

from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.lab.hooks import find_hook

FALLBACK_ACTIONS = 1024
FALLBACK_OBSERVATION = 512
FALLBACK_CHANCE = 4096
OBS_BOUND = 1.0e6
HOOK_MODULE = "encoding"

FloatArray = npt.NDArray[np.float32]
MaskArray = npt.NDArray[np.int8]


class EncodingError(ValueError):
    """A game's state does not fit its declared (or the fallback) fixed-size encoding."""


@functools.lru_cache(maxsize=1 << 16)
def _bucket(text: str, size: int) -> int:
    return zlib.crc32(text.encode("utf-8")) % size


def hashed_view(view: Any, size: int) -> list[float]:
    """Feature hashing of a JSON-ready view into ``size`` floats (see the module docstring)."""
    vector = [0.0] * size
    bucket = _bucket

    def walk(node: Any, path: str) -> None:
        if isinstance(node, dict):
            for key in sorted(node, key=str):
                walk(node[key], f"{path}/{key}")
        elif isinstance(node, (list, tuple)):
            vector[bucket(path + "#len", size)] += len(node)
            for index, item in enumerate(node):
                walk(item, f"{path}/{index}")
        elif node is None or isinstance(node, (bool, str)):
            vector[bucket(f"{path}={node}", size)] += 1.0
        elif isinstance(node, (int, float)):
            vector[bucket(path, size)] += float(node)
        else:
            vector[bucket(f"{path}={node!r}", size)] += 1.0

    walk(view, "")
    if min(vector) < -OBS_BOUND or max(vector) > OBS_BOUND:
        vector = [min(OBS_BOUND, max(-OBS_BOUND, v)) for v in vector]
    return vector


class Encoding:
    """The fixed-size encodings of one game for a seat count and options."""

    def __init__(
        self,
        spec: GameSpec,
        num_players: int,
        options: Any = None,
        *,
        max_actions: int | None = None,
        observation_size: int | None = None,
    ) -> None:
        self.spec = spec
        self.num_players = num_players
        self.options = spec.make_options(options)
        catalogue_hook = find_hook(spec, "action_catalogue", HOOK_MODULE)
        self.catalogue: list[str] | None = (
            list(catalogue_hook(num_players, self.options)) if catalogue_hook else None
        )
        if self.catalogue is not None:
            if len(set(self.catalogue)) != len(self.catalogue):
                raise EncodingError(f"{spec.id}'s action catalogue repeats a notation")
            self.index = {text: i for i, text in enumerate(self.catalogue)}
            self.num_actions = len(self.catalogue)
        else:
            self.index = {}
            self.num_actions = max_actions or FALLBACK_ACTIONS
        self._encoder: Callable[[Any], list[float]] | None = find_hook(
            spec, "encode_observation", HOOK_MODULE
        )
        if self._encoder is not None:
            probe = spec.new_state(num_players, self.options)
            self.observation_size = len(self._encoder(probe.view(0)))
        else:
            self.observation_size = observation_size or FALLBACK_OBSERVATION
        range_hook = find_hook(spec, "observation_range", HOOK_MODULE)
        low, high = (
            range_hook(num_players, self.options)
            if range_hook and self._encoder is not None
            else (-OBS_BOUND, OBS_BOUND)
        )
        self.observation_low, self.observation_high = float(low), float(high)
        self._legal_cache: tuple[State, tuple[int, Move | None], dict[str, Move]] | None = None
        chance_hook = find_hook(spec, "max_chance_outcomes", HOOK_MODULE)
        self.max_chance_outcomes = (
            int(chance_hook(num_players, self.options)) if chance_hook else FALLBACK_CHANCE
        )

    @property
    def uses_catalogue(self) -> bool:
        return self.catalogue is not None

    @property
    def uses_observation_hook(self) -> bool:
        return self._encoder is not None

    # -- actions ------------------------------------------------------------------------------

    def _legal_by_text(self, state: State) -> dict[str, Move]:
        """The legal moves by notation, kept for the last state asked about: an adapter asks
        for the legal actions, then decodes the chosen one in the same position, and listing
        the moves twice would cost as much as the rest of the step.

        The cache holds the state itself (so its ``id`` cannot be reused) and is valid while
        its history has the same length and last move (``apply`` appends to it)."""
        history = state.history
        key = (len(history), history[-1] if history else None)
        cached = self._legal_cache
        if cached is not None and cached[0] is state and cached[1] == key:
            return cached[2]
        moves = {str(move): move for move in state.legal_moves()}
        self._legal_cache = (state, key, moves)
        return moves

    def legal_actions(self, state: State) -> list[int]:
        """The legal moves as action numbers, ascending."""
        if self.catalogue is None:
            moves = state.legal_moves()
            if len(moves) > self.num_actions:
                raise EncodingError(
                    f"{len(moves)} legal moves exceed the {self.num_actions} action slots;"
                    f" raise max_actions or give {self.spec.id} an action_catalogue"
                )
            return list(range(len(moves)))
        try:
            return sorted(self.index[text] for text in self._legal_by_text(state))
        except KeyError as error:
            raise EncodingError(
                f"legal move {error.args[0]!r} is not in {self.spec.id}'s action catalogue"
            ) from None

    def action_mask(self, state: State) -> MaskArray:
        mask = np.zeros(self.num_actions, dtype=np.int8)
        mask[self.legal_actions(state)] = 1
        return mask

    def decode(self, state: State, action: int) -> Move:
        """The legal move an action number stands for (``EncodingError`` when illegal)."""
        action = int(action)
        if self.catalogue is None:
            moves = state.legal_moves()
            if 0 <= action < len(moves):
                return moves[action]
            raise EncodingError(f"action {action} is not legal here ({len(moves)} legal moves)")
        if 0 <= action < self.num_actions:
            text = self.catalogue[action]
            move = self._legal_by_text(state).get(text)
            if move is None:
                raise EncodingError(f"action {action} ('{text}') is not legal here")
            return move
        raise EncodingError(f"action {action} is outside 0..{self.num_actions - 1}")

    def encode(self, state: State, move: Move) -> int:
        """The action number of a legal move."""
        if self.catalogue is None:
            return state.legal_moves().index(move)
        return self.index[str(move)]

    # -- chance -------------------------------------------------------------------------------

    def chance_actions(self, state: State) -> list[tuple[int, float]]:
        outcomes = state.chance_outcomes()
        if len(outcomes) > self.max_chance_outcomes:
            raise EncodingError(
                f"{len(outcomes)} chance outcomes exceed the bound {self.max_chance_outcomes}"
            )
        return [(i, p) for i, (_, p) in enumerate(outcomes)]

    def decode_chance(self, state: State, action: int) -> Move:
        return state.chance_outcomes()[int(action)][0]

    # -- observations -------------------------------------------------------------------------

    def observe(self, state: State, seat: int | None) -> FloatArray:
        """The seat's view as a fixed-size float32 vector."""
        view = state.view(seat)
        if self._encoder is None:
            values = hashed_view(view, self.observation_size)
        else:
            values = self._encoder(view)
            if len(values) != self.observation_size:
                raise EncodingError(
                    f"{self.spec.id}'s encode_observation gave {len(values)} numbers,"
                    f" not {self.observation_size}"
                )
        array = np.fromiter(values, dtype=np.float32, count=len(values))
        return np.clip(array, self.observation_low, self.observation_high, out=array)
