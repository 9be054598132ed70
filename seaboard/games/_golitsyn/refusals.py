"""Why a move is refused, in words a player can act on (``GolitsynState.illegal_reason``).

Seed 004 part 1 and 2: 4.1-4.4 (sailing, rowing, the speeds), 6.1-6.6 (shooting, volleys; 6.4
with option ``shoot_and_move``), 6.5 (repair, option ``repair``); RULINGS "Golitsyn".
"""

from __future__ import annotations

from seaboard.core.move import Move
from seaboard.games._golitsyn import shooting
from seaboard.games._golitsyn.grid import speed
from seaboard.games._golitsyn.moves import Also, Declare, Done, Fire, Pass, Repair, Row, Sail, Shoot
from seaboard.games._golitsyn.spinner import CALM
from seaboard.games._golitsyn.state import (
    BRIGANTINE,
    P_AIM,
    P_DECLARE,
    P_SAIL,
    PHASE_NAMES,
    SHOT_NONE,
    GolitsynState,
)


def refusal(state: GolitsynState, move: Move) -> str:
    """Why ``move``, not among the legal moves of a seat's decision, is refused."""
    phase = PHASE_NAMES[state.phase]
    if isinstance(move, Sail | Row):
        ship = state.ship_index.get(move.ship)
        if ship is None:
            return f"there is no ship '{move.ship}'"
        if state.phase != P_SAIL:
            return f"ships sail after 'move' and a spin (now: {phase})"
        if state.cell[ship] < 0 or state.owner[ship] != state.seat:
            return f"{move.ship} is not one of your ships afloat"
        if state.acted[ship] & 1:
            return f"{move.ship} has already moved this turn"
        if state.repair[ship]:
            return f"{move.ship} is under repair for {state.repair[ship]} more turn(s)"
        if isinstance(move, Row):
            if state.ship_kind[ship] != BRIGANTINE:
                return f"only brigantines row (4.1): {move.ship} does not"
            if state.last_spin != CALM:
                return "brigantines row only in a calm (4.1); with a wind, sail"
        if isinstance(move, Sail) and state.last_spin == CALM:
            return "calm: sailing ships do not move"
        if isinstance(move, Sail):
            if move.cells < 1:
                return f"a ship sails 1 cell or more; to leave {move.ship} where it is, say 'done'"
            most = speed(move.direction, state.downwind())
            if move.cells > most:
                return f"with this wind a ship sails at most {most} cell(s) that way"
        return "the way is blocked: land, the map's edge, a ship or someone else's port"
    if isinstance(move, Repair):
        return _repair(state, move)
    if isinstance(move, Shoot):
        if state.shot != SHOT_NONE:
            return "one volley a turn (6.4): this turn's volley is already declared"
        if state.phase == P_SAIL and not state.options.shoot_and_move:
            return (
                "a turn is a move or a shot: shooting is declared at the start of the turn"
                " (option shoot_and_move allows a volley after the spin for the wind, 6.4)"
            )
        if state.phase not in (P_DECLARE, P_SAIL):
            return f"shooting is declared at the start of a turn (now: {phase})"
        return (
            f"cannot fire at '{move.target}' with {move.unit}: out of range,"
            " the line of fire is blocked, or a port is involved"
        )
    if isinstance(move, Fire) or (isinstance(move, Also) and state.phase != P_AIM):
        return f"'{move}' follows 'shoot TARGET UNIT' (now: {phase})"
    if isinstance(move, Also):
        if len(state.volley) >= shooting.MAX_VOLLEY:
            return f"a volley has at most {shooting.MAX_VOLLEY} units"
        return (
            f"{move.unit} cannot join the volley at {state.target}: not yours, out of range,"
            " the line of fire is blocked, already named, or before the last unit named"
            " (name units in order: ships by number, then colonies)"
        )
    if isinstance(move, Declare | Done | Pass):
        return f"'{move}' is not possible now (phase: {phase})"
    return f"'{move}' is not a legal move now (phase: {phase})"


def _repair(state: GolitsynState, move: Repair) -> str:
    """Why ``repair SHIP`` is refused (seed 6.5, option ``repair``)."""
    ship = state.ship_index.get(move.ship)
    if ship is None:
        return f"there is no ship '{move.ship}'"
    if state.options.repair != "choice":
        return (
            "repairs start by themselves in this game (option repair=automatic): a damaged"
            " ship that ends its owner's turn in a repair port is repaired"
        )
    if state.phase != P_DECLARE or state.shot != SHOT_NONE:
        return (
            "a repair is ordered at the start of a turn, before 'move' or a shot"
            f" (now: {PHASE_NAMES[state.phase]})"
        )
    if state.cell[ship] < 0 or state.owner[ship] != state.seat:
        return f"{move.ship} is not one of your ships afloat"
    if state.repair[ship]:
        return f"{move.ship} is under repair for {state.repair[ship]} more turn(s)"
    if not state.hits[ship]:
        return f"{move.ship} has no damage to repair"
    return (
        f"{move.ship} is not in a port where it can be repaired (6.5: Spanish ports with"
        " houses, pirate bases, a Colonies player's own colonies)"
    )
