"""When finished tables go to the archive, and their records read back (the manager's side of
``seaboard.server.archive``; docs/server.md, "Archive").

A sweep runs at start and every ``ARCHIVE_CHECK_S`` seconds: each live table finished more
than ``Settings.archive_after_s`` ago is archived under its lock, guarded by its revision, so
a change that reaches it first (a rematch, a chat message) keeps it live until the next sweep.
At the first start after an upgrade the sweep works through the whole backlog in batches,
yielding to requests between tables.
"""

from __future__ import annotations

import asyncio
import logging
import time
from typing import TYPE_CHECKING, Any

from seaboard.core.errors import SeaboardError
from seaboard.server import archive
from seaboard.server.lifecycle import lobby_entry
from seaboard.server.table import FINISHED, Table

if TYPE_CHECKING:
    from seaboard.server.manager import Manager

log = logging.getLogger(__name__)

ARCHIVE_CHECK_S = 60.0
ARCHIVE_BATCH = 100


class Archiver:
    """Moves a manager's finished tables to the archive and serves their records."""

    def __init__(self, manager: Manager) -> None:
        self.manager = manager

    async def run(self) -> None:
        """Archive the tables finished more than ``archive_after_s`` ago, now and then."""
        while True:
            try:
                await self.archive_finished()
            except Exception:
                log.exception("archiving finished tables failed")
            after = self.manager.settings.archive_after_s
            await asyncio.sleep(max(1.0, min(ARCHIVE_CHECK_S, after)))

    async def archive_finished(self, before: float | None = None) -> list[str]:
        """Archive every live table finished before ``before`` (default: ``archive_after_s``
        ago); the ids archived."""
        manager = self.manager
        cutoff = time.time() - manager.settings.archive_after_s if before is None else before
        done: list[str] = []
        while True:
            batch = await manager.run_db(
                archive.finished_before, manager.storage, cutoff, ARCHIVE_BATCH
            )
            progress = False
            for table_id in batch:
                if await self.archive_table(table_id):
                    done.append(table_id)
                    progress = True
                await asyncio.sleep(0)  # requests come first
            if len(batch) < ARCHIVE_BATCH or not progress:
                return done

    async def archive_table(self, table_id: str) -> bool:
        """Move one finished table to the archive (False: not finished, unreadable by these
        rules, or changed meanwhile); it leaves this process's memory unless watched."""
        manager = self.manager
        async with manager.lock(table_id):
            stored = await manager.run_db(manager.storage.load, table_id)
            if stored is None or stored.row["status"] != FINISHED:
                return False
            table = manager.tables.get(table_id)
            if table is None or table.revision != stored.row["revision"]:
                try:
                    table = Table.from_stored(stored)
                except SeaboardError:
                    return False  # kept live: served as 409 unreadable_log, as before
            lobby = lobby_entry(stored.row | {"seats": stored.seats})
            moved = await manager.run_db(
                archive.archive, manager.storage, table_id, table.revision, record_of(table), lobby
            )
            if not moved:
                return False
            manager.tables.pop(table_id, None)
            if manager.hub.watched(table_id):
                await manager.refresh(table_id)
        return True

    async def record(self, table: Table) -> dict[str, Any]:
        """A finished table's game record: the archived one, or built from its state."""
        if table.archived:
            manager = self.manager
            stored = await manager.run_db(archive.record, manager.storage, table.id)
            if stored is not None:
                return stored
        return record_of(table)


def record_of(table: Table) -> dict[str, Any]:
    names = [s.name for s in table.seats]
    return archive.record_json(
        table.state, table.spec.id, names, table.seed, table.created_at, table.preset
    )
