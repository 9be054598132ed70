"""The Black Fleet position (seed 001) and the phase machine that drives a turn.

A turn is a sequence of small moves with an explicit phase: start of turn (relaunch sunk
ships), play a movement card, the ships phase (one area per move, actions, fortune cards),
the draws (chance, one card at a time), fortune discards, the optional purchase. Setup is
chance too: the black fleet seat, the development cards, the starting fortune and movement
hands, then every merchant is placed in turn order, black first.
"""

from __future__ import annotations

import random
from typing import Any

from seaboard.core.move import Move
from seaboard.core.outcome import Outcome
from seaboard.core.state import CHANCE, TERMINAL, State
from seaboard.games.black_fleet.components import DEV_IDS, FORTUNE_IDS, Components
from seaboard.games.black_fleet.moves import SHIP_NAMES, Act, act
from seaboard.games.black_fleet.options import Options

# phases
FIRST, DEAL, DEAL_F, DEAL_M, SETUP, LAUNCH, CARD, SHIPS, LUCKY = range(9)
DRAW_M, DRAW_F, DISCARD, BUY, OVER = range(9, 14)
PHASE_NAMES = (
    "first",
    "deal",
    "deal-fortune",
    "deal-movement",
    "setup",
    "launch",
    "card",
    "ships",
    "lucky",
    "draw-movement",
    "draw-fortune",
    "discard",
    "buy",
    "over",
)
CHANCE_PHASES = frozenset({FIRST, DEAL, DEAL_F, DEAL_M, DRAW_M, DRAW_F})
PLAYER_COLOURS = ("black", "white", "orange", "teal")
"""Fleet colours in turn order from the first player; only black (first) is known (real)."""

FORTUNE_SLUG = tuple(f.replace("_", "-") for f in FORTUNE_IDS)
DEV_SLUG = tuple(d.replace("_", "-") for d in DEV_IDS)
FORTUNE_OF = {slug: i for i, slug in enumerate(FORTUNE_SLUG)}
DEV_OF = {slug: i for i, slug in enumerate(DEV_SLUG)}
NO_CAP = 99


class Turn:
    """What the current turn has done so far (reset at the start of every turn)."""

    __slots__ = (
        "acted",
        "bonus",
        "bottom",
        "brz",
        "buried",
        "cap",
        "cardv",
        "chart",
        "ctrl",
        "cur",
        "delivered",
        "done",
        "dup",
        "expert",
        "extra",
        "fdiscard",
        "fdraw",
        "fplayed",
        "freaked",
        "fresh",
        "lucky",
        "mdraw",
        "played",
        "pnavy",
        "robbed",
        "secret",
        "swapped",
        "tidal",
        "tide",
        "used",
        "val",
    )

    FIELDS = __slots__

    def __init__(self) -> None:
        self.played: list[int] = []
        self.cardv = [0, 0, 0]
        self.pnavy = -1
        self.bottom = 0
        self.expert = 0
        self.val = [0, 0, 0, 0]
        self.ctrl = [0, 0]
        self.used = [0, 0, 0, 0]
        self.acted = [0, 0, 0, 0]
        self.bonus = [0, 0, 0, 0]
        self.cap = [NO_CAP] * 4
        self.brz = [-1, -1, -1, -1]
        self.done = [0, 0, 0, 0]
        self.cur = -1
        self.fresh = 0
        self.robbed = 0
        self.buried = 0
        self.fplayed = 0
        self.extra = 0
        self.delivered: list[list[int]] = []
        self.tidal = 0
        self.chart = -1
        self.swapped = 0
        self.tide = -1
        self.freaked = 0
        self.secret = 0
        self.dup = 0
        self.lucky: list[int] = []
        self.mdraw = 0
        self.fdraw = 0
        self.fdiscard = 0

    def copy(self) -> Turn:
        other = Turn.__new__(Turn)
        for name in Turn.FIELDS:
            value = getattr(self, name)
            if type(value) is list:
                value = [list(v) for v in value] if name == "delivered" else list(value)
            setattr(other, name, value)
        return other

    def to_json(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in Turn.FIELDS}


class BlackFleetState(State):
    """A full Black Fleet position, hidden hands and dealt development cards included."""

    __slots__ = (
        "box",
        "comp",
        "cubes",
        "deal_i",
        "dev",
        "end_trig",
        "fdeck",
        "fdisc",
        "fhand",
        "first",
        "mcnt",
        "mcol",
        "mdeck",
        "mdisc",
        "mhand",
        "money",
        "mpos",
        "navy",
        "over",
        "owned",
        "pcargo",
        "phase",
        "ppos",
        "rev",
        "round",
        "seat",
        "stolen",
        "t",
        "vcost",
        "vic",
    )

    game_id = "black_fleet"

    def __init__(self, num_players: int, options: Options, comp: Components) -> None:
        super().__init__(num_players, options)
        n = num_players
        self.comp = comp
        self.phase = FIRST
        self.seat = 0
        self.first = 0
        self.round = 0
        self.deal_i = 0
        self.money = [0] * n
        self.mpos = [-1] * n
        self.mcol = [0] * n
        self.mcnt = [0] * n
        self.ppos = [-1] * n
        self.pcargo = [-1] * n
        self.navy = list(comp.navy_start)
        self.cubes = [comp.goods_per_colour] * len(comp.colours)
        self.dev = [[-1] * 4 for _ in range(n)]
        self.rev = [[0] * 4 for _ in range(n)]
        self.owned = [0] * n
        self.vic = [0] * n
        self.vcost = options.seat_victory_costs(n)
        self.stolen = [0] * n
        self.mhand: list[list[int]] = [[] for _ in range(n)]
        self.mdeck = [card.count for card in comp.move_cards]
        self.mdisc = [0] * len(comp.move_cards)
        self.fhand: list[list[int]] = [[] for _ in range(n)]
        self.fdeck = list(comp.fortune_counts)
        self.fdisc = [0] * len(FORTUNE_IDS)
        self.box = [1] * len(DEV_IDS)
        self.end_trig = 0
        self.over = ""
        self.t = Turn()
        if options.first_seat is not None:
            self.first = options.first_seat
            self.phase = DEAL

    # -- small queries used by every rules module ----------------------------------------------

    def has(self, seat: int, card: int) -> bool:
        """Whether ``seat`` has revealed development card ``card`` (its effect applies)."""
        return bool(self.owned[seat] >> card & 1)

    def colour_of(self, seat: int) -> str:
        return PLAYER_COLOURS[(seat - self.first) % self.num_players]

    def ship_area(self, seat: int, slot: int) -> int:
        if slot == 0:
            return self.mpos[seat]
        if slot == 1:
            return self.ppos[seat]
        return self.navy[slot - 2]

    def pay(self, seat: int, amount: int) -> None:
        """The bank pays ``amount`` doubloons (the bank never runs out: a ruling)."""
        self.money[seat] += amount

    # -- contract ------------------------------------------------------------------------------

    def to_move(self) -> int:
        if self.phase == OVER:
            return TERMINAL
        if self.phase in CHANCE_PHASES:
            return CHANCE
        if self.phase == SETUP:
            return (self.first + self.deal_i) % self.num_players
        return self.seat

    def legal_moves(self) -> list[Move]:
        flow = _rules()
        if self.phase in CHANCE_PHASES or self.phase == OVER:
            return []
        moves = flow.decision_moves(self)
        return moves if moves else [act("pass")]

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        flow = _rules()
        if self.phase not in CHANCE_PHASES:
            return []
        weighted = flow.chance_weights(self)
        total = sum(w for _, w in weighted)
        return [(move, w / total) for move, w in weighted]

    def sample_chance(self, rng: random.Random) -> Move:
        flow = _rules()
        weighted: list[tuple[Move, float]] = flow.chance_weights(self)
        total = sum(w for _, w in weighted)
        pick = rng.random() * total
        for move, weight in weighted:
            pick -= weight
            if pick < 0:
                return move
        return weighted[-1][0]

    def _apply(self, move: Move) -> None:
        flow = _rules()
        assert isinstance(move, Act)
        flow.apply_move(self, move)

    def illegal_reason(self, move: Move) -> str | None:
        reason = super().illegal_reason(move)
        if reason is None or self.phase in CHANCE_PHASES or self.phase == OVER:
            return reason
        flow = _rules()
        explained: str = flow.explain(self, move)
        return explained

    def copy(self) -> BlackFleetState:
        other = BlackFleetState.__new__(BlackFleetState)
        other.num_players = self.num_players
        other.options = self.options
        other.history = list(self.history)
        other.comp = self.comp
        other.phase = self.phase
        other.seat = self.seat
        other.first = self.first
        other.round = self.round
        other.deal_i = self.deal_i
        other.money = list(self.money)
        other.mpos = list(self.mpos)
        other.mcol = list(self.mcol)
        other.mcnt = list(self.mcnt)
        other.ppos = list(self.ppos)
        other.pcargo = list(self.pcargo)
        other.navy = list(self.navy)
        other.cubes = list(self.cubes)
        other.dev = [list(d) for d in self.dev]
        other.rev = [list(r) for r in self.rev]
        other.owned = list(self.owned)
        other.vic = list(self.vic)
        other.vcost = list(self.vcost)
        other.stolen = list(self.stolen)
        other.mhand = [list(h) for h in self.mhand]
        other.mdeck = list(self.mdeck)
        other.mdisc = list(self.mdisc)
        other.fhand = [list(h) for h in self.fhand]
        other.fdeck = list(self.fdeck)
        other.fdisc = list(self.fdisc)
        other.box = list(self.box)
        other.end_trig = self.end_trig
        other.over = self.over
        other.t = self.t.copy()
        return other

    def to_code(self) -> str:
        from seaboard.games.black_fleet.code import to_code

        return to_code(self)

    def view(self, seat: int | None) -> dict[str, Any]:
        from seaboard.games.black_fleet.views import view

        return view(self, seat)

    def redacted(self, move: Move, seat: int | None) -> str:
        from seaboard.games.black_fleet.views import redacted

        return redacted(self, move, seat)

    def determinize(self, seat: int | None, rng: random.Random) -> State:
        from seaboard.games.black_fleet.views import determinize

        return determinize(self, seat, rng)

    def outcome(self) -> Outcome | None:
        if self.phase != OVER:
            return None
        n = self.num_players
        revealed = [sum(self.rev[s]) for s in range(n)]
        if self.over == "victory":
            keys = [
                (self.vic[s], 0 if self.vic[s] else revealed[s], self.money[s]) for s in range(n)
            ]
        else:
            keys = [(0, revealed[s], self.money[s]) for s in range(n)]
        return Outcome.from_keys(self.over, self.money, keys)

    def __str__(self) -> str:
        comp = self.comp
        lines = [
            f"round {self.round + 1}, phase {PHASE_NAMES[self.phase]}, seat {self.to_move()}",
            "cubes in ports: "
            + " ".join(f"{c}:{k}" for c, k in zip(comp.colours, self.cubes, strict=True)),
            f"navy: yellow@{self.navy[0]} purple@{self.navy[1]}",
        ]
        for s in range(self.num_players):
            cargo = f"{self.mcnt[s]}x{comp.colours[self.mcol[s]]}" if self.mcnt[s] else "empty"
            treasure = comp.colours[self.pcargo[s]] if self.pcargo[s] >= 0 else "-"
            cards = ",".join(
                DEV_SLUG[self.dev[s][k]] for k in range(4) if self.rev[s][k] and self.dev[s][k] >= 0
            )
            lines.append(
                f"seat {s} ({self.colour_of(s)}): {self.money[s]} doubloons;"
                f" merchant@{self.mpos[s]} {cargo}; pirate@{self.ppos[s]} {treasure};"
                f" revealed [{cards}]{' +victory' if self.vic[s] else ''}"
            )
        return "\n".join(lines)


def ship_name(slot: int) -> str:
    return SHIP_NAMES[slot]


_FLOW: list[Any] = []


def _rules() -> Any:
    """The ``flow`` module (imported on first use: it imports this one)."""
    if not _FLOW:
        from seaboard.games.black_fleet import flow

        _FLOW.append(flow)
    return _FLOW[0]
