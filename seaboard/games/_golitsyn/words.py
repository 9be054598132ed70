"""Golitsyn's games in words: the moves and spins both games share as sentences, what they
changed on the board, the log's groups and the decision of the seat to move (seed 004 part 1
and 2, sections 4-6 and 8; docs/api.md hooks).

Ships go by kind and the id the board prints on them ("galleon g1", "brigantine b3"), cells by
their printed coordinates ("B19"), ports by name and id ("Cadiz (CA)"), seats by name
(``SeatRef``). A move's consequences (ships sunk or taken, colonies freed or taken, the end of
the game) come from playing it on a copy: the words never repeat the rules. Words shared by
both games live in the ``golitsyn`` catalogue; each game adds its own (``game:`` keys).
"""

from __future__ import annotations

from seaboard.core.message import Message, SeatRef, msg
from seaboard.core.move import Move
from seaboard.games._golitsyn import sailing
from seaboard.games._golitsyn.colours import COLOURS
from seaboard.games._golitsyn.grid import DELTAS
from seaboard.games._golitsyn.moves import (
    SPINS,
    Also,
    Declare,
    Done,
    Fire,
    FirstSeat,
    Pass,
    Repair,
    Row,
    Sail,
    SetWind,
    Shoot,
    Spin,
)
from seaboard.games._golitsyn.spinner import CALM, STORM, is_hit
from seaboard.games._golitsyn.state import (
    KIND_NAMES,
    P_AIM,
    P_DECLARE,
    P_FIRE,
    P_FIRST,
    P_OVER,
    P_PORTSPIN,
    P_SAIL,
    P_SPIN,
    P_WIND,
    SHOT_NONE,
    GolitsynState,
)

G = "golitsyn:"
RHUMBS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
COLOUR_NAMES = ("red", "dark_blue", "green", "purple", "orange", "teal", "grey", "yellow", "blue")
"""The names of ``colours.COLOURS``, in its order."""


# -- nouns ------------------------------------------------------------------------------------


def ship(state: GolitsynState, index: int) -> Message:
    """A ship by kind and printed id: "galleon g1"."""
    kind = KIND_NAMES[state.ship_kind[index]]
    return msg(f"{G}ship_{kind}", id=state.ship_ids[index])


def owned_ship(state: GolitsynState, index: int) -> Message:
    """A ship with its owner: "Bob's brigantine b3"."""
    return msg(G + "ship_of", ship=ship(state, index), who=SeatRef(state.owner[index]))


def port(state: GolitsynState, index: int) -> Message:
    info = state.map.ports[index]
    return msg(G + "port", en=info.name, ru=info.name_ru, id=info.id)


def unit(state: GolitsynState, name: str) -> Message:
    """A ship or a port named by its id in the notation."""
    index = state.ship_index.get(name)
    if index is not None:
        return ship(state, index)
    return port(state, state.map.port_index(name))


def cell(state: GolitsynState, where: int) -> str:
    """A cell by the coordinates printed on the map ("B19")."""
    return state.map.names[where]


def rhumb(direction: int) -> Message:
    """A compass direction in words ("north-east")."""
    return msg(f"{G}dir_{RHUMBS[direction]}")


def arrow(result: int) -> Message:
    """What the spinner shows: a rhumb as printed on it ("NE", in Russian "NO"), calm, storm."""
    if result == CALM:
        return msg(G + "calm")
    if result == STORM:
        return msg(G + "storm")
    return msg(f"{G}arrow_{RHUMBS[result]}")


def seat_colours(state: GolitsynState) -> list[tuple[str, Message]]:
    """Each seat's colour as the board draws its ships and colonies (``colours.COLOURS``)."""
    return [
        (COLOURS[seat % len(COLOURS)], msg(f"{G}colour_{COLOUR_NAMES[seat % len(COLOURS)]}"))
        for seat in range(state.num_players)
    ]


# -- what a move changed ----------------------------------------------------------------------


def after(state: GolitsynState, move: Move) -> GolitsynState:
    later = state.copy()
    later.apply(move)
    return later


def consequences(state: GolitsynState, later: GolitsynState, mover: int = -1) -> list[Message]:
    """What changed from ``state`` to ``later`` beyond ``mover``'s own voyage: ships sunk
    (or back in the start corner) and taken, colonies hit, freed and taken."""
    said: list[Message] = []
    starts = set(state.map.start_cells)
    for index, (was, now) in enumerate(zip(state.cell, later.cell, strict=True)):
        if was < 0:
            continue
        if now < 0:
            said.append(msg(G + "sinks", ship=ship(state, index)))
        elif index != mover and now != was and now in starts and was not in starts:
            said.append(msg(G + "sinks_returns", ship=ship(state, index)))
        elif later.owner[index] != state.owner[index]:
            said.append(msg(G + "taken", ship=ship(state, index), who=SeatRef(later.owner[index])))
    for index in range(len(state.map.ports)):
        said.extend(_port_change(state, later, index))
    return said


def _port_change(state: GolitsynState, later: GolitsynState, index: int) -> list[Message]:
    here = port(state, index)
    owner, points = later.port_owner[index], later.points[index]
    if owner != state.port_owner[index]:
        if owner >= 0:
            return [msg(G + "colony_taken", port=here, who=SeatRef(owner))]
        return [msg(G + "colony_free", port=here)]
    if later.port_ammo[index] < state.port_ammo[index]:
        return [msg(G + "colony_ammo_lost", port=here)]
    if points < state.points[index]:
        return [msg(G + "colony_points", port=here, left=msg(G + "points", count=points))]
    if points > state.points[index]:
        return [msg(G + "colony_restored", port=here)]
    return []


def with_consequences(
    sentence: Message, state: GolitsynState, later: GolitsynState, reasons: str, mover: int = -1
) -> Message:
    """``sentence``; then what the move changed ("...; galleon g1 sinks") and, if the game
    ended, how (the game's ``reason_`` sentence; ``reasons`` is its catalogue domain)."""
    said = consequences(state, later, mover)
    return _ended(
        msg(G + "and_then", sentence=sentence, then=said) if said else sentence,
        state,
        later,
        reasons,
    )


def _ended(sentence: Message, state: GolitsynState, later: GolitsynState, reasons: str) -> Message:
    if later.phase != P_OVER or state.phase == P_OVER:
        return sentence
    return msg(G + "ended", sentence=sentence, reason=msg(f"{reasons}reason_{later.end_reason}"))


# -- moves ------------------------------------------------------------------------------------


def describe(state: GolitsynState, move: Move, reasons: str) -> Message | None:
    """A shared move or spin as a sentence (None for a game's own moves); ``reasons`` is the
    game's catalogue domain with its colon, where the end reasons are."""
    seat = SeatRef(state.seat)
    if isinstance(move, Spin):
        return _spin(state, move.result, reasons)
    if isinstance(move, Sail | Row):
        return _voyage(state, move, reasons)
    if isinstance(move, Declare):
        return msg(G + "declare", who=seat)
    if isinstance(move, Shoot):
        return msg(
            G + "shoot", who=seat, target=unit(state, move.target), by=unit(state, move.unit)
        )
    if isinstance(move, Also):
        return msg(G + "also", by=unit(state, move.unit), target=unit(state, state.target))
    if isinstance(move, Fire):
        spins = msg(G + "spins", count=len(state.volley))
        return msg(G + "fire", who=seat, target=unit(state, state.target), spins=spins)
    if isinstance(move, Done | Pass):
        said = msg(G + ("done" if isinstance(move, Done) else "pass"), who=seat)
        return with_consequences(said, state, after(state, move), reasons)
    if isinstance(move, Repair):
        return _repair(state, move)
    if isinstance(move, SetWind):
        return msg(G + "first_wind", arrow=arrow(move.direction))
    if isinstance(move, FirstSeat):
        return msg(G + "first_seat", who=SeatRef(move.seat))
    return None


def _repair(state: GolitsynState, move: Repair) -> Message:
    """Seed 6.5: the ship skips a turn per hit (option ``repair_one_turn``: one), this one
    the first."""
    index = state.ship_index[move.ship]
    turns = msg(G + "turns", count=after(state, move).repair[index])
    here = port(state, state.map.port_at[state.cell[index]])
    return msg(G + "repair", ship=owned_ship(state, index), port=here, turns=turns)


def _voyage(state: GolitsynState, move: Sail | Row, reasons: str) -> Message:
    index = state.ship_index[move.ship]
    start = state.cell[index]
    cells = move.cells if isinstance(move, Sail) else 1
    x, y = state.map.xy(start)
    dx, dy = DELTAS[move.direction]
    aim = state.map.cell_at(x + dx * cells, y + dy * cells)
    later = after(state, move)
    end = later.cell[index]
    sentence = msg(
        G + ("row" if isinstance(move, Row) else "sail"),
        ship=owned_ship(state, index),
        dir=rhumb(move.direction),
        src=cell(state, start),
        dst=cell(state, aim),
    )
    if end >= 0 and end != aim and later.owner[index] == state.owner[index]:
        # Carried on by a current, or sunk (a Colonies ship starts again in the corner).
        back = end in state.map.start_cells and aim not in state.map.start_cells
        fate = (
            msg(G + "sinks_returns", ship=ship(state, index))
            if back
            else msg(G + "current", dst=cell(state, end))
        )
        sentence = msg(G + "and_then", sentence=sentence, then=[fate])
    return with_consequences(sentence, state, later, reasons, index)


def _spin(state: GolitsynState, result: int, reasons: str) -> Message:
    later = after(state, SPINS[result])
    shown = arrow(result)
    phase = state.phase
    if phase == P_SPIN:
        if result == STORM:
            sentence = msg(G + "spin_storm", who=SeatRef(state.seat))
        elif result == CALM:
            rowing = state.ROW_IN_CALM and bool(sailing.rowing_ships(state))
            sentence = msg(G + ("spin_calm_row" if rowing else "spin_calm"))
        else:
            sentence = msg(G + "spin_wind", arrow=shown, dir=rhumb(later.downwind()))
        return with_consequences(sentence, state, later, reasons)
    if phase in (P_FIRE, P_PORTSPIN):
        shooter = state.volley[0] if phase == P_FIRE else state.volley[-1]
        key = "spin_hit" if is_hit(result) else "spin_miss"
        sentence = msg(G + key, by=unit(state, shooter), arrow=shown)
        return with_consequences(sentence, state, later, reasons)
    return msg(G + "spin", arrow=shown)


def log_group(state: GolitsynState, move: Move) -> Message | None:
    """The spins of one volley group under "Alice fires at galleon g1"."""
    if isinstance(move, Spin) and state.phase in (P_FIRE, P_PORTSPIN) and state.target:
        return msg(G + "group_volley", who=SeatRef(state.seat), target=unit(state, state.target))
    return None


# -- the decision -----------------------------------------------------------------------------


def decision(state: GolitsynState) -> Message | None:
    """The shared phases' decision (None for a game's own phases)."""
    phase = state.phase
    seat = state.seat
    if phase in (P_WIND, P_FIRST):
        return msg(G + "decide_setup")
    if phase in (P_SPIN, P_FIRE, P_PORTSPIN):
        return msg(G + "decide_spin", who=SeatRef(seat))
    if phase == P_DECLARE:
        afloat = len(state.ships_of(seat))
        if state.shot != SHOT_NONE:
            return msg(G + ("decide_after_volley" if afloat else "decide_volley_over"))
        if not afloat:
            can_shoot = len(state.legal_moves()) > 1  # a Colonies owner's colonies (7.2)
            return msg(G + ("decide_no_ship_shoot" if can_shoot else "decide_no_ship"))
        key = "decide_declare_repair" if state.repair_moves() else "decide_declare"
        return msg(G + key, ships=msg(G + "ships", count=afloat))
    if phase == P_AIM:
        return msg(
            G + "decide_aim",
            target=unit(state, state.target),
            shots=msg(G + "shots", count=len(state.volley)),
        )
    if phase == P_SAIL:
        plain = _sail_decision(state)
        if state.may_shoot() and any(isinstance(m, Shoot) for m in state.legal_moves()):
            return msg(G + "also_volley", decision=plain)  # option shoot_and_move (6.4)
        return plain
    if phase == P_OVER:
        return msg(G + "decide_over")
    return None


def _sail_decision(state: GolitsynState) -> Message:
    """Sail with the wind, row in a calm (Pirates 4.1), or end the turn."""
    if state.last_spin == CALM:
        rowers = sailing.rowing_ships(state) if state.ROW_IN_CALM else []
        if not rowers:
            rowed = any(state.acted[i] & 1 for i in state.ships_of(state.seat))
            # with nobody to row, only a volley may follow (option shoot_and_move)
            return msg(G + ("decide_end_turn" if rowed else "decide_calm"))
        return msg(G + "decide_row", ships=msg(G + "ships", count=len(rowers)))
    waiting = [i for i in state.ships_of(state.seat) if state.can_act(i) and not state.acted[i] & 1]
    if not waiting:
        return msg(G + "decide_end_turn")
    ships = msg(G + "ships", count=len(waiting))
    return msg(G + "decide_sail", dir=rhumb(state.downwind()), ships=ships)
