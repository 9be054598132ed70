"""The Packet Row position (seed 000, "Подготовка к игре", "Ход игры", "Конец игры").

Where the cards are: four boards, each with a face-down deck (a multiset: its order is never
seen, so a draw is a chance outcome weighted by the cards left), a current supply (2/2/3/4
slots for 2/3/4/5 players, -1 = empty), a future supply (2 slots) and a discard pile; the
starting contracts not dealt stay in deck 4; the box holds the cards removed unseen with 2
players. Each seat has money, a hand and ships in front of it.

Chance and bookkeeping steps wait in ``queue`` (setup draws, end-of-round refills), which
``settle`` runs until a chance draw or a decision is due. The round itself is in ``rounds.py``,
fulfilments in ``fulfil.py``, scoring in ``scoring.py``, the position code in ``code.py``.
"""

from __future__ import annotations

import random
from bisect import insort
from typing import Any, ClassVar

from seaboard.core.move import Move
from seaboard.core.outcome import Outcome
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.games.packet_row import fulfil, rounds, scoring
from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row.components import (
    CONTRACT,
    NUM_CARDS,
    START_DECK,
    Components,
    deck_of,
    load_components,
)
from seaboard.games.packet_row.constants import (
    CURRENT_SIZE,
    FINAL,
    FUTURE_SIZE,
    OFFER,
    OVER,
    Q_CURRENT,
    Q_DEAL,
    Q_FIRST,
    Q_FUTURE,
    Q_REMOVE,
    Q_START,
    REMOVED_WITH_TWO,
    SETUP,
    STARTING_MONEY,
)
from seaboard.games.packet_row.fulfil import Fulfilment
from seaboard.games.packet_row.moves import Act


class PacketRowState(State):
    """A whole Packet Row position, hidden parts included."""

    game_id: ClassVar[str] = "packet_row"

    __slots__ = (
        "active",
        "ask",
        "box",
        "chosen",
        "comps",
        "current",
        "decks",
        "discards",
        "figures",
        "fin",
        "future",
        "fx",
        "hands",
        "hm",
        "money",
        "phase",
        "queue",
        "reason",
        "round",
        "ships",
        "short",
    )

    def __init__(self, num_players: int, options: Any, *, blank: bool = False) -> None:
        super().__init__(num_players, options)
        self.comps: Components = load_components(options.components)
        n = num_players
        self.phase = SETUP
        self.round = 1
        self.hm = 0
        self.active = -1
        self.chosen = 0
        self.ask = -1
        self.fin = 0
        self.short = 0
        self.reason = ""
        self.money = [STARTING_MONEY] * n
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.ships: list[list[int]] = [[] for _ in range(n)]
        self.figures = [-1] * n
        self.current: list[list[int]] = [[-1] * CURRENT_SIZE[n] for _ in range(4)]
        self.future: list[list[int]] = [[-1] * FUTURE_SIZE for _ in range(4)]
        self.decks: list[list[int]] = [[] for _ in range(5)]
        self.discards: list[list[int]] = [[] for _ in range(5)]
        self.box: list[int] = []
        self.fx: Fulfilment | None = None
        self.queue: list[tuple[int, int]] = []
        if blank:
            return
        for card in range(NUM_CARDS):
            self.decks[deck_of(card)].append(card)
        if options.first_seat is None:
            self.queue.append((Q_FIRST, 0))
        else:
            self.hm = options.first_seat
        if n == 2:
            for board in range(4):
                self.queue.extend([(Q_REMOVE, board)] * REMOVED_WITH_TWO)
        self.queue.extend((Q_DEAL, seat) for seat in range(n))
        self.queue.extend((Q_FUTURE, board) for board in range(4))
        self.queue.extend((Q_CURRENT, board) for board in range(4))
        self.queue.append((Q_START, 0))
        self.settle()

    # -- helpers used by the rule modules ----------------------------------------------------

    def discard_card(self, card: int) -> None:
        """Put ``card`` on its deck's discard pile (starting contracts: pile 4)."""
        insort(self.discards[deck_of(card)], card)

    def give(self, seat: int, card: int) -> None:
        insort(self.hands[seat], card)

    def settle(self) -> None:
        """Run bookkeeping steps of the queue until a chance draw or a decision is due."""
        rounds.settle(self)

    # -- the core contract -------------------------------------------------------------------

    def to_move(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.queue:
            return CHANCE
        if self.fx is not None:
            return self.fx.owner
        if self.phase == OFFER:
            return self.ask
        if self.phase == FINAL:
            return (self.hm + self.fin) % self.num_players
        return self.hm

    def legal_moves(self) -> list[Move]:
        if self.phase == OVER or self.queue:
            return []
        if self.fx is not None:
            return list(fulfil.fulfil_moves(self, self.fx))
        return list(rounds.decision_moves(self))

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.phase == OVER or not self.queue:
            return []
        kind, arg = self.queue[0]
        if kind == Q_FIRST:
            n = self.num_players
            return [(mv.FIRST_MOVES[seat], 1.0 / n) for seat in range(n)]
        verb, pool = self._chance_pool(kind, arg)
        p = 1.0 / len(pool)
        table = mv.CARD_MOVES[verb]
        return [(table[card], p) for card in pool]

    def _chance_pool(self, kind: int, arg: int) -> tuple[int, list[int]]:
        if kind == Q_REMOVE:
            return mv.REMOVE, self.decks[arg]
        if kind == Q_DEAL:
            return mv.DEAL, self.decks[START_DECK]
        return mv.DRAW, self.decks[arg]

    def sample_chance(self, rng: random.Random) -> Move:
        kind, arg = self.queue[0]
        if kind == Q_FIRST:
            return mv.FIRST_MOVES[rng.randrange(self.num_players)]
        verb, pool = self._chance_pool(kind, arg)
        return mv.CARD_MOVES[verb][pool[rng.randrange(len(pool))]]

    def _apply(self, move: Move) -> None:
        assert isinstance(move, Act)
        verb = move.verb
        if verb in mv.CHANCE_VERBS:
            rounds.apply_chance(self, move)
        elif verb in mv.FULFIL_VERBS:
            fulfil.apply_step(self, move)
            if self.fx is None and self.phase == FINAL:
                rounds.advance_final(self)
        else:
            rounds.apply_decision(self, move)

    def illegal_reason(self, move: Move) -> str | None:
        actor = self.to_move()
        if actor == TERMINAL:
            return "the game is over"
        if actor == CHANCE:
            return super().illegal_reason(move)
        if not isinstance(move, Act):
            return f"'{move}' is not a Packet Row move"
        if move in self.legal_moves():
            return None
        if move.verb in mv.CHANCE_VERBS:
            return f"'{move}' is a chance outcome; seat {actor} is to move"
        if move.verb in mv.FULFIL_VERBS:
            return fulfil.explain(self, move)
        if self.fx is not None:
            return "finish the fulfilment in progress first (add cards, then 'done')"
        return rounds.explain(self, move)

    def copy(self) -> PacketRowState:
        twin = PacketRowState.__new__(PacketRowState)
        twin.num_players = self.num_players
        twin.options = self.options
        twin.history = self.history[:]
        twin.comps = self.comps
        twin.phase = self.phase
        twin.round = self.round
        twin.hm = self.hm
        twin.active = self.active
        twin.chosen = self.chosen
        twin.ask = self.ask
        twin.fin = self.fin
        twin.short = self.short
        twin.reason = self.reason
        twin.money = self.money[:]
        twin.hands = [h[:] for h in self.hands]
        twin.ships = [s[:] for s in self.ships]
        twin.figures = self.figures[:]
        twin.current = [c[:] for c in self.current]
        twin.future = [f[:] for f in self.future]
        twin.decks = [d[:] for d in self.decks]
        twin.discards = [d[:] for d in self.discards]
        twin.box = self.box[:]
        twin.fx = self.fx.copy() if self.fx is not None else None
        twin.queue = self.queue[:]
        return twin

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        return scoring.outcome(self)

    def to_code(self) -> str:
        from seaboard.games.packet_row.code import encode

        return encode(self)

    # -- hidden information ------------------------------------------------------------------

    def hidden_from(self, seat: int | None, owner: int, card: int) -> bool:
        """Whether ``card`` in ``owner``'s hand is hidden from ``seat``: a starting contract
        not yet shown in a fulfilment (seed 000: hands are hidden, but every other card was
        taken from an open supply, so it is public knowledge)."""
        if seat == owner or deck_of(card) != START_DECK:
            return False
        fx = self.fx
        return not (fx is not None and fx.owner == owner and card in fx.all_contracts())

    def view(self, seat: int | None) -> dict[str, Any]:
        from seaboard.games.packet_row.views import build_view

        return build_view(self, seat)

    def redacted(self, move: Move, seat: int | None) -> str:
        if isinstance(move, Act) and move.verb == mv.REMOVE:
            return "remove ?"
        if isinstance(move, Act) and move.verb == mv.DEAL:
            _kind, arg = self.queue[0] if self.queue else (Q_DEAL, -1)
            if seat != arg:
                return "deal ?"
        return str(move)

    def determinize(self, seat: int | None, rng: random.Random) -> PacketRowState:
        """Resample what ``seat`` cannot see: deck order and contents together with the cards
        removed unseen (2 players), and the other seats' hidden starting contracts."""
        twin = self.copy()
        for board in range(4):
            removed = [c for c in twin.box if deck_of(c) == board]
            pool = twin.decks[board] + removed
            rng.shuffle(pool)
            size = len(twin.decks[board])
            twin.decks[board] = sorted(pool[:size])
            twin.box = [c for c in twin.box if deck_of(c) != board] + pool[size:]
        twin.box.sort()
        holders: list[tuple[int, int]] = []
        pool = list(twin.decks[START_DECK])
        for owner in range(self.num_players):
            for card in twin.hands[owner]:
                if self.hidden_from(seat, owner, card):
                    holders.append((owner, card))
                    pool.append(card)
        rng.shuffle(pool)
        for owner, card in holders:
            twin.hands[owner].remove(card)
        for (owner, _), card in zip(holders, pool, strict=False):
            twin.give(owner, card)
        twin.decks[START_DECK] = sorted(pool[len(holders) :])
        return twin

    def contracts_of(self, seat: int) -> list[int]:
        return [c for c in self.hands[seat] if self.comps.kind[c] == CONTRACT]

    def __str__(self) -> str:
        from seaboard.games.packet_row.code import describe

        return describe(self)
