"""The Packet Row ``GameSpec`` (seed 000): identity, options and entry points."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, SeatPanel
from seaboard.core.rulebook import RuleBook
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.games.packet_row import panels, texts, words
from seaboard.games.packet_row.code import decode
from seaboard.games.packet_row.moves import Act, parse_act
from seaboard.games.packet_row.options import Options
from seaboard.games.packet_row.state import PacketRowState

SETUP_PLIES = 1 + 24 + 5 + 8 + 20
GAME_WIDE_PLIES = 24 + 172 + 36 + 5
"""Cash moves (24 money cards), fulfilment steps (each uses a card) and ``done`` moves (at most
one per contract), final passes."""


class PacketRowSpec(GameSpec):
    id: ClassVar[str] = "packet_row"
    title: ClassVar[str] = "Packet Row"
    title_ru: ClassVar[str] = "Корабельный ряд"
    version: ClassVar[int] = 1
    min_players: ClassVar[int] = 2
    max_players: ClassVar[int] = 5
    Options: ClassVar[type[Any]] = Options
    presets: ClassVar[dict[str, dict[str, Any]]] = {"standard": {}}
    has_chance: ClassVar[bool] = True
    has_hidden_info: ClassVar[bool] = True
    play_minutes: ClassVar[tuple[int, int]] = (45, 60)
    complexity: ClassVar[str] = "medium"
    picture_box: ClassVar[tuple[float, float, float, float] | None] = (5, 5, 492, 246)

    def new_state(self, num_players: int, options: Any = None) -> PacketRowState:
        self.check_players(num_players)
        built = self.make_options(options)
        if built.first_seat is not None and built.first_seat >= num_players:
            raise InvalidOptionsError(
                f"option 'first_seat' must be a seat 0..{num_players - 1}, not {built.first_seat}"
            )
        return PacketRowState(num_players, built)

    def parse_move(self, state: State, text: str) -> Move:
        return parse_act(text)

    def from_code(self, text: str) -> PacketRowState:
        return decode(text)

    def render_svg(self, state: State, perspective: int | None = None, **kw: Any) -> str:
        from seaboard.games.packet_row.render import render

        assert isinstance(state, PacketRowState)
        return render(
            state,
            perspective,
            lang=kw.get("lang", "en"),
            highlight=kw.get("highlight"),
            players=kw.get("names"),
        )

    def render_text(self, state: State, perspective: int | None = None, lang: str = "en") -> str:
        assert isinstance(state, PacketRowState)
        return texts.board_text(state, perspective, lang)

    def max_game_length(self, num_players: int, options: Any = None) -> int:
        rounds: int = self.make_options(options).max_rounds
        per_round = 4 + 4 * (num_players - 1) + 1 + 4 * 6
        return SETUP_PLIES + rounds * per_round + GAME_WIDE_PLIES

    def rulebook(self, lang: str = "en") -> RuleBook:
        from seaboard.games.packet_row.rulebook import rulebook

        return rulebook(lang)

    def rules_summary(self, lang: str = "en") -> str:
        return texts.rules_summary(lang)

    def evaluate(self, state: State, seat: int) -> float:
        from seaboard.games.packet_row.evaluate import evaluate

        assert isinstance(state, PacketRowState)
        return evaluate(state, seat)

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return state.determinize(seat, rng)

    def describe_move(self, state: State, move: Move) -> Message:
        assert isinstance(state, PacketRowState)
        return words.describe_move(state, move)

    def describe_hidden(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, PacketRowState)
        return words.describe_hidden(state, move, perspective)

    def log_group(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, PacketRowState)
        return words.log_group(state, move, perspective)

    def decision(self, state: State) -> Message:
        assert isinstance(state, PacketRowState)
        return words.decision(state)

    def seat_colours(self, state: State) -> list[tuple[str, Message]]:
        assert isinstance(state, PacketRowState)
        return panels.seat_colours(state)

    def seat_panels(self, state: State, perspective: int | None) -> list[SeatPanel]:
        assert isinstance(state, PacketRowState)
        return panels.seat_panels(state, perspective)

    def score_breakdown(self, state: State) -> Breakdown | None:
        assert isinstance(state, PacketRowState)
        return panels.score_breakdown(state)

    def ranking_note(self, state: State) -> Message | None:
        assert isinstance(state, PacketRowState)
        return panels.ranking_note(state)

    def move_targets(self, state: State, move: Move) -> list[str]:
        from seaboard.games.packet_row.render import move_targets

        assert isinstance(state, PacketRowState)
        assert isinstance(move, Act)
        return move_targets(state, move)
