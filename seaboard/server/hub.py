"""The WebSocket hub: each connected client gets its own seat's view after every change.

A connection is bound to one perspective (a seat proven by its token, or a spectator). After a
change the hub marks every connection of the table dirty; each connection's writer builds the
message from the table as it is then (so a slow client gets the newest position, not a queue
of old ones) and sends only the log entries it has not sent yet, as that perspective sees them.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import Callable
from typing import Any

from starlette.websockets import WebSocket, WebSocketDisconnect

from seaboard.server.table import Table

log = logging.getLogger("seaboard.server")


def log_entries(table: Table, perspective: int | None, lang: str, start: int) -> list[Any]:
    return [
        {"seq": e.seq, "kind": e.kind, "actor": e.actor, "text": e.text(perspective, lang)}
        for e in table.log[start:]
    ]


def message(
    table: Table, perspective: int | None, lang: str, svg: bool, start: int = 0
) -> dict[str, Any]:
    """A full message for one client: the snapshot plus the log from ``start``."""
    data = table.snapshot(perspective, lang, svg)
    data["log_from"] = start
    data["log"] = log_entries(table, perspective, lang, start)
    return data


class Connection:
    """One client's socket and what it has been sent."""

    def __init__(self, ws: WebSocket, perspective: int | None, lang: str, svg: bool) -> None:
        self.ws = ws
        self.perspective = perspective
        self.lang = lang
        self.svg = svg
        self.sent_epoch = -1
        self.sent_log = 0
        self.dirty = asyncio.Event()
        self.dirty.set()


class Hub:
    """Connections by table, and the push after each change."""

    def __init__(self, lookup: Callable[[str], Table | None]) -> None:
        self.lookup = lookup
        self.connections: dict[str, set[Connection]] = {}

    def watched(self, table_id: str) -> bool:
        return bool(self.connections.get(table_id))

    def notify(self, table_id: str) -> None:
        for connection in self.connections.get(table_id, ()):
            connection.dirty.set()

    async def serve(self, table_id: str, connection: Connection) -> None:
        """Run one client until it disconnects: push on every change, read control messages."""
        self.connections.setdefault(table_id, set()).add(connection)
        writer = asyncio.create_task(self._writer(table_id, connection))
        try:
            while True:
                text = await connection.ws.receive_text()
                self._control(connection, text)
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer
            peers = self.connections.get(table_id)
            if peers is not None:
                peers.discard(connection)
                if not peers:
                    del self.connections[table_id]

    def _control(self, connection: Connection, text: str) -> None:
        """Clients may switch language or ask for a fresh full message; nothing else."""
        try:
            data = json.loads(text)
        except ValueError:
            return
        if not isinstance(data, dict):
            return
        if data.get("type") == "lang" and data.get("lang") in ("en", "ru"):
            connection.lang = data["lang"]
            connection.sent_epoch = -1
            connection.dirty.set()
        elif data.get("type") == "refresh":
            connection.sent_epoch = -1
            connection.dirty.set()

    async def _writer(self, table_id: str, connection: Connection) -> None:
        while True:
            await connection.dirty.wait()
            connection.dirty.clear()
            table = self.lookup(table_id)
            if table is None:
                continue
            if connection.sent_epoch != table.epoch or connection.sent_log > len(table.log):
                connection.sent_log = 0
            data = message(
                table, connection.perspective, connection.lang, connection.svg, connection.sent_log
            )
            connection.sent_log = len(table.log)
            connection.sent_epoch = table.epoch
            try:
                await connection.ws.send_text(json.dumps(data))
            except Exception:
                log.debug("a client went away while being sent a position")
                return
