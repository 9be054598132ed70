"""Cartagena's ``GameSpec`` (seed 003; RULINGS: Cartagena)."""

from __future__ import annotations

from typing import Any, ClassVar

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.games.cartagena import evaluate, render, texts
from seaboard.games.cartagena.code import decode
from seaboard.games.cartagena.components import load_components
from seaboard.games.cartagena.moves import BACK, PLAY, START, CartagenaMove, parse_move
from seaboard.games.cartagena.options import HAND_SIZE, MAX_ACTIONS, PRESETS, ROW_SIZE, Options
from seaboard.games.cartagena.state import CartagenaState
from seaboard.games.cartagena.symbols import SYMBOLS
from seaboard.games.cartagena.text import board_text


class CartagenaSpec(GameSpec):
    id = "cartagena"
    title = "Cartagena"
    title_ru = "Картахена"
    version = 1
    min_players = 2
    max_players = 5
    Options: ClassVar[type[Any]] = Options
    presets = PRESETS
    has_chance = True
    has_hidden_info = True

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
        return render.render_svg(state, perspective, **kw)

    def max_game_length(self, num_players: int, options: Any = None) -> int:
        """Setup, then per turn at most 3 actions, 6 cards drawn, 12 row cards and an end."""
        opts: Options = self.make_options(options)
        setup = 6 + 1 + HAND_SIZE * num_players + ROW_SIZE
        per_turn = MAX_ACTIONS * (1 + 2 + ROW_SIZE) + 1
        return setup + opts.max_rounds * num_players * per_turn

    def rules_summary(self, lang: str = "en") -> str:
        return texts.RULES.get(lang, texts.RULES["en"])

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, CartagenaState)
        return evaluate.evaluate(state, seat)

    def move_label(self, state: State, move: Move, lang: str = "en") -> str:
        assert isinstance(move, CartagenaMove)
        return texts.move_label(move, lang)

    def render_text(self, state: State, perspective: int | None = None) -> str:
        assert isinstance(state, CartagenaState)
        return board_text(state, perspective)

    def move_targets(self, state: State, move: Move) -> list[str]:
        """A card move concerns its card and its pirate's space; a back move its space."""
        assert isinstance(move, CartagenaMove)
        if move.kind == PLAY:
            where = "start" if move.b == START else f"space-{move.b}"
            return [f"card-{SYMBOLS[move.a]}", where]
        if move.kind == BACK:
            return [f"space-{move.a}"]
        return []
