"""RL adapters: a PettingZoo AEC environment, an OpenSpiel game wrapper and a Gymnasium
single-agent environment for every registered game (numpy lives here, never in the rules).

Fixed-size encodings come from optional per-game hooks with generic fallbacks; see
``seaboard.rl.encoding`` and docs/rl.md.
"""

from seaboard.rl.encoding import Encoding

__all__ = ["Encoding"]
