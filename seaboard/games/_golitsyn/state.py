"""The shared state and turn of Golitsyn's games: phases, sailing turns, shooting turns, ends.

Seed 004 part 1 sections 1, 4-6 and part 2 sections 1, 4-6; RULINGS "Golitsyn" and
"All games". A turn: the seat declares ``move`` (or ``shoot``) and spins; after a wind it sails
its ships one at a time and ends with ``done``; a calm lets Pirates' brigantines row; a storm
drifts its ships at once and ends the turn; a shot is declared unit by unit in the ``aim``
phase (``shoot``, ``also``, ``fire``: seed 6.4) and spins once per firing unit. The two games
subclass ``GolitsynState`` and supply their goals through the hook methods at the bottom.

Two options read seed 6.4-6.5 more literally. ``shoot_and_move`` (6.4, "стрелять можно как до
хода корабля, так и после"): one volley a turn may come before ``move`` (the seat then moves or
ends the turn with ``done``) or after the spin for the wind (it then ends the turn); the wind's
spin is one per turn, the shots' one per firing unit (1.4, 6.3). ``repair`` (6.5, "могут
чиниться"): ``choice`` (the default) lets the seat start a damaged ship's repair with ``repair
SHIP`` at the start of a turn; ``automatic`` starts it whenever such a ship ends its owner's
turn in a repair port.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar, Final

from seaboard.core.move import Move
from seaboard.core.outcome import Outcome
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.games._golitsyn import sailing, shooting
from seaboard.games._golitsyn.grid import opposite
from seaboard.games._golitsyn.maps import PORT, GameMap
from seaboard.games._golitsyn.moves import (
    DECLARE,
    DONE,
    PASS,
    SPINS,
    WINDS,
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
from seaboard.games._golitsyn.spinner import CALM, STORM, is_hit, sample_spin, spin_weights

# Phases of a turn.
P_WIND: Final = 0
P_FIRST: Final = 1
P_SECRET: Final = 2
P_DECLARE: Final = 3
P_AIM: Final = 4
P_SPIN: Final = 5
P_SAIL: Final = 6
P_FIRE: Final = 7
P_PORTFIRE: Final = 8
P_PORTSPIN: Final = 9
P_OVER: Final = 10
PHASE_NAMES: Final = (
    "setup-wind",
    "setup-first",
    "setup-treasure",
    "declare",
    "aim",
    "spin",
    "sail",
    "fire",
    "port-fire",
    "port-spin",
    "over",
)
CHANCE_PHASES: Final = frozenset((P_WIND, P_FIRST, P_SPIN, P_FIRE, P_PORTSPIN))

# Where this turn's volley stands (option ``shoot_and_move``, seed 6.4).
SHOT_NONE: Final = 0
SHOT_BEFORE: Final = 1
"""The volley came (or is coming) before the spin for the wind: ``move`` or ``done`` follow."""
SHOT_AFTER: Final = 2
"""The volley came after the spin for the wind: it ends the turn."""

# How a port stands to a seat's ship (seed 5.3: no entering or passing others' ports).
OWN: Final = 0
FREE: Final = 1
ENEMY: Final = 2

# Ship kinds.
GALLEON: Final = 0
BRIGANTINE: Final = 1
SHIP: Final = 2
KIND_NAMES: Final = ("galleon", "brigantine", "ship")


class GolitsynState(State):
    """Ships on a grid map, the spinner and the turn; games add goals through hooks."""

    __slots__ = (
        "acted",
        "ammo",
        "cell",
        "end_reason",
        "hits",
        "idle",
        "last_spin",
        "map",
        "occ",
        "owner",
        "pf_port",
        "pf_seat",
        "phase",
        "points",
        "port_ammo",
        "port_owner",
        "repair",
        "sail_table",
        "seat",
        "ship_ids",
        "ship_index",
        "ship_kind",
        "shot",
        "stormed",
        "target",
        "turns",
        "volley",
        "wind",
        "winners",
    )

    LIMIT: ClassVar[tuple[int, int, int]] = (3, 2, 3)
    """Hits that sink (or capture) a galleon, a brigantine, a Colonies ship (seed 6.2)."""
    RANGE: ClassVar[tuple[int, int, int]] = (2, 1, 2)
    """Shooting range by kind (seed 6.1)."""
    PORT_RANGE: ClassVar[int] = 2
    SHOOT_FROM_PORT: ClassVar[bool] = False
    ROW_IN_CALM: ClassVar[bool] = True

    def __init__(
        self,
        num_players: int,
        options: Any,
        game_map: GameMap,
        ship_ids: tuple[str, ...],
        ship_kind: tuple[int, ...],
    ) -> None:
        super().__init__(num_players, options)
        self.map = game_map
        self.ship_ids = ship_ids
        self.ship_kind = ship_kind
        self.ship_index = {name: index for index, name in enumerate(ship_ids)}
        self.sail_table = sailing.sail_table(ship_ids)
        count = len(ship_ids)
        self.cell = [-1] * count
        self.owner = [0] * count
        self.hits = [0] * count
        self.repair = [0] * count
        self.stormed = [0] * count
        self.ammo = [0] * count
        self.acted = [0] * count
        self.occ = [-1] * len(game_map.terrain)
        ports = len(game_map.ports)
        self.port_owner = [-1] * ports
        self.points = [port.value for port in game_map.ports]
        self.port_ammo = [0] * ports
        self.seat = 0
        self.phase = P_WIND
        self.wind = -1
        self.last_spin = -1
        self.turns = 0
        self.idle = 0
        self.shot = SHOT_NONE
        self.target = ""
        self.volley: list[str] = []
        self.pf_port = -1
        self.pf_seat = -1
        self.end_reason = ""
        self.winners: tuple[int, ...] = ()

    def copy(self) -> GolitsynState:
        other = object.__new__(type(self))
        other.num_players = self.num_players
        other.options = self.options
        other.map = self.map
        other.ship_ids = self.ship_ids
        other.ship_kind = self.ship_kind
        other.ship_index = self.ship_index
        other.sail_table = self.sail_table
        self._copy_into(other)
        return other

    def _copy_into(self, other: GolitsynState) -> None:
        other.history = list(self.history)
        other.cell = list(self.cell)
        other.owner = list(self.owner)
        other.hits = list(self.hits)
        other.repair = list(self.repair)
        other.stormed = list(self.stormed)
        other.ammo = list(self.ammo)
        other.acted = list(self.acted)
        other.occ = list(self.occ)
        other.port_owner = list(self.port_owner)
        other.points = list(self.points)
        other.port_ammo = list(self.port_ammo)
        other.seat, other.phase, other.wind = self.seat, self.phase, self.wind
        other.last_spin, other.turns, other.idle = self.last_spin, self.turns, self.idle
        other.target, other.shot = self.target, self.shot
        other.volley = list(self.volley)
        other.pf_port, other.pf_seat = self.pf_port, self.pf_seat
        other.end_reason, other.winners = self.end_reason, self.winners

    # -- basic facts ---------------------------------------------------------------------------

    def downwind(self) -> int:
        """Where the prevailing wind blows to: the arrow itself, or (option
        ``wind_from_arrow``, the nautical rule of the 1989 article) its opposite (seed 4.3)."""
        return opposite(self.wind) if self.options.wind_from_arrow else self.wind

    def in_port(self, ship: int) -> bool:
        cell = self.cell[ship]
        return cell >= 0 and self.map.terrain[cell] == PORT

    def ships_of(self, seat: int) -> list[int]:
        return [i for i, c in enumerate(self.cell) if c >= 0 and self.owner[i] == seat]

    def can_act(self, ship: int) -> bool:
        """Afloat, the seat's own and not skipping turns for repair (seed 6.5)."""
        return self.cell[ship] >= 0 and self.owner[ship] == self.seat and self.repair[ship] == 0

    def may_shoot(self) -> bool:
        """Whether the seat may declare its volley now: at the start of the turn, or (option
        ``shoot_and_move``, seed 6.4) after the spin for the wind, once a turn."""
        if self.phase == P_DECLARE:
            return self.shot == SHOT_NONE
        return self.phase == P_SAIL and self.shot == SHOT_NONE and self.options.shoot_and_move

    def repair_moves(self) -> list[Move]:
        """Option ``repair=choice`` (seed 6.5), at the start of a turn: ``repair SHIP`` for each
        damaged ship of the seat lying in one of its own repair ports, not yet under repair."""
        if self.options.repair != "choice" or self.shot != SHOT_NONE:
            return []
        port_at = self.map.port_at
        seat = self.seat
        moves: list[Move] = []
        for ship, cell in enumerate(self.cell):
            if cell < 0 or self.owner[ship] != seat or not self.hits[ship] or self.repair[ship]:
                continue
            port = port_at.get(cell)
            if port is not None and self.repair_port(port, seat):
                moves.append(Repair(self.ship_ids[ship]))
        return moves

    def can_enter(self, cell: int, seat: int) -> bool:
        """A sailing ship may enter or pass ``cell`` (seed 5.1-5.3)."""
        if self.map.terrain[cell] == PORT:
            return self.port_relation(self.map.port_at[cell], seat) != ENEMY
        return self.occ[cell] < 0

    def place(self, ship: int, cell: int) -> None:
        old = self.cell[ship]
        if old >= 0 and self.map.terrain[old] != PORT:
            self.occ[old] = -1
        self.cell[ship] = cell
        if cell >= 0 and self.map.terrain[cell] != PORT:
            self.occ[cell] = ship

    def sink(self, ship: int, cause: str) -> None:
        """Take a ship off the map (seed 6.2, 8.1-8.3); the game hook decides what follows."""
        self.place(ship, -1)
        self.hits[ship] = self.repair[ship] = self.stormed[ship] = 0
        self.on_sunk(ship, cause)

    # -- the contract --------------------------------------------------------------------------

    def to_move(self) -> int:
        phase = self.phase
        if phase == P_OVER:
            return TERMINAL
        if phase in CHANCE_PHASES:
            return CHANCE
        return self.seat

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        phase = self.phase
        if phase == P_WIND:
            return [(move, 1 / 8) for move in WINDS]
        if phase == P_FIRST:
            seats = self.first_choices()
            return [(FirstSeat(seat), 1 / len(seats)) for seat in seats]
        if phase in (P_SPIN, P_FIRE, P_PORTSPIN):
            return list(zip(SPINS, spin_weights(), strict=True))
        return []

    def sample_chance(self, rng: random.Random) -> Move:
        phase = self.phase
        if phase == P_WIND:
            return WINDS[rng.randrange(8)]
        if phase == P_FIRST:
            return FirstSeat(rng.choice(self.first_choices()))
        return SPINS[sample_spin(rng)]

    def legal_moves(self) -> list[Move]:
        phase = self.phase
        if phase == P_DECLARE:
            afloat = any(
                c >= 0 and o == self.seat for c, o in zip(self.cell, self.owner, strict=True)
            )
            if self.shot != SHOT_NONE:
                # The volley came first (option shoot_and_move, 6.4): move, or end the turn.
                after_shot: list[Move] = [DECLARE, DONE] if afloat else [DONE]
                after_shot.extend(self.extra_declare_moves())
                return after_shot
            if not afloat:
                # No ship left: pass; a Colonies owner may still fire from its colonies (7.2).
                no_ship: list[Move] = [PASS]
                no_ship.extend(shooting.shoot_moves(self))
                return no_ship
            moves: list[Move] = [DECLARE]
            moves.extend(shooting.shoot_moves(self))
            moves.extend(self.repair_moves())
            moves.extend(self.extra_declare_moves())
            return moves
        if phase == P_AIM:
            return shooting.aim_moves(self)
        if phase == P_SAIL:
            moves = sailing.sail_moves(self)
            moves.extend(self.extra_sail_moves())
            if self.may_shoot():
                moves.extend(shooting.shoot_moves(self))
            moves.append(DONE)
            return moves
        if phase in (P_SECRET, P_PORTFIRE):
            return self.extra_decision_moves()
        return []

    def illegal_reason(self, move: Move) -> str | None:
        """Why ``move`` is not legal now, in words a player can act on."""
        if self.phase in CHANCE_PHASES or self.phase == P_OVER:
            return super().illegal_reason(move)
        if move in self.legal_moves():
            return None
        from seaboard.games._golitsyn.refusals import refusal

        return refusal(self, move)

    def _apply(self, move: Move) -> None:
        if isinstance(move, Spin):
            self._apply_spin(move.result)
        elif isinstance(move, Sail):
            sailing.sail(self, self.ship_index[move.ship], move.direction, move.cells)
        elif isinstance(move, Done):
            self.end_turn()  # checks the end itself
            return
        elif isinstance(move, Declare):
            self.phase = P_SPIN  # nothing on the board changes: no end to check
            return
        elif isinstance(move, Shoot):
            self.target = move.target
            self.volley = [move.unit]
            if self.options.shoot_and_move:
                self.shot = SHOT_BEFORE if self.phase == P_DECLARE else SHOT_AFTER
            self.phase = P_AIM  # nothing on the board changes until the spins
            return
        elif isinstance(move, Repair):
            ship = self.ship_index[move.ship]
            self.repair[ship] = 1 if self.options.repair_one_turn else self.hits[ship]
            return  # this turn is the first one skipped; nothing else changes
        elif isinstance(move, Also):
            self.volley.append(move.unit)
            return
        elif isinstance(move, Fire):
            self.phase = P_FIRE
            self.on_shoot(self.target)
            return
        elif isinstance(move, Row):
            sailing.sail(self, self.ship_index[move.ship], move.direction, 1)
        elif isinstance(move, Pass):
            self.idle += 1
            self.end_turn(passed=True)
            return
        elif isinstance(move, SetWind):
            self.wind = move.direction
            if self.options.first_seat >= 0:
                self.start_game(self.options.first_seat)
            else:
                self.phase = P_FIRST
        elif isinstance(move, FirstSeat):
            self.start_game(move.seat)
        else:
            self.apply_extra(move)
        if self.phase != P_OVER:
            self.check_end()

    def _apply_spin(self, result: int) -> None:
        self.last_spin = result
        if result < CALM:
            self.wind = result
        phase = self.phase
        if phase == P_SPIN:
            if result == STORM:
                sailing.storm(self)
                self.end_turn(storm=True)
            elif result == CALM and not (self.ROW_IN_CALM and sailing.rowing_ships(self)):
                # Nobody moves; with option shoot_and_move the volley may still follow (6.4).
                self.phase = P_SAIL
                if not (self.may_shoot() and shooting.shoot_moves(self)):
                    self.end_turn()
            else:
                self.phase = P_SAIL
        elif phase == P_FIRE:
            unit = self.volley.pop(0)
            if is_hit(result):
                shooting.hit(self, self.target, unit)
            if not self.volley:
                self.target = ""
                if self.shot == SHOT_BEFORE and self.phase != P_OVER:
                    self.phase = P_DECLARE  # 6.4: the move may follow the volley
                else:
                    self.end_turn()
        elif phase == P_PORTSPIN:
            unit = self.volley.pop()
            if is_hit(result):
                shooting.hit(self, self.target, unit)
            self.target = ""
            self.phase = P_DECLARE

    def start_game(self, seat: int) -> None:
        self.seat = seat
        self.phase = P_DECLARE
        self.after_setup()

    def end_turn(self, *, storm: bool = False, passed: bool = False) -> None:
        """Storm memory, repairs (seed 6.5, 8.3), then the next seat's turn or the end."""
        seat = self.seat
        one_turn = self.options.repair_one_turn
        automatic = self.options.repair == "automatic"
        self.shot = SHOT_NONE
        for ship, cell in enumerate(self.cell):
            if cell < 0 or self.owner[ship] != seat:
                continue
            if not storm:
                self.stormed[ship] = 0
            self.acted[ship] = 0
            if self.repair[ship]:
                self.repair[ship] -= 1
                if not self.repair[ship]:
                    self.hits[ship] = 0
            elif (
                automatic
                and self.hits[ship]
                and self.map.terrain[cell] == PORT
                and self.repair_port(self.map.port_at[cell], seat)
            ):
                self.repair[ship] = 1 if one_turn else self.hits[ship]
        if not passed:
            self.idle = 0
        self.check_end()
        if self.phase == P_OVER:
            return
        self.turns += 1
        if self.turns >= self.options.max_rounds * self.num_players:
            self.finish("max_rounds")
            return
        if self.idle >= self.num_players:
            self.finish("every seat passed for a whole round")
            return
        self.seat = (seat + 1) % self.num_players
        self.phase = P_DECLARE
        self.begin_turn()

    def finish(self, reason: str, winners: tuple[int, ...] = ()) -> None:
        """End the game; the first reason found stands (e.g. the treasure lost in a storm
        that also sinks the last Spanish ship is a draw)."""
        if self.phase == P_OVER:
            return
        self.end_reason = reason
        self.winners = winners
        self.phase = P_OVER
        self.volley = []
        self.shot = SHOT_NONE

    def __str__(self) -> str:
        """A compact summary: the turn, the spinner and every ship and changed port."""
        names = self.map.names
        wind = ("N", "NE", "E", "SE", "S", "SW", "W", "NW")[self.wind] if self.wind >= 0 else "-"
        spin = ("N", "NE", "E", "SE", "S", "SW", "W", "NW", "calm", "storm")
        lines = [
            f"round {self.rounds() + 1}, seat {self.seat}, {PHASE_NAMES[self.phase]};"
            f" wind {wind}, last spin {spin[self.last_spin] if self.last_spin >= 0 else '-'}"
        ]
        ships = []
        for i, name in enumerate(self.ship_ids):
            where = names[self.cell[i]] if self.cell[i] >= 0 else "sunk"
            extra = f" x{self.hits[i]}" if self.hits[i] else ""
            extra += f" R{self.repair[i]}" if self.repair[i] else ""
            extra += f" a{self.ammo[i]}" if self.ammo[i] else ""
            ships.append(f"{name}@{where}/{self.owner[i]}{extra}")
        lines.append(" ".join(ships))
        ports = [
            f"{port.id}:{self.port_owner[p]}/{self.points[p]}+{self.port_ammo[p]}"
            for p, port in enumerate(self.map.ports)
            if port.kind == "colony"
        ]
        if ports:
            lines.append(" ".join(ports))
        if self.end_reason:
            lines.append(f"end: {self.end_reason}")
        return "\n".join(lines)

    def rounds(self) -> int:
        return self.turns // self.num_players

    # -- hooks for the games -------------------------------------------------------------------

    def first_choices(self) -> list[int]:
        return list(range(self.num_players))

    def after_setup(self) -> None:
        """Called once the first seat is known."""

    def begin_turn(self) -> None:
        """Called when a new seat's turn starts (phase already ``P_DECLARE``)."""

    def extra_declare_moves(self) -> list[Move]:
        return []

    def extra_sail_moves(self) -> list[Move]:
        return []

    def extra_decision_moves(self) -> list[Move]:
        return []

    def apply_extra(self, move: Move) -> None:
        raise NotImplementedError(f"no rule for {move!r}")

    def port_relation(self, port: int, seat: int) -> int:
        raise NotImplementedError

    def repair_port(self, port: int, seat: int) -> bool:
        raise NotImplementedError

    def hostile(self, seat: int, other: int) -> bool:
        return seat != other

    def on_enter_port(self, ship: int, port: int) -> None:
        """A ship ended a move (or a drift) in a port it may enter."""

    def port_capture(self, ship: int, port: int) -> None:
        """A storm drove ``ship`` into an enemy port (seed 8.4)."""
        raise NotImplementedError

    def on_sunk(self, ship: int, cause: str) -> None:
        """After a ship left the map; ``cause`` is storm, current, shot or port."""

    def on_shoot(self, target: str) -> None:
        """A volley at ``target`` was declared (``fire``, before its spins)."""

    def hit_ship(self, ship: int, unit: str) -> bool:
        """Record a hit; True when the target is gone or taken (the volley stops)."""
        raise NotImplementedError

    def port_units(self, target_cell: int) -> list[str]:
        """Ports of the seat that can fire at a ship on ``target_cell`` (Colonies 6.1)."""
        return []

    def target_ports(self) -> list[int]:
        """Ports the seat may fire at (Colonies 6.1, 6.6)."""
        return []

    def hit_port(self, port: int) -> bool:
        """Record a hit on a port; True when the volley stops."""
        raise NotImplementedError

    def check_end(self) -> None:
        """Finish the game when a goal is reached."""

    def outcome(self) -> Outcome | None:
        raise NotImplementedError
