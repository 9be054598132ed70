"""``GameSpec``: what the registry knows of a game (DESIGN.md, "The core contract").

Each game package subclasses ``GameSpec`` once and exposes the instance as ``SPEC``. The
server, the CLI, the bots, the lab and the adapters reach a game only through it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.move import Move
from seaboard.core.options import build_options
from seaboard.core.state import State


class GameSpec(ABC):
    """A game's identity, declared facts, options and entry points."""

    id: ClassVar[str]
    title: ClassVar[str]
    title_ru: ClassVar[str]
    version: ClassVar[int]
    """Bumped whenever behaviour changes, so old records say which rules they were played by."""
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    Options: ClassVar[type[Any]]
    """A frozen dataclass with defaults: variants and rule toggles (see ``core.options``)."""
    presets: ClassVar[Mapping[str, Mapping[str, Any]]] = {}
    """Named option sets (e.g. the variants); the first is the default."""
    has_chance: ClassVar[bool]
    has_hidden_info: ClassVar[bool]
    mcts_settings: ClassVar[Mapping[str, float]] = {}
    """Search settings the MCTS bot plays this game best with (``exploration``,
    ``rollout_depth``, ``widening``, ``prior_weight``; see ``seaboard.bots.mcts``); settings
    given to the bot override them. Empty: the bot's defaults."""

    # -- options -----------------------------------------------------------------------------

    def make_options(self, options: Any = None) -> Any:
        """``Options`` from a mapping, an instance, a preset name or None (the defaults)."""
        if isinstance(options, str):
            if options not in self.presets:
                known = ", ".join(self.presets) or "none"
                raise InvalidOptionsError(f"{self.id} has no preset '{options}'; presets: {known}")
            options = self.presets[options]
        return build_options(self.Options, options)

    def check_players(self, num_players: int) -> None:
        if not isinstance(num_players, int) or isinstance(num_players, bool):
            raise InvalidOptionsError("the number of players must be a whole number")
        if not self.min_players <= num_players <= self.max_players:
            raise InvalidOptionsError(
                f"{self.title} is for {self.min_players}-{self.max_players} players,"
                f" not {num_players}"
            )

    # -- entry points each game implements ---------------------------------------------------

    @abstractmethod
    def new_state(self, num_players: int, options: Any = None) -> State:
        """The position before setup: its first chance points lay out the game."""

    @abstractmethod
    def parse_move(self, state: State, text: str) -> Move:
        """Read a move in notation for ``state`` (``InvalidMoveError`` when it cannot)."""

    @abstractmethod
    def from_code(self, text: str) -> State:
        """Read a position code (``InvalidCodeError`` when it cannot)."""

    @abstractmethod
    def render_svg(self, state: State, perspective: int | None = None, **kw: Any) -> str:
        """The board as an SVG document, as ``perspective`` sees it (None: a spectator)."""

    @abstractmethod
    def max_game_length(self, num_players: int, options: Any = None) -> int:
        """An upper bound on the number of moves and chance outcomes in a game."""

    @abstractmethod
    def rules_summary(self, lang: str = "en") -> str:
        """A short rules summary in English (``en``) or Russian (``ru``)."""

    # -- hooks with defaults -----------------------------------------------------------------

    def evaluate(self, state: State, seat: int) -> float:
        """A heuristic value of ``state`` for ``seat`` in [-1, 1] for the greedy and MCTS bots,
        computed from what ``seat`` may know. The default knows only finished games."""
        return state.returns()[seat] if state.is_terminal() else 0.0

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        """A copy of ``state`` with everything hidden from ``seat`` resampled."""
        return state.determinize(seat, rng)

    def move_label(self, state: State, move: Move, lang: str = "en") -> str:
        """A human-readable description of ``move`` (the notation by default)."""
        return str(move)

    def render_text(self, state: State, perspective: int | None = None) -> str:
        """A plain-text picture of the table as ``perspective`` sees it, for the terminal."""
        return str(state)

    def move_targets(self, state: State, move: Move) -> list[str]:
        """Ids of the SVG elements a move concerns, so a UI can pick it by clicking them."""
        return []

    def __repr__(self) -> str:
        return f"<GameSpec {self.id} v{self.version}>"
