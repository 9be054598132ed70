"""The game registry: every subpackage of ``seaboard.games`` that exposes ``SPEC``.

A new game needs no change here or anywhere else: adding its package registers it. A spec made
elsewhere (a plugin, a test's throwaway game) joins with ``register(spec)``.
"""

from __future__ import annotations

import importlib
import pkgutil
from functools import cache

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.spec import GameSpec


@cache
def _specs() -> dict[str, GameSpec]:
    import seaboard.games as games_package

    specs: dict[str, GameSpec] = {}
    for info in pkgutil.iter_modules(games_package.__path__):
        if not info.ispkg or info.name.startswith("_"):
            continue
        module = importlib.import_module(f"{games_package.__name__}.{info.name}")
        spec = getattr(module, "SPEC", None)
        if isinstance(spec, GameSpec):
            specs[spec.id] = spec
    return dict(sorted(specs.items()))


def list_games() -> list[str]:
    """The ids of every registered game, sorted."""
    return list(_specs())


def get_game(game_id: str) -> GameSpec:
    """The spec of game ``game_id``; ``InvalidOptionsError`` names the known ids otherwise."""
    try:
        return _specs()[game_id]
    except KeyError:
        known = ", ".join(_specs())
        raise InvalidOptionsError(f"unknown game '{game_id}'; known games: {known}") from None


def register(spec: GameSpec) -> None:
    """Add a spec defined outside ``seaboard.games`` (or replace the one with its id)."""
    _specs()[spec.id] = spec


def unregister(game_id: str) -> None:
    """Remove a game added with ``register`` (nothing happens for an unknown id)."""
    _specs().pop(game_id, None)
