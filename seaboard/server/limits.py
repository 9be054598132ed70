"""Limits on what clients may do: one sliding-window rate limiter (``SlidingWindow``) for
every "at most N in T seconds" rule (tables created per address, chat messages per seat), and
the cap on open tables with no person at them (bots alone, or every person gone) per address
and in all (``Settings``; docs/server.md, "Limits").

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
    """Who created which tables lately, and which of them still play with no person at the
    table: a table of bots alone, or one whose people all left or ran out of time, counts
    against the same caps (docs/server.md, "Limits")."""

    def __init__(self, settings: Settings, runs_alone: Callable[[str], bool | None]) -> None:
        """``runs_alone(table_id)``: True while the table plays on with no person seated,
        False while a person plays it, None once it is over (or not held here)."""
        self.settings = settings
        self.runs_alone = runs_alone
        self.created = SlidingWindow(
            settings.tables_per_minute, TABLES_WINDOW_S, "rate_limited", "new tables"
        )
        self.tables: dict[str, set[str]] = {}
        """The open tables each client address created."""

    def check(self, address: str, bot_only: bool, now: float | None = None) -> None:
        """Refuse (429) a table ``address`` may not create now."""
        self.created.refuse_if_full(address, time.monotonic() if now is None else now)
        if not bot_only:
            return
        refusal = self.refusal(address)
        if refusal is not None:
            raise too_many("too_many_bot_tables", refusal)

    def record(self, address: str, table_id: str, now: float | None = None) -> None:
        self.created.record(address, time.monotonic() if now is None else now)
        self.tables.setdefault(address, set()).add(table_id)

    def over_cap(self, table_id: str) -> bool:
        """Would the table, left with no person, be one table of bots alone too many for the
        address that created it (or for the server)?"""
        address = next((a for a, ids in self.tables.items() if table_id in ids), None)
        return address is not None and self.refusal(address, besides=table_id) is not None

    def refusal(self, address: str, besides: str = "") -> str | None:
        """Why ``address`` may not run one more table with no person at it, or None (the table
        ``besides`` left out of the count)."""
        if len(self._alone(address) - {besides}) >= self.settings.bot_tables_per_address:
            return (
                f"at most {self.settings.bot_tables_per_address} tables of bots alone at a time;"
                " wait for one to finish"
            )
        total = sum(len(self._alone(a) - {besides}) for a in list(self.tables))
        if total >= self.settings.max_bot_tables:
            return "the server is running all the bot tables it can; try later"
        return None

    def _alone(self, address: str) -> set[str]:
        """The address's open tables that play with no person at them (over ones forgotten)."""
        tables = self.tables.get(address, set())
        alone = {t: self.runs_alone(t) for t in tables}
        tables -= {t for t, state in alone.items() if state is None}
        if not tables:
            self.tables.pop(address, None)
        return {t for t, state in alone.items() if state}
