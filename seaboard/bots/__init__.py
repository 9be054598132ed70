"""Bots for every game: ``make_bot(name, *, seed=None, **budget)``.

Names: ``pass``, ``random``, ``greedy``, ``mcts``; levels ``0``-``3`` stand for them in that
order (level 3 is MCTS with a one-second budget and the game's ``mcts_settings``; where the
game ships one and does not turn it off, a learned evaluation is blended half into its leaves,
and where the game asks, its evaluation is read through a fitted calibration:
``seaboard.bots.learned``).
``budget`` goes to MCTS: ``iterations``, ``seconds``, ``exploration``, ``rollout_depth``,
``widening``, ``prior_weight``, ``learned``, ``rollout_turns``, ``flat``, ``calibrated`` (see
``seaboard.bots.mcts``).
"""

from __future__ import annotations

from typing import Any, Final

from seaboard.bots.base import Bot
from seaboard.bots.greedy import GreedyBot
from seaboard.bots.mcts import SEARCH_DEFAULTS, MctsBot
from seaboard.bots.simple import PassiveBot, RandomBot
from seaboard.core.errors import InvalidOptionsError

BOTS: Final[dict[str, type[Bot]]] = {
    "pass": PassiveBot,
    "random": RandomBot,
    "greedy": GreedyBot,
    "mcts": MctsBot,
}
BOT_NAMES: Final = tuple(BOTS)
LEVELS: Final = {"0": "pass", "1": "random", "2": "greedy", "3": "mcts"}
LEVEL_BUDGET: Final = {"seconds": 1.0, "iterations": 4000}
MCTS_SETTINGS: Final = frozenset({"iterations", "seconds", *SEARCH_DEFAULTS})


def make_bot(name: str | int, *, seed: int | None = None, **budget: Any) -> Bot:
    """A bot by name or level; ``InvalidOptionsError`` for anything else."""
    key = str(name).strip().lower()
    if key in LEVELS:
        key = LEVELS[key]
        if key == "mcts" and not budget:
            budget = dict(LEVEL_BUDGET)
    if key not in BOTS:
        known = ", ".join([*BOT_NAMES, *LEVELS])
        raise InvalidOptionsError(f"unknown bot '{name}'; bots: {known}")
    if key == "mcts":
        unknown = sorted(set(budget) - MCTS_SETTINGS)
        if unknown:
            raise InvalidOptionsError(f"unknown MCTS setting(s): {', '.join(unknown)}")
        return MctsBot(seed, **budget)
    if budget:
        raise InvalidOptionsError(f"bot '{key}' takes no budget, got {', '.join(budget)}")
    return BOTS[key](seed)


__all__ = [
    "BOTS",
    "BOT_NAMES",
    "LEVELS",
    "Bot",
    "GreedyBot",
    "MctsBot",
    "PassiveBot",
    "RandomBot",
    "make_bot",
]
