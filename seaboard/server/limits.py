"""Limits on what clients may do: one sliding-window rate limiter (``SlidingWindow``) for
every "at most N in T seconds" rule (tables created per address, chat messages per seat), and
the cap on open bot-only tables per address and in all (``Settings``; docs/server.md,
"Limits").

Anyone may create tables without an account, and a table of bots alone costs the server CPU
for as long as it plays; these limits keep one client (or many) from filling the bot
workers. Counts live in this process's memory: a restart forgets them.
"""

from __future__ import annotations

import math
import time
from collections import deque
from collections.abc import Callable, Hashable

from seaboard.server.errors import ApiError
from seaboard.server.settings import Settings

TABLES_WINDOW_S = 60.0
PRUNE_AT = 10_000
"""Keys remembered before the idle ones are forgotten in one sweep."""


def too_many(code: str, message: str, headers: dict[str, str] | None = None) -> ApiError:
    return ApiError(429, code, message, headers=headers)


class SlidingWindow:
    """At most ``count`` events per key in any ``window`` seconds; an event over that is
    refused with 429 ``code`` and a ``Retry-After`` header (whole seconds, at least 1) saying
    when the oldest counted event leaves the window. ``what`` names the events in the
    message ("messages", "new tables")."""

    def __init__(self, count: int, window: float, code: str, what: str) -> None:
        self.count = count
        self.window = window
        self.code = code
        self.what = what
        self.events: dict[Hashable, deque[float]] = {}

    def refuse_if_full(self, key: Hashable, now: float) -> None:
        """Raise the 429 if ``key`` may not have another event at ``now`` (counts nothing)."""
        events = self._recent(key, now)
        if len(events) >= self.count:
            wait = max(1, math.ceil(events[0] + self.window - now))
            raise too_many(
                self.code,
                f"at most {self.count} {self.what} in {self.window:g} seconds; wait {wait} s",
                {"Retry-After": str(wait)},
            )

    def record(self, key: Hashable, now: float) -> None:
        """Count one event of ``key`` at ``now``."""
        if len(self.events) > PRUNE_AT:  # forget idle keys, not the active ones
            for stale in list(self.events):
                self._recent(stale, now)
        self.events.setdefault(key, deque()).append(now)

    def check(self, key: Hashable, now: float) -> None:
        """Count one event of ``key`` at ``now``, or refuse it (429) and count nothing."""
        self.refuse_if_full(key, now)
        self.record(key, now)

    def _recent(self, key: Hashable, now: float) -> deque[float]:
        events = self.events.get(key, deque())
        while events and events[0] <= now - self.window:
            events.popleft()
        if not events:
            self.events.pop(key, None)
        return events


class CreationLimits:
    """Who created which tables lately, and which bot-only tables are still open."""

    def __init__(self, settings: Settings, is_open: Callable[[str], bool]) -> None:
        self.settings = settings
        self.is_open = is_open
        self.created = SlidingWindow(
            settings.tables_per_minute, TABLES_WINDOW_S, "rate_limited", "new tables"
        )
        self.bot_tables: dict[str, set[str]] = {}

    def check(self, address: str, bot_only: bool, now: float | None = None) -> None:
        """Refuse (429) a table ``address`` may not create now."""
        self.created.refuse_if_full(address, time.monotonic() if now is None else now)
        if not bot_only:
            return
        if len(self._open_bot_tables(address)) >= self.settings.bot_tables_per_address:
            raise too_many(
                "too_many_bot_tables",
                f"at most {self.settings.bot_tables_per_address} tables of bots alone at a time;"
                " wait for one to finish",
            )
        total = sum(len(self._open_bot_tables(a)) for a in list(self.bot_tables))
        if total >= self.settings.max_bot_tables:
            raise too_many(
                "too_many_bot_tables", "the server is running all the bot tables it can; try later"
            )

    def record(self, address: str, table_id: str, bot_only: bool, now: float | None = None) -> None:
        self.created.record(address, time.monotonic() if now is None else now)
        if bot_only:
            self.bot_tables.setdefault(address, set()).add(table_id)

    def _open_bot_tables(self, address: str) -> set[str]:
        tables = self.bot_tables.get(address, set())
        tables -= {t for t in tables if not self.is_open(t)}
        if not tables:
            self.bot_tables.pop(address, None)
        return tables
