"""Pirates' fixed-size encodings for the RL adapters (docs/rl.md; seed 004 part 1).

The shared layout is in ``seaboard.games._golitsyn.encoding`` (its docstring lists both). The
catalogue ends with Pirates' own moves: ``treasure GALLEON`` (3.3), ``transfer A B`` for every
ordered pair of ships and ``transfer A B feint`` for every pair in ship order (7.3: the treasure
may pass to any Spanish ship, and captured brigantines sail for Spain too).

With the built-in Atlantic (62 x 28 cells, 10 ports) and the default fleet (3 galleons, 6
brigantines; 4 and 8 for 8-9 players) the catalogue is exact and holds 469 moves for 2-7
players and 714 for 8-9; ``observation_size(n, options)`` is 10,692 floats for 2 players,
then 1,757 more per seat (19,477 for 7; 23,057 for 9 with 12 ships). The treasure galleon is
encoded only for the seats whose view shows it (the Spaniards, or everyone once revealed).
"""

from __future__ import annotations

from typing import Any

from seaboard.games._golitsyn import encoding as shared
from seaboard.games._golitsyn.state import GALLEON
from seaboard.games.pirates.spec import SPEC
from seaboard.games.pirates.state import PiratesState


def _fresh(num_players: int, options: Any) -> PiratesState:
    state = SPEC.new_state(num_players, options)
    assert isinstance(state, PiratesState)
    return state


def action_catalogue(num_players: int, options: Any) -> list[str]:
    """Every decision's notation, in the fixed order of the module docstrings."""
    state = _fresh(num_players, options)
    ids = state.ship_ids
    galleons = [ship for ship, kind in zip(ids, state.ship_kind, strict=True) if kind == GALLEON]
    extra = [f"treasure {ship}" for ship in galleons]
    extra += [f"transfer {a} {b}" for a in ids for b in ids if a != b]
    extra += [f"transfer {a} {b} feint" for i, a in enumerate(ids) for b in ids[i + 1 :]]
    return shared.catalogue(state, [], False, extra)


def max_chance_outcomes(num_players: int, options: Any) -> int:
    return shared.max_chance_outcomes(num_players)


def observation_range(num_players: int, options: Any) -> tuple[float, float]:
    return shared.observation_range(num_players, options)


def observation_size(num_players: int, options: Any) -> int:
    """The length of ``encode_observation`` for a seat count and options."""
    return shared.observation_size_of(_fresh(num_players, options))


def encode_observation(view: dict[str, Any]) -> list[float]:
    """A seat's view (``state.view(seat)``) as ``observation_size`` floats in [0, 1]."""
    return shared.encode(view, len(view["sides"]))
