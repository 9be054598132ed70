"""RL adapters: a PettingZoo AEC environment, an OpenSpiel game wrapper and a Gymnasium
single-agent environment for every registered game (numpy lives here, never in the rules).

Fixed-size encodings come from optional per-game hooks with generic fallbacks; see
``seaboard.rl.encoding`` and docs/rl.md.
They come with the ``rl`` extra (``pip install 'seaboard[rl]'``); without it importing this
package says so.
"""

from seaboard.extras import require

require("numpy", "gymnasium", "pettingzoo", "pyspiel", purpose="the RL adapters", extra="rl")

from seaboard.rl.encoding import Encoding  # noqa: E402

__all__ = ["Encoding"]
