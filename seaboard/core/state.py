"""The game-agnostic ``State`` base class (DESIGN.md, "The core contract": State).

A game subclasses ``State`` and implements the abstract methods; the base class provides the
checked ``play``, the history, ``returns``, the default chance sampler and equality by position
code. ``to_move()`` returns a seat number, ``CHANCE`` or ``TERMINAL``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from typing import Any, ClassVar, Final

from seaboard.core.errors import IllegalMoveError
from seaboard.core.move import Move
from seaboard.core.outcome import Outcome

CHANCE: Final = -1
"""``to_move()`` at a chance point: the driver samples one of ``chance_outcomes()``."""

TERMINAL: Final = -2
"""``to_move()`` once the game is over: ``outcome()`` tells how it ended."""


class State(ABC):
    """A full game position: everything needed to continue the game, hidden parts included."""

    __slots__ = ("history", "num_players", "options")

    game_id: ClassVar[str] = ""
    """The id of the game this state belongs to (its spec's ``id``)."""

    def __init__(self, num_players: int, options: Any) -> None:
        self.num_players = num_players
        self.options = options
        self.history: list[Move] = []

    # -- the contract each game implements ---------------------------------------------------

    @abstractmethod
    def to_move(self) -> int:
        """The seat to move (0..n-1), ``CHANCE`` or ``TERMINAL``."""

    @abstractmethod
    def legal_moves(self) -> list[Move]:
        """The legal moves of the seat to move, in a deterministic order; [] at chance/end."""

    @abstractmethod
    def chance_outcomes(self) -> list[tuple[Move, float]]:
        """At a chance point, every outcome with its probability (summing to 1); else []."""

    @abstractmethod
    def _apply(self, move: Move) -> None:
        """Carry out a move or chance outcome, assuming it is legal."""

    @abstractmethod
    def copy(self) -> State:
        """An independent copy equal to this state (no ``deepcopy``)."""

    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-ready facts that ``seat`` may know (``None``: a spectator)."""

    @abstractmethod
    def to_code(self) -> str:
        """One line that holds the whole state; ``GameSpec.from_code`` reads it back."""

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """How the game ended, or None while it goes on."""

    # -- provided ------------------------------------------------------------------------------

    def apply(self, move: Move) -> None:
        """The unchecked fast path: carry out ``move`` and log it in ``history``."""
        self._apply(move)
        self.history.append(move)

    def play(self, move: Move) -> None:
        """Carry out ``move`` after checking it; an illegal move changes nothing."""
        reason = self.illegal_reason(move)
        if reason is not None:
            raise IllegalMoveError(reason)
        self.apply(move)

    def illegal_reason(self, move: Move) -> str | None:
        """Why ``move`` is not legal now, or None when it is. Games may explain better."""
        actor = self.to_move()
        if actor == TERMINAL:
            return "the game is over"
        if actor == CHANCE:
            if any(move == outcome for outcome, p in self.chance_outcomes() if p > 0):
                return None
            return f"'{move}' is not a possible chance outcome here"
        if move in self.legal_moves():
            return None
        return f"'{move}' is not a legal move now"

    def is_terminal(self) -> bool:
        return self.to_move() == TERMINAL

    def is_chance(self) -> bool:
        return self.to_move() == CHANCE

    def returns(self) -> list[float]:
        """Per-seat returns in [-1, 1] once the game is over; zeros before."""
        result = self.outcome()
        return result.returns() if result is not None else [0.0] * self.num_players

    def sample_chance(self, rng: random.Random) -> Move:
        """Draw one chance outcome with the probabilities of ``chance_outcomes()``.

        Games override this with a faster sampler of the same distribution.
        """
        outcomes = self.chance_outcomes()
        moves = [move for move, _ in outcomes]
        weights = [p for _, p in outcomes]
        return rng.choices(moves, weights)[0]

    def redacted(self, move: Move, seat: int | None) -> str:
        """How ``move``, about to be applied here, appears in the log of ``seat`` (None: a
        spectator): its notation, or a form with what that seat may not see left out."""
        return str(move)

    def determinize(self, seat: int | None, rng: random.Random) -> State:
        """A copy in which everything hidden from ``seat`` is resampled consistently with its
        view. A game without hidden information returns a plain copy."""
        return self.copy()

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, State)
            and type(other) is type(self)
            and self.to_code() == other.to_code()
        )

    __hash__ = None  # type: ignore[assignment]
