"""Waiting for an event in tests: poll a check until it holds, within a generous bound (CI has
two busy cores), never a fixed sleep standing in for the event."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TypeVar

T = TypeVar("T")
POLL_S = 0.1


def until(check: Callable[[], T], what: str, timeout: float = 120) -> T:
    """The first truthy result of ``check``; fails naming ``what`` after ``timeout`` seconds."""
    end = time.monotonic() + timeout
    while not (result := check()):
        assert time.monotonic() < end, f"{what}: not within {timeout:.0f} s"
        time.sleep(POLL_S)
    return result
