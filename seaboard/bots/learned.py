"""Learned evaluations: a linear value of a seat's observation, fitted from self-play records.

``scripts/train_evaluation.py`` fits, per game and seat count, weights ``w`` and a bias ``b``
(ridge regression of each seat's final return on the game's observation encoding,
``encoding.encode_observation(state.view(seat))``, the vector the RL adapters use) and writes
them to ``weights/<game>-<players>p.json``. Here they are read with the standard library and
evaluated with plain arithmetic: ``value = clamp(b + sum(w[i] * x[i]), -1, 1)`` (only the
non-zero weights are stored). The search (``MctsBot``, setting ``learned``) blends this value
with the game's hand-written ``evaluate`` at its leaves.
"""

from __future__ import annotations

import json
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


@cache
def learned_value(spec: GameSpec, num_players: int) -> LearnedValue | None:
    """The shipped learned value of ``spec``'s game at ``num_players``, if one was fitted."""
    path = weights_path(spec.id, num_players)
    encode = find_hook(spec, "encode_observation", "encoding")
    if encode is None or not path.exists():
        return None
    data = json.loads(path.read_text(encoding="utf-8"))
    if data.get("game") != spec.id or int(data.get("players", 0)) != num_players:
        return None
    return LearnedValue(data, encode)


def blended(spec: GameSpec, num_players: int, weight: float) -> Callable[[State, int], float]:
    """The leaf evaluation: ``(1 - weight) * evaluate + weight * learned`` where the game has a
    learned value and ``weight > 0``; the game's ``evaluate`` otherwise."""
    learned = learned_value(spec, num_players) if weight > 0 else None
    if learned is None:
        return spec.evaluate
    hand = spec.evaluate

    def value(state: State, seat: int) -> float:
        return (1.0 - weight) * hand(state, seat) + weight * learned(state, seat)

    return value
