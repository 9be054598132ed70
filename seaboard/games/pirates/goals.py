"""What the Pirates evaluation measures against: the goals' distance tables (round the pirate
ships that bar the way into Cadiz), the ships that may hold the treasure, the pirates' guard of
Cadiz, and the weights of the evaluation's terms (seed 004 part 1, 2.1-2.5, 5.2, 7)."""

from __future__ import annotations

from functools import cache, lru_cache

from seaboard.games._golitsyn.maps import GameMap
from seaboard.games.pirates.state import PIRATES, PiratesState

HUNT_REACH = 40
"""Sailing steps beyond which a pirate ship adds nothing to the hunt."""
BOARDING_PARTY = 3
"""The fewest pirate ships the hunt is shared among: three hits take a galleon (7.1), one a
pirate turn from each brigantine in boarding range (6.1), so one brigantine beside the
treasure galleon is a third of the threat three are. (Shared among the survivors alone, one
brigantine left in Salé, two steps from the way into Cadiz, held the whole threat; the
level-3 Spaniards, three galleons strong, feinted by Cadiz rather than pass it, to the round
limit.)"""
BASE_SPAN = 15
"""Sailing steps from a pirate base that count as no progress for a taken treasure."""
LANDFALL_SPAN = 8
"""Sailing steps from Cadiz within which each step brings the treasure's arrival (a win,
2.4) markedly closer: the last steps count more than the open sea's."""
SEAL_REACH = 2
"""Sailing steps from Cadiz within which a pirate ship bars the way in (5.2: no ship stops on
or passes through another's cell); on the Atlantic map one brigantine in the cell before
Cadiz closes it."""
SEAL_FLOOR = 10
"""Sailing steps a Spanish holder barred from Cadiz counts as at least: the bar is a
brigantine the galleons may shoot away (two hits, 6.2), so a seal is a setback, not the end."""
GUARD_SAFE = 2
"""Sailing steps from the cell before Cadiz within which a pirate ship guards it fully: one
turn's sailing or rowing from closing the way in (Salé, a base safe from storms and shots, is
two steps away)."""
GUARD_REACH = 6
"""Sailing steps beyond ``GUARD_SAFE`` at which a pirate ship no longer guards Cadiz."""
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
    "guard": 0.2,
}
"""The terms of the Spaniards' value, and ``guard``, the pirates' plan of their own (see
``seaboard.games.pirates.evaluate``)."""
PIRATE_WEIGHTS = {**WEIGHTS, "boarding": 0.6, "material": 0.5}
"""The pirates' own weights: boarding range and the fleets' strength count twice what the
Spaniards' value gives them. Found by a coordinate search of greedy pirates against greedy
Spaniards (docs/bots.md). (A term that kept the pirate ships in their bases while every ship
that may hold the treasure was far came out of the same search; once the galleons fired full
volleys it no longer helped against greedy Spaniards, and against random Spaniards, who never
sail for Cadiz, it cost the pirates one to eight points: removed.)"""


def weights_of(side: int) -> dict[str, float]:
    """The weights of ``side``'s value: ``PIRATE_WEIGHTS`` for the pirates, else ``WEIGHTS``."""
    return PIRATE_WEIGHTS if side == PIRATES else WEIGHTS


@cache
def reference(game_map: GameMap) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    """Sailing steps to Cadiz and to the nearest pirate base from every cell, and the steps
    from the farthest start port to Cadiz (what counts as no progress)."""
    goal = destination(game_map)
    bases = tuple(p.cell for p in game_map.ports if p.owner == "pirates")
    to_goal = game_map.distances(goal)
    starts = [p.cell for p in game_map.ports if p.role == "start"]
    span = max(1, max(to_goal[c] for c in starts))
    return to_goal, game_map.distances(bases), span


def destination(game_map: GameMap) -> tuple[int, ...]:
    """The cells of the Spaniards' goal (Cadiz, 2.1)."""
    return tuple(p.cell for p in game_map.ports if p.role == "destination")


def steps_to_cadiz(state: PiratesState) -> tuple[int, ...]:
    """Sailing steps to Cadiz from every cell for a Spanish ship: round the pirate ships that
    lie within ``SEAL_REACH`` of it (5.2), and where they bar every way in, no fewer than
    ``SEAL_FLOOR``."""
    to_goal, _, _ = reference(state.map)
    side = state.side
    owner = state.owner
    bars = frozenset(
        cell
        for ship, cell in enumerate(state.cell)
        if cell >= 0 and to_goal[cell] <= SEAL_REACH and side(owner[ship]) == PIRATES
    )
    return _barred(state.map, bars) if bars else to_goal


@lru_cache(maxsize=256)
def _barred(game_map: GameMap, bars: frozenset[int]) -> tuple[int, ...]:
    to_goal, _, _ = reference(game_map)
    detour = game_map.distances(destination(game_map), bars)
    return tuple(min(d, max(s, SEAL_FLOOR)) for d, s in zip(detour, to_goal, strict=True))


def guard(state: PiratesState, pirates: list[int]) -> float:
    """How well the pirate ships ``pirates`` (afloat) guard Cadiz: 1 for one within
    ``GUARD_SAFE`` steps of the cell before it, falling to 0 ``GUARD_REACH`` steps further; a
    ship under repair (6.5) does not guard."""
    to_goal, _, _ = reference(state.map)
    best = 0.0
    for ship in pirates:
        if not state.repair[ship]:
            beyond = max(0, to_goal[state.cell[ship]] - 1 - GUARD_SAFE)
            best = max(best, 1.0 - min(GUARD_REACH, beyond) / GUARD_REACH)
    return best


def hunting_party(afloat: int) -> int:
    """The number of pirate ships the hunt is shared among, ``afloat`` of them at sea or in
    port: no fewer than ``BOARDING_PARTY``."""
    return max(afloat, BOARDING_PARTY)


def voyage_done(steps: float, span: int) -> float:
    """The share of the voyage behind a Spanish holder ``steps`` from Cadiz: 0 at ``span``
    steps (the farthest start port) or more, 1 in Cadiz."""
    return 1.0 - min(1.0, steps / span)


def progress(steps: float, span: int) -> float:
    """The weighted progress of a Spanish treasure holder ``steps`` from Cadiz: even over the
    ``span`` from the start ports, and steeper over the last ``LANDFALL_SPAN`` steps (without
    that a step by the coast, where a storm may wreck the galleon, was worth less than the
    risk, and a greedy Spaniard feinted a few cells from Cadiz to the round limit)."""
    return WEIGHTS["progress"] * voyage_done(steps, span) + WEIGHTS["landfall"] * max(
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
