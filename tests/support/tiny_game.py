"""A tiny game for testing the lab and the RL adapters without a real game's cost.

Dice race: each seat is dealt a hidden bonus card (0-2) at setup; on a turn the dice roll a
1-3 (chance), then the seat moves by the roll (``run``) or by one (``walk``). The first seat
to reach the goal ends the game; scores are position plus bonus. It has chance, hidden
information and a position code, and it declares none of the optional lab/RL hooks, so it
exercises every generic fallback.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, ClassVar

from seaboard.core import registry
from seaboard.core.errors import InvalidCodeError, InvalidMoveError
from seaboard.core.move import Move
from seaboard.core.options import option
from seaboard.core.outcome import Outcome
from seaboard.core.spec import GameSpec
from seaboard.core.state import CHANCE, TERMINAL, State


@dataclass(frozen=True)
class TinyOptions:
    goal: int = option(8, "goal square", "цель", min=3, max=50)


@dataclass(frozen=True)
class Word(Move):
    text: str

    def __str__(self) -> str:
        return self.text


class TinyState(State):
    game_id = "tiny"

    __slots__ = ("bonus", "pos", "roll", "seat", "turns")

    def __init__(self, num_players: int, options: TinyOptions) -> None:
        super().__init__(num_players, options)
        self.bonus: list[int] = []
        self.pos = [0] * num_players
        self.roll = 0
        self.seat = 0
        self.turns = 0

    def to_move(self) -> int:
        if len(self.bonus) < self.num_players or self.roll == 0:
            if self._over():
                return TERMINAL
            return CHANCE
        return self.seat

    def _over(self) -> bool:
        return len(self.bonus) == self.num_players and (
            max(self.pos) >= self.options.goal or self.turns >= 40
        )

    def legal_moves(self) -> list[Move]:
        if self.to_move() < 0:
            return []
        return [Word("run"), Word("walk")] if self.roll > 1 else [Word("run")]

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.to_move() != CHANCE:
            return []
        if len(self.bonus) < self.num_players:
            return [(Word(f"deal {b}"), 1 / 3) for b in range(3)]
        return [(Word(f"roll {r}"), 1 / 3) for r in (1, 2, 3)]

    def _apply(self, move: Move) -> None:
        word, _, arg = str(move).partition(" ")
        if word == "deal":
            self.bonus.append(int(arg))
        elif word == "roll":
            self.roll = int(arg)
        else:
            self.pos[self.seat] += self.roll if word == "run" else 1
            self.roll = 0
            self.seat = (self.seat + 1) % self.num_players
            self.turns += 1

    def copy(self) -> TinyState:
        twin = TinyState(self.num_players, self.options)
        twin.bonus, twin.pos = list(self.bonus), list(self.pos)
        twin.roll, twin.seat, twin.turns = self.roll, self.seat, self.turns
        twin.history = list(self.history)
        return twin

    def view(self, seat: int | None) -> dict[str, Any]:
        bonus = [b if seat == s or self._over() else None for s, b in enumerate(self.bonus)]
        return {"pos": list(self.pos), "roll": self.roll, "seat": self.seat, "bonus": bonus}

    def to_code(self) -> str:
        bonus = ",".join(map(str, self.bonus)) or "-"
        return f"tiny {self.num_players} {self.options.goal} {bonus} " + (
            f"{','.join(map(str, self.pos))} {self.roll} {self.seat} {self.turns}"
        )

    def outcome(self) -> Outcome | None:
        if not self._over():
            return None
        scores = [p + b for p, b in zip(self.pos, self.bonus, strict=True)]
        return Outcome.from_keys("goal", scores, scores)

    def determinize(self, seat: int | None, rng: random.Random) -> TinyState:
        twin = self.copy()
        if not self._over():
            twin.bonus = [b if s == seat else rng.randrange(3) for s, b in enumerate(self.bonus)]
        return twin

    def __str__(self) -> str:
        return self.to_code()


class TinySpec(GameSpec):
    id = "tiny"
    title = "Tiny dice race"
    title_ru = "Гонка"
    version = 1
    min_players = 2
    max_players = 3
    Options = TinyOptions
    presets: ClassVar[dict[str, dict[str, Any]]] = {"standard": {}, "short": {"goal": 5}}
    has_chance = True
    has_hidden_info = True

    def new_state(self, num_players: int, options: Any = None) -> TinyState:
        self.check_players(num_players)
        return TinyState(num_players, self.make_options(options))

    def parse_move(self, state: State, text: str) -> Move:
        word, _, arg = text.strip().partition(" ")
        if word in ("run", "walk") and not arg:
            return Word(word)
        if word in ("deal", "roll") and arg in ("0", "1", "2", "3"):
            return Word(f"{word} {arg}")
        raise InvalidMoveError(f"unknown move {text!r}")

    def from_code(self, text: str) -> TinyState:
        try:
            _, n, goal, bonus, pos, roll, seat, turns = text.split()
            state = self.new_state(int(n), {"goal": int(goal)})
            state.bonus = [] if bonus == "-" else [int(b) for b in bonus.split(",")]
            state.pos = [int(p) for p in pos.split(",")]
            state.roll, state.seat, state.turns = int(roll), int(seat), int(turns)
        except (ValueError, TypeError) as error:
            raise InvalidCodeError(f"bad code: {error}") from None
        return state

    def render_svg(self, state: State, perspective: int | None = None, **kw: Any) -> str:
        return '<svg xmlns="http://www.w3.org/2000/svg"><text>tiny</text></svg>'

    def max_game_length(self, num_players: int, options: Any = None) -> int:
        return num_players + 2 * 40 + 2

    def rules_summary(self, lang: str = "en") -> str:
        return "Roll and race."


SPEC = TinySpec()


def register() -> None:
    """Add the tiny game to the registry (tests only; workers forked later inherit it)."""
    registry.register(SPEC)


def unregister() -> None:
    registry.unregister(SPEC.id)
