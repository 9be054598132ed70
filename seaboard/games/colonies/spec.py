"""The ``GameSpec`` of Capture of Colonies (seed 004 part 2)."""

from __future__ import annotations

from typing import Any, ClassVar

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.panels import Breakdown, SeatPanel
from seaboard.core.rulebook import RuleBook
from seaboard.core.state import State
from seaboard.games._golitsyn.code import decode
from seaboard.games._golitsyn.maps import GameMap
from seaboard.games._golitsyn.spec import GolitsynSpec
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.games.colonies import evaluate, rulebook, texts, words
from seaboard.games.colonies.moves import PortFire, Unload, parse
from seaboard.games.colonies.options import Options
from seaboard.games.colonies.state import ColoniesState


class ColoniesSpec(GolitsynSpec):
    id = "colonies"
    title = "Capture of Colonies"
    title_ru = "Захват колоний"
    version = 5
    min_players = 2
    max_players = 6
    Options = Options
    presets: ClassVar[dict[str, dict[str, Any]]] = {"default": {}}
    has_chance = True
    has_hidden_info = False
    play_minutes = (60, 90)
    complexity = "medium"
    picture_box = (0, 108, 792, 396)
    default_map = "colonies"
    mcts_settings: ClassVar[dict[str, float]] = {"learned": 0.0}
    """The learned value is not blended: at equal iterations the search without it beat the
    greedy bot more often, in half the time (docs/bots.md, "Learned evaluations")."""

    def make_state(self, num_players: int, options: Any, game_map: GameMap) -> GolitsynState:
        needed = num_players * options.ships
        if len(game_map.start_cells) < needed:
            raise InvalidOptionsError(
                f"the map's start corner has {len(game_map.start_cells)} cells;"
                f" {num_players} players with {options.ships} ships need {needed}"
            )
        if options.first_seat >= num_players:
            raise InvalidOptionsError(f"there is no seat {options.first_seat} to play first")
        return ColoniesState(num_players, options, game_map)

    def parse_move(self, state: State, text: str) -> Move:
        return parse(text)

    def from_code(self, text: str) -> State:
        state, _ = decode(text, "colonies", self._make_for_code)
        return state

    def rulebook(self, lang: str = "en") -> RuleBook:
        state = self.new_state(self.min_players)
        assert isinstance(state, ColoniesState)
        return rulebook.rulebook(state, lang)

    def rules_summary(self, lang: str = "en") -> str:
        return texts.RULES["ru" if lang == "ru" else "en"]

    def describe_move(self, state: State, move: Move) -> Message | None:
        assert isinstance(state, ColoniesState)
        return words.describe_move(state, move)

    def decision(self, state: State) -> Message:
        assert isinstance(state, ColoniesState)
        return words.decision(state)

    def seat_panels(self, state: State, perspective: int | None) -> list[SeatPanel]:
        assert isinstance(state, ColoniesState)
        return words.seat_panels(state, perspective)

    def score_breakdown(self, state: State) -> Breakdown | None:
        assert isinstance(state, ColoniesState)
        return words.score_breakdown(state)

    def evaluate(self, state: State, seat: int) -> float:
        assert isinstance(state, ColoniesState)
        return evaluate.evaluate(state, seat)

    def extra_targets(self, state: GolitsynState, move: Move) -> list[str]:
        if isinstance(move, Unload):
            ship = state.ship_index.get(move.ship)
            if ship is None or state.cell[ship] < 0:
                return [f"ship-{move.ship}"]
            port = state.map.port_at.get(state.cell[ship])
            return [f"ship-{move.ship}"] + (
                [f"port-{state.map.ports[port].id}"] if port is not None else []
            )
        if isinstance(move, PortFire):
            return [f"port-{move.port}", f"ship-{move.ship}"]
        return []


SPEC = ColoniesSpec()
