"""Cartagena's components: the deck and the six double-sided board segments.

Loaded from ``data/components.json`` (or a file in the same format given by the option
``components``) and validated: the deck names each symbol with a positive count, and each of the
12 segment sides holds each symbol once, no side equal to or the reverse of another (RULINGS:
Cartagena, "Board"). Side ``a`` of each segment is the real printed side (rusty-software/
cartagena README), side ``b`` is reconstructed.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from pathlib import Path
from typing import Any

from seaboard.core.errors import InvalidDataError
from seaboard.games.cartagena.symbols import NUM_SYMBOLS, SYMBOLS

SIDES = ("a", "b")
SOURCES = ("real", "reconstructed")


@dataclass(frozen=True)
class Components:
    """A validated component set: card counts per symbol and ``segments[k][side]``."""

    deck: tuple[int, ...]
    segments: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]

    @property
    def deck_size(self) -> int:
        return sum(self.deck)


def _fail(where: str, entry: str, problem: str) -> InvalidDataError:
    return InvalidDataError(f"{where}: {entry}: {problem}")


def _side(where: str, entry: str, raw: Any) -> tuple[int, ...]:
    if not isinstance(raw, dict):
        raise _fail(where, entry, "a side must be an object with 'symbols' and 'source'")
    if raw.get("source") not in SOURCES:
        raise _fail(where, entry, f"'source' must be one of {', '.join(SOURCES)}")
    names = raw.get("symbols")
    if not isinstance(names, list) or sorted(map(str, names)) != sorted(SYMBOLS):
        raise _fail(where, entry, f"'symbols' must hold each of {', '.join(SYMBOLS)} once")
    return tuple(SYMBOLS.index(name) for name in names)


def parse_components(data: Any, where: str) -> Components:
    """Validate a component mapping; ``where`` names the file in error messages."""
    if not isinstance(data, dict):
        raise _fail(where, "top level", "must be a JSON object")
    deck_raw = data.get("deck")
    if not isinstance(deck_raw, dict) or sorted(deck_raw) != sorted(SYMBOLS):
        raise _fail(where, "deck", f"must give a count for each of {', '.join(SYMBOLS)}")
    deck = []
    for name in SYMBOLS:
        count = deck_raw[name]
        if not isinstance(count, int) or isinstance(count, bool) or count < 1:
            raise _fail(where, f"deck.{name}", f"must be a positive whole number, not {count!r}")
        deck.append(count)
    segments_raw = data.get("segments")
    if not isinstance(segments_raw, list) or len(segments_raw) != NUM_SYMBOLS:
        raise _fail(where, "segments", f"must be a list of {NUM_SYMBOLS} segments")
    segments = []
    seen: dict[tuple[int, ...], str] = {}
    for index, segment in enumerate(segments_raw, start=1):
        if not isinstance(segment, dict):
            raise _fail(where, f"segment {index}", "must be an object with sides 'a' and 'b'")
        pair = []
        for side in SIDES:
            entry = f"segment {index} side {side}"
            symbols = _side(where, entry, segment.get(side))
            for variant in (symbols, symbols[::-1]):
                if variant in seen:
                    raise _fail(where, entry, f"equals or reverses {seen[variant]}")
            seen[symbols] = entry
            pair.append(symbols)
        segments.append((pair[0], pair[1]))
    return Components(tuple(deck), tuple(segments))


@cache
def load_components(path: str | None = None) -> Components:
    """The packaged component set, or the one in the file ``path``."""
    if path is None:
        text = resources.files(__package__).joinpath("data/components.json").read_text("utf-8")
        where = "cartagena/data/components.json"
    else:
        where = path
        try:
            text = Path(path).read_text(encoding="utf-8")
        except OSError as error:
            raise InvalidDataError(f"{path}: cannot read: {error.strerror}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise _fail(where, f"line {error.lineno}", f"not valid JSON: {error.msg}") from None
    return parse_components(data, where)
