"""Cartagena's rules: setup, the 1-3 actions of a turn, drawing, and the end (seed 003).

Positions: 0 is the fortress (start), 1-36 the spaces of the passage, 37 the boat. The deck is
kept as counts per symbol: its order is never observable, so a draw is a chance outcome weighted
by the counts, and "shuffle the discard pile into a new deck" needs no outcome of its own
(RULINGS: Cartagena, "Deck exhaustion").
"""

from __future__ import annotations

import random
from bisect import insort
from typing import Any

from seaboard.core.move import Move
from seaboard.core.outcome import Outcome
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.games.cartagena.code import encode
from seaboard.games.cartagena.components import Components
from seaboard.games.cartagena.moves import (
    BACK,
    BACK_MOVES,
    BOAT,
    CARD,
    CARD_MOVES,
    END,
    END_MOVE,
    FIRST,
    FIRST_MOVES,
    PASS,
    PASS_MOVE,
    PLAY,
    PLAY_MOVES,
    SEGMENT,
    SEGMENT_MOVES,
    START,
    CartagenaMove,
)
from seaboard.games.cartagena.options import (
    HAND_SIZE,
    MAX_ACTIONS,
    PIRATES,
    ROW_SIZE,
    TORTUGA,
    Options,
)
from seaboard.games.cartagena.phases import (
    ALL_PASSED_REASON,
    BOAT_REASON,
    DEAL,
    MAX_ROUNDS_REASON,
    OVER,
    PLAYING,
    SETUP_BOARD,
    SETUP_FIRST,
)
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, symbol_name
from seaboard.games.cartagena.text import board_text
from seaboard.games.cartagena.view import build_view


class CartagenaState(State):
    """A Cartagena position. Fields are plain ints and lists so ``copy`` stays cheap."""

    game_id = "cartagena"

    __slots__ = (
        "actions",
        "board",
        "by_symbol",
        "components",
        "current",
        "dealt",
        "deck",
        "discard",
        "end_reason",
        "first",
        "hands",
        "last_path",
        "occupancy",
        "owed",
        "passes",
        "phase",
        "pirates",
        "placed",
        "row",
        "row_fill",
        "take_left",
        "tortuga",
        "turns_done",
    )

    def __init__(self, num_players: int, options: Options, components: Components) -> None:
        super().__init__(num_players, options)
        self.components = components
        self.tortuga = options.variant == TORTUGA
        # The arrow points away from the end cards are taken from (RULINGS: Tortuga).
        self.take_left = options.arrow == "right"
        self.board: list[int] = []
        self.by_symbol: list[tuple[int, ...]] = []
        self.placed: list[int] = []
        self.pirates = [[START] * PIRATES for _ in range(num_players)]
        self.occupancy = [0] * (BOAT + 1)
        self.occupancy[START] = PIRATES * num_players
        self.hands = [[0] * NUM_SYMBOLS for _ in range(num_players)]
        self.deck = list(components.deck)
        self.discard = [0] * NUM_SYMBOLS
        self.row: list[int] = []
        self.row_fill = 0
        self.phase = SETUP_BOARD
        self.first = 0
        self.current = 0
        self.actions = 0
        self.owed = 0
        self.passes = 0
        self.dealt = 0
        self.turns_done = 0
        self.end_reason: str | None = None
        self.last_path: tuple[int, int] | None = None
        fixed = options.fixed_board()
        if fixed is not None:
            self._lay_board(list(fixed))
        self._settle()

    # -- setup ---------------------------------------------------------------------------------

    def _lay_board(self, board: list[int]) -> None:
        self.board = board
        self.by_symbol = [
            tuple(space + 1 for space, s in enumerate(board) if s == symbol)
            for symbol in range(NUM_SYMBOLS)
        ]
        self.phase = SETUP_FIRST

    def free_segments(self) -> list[int]:
        """The segments not yet laid during setup."""
        laid = {code // 2 for code in self.placed}
        return [segment for segment in range(NUM_SYMBOLS) if segment not in laid]

    # -- whose turn ----------------------------------------------------------------------------

    def to_move(self) -> int:
        phase = self.phase
        if phase == PLAYING:
            return CHANCE if self.row_fill or (self.owed and not self.tortuga) else self.current
        if phase == OVER:
            return TERMINAL
        return CHANCE

    # -- moves -----------------------------------------------------------------------------------

    def back_target(self, square: int) -> int | None:
        """The nearest space behind ``square`` with one or two pirates, if any (seed 003,
        "Пойти пиратом назад")."""
        occupancy = self.occupancy
        for target in range(square - 1, 0, -1):
            if 0 < occupancy[target] < 3:
                return target
        return None

    def forward_target(self, symbol: int, square: int) -> int:
        """The next free space with ``symbol`` ahead of ``square``, or the boat."""
        occupancy = self.occupancy
        for target in self.by_symbol[symbol]:
            if target > square and not occupancy[target]:
                return target
        return BOAT

    def legal_moves(self) -> list[Move]:
        if self.phase != PLAYING or self.row_fill or (self.owed and not self.tortuga):
            return []
        squares = sorted(set(self.pirates[self.current]) - {BOAT})
        hand = self.hands[self.current]
        moves: list[Move] = [
            PLAY_MOVES[symbol][square]
            for symbol in range(NUM_SYMBOLS)
            if hand[symbol]
            for square in squares
        ]
        moves.extend(
            BACK_MOVES[square]
            for square in squares
            if square != START and self.back_target(square) is not None
        )
        if self.actions:
            moves.append(END_MOVE)
        elif not moves:
            moves.append(PASS_MOVE)
        return moves

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.to_move() != CHANCE:
            return []
        if self.phase == SETUP_BOARD:
            free = self.free_segments()
            p = 1.0 / (2 * len(free))
            return [(SEGMENT_MOVES[segment][side], p) for segment in free for side in (0, 1)]
        if self.phase == SETUP_FIRST:
            return [(FIRST_MOVES[seat], 1.0 / self.num_players) for seat in range(self.num_players)]
        total = sum(self.deck)
        return [(CARD_MOVES[s], count / total) for s, count in enumerate(self.deck) if count]

    def sample_chance(self, rng: random.Random) -> Move:
        phase = self.phase
        if phase == SETUP_BOARD:
            free = self.free_segments()
            return SEGMENT_MOVES[rng.choice(free)][rng.randrange(2)]
        if phase == SETUP_FIRST:
            return FIRST_MOVES[rng.randrange(self.num_players)]
        pick = rng.randrange(sum(self.deck))
        for symbol, count in enumerate(self.deck):
            if pick < count:
                return CARD_MOVES[symbol]
            pick -= count
        raise AssertionError("deck counts changed while sampling")

    def illegal_reason(self, move: Move) -> str | None:
        """Why ``move`` is not legal here, in a player's words; None when it is."""
        reason = super().illegal_reason(move)
        if reason is None or self.to_move() < 0 or not isinstance(move, CartagenaMove):
            return reason
        seat = self.current
        if move.kind in (PLAY, BACK):
            source = move.b if move.kind == PLAY else move.a
            if source not in self.pirates[seat] or source == BOAT:
                return f"you have no pirate on {'the fortress' if source == START else source}"
            if move.kind == PLAY and not self.hands[seat][move.a]:
                return f"you hold no {symbol_name(move.a)} card"
            if move.kind == BACK:
                return f"no space with one or two pirates lies behind {source}"
        if move.kind == END:
            return "take at least one action before ending the turn"
        if move.kind == PASS:
            return "you may pass only when no action is possible"
        return reason

    # -- applying ------------------------------------------------------------------------------

    def _apply(self, move: Move) -> None:
        assert isinstance(move, CartagenaMove)
        kind = move.kind
        if kind == PLAY:
            self._play_card(move.a, move.b)
        elif kind == BACK:
            self._move_back(move.a)
        elif kind == CARD:
            self._receive_card(move.a)
        elif kind == END:
            self._end_turn()
        elif kind == PASS:
            self.passes += 1
            if self.passes >= self.num_players:
                self._finish(ALL_PASSED_REASON)
            else:
                self._end_turn()
        elif kind == SEGMENT:
            self.placed.append(move.a * 2 + move.b)
            if len(self.placed) == NUM_SYMBOLS:
                segments = self.components.segments
                self._lay_board([s for code in self.placed for s in segments[code // 2][code % 2]])
        elif kind == FIRST:
            self.first = self.current = move.a
            self.phase = DEAL
        self._settle()

    def _relocate(self, seat: int, source: int, target: int) -> None:
        pirates = self.pirates[seat]
        pirates.remove(source)
        insort(pirates, target)
        self.last_path = (source, target)
        self.occupancy[source] -= 1
        self.occupancy[target] += 1

    def _play_card(self, symbol: int, source: int) -> None:
        """Play a card and move a pirate to the next free space of its symbol, or the boat."""
        seat = self.current
        self.hands[seat][symbol] -= 1
        self.discard[symbol] += 1
        target = self.forward_target(symbol, source)
        self._relocate(seat, source, target)
        self.actions += 1
        self.passes = 0
        if target == BOAT and self.pirates[seat][0] == BOAT:
            self._finish(BOAT_REASON)

    def _move_back(self, source: int) -> None:
        """Move a pirate back to the nearest space with 1-2 pirates and draw that many."""
        target = self.back_target(source)
        assert target is not None
        self.owed += self.occupancy[target]
        self._relocate(self.current, source, target)
        self.actions += 1
        self.passes = 0

    def _receive_card(self, symbol: int) -> None:
        self.deck[symbol] -= 1
        if not any(self.deck):
            # «Если колода закончится, сделайте новую, перетасовав стопку сброса» (seed 003):
            # the new deck is the discard pile as it is when the last card is drawn; cards
            # discarded later wait for the next time the deck runs out
            self.deck, self.discard = self.discard, [0] * NUM_SYMBOLS
        if self.phase == DEAL:
            self.hands[self.dealt % self.num_players][symbol] += 1
            self.dealt += 1
        elif self.row_fill:
            self.row.append(symbol)
            self.row_fill -= 1
        else:
            self.hands[self.current][symbol] += 1
            self.owed -= 1

    def _reshuffle_if_empty(self) -> bool:
        """A draw from an empty deck: the deck ran out while the discard pile was empty, so the
        discard pile as it is now becomes the deck; True if cards remain."""
        if not any(self.deck):
            self.deck, self.discard = self.discard, [0] * NUM_SYMBOLS
        return any(self.deck)

    def _settle(self) -> None:
        """Carry out everything that follows without a decision or a chance outcome."""
        if self.phase == SETUP_FIRST and self.options.first_seat is not None:
            self.first = self.current = self.options.first_seat
            self.phase = DEAL
        if self.phase == DEAL and self.dealt == HAND_SIZE * self.num_players:
            self.phase = PLAYING
            self.row_fill = ROW_SIZE if self.tortuga else 0
        if self.phase != PLAYING:
            return
        while True:
            if self.row_fill:
                if self._reshuffle_if_empty():
                    return
                self.row_fill = 0
            if self.owed and self.tortuga:
                if self.row:
                    card = self.row.pop(0 if self.take_left else -1)
                    self.hands[self.current][card] += 1
                    self.owed -= 1
                    if not self.row:
                        self.row_fill = ROW_SIZE
                    continue
                self.row_fill = ROW_SIZE
                if self._reshuffle_if_empty():
                    return
                self.row_fill = self.owed = 0
            if self.owed:
                if self._reshuffle_if_empty():
                    return
                self.owed = 0
            if self.actions == MAX_ACTIONS:
                self._end_turn()
            return

    def _end_turn(self) -> None:
        self.turns_done += 1
        if self.turns_done >= self.options.max_rounds * self.num_players:
            self._finish(MAX_ROUNDS_REASON)
            return
        self.current = (self.current + 1) % self.num_players
        self.actions = 0

    def _finish(self, reason: str) -> None:
        self.phase = OVER
        self.end_reason = reason
        self.owed = self.row_fill = 0

    # -- results -------------------------------------------------------------------------------

    def in_boat(self, seat: int) -> int:
        return self.pirates[seat].count(BOAT)

    def outcome(self) -> Outcome | None:
        """The winner has all six pirates in the boat; the others (and everyone at the round
        limit) rank by pirates in the boat, then by the sum of positions (RULINGS)."""
        if self.phase != OVER or self.end_reason is None:
            return None
        boats = [self.in_boat(seat) for seat in range(self.num_players)]
        keys = [
            (boats[seat] == PIRATES, boats[seat], sum(self.pirates[seat]))
            for seat in range(self.num_players)
        ]
        return Outcome.from_keys(self.end_reason, boats, keys)

    # -- copies and hidden information ---------------------------------------------------------

    def copy(self) -> CartagenaState:
        twin = object.__new__(CartagenaState)
        twin.num_players = self.num_players
        twin.options = self.options
        twin.history = self.history.copy()
        twin.components = self.components
        twin.tortuga = self.tortuga
        twin.take_left = self.take_left
        twin.board = self.board
        twin.by_symbol = self.by_symbol
        twin.placed = self.placed.copy()
        twin.pirates = [pirates.copy() for pirates in self.pirates]
        twin.occupancy = self.occupancy.copy()
        twin.hands = [hand.copy() for hand in self.hands]
        twin.deck = self.deck.copy()
        twin.discard = self.discard.copy()
        twin.row = self.row.copy()
        twin.row_fill = self.row_fill
        twin.phase = self.phase
        twin.first = self.first
        twin.current = self.current
        twin.actions = self.actions
        twin.owed = self.owed
        twin.passes = self.passes
        twin.dealt = self.dealt
        twin.turns_done = self.turns_done
        twin.end_reason = self.end_reason
        twin.last_path = self.last_path
        return twin

    def hand_visible(self, seat: int, viewer: int | None) -> bool:
        """Tortuga hands lie open; a Jamaica hand is seen by its owner only."""
        return self.tortuga or seat == viewer

    def determinize(self, seat: int | None, rng: random.Random) -> CartagenaState:
        """Resample the hidden hands of Jamaica and the deck from the cards ``seat`` cannot
        see, keeping every hand's size."""
        twin = self.copy()
        if self.tortuga:
            return twin
        hidden = [other for other in range(self.num_players) if other != seat]
        pool = [s for s, count in enumerate(self.deck) for _ in range(count)]
        for other in hidden:
            pool.extend(s for s, count in enumerate(self.hands[other]) for _ in range(count))
        rng.shuffle(pool)
        for other in hidden:
            size = sum(self.hands[other])
            hand = [0] * NUM_SYMBOLS
            for card in pool[:size]:
                hand[card] += 1
            twin.hands[other] = hand
            del pool[:size]
        twin.deck = [0] * NUM_SYMBOLS
        for card in pool:
            twin.deck[card] += 1
        return twin

    def redacted(self, move: Move, seat: int | None) -> str:
        """A card drawn blind in Jamaica is seen by its receiver only."""
        if self.tortuga or not isinstance(move, CartagenaMove) or move.kind != CARD:
            return str(move)
        receiver = self.dealt % self.num_players if self.phase == DEAL else self.current
        return str(move) if receiver == seat else "card ?"

    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    def to_code(self) -> str:
        return encode(self)

    def __str__(self) -> str:
        return board_text(self)
