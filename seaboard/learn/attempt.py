"""A player's attempt at a lesson: the moves tried so far, replayed and judged.

The server keeps no session: the page sends the moves its player has made, and ``attempt``
replays them from the lesson's position. A move the example does not describe is refused with
the step's hint and changes nothing; a right move is played with the chance outcomes the
example names (the cards it draws), and the step's explanation is shown.
"""

from __future__ import annotations

from dataclasses import dataclass

from seaboard.core.errors import SeaboardError
from seaboard.core.move import Move
from seaboard.core.registry import get_game
from seaboard.core.state import State
from seaboard.learn.library import Lesson

MAX_TRIES = 64


@dataclass
class Attempt:
    """Where an attempt stands: the position, the steps done, and the verdict on the last try
    (``None`` before any try, ``"right"`` or ``"wrong"``)."""

    lesson: Lesson
    state: State
    done: int
    verdict: str | None
    tried: Move | None = None
    """The wrong try, when the verdict is ``"wrong"``."""

    @property
    def finished(self) -> bool:
        return self.done == len(self.lesson.steps)


def attempt(lesson: Lesson, moves: list[str]) -> Attempt:
    """Replay ``moves`` (the player's tries, in order) on ``lesson``. Earlier tries must be
    the right moves; the last one is judged. Malformed input is a ``SeaboardError``."""
    if len(moves) > min(MAX_TRIES, len(lesson.steps)):
        raise SeaboardError("more moves than the lesson has steps")
    spec = get_game(lesson.game)
    state = lesson.start()
    done = 0
    verdict: str | None = None
    for index, text in enumerate(moves):
        step = lesson.steps[index]
        move = spec.parse_move(state, text)
        expected = [spec.parse_move(state, e) for e in step.expect]
        if move not in expected:
            if index != len(moves) - 1:
                raise SeaboardError(f"move {index + 1} is not the example's move")
            return Attempt(lesson, state, done, "wrong", move)
        state.play(move)
        for outcome in step.then:
            state.play(spec.parse_move(state, outcome))
        done += 1
        verdict = "right"
    return Attempt(lesson, state, done, verdict)
