"""Optional per-game hooks, found by name in the game's package.

A game package may define extra functions that the lab and the RL adapters use when present
(docs/lab.md and docs/rl.md list them). ``find_hook(spec, name, module)`` looks for ``name``:

1. as an attribute of the spec object (handy for specs defined outside ``seaboard.games``);
2. in the submodule ``<package>.<module>`` of the spec's package (``encoding``, ``extras``);
3. in the package itself (``seaboard/games/<id>/__init__.py``).

A missing hook means the generic fallback; nothing here names a game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from typing import Any

from seaboard.core.spec import GameSpec


def game_package(spec: GameSpec) -> str:
    """The package a spec's class was defined in (``seaboard.games.cartagena``)."""
    module = type(spec).__module__
    try:
        loaded = importlib.import_module(module)
    except ImportError:  # pragma: no cover - a class's own module is importable
        return module
    if hasattr(loaded, "__path__"):  # the spec class lives in the package's __init__
        return module
    return module.rpartition(".")[0] or module


def find_hook(spec: GameSpec, name: str, module: str) -> Callable[..., Any] | None:
    """The game's hook ``name`` (see the module docstring), or None."""
    hook: Any = getattr(spec, name, None)
    if callable(hook):
        return hook  # type: ignore[no-any-return]
    package = game_package(spec)
    for candidate in (f"{package}.{module}", package):
        try:
            loaded = importlib.import_module(candidate)
        except ModuleNotFoundError as error:
            if error.name is not None and candidate.startswith(error.name):
                continue  # that module does not exist: not an error inside an existing one
            raise
        hook = getattr(loaded, name, None)
        if callable(hook):
            return hook  # type: ignore[no-any-return]
    return None
