"""Post-game analysis at the server: computed once a table finishes, stored with it, served.

When a table is seen finished (``Analyser.table_changed``, called by the manager) or its
analysis is asked for and none is stored, ``seaboard.bots.analysis.analyse`` runs in a worker
*process* of its own, at the lowest priority, so neither the event loop nor the bots at other
tables wait for it (it is bounded per position: ``ITERATIONS`` capped by ``SECONDS``). The
result is stored in ``analyses`` (one row per table, written once) and served by
``GET /api/tables/{id}/analysis`` with the swing moves worded in the reader's language.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import json
import logging
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from sqlalchemy import insert, select
from sqlalchemy.exc import IntegrityError

from seaboard.core.registry import register
from seaboard.core.spec import GameSpec
from seaboard.server import archive
from seaboard.server.models import analyses
from seaboard.server.storage import Storage
from seaboard.server.table import FINISHED, Table
from seaboard.server.workers import worker_pool

log = logging.getLogger(__name__)


def compute(spec: GameSpec, num_players: int, options: Any, notations: list[str], seed: int) -> str:
    """The analysis as JSON (in the worker; the spec travels so plugins' games work too)."""
    from seaboard.bots.analysis import analyse

    register(spec)
    return json.dumps(analyse(spec, num_players, options, notations, seed))


def load(storage: Storage, table_id: str) -> dict[str, Any] | None:
    """The stored analysis of a table (live or archived), if computed."""
    with storage.engine.connect() as connection:
        payload = connection.execute(
            select(analyses.c.payload_json).where(analyses.c.table_id == table_id)
        ).scalar()
    if payload is None:
        payload = archive.analysis(storage, table_id)
    return None if payload is None else dict(json.loads(payload))


def save(storage: Storage, table_id: str, payload: str) -> None:
    """Store a table's analysis (a second writer, another process, is ignored); a table
    archived while its analysis was computed keeps it in the archive."""
    try:
        with storage.engine.begin() as connection:
            connection.execute(
                insert(analyses).values(
                    table_id=table_id, payload_json=payload, created_at=time.time()
                )
            )
    except IntegrityError:
        archive.save_analysis(storage, table_id, payload)


class Analyser:
    """Schedules and stores the analyses of finished tables."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage
        self.executor: ProcessPoolExecutor | None = None
        self.running: dict[str, asyncio.Task[None]] = {}

    def _pool(self) -> ProcessPoolExecutor:
        if self.executor is None:
            # the worker yields the CPU to the tables: analysis is never urgent
            self.executor = worker_pool(1, niceness=19)
        return self.executor

    def table_changed(self, table: Table) -> None:
        """Start the analysis of a table that has just finished."""
        if table.status == FINISHED and table.id not in self.running:
            task = asyncio.create_task(self._run(table))
            self.running[table.id] = task
            task.add_done_callback(functools.partial(self._finished, table.id))

    def _finished(self, table_id: str, _task: asyncio.Task[None]) -> None:
        self.running.pop(table_id, None)

    async def _run(self, table: Table) -> None:
        loop = asyncio.get_running_loop()
        try:
            if await loop.run_in_executor(None, load, self.storage, table.id) is not None:
                return
            notations = [entry.notation for entry in table.log]
            payload = await loop.run_in_executor(
                self._pool(),
                compute,
                table.spec,
                table.num_players,
                table.options,
                notations,
                table.seed,
            )
            await loop.run_in_executor(None, save, self.storage, table.id, payload)
        except Exception:
            log.exception("the analysis of table %s failed", table.id)

    async def result(self, table: Table) -> dict[str, Any] | None:
        """The stored analysis of a finished table; None while it is computed (started here
        if nothing computes it: a table finished before a restart)."""
        loop = asyncio.get_running_loop()
        stored = await loop.run_in_executor(None, load, self.storage, table.id)
        if stored is None:
            self.table_changed(table)
        return stored

    async def close(self) -> None:
        tasks = list(self.running.values())
        for task in tasks:
            task.cancel()
        for task in tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        if self.executor is not None:
            self.executor.shutdown(wait=False, cancel_futures=True)
            self.executor = None


def worded(table: Table, analysis: dict[str, Any], lang: str) -> dict[str, Any]:
    """The analysis for a reader: the seats' names and the swing moves (played and preferred)
    as sentences in ``lang``."""
    spec = table.spec
    names = table.names(lang)
    wanted = {swing["ply"]: swing for swing in analysis["swings"]}
    swings: list[dict[str, Any]] = []
    state = spec.new_state(table.num_players, table.options)
    for ply, entry in enumerate(table.log):
        if not wanted:
            break
        swing = wanted.pop(ply, None)
        if swing is not None:
            played = spec.parse_move(state, swing["played"])
            best = swing["best"]
            swings.append(
                {
                    **swing,
                    "played_label": spec.move_label(state, played, lang, names),
                    "best_label": (
                        None
                        if best is None
                        else spec.move_label(state, spec.parse_move(state, best), lang, names)
                    ),
                }
            )
        state.apply(spec.parse_move(state, entry.notation))
    return {
        "status": "ready",
        "names": names,
        "chances": analysis["chances"],
        "swings": swings,
    }
