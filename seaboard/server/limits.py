"""Limits on what anonymous clients may start: tables created per minute per address, and
open bot-only tables per address and in all (``Settings``; docs/server.md, "Limits").

Anyone may create tables without an account, and a table of bots alone costs the server CPU
for as long as it plays; these limits keep one client (or many) from filling the bot
workers. Counts live in this process's memory: a restart forgets them.
"""

from __future__ import annotations

import time
from collections import deque
from collections.abc import Callable

from seaboard.server.errors import ApiError
from seaboard.server.settings import Settings

WINDOW_S = 60.0
PRUNE_AT = 10_000
"""Addresses remembered before the old ones are forgotten in one sweep."""


def too_many(code: str, message: str) -> ApiError:
    return ApiError(429, code, message)


class CreationLimits:
    """Who created which tables lately, and which bot-only tables are still open."""

    def __init__(self, settings: Settings, is_open: Callable[[str], bool]) -> None:
        self.settings = settings
        self.is_open = is_open
        self.created: dict[str, deque[float]] = {}
        self.bot_tables: dict[str, set[str]] = {}

    def check(self, address: str, bot_only: bool, now: float | None = None) -> None:
        """Refuse (429) a table ``address`` may not create now."""
        now = time.monotonic() if now is None else now
        if len(self.created) > PRUNE_AT:
            for key in list(self.created):
                self._recent(key, now)
        if len(self._recent(address, now)) >= self.settings.tables_per_minute:
            raise too_many(
                "rate_limited",
                f"at most {self.settings.tables_per_minute} new tables a minute; try again soon",
            )
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
        self.created.setdefault(address, deque()).append(time.monotonic() if now is None else now)
        if bot_only:
            self.bot_tables.setdefault(address, set()).add(table_id)

    def _recent(self, address: str, now: float) -> deque[float]:
        times = self.created.get(address, deque())
        while times and times[0] <= now - WINDOW_S:
            times.popleft()
        if not times:
            self.created.pop(address, None)
        return times

    def _open_bot_tables(self, address: str) -> set[str]:
        tables = self.bot_tables.get(address, set())
        tables -= {t for t in tables if not self.is_open(t)}
        if not tables:
            self.bot_tables.pop(address, None)
        return tables
