"""Capture of Colonies' fixed-size encodings for the RL adapters (docs/rl.md; seed 004 part 2).

The shared layout is in ``seaboard.games._golitsyn.encoding`` (its docstring lists both). Ports
fire with the seat's ships at a ship and are fired at (6.1), so ``shoot`` adds the colonies as
targets and, with ``also``, as units. The catalogue ends with Colonies' own moves: ``unload
SHIP N`` for every ship and 1-5 ammunition (3.3), ``portfire COLONY SHIP`` for every colony
and ship (7.2).

With the built-in West Indies (44 x 28 cells, 14 colonies) and 3 ships a seat the catalogue is
exact for every seat count: 486 moves and 7,663 floats for 2 players, 1,026 and 10,273 for 4,
1,638 and 12,907 for 6 (a volley is declared unit by unit: no subsets of units are listed).
"""

from __future__ import annotations

from typing import Any

from seaboard.games._golitsyn import encoding as shared
from seaboard.games.colonies.spec import SPEC
from seaboard.games.colonies.state import AMMUNITION, ColoniesState


def _fresh(num_players: int, options: Any) -> ColoniesState:
    state = SPEC.new_state(num_players, options)
    assert isinstance(state, ColoniesState)
    return state


def action_catalogue(num_players: int, options: Any) -> list[str]:
    """Every decision's notation, in the fixed order of the module docstrings."""
    state = _fresh(num_players, options)
    ids = state.ship_ids
    colonies = [port.id for port in state.map.ports if port.kind == "colony"]
    extra = [f"unload {ship} {count}" for ship in ids for count in range(1, AMMUNITION + 1)]
    extra += [f"portfire {colony} {ship}" for colony in colonies for ship in ids]
    return shared.catalogue(state, colonies, True, extra)


def max_chance_outcomes(num_players: int, options: Any) -> int:
    return shared.max_chance_outcomes(num_players)


def observation_range(num_players: int, options: Any) -> tuple[float, float]:
    return shared.observation_range(num_players, options)


def observation_size(num_players: int, options: Any) -> int:
    """The length of ``encode_observation`` for a seat count and options."""
    return shared.observation_size_of(_fresh(num_players, options))


def encode_observation(view: dict[str, Any]) -> list[float]:
    """A seat's view (``state.view(seat)``) as ``observation_size`` floats in [0, 1]."""
    return shared.encode(view, len(view["scores"]))
