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

from seaboard.games.black_fleet import rewards as r
from seaboard.games.black_fleet.components import ISLAND, SEA, Components
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, SHIP_NAMES, Act, act

if TYPE_CHECKING:
    from seaboard.core.move import Move
    from seaboard.games.black_fleet.state import BlackFleetState

LARGER_SAILS = 12
NAVIGATION_CHART = 16
PIRATE_HIDEOUT = 23


def _board(st: BlackFleetState) -> tuple[dict[int, tuple[int, int]], bool]:
    """Area -> (owner seat, ship slot) of every ship on the board (navy owner -1), and whether
    every ship stands on its own area (so removing one ship just removes its key)."""
    occ: dict[int, tuple[int, int]] = {}
    ships = 2
    for s, area in enumerate(st.mpos):
        if area >= 0:
            occ[area] = (s, MERCHANT)
            ships += 1
    for s, area in enumerate(st.ppos):
        if area >= 0:
            occ[area] = (s, PIRATE)
            ships += 1
    navy = st.navy
    occ[navy[0]] = (-1, 2)
    occ[navy[1]] = (-1, 3)
    return occ, len(occ) == ships


def occupancy(st: BlackFleetState, skip: tuple[int, int] = (-9, -9)) -> dict[int, tuple[int, int]]:
    """Area -> (owner seat, ship slot) of every ship on the board (navy owner -1), except
    the ship ``skip`` = (owner, slot)."""
    occ, distinct = _board(st)
    owner, slot = skip
    if slot < 0:
        return occ
    area = st.navy[slot - 2] if owner == -1 else (st.mpos, st.ppos)[slot][owner]
    if distinct:
        if occ.get(area) == skip:
            del occ[area]
        return occ
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


def _without(
    st: BlackFleetState,
    board: tuple[dict[int, tuple[int, int]], bool],
    owner: int,
    slot: int,
) -> dict[int, tuple[int, int]]:
    """``occupancy(st, skip)`` for the ship (owner, slot), from the board built once."""
    occ, distinct = board
    if not distinct:
        return occupancy(st, (owner, slot) if slot < 2 else (-1, slot))
    occ = dict(occ)
    area = st.ship_area(owner, slot)
    if area in occ:
        del occ[area]
    return occ


def allowance(st: BlackFleetState, slot: int) -> int:
    """How many steps ``slot`` (of the seat to move) may take this turn in all."""
    t = st.t
    if slot >= 2 and not t.ctrl[slot - 2]:
        return 0
    base = t.brz[slot] if t.brz[slot] >= 0 else t.val[slot]
    total = base + t.bonus[slot] + t.fresh
    if st.has(st.seat, LARGER_SAILS):
        total += r.LARGER_SAILS_STEPS
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
    st: BlackFleetState,
    owner: int,
    slot: int,
    steps_left: int,
    islands: bool,
    lairs: bool,
    occ: dict[int, tuple[int, int]] | None = None,
) -> list[int]:
    """Areas the ship (owner, slot) may step into now with ``steps_left`` steps left
    (``occ``: the occupancy without this ship, when the caller has it)."""
    if steps_left <= 0:
        return []
    here = st.ship_area(owner, slot)
    if here < 0:
        return []
    if occ is None:
        occ = occupancy(st, (owner, slot) if slot < 2 else (-1, slot))
    comp = st.comp
    ctrl = st.t.ctrl
    mover = st.seat
    result = []
    if not islands and not lairs:  # the usual case: sea neighbours only
        sea = comp.sea_adj[here]
        if occ.keys().isdisjoint(sea):
            return list(sea)
        for b in sea:
            occupant = occ.get(b)
            if occupant is None or (
                _passable(owner, mover, ctrl, occupant)
                and _can_settle(st, b, steps_left - 1, occ, owner, False, ())
            ):
                result.append(b)
        return result
    lair_areas = tuple(x for x in comp.lairs if x != here) if lairs else ()
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


def _settled(st: BlackFleetState, board: tuple[dict[int, tuple[int, int]], bool]) -> bool:
    cur = st.t.cur
    if cur < 0:
        return True
    area = st.ship_area(st.seat, cur)
    if area < 0:
        return True
    if board[1]:  # every ship alone in its area
        return st.comp.kind[area] == SEA
    return free_end(st, area, _without(st, board, st.seat, cur))


def current_settled(st: BlackFleetState) -> bool:
    """Whether the ship that is moving (if any) stands alone on a sea area."""
    return _settled(st, _board(st))


_MOVE_TABLES: dict[int, tuple[list[list[Act]], list[list[list[Act]]]]] = {}


def _move_tables(comp: Components) -> tuple[list[list[Act]], list[list[list[Act]]]]:
    """The shared ``move <ship> <area>`` objects by ship and area, and by ship and starting
    area the moves to all of its sea neighbours (list lookups on the hot path)."""
    tables = _MOVE_TABLES.get(id(comp))
    if tables is None:
        by_area = [
            [act("move", SHIP_NAMES[slot], a) for a in range(comp.num_areas)] for slot in range(4)
        ]
        to_sea = [
            [[row[b] for b in comp.sea_adj[a]] for a in range(comp.num_areas)] for row in by_area
        ]
        _MOVE_TABLES[id(comp)] = tables = (by_area, to_sea)
    return tables


def step_moves(
    st: BlackFleetState, board: tuple[dict[int, tuple[int, int]], bool] | None = None
) -> tuple[list[Move], bool]:
    """``move <ship> <area>`` for every ship of the seat to move that may step now, and
    whether the ship that is moving (if any) stands alone on a sea area."""
    if board is None:
        board = _board(st)
    t = st.t
    settled = _settled(st, board)
    moves: list[Move] = []
    seat = st.seat
    owned = st.owned[seat]
    hideout = bool(owned >> PIRATE_HIDEOUT & 1)
    sails = r.LARGER_SAILS_STEPS if owned >> LARGER_SAILS & 1 else 0
    has_chart = bool(owned >> NAVIGATION_CHART & 1)
    done = t.done
    ctrl = t.ctrl
    cur = t.cur
    tables, to_sea = _move_tables(st.comp)
    full, distinct = board
    sea_adj = st.comp.sea_adj
    for slot in range(4):
        if done[slot] or (not settled and slot != cur):
            continue
        if slot >= 2:
            if not ctrl[slot - 2]:
                continue
            here = st.navy[slot - 2]
        else:
            here = st.mpos[seat] if slot == MERCHANT else st.ppos[seat]
            if here < 0:
                continue
        base = t.brz[slot] if t.brz[slot] >= 0 else t.val[slot]
        left = min(base + t.bonus[slot] + t.fresh + sails, t.cap[slot]) - t.used[slot]
        if left <= 0:
            continue
        islands = bool(t.tidal and slot < 2) or (has_chart and t.chart in (-1, slot))
        lairs = hideout and slot == PIRATE
        table = tables[slot]
        if distinct and not islands and not lairs:
            sea = sea_adj[here]
            if full.keys().isdisjoint(sea):  # every sea neighbour is free: the usual case
                moves.extend(to_sea[slot][here])
                continue
        occ = _without(st, board, seat, slot)
        targets = step_targets(st, seat, slot, left, islands, lairs, occ)
        moves.extend([table[b] for b in targets])
    return moves, settled


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
    occ = occupancy(st, (owner, slot))
    targets = step_targets(st, owner, slot, left, False, False, occ)
    moves: list[Move] = [act("lucky", b) for b in targets]
    if free_end(st, st.ship_area(owner, slot), occ):
        moves.append(act("stop"))
    return moves


def apply_lucky(st: BlackFleetState, area: int) -> None:
    owner, slot, left = st.t.lucky
    if slot == MERCHANT:
        st.mpos[owner] = area
    else:
        st.ppos[owner] = area
    st.t.lucky = [owner, slot, left - 1]
