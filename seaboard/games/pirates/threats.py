"""Which ships the other side could fire at on its next turn (seed 004 part 1, 6.1, 6.6, 7.2).

Galleons reach 2 cells, brigantines 1 (6.1); nobody fires from or into a port, and the line
between the cell centres must cross only open sea (6.6); a ship under repair skips its turns
(6.5). The treasure galleon the pirates took is retaken by one hit from an adjacent cell (7.2),
and only from there (it may be fired at only by boarding, as ``shooting.targets`` has it).
The evaluation uses these counts for the hits a ship may take before its side moves again.
"""

from __future__ import annotations

from seaboard.games._golitsyn.evaluate import hit_chance
from seaboard.games._golitsyn.maps import PORT
from seaboard.games._golitsyn.shooting import clear_line
from seaboard.games.pirates.state import PiratesState

HIT = hit_chance()
"""The chance that one shot hits (6.3: N, E, S, W among the spinner's sectors)."""


def attackers(state: PiratesState, ship: int) -> int:
    """How many hostile ships could fire at ``ship`` as things stand: within reach (the
    square of 6.1; 1 cell for a ship with hits at its limit, the taken treasure galleon), with
    a clear line (6.6), neither lying in a port nor under repair."""
    cell = state.cell[ship]
    terrain = state.map.terrain
    if cell < 0 or terrain[cell] == PORT:
        return 0
    width = state.map.width
    x, y = cell % width, cell // width
    owner = state.owner[ship]
    boarding = state.hits[ship] >= state.LIMIT[state.ship_kind[ship]]
    count = 0
    for other, at in enumerate(state.cell):
        if at < 0 or state.repair[other] or terrain[at] == PORT:
            continue
        if not state.hostile(owner, state.owner[other]):
            continue
        reach = 1 if boarding else state.RANGE[state.ship_kind[other]]
        if abs(at % width - x) > reach or abs(at // width - y) > reach:
            continue
        if clear_line(state, at, cell):
            count += 1
    return count


def expected_hits(state: PiratesState, ship: int) -> float:
    """The hits ``ship`` would take if every ship that can reach it fired once at it."""
    return HIT * attackers(state, ship)


def retake_chance(state: PiratesState, ship: int) -> float:
    """The chance that the ships in boarding range take back ``ship`` (the treasure galleon
    with hits at its limit) in one volley: one hit is enough (7.2)."""
    return 1.0 - (1.0 - HIT) ** attackers(state, ship)
