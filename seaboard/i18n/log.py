"""One step of a game as a log line for one reader: the sentence that perspective may read.

A step the perspective sees whole is the game's sentence (``describe_move``); a step it may
not see whole (a card drawn by someone else) is the game's hidden description
(``describe_hidden``), or the redacted notation when the game has none. Consecutive steps
with the same heading (``log_group``) are shown as one line: "Cards dealt: ...".
"""

from __future__ import annotations

from collections.abc import Sequence

from seaboard.core.errors import SeaboardError
from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.i18n import render


def step_texts(
    spec: GameSpec,
    state: State,
    move: Move,
    perspectives: Sequence[int | None],
    lang: str,
    names: Sequence[str] | None = None,
) -> list[str]:
    """What each of ``perspectives`` reads of ``move`` (about to be played in ``state``); the
    game's sentence is worded once for all who see the move whole."""
    notation = str(move)
    label: str | None = None
    texts = []
    for perspective in perspectives:
        redacted = state.redacted(move, perspective)
        if redacted == notation:
            if label is None:
                try:
                    label = spec.move_label(state, move, lang, names)
                except SeaboardError:
                    label = notation
            texts.append(label)
            continue
        message = spec.describe_hidden(state, move, perspective)
        texts.append(redacted if message is None else render(message, lang, names))
    return texts


def step_text(
    spec: GameSpec,
    state: State,
    move: Move,
    perspective: int | None,
    lang: str,
    names: Sequence[str] | None = None,
) -> str:
    """What ``perspective`` reads of ``move`` (about to be played in ``state``)."""
    return step_texts(spec, state, move, [perspective], lang, names)[0]


def step_heading(
    spec: GameSpec,
    state: State,
    move: Move,
    perspective: int | None,
    lang: str,
    names: Sequence[str] | None = None,
) -> str | None:
    """The heading of the group ``move`` belongs to for ``perspective``, or None."""
    message = spec.log_group(state, move, perspective)
    return None if message is None else render(message, lang, names)
