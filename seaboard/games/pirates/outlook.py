"""What a declared ``move`` is worth before its spin: the sailing a wind would allow.

Seed 004 part 1, 4.3: with a wind a ship sails 3, 2 or 1 cells by its course, never against
the wind. Judging a declared ``move`` by the position as it stands would rate it below ending
the turn without a spin (a feint transfer, 7.3), and a greedy Spaniard would feint forever.
``sailing_gain`` is the expected improvement of the evaluation's distance terms over the eight
winds, each ship sailing its best course alone (other ships only block): the treasure holder
towards Cadiz or, once taken, towards a pirate base; the pirates' ships towards the ships that
may hold the treasure. The winds that bring the holder into its goal end the game (2.4, 2.5):
those count as the win or the loss they are, not as a few steps of progress.
"""

from __future__ import annotations

from typing import NamedTuple

from seaboard.games._golitsyn.grid import opposite
from seaboard.games._golitsyn.maps import PORT
from seaboard.games._golitsyn.sailing import courses
from seaboard.games._golitsyn.state import ENEMY
from seaboard.games.pirates.goals import (
    HUNT_REACH,
    holders,
    homing,
    hunting_party,
    progress,
    reference,
    steps_to_cadiz,
    weights_of,
)
from seaboard.games.pirates.state import PIRATES, SPANISH, PiratesState


def best_reach(state: PiratesState, ship: int, steps: tuple[int, ...], downwind: int) -> int:
    """The fewest ``steps`` (a distance table) ``ship`` can reach in one sail with the wind
    blowing to ``downwind``, staying put included; a current carries the ship on (5.4)."""
    game_map = state.map
    here = state.cell[ship]
    best = steps[here]
    occ = state.occ
    currents = game_map.currents
    seat = state.owner[ship]
    for _, cells, has_ports in courses(game_map, here, downwind):
        for cell in cells:
            if has_ports and game_map.terrain[cell] == PORT:
                if state.port_relation(game_map.port_at[cell], seat) == ENEMY:
                    break
            elif occ[cell] >= 0:
                break
            landed = currents.get(cell, cell)
            if steps[landed] < best:
                best = steps[landed]
    return best


class Sailing(NamedTuple):
    """What a wind is worth to ``seat``: ``gain``, the expected change of its value while the
    game goes on; ``arrival``, the chance that a treasure holder sails into its goal (over the
    winds, and the ships that may hold the treasure as far as the seat can tell); ``won``, the
    share of those arrivals that are ``seat``'s wins."""

    gain: float
    arrival: float
    won: float


def _expected_reach(
    state: PiratesState, ship: int, steps: tuple[int, ...], *, boarding: bool = False
) -> tuple[float, float, float]:
    """The mean over the eight winds of ``best_reach``, (with ``boarding``) the share of the
    winds that bring ``ship`` within one step (boarding range, seed 6.1), and the share that
    bring it to a cell ``steps`` counts 0 from."""
    flip = state.options.wind_from_arrow
    total = 0
    near = 0
    arrive = 0
    for wind in range(8):
        best = best_reach(state, ship, steps, opposite(wind) if flip else wind)
        total += best
        near += best <= 1
        arrive += best == 0
    return total / 8, (near / 8 if boarding else 0.0), arrive / 8


def sailing_gain(state: PiratesState, seat: int) -> Sailing:
    """What a wind spun for the seat to move (its ships not under repair sail) is worth to
    ``seat``, from what ``seat`` may know, by ``seat``'s own weights (``goals.weights_of``, as in
    its static value)."""
    mover = state.seat
    _, to_base, span = reference(state.map)
    to_goal = steps_to_cadiz(state)
    ships = holders(state, seat)
    if not ships:
        return Sailing(0.0, 0.0, 0.0)
    movable = [
        i
        for i, c in enumerate(state.cell)
        if c >= 0 and state.owner[i] == mover and not state.repair[i]
    ]
    pirates = [i for i, c in enumerate(state.cell) if c >= 0 and state.side(state.owner[i])]
    weight = weights_of(state.side(seat))
    gain = 0.0  # in the Spaniards' value
    arrival = 0.0
    spanish_arrival = 0.0
    for holder in ships:
        holder_side = state.side(state.owner[holder])
        if holder in movable:
            table = to_goal if holder_side == SPANISH else to_base
            now = table[state.cell[holder]]
            reach, _, arrive = _expected_reach(state, holder, table)
            if holder_side == SPANISH:
                gain += progress(reach, span) - progress(now, span)
            else:
                gain -= homing(reach) - homing(now)
            arrival += arrive
            spanish_arrival += arrive if holder_side == SPANISH else 0.0
        if holder_side == SPANISH and state.side(mover) == PIRATES and pirates:
            steps = state.map.distances((state.cell[holder],))
            closer = 0.0
            boarding = 0.0
            for ship in movable:
                now = steps[state.cell[ship]]
                mean_steps, boards, _ = _expected_reach(state, ship, steps, boarding=now > 1)
                closer += min(now, HUNT_REACH) - min(mean_steps, HUNT_REACH)
                boarding += boards
            party = hunting_party(len(pirates))
            gain -= weight["hunt"] * closer / HUNT_REACH / party
            if state.map.terrain[state.cell[holder]] != PORT:
                gain -= weight["boarding"] * boarding / party
    gain /= len(ships)
    arrival /= len(ships)
    spanish_arrival /= len(ships)
    if state.side(seat) == SPANISH:
        return Sailing(gain, arrival, spanish_arrival / arrival if arrival else 0.0)
    return Sailing(-gain, arrival, 1.0 - spanish_arrival / arrival if arrival else 0.0)
