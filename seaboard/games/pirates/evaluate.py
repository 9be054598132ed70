"""A greedy evaluation of Pirates positions (``GameSpec.evaluate``) from what a seat may know.

For the Spanish side: the treasure galleon's progress towards the destination port (seed 2.1),
the fleets' remaining strength (2.3, 2.4) and how close pirates lurk; the pirates see the
negative, averaged over the ships that may hold the treasure as far as they can tell.
"""

from __future__ import annotations

from seaboard.games._golitsyn.evaluate import damage, expected_over_shots, expected_over_storm
from seaboard.games._golitsyn.grid import DELTAS
from seaboard.games._golitsyn.maps import LAND, PORT, GameMap
from seaboard.games._golitsyn.spinner import STORM, spin_weights
from seaboard.games.pirates.state import PIRATES, SPANISH, PiratesState

HUNT_RADIUS = 12
STORM_CHANCE = spin_weights()[STORM]


def _reference(game_map: GameMap) -> tuple[tuple[int, ...], tuple[int, ...], int]:
    goal = tuple(p.cell for p in game_map.ports if p.role == "destination")
    bases = tuple(p.cell for p in game_map.ports if p.owner == "pirates")
    to_goal = game_map.distances(goal)
    starts = [p.cell for p in game_map.ports if p.role == "start"]
    span = max(1, max(to_goal[c] for c in starts))
    return to_goal, game_map.distances(bases), span


def storm_risk(state: PiratesState, ship: int) -> float:
    """The chance that the owner's next storm sinks ``ship`` (seed 8.1-8.3): nil in a port;
    a storm's chance if the last storm caught it or the cell downwind is land, the map's edge
    or a ship."""
    cell = state.cell[ship]
    game_map = state.map
    if game_map.terrain[cell] == PORT or state.wind < 0:
        return 0.0
    if state.stormed[ship]:
        return STORM_CHANCE
    x, y = game_map.xy(cell)
    dx, dy = DELTAS[state.downwind()]
    nxt = game_map.cell_at(x + dx, y + dy)
    if nxt < 0 or game_map.terrain[nxt] == LAND or state.occ[nxt] >= 0:
        return STORM_CHANCE
    return 0.0


def evaluate(state: PiratesState, seat: int) -> float:
    """A value in [-1, 1] for ``seat``; finished games give the returns; a declared volley is
    judged by the mean over its hits and misses, a declared move by the storm it may bring."""
    if state.is_terminal():
        return state.returns()[seat]
    expected = expected_over_shots(state, seat, evaluate)
    if expected is not None:
        return expected
    return expected_over_storm(state, seat, evaluate, _static(state, seat))


def _static(state: PiratesState, seat: int) -> float:
    """The position as it stands: the treasure's progress, the fleets, the hunt, and the
    chance that the next storm loses the treasure (a draw, seed 2.5)."""
    if state.treasure < 0:
        return 0.0
    to_goal, to_base, span = _reference(state.map)
    strength = [0.0, 0.0]
    full = [0.0, 0.0]
    for ship, kind in enumerate(state.ship_kind):
        limit = state.LIMIT[kind]
        side = state.side(state.owner[ship])
        full[SPANISH if kind == 0 else PIRATES] += limit
        if state.cell[ship] >= 0:
            strength[side] += max(0.0, limit - damage(state, ship)) * (
                1.0 - storm_risk(state, ship)
            )
    material = strength[SPANISH] / max(1.0, full[SPANISH]) - strength[PIRATES] / max(
        1.0, full[PIRATES]
    )
    if state.knows_treasure(seat):
        holders = [state.treasure]
    else:
        holders = [state.ship_index[name] for name in state.candidate_ids()]
        if not holders:
            return 0.0  # cannot happen while the secret holds; never read the true galleon
    progress = 0.0
    hunt = 0.0
    risk = 0.0
    pirates = [
        i for i, c in enumerate(state.cell) if c >= 0 and state.side(state.owner[i]) == PIRATES
    ]
    for ship in holders:
        cell = state.cell[ship]
        if cell < 0:
            continue
        risk += storm_risk(state, ship)
        if state.side(state.owner[ship]) == SPANISH:
            progress += 1.0 - min(1.0, to_goal[cell] / span)
            x, y = state.map.xy(cell)
            near = 0.0
            for other in pirates:
                ox, oy = state.map.xy(state.cell[other])
                gap = max(abs(ox - x), abs(oy - y))
                near = max(near, 1.0 - min(gap, HUNT_RADIUS) / HUNT_RADIUS)
            hunt += near
        else:
            progress -= 1.0 - min(1.0, to_base[cell] / span)
    progress /= len(holders)
    hunt /= len(holders)
    risk /= len(holders)
    # A treasure lost in a storm is a draw (value 0): weigh the value by its survival.
    value = (0.5 * progress + 0.35 * material - 0.15 * hunt) * (1.0 - risk)
    value = max(-0.99, min(0.99, value))
    return value if state.side(seat) == SPANISH else -value
