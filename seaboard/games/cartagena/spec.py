"""Cartagena's ``GameSpec`` (seed 003; RULINGS: Cartagena)."""

from __future__ import annotations

from typing import Any, ClassVar

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, SeatPanel
from seaboard.core.rulebook import RuleBook
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.games.cartagena import evaluate, panels, render, rulebook, targets, texts
from seaboard.games.cartagena.code import decode
from seaboard.games.cartagena.components import load_components
from seaboard.games.cartagena.moves import CartagenaMove, parse_move
from seaboard.games.cartagena.options import HAND_SIZE, MAX_ACTIONS, PRESETS, ROW_SIZE, Options
from seaboard.games.cartagena.state import CartagenaState
from seaboard.games.cartagena.text import board_text


class CartagenaSpec(GameSpec):
    id = "cartagena"
    title = "Cartagena"
    title_ru = "Картахена"
    version = 2
    min_players = 2
    max_players = 5
    Options: ClassVar[type[Any]] = Options
    presets = PRESETS
    has_chance = True
    has_hidden_info = True
    play_minutes = (30, 45)
    complexity = "light"
    picture_box = (0, 40, 760, 380)

    def new_state(self, num_players: int, options: Any = None) -> CartagenaState:
        self.check_players(num_players)
        opts: Options = self.make_options(options)
        if opts.first_seat is not None and opts.first_seat >= num_players:
            raise InvalidOptionsError(
                f"option 'first_seat' must name a seat 0-{num_players - 1}, not {opts.first_seat}"
            )
        return CartagenaState(num_players, opts, load_components(opts.components))

    def parse_move(self, state: State, text: str) -> Move:
        return parse_move(text)

    def from_code(self, text: str) -> CartagenaState:
        return decode(text, self.new_state)

    def render_svg(self, state: State, perspective: int | None = None, **kw: Any) -> str:
        assert isinstance(state, CartagenaState)
        return render.render_svg(
            state, perspective, lang=kw.get("lang", "en"), highlight=kw.get("highlight", ())
        )

    def max_game_length(self, num_players: int, options: Any = None) -> int:
        """Setup, then per turn at most 3 actions, 6 cards drawn, 12 row cards and an end."""
        opts: Options = self.make_options(options)
        setup = 6 + 1 + HAND_SIZE * num_players + ROW_SIZE
        per_turn = MAX_ACTIONS * (1 + 2 + ROW_SIZE) + 1
        return setup + opts.max_rounds * num_players * per_turn

    def rulebook(self, lang: str = "en") -> RuleBook:
        return rulebook.rulebook()

    def rules_summary(self, lang: str = "en") -> str:
        return texts.RULES.get(lang, texts.RULES["en"])

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, CartagenaState)
        return evaluate.evaluate(state, seat)

    def describe_move(self, state: State, move: Move) -> Message:
        assert isinstance(state, CartagenaState)
        return texts.describe_move(state, move)

    def describe_hidden(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, CartagenaState)
        return texts.describe_hidden(state, move, perspective)

    def log_group(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, CartagenaState)
        return texts.log_group(state, move, perspective)

    def decision(self, state: State) -> Message:
        assert isinstance(state, CartagenaState)
        return texts.decision(state)

    def seat_colours(self, state: State) -> list[tuple[str, Message]]:
        assert isinstance(state, CartagenaState)
        return panels.seat_colours(state)

    def seat_panels(self, state: State, perspective: int | None) -> list[SeatPanel]:
        assert isinstance(state, CartagenaState)
        return panels.seat_panels(state, perspective)

    def score_breakdown(self, state: State) -> Breakdown | None:
        assert isinstance(state, CartagenaState)
        return panels.score_breakdown(state)

    def ranking_note(self, state: State) -> Message | None:
        assert isinstance(state, CartagenaState)
        return panels.ranking_note(state)

    def render_text(self, state: State, perspective: int | None = None, lang: str = "en") -> str:
        assert isinstance(state, CartagenaState)
        return board_text(state, perspective, lang)

    def move_targets(self, state: State, move: Move) -> list[str]:
        assert isinstance(state, CartagenaState)
        assert isinstance(move, CartagenaMove)
        return targets.move_targets(state, move)

    def move_hints(self, state: State, move: Move) -> dict[str, Any]:
        assert isinstance(state, CartagenaState)
        assert isinstance(move, CartagenaMove)
        return targets.move_hints(state, move)
