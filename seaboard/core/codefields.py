"""Reading the fields of a position code strictly (DESIGN.md, "The core contract": codes).

A position code comes from outside (a pasted line, a stored table), so every field is read by
type and range and a refusal names the field and the value: ``'hits' must be a whole number
0-3, not 1.5``. JSON ``true`` is not a number, ``1.5`` is not a whole number and ``"yes"`` is
not a flag; in text codes only ASCII digits are digits.
"""

from __future__ import annotations

from collections.abc import Sequence

from seaboard.core.errors import InvalidCodeError
from seaboard.core.notation import is_ascii_number


def _shown(value: object) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def refuse(field: str, value: object, expected: str) -> InvalidCodeError:
    """The error for ``field`` holding ``value`` where ``expected`` was due."""
    return InvalidCodeError(f"'{field}' must be {expected}, not {_shown(value)}")


def whole(value: object, field: str, low: int, high: int) -> int:
    """A JSON whole number in ``low..high`` (``true`` and ``1.0`` are not)."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise refuse(field, value, f"a whole number {low}-{high}")
    return value


def flag(value: object, field: str) -> bool:
    """A JSON ``true`` or ``false``."""
    if not isinstance(value, bool):
        raise refuse(field, value, "true or false")
    return value


def text(value: object, field: str, limit: int = 80) -> str:
    """A JSON string of at most ``limit`` characters."""
    if not isinstance(value, str) or len(value) > limit:
        raise refuse(field, value, f"text of at most {limit} characters")
    return value


def choice(value: object, field: str, names: Sequence[str]) -> int:
    """The index of ``value`` in ``names``."""
    if not isinstance(value, str) or value not in names:
        raise refuse(field, value, "one of " + ", ".join(names))
    return names.index(value)


def items(value: object, field: str, size: int | None = None) -> list[object]:
    """A JSON list (of exactly ``size`` items when given)."""
    if not isinstance(value, list) or (size is not None and len(value) != size):
        expected = "a list" if size is None else f"a list of {size}"
        raise refuse(field, value, expected)
    return value


def number(word: str, field: str, low: int, high: int) -> int:
    """A number written in a text code: ASCII digits, ``-`` first when ``low`` is negative."""
    digits = word[1:] if word.startswith("-") and low < 0 else word
    if not is_ascii_number(digits) or len(digits) > 9 or not low <= int(word) <= high:
        raise refuse(field, word, f"a whole number {low}-{high}")
    return int(word)
