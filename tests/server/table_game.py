"""A throwaway two-player game for the server's unit tests (registered only inside tests).

Setup deals each seat a secret number 1-3 (chance, seen only by that seat). On a turn a seat
adds 1 or 2 to a shared counter (up to two adds), may `show` its secret (a reveal), then
`end`s; each `end` is followed by a chance `roll 1|2` added to the counter. Whoever brings the
counter to TARGET or more wins; scores are the secrets.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

from seaboard.core import (
    CHANCE,
    TERMINAL,
    GameSpec,
    InvalidCodeError,
    InvalidMoveError,
    Move,
    Outcome,
    State,
)
from seaboard.core.message import Message, msg
from seaboard.core.options import option

TARGET = 12


@dataclass(frozen=True)
class TinyOptions:
    target: int = option(TARGET, "Counter to reach", "Цель счётчика", min=4, max=40)


@dataclass(frozen=True, slots=True)
class TinyMove(Move):
    word: str
    n: int = 0

    def __str__(self) -> str:
        return f"{self.word} {self.n}" if self.word in ("add", "deal", "roll") else self.word


class TinyState(State):
    game_id = "tiny"
    __slots__ = ("adds", "counter", "phase", "secrets", "shown", "turn", "winner")

    def __init__(self, num_players: int, options: Any) -> None:
        super().__init__(num_players, options)
        self.secrets: list[int] = []
        self.shown = [False] * num_players
        self.counter = 0
        self.turn = 0
        self.adds = 0
        self.phase = "deal"  # deal | play | roll | over
        self.winner = -1

    def to_move(self) -> int:
        if self.phase in ("deal", "roll"):
            return CHANCE
        if self.phase == "over":
            return TERMINAL
        return self.turn

    def legal_moves(self) -> list[Move]:
        if self.phase != "play":
            return []
        moves: list[Move] = []
        if self.adds < 2:
            moves += [TinyMove("add", 1), TinyMove("add", 2)]
        if not self.shown[self.turn]:
            moves.append(TinyMove("show"))
        if self.adds > 0:
            moves.append(TinyMove("end"))
        return moves

    def chance_outcomes(self) -> list[tuple[Move, float]]:
        if self.phase == "deal":
            return [(TinyMove("deal", k), 1 / 3) for k in (1, 2, 3)]
        if self.phase == "roll":
            return [(TinyMove("roll", k), 0.5) for k in (1, 2)]
        return []

    def _apply(self, move: Move) -> None:
        assert isinstance(move, TinyMove)
        if move.word == "deal":
            self.secrets.append(move.n)
            if len(self.secrets) == self.num_players:
                self.phase = "play"
        elif move.word == "add":
            self.counter += move.n
            self.adds += 1
            if self.counter >= self.options.target:
                self.winner, self.phase = self.turn, "over"
        elif move.word == "show":
            self.shown[self.turn] = True
        elif move.word == "end":
            self.phase = "roll"
        elif move.word == "roll":
            self.counter += move.n
            self.turn = (self.turn + 1) % self.num_players
            self.adds = 0
            self.phase = "over" if self.counter >= self.options.target else "play"
            if self.phase == "over":
                self.winner = (self.turn - 1) % self.num_players

    def copy(self) -> TinyState:
        twin = TinyState(self.num_players, self.options)
        twin.secrets = list(self.secrets)
        twin.shown = list(self.shown)
        twin.counter, twin.turn, twin.adds = self.counter, self.turn, self.adds
        twin.phase, twin.winner = self.phase, self.winner
        twin.history = list(self.history)
        return twin

    def view(self, seat: int | None) -> dict[str, Any]:
        return {
            "counter": self.counter,
            "turn": self.turn,
            "adds": self.adds,
            "phase": self.phase,
            "secrets": [
                s if (seat == i or self.shown[i] or self.phase == "over") else None
                for i, s in enumerate(self.secrets)
            ],
        }

    def redacted(self, move: Move, seat: int | None) -> str:
        assert isinstance(move, TinyMove)
        if move.word == "deal" and seat != len(self.secrets):
            return "deal ?"
        return str(move)

    def determinize(self, seat: int | None, rng: random.Random) -> TinyState:
        twin = self.copy()
        for i in range(len(twin.secrets)):
            if i != seat and not twin.shown[i] and twin.phase != "over":
                twin.secrets[i] = rng.choice((1, 2, 3))
        return twin

    def to_code(self) -> str:
        return json.dumps(
            [
                self.num_players,
                self.options.target,
                self.secrets,
                self.shown,
                self.counter,
                self.turn,
                self.adds,
                self.phase,
                self.winner,
            ],
            separators=(",", ":"),
        )

    def outcome(self) -> Outcome | None:
        if self.phase != "over":
            return None
        keys = [1 if i == self.winner else 0 for i in range(self.num_players)]
        return Outcome.from_keys("target reached", self.secrets, keys)


class TinySpec(GameSpec):
    id = "tiny"
    title = "Tiny"
    title_ru = "Крошка"
    version = 1
    min_players = 2
    max_players = 3
    Options = TinyOptions
    presets: ClassVar[dict[str, dict[str, Any]]] = {"short": {"target": 8}, "long": {"target": 20}}
    has_chance = True
    has_hidden_info = True

    def new_state(self, num_players: int, options: Any = None) -> TinyState:
        self.check_players(num_players)
        return TinyState(num_players, self.make_options(options))

    def parse_move(self, state: State, text: str) -> Move:
        parts = text.split()
        if len(parts) == 1 and parts[0] in ("show", "end"):
            return TinyMove(parts[0])
        if len(parts) == 2 and parts[0] in ("add", "deal", "roll") and parts[1] in ("1", "2", "3"):
            return TinyMove(parts[0], int(parts[1]))
        raise InvalidMoveError(f"cannot read the move {text!r}")

    def from_code(self, text: str) -> TinyState:
        try:
            n, target, secrets, shown, counter, turn, adds, phase, winner = json.loads(text)
            state = TinyState(n, self.make_options({"target": target}))
        except Exception:
            raise InvalidCodeError("bad tiny code") from None
        state.secrets, state.shown, state.counter = secrets, shown, counter
        state.turn, state.adds, state.phase, state.winner = turn, adds, phase, winner
        return state

    def render_svg(self, state: State, perspective: int | None = None, **kw: Any) -> str:
        assert isinstance(state, TinyState)
        mine = state.view(perspective)["secrets"]
        return (
            '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 60">'
            f'<text x="5" y="20">counter {state.counter} secrets {mine}</text>'
            '<rect id="add-1" x="5" y="30" width="40" height="20"/>'
            '<rect id="add-2" x="55" y="30" width="40" height="20"/>'
            '<rect id="end-button" x="105" y="30" width="40" height="20"/>'
            '<rect id="secret" x="155" y="30" width="40" height="20"/></svg>'
        )

    def max_game_length(self, num_players: int, options: Any = None) -> int:
        return 400

    def rules_summary(self, lang: str = "en") -> str:
        return "Reach the target." if lang == "en" else "Дойдите до цели."

    def move_label(
        self, state: State, move: Move, lang: str = "en", names: Sequence[str] | None = None
    ) -> str:
        return ("ход: " if lang == "ru" else "move: ") + str(move)

    def ranking_note(self, state: State) -> Message | None:
        """The counter, not the secrets (the scores), sets the places: worded by any key."""
        outcome = state.outcome()
        if outcome is None or not outcome.ranked_beyond_scores():
            return None
        return msg("core:total")

    def move_targets(self, state: State, move: Move) -> list[str]:
        assert isinstance(move, TinyMove)
        return {"add": [f"add-{move.n}"], "end": ["end-button"], "show": ["secret"]}.get(
            move.word, []
        )


SPEC = TinySpec()
