"""The spinner (вертушка): 8 wind sectors, 8 thin yellow calm wedges, 8 thin red storm wedges.

Seed 004, 4.1-4.3 (calm, storm, fresh wind) and 6.3 (shooting: N, S, W, E hit, the
intermediate rhumbs miss); RULINGS "Golitsyn": a spin is a chance outcome with the weights of
``data/spinner.json`` (about 76% wind, 12% calm, 12% storm); calm and storm miss when shooting.
"""

from __future__ import annotations

import json
import random
from functools import cache
from pathlib import Path
from typing import Any, Final

from seaboard.core.errors import InvalidDataError
from seaboard.games._golitsyn.grid import DIRECTIONS

CALM: Final = 8
STORM: Final = 9
OUTCOME_NAMES: Final = (*DIRECTIONS, "calm", "storm")
"""A spin result is an index here: 0-7 the wind arrow's rhumb, 8 calm, 9 storm."""
OUTCOME_NAMES_RU: Final = ("N", "NO", "O", "SO", "S", "SW", "W", "NW", "штиль", "шторм")
OUTCOME_INDEX: Final = {name: index for index, name in enumerate(OUTCOME_NAMES)}

DATA_FILE = Path(__file__).resolve().parent / "data" / "spinner.json"


@cache
def spin_weights() -> tuple[float, ...]:
    """The probability of each of the 10 results, from ``data/spinner.json``."""
    try:
        data: Any = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as error:
        raise InvalidDataError(f"{DATA_FILE.name}: cannot read: {error}") from None
    values = []
    for key in ("wind_degrees", "calm_degrees", "storm_degrees"):
        value = data.get(key) if isinstance(data, dict) else None
        if not isinstance(value, int | float) or isinstance(value, bool) or value <= 0:
            raise InvalidDataError(f"{DATA_FILE.name}: '{key}' must be a positive number")
        values.append(float(value))
    if data.get("hits") != ["N", "E", "S", "W"]:
        raise InvalidDataError(f"{DATA_FILE.name}: 'hits' must be the four main rhumbs")
    wind, calm, storm = values
    total = wind + calm + storm
    return (*([wind / 8 / total] * 8), calm / total, storm / total)


@cache
def _cumulative() -> tuple[float, ...]:
    total = 0.0
    result = []
    for weight in spin_weights():
        total += weight
        result.append(total)
    return tuple(result)


def sample_spin(rng: random.Random) -> int:
    """One spin result drawn with ``spin_weights()``."""
    point = rng.random()
    for index, edge in enumerate(_cumulative()):
        if point < edge:
            return index
    return STORM


def is_hit(result: int) -> bool:
    """Shooting: the arrow on N, E, S or W hits; anything else misses (seed 6.3)."""
    return result < 8 and result % 2 == 0
