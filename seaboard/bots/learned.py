"""Learned evaluations: a linear value of a seat's observation, fitted from self-play records.

``scripts/train_evaluation.py`` fits, per game and seat count, weights ``w`` and a bias ``b``
(ridge regression of each seat's final return on the game's observation encoding,
``encoding.encode_observation(state.view(seat))``, the vector the RL adapters use) and writes
them to ``weights/<game>-<players>p.json``. Here they are read with the standard library and
evaluated with plain arithmetic: ``value = clamp(b + sum(w[i] * x[i]), -1, 1)`` (only the
non-zero weights are stored). The search (``MctsBot``, setting ``learned``) blends this value
with the game's hand-written ``evaluate`` at its leaves.

The same file may hold a **calibration** of the hand-written ``evaluate``, fitted on the same
records: per seat a scale ``a`` and a shift ``b`` such that ``tanh(a * evaluate + b)`` is the
seat's expected final return (least squares). A search with the setting ``calibrated`` reads
its leaves through it: where the evaluation's scale is not the returns' (in Pirates a Spanish
value of 0.1 went on to a mean return near 0.45), a chance outcome worth a draw (0), such as
a storm that loses the treasure, is weighed against what the position is really worth.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import Any, Final

from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.lab.hooks import find_hook

WEIGHTS: Final = Path(__file__).parent / "weights"


def weights_path(game_id: str, num_players: int) -> Path:
    return WEIGHTS / f"{game_id}-{num_players}p.json"


class LearnedValue:
    """A fitted linear value for one game and seat count."""

    def __init__(self, data: dict[str, Any], encode: Callable[[Any], list[float]]) -> None:
        self.bias = float(data["bias"])
        self.pairs = [(int(index), float(weight)) for index, weight in data["weights"]]
        self.size = int(data["features"])
        self.encode = encode

    def __call__(self, state: State, seat: int) -> float:
        """The value of ``state`` for ``seat`` in [-1, 1], from what the seat may see."""
        if state.is_terminal():
            return state.returns()[seat]
        x = self.encode(state.view(seat))
        total = self.bias
        for index, weight in self.pairs:
            total += weight * x[index]
        return max(-1.0, min(1.0, total))


class Calibration:
    """A fitted calibration of a game's hand-written evaluation for one seat count."""

    def __init__(self, seats: list[list[float]], evaluate: Callable[[State, int], float]) -> None:
        self.terms = [(float(scale), float(shift)) for scale, shift in seats]
        self.evaluate = evaluate

    def __call__(self, state: State, seat: int) -> float:
        """The expected return of ``state`` for ``seat``: ``tanh(a * evaluate + b)``; a finished
        game's returns as they are."""
        if state.is_terminal():
            return state.returns()[seat]
        scale, shift = self.terms[seat]
        return math.tanh(scale * self.evaluate(state, seat) + shift)


@cache
def _fitted(game_id: str, num_players: int) -> dict[str, Any] | None:
    """The shipped fit of ``game_id`` at ``num_players``, if there is one for them."""
    path = weights_path(game_id, num_players)
    if not path.exists():
        return None
    data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    if data.get("game") != game_id or int(data.get("players", 0)) != num_players:
        return None
    return data


@cache
def learned_value(spec: GameSpec, num_players: int) -> LearnedValue | None:
    """The shipped learned value of ``spec``'s game at ``num_players``, if one was fitted."""
    encode = find_hook(spec, "encode_observation", "encoding")
    data = _fitted(spec.id, num_players)
    if encode is None or data is None:
        return None
    return LearnedValue(data, encode)


@cache
def calibration(spec: GameSpec, num_players: int) -> Calibration | None:
    """The shipped calibration of ``spec``'s evaluation at ``num_players``, if one was fitted."""
    data = _fitted(spec.id, num_players)
    if data is None or "calibration" not in data:
        return None
    return Calibration(data["calibration"]["seats"], spec.evaluate)


def blended(
    spec: GameSpec, num_players: int, weight: float, calibrated: bool = False
) -> Callable[[State, int], float]:
    """The leaf evaluation: ``(1 - weight) * evaluate + weight * learned`` where the game has a
    learned value and ``weight > 0``, else ``evaluate``; ``evaluate`` read through the game's
    calibration where ``calibrated`` and the game ships one."""
    hand: Callable[[State, int], float] = spec.evaluate
    if calibrated:
        hand = calibration(spec, num_players) or hand
    learned = learned_value(spec, num_players) if weight > 0 else None
    if learned is None:
        return hand

    def value(state: State, seat: int) -> float:
        return (1.0 - weight) * hand(state, seat) + weight * learned(state, seat)

    return value
