"""The lab: seeded simulations, tournaments with ratings, HTML reports and a rules fuzzer.

Everything game-specific comes through the GameSpec API (docs/api.md) and the optional
per-game hooks documented in docs/lab.md; nothing here names a game.
"""

from seaboard.core.seeds import derive_seed
from seaboard.lab.jobs import GameResult, Job, play_one
from seaboard.lab.simulate import simulate

__all__ = ["GameResult", "Job", "derive_seed", "play_one", "simulate"]
