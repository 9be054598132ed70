"""A table's log: each applied step worded for every language and perspective once, when it
is applied (``seaboard.i18n.log``), and the legal moves as the page gets them."""

from __future__ import annotations

from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import Any, NamedTuple

from seaboard.core.move import Move
from seaboard.core.spec import GameSpec
from seaboard.core.state import State
from seaboard.i18n import LANGS, MissingTextError, render
from seaboard.i18n.log import step_heading, step_text, step_texts


class LogEntry(NamedTuple):
    """One applied step as the clients see it: per language, per perspective (seats, then the
    spectator), its sentence and the heading of the group of steps it belongs to, if any.

    Tuples all the way down: a server holds a whole log per table, and the garbage collector
    stops tracking a tuple (or dict) that holds only strings, numbers and such tuples, so the
    logs do not lengthen its full passes (``benchmarks/server_load.py``)."""

    seq: int
    kind: str
    actor: int
    notation: str
    texts: dict[str, tuple[str, ...]]
    headings: dict[str, tuple[str | None, ...]]
    elapsed_ms: int
    revealing: bool

    def text(self, perspective: int | None, lang: str) -> str:
        texts = self.texts[lang]
        return texts[-1] if perspective is None else texts[perspective]

    def heading(self, perspective: int | None, lang: str) -> str | None:
        headings = self.headings[lang]
        return headings[-1] if perspective is None else headings[perspective]


@dataclass
class Description:
    """What ``describe`` finds: per language and perspective, the texts and group headings."""

    texts: dict[str, tuple[str, ...]]
    headings: dict[str, tuple[str | None, ...]]
    revealing: bool


def describe(
    spec: GameSpec, state: State, move: Move, names: Callable[[str], list[str]]
) -> Description:
    """The log texts of ``move`` (about to be applied to ``state``) for every language and
    perspective, with the seats' ``names`` (``seaboard.i18n.log``). ``revealing``: some
    perspective sees it redacted (then it involves a secret)."""
    perspectives: list[int | None] = [*range(state.num_players), None]
    named = {lang: names(lang) for lang in LANGS}
    texts = {
        lang: tuple(step_texts(spec, state, move, perspectives, lang, named[lang]))
        for lang in LANGS
    }
    headings = {
        lang: tuple(step_heading(spec, state, move, p, lang, named[lang]) for p in perspectives)
        for lang in LANGS
    }
    notation = str(move)
    return Description(
        texts, headings, any(state.redacted(move, p) != notation for p in perspectives)
    )


def legal_entry(
    spec: GameSpec, state: State, move: Move, perspective: int, lang: str, names: list[str]
) -> dict[str, Any]:
    """One legal move as the page gets it: notation, label, board targets, (when the game
    gives any) the hints for picking it, and (when the catalogue words one: the key of its
    description with ``_action``) what a button that plays it says ("End the turn")."""
    entry: dict[str, Any] = {
        "move": str(move),
        "label": step_text(spec, state, move, perspective, lang, names),
        "targets": list(spec.move_targets(state, move)),
    }
    message = spec.describe_move(state, move)
    if message is not None:
        with suppress(MissingTextError):  # none: the button says the label
            entry["action"] = render(replace(message, key=message.key + "_action"), lang, names)
    hints = spec.move_hints(state, move)
    if hints:
        entry["hints"] = hints
    return entry


def moves_by_seat(log: list[LogEntry], num_players: int) -> list[int]:
    """How many of the steps in ``log`` each seat made (chance outcomes are nobody's)."""
    moves = [0] * num_players
    for entry in log:
        if entry.kind != "chance":
            moves[entry.actor] += 1
    return moves
