"""The Rails & Sails position and its flow: setup, turns, chance, the end (seed 002).

Decks are count vectors (their order is never observable), so a blind draw is a chance
outcome weighted by counts. The ticket deck is an unordered pool (never seen by anyone) on top
of an ordered bottom part made of returned tickets, each known to the seat that placed it.
Pending chance events wait in ``queue``; ``after`` says how the turn continues once it is done.
"""

from __future__ import annotations

import random
from typing import Any

from seaboard.core.move import Move
from seaboard.core.outcome import Outcome
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.games.rails_sails import rules
from seaboard.games.rails_sails.cards import NKINDS, SINGLE, TRAIN_KINDS, WILD
from seaboard.games.rails_sails.data import world_for
from seaboard.games.rails_sails.moves import Deal, DealTicket, FirstSeat
from seaboard.games.rails_sails.options import Options
from seaboard.games.rails_sails.scoring import SeatScore, score_seat

# phases
SETUP_KEEP, MARKERS, TURN, DRAW2, KEEP, OVER = range(6)
PHASE_NAMES = ("setup tickets", "setup markers", "turn", "second card", "keep tickets", "over")
# queue task kinds (the deck of a card task is 0 train / 1 ship)
TICKET_TASK, FIRST_TASK = 2, 3
HAND, PENDING = 10, 20  # queue destinations: 0-5 face-up slot, HAND + seat, PENDING + seat
# continuations
C_NONE, C_DEAL, C_SETUP, C_DRAW, C_TICKETS = range(5)
MAX_RESETS = 5
"""Face-up resets in a row (three wilds) before the market is left as it is (RULINGS.md)."""


class RailsSailsState(State):
    """A full position of Rails & Sails, World map."""

    game_id = "rails_sails"

    __slots__ = (
        "after",
        "bottom",
        "box_ships",
        "box_trains",
        "built",
        "cur",
        "deck",
        "discard",
        "draws",
        "end_reason",
        "exchanged",
        "faceup",
        "final_left",
        "first",
        "hands",
        "harbor",
        "held",
        "known",
        "owner",
        "passes",
        "pending",
        "phase",
        "pool",
        "queue",
        "resets",
        "route_pts",
        "setup_count",
        "ships",
        "taken_wild",
        "ticket_knowers",
        "trains",
        "turns",
        "world",
    )

    def __init__(self, num_players: int, options: Options) -> None:
        super().__init__(num_players, options)
        self.world = world = world_for(options.components)
        n = num_players
        setup = world.setup
        self.phase = SETUP_KEEP
        self.cur = 0
        self.first = 0
        self.deck = list(world.deck)
        self.discard = [0] * NKINDS
        self.faceup = [-1] * 6
        self.hands = [[0] * NKINDS for _ in range(n)]
        self.known = [[0] * NKINDS for _ in range(n)]
        self.pool = list(world.ticket_ids)
        self.bottom: list[tuple[int, int]] = []
        self.held: list[list[int]] = [[] for _ in range(n)]
        self.pending: list[list[int]] = [[] for _ in range(n)]
        self.ticket_knowers: dict[int, int] = {}
        """Ticket -> bit mask of the other seats that know exactly whose hand (drawn or kept
        tickets) it is in: the seat that put it under the deck, when another seat drew it from
        there (perfect recall, RULINGS.md "All games"). Only tickets in a seat's hand appear."""
        self.owner = [-1] * len(world.routes)
        self.harbor = [-1] * len(world.cities)
        self.built = [0] * n
        self.trains = [setup["max_trains"]] * n
        self.ships = [setup["max_ships"]] * n
        self.box_trains = [0] * n
        self.box_ships = [0] * n
        if options.beginner_markers:
            for seat in range(n):
                self.set_markers(seat, setup["beginner_trains"], setup["beginner_ships"])
        self.route_pts = [0] * n
        self.exchanged = [0] * n
        self.queue: list[tuple[int, int]] = []
        self.after = C_NONE
        self.draws = 0
        self.taken_wild = False
        self.resets = 0
        self.turns = 0
        self.final_left = -1
        self.passes = 0
        self.setup_count = 0
        self.end_reason = ""

    def set_markers(self, seat: int, trains: int, ships: int) -> None:
        """Keep ``trains`` and ``ships`` markers; the rest of 25 + 50 goes to the box."""
        self.trains[seat], self.ships[seat] = trains, ships
        self.box_trains[seat] = self.world.setup["max_trains"] - trains
        self.box_ships[seat] = self.world.setup["max_ships"] - ships

    def start(self) -> None:
        """Begin setup: draw the first player (unless fixed), then deal."""
        if self.options.first_seat is None:
            self.queue.append((FIRST_TASK, 0))
            self.after = C_DEAL
        else:
            self.first = self.cur = self.options.first_seat
            self.continue_with(C_DEAL)
        self.settle()

    # -- copy -----------------------------------------------------------------------------

    def copy(self) -> RailsSailsState:
        other = RailsSailsState.__new__(RailsSailsState)
        other.num_players = self.num_players
        other.options = self.options
        other.world = self.world
        other.history = self.history[:]
        other.after = self.after
        other.cur = self.cur
        other.draws = self.draws
        other.end_reason = self.end_reason
        other.final_left = self.final_left
        other.first = self.first
        other.passes = self.passes
        other.phase = self.phase
        other.resets = self.resets
        other.setup_count = self.setup_count
        other.taken_wild = self.taken_wild
        other.turns = self.turns
        other.bottom = self.bottom[:]
        other.box_ships = self.box_ships[:]
        other.box_trains = self.box_trains[:]
        other.built = self.built[:]
        other.deck = self.deck[:]
        other.discard = self.discard[:]
        other.exchanged = self.exchanged[:]
        other.faceup = self.faceup[:]
        other.harbor = self.harbor[:]
        other.owner = self.owner[:]
        other.pool = self.pool[:]
        other.queue = self.queue[:]
        other.route_pts = self.route_pts[:]
        other.ships = self.ships[:]
        other.trains = self.trains[:]
        other.hands = [hand[:] for hand in self.hands]
        other.known = [hand[:] for hand in self.known]
        other.held = [t[:] for t in self.held]
        other.pending = [t[:] for t in self.pending]
        other.ticket_knowers = self.ticket_knowers.copy()
        return other

    # -- decks ----------------------------------------------------------------------------

    def deck_size(self, deck: int) -> int:
        kinds = self.deck[:SINGLE] if deck == 0 else self.deck[SINGLE:]
        return sum(kinds)

    def _reshuffle(self) -> None:
        """An emptied deck is at once refilled from its discards (seed: "Если любая колода
        опустела..."); a count vector needs no shuffle."""
        for lo, hi in ((0, SINGLE), (SINGLE, NKINDS)):
            if not any(self.deck[lo:hi]) and any(self.discard[lo:hi]):
                for kind in range(lo, hi):
                    self.deck[kind] += self.discard[kind]
                    self.discard[kind] = 0

    def _wild_reset(self) -> bool:
        """Three face-up wilds: discard all six and deal 3 + 3 again, unless the redeal would
        surely show three wilds again or MAX_RESETS resets happened in a row (no endless loop)."""
        if self.faceup.count(WILD) < 3 or self.resets >= MAX_RESETS:
            return False
        train_pool = sum(self.deck[:SINGLE]) + sum(self.discard[:SINGLE])
        ship_pool = sum(self.deck[SINGLE:]) + sum(self.discard[SINGLE:])
        wilds = self.deck[WILD] + self.discard[WILD]
        for kind in self.faceup:
            if kind >= 0:
                if kind < SINGLE:
                    train_pool += 1
                    wilds += kind == WILD
                else:
                    ship_pool += 1
        n_train, n_ship = min(3, train_pool), min(3, ship_pool)
        extra = 6 - n_train - n_ship
        more_train = min(train_pool - n_train, extra)
        n_train += more_train
        n_ship += min(ship_pool - n_ship, extra - more_train)
        if n_train - (train_pool - wilds) >= 3:
            return False
        for slot, kind in enumerate(self.faceup):
            if kind >= 0:
                self.discard[kind] += 1
                self.faceup[slot] = -1
        self.queue.extend((0, slot) for slot in range(n_train))
        self.queue.extend((1, slot) for slot in range(n_train, n_train + n_ship))
        self.resets += 1
        return True

    def _fill_empty_slot(self) -> bool:
        """Six cards always lie face up (seed, "Взятие карт"): a slot left empty because both
        decks were empty is filled as soon as a deck has cards again (train deck first)."""
        if -1 not in self.faceup or self.after == C_DEAL:
            return False
        for deck in (0, 1):
            if self.deck_size(deck) > 0:
                self.queue.append((deck, self.faceup.index(-1)))
                return True
        return False

    def settle(self) -> None:
        """Resolve what needs no decision: reshuffles, forced ticket draws from the known bottom
        of the deck, empty decks, face-up resets and the continuation of the turn."""
        while True:
            self._reshuffle()
            if self.queue:
                task, dest = self.queue[0]
                if task < TICKET_TASK:
                    if self.deck_size(task) > 0:
                        return
                elif task == TICKET_TASK:
                    if self.pool:
                        return
                    if self.bottom:
                        self._draw_bottom(dest - PENDING)
                else:
                    return
                self.queue.pop(0)
                continue
            if self._wild_reset() or self._fill_empty_slot():
                continue
            if self.after == C_NONE:
                return
            after, self.after = self.after, C_NONE
            self.continue_with(after)

    def _draw_bottom(self, seat: int) -> None:
        """The next ticket comes off the known bottom of the deck, without chance; the seat
        that put it there sees who takes it."""
        ticket, placer = self.bottom.pop(0)
        self.pending[seat].append(ticket)
        if placer != seat:
            self.ticket_knowers[ticket] = 1 << placer

    def continue_with(self, after: int) -> None:
        n = self.num_players
        if after == C_DEAL:
            setup = self.world.setup
            for seat in range(n):
                self.queue.extend([(0, HAND + seat)] * setup["deal_train_cards"])
                self.queue.extend([(1, HAND + seat)] * setup["deal_ship_cards"])
            self.queue.extend((0, slot) for slot in range(setup["face_up_train"]))
            self.queue.extend((1, 3 + slot) for slot in range(setup["face_up_ship"]))
            for seat in range(n):
                self.queue.extend([(TICKET_TASK, PENDING + seat)] * setup["deal_tickets"])
            self.after = C_SETUP
        elif after == C_SETUP:
            self.phase, self.cur, self.setup_count = SETUP_KEEP, self.first, 0
        elif after == C_DRAW:
            if self.taken_wild or self.draws >= 2 or not rules.second_draws(self):
                self.end_turn()
            else:
                self.phase = DRAW2
        elif after == C_TICKETS:
            self.phase = KEEP

    def end_turn(self) -> None:
        """Close the current turn: the end trigger, the final turns, max_rounds, next seat."""
        n, seat = self.num_players, self.cur
        self.turns += 1
        self.draws, self.taken_wild, self.resets = 0, False, 0
        trigger = self.world.end_trigger_markers
        if self.final_left > 0:
            self.final_left -= 1
            if self.final_left == 0:
                self.finish("end of the final turns")
                return
        elif self.trains[seat] <= trigger or self.ships[seat] <= trigger:
            self.final_left = self.world.final_turns * n
        if self.passes >= n:
            self.finish("every player passed for a whole round")
        elif self.turns >= self.options.max_rounds * n:
            self.finish("max_rounds")
        else:
            self.cur = (seat + 1) % n
            self.phase = TURN

    def finish(self, reason: str) -> None:
        self.phase, self.end_reason = OVER, reason

    def next_setup_seat(self) -> None:
        self.setup_count += 1
        if self.setup_count >= self.num_players:
            self.phase, self.cur = TURN, self.first
        else:
            self.phase, self.cur = SETUP_KEEP, (self.cur + 1) % self.num_players

    # -- the contract ---------------------------------------------------------------------

    def to_move(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.queue:
            return CHANCE
        return self.cur

    def legal_moves(self) -> list[Move]:
        if self.phase == OVER or self.queue:
            return []
        return rules.legal_moves(self)

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.phase == OVER or not self.queue:
            return []
        task, _ = self.queue[0]
        if task == FIRST_TASK:
            return [(FirstSeat(seat), 1.0 / self.num_players) for seat in range(self.num_players)]
        if task == TICKET_TASK:
            return [(DealTicket(t), 1.0 / len(self.pool)) for t in self.pool]
        kinds = TRAIN_KINDS if task == 0 else range(SINGLE, NKINDS)
        total = sum(self.deck[k] for k in kinds)
        return [(Deal(k), self.deck[k] / total) for k in kinds if self.deck[k]]

    def sample_chance(self, rng: random.Random) -> Move:
        task, _ = self.queue[0]
        if task == FIRST_TASK:
            return FirstSeat(rng.randrange(self.num_players))
        if task == TICKET_TASK:
            return DealTicket(self.pool[rng.randrange(len(self.pool))])
        lo, hi = (0, SINGLE) if task == 0 else (SINGLE, NKINDS)
        pick = rng.randrange(sum(self.deck[lo:hi]))
        for kind in range(lo, hi):
            pick -= self.deck[kind]
            if pick < 0:
                return Deal(kind)
        raise AssertionError("deck counts changed while sampling")

    def _apply(self, move: Move) -> None:
        if self.queue:
            self._apply_chance(move)
        else:
            rules.apply_move(self, move)
        self.settle()

    def _apply_chance(self, move: Move) -> None:
        _, dest = self.queue.pop(0)
        if isinstance(move, Deal):
            self.deck[move.kind] -= 1
            if dest < 6:
                self.faceup[dest] = move.kind
            else:
                self.hands[dest - HAND][move.kind] += 1
        elif isinstance(move, DealTicket):
            self.pool.remove(move.ticket)
            self.pending[dest - PENDING].append(move.ticket)
        elif isinstance(move, FirstSeat):
            self.first = self.cur = move.seat

    def illegal_reason(self, move: Move) -> str | None:
        if self.phase != OVER and not self.queue:
            reason = rules.explain_illegal(self, move)
            if reason is not None:
                return reason
        return super().illegal_reason(move)

    def redacted(self, move: Move, seat: int | None) -> str:
        from seaboard.games.rails_sails.views import redacted

        return redacted(self, move, seat)

    def view(self, seat: int | None) -> dict[str, Any]:
        from seaboard.games.rails_sails.views import view

        return view(self, seat)

    def determinize(self, seat: int | None, rng: random.Random) -> State:
        from seaboard.games.rails_sails.views import determinize

        return determinize(self, seat, rng)

    def to_code(self) -> str:
        from seaboard.games.rails_sails.code import to_code

        return to_code(self)

    # -- scores ---------------------------------------------------------------------------

    def seat_score(self, seat: int) -> SeatScore:
        """The score of ``seat`` as if the game ended now (all tickets counted)."""
        return score_seat(
            self.world,
            self.owner,
            self.harbor,
            seat,
            self.held[seat],
            self.route_pts[seat],
            self.exchanged[seat],
            self.world.setup["harbors"],
        )

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        totals = [self.seat_score(seat).total for seat in range(self.num_players)]
        return Outcome.from_keys(self.end_reason, totals, totals)

    def __str__(self) -> str:
        from seaboard.games.rails_sails.views import summary

        return summary(self)
