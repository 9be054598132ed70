"""Capture of Colonies in words: unloading ammunition, a colony's return fire, each seat's
panel and the points held at the end (seed 004 part 2: 2.3 the goal, 3.3 ammunition, 6.2
sinking and capture, 7.1-7.4 colonies; docs/api.md hooks). Nothing is hidden in this game."""

from __future__ import annotations

from seaboard.core.message import Message, SeatRef, msg
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, BreakdownRow, SeatPanel, Stat
from seaboard.games._golitsyn import words
from seaboard.games._golitsyn.state import P_PORTFIRE
from seaboard.games.colonies.moves import PortFire, Unload
from seaboard.games.colonies.state import SEAT_LETTERS, ColoniesState

C = "colonies:"


def describe_move(state: ColoniesState, move: Move) -> Message | None:
    shared = words.describe(state, move, C)
    if shared is not None:
        return shared
    who = SeatRef(state.seat)
    if isinstance(move, Unload):
        index = state.ship_index[move.ship]
        colony = words.port(state, state.map.port_at[state.cell[index]])
        ammo = msg(C + "ammunition", count=move.count)
        return msg(C + "unload", who=who, ship=words.ship(state, index), ammo=ammo, port=colony)
    if isinstance(move, PortFire):
        colony = words.port(state, state.map.port_index(move.port))
        target = words.owned_ship(state, state.ship_index[move.ship])
        return msg(C + "portfire", who=who, port=colony, target=target)
    return None


def decision(state: ColoniesState) -> Message:
    if state.phase == P_PORTFIRE:
        colony = words.port(state, state.pf_port)
        return msg(C + "decide_portfire", port=colony, who=SeatRef(state.pf_seat))
    shared = words.decision(state)
    assert shared is not None
    return shared


def holdings(state: ColoniesState) -> list[tuple[int, int, int]]:
    """(colony, owner, points) of every colony held: the score counts their points, never
    their ammunition (7.3)."""
    return [
        (port, owner, state.points[port])
        for port, owner in enumerate(state.port_owner)
        if owner >= 0
    ]


def seat_panels(state: ColoniesState, perspective: int | None) -> list[SeatPanel]:
    """Points, colonies held, ships afloat, ammunition aboard, ships taken from others."""
    colours = words.seat_colours(state)
    held = holdings(state)
    panels = []
    for seat in range(state.num_players):
        afloat = state.ships_of(seat)
        colonies = [words.port(state, port) for port, owner, _ in held if owner == seat]
        taken = sum(1 for i in afloat if state.ship_ids[i][0] != SEAT_LETTERS[seat])
        stats = [
            Stat(msg(C + "stat_colonies"), len(colonies), "flag"),
            Stat(
                msg(C + "stat_held"),
                msg(C + "listed", items=colonies) if colonies else msg(C + "none"),
            ),
            Stat(msg(C + "stat_afloat"), len(afloat), "ship"),
            Stat(msg(C + "stat_ammo"), sum(state.ammo[i] for i in afloat), None),
            Stat(msg(C + "stat_hits"), sum(state.hits[i] for i in afloat), None),
            Stat(msg(C + "stat_taken"), taken, "ship"),
        ]
        panels.append(
            SeatPanel(
                colour=colours[seat][0],
                colour_name=colours[seat][1],
                score=Stat(msg(C + "stat_points"), state.score(seat), "star"),
                stats=stats,
            )
        )
    return panels


def score_breakdown(state: ColoniesState) -> Breakdown | None:
    """The points of each colony held at the end, by owner (one row of zeros when nobody
    holds one); the rows add up to the scores."""
    outcome = state.outcome()
    if outcome is None:
        return None
    rows = [
        BreakdownRow(
            words.port(state, port),
            [float(points) if owner == seat else 0.0 for seat in range(state.num_players)],
        )
        for port, owner, points in holdings(state)
    ] or [BreakdownRow(msg(C + "row_no_colony"), [0.0] * state.num_players)]
    return Breakdown(msg(C + "unit"), rows, list(outcome.scores))
