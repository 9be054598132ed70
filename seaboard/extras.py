"""The optional parts of Seaboard and the pip extra that brings each one.

``pip install seaboard`` gives the games, the terminal and the web table; the lab's tables
and plots, the RL adapters, Ray, PostgreSQL and Redis come with extras. A command that needs
one checks for it first (:func:`require`) so a person reads which extra to install rather
than a traceback, and the modules stay unimported until then (``seaboard list`` starts fast).
"""

from __future__ import annotations

import importlib.util

from seaboard.core.errors import SeaboardError

EXTRA_OF = {
    "numpy": "lab",
    "pandas": "lab",
    "pyarrow": "lab",
    "matplotlib": "lab",
    "gymnasium": "rl",
    "pettingzoo": "rl",
    "pyspiel": "rl",
    "ray": "cluster",
    "psycopg": "postgres",
    "redis": "redis",
}
"""Each optional top-level module and the extra of pyproject.toml that installs it."""


class MissingExtraError(SeaboardError):
    """A command needs a module that only an extra installs; names the extra."""


def require(*modules: str, purpose: str, extra: str | None = None) -> None:
    """Refuse, naming the extra to install, when any of ``modules`` is not installed.

    ``extra`` overrides the module's own extra where a command wants a wider one (the RL
    adapters need numpy from ``rl``, not ``lab``).
    """
    for module in modules:
        if importlib.util.find_spec(module) is None:
            name = extra or EXTRA_OF[module]
            raise MissingExtraError(
                f"{purpose} needs {module}, which comes with an extra: "
                f"pip install 'seaboard[{name}]'"
            )
