"""The part of ``GameSpec`` both Golitsyn games share: maps from options, notation, codes,
SVG, move targets, the bound on the game's length, the log's groups and the seats' colours."""

from __future__ import annotations

from typing import Any

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.games._golitsyn import render, targets, words
from seaboard.games._golitsyn.maps import GameMap, map_for
from seaboard.games._golitsyn.moves import Also, Declare, Fire, Repair, Row, Sail, Shoot
from seaboard.games._golitsyn.shooting import MAX_VOLLEY
from seaboard.games._golitsyn.state import GolitsynState

SETUP_PLIES = 4


class GolitsynSpec(GameSpec):
    """Shared entry points; a game names its default map and builds its state."""

    default_map: str = ""

    def game_map(self, options: Any) -> GameMap:
        game_map = map_for(options.map, self.default_map)
        if game_map.game != self.id:
            raise InvalidOptionsError(
                f"the map {game_map.path or game_map.id} is a {game_map.game} map, not {self.id}"
            )
        return game_map

    def new_state(self, num_players: int, options: Any = None) -> State:
        self.check_players(num_players)
        options = self.make_options(options)
        return self.make_state(num_players, options, self.game_map(options))

    def make_state(self, num_players: int, options: Any, game_map: GameMap) -> GolitsynState:
        raise NotImplementedError

    def _make_for_code(self, num_players: int, options: Any) -> GolitsynState:
        state = self.new_state(num_players, options)
        assert isinstance(state, GolitsynState)
        return state

    def render_svg(self, state: State, perspective: int | None = None, **kw: Any) -> str:
        assert isinstance(state, GolitsynState)
        return render.render(state, perspective, self.secret_ship(state, perspective), **kw)

    def render_text(self, state: State, perspective: int | None = None, lang: str = "en") -> str:
        from seaboard.games._golitsyn.text import board_text

        assert isinstance(state, GolitsynState)
        return board_text(state, lang, self.secret_ship(state, perspective))

    def log_group(self, state: State, move: Move, perspective: int | None) -> Message | None:
        assert isinstance(state, GolitsynState)
        return words.log_group(state, move)

    def seat_colours(self, state: State) -> list[tuple[str, Message]]:
        assert isinstance(state, GolitsynState)
        return words.seat_colours(state)

    def secret_ship(self, state: GolitsynState, perspective: int | None) -> str | None:
        """The ship to mark as the treasure galleon for ``perspective`` (Pirates only)."""
        return None

    def max_game_length(self, num_players: int, options: Any = None) -> int:
        options = self.make_options(options)
        state = self.new_state(num_players, options)
        assert isinstance(state, GolitsynState)
        ships = len(state.ship_ids)
        # A turn's plies, loosely bounded: a return fire and its spin; a volley (``shoot``, up
        # to 7 ``also``, ``fire``, a spin per unit: 2 * MAX_VOLLEY + 1) and a move (``move``, a
        # spin, ``done``) in one turn with option shoot_and_move; per ship an unload, a repair
        # or a sail, and slack; per port one more.
        per_turn = 6 + 2 * MAX_VOLLEY + 3 * ships + len(state.map.ports)
        rounds: int = options.max_rounds
        return SETUP_PLIES + rounds * num_players * per_turn

    def move_targets(self, state: State, move: Move) -> list[str]:
        assert isinstance(state, GolitsynState)
        if isinstance(move, Sail | Row):
            cell = targets.destination(state, move)
            if cell < 0:
                return [f"ship-{move.ship}"] if move.ship in state.ship_index else []
            return [f"ship-{move.ship}", f"cell-{state.map.names[cell]}"]
        if isinstance(move, Shoot):
            return [
                targets.unit_element(state, move.target),
                targets.unit_element(state, move.unit),
            ]
        if isinstance(move, Also):
            return [targets.unit_element(state, move.unit)]
        if isinstance(move, Fire):
            return [targets.unit_element(state, state.target)] if state.target else []
        if isinstance(move, Declare):
            return ["spinner"]
        if isinstance(move, Repair):
            return targets.repair_elements(state, move)
        return self.extra_targets(state, move)

    def extra_targets(self, state: GolitsynState, move: Move) -> list[str]:
        return []
