"""``GameSpec``: what the registry knows of a game (DESIGN.md, "The core contract").

Each game package subclasses ``GameSpec`` once and exposes the instance as ``SPEC``. The
server, the CLI, the bots, the lab and the adapters reach a game only through it.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from seaboard.core.errors import InvalidOptionsError
from seaboard.core.message import Message, msg
from seaboard.core.move import Move
from seaboard.core.options import build_options
from seaboard.core.panels import DEFAULT_COLOURS, Breakdown, SeatPanel, Stat
from seaboard.core.rulebook import RuleBook
from seaboard.core.state import State

COMPLEXITIES = ("light", "medium", "heavy")
"""How much a game asks of a new player, lightest first (``GameSpec.complexity``)."""


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

    # -- how the lobby presents the game ------------------------------------------------------

    play_minutes: ClassVar[tuple[int, int]] = (30, 60)
    """How long a game usually lasts at a table of people, in minutes: (shortest, longest)."""
    complexity: ClassVar[str] = "medium"
    """How much there is to learn: one of ``COMPLEXITIES`` (the lobby's card says it)."""
    picture_box: ClassVar[tuple[float, float, float, float] | None] = None
    """The part of the board's SVG the lobby's picture shows (x, y, width, height in the SVG's
    own units, about twice as wide as high); None: the whole board."""

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

    def rulebook(self, lang: str = "en") -> RuleBook | None:
        """The rules as a page that teaches (``core.rulebook``), its pictures drawn in
        ``lang``; None: the rules page shows the summary."""
        return None

    def evaluate(self, state: State, seat: int) -> float:
        """A heuristic value of ``state`` for ``seat`` in [-1, 1] for the greedy and MCTS bots,
        computed from what ``seat`` may know. The default knows only finished games."""
        return state.returns()[seat] if state.is_terminal() else 0.0

    def determinize(self, state: State, seat: int | None, rng: random.Random) -> State:
        """A copy of ``state`` with everything hidden from ``seat`` resampled."""
        return state.determinize(seat, rng)

    def describe_move(self, state: State, move: Move) -> Message | None:
        """``move`` (about to be played in ``state``) as a sentence to word: who does what,
        with names and colours, never notation. None: the game has no words for it yet."""
        return None

    def describe_hidden(self, state: State, move: Move, perspective: int | None) -> Message | None:
        """``move`` as ``perspective`` sees it when it may not see all of it (a card drawn by
        someone else: "Bob draws a card"). None: the redacted notation is shown."""
        return None

    def log_group(self, state: State, move: Move, perspective: int | None) -> Message | None:
        """The heading of a run of steps the log shows as one line ("Cards dealt", "You
        drew"): consecutive steps of one actor with the same heading are grouped. None: the
        step stands alone."""
        return None

    def move_label(
        self, state: State, move: Move, lang: str = "en", names: Sequence[str] | None = None
    ) -> str:
        """``describe_move`` worded in ``lang`` with the seats' ``names`` (the notation when
        the game has no description)."""
        message = self.describe_move(state, move)
        if message is None:
            return str(move)
        from seaboard.i18n import render

        return render(message, lang, names)

    def decision(self, state: State) -> Message:
        """What the seat to move must decide now, in one sentence ("Choose a pirate to move
        back, or end your turn")."""
        return msg("core:choose_move")

    def seat_colours(self, state: State) -> list[tuple[str, Message]]:
        """Each seat's colour on this game's board: a CSS colour and its name."""
        return [
            (hex_colour, msg(f"core:colour_{name}"))
            for hex_colour, name in DEFAULT_COLOURS[: state.num_players]
        ]

    def seat_panels(self, state: State, perspective: int | None) -> list[SeatPanel]:
        """One panel per seat as ``perspective`` sees it: colour, score and public figures
        (and ``private`` figures for ``perspective``'s own seat). The default shows the
        colour and, once the game is over, the final score."""
        outcome = state.outcome()
        colours = self.seat_colours(state)
        return [
            SeatPanel(
                colour=colours[seat][0],
                colour_name=colours[seat][1],
                score=Stat(msg("core:score"), outcome.scores[seat] if outcome else "–"),
            )
            for seat in range(state.num_players)
        ]

    def score_breakdown(self, state: State) -> Breakdown | None:
        """A finished game's score by source, per seat (None: the game gives no breakdown)."""
        return None

    def ranking_note(self, state: State) -> Message | None:
        """How a finished game's places were set where its scores do not show it (the
        game's tie-break), or None when the scores alone order the seats."""
        return None

    def render_text(self, state: State, perspective: int | None = None, lang: str = "en") -> str:
        """A plain-text picture of the table as ``perspective`` sees it, for the terminal,
        worded in ``lang``, at most ``textview.TEXT_WIDTH`` columns wide (a panel at 80)."""
        return str(state)

    def move_targets(self, state: State, move: Move) -> list[str]:
        """Ids of the SVG elements a move concerns, so a UI can pick it by clicking them."""
        return []

    def seen_targets(
        self, state: State, move: Move, perspectives: Sequence[int | None]
    ) -> dict[int | None, list[str]]:
        """For each of ``perspectives``, the ids of ``move_targets`` it may be shown once
        ``move`` (about to be played in ``state``) is played: all of them when it sees the
        whole move, none when it sees the move redacted (``State.redacted``, the same knowledge
        as its log): they would name what is hidden from it, such as a kept ticket or a card
        drawn blind."""
        targets = self.move_targets(state, move)
        notation = str(move)
        return {
            p: list(targets) if state.redacted(move, p) == notation else [] for p in perspectives
        }

    def move_hints(self, state: State, move: Move) -> dict[str, Any]:
        """How a UI lets a person pick ``move`` beyond clicking its targets in order
        (docs/api.md, "Move hints"): ``preview`` (ids showing where the move leads),
        ``set`` (the targets are toggled in any order, then confirmed), ``cards`` (the
        payment pictured: colour, shape, count, name), ``amount`` (moves that differ only by
        a number, chosen in a small dialog). Empty: click the targets."""
        return {}

    def __repr__(self) -> str:
        return f"<GameSpec {self.id} v{self.version}>"
