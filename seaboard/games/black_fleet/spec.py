"""The Black Fleet ``GameSpec`` (seed 001; RULINGS.md "All games" and "Black Fleet")."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from seaboard.core.errors import InvalidMoveError, InvalidOptionsError
from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, SeatPanel
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.games.black_fleet import code, evaluate, moves, panels, render, texts, words
from seaboard.games.black_fleet.components import load_components
from seaboard.games.black_fleet.options import PRESETS, Options
from seaboard.games.black_fleet.state import FORTUNE_SLUG, BlackFleetState

MOVES_PER_TURN = 300
"""A generous bound on the moves and chance outcomes of one turn (steps are bounded by the
ships' allowances, fortune plays by the hand of at most 3 cards)."""


class BlackFleetSpec(GameSpec):
    id = "black_fleet"
    title = "Black Fleet"
    title_ru = "Чёрный флот"
    version = 1
    min_players = 3
    max_players = 4
    Options = Options
    presets: ClassVar[dict[str, dict[str, Any]]] = PRESETS
    has_chance = True
    has_hidden_info = True
    mcts_settings: ClassVar[dict[str, float]] = {
        "widening": 1.0,
        "rollout_depth": 0,
        "exploration": 0.2,
    }
    """A turn is many small steps whose values differ by hundredths: search the best steps by
    the evaluation, score leaves with it, explore little (docs/games/black_fleet.md, "Bots")."""

    def new_state(self, num_players: int, options: Any = None) -> BlackFleetState:
        self.check_players(num_players)
        opts: Options = self.make_options(options)
        if opts.first_seat is not None and opts.first_seat >= num_players:
            raise InvalidOptionsError(f"first_seat {opts.first_seat} is not a seat of this game")
        return BlackFleetState(num_players, opts, load_components(opts.components))

    def parse_move(self, state: State, text: str) -> Move:
        move = moves.parse(text)
        if move.verb == "fortune" and move.args[0] not in _FORTUNE_WORDS:
            raise InvalidMoveError(f"'{text}': unknown fortune card '{move.args[0]}'")
        return move

    def from_code(self, text: str) -> BlackFleetState:
        return code.from_code(text)

    def render_svg(self, state: State, perspective: int | None = None, **kw: Any) -> str:
        assert isinstance(state, BlackFleetState)
        return render.render(
            state,
            perspective,
            lang=kw.get("lang", "en"),
            highlight=kw.get("highlight", ()),
            names=kw.get("names"),
        )

    def max_game_length(self, num_players: int, options: Any = None) -> int:
        opts: Options = self.make_options(options)
        setup = 1 + 8 * num_players
        return setup + opts.max_rounds * num_players * MOVES_PER_TURN

    def rules_summary(self, lang: str = "en") -> str:
        return texts.RULES_RU if lang == "ru" else texts.RULES_EN

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, BlackFleetState)
        return evaluate.evaluate(state, seat)

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return state.determinize(seat, rng)

    def describe_move(self, state: State, move: Move) -> Message | None:
        assert isinstance(state, BlackFleetState)
        return words.describe_move(state, move)

    def describe_hidden(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, BlackFleetState)
        return words.describe_hidden(state, move, perspective)

    def log_group(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, BlackFleetState)
        return words.log_group(state, move, perspective)

    def decision(self, state: State) -> Message:
        assert isinstance(state, BlackFleetState)
        return words.decision(state)

    def seat_colours(self, state: State) -> list[tuple[str, Message]]:
        assert isinstance(state, BlackFleetState)
        return panels.seat_colours(state)

    def seat_panels(self, state: State, perspective: int | None) -> list[SeatPanel]:
        assert isinstance(state, BlackFleetState)
        return panels.seat_panels(state, perspective)

    def score_breakdown(self, state: State) -> Breakdown | None:
        assert isinstance(state, BlackFleetState)
        return panels.score_breakdown(state)

    def ranking_note(self, state: State) -> Message | None:
        assert isinstance(state, BlackFleetState)
        return panels.ranking_note(state)

    def render_text(self, state: State, perspective: int | None = None, lang: str = "en") -> str:
        from seaboard.games.black_fleet.text import board_text

        assert isinstance(state, BlackFleetState)
        return board_text(state, perspective, lang)

    def move_targets(self, state: State, move: Move) -> list[str]:
        assert isinstance(state, BlackFleetState)
        return render.targets(state, move)


_FORTUNE_WORDS = frozenset(FORTUNE_SLUG)
