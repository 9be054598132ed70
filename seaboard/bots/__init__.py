"""Bots for every game: ``make_bot(name, *, seed=None, **budget)``.

Names: ``pass``, ``random``, ``greedy``, ``mcts``; levels ``0``-``3`` stand for them in that
order (level 3 is MCTS with a one-second budget). ``budget`` goes to MCTS: ``iterations``,
``seconds``, ``exploration``, ``rollout_depth``.
"""

from __future__ import annotations

from typing import Any, Final

from seaboard.bots.base import Bot
from seaboard.bots.greedy import GreedyBot
from seaboard.bots.mcts import MctsBot
from seaboard.bots.simple import PassiveBot, RandomBot
from seaboard.core.errors import InvalidOptionsError

BOT_NAMES: Final = ("pass", "random", "greedy", "mcts")
LEVELS: Final = {"0": "pass", "1": "random", "2": "greedy", "3": "mcts"}
LEVEL_BUDGET: Final = {"seconds": 1.0, "iterations": 4000}


def make_bot(name: str | int, *, seed: int | None = None, **budget: Any) -> Bot:
    """A bot by name or level; ``InvalidOptionsError`` for anything else."""
    key = str(name).strip().lower()
    if key in LEVELS:
        if LEVELS[key] == "mcts" and not budget:
            budget = dict(LEVEL_BUDGET)
        key = LEVELS[key]
    if key != "mcts" and budget:
        raise InvalidOptionsError(f"bot '{key}' takes no budget, got {', '.join(budget)}")
    if key == "pass":
        return PassiveBot(seed)
    if key == "random":
        return RandomBot(seed)
    if key == "greedy":
        return GreedyBot(seed)
    if key == "mcts":
        allowed = {"iterations", "seconds", "exploration", "rollout_depth"}
        unknown = sorted(set(budget) - allowed)
        if unknown:
            raise InvalidOptionsError(f"unknown MCTS setting(s): {', '.join(unknown)}")
        return MctsBot(seed, **budget)
    known = ", ".join([*BOT_NAMES, *LEVELS])
    raise InvalidOptionsError(f"unknown bot '{name}'; bots: {known}")


__all__ = [
    "BOT_NAMES",
    "LEVELS",
    "Bot",
    "GreedyBot",
    "MctsBot",
    "PassiveBot",
    "RandomBot",
    "make_bot",
]
