"""Perfect-recall information states: every step as each seat saw it (DESIGN.md, "Hidden
information"; docs/rl.md, "Information states").

A seat's information state is everything it has observed, in order: each step of the game
(chance outcomes included) as that seat's log shows it, ``State.redacted`` (the notation, or a
form with what the seat may not see left out, such as ``card ?`` for a card another seat drew
blind), with who took the step, followed by the seat's current view. Its own moves are in it
in full, others' moves as it saw them. Two histories give a seat the same information state
exactly when its log and its view agree: the engine words each step for every perspective
once, before applying it, so the log is the seat's memory and the view what it sees now (a
card it saw and that went out of sight again stays in the log).

``SeenLog`` records each step for every seat as it is applied (computing ``redacted`` needs
the state before the step, so it cannot be rebuilt from the moves alone without replaying).
"""

from __future__ import annotations

import json
from typing import TypeAlias

from seaboard.core.move import Move
from seaboard.core.state import CHANCE, State

CHANCE_ACTOR = "chance"
"""Who takes a chance step, in the log lines."""

Texts: TypeAlias = str | tuple[str, ...]
"""A step's text: one string when every seat saw the same, else one per seat."""

Entry: TypeAlias = tuple[str, Texts]
"""One step: who took it (a seat number or ``CHANCE_ACTOR``) and its text(s)."""


class SeenLog:
    """Every step so far as each seat saw it: the memory behind the information states."""

    __slots__ = ("entries",)

    def __init__(self, entries: list[Entry] | None = None) -> None:
        self.entries: list[Entry] = entries if entries is not None else []

    def record(self, state: State, move: Move, hidden_info: bool = True) -> None:
        """Log ``move``, about to be applied to ``state``, as every seat will see it
        (``hidden_info`` False: the game hides nothing, every seat sees the notation)."""
        actor = state.to_move()
        who = CHANCE_ACTOR if actor == CHANCE else str(actor)
        notation = str(move)
        if not hidden_info:
            self.entries.append((who, notation))
            return
        texts = tuple(state.redacted(move, seat) for seat in range(state.num_players))
        same = all(text == notation for text in texts)
        self.entries.append((who, notation if same else texts))

    def lines(self, seat: int) -> list[str]:
        """The steps as ``seat`` saw them, one line each: who, then what."""
        return [f"{who} {_text_for(texts, seat)}" for who, texts in self.entries]

    def as_seen_by(self, seat: int) -> SeenLog:
        """This log with every step replaced by what ``seat`` saw of it, for every seat (the
        past of a world resampled for ``seat``: its other seats' private past is unknown)."""
        return SeenLog([(who, _text_for(texts, seat)) for who, texts in self.entries])

    def copy(self) -> SeenLog:
        """An independent copy (the entries are immutable and shared)."""
        return SeenLog(list(self.entries))

    def __len__(self) -> int:
        return len(self.entries)


def _text_for(texts: Texts, seat: int) -> str:
    return texts if isinstance(texts, str) else texts[seat]


def information_state_string(state: State, log: SeenLog, seat: int) -> str:
    """``seat``'s perfect-recall information state as text: a header naming the seat, the
    log as it saw it (one step a line) and its current view (sorted JSON)."""
    view = json.dumps(state.view(seat), sort_keys=True)
    return "\n".join([f"seat {seat}", *log.lines(seat), f"view {view}"])
