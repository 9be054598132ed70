"""The state of Pirates: two sides, the secret treasure galleon and the ways the game ends.

Seed 004 part 1: 1.1-1.3 (2-9 players in two sides, pirates have twice the ships, Spaniards
first), 2 (goals: treasure to Cadiz or to a pirate base; every enemy ship sunk; the treasure
lost in a storm is a draw), 3.2-3.3 (setup, the secret), 6.2 (galleon 3 hits, brigantine 2),
6.5 (repair: Spanish ports with houses, pirate bases), 7 (the treasure galleon: captured when
sunk by pirates, retaken with one hit from an adjacent cell, transfers and feints), 8.4 (a
storm into an enemy port: captured). RULINGS "Golitsyn" and "All games".
"""

from __future__ import annotations

import random
from typing import Any

from seaboard.core.move import Move
from seaboard.core.outcome import Outcome
from seaboard.games._golitsyn.code import base_view, encode
from seaboard.games._golitsyn.maps import GameMap
from seaboard.games._golitsyn.state import (
    BRIGANTINE,
    ENEMY,
    GALLEON,
    OWN,
    P_DECLARE,
    P_OVER,
    P_SECRET,
    GolitsynState,
)
from seaboard.games.pirates.moves import Transfer, Treasure

SPANISH, PIRATES = 0, 1
SIDE_NAMES = ("spanish", "pirates")


def fleet(num_players: int, options: Any) -> tuple[int, int, int]:
    """(Spanish players, galleons, brigantines): the odd player is a pirate (1.1), pirates
    have twice the ships (1.2), at least one galleon per Spanish player."""
    spanish = num_players // 2
    galleons = options.galleons or max(3, spanish)
    return spanish, galleons, 2 * galleons


class PiratesState(GolitsynState):
    """A game of Pirates."""

    __slots__ = ("candidates", "revealed", "secret_plies", "spanish_seats", "treasure")
    game_id = "pirates"

    def __init__(self, num_players: int, options: Any, game_map: GameMap) -> None:
        spanish, galleons, brigantines = fleet(num_players, options)
        ids = tuple(f"g{k + 1}" for k in range(galleons)) + tuple(
            f"b{k + 1}" for k in range(brigantines)
        )
        kinds = (GALLEON,) * galleons + (BRIGANTINE,) * brigantines
        super().__init__(num_players, options, game_map, ids, kinds)
        self.spanish_seats = spanish
        self.treasure = -1
        self.revealed = False
        self.candidates = [0] * len(ids)
        self.secret_plies: list[int] = []
        starts = [p.cell for p in game_map.ports if p.kind == "port" and p.role == "start"]
        if options.spanish_start == "first":
            starts = starts[:1]
        bases = [p.cell for p in game_map.ports if p.owner == "pirates"]
        pirates = num_players - spanish
        for k in range(galleons):
            self.owner[k] = k % spanish
            self.place(k, starts[k % len(starts)])
        for k in range(brigantines):
            self.owner[galleons + k] = spanish + k % pirates
            self.place(galleons + k, bases[k % len(bases)])

    def copy(self) -> PiratesState:
        other = super().copy()
        assert isinstance(other, PiratesState)
        other.spanish_seats = self.spanish_seats
        other.treasure = self.treasure
        other.revealed = self.revealed
        other.candidates = list(self.candidates)
        other.secret_plies = list(self.secret_plies)
        return other

    # -- sides ---------------------------------------------------------------------------------

    def side(self, seat: int) -> int:
        return SPANISH if seat < self.spanish_seats else PIRATES

    def hostile(self, seat: int, other: int) -> bool:
        return self.side(seat) != self.side(other)

    def knows_treasure(self, seat: int | None) -> bool:
        return self.revealed or (seat is not None and self.side(seat) == SPANISH)

    def side_seats(self, side: int) -> tuple[int, ...]:
        return tuple(s for s in range(self.num_players) if self.side(s) == side)

    # -- setup ---------------------------------------------------------------------------------

    def first_choices(self) -> list[int]:
        return list(range(self.spanish_seats))  # the Spaniards begin (1.3)

    def after_setup(self) -> None:
        self.phase = P_SECRET

    def extra_decision_moves(self) -> list[Move]:
        if self.phase == P_SECRET:
            return [Treasure(self.ship_ids[i]) for i, k in enumerate(self.ship_kind) if k == 0]
        return []

    # -- ports ---------------------------------------------------------------------------------

    def port_relation(self, port: int, seat: int) -> int:
        return OWN if self.map.ports[port].owner == SIDE_NAMES[self.side(seat)] else ENEMY

    def repair_port(self, port: int, seat: int) -> bool:
        info = self.map.ports[port]
        if self.side(seat) == SPANISH:
            return info.owner == "spanish" and info.houses
        return info.owner == "pirates"

    def on_enter_port(self, ship: int, port: int) -> None:
        if ship != self.treasure or self.phase == P_OVER:
            return
        info = self.map.ports[port]
        side = self.side(self.owner[ship])
        if side == SPANISH and info.role == "destination":
            self.revealed = True
            self.finish("the treasure reached " + info.name, self.side_seats(SPANISH))
        elif side == PIRATES and info.owner == "pirates":
            self.revealed = True
            self.finish("the treasure reached a pirate base", self.side_seats(PIRATES))

    def port_capture(self, ship: int, port: int) -> None:
        """8.4: the port's side takes the ship (its lowest seat commands it)."""
        taker = self.side_seats(SIDE_NAMES.index(self.map.ports[port].owner or "spanish"))[0]
        self._change_owner(ship, taker)
        self.on_enter_port(ship, port)

    def _change_owner(self, ship: int, seat: int) -> None:
        if ship == self.treasure and self.side(seat) == SPANISH:
            # 7.2-7.3: retaken, the treasure is the Spaniards' secret again: the pirates saw
            # which ship holds it, but a later transfer may be real or a feint once more
            self.revealed = False
            self.candidates = [1 if i == ship else 0 for i in range(len(self.ship_ids))]
        elif ship == self.treasure:
            self.revealed = True
        elif self.side(self.owner[ship]) == SPANISH:
            self.candidates[ship] = 0  # the pirates now see it holds no treasure
        self.owner[ship] = seat
        self.repair[ship] = 0

    # -- shooting and sinking ------------------------------------------------------------------

    def hit_ship(self, ship: int, unit: str) -> bool:
        self.hits[ship] += 1
        limit = self.LIMIT[self.ship_kind[ship]]
        if ship == self.treasure and self.hits[ship] >= limit:
            # 7.1: sunk by pirates it is taken, not sunk (also a brigantine the Spaniards
            # took and loaded); 7.2: one hit from an adjacent cell takes it back (and the
            # same for the pirates afterwards).
            self.hits[ship] = limit
            self._change_owner(ship, self.seat)
            return True
        if self.hits[ship] >= limit:
            self.sink(ship, "shot")
            return True
        return False

    def on_sunk(self, ship: int, cause: str) -> None:
        self.candidates[ship] = 0
        if ship == self.treasure and self.phase != P_OVER:
            self.revealed = True
            self.finish(f"the treasure galleon sank ({cause}): a draw")

    def check_end(self) -> None:
        alive = [0, 0]
        spanish = self.spanish_seats
        owner = self.owner
        for ship, cell in enumerate(self.cell):
            if cell >= 0:
                alive[SPANISH if owner[ship] < spanish else PIRATES] += 1
        if alive[SPANISH] and alive[PIRATES]:
            return
        if not alive[SPANISH] and not alive[PIRATES]:
            self.finish("every ship sank: a draw")
        elif not alive[SPANISH]:
            self.finish("every Spanish ship sank", self.side_seats(PIRATES))
        else:
            self.finish("every pirate ship sank", self.side_seats(SPANISH))

    # -- the treasure transfer (7.3) -----------------------------------------------------------

    def transfer_pairs(self, seat: int) -> list[tuple[int, int]]:
        """The pairs of Spanish ships (``a < b``) between which ``seat`` may transfer the
        treasure or feint a transfer (7.3): while the Spaniards hold the treasure, two ships
        afloat in neighbouring cells, neither under repair, one of them ``seat``'s."""
        treasure = self.treasure
        if self.side(seat) != SPANISH or treasure < 0 or self.cell[treasure] < 0:
            return []
        if self.side(self.owner[treasure]) != SPANISH:
            return []
        width = self.map.width
        ships = [
            i
            for i, c in enumerate(self.cell)
            if c >= 0 and self.side(self.owner[i]) == SPANISH and not self.repair[i]
        ]
        pairs = []
        for a in ships:
            for b in ships:
                if b <= a or seat not in (self.owner[a], self.owner[b]):
                    continue
                ca, cb = self.cell[a], self.cell[b]
                if max(abs(ca % width - cb % width), abs(ca // width - cb // width)) <= 1:
                    pairs.append((a, b))
        return pairs

    def extra_declare_moves(self) -> list[Move]:
        if self.shot:
            return []  # a transfer is a whole turn (7.3): not after a volley (6.4)
        treasure = self.treasure
        moves: list[Move] = []
        for a, b in self.transfer_pairs(self.seat):
            ida, idb = self.ship_ids[a], self.ship_ids[b]
            if treasure == a:
                moves.append(Transfer(ida, idb))
            elif treasure == b:
                moves.append(Transfer(idb, ida))
            moves.append(Transfer(ida, idb, True))
        return moves

    def apply_extra(self, move: Move) -> None:
        if isinstance(move, Treasure | Transfer):
            self.secret_plies.append(len(self.history))  # where ``apply`` will log it
        if isinstance(move, Treasure):
            self.treasure = self.ship_index[move.ship]
            self.candidates = [1 if k == GALLEON else 0 for k in self.ship_kind]
            self.phase = P_DECLARE
        elif isinstance(move, Transfer):
            a, b = self.ship_index[move.source], self.ship_index[move.dest]
            if not move.feint:
                self.treasure = b
            either = self.candidates[a] or self.candidates[b]
            self.candidates[a] = self.candidates[b] = either
            self.end_turn()
        else:
            raise NotImplementedError(f"no rule for {move!r}")

    # -- what each seat may know ---------------------------------------------------------------

    def redacted(self, move: Move, seat: int | None) -> str:
        if self.knows_treasure(seat):
            return str(move)
        if isinstance(move, Treasure):
            return "treasure ?"
        if isinstance(move, Transfer):
            # Never the notation itself (a real transfer in ship order would read like its
            # own notation, and a log would then show the pirates the true sentence).
            a, b = sorted((self.ship_index[move.source], self.ship_index[move.dest]))
            return f"transfer {self.ship_ids[a]} {self.ship_ids[b]} ?"
        return str(move)

    def candidate_ids(self) -> list[str]:
        """Ships that may hold the treasure as far as the pirates can tell (public)."""
        return [
            self.ship_ids[i]
            for i, flag in enumerate(self.candidates)
            if flag and self.cell[i] >= 0 and self.side(self.owner[i]) == SPANISH
        ]

    def determinize(self, seat: int | None, rng: random.Random) -> PiratesState:
        """A copy in which a seat that does not know the treasure galleon (a pirate, a
        spectator) finds it redrawn among the candidates; the copy's history is rewritten to
        a story that leads to the drawn galleon (so it holds no trace of the true secret and
        replays to the copy), looking to that seat exactly like the real log."""
        other = self.copy()
        if self.knows_treasure(seat) or self.treasure < 0:
            return other
        choices = [self.ship_index[name] for name in self.candidate_ids()]
        if choices:
            other.treasure = rng.choice(choices)
        self.story(other.treasure, other.history)
        return other

    def story(self, holder: int, history: list[Move]) -> None:
        """The history with its secret moves (``treasure``, ``transfer``) rewritten so that
        ``holder`` has the treasure now: walking back, a transfer that gave a non-galleon its
        candidacy is real (from the other ship), every other transfer a feint, and the galleon
        reached at the start is the one named. Each rewritten move shows the pirates the same
        redacted text (``treasure ?``, ``transfer A B ?``) as the true one. ``history`` is a
        copy of this state's history, rewritten in place."""
        ids = self.ship_ids
        index_of = self.ship_index
        plies = self.secret_plies
        if not all(p < len(history) and isinstance(history[p], Treasure | Transfer) for p in plies):
            plies = [p for p, m in enumerate(history) if isinstance(m, Treasure | Transfer)]
        for index in reversed(plies):
            move = history[index]
            if isinstance(move, Transfer):
                a, b = index_of[move.source], index_of[move.dest]
                if holder in (a, b) and self.ship_kind[holder] != GALLEON:
                    giver = b if holder == a else a
                    history[index] = Transfer(ids[giver], ids[holder])
                    holder = giver
                else:
                    first, second = sorted((a, b))
                    history[index] = Transfer(ids[first], ids[second], True)
            elif isinstance(move, Treasure):
                history[index] = Treasure(ids[holder])

    def outcome(self) -> Outcome | None:
        if self.phase != P_OVER:
            return None
        if not self.winners:
            return Outcome.draw(self.end_reason, self.num_players)
        keys = [1 if seat in self.winners else 0 for seat in range(self.num_players)]
        return Outcome.from_keys(self.end_reason, keys, keys)

    def code_extra(self) -> dict[str, Any]:
        return {
            "treasure": self.ship_ids[self.treasure] if self.treasure >= 0 else "-",
            "revealed": self.revealed,
            "cand": [self.ship_ids[i] for i, flag in enumerate(self.candidates) if flag],
        }

    def to_code(self) -> str:
        return encode(self, "pirates", self.code_extra())

    def view(self, seat: int | None) -> dict[str, Any]:
        """Everything public, and the treasure galleon only for the Spaniards (or once it is
        taken or delivered: RULINGS "Golitsyn")."""
        view = base_view(self)
        view["game"] = "pirates"
        view["sides"] = [SIDE_NAMES[self.side(s)] for s in range(self.num_players)]
        view["you"] = seat
        known = self.knows_treasure(seat) and self.treasure >= 0
        view["treasure"] = self.ship_ids[self.treasure] if known else None
        view["revealed"] = self.revealed
        view["treasure_candidates"] = self.candidate_ids() if self.treasure >= 0 else []
        outcome = self.outcome()
        view["outcome"] = outcome.to_json() if outcome else None
        return view
