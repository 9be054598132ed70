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
LANDFALL_SPAN = 8
"""Sailing steps from Cadiz within which each step brings the treasure's arrival (a win,
2.4) markedly closer: the last steps count more than the open sea's."""
TURNS_A_STEP = 0.9
"""Turns of its side a treasure holder needs a sailing step, with a margin: a declared move
sails about 1.7 steps towards a goal over the spinner's outcomes (2.25 with a wind, 76 % of
the spins; nothing in a calm or a storm), and some turns go to shots and feints."""
WEIGHTS = {
    "progress": 0.45,
    "landfall": 0.2,
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


def progress(steps: float, span: int) -> float:
    """The weighted progress of a Spanish treasure holder ``steps`` from Cadiz: even over the
    ``span`` from the start ports, and steeper over the last ``LANDFALL_SPAN`` steps (without
    that a step by the coast, where a storm may wreck the galleon, was worth less than the
    risk, and a greedy Spaniard feinted a few cells from Cadiz to the round limit)."""
    return WEIGHTS["progress"] * (1.0 - min(1.0, steps / span)) + WEIGHTS["landfall"] * max(
        0.0, 1.0 - steps / LANDFALL_SPAN
    )


def homing(steps: float) -> float:
    """The weighted progress of a treasure the pirates took, ``steps`` from the nearest pirate
    base (2.4): nothing beyond ``BASE_SPAN``."""
    return WEIGHTS["homing"] * (1.0 - min(1.0, steps / BASE_SPAN))


def in_time(state: PiratesState, steps: int) -> float:
    """The share of the value of a treasure holder ``steps`` from its goal that the round
    limit leaves (``max_rounds``: the game is then a draw, RULINGS): 1 while its side has
    the turns to sail there, falling to 0 as they run out."""
    turns_left: int = state.options.max_rounds - state.rounds()
    return min(1.0, turns_left / max(1.0, steps * TURNS_A_STEP))


def holders(state: PiratesState, seat: int) -> list[int]:
    """The ships afloat that may hold the treasure as far as ``seat`` can tell."""
    if state.knows_treasure(seat):
        found = [state.treasure]
    else:
        found = [state.ship_index[name] for name in state.candidate_ids()]
    return [ship for ship in found if state.cell[ship] >= 0]
