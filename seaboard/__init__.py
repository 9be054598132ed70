"""Seaboard: rules-exact engines, bots, a web table and a lab for six nautical board games.

    >>> import seaboard
    >>> spec = seaboard.get_game("cartagena")
    >>> state = spec.new_state(2)

The public names are those of ``seaboard.core`` (see docs/api.md).
"""

from seaboard import core
from seaboard.core import *  # noqa: F403

__all__ = core.__all__
