"""The Black Fleet ``GameSpec`` (seed 001; RULINGS.md "All games" and "Black Fleet")."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from seaboard.core.errors import InvalidMoveError, InvalidOptionsError
from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, SeatPanel
from seaboard.core.rulebook import RuleBook
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.games.black_fleet import (
    code,
    evaluate,
    moves,
    panels,
    render,
    rulebook,
    texts,
    words,
)
from seaboard.games.black_fleet.components import load_components
from seaboard.games.black_fleet.options import PRESETS, Options
from seaboard.games.black_fleet.state import FORTUNE_SLUG, BlackFleetState

SHIPS_PER_TURN = 4
"""Ships a seat may move in a turn: its merchant and pirate, and both navy ships (the card's
own, and the other with Duplicate Order)."""
BREEZE_MAX = 7
"""The largest value a breeze fortune card sets (Mercantile Breeze: the merchant moves 7;
Piratical 6, Naval 4; ``fortune.apply_fortune``)."""
FORTUNE_HAND = 3
"""Fortune cards a seat holds when its turn starts (it discards down to 3), so it plays at
most 3 in a turn: no fortune card is drawn before the ships phase ends."""
PLIES_PER_FORTUNE = 5
"""A fortune play and the plies it can add: 4 steps (Lighter Load +4 to one ship, Freshening
Wind +1 to each of 4 ships, the winds +2), or 2 steps of an opponent's ship and ``stop``
(Lucky Wind)."""
FIXED_BONUS_STEPS = 1 * SHIPS_PER_TURN + 4 + 2
"""Steps not counted in the card's values: Larger Sails (+1 to every ship), Quick Launch
(+4 to a pirate entering), Tide Tables (+2 to one ship)."""
TURN_OVERHEAD = 2 + 1 + 1 + 1 + 5 + 1 + 2 + 3 + 3 + 1
"""The other plies of a turn: relaunch the merchant and the pirate (2), False Colors' swap
(1), the ``tide`` choice (1), the card play or ``pass`` (1), at most 5 ship actions (the
merchant's, two of the pirate with the Treasure Map, each navy ship's), ``end`` (1), at most 2
movement draws and 3 fortune draws (2 from the bottom line, 1 from Weather Forecast), at most
3 discards (6 cards down to 3) and the purchase or ``done`` (1)."""


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
    play_minutes = (30, 60)
    complexity = "medium"
    picture_box = (0, 40, 950, 475)
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
        """Setup, then ``max_rounds`` rounds of ``plies_per_turn`` for every seat.

        Setup: the first seat (1), then per seat 4 development cards, 1 fortune card and 2
        movement cards dealt and its merchant placed (8). The game cannot outlast
        ``max_rounds`` (``flow.end_turn``), and the turn bound holds whatever the seats do."""
        opts: Options = self.make_options(options)
        setup = 1 + 8 * num_players
        return setup + opts.max_rounds * num_players * self.plies_per_turn(opts)

    def plies_per_turn(self, options: Any = None) -> int:
        """A bound on the moves and chance outcomes of one turn, from the rules and the
        movement cards: each of the 4 ships takes at most the largest card value (Freak Winds
        only permutes a card's values) or breeze value in steps, plus the fixed bonuses; each
        of at most 3 fortune plays adds itself and 4 plies; then the turn's other steps
        (``TURN_OVERHEAD``). 73 plies with the built-in cards; random games take at most
        about 23."""
        opts: Options = self.make_options(options)
        cards = load_components(opts.components).move_cards
        largest = max(BREEZE_MAX, *(value for card in cards for value in card.values))
        steps = SHIPS_PER_TURN * largest + FIXED_BONUS_STEPS
        return steps + FORTUNE_HAND * PLIES_PER_FORTUNE + TURN_OVERHEAD

    def rulebook(self, lang: str = "en") -> RuleBook:
        """The rules page's book (seed 001), over the game's own component data."""
        return rulebook.rulebook(load_components(), lang)

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
