"""The ``GameSpec`` of Pirates (seed 004 part 1)."""

from __future__ import annotations

import random
from typing import Any, ClassVar

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, SeatPanel
from seaboard.core.rulebook import RuleBook
from seaboard.core.state import TERMINAL, State
from seaboard.games._golitsyn.maps import GameMap
from seaboard.games._golitsyn.spec import GolitsynSpec
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.games.pirates import code, evaluate, rulebook, texts, words
from seaboard.games.pirates.moves import Transfer, Treasure, parse
from seaboard.games.pirates.options import Options
from seaboard.games.pirates.state import PiratesState, fleet


class PiratesSpec(GolitsynSpec):
    id = "pirates"
    title = "Pirates"
    title_ru = "Пираты"
    version = 5
    min_players = 2
    max_players = 9
    Options = Options
    presets: ClassVar[dict[str, dict[str, Any]]] = {
        "default": {},
        "article1989": {
            "wind_from_arrow": True,
            "repair_one_turn": True,
            "spanish_start": "first",
        },
    }
    has_chance = True
    has_hidden_info = True
    play_minutes = (60, 90)
    complexity = "medium"
    picture_box = (60, 0, 1008, 504)
    default_map = "atlantic"
    mcts_settings: ClassVar[dict[str, float]] = {
        "rollout_depth": 0,
        "exploration": 0.1,
        "widening": 0.3,
        "prior_weight": 1.0,
        "learned": 0.0,
        "rollout_turns": 1,
        "calibrated": 1,
    }
    """A turn is a declaration, a spin and one sail per ship, whose values differ by
    hundredths: search the few sails the evaluation ranks best (widening 0.3), play each leaf
    on as greedy would to the end of the other side's reply (``rollout_turns`` 1, counted from
    the root), score it with the evaluation, explore little. With wider nodes and no play-on
    the search rated a feint (a turn with no spin, whose subtree tries the opponent's poor
    replies) above sailing (whose subtree tries its own poor sails), and a Spanish level 3
    feinted to the round limit; with them 52.5 % of 40 games against greedy, 40.0 % before
    (docs/bots.md). The learned value is not blended: it made a search three times slower
    and, at equal iterations, no stronger (docs/bots.md, "Learned evaluations"). The leaves
    are read through the fitted calibration (``calibrated``): the raw values understate both
    sides' prospects, so a storm's draw looked cheap, and level-3 Spaniards lost the treasure
    to second storms in a row."""

    def make_state(self, num_players: int, options: Any, game_map: GameMap) -> GolitsynState:
        spanish, galleons, _ = fleet(num_players, options)
        if galleons < spanish:
            raise InvalidOptionsError(
                f"{spanish} Spanish players need at least {spanish} galleons, not {galleons}"
            )
        if options.first_seat >= spanish:
            raise InvalidOptionsError(
                f"the Spaniards (seats 0-{spanish - 1}) play first, not seat {options.first_seat}"
            )
        return PiratesState(num_players, options, game_map)

    def parse_move(self, state: State, text: str) -> Move:
        return parse(text)

    def from_code(self, text: str) -> State:
        return code.from_code(text, self._make_for_code)

    def rulebook(self, lang: str = "en") -> RuleBook:
        state = self.new_state(self.min_players)
        assert isinstance(state, PiratesState)
        return rulebook.rulebook(state, lang)

    def rules_summary(self, lang: str = "en") -> str:
        return texts.RULES["ru" if lang == "ru" else "en"]

    def describe_move(self, state: State, move: Move) -> Message | None:
        assert isinstance(state, PiratesState)
        return words.describe_move(state, move)

    def describe_hidden(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, PiratesState)
        return words.describe_hidden(state, move, perspective)

    def decision(self, state: State) -> Message:
        assert isinstance(state, PiratesState)
        return words.decision(state)

    def seat_panels(self, state: State, perspective: int | None) -> list[SeatPanel]:
        assert isinstance(state, PiratesState)
        return words.seat_panels(state, perspective)

    def score_breakdown(self, state: State) -> Breakdown | None:
        assert isinstance(state, PiratesState)
        return words.score_breakdown(state)

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, PiratesState)
        return evaluate.evaluate(state, seat)

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        return state.determinize(seat, rng)

    def secret_ship(self, state: GolitsynState, perspective: int | None) -> str | None:
        assert isinstance(state, PiratesState)
        over = state.to_move() == TERMINAL
        if state.treasure >= 0 and (state.knows_treasure(perspective) or over):
            return state.ship_ids[state.treasure]
        return None

    def extra_targets(self, state: GolitsynState, move: Move) -> list[str]:
        if isinstance(move, Treasure):
            return [f"ship-{move.ship}"]
        if isinstance(move, Transfer):
            return [f"ship-{move.source}", f"ship-{move.dest}"]
        return []


SPEC = PiratesSpec()
