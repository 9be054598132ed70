"""The state of Capture of Colonies: fleets, colonies with points and ammunition, the goals.

Seed 004 part 2: 1.1-1.2 (2-6 players, 2-4 ships each), 2.3 (29 points or every other fleet
destroyed), 3.2-3.3 (start corner, 5 ammunition a ship), 4.1 (calm: nobody moves), 5.1-5.3
(free colonies may be entered; others' ports not), 6.1-6.2 (range 2, boarding from an adjacent
cell, 3 hits sink or capture, sunk ships return to the start corner or are removed), 6.5
(repair in own ports; a captured unrepaired ship is retaken with one hit), 6.6 (ships fire from
ports; no firing at a port with ships in it), 7.1-7.4 (capturing colonies: ceil(value/2) hits
plus the stored ammunition; free colonies taken by entering; points restored by visiting;
return fire), 8.4 (a storm into an enemy port). RULINGS "Golitsyn" and "All games".
"""

from __future__ import annotations

from typing import Any

from seaboard.core.move import Move
from seaboard.core.outcome import Outcome
from seaboard.games._golitsyn import shooting
from seaboard.games._golitsyn.code import base_view, encode
from seaboard.games._golitsyn.maps import PORT, GameMap, ports_near
from seaboard.games._golitsyn.state import (
    ENEMY,
    FREE,
    OWN,
    P_OVER,
    P_PORTFIRE,
    P_PORTSPIN,
    SHIP,
    GolitsynState,
)
from seaboard.games.colonies.moves import PortFire, Unload

AMMUNITION = 5
TARGET_POINTS = 29
SEAT_LETTERS = "abcdef"
POINTS_PER_HIT = 2


class ColoniesState(GolitsynState):
    """A game of Capture of Colonies."""

    __slots__ = ()
    game_id = "colonies"
    SHOOT_FROM_PORT = True
    ROW_IN_CALM = False

    def __init__(self, num_players: int, options: Any, game_map: GameMap) -> None:
        per_seat = options.ships
        ids = tuple(
            f"{SEAT_LETTERS[seat]}{k + 1}" for seat in range(num_players) for k in range(per_seat)
        )
        super().__init__(num_players, options, game_map, ids, (SHIP,) * len(ids))
        for ship in range(len(ids)):
            self.owner[ship] = ship // per_seat
            self.ammo[ship] = AMMUNITION
            self.place(ship, game_map.start_cells[ship])

    # -- ports ---------------------------------------------------------------------------------

    def is_free(self, port: int) -> bool:
        return self.port_owner[port] < 0 and self.points[port] == 0

    def port_relation(self, port: int, seat: int) -> int:
        if self.port_owner[port] == seat:
            return OWN
        return FREE if self.is_free(port) else ENEMY

    def repair_port(self, port: int, seat: int) -> bool:
        return self.port_owner[port] == seat

    def on_enter_port(self, ship: int, port: int) -> None:
        """7.1: a free colony belongs to the first to enter it; 7.4: a visit restores the
        points knocked off (never the ammunition)."""
        seat = self.owner[ship]
        if self.port_owner[port] == seat or self.is_free(port):
            self.port_owner[port] = seat
            self.points[port] = self.map.ports[port].value

    def port_capture(self, ship: int, port: int) -> None:
        """8.4: the owner takes the ship; an unowned colony's guns sink it (our ruling)."""
        owner = self.port_owner[port]
        if owner < 0:
            self.sink(ship, "port")
            return
        self.owner[ship] = owner
        self.repair[ship] = 0

    def score(self, seat: int) -> int:
        """Current points of the colonies the seat owns; ammunition does not count (7.3)."""
        return sum(p for p, o in zip(self.points, self.port_owner, strict=True) if o == seat)

    # -- shooting ------------------------------------------------------------------------------

    def port_units(self, target_cell: int) -> list[str]:
        units = []
        seat = self.seat
        owners = self.port_owner
        ports = self.map.ports
        for port in ports_near(self.map, self.PORT_RANGE)[target_cell]:
            if owners[port] == seat and shooting.clear_line(self, ports[port].cell, target_cell):
                units.append(ports[port].id)
        return units

    def target_ports(self) -> list[int]:
        seat = self.seat
        terrain = self.map.terrain
        occupied = {c for c in self.cell if c >= 0 and terrain[c] == PORT}
        owners = self.port_owner
        points = self.points
        return [
            port
            for port, info in enumerate(self.map.ports)
            if owners[port] != seat
            and (owners[port] >= 0 or points[port] > 0)
            and info.cell not in occupied
        ]

    def on_shoot(self, target: str) -> None:
        """7.2: an unowned colony under fire (hit or not) shoots back in the next player's
        turn, unless the volley frees it."""
        port = self.map.port_index(target) if target not in self.ship_index else -1
        if port >= 0 and self.port_owner[port] < 0:
            self.pf_port, self.pf_seat = port, self.seat

    def hit_port(self, port: int) -> bool:
        """7.1: a hit takes a stored ammunition first, else knocks 2 points off; at 0 the
        colony is free (and fires back no more, 7.2)."""
        if self.port_ammo[port]:
            self.port_ammo[port] -= 1
        else:
            self.points[port] = max(0, self.points[port] - POINTS_PER_HIT)
        if self.points[port] == 0:
            self.port_owner[port] = -1
            self.pf_port = self.pf_seat = -1
            return True
        return False

    def hit_ship(self, ship: int, unit: str) -> bool:
        """6.2: three hits sink a ship, or capture it when the third comes from an adjacent
        ship (boarding, 6.1); 6.5: a captured unrepaired ship is retaken with one hit."""
        self.hits[ship] += 1
        limit = self.LIMIT[SHIP]
        if self.hits[ship] < limit:
            return False
        shooter = self.ship_index.get(unit)
        boarding = shooter is not None and (
            shooting.distance(self, self.cell[shooter], self.cell[ship]) == 1
        )
        if self.hits[ship] > limit or boarding:
            self.hits[ship] = limit
            self.owner[ship] = self.seat
            self.repair[ship] = 0
            self.acted[ship] = 1
            return True
        self.sink(ship, "shot")
        return True

    def on_sunk(self, ship: int, cause: str) -> None:
        """6.2: a sunk ship starts again in the start corner (option: it is removed)."""
        if self.options.sunk_ships != "return":
            return
        for cell in self.map.start_cells:
            if self.occ[cell] < 0:
                self.place(ship, cell)
                self.ammo[ship] = AMMUNITION
                # Sunk in its owner's turn it waits for the next one; sunk in another
                # player's turn it sails in its owner's next turn as usual.
                self.acted[ship] = 1 if self.owner[ship] == self.seat else 0
                return

    # -- turns ---------------------------------------------------------------------------------

    def begin_turn(self) -> None:
        """7.2: the player after the attacker fires for an unowned colony under fire."""
        if self.pf_seat < 0:
            return
        if self.pf_seat != (self.seat - 1) % self.num_players or not self._portfire_moves():
            self.pf_port = self.pf_seat = -1
            return
        self.phase = P_PORTFIRE

    def _portfire_moves(self) -> list[Move]:
        port = self.pf_port
        if port < 0 or self.port_owner[port] >= 0 or self.points[port] == 0:
            return []
        cell = self.map.ports[port].cell
        limit = self.LIMIT[SHIP]
        moves: list[Move] = []
        for ship, where in enumerate(self.cell):
            if where < 0 or self.owner[ship] != self.pf_seat or self.map.terrain[where] == PORT:
                continue
            if self.hits[ship] >= limit:
                # a captured, unrepaired ship is retaken only by boarding (6.1, 6.5): the
                # colony's gunners cannot take it, so they do not fire at it
                continue
            if shooting.distance(self, cell, where) <= self.PORT_RANGE and (
                shooting.clear_line(self, cell, where)
            ):
                moves.append(PortFire(self.map.ports[port].id, self.ship_ids[ship]))
        return moves

    def extra_decision_moves(self) -> list[Move]:
        return self._portfire_moves() if self.phase == P_PORTFIRE else []

    def _unload_moves(self) -> list[Move]:
        moves: list[Move] = []
        seat = self.seat
        terrain = self.map.terrain
        for ship, cell in enumerate(self.cell):
            if cell < 0 or terrain[cell] != PORT:
                continue
            if self.owner[ship] != seat or self.acted[ship] & 2 or self.ammo[ship] == 0:
                continue
            if self.port_owner[self.map.port_at[cell]] == seat:
                name = self.ship_ids[ship]
                moves.extend(Unload(name, count) for count in range(1, self.ammo[ship] + 1))
        return moves

    def extra_declare_moves(self) -> list[Move]:
        return self._unload_moves()

    def extra_sail_moves(self) -> list[Move]:
        return self._unload_moves()

    def apply_extra(self, move: Move) -> None:
        if isinstance(move, Unload):
            ship = self.ship_index[move.ship]
            self.ammo[ship] -= move.count
            self.port_ammo[self.map.port_at[self.cell[ship]]] += move.count
            self.acted[ship] |= 2
        elif isinstance(move, PortFire):
            self.target = move.ship
            self.volley = [move.port]
            self.pf_port = self.pf_seat = -1
            self.phase = P_PORTSPIN
        else:
            raise NotImplementedError(f"no rule for {move!r}")

    # -- the end -------------------------------------------------------------------------------

    def check_end(self) -> None:
        owners = self.port_owner
        if max(owners) >= 0:
            scores = [0] * self.num_players
            for port, owner in enumerate(owners):
                if owner >= 0:
                    scores[owner] += self.points[port]
            best = max(scores)
            if best >= TARGET_POINTS:
                winners = tuple(s for s in range(self.num_players) if scores[s] == best)
                self.finish("points", winners)
                return
        first = -1
        owner_of = self.owner
        for ship, cell in enumerate(self.cell):
            if cell >= 0:
                if first < 0:
                    first = owner_of[ship]
                elif owner_of[ship] != first:
                    return  # two fleets still afloat
        if first >= 0:
            self.finish("every other fleet destroyed", (first,))
        else:
            self.finish("every fleet destroyed")

    def outcome(self) -> Outcome | None:
        if self.phase != P_OVER:
            return None
        scores = [self.score(seat) for seat in range(self.num_players)]
        keys = [(1 if seat in self.winners else 0, scores[seat]) for seat in range(len(scores))]
        return Outcome.from_keys(self.end_reason, scores, keys)

    # -- codes and views -----------------------------------------------------------------------

    def to_code(self) -> str:
        return encode(self, "colonies", {})

    def view(self, seat: int | None) -> dict[str, Any]:
        """Capture of Colonies has no hidden information: every seat sees everything."""
        view = base_view(self)
        view["game"] = "colonies"
        view["you"] = seat
        view["scores"] = [self.score(s) for s in range(self.num_players)]
        view["return_fire"] = (
            {"colony": self.map.ports[self.pf_port].id, "attacker": self.pf_seat}
            if self.pf_port >= 0
            else None
        )
        outcome = self.outcome()
        view["outcome"] = outcome.to_json() if outcome else None
        return view
