"""``GameSpec`` of Ticket to Ride: Rails & Sails, World map (seed 002)."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from seaboard.core.errors import IllegalMoveError, InvalidOptionsError
from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, SeatPanel
from seaboard.core.rulebook import RuleBook
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.games.rails_sails import moves as moves_module
from seaboard.games.rails_sails import panels, words
from seaboard.games.rails_sails.code import from_code
from seaboard.games.rails_sails.data import world_for
from seaboard.games.rails_sails.options import PRESETS, Options
from seaboard.games.rails_sails.rules import resolve_keep
from seaboard.games.rails_sails.state import MAX_RESETS, RailsSailsState
from seaboard.games.rails_sails.texts import rules_summary


class RailsSailsSpec(GameSpec):
    id = "rails_sails"
    title = "Ticket to Ride: Rails & Sails (World map)"
    title_ru = "Ticket to Ride: Rails & Sails (карта мира)"
    version = 2
    min_players = 2
    max_players = 5
    Options: ClassVar[type[Any]] = Options
    presets = PRESETS
    has_chance = True
    has_hidden_info = True
    play_minutes = (60, 120)
    complexity = "medium"
    picture_box = (110, 0, 1120, 560)
    mcts_settings: ClassVar[dict[str, float]] = {
        "widening": 1.0,
        "rollout_depth": 0,
        "exploration": 0.35,
        "learned": 0.0,
    }
    """About 45 moves a turn and noisy random rollouts: search the best moves by the
    evaluation, score leaves with it and explore half the default (9 of 12 games against
    greedy where 0.7 won 8 of the same 12; docs/games/rails_sails.md, "Bots"). The learned
    value (3% of the variance of the result explained) is not blended: no stronger at equal
    iterations, a third slower (docs/bots.md, "Learned evaluations")."""

    def new_state(self, num_players: int, options: Any = None) -> RailsSailsState:
        self.check_players(num_players)
        opts = self.make_options(options)
        if opts.first_seat is not None and opts.first_seat >= num_players:
            raise InvalidOptionsError(
                f"option 'first_seat' must be a seat of 0-{num_players - 1}, not {opts.first_seat}"
            )
        state = RailsSailsState(num_players, opts)
        state.start()
        return state

    def parse_move(self, state: State, text: str) -> Move:
        if not isinstance(text, str):
            raise IllegalMoveError("a move is text")
        if not isinstance(state, RailsSailsState):
            raise IllegalMoveError("not a Rails & Sails position")
        move = moves_module.parse_move(text, state.world)
        if isinstance(move, moves_module.Keep):
            return resolve_keep(state, move)
        return move

    def from_code(self, text: str) -> RailsSailsState:
        return from_code(text)

    def render_svg(self, state: State, perspective: int | None = None, **kw: Any) -> str:
        from seaboard.games.rails_sails.render import render

        assert isinstance(state, RailsSailsState)
        return render(state, perspective, str(kw.get("lang", "en")), kw.get("names"))

    def max_game_length(self, num_players: int, options: Any = None) -> int:
        opts = self.make_options(options)
        setup = world_for(opts.components).setup
        per_seat = setup["deal_train_cards"] + setup["deal_ship_cards"] + setup["deal_tickets"] + 2
        setup_plies = 1 + num_players * per_seat + 6 + 6 * MAX_RESETS
        # a turn: two draws, each a move, a card and up to MAX_RESETS redeals of six cards
        per_turn = 2 * (2 + 6 * MAX_RESETS) + 2
        rounds: int = opts.max_rounds
        return setup_plies + rounds * num_players * per_turn

    def rulebook(self, lang: str = "en") -> RuleBook:
        from seaboard.games.rails_sails.rulebook import rulebook

        return rulebook(lang)

    def rules_summary(self, lang: str = "en") -> str:
        return rules_summary(lang)

    def describe_move(self, state: State, move: Move) -> Message:
        assert isinstance(state, RailsSailsState)
        return words.describe_move(state, move)

    def describe_hidden(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, RailsSailsState)
        return words.describe_hidden(state, move, perspective)

    def log_group(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, RailsSailsState)
        return words.log_group(state, move, perspective)

    def decision(self, state: State) -> Message:
        assert isinstance(state, RailsSailsState)
        return words.decision(state)

    def seat_colours(self, state: State) -> list[tuple[str, Message]]:
        assert isinstance(state, RailsSailsState)
        return panels.seat_colours(state)

    def seat_panels(self, state: State, perspective: int | None) -> list[SeatPanel]:
        assert isinstance(state, RailsSailsState)
        return panels.seat_panels(state, perspective)

    def score_breakdown(self, state: State) -> Breakdown | None:
        assert isinstance(state, RailsSailsState)
        return panels.score_breakdown(state)

    def render_text(self, state: State, perspective: int | None = None, lang: str = "en") -> str:
        from seaboard.games.rails_sails.text import board_text

        assert isinstance(state, RailsSailsState)
        return board_text(state, perspective, lang)

    def move_targets(self, state: State, move: Move) -> list[str]:
        from seaboard.games.rails_sails.targets import move_targets

        assert isinstance(state, RailsSailsState)
        return move_targets(state, move)

    def move_hints(self, state: State, move: Move) -> dict[str, Any]:
        from seaboard.games.rails_sails.targets import move_hints

        assert isinstance(state, RailsSailsState)
        return move_hints(state, move)

    def evaluate(self, state: State, seat: int) -> float:
        from seaboard.games.rails_sails.evaluate import evaluate

        assert isinstance(state, RailsSailsState)
        return evaluate(state, seat)

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return state.determinize(seat, rng)


SPEC = RailsSailsSpec()
