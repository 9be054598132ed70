"""A greedy evaluation of Pirates positions (``GameSpec.evaluate``) from what a seat may know.

The value is the Spaniards'; the pirates see its negative, plus a plan of their own (below).
What wins (seed 004 part 1, 2.3-2.5): the treasure galleon in Cadiz, or taken by the pirates
(7.1: three hits from boarding range) and brought to a pirate base; every enemy ship sunk; a
treasure lost in a storm is a draw. So the value weighs, for each ship that may hold the
treasure as far as the seat can tell:

- a Spanish holder: its sailing distance to Cadiz (round the pirate ships that bar the way
  in, 5.2: ``goals.steps_to_cadiz``), the hits it has taken (towards capture), and how close
  the pirates' ships are (each of them, so every brigantine has a reason to join the hunt;
  a lone survivor counts as one of ``goals.BOARDING_PARTY``), more for those in boarding
  range (6.1), and its escort (another Spanish ship in
  the next cell: a transfer or a feint, 7.3, is a turn without a spin, so without a second
  storm in a row, 8.3);
- a holder the pirates took: its sailing distance to the nearest pirate base, less the chance
  that the Spanish ships in the next cells retake it with one hit (7.2, ``threats``);
- a pirate ship kept in a base, where no storm reaches it (8.3): all ships at sea may sink
  in a second storm in a row, and with them the pirates' game (2.3);
- both fleets' strength (hits left on the ships afloat, 6.2), less the hits they may take from
  the enemy ships within reach (6.1, 6.6, ``threats``), discounted by the chance that the next
  storm sinks them (8.1-8.3);
- the chance that the next storm loses the treasure (a draw): the value shrinks towards 0.

The pirates' value adds a plan of their own that the Spaniards' does not mirror: a ship kept
near the way into Cadiz (``goals.guard``; Salé, a base, is two steps from it), the more as a
Spanish holder nears Cadiz, so that a brigantine can bar the way when the treasure comes. (A
term in the Spaniards' value too would lower it wherever a guard lies, and a lower value makes
a storm's draw look better: greedy Spaniards then lost far more treasures to storms.)
And the pirates weigh some terms their own way (``goals.PIRATE_WEIGHTS``): boarding range and
the fleets' strength count double.

A declared volley is judged by the mean over its hits and misses; a declared ``move`` by the
spin that follows (``outlook``): a storm, a calm, or a wind that lets the mover sail closer.
"""

from __future__ import annotations

from functools import cache

from seaboard.games._golitsyn.evaluate import damage, expected_over_shots
from seaboard.games._golitsyn.grid import DELTAS
from seaboard.games._golitsyn.maps import LAND, PORT, GameMap
from seaboard.games._golitsyn.moves import DECLARE, SPINS
from seaboard.games._golitsyn.spinner import CALM, STORM, spin_weights
from seaboard.games._golitsyn.state import P_DECLARE, P_SAIL, P_SPIN
from seaboard.games.pirates.goals import (
    HUNT_REACH,
    guard,
    holders,
    homing,
    hunting_party,
    in_time,
    progress,
    reference,
    steps_to_cadiz,
    voyage_done,
    weights_of,
)
from seaboard.games.pirates.outlook import best_reach, sailing_gain
from seaboard.games.pirates.state import PIRATES, SPANISH, PiratesState
from seaboard.games.pirates.threats import expected_hits, retake_chance

STORM_CHANCE = spin_weights()[STORM]
KEEP_WIND = spin_weights()[STORM] + spin_weights()[CALM]
"""The chance that a spin leaves the wind as it is (a calm or a storm)."""
ESCORT_REACH = 30
"""Sailing steps beyond which a Spanish ship adds nothing as an escort."""


@cache
def _neighbours(game_map: GameMap) -> tuple[tuple[int, ...], ...]:
    """For every cell, the cell one step each way (N, NE, ... NW), -1 for land or the edge."""
    result = []
    for cell in range(len(game_map.terrain)):
        x, y = game_map.xy(cell)
        around = []
        for dx, dy in DELTAS:
            nxt = game_map.cell_at(x + dx, y + dy)
            around.append(-1 if nxt < 0 or game_map.terrain[nxt] == LAND else nxt)
        result.append(tuple(around))
    return tuple(result)


def storm_risk(state: PiratesState, ship: int) -> float:
    """The chance that the owner's next storm sinks ``ship`` (seed 8.1-8.3): nil in a port;
    a storm's chance if the last storm caught it and no feint (7.3, ``transfer_pairs``) lets
    the owner sit the next turn out, clearing the storm's memory (8.3); else a storm's chance
    times the chance that the cell downwind is land, the map's edge or another owner's ship.
    The wind then is the one the other side's spin leaves: the present one after a calm or a
    storm, else any."""
    cell = state.cell[ship]
    game_map = state.map
    if game_map.terrain[cell] == PORT or state.wind < 0:
        return 0.0
    if (
        state.stormed[ship]
        and (state.owner[ship] != state.seat or state.phase == P_DECLARE)
        and not state.transfer_pairs(state.owner[ship])
    ):
        return STORM_CHANCE  # (once the owner's turn has spun no storm, the turn clears it)
    occ = state.occ
    owner = state.owner
    mine = owner[ship]
    around = _neighbours(game_map)[cell]
    # a ship of the same owner drifts too, out of the way (the leading ship goes first)
    blocked = [nxt < 0 or (occ[nxt] >= 0 and owner[occ[nxt]] != mine) for nxt in around]
    if not any(blocked):
        return 0.0
    exposed = KEEP_WIND * blocked[state.downwind()] + (1.0 - KEEP_WIND) * sum(blocked) / 8
    return STORM_CHANCE * exposed


def escort(state: PiratesState, ship: int) -> float:
    """How well ``ship`` is escorted: 1 with another ship of its side afloat and not under
    repair in the next cell (a transfer or a feint is possible, seed 7.3: a turn without a
    spin, so without a second storm in a row, 8.3), else ``(1 - steps / ESCORT_REACH) / 2``
    for the nearest one (sailing steps), for the escort to close in. While its side sails, a
    ship that has not sailed yet counts as near as its best sail under the wind brings it
    (``catch_up``)."""
    side = state.side(state.owner[ship])
    steps = state.map.distances((state.cell[ship],))
    sailing = state.phase == P_SAIL
    nearest = ESCORT_REACH
    for other, cell in enumerate(state.cell):
        if other == ship or cell < 0 or state.repair[other]:
            continue
        if state.side(state.owner[other]) != side:
            continue
        if sailing and state.owner[other] == state.seat and not state.acted[other] & 1:
            gap = catch_up(state, other, steps)
        else:
            gap = steps[cell]
        nearest = min(nearest, gap)
    if nearest <= 1:
        return 1.0
    return 0.5 * (1.0 - nearest / ESCORT_REACH)


def catch_up(state: PiratesState, ship: int, steps: tuple[int, ...]) -> int:
    """The fewest ``steps`` (a distance table) ``ship``, yet to sail this turn, can reach: where
    it lies in a calm (galleons stay, seed 4.1), else by its best sail under the wind (4.3).
    (With a fixed allowance of two steps the holder sailed off where its escort, against the
    wind, could not follow; the turn's sailing then ended worse than a feint, and a level-3
    Spaniard feinted to the round limit.)"""
    if state.last_spin == CALM:
        return steps[state.cell[ship]]
    return best_reach(state, ship, steps, state.downwind())


def evaluate(state: PiratesState, seat: int) -> float:
    """A value in [-1, 1] for ``seat``; finished games give the returns; a declared volley is
    judged by the mean over its hits and misses, a declared move by the spin it brings."""
    if state.is_terminal():
        return state.returns()[seat]
    expected = expected_over_shots(state, seat, evaluate)
    if expected is not None:
        return expected
    static = _static(state, seat)
    if state.phase == P_DECLARE and state.seat == seat and DECLARE in state.legal_moves():
        # still this seat's turn (after a repair, 6.5): it may yet declare a move
        declared = state.copy()
        declared.apply(DECLARE)
        return max(static, evaluate(declared, seat))
    if state.phase != P_SPIN:
        return static
    return _after_declared_move(state, seat, static)


def _after_declared_move(state: PiratesState, seat: int, static: float) -> float:
    """'move' is declared (seed 1.4, 4): a storm drifts the mover's ships (4.2, 8), a calm
    leaves the galleons where they are (4.1), a wind lets the mover sail closer to its goal,
    or into it (2.4, 2.5: a win or a loss)."""
    weights = spin_weights()
    stormy = state.copy()
    stormy.apply(SPINS[STORM])
    windy = 1.0 - weights[STORM] - weights[CALM]
    sailing = sailing_gain(state, seat)
    sailed = max(-0.99, min(0.99, static + sailing.gain))
    arrived = 2.0 * sailing.won - 1.0
    return (
        weights[STORM] * evaluate(stormy, seat)
        + weights[CALM] * static
        + windy * ((1.0 - sailing.arrival) * sailed + sailing.arrival * arrived)
    )


def hunt_closeness(state: PiratesState, ship: int, pirates: list[int]) -> tuple[float, float]:
    """How close the pirate ships are to ``ship``: the mean over them of ``1 - steps / reach``
    (sailing steps, nothing beyond ``HUNT_REACH``), and the share of them in boarding range,
    both over ``goals.hunting_party`` ships (a lone survivor is not the whole hunt)."""
    if not pirates:
        return 0.0, 0.0
    game_map = state.map
    steps = game_map.distances((state.cell[ship],))
    in_port = game_map.terrain[state.cell[ship]] == PORT
    near = 0.0
    boarding = 0
    for other in pirates:
        gap = steps[state.cell[other]]
        near += 1.0 - min(gap, HUNT_REACH) / HUNT_REACH
        if gap <= 1 and not in_port and game_map.terrain[state.cell[other]] != PORT:
            boarding += 1
    party = hunting_party(len(pirates))
    return near / party, boarding / party


def _static(state: PiratesState, seat: int) -> float:
    """The position as it stands, for ``seat``."""
    if state.treasure < 0:
        return 0.0
    static_to_goal, to_base, span = reference(state.map)
    to_goal = steps_to_cadiz(state)
    strength = [0.0, 0.0]
    full = [0.0, 0.0]
    pirates: list[int] = []
    reserve = False
    terrain = state.map.terrain
    pirate_side = state.side(seat) == PIRATES
    weight = weights_of(state.side(seat))
    for ship, kind in enumerate(state.ship_kind):
        limit = state.LIMIT[kind]
        side = state.side(state.owner[ship])
        full[SPANISH if kind == 0 else PIRATES] += limit
        if state.cell[ship] >= 0:
            left = limit - damage(state, ship) - weight["exposure"] * expected_hits(state, ship)
            strength[side] += max(0.0, left) * (1.0 - storm_risk(state, ship))
            if side == PIRATES:
                pirates.append(ship)
                reserve = reserve or terrain[state.cell[ship]] == PORT
    material = strength[SPANISH] / max(1.0, full[SPANISH]) - strength[PIRATES] / max(
        1.0, full[PIRATES]
    )
    ships = holders(state, seat)
    if not ships:
        return 0.0  # cannot happen while the secret holds; never read the true galleon
    guarding = weight["guard"] * guard(state, pirates) if pirate_side else 0.0
    total = 0.0
    risk = 0.0
    for ship in ships:
        cell = state.cell[ship]
        risk += storm_risk(state, ship)
        if state.side(state.owner[ship]) == SPANISH:
            wear = damage(state, ship) / state.LIMIT[state.ship_kind[ship]]
            near, boarding = hunt_closeness(state, ship, pirates)
            timely = in_time(state, to_goal[cell])
            total += (
                timely * (progress(to_goal[cell], span) + weight["escort"] * escort(state, ship))
                - weight["hits"] * wear
                - weight["hunt"] * near
                - weight["boarding"] * boarding
                # the map's distance: a holder held off by a bar is as near to Cadiz
                - guarding * voyage_done(static_to_goal[cell], span)
            )
        else:
            kept = 1.0 - weight["retake"] * retake_chance(state, ship)
            timely = in_time(state, to_base[cell])
            total -= (weight["taken"] + homing(to_base[cell])) * kept * timely
    value = total / len(ships) + weight["material"] * material + weight["reserve"] * (not reserve)
    # A treasure lost in a storm is a draw (value 0): weigh the value by its survival.
    value *= 1.0 - risk / len(ships)
    value = max(-0.99, min(0.99, value))
    return value if state.side(seat) == SPANISH else -value
