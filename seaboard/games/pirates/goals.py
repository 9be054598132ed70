"""What the Pirates evaluation measures against: the goals' distance tables, the ships that may
hold the treasure, and the weights of the evaluation's terms (seed 004 part 1, 2.1-2.5, 7)."""

from __future__ import annotations

from functools import cache

from seaboard.games._golitsyn.maps import GameMap
from seaboard.games.pirates.state import PiratesState

HUNT_REACH = 40
"""Sailing steps beyond which a pirate ship adds nothing to the hunt."""
BASE_SPAN = 15
"""Sailing steps from a pirate base that count as no progress for a taken treasure."""
WEIGHTS = {
    "progress": 0.45,
    "hits": 0.25,
    "hunt": 0.12,
    "boarding": 0.3,
    "escort": 0.12,
    "reserve": 0.1,
    "material": 0.25,
    "taken": 0.55,
    "homing": 0.35,
    "exposure": 0.5,
    "retake": 1.0,
}
"""The terms of the Spaniards' value (see ``seaboard.games.pirates.evaluate``)."""


@cache
def reference(game_map: GameMap) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """Sailing steps to Cadiz and to the nearest pirate base from every cell, and the steps
    from the farthest start port to Cadiz (what counts as no progress)."""
    goal = tuple(p.cell for p in game_map.ports if p.role == "destination")
    bases = tuple(p.cell for p in game_map.ports if p.owner == "pirates")
    to_goal = game_map.distances(goal)
    starts = [p.cell for p in game_map.ports if p.role == "start"]
    span = max(1, max(to_goal[c] for c in starts))
    return to_goal, game_map.distances(bases), span


def holders(state: PiratesState, seat: int) -> list[int]:
    """The ships afloat that may hold the treasure as far as ``seat`` can tell."""
    if state.knows_treasure(seat):
        found = [state.treasure]
    else:
        found = [state.ship_index[name] for name in state.candidate_ids()]
    return [ship for ship in found if state.cell[ship] >= 0]
