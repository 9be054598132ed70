"""Pirates in words: the secret treasure galleon and its transfers, the Spaniards' decision,
each seat's panel and the end by side (seed 004 part 1: 1.1-1.2 sides, 3.3 the secret, 6.2
hits, 6.5 repairs, 7.1-7.3 the treasure galleon; docs/api.md hooks).

A pirate (or a spectator) never reads which galleon carries the treasure before it is taken
or delivered: the choice reads "The Spaniards choose the treasure galleon in secret" and a
transfer "Alice transfers the treasure between galleon g1 and galleon g2, or feigns it".
"""

from __future__ import annotations

from seaboard.core.message import Message, SeatRef, msg
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, BreakdownRow, SeatPanel, Stat
from seaboard.games._golitsyn import words
from seaboard.games._golitsyn.state import P_SECRET
from seaboard.games.pirates.moves import Transfer, Treasure
from seaboard.games.pirates.state import SIDE_NAMES, SPANISH, PiratesState

P = "pirates:"


def describe_move(state: PiratesState, move: Move) -> Message | None:
    shared = words.describe(state, move, P)
    if shared is not None:
        return shared
    who = SeatRef(state.seat)
    if isinstance(move, Treasure):
        return msg(P + "treasure", who=who, ship=_named(state, move.ship))
    if isinstance(move, Transfer):
        a, b = _named(state, move.source), _named(state, move.dest)
        return msg(P + ("feint" if move.feint else "transfer"), who=who, a=a, b=b)
    return None


def _named(state: PiratesState, ship: str) -> Message:
    return words.ship(state, state.ship_index[ship])


def describe_hidden(state: PiratesState, move: Move, perspective: int | None) -> Message | None:
    """The secret as a seat that may not know it reads it."""
    if state.knows_treasure(perspective):
        return None
    if isinstance(move, Treasure):
        return msg(P + "treasure_hidden")
    if isinstance(move, Transfer):
        a, b = sorted((state.ship_index[move.source], state.ship_index[move.dest]))
        return msg(
            P + "transfer_hidden",
            who=SeatRef(state.seat),
            a=words.ship(state, a),
            b=words.ship(state, b),
        )
    return None


def decision(state: PiratesState) -> Message:
    if state.phase == P_SECRET:
        return msg(P + "decide_treasure")
    shared = words.decision(state)
    assert shared is not None
    return shared


def side(state: PiratesState, seat: int) -> Message:
    return msg(f"{P}side_{SIDE_NAMES[state.side(seat)]}")


def seat_panels(state: PiratesState, perspective: int | None) -> list[SeatPanel]:
    """Side, ships afloat, sunk and taken, damage; the treasure galleon for those who know."""
    start = PiratesState(state.num_players, state.options, state.map)
    colours = words.seat_colours(state)
    over = state.outcome() is not None
    panels = []
    for seat in range(state.num_players):
        afloat = state.ships_of(seat)
        mine = [i for i, owner in enumerate(start.owner) if owner == seat]
        sunk = sum(1 for i in mine if state.cell[i] < 0)
        lost = sum(1 for i in mine if state.cell[i] >= 0 and state.hostile(seat, state.owner[i]))
        taken = sum(1 for i in afloat if state.hostile(seat, start.owner[i]))
        stats = [
            Stat(msg(P + "stat_side"), side(state, seat), "flag"),
            Stat(msg(P + "stat_sunk"), sunk, "ship"),
            Stat(msg(P + "stat_lost"), lost, "ship"),
            Stat(msg(P + "stat_taken"), taken, "ship"),
            Stat(msg(P + "stat_hits"), sum(state.hits[i] for i in afloat), None),
        ]
        if state.side(seat) == SPANISH and state.treasure >= 0 and not state.revealed:
            maybe = [words.ship(state, state.ship_index[name]) for name in state.candidate_ids()]
            stats.append(Stat(msg(P + "stat_candidates"), msg(P + "listed", items=maybe), "star"))
        private: list[Stat] = []
        knows = state.knows_treasure(perspective) or over
        if state.treasure >= 0 and knows and (seat == perspective or over):
            holder = words.owned_ship(state, state.treasure)
            private.append(Stat(msg(P + "stat_treasure"), holder, "star"))
        panels.append(
            SeatPanel(
                colour=colours[seat][0],
                colour_name=colours[seat][1],
                score=Stat(msg(P + "stat_afloat"), len(afloat), "ship"),
                stats=stats,
                private=private,
            )
        )
    return panels


def score_breakdown(state: PiratesState) -> Breakdown | None:
    """A win is a side's: a row per side, holding its seats' final scores (zeros for the
    side that did not win, and for both in a draw)."""
    outcome = state.outcome()
    if outcome is None:
        return None
    seats = range(state.num_players)
    rows = [
        BreakdownRow(
            msg(f"{P}row_{name}"),
            [outcome.scores[s] if state.side(s) == index else 0.0 for s in seats],
        )
        for index, name in enumerate(SIDE_NAMES)
    ]
    return Breakdown(msg(P + "unit"), rows, list(outcome.scores))
