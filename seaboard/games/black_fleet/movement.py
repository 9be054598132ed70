"""Ship movement (seed 001, "Использовать корабли"; RULINGS.md, Black Fleet).

Ships move one area at a time, by sea only. A ship may pass through areas holding its
owner's other ship or a navy ship being moved this turn, never through others, and no two
ships end in one area; so a step into such an area (or onto an island, with Tidal Wave or the
Navigation Chart) is legal only if the ship can still reach a free sea area with the steps
it has left. Each movement is finished before another ship's movement begins: the first step
of another ship ends the movement of the ship that was moving.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.games.black_fleet.components import ISLAND, SEA
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, SHIP_NAMES, act

if TYPE_CHECKING:
    from seaboard.core.move import Move
    from seaboard.games.black_fleet.state import BlackFleetState

LARGER_SAILS = 12
NAVIGATION_CHART = 16
PIRATE_HIDEOUT = 23


def occupancy(st: BlackFleetState, skip: tuple[int, int] = (-9, -9)) -> dict[int, tuple[int, int]]:
    """Area -> (owner seat, ship slot) of every ship on the board (navy owner -1), except
    the ship ``skip`` = (owner, slot)."""
    occ: dict[int, tuple[int, int]] = {}
    for s, area in enumerate(st.mpos):
        if area >= 0:
            occ[area] = (s, MERCHANT)
    for s, area in enumerate(st.ppos):
        if area >= 0:
            occ[area] = (s, PIRATE)
    occ[st.navy[0]] = (-1, 2)
    occ[st.navy[1]] = (-1, 3)
    owner, slot = skip
    if slot >= 0:
        area = st.navy[slot - 2] if owner == -1 else (st.mpos, st.ppos)[slot][owner]
        if occ.get(area) == skip:
            del occ[area]
            for s, a in enumerate(st.mpos):  # a ship it shares the area with
                if a == area and (s, MERCHANT) != skip:
                    occ[a] = (s, MERCHANT)
            for s, a in enumerate(st.ppos):
                if a == area and (s, PIRATE) != skip:
                    occ[a] = (s, PIRATE)
            for c in (0, 1):
                if st.navy[c] == area and (-1, 2 + c) != skip:
                    occ[area] = (-1, 2 + c)
    return occ


def allowance(st: BlackFleetState, slot: int) -> int:
    """How many steps ``slot`` (of the seat to move) may take this turn in all."""
    t = st.t
    if slot >= 2 and not t.ctrl[slot - 2]:
        return 0
    base = t.brz[slot] if t.brz[slot] >= 0 else t.val[slot]
    total = base + t.bonus[slot] + t.fresh
    if st.has(st.seat, LARGER_SAILS):
        total += 1
    return min(total, t.cap[slot])


def remaining(st: BlackFleetState, slot: int) -> int:
    return allowance(st, slot) - st.t.used[slot]


def crosses_islands(st: BlackFleetState, slot: int) -> bool:
    """Tidal Wave (the player's merchant and pirate) or the Navigation Chart (one ship)."""
    t = st.t
    if t.tidal and slot < 2:
        return True
    return st.has(st.seat, NAVIGATION_CHART) and t.chart in (-1, slot)


def _passable(owner: int, mover: int, ctrl: list[int], occupant: tuple[int, int]) -> bool:
    who, slot = occupant
    if who == -1:
        return bool(ctrl[slot - 2]) and owner == mover
    return who == owner and slot < 2


def _can_settle(
    st: BlackFleetState,
    start: int,
    steps: int,
    occ: dict[int, tuple[int, int]],
    owner: int,
    islands: bool,
    lairs: tuple[int, ...],
) -> bool:
    """Whether a ship standing on ``start`` can reach a free sea area in ``steps`` steps."""
    kind = st.comp.kind
    adj = st.comp.adj
    ctrl = st.t.ctrl
    frontier = [start]
    seen = {start}
    for _ in range(steps):
        nxt = []
        for a in frontier:
            for b in (*adj[a], *lairs):
                if b in seen:
                    continue
                seen.add(b)
                k = kind[b]
                if k != SEA and not (k == ISLAND and islands):
                    continue
                occupant = occ.get(b)
                if occupant is None and k == SEA:
                    return True
                if occupant is not None and not _passable(owner, st.seat, ctrl, occupant):
                    continue
                nxt.append(b)
        frontier = nxt
    return False


def free_end(st: BlackFleetState, area: int, occ: dict[int, tuple[int, int]]) -> bool:
    return st.comp.kind[area] == SEA and area not in occ


def step_targets(
    st: BlackFleetState, owner: int, slot: int, steps_left: int, islands: bool, lairs: bool
) -> list[int]:
    """Areas the ship (owner, slot) may step into now with ``steps_left`` steps left."""
    if steps_left <= 0:
        return []
    here = st.ship_area(owner, slot)
    if here < 0:
        return []
    skip = (owner, slot) if slot < 2 else (-1, slot)
    occ = occupancy(st, skip)
    comp = st.comp
    lair_areas = tuple(x for x in comp.lairs if x != here) if lairs else ()
    ctrl = st.t.ctrl
    mover = st.seat
    result = []
    for b in (*comp.adj[here], *lair_areas):
        if b in result:
            continue
        k = comp.kind[b]
        if k != SEA and not (k == ISLAND and islands):
            continue
        occupant = occ.get(b)
        if occupant is None and k == SEA:
            result.append(b)
            continue
        if occupant is not None and not _passable(owner, mover, ctrl, occupant):
            continue
        if _can_settle(st, b, steps_left - 1, occ, owner, islands, lair_areas):
            result.append(b)
    return result


def current_settled(st: BlackFleetState) -> bool:
    """Whether the ship that is moving (if any) stands alone on a sea area."""
    cur = st.t.cur
    if cur < 0:
        return True
    area = st.ship_area(st.seat, cur)
    if area < 0:
        return True
    occ = occupancy(st, (st.seat, cur) if cur < 2 else (-1, cur))
    return free_end(st, area, occ)


def step_moves(st: BlackFleetState) -> list[Move]:
    """``move <ship> <area>`` for every ship of the seat to move that may step now."""
    t = st.t
    settled = current_settled(st)
    moves: list[Move] = []
    hideout = st.has(st.seat, PIRATE_HIDEOUT)
    for slot in range(4):
        if t.done[slot] or (not settled and slot != t.cur):
            continue
        if slot >= 2 and not t.ctrl[slot - 2]:
            continue
        left = remaining(st, slot)
        if left <= 0 or st.ship_area(st.seat, slot) < 0:
            continue
        islands = crosses_islands(st, slot)
        for b in step_targets(st, st.seat, slot, left, islands, hideout and slot == PIRATE):
            moves.append(act("move", SHIP_NAMES[slot], b))
    return moves


def apply_step(st: BlackFleetState, slot: int, area: int) -> None:
    t = st.t
    if t.cur >= 0 and t.cur != slot:
        t.done[t.cur] = 1
    t.cur = slot
    t.used[slot] += 1
    if st.comp.kind[area] == ISLAND and not (t.tidal and slot < 2):
        t.chart = slot
    s = st.seat
    if slot == MERCHANT:
        st.mpos[s] = area
    elif slot == PIRATE:
        st.ppos[s] = area
    else:
        st.navy[slot - 2] = area


# -- Lucky Wind: up to two steps of an opponent's merchant or pirate, no action -------------


def lucky_moves(st: BlackFleetState) -> list[Move]:
    owner, slot, left = st.t.lucky
    moves: list[Move] = [act("lucky", b) for b in step_targets(st, owner, slot, left, False, False)]
    area = st.ship_area(owner, slot)
    if free_end(st, area, occupancy(st, (owner, slot))):
        moves.append(act("stop"))
    return moves


def apply_lucky(st: BlackFleetState, area: int) -> None:
    owner, slot, left = st.t.lucky
    if slot == MERCHANT:
        st.mpos[owner] = area
    else:
        st.ppos[owner] = area
    st.t.lucky = [owner, slot, left - 1]
