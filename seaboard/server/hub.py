"""The WebSocket hub: each connected client gets its own seat's view after every change.

A connection is bound to one perspective (a seat proven by its token, or a spectator). After a
change the hub marks every connection of the table dirty, players' before spectators'; each
connection's writer then takes the message for the table as it is then (so a slow client gets
the newest position, not a queue of old ones) with only the log entries it has not been sent.

Messages are shared: the text sent to a connection depends only on the table's version, the
perspective, the language, whether it wants the board, where its log stands and which board
it holds, so it is built and serialised once per table version for all connections alike
(200 spectators cost one render and one ``encode``: compact JSON by orjson). The board goes
out whole on connect, on ``{"type": "refresh"}`` and on a language switch; otherwise as a
patch against the board the connection holds (``seaboard.server.patches``), unless the patch
would not be smaller.

Spectators are capped per table and per client address (``Settings``); a socket over a cap
is told why (``too_many_spectators``) and closed with code 4429.

A seat's socket holds the token it proved itself with, checked against the seat's current
owner before every message it is sent and every message it sends: once the seat changes hands
(its person left a waiting table, someone else took it) the socket is told why
(``seat_lost``) and closed with code 4403, and gets no other frame. A binary frame is closed
with 1003 and a reason (clients send JSON text only).

Other messages (chat, a rematch: ``Hub.push``) are the same for every client; they wait in a
connection's ``outbox`` and go out in order after the state message, which is sent only when
the table changed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable
from typing import Any

import orjson
from starlette.websockets import WebSocket, WebSocketDisconnect

from seaboard.server.errors import ApiError, parse_json
from seaboard.server.handshake import CLOSE_UNSUPPORTED, close_code
from seaboard.server.patches import patch, pieces
from seaboard.server.settings import Settings
from seaboard.server.snapshot import board_svg, snapshot
from seaboard.server.table import WAITING, Table

log = logging.getLogger("seaboard.server")

CLOSE_TOO_MANY = 4429
"""The close code of a socket refused by a spectator cap."""


def encode(data: Any) -> str:
    """``data`` as the JSON text of a WebSocket message (compact; a key that is not a string,
    such as a seat number, becomes one, as with ``json.dumps``)."""
    return orjson.dumps(data, option=orjson.OPT_NON_STR_KEYS).decode()


def log_entries(table: Table, perspective: int | None, lang: str, start: int) -> list[Any]:
    """The log from ``start`` as ``perspective`` sees it. Consecutive entries of one actor with
    the same ``heading`` are one group, shown as "heading: text, text" ("Cards dealt: ...")."""
    return [
        {
            "seq": e.seq,
            "kind": e.kind,
            "actor": e.actor,
            "text": e.text(perspective, lang),
            "heading": e.heading(perspective, lang),
        }
        for e in table.log[start:]
    ]


def message(
    table: Table, perspective: int | None, lang: str, svg: bool, start: int = 0
) -> dict[str, Any]:
    """A full message for one client: the snapshot, the whole board (with ``svg_version``, the
    version it shows) and the log from ``start``."""
    data = snapshot(table, perspective, lang, svg)
    if "svg" in data:
        data["svg_version"] = table.version
    data["log_from"] = start
    data["log"] = log_entries(table, perspective, lang, start)
    return data


def board_pieces(table: Table, perspective: int | None, lang: str) -> list[str] | None:
    """The table's board for ``perspective`` cut for patches (``patches.pieces``; one cut per
    version); None when it cannot be patched."""
    key = ("pieces", perspective, lang)
    if key not in table.cache:
        table.cache[key] = pieces(board_svg(table, perspective, lang))
    cut: list[str] | None = table.cache[key]
    return cut


def board_fields(
    table: Table,
    perspective: int | None,
    lang: str,
    base_version: int | None,
    base: list[str] | None,
) -> dict[str, Any]:
    """``svg_version`` and either the whole ``svg`` or an ``svg_patch`` against ``base`` (the
    pieces of the board of ``base_version``), whichever is smaller. A patch is computed once
    per table version, perspective, language and base, for every connection holding it."""
    svg = board_svg(table, perspective, lang)
    fields: dict[str, Any] = {"svg_version": table.version}
    current = board_pieces(table, perspective, lang)
    if base_version is None or base is None or current is None:
        fields["svg"] = svg
        return fields
    key = ("patch", perspective, lang, base_version)
    cached: tuple[list[Any], int] | None = table.cache.get(key)
    if cached is None:
        ops: list[Any] = [] if base_version == table.version else patch(base, current)
        cached = table.cache[key] = (ops, len(encode(ops)))
    ops, size = cached
    if size < len(svg):
        fields["svg_patch"] = {"base": base_version, "ops": ops}
    else:
        fields["svg"] = svg
    return fields


class Viewer:
    """What one client has been sent: its log position and the board it holds. ``update``
    gives the text to send next; it is shared with every viewer in the same place."""

    def __init__(self, perspective: int | None, lang: str, svg: bool) -> None:
        self.perspective = perspective
        self.lang = lang
        self.svg = svg
        self.sent_epoch = -1
        self.sent_revision = -1
        self.sent_log = 0
        self.board_version: int | None = None
        self.board: list[str] | None = None

    def reset(self) -> None:
        """Send everything again: the whole log and the whole board."""
        self.sent_epoch = -1
        self.board_version = None
        self.board = None

    def stale(self, table: Table) -> bool:
        """Has the table changed since the last state message to this viewer?"""
        return (
            self.sent_epoch != table.epoch
            or self.sent_revision != table.revision
            or self.sent_log != len(table.log)
        )

    def update(self, table: Table) -> str:
        if self.sent_epoch != table.epoch or self.sent_log > len(table.log):
            self.sent_log = 0
        board = self.board_version if self.svg else None
        key = ("wire", self.perspective, self.lang, self.svg, self.sent_log, board)
        cached: tuple[str, list[str] | None] | None = table.cache.get(key)
        if cached is None:
            data = message(table, self.perspective, self.lang, False, self.sent_log)
            held = None
            if self.svg and table.status != WAITING:
                data |= board_fields(
                    table, self.perspective, self.lang, self.board_version, self.board
                )
                held = board_pieces(table, self.perspective, self.lang)
            cached = table.cache[key] = (encode(data), held)
        text, held = cached
        self.sent_log = len(table.log)
        self.sent_epoch = table.epoch
        self.sent_revision = table.revision
        if held is not None:
            self.board_version, self.board = table.version, held
        return text


class Connection(Viewer):
    """One client's socket, its address and what it has been sent."""

    def __init__(
        self,
        ws: WebSocket,
        perspective: int | None,
        lang: str,
        svg: bool,
        address: str = "",
        token: str | None = None,
    ) -> None:
        super().__init__(perspective, lang, svg)
        self.ws = ws
        self.address = address
        self.token = token
        self.outbox: list[str] = []
        self.dirty = asyncio.Event()
        self.dirty.set()

    def holds_seat(self, table: Table) -> bool:
        """Does this socket still speak for its seat (a spectator's always does)?"""
        return self.perspective is None or table.seats[self.perspective].check(self.token)


class Hub:
    """Connections by table, the caps on spectators, and the push after each change."""

    def __init__(self, lookup: Callable[[str], Table | None], settings: Settings) -> None:
        self.lookup = lookup
        self.settings = settings
        self.connections: dict[str, set[Connection]] = {}
        self.spectators: dict[str, int] = {}
        self.by_address: dict[str, int] = {}

    def watched(self, table_id: str) -> bool:
        return bool(self.connections.get(table_id))

    def push(self, table_id: str, data: dict[str, Any]) -> None:
        """Send ``data`` (the same for every perspective) to every client of the table."""
        text = encode(data)
        for connection in self.connections.get(table_id, ()):
            connection.outbox.append(text)
            connection.dirty.set()

    def refusal(self, table_id: str, connection: Connection) -> str | None:
        """Why a spectator's socket may not join now, or None (players always may)."""
        if connection.perspective is not None:
            return None
        if self.spectators.get(table_id, 0) >= self.settings.max_spectators_per_table:
            return "too many spectators at this table; try again later"
        if self.by_address.get(connection.address, 0) >= self.settings.max_spectators_per_address:
            return "too many spectator sockets from your address; close some first"
        return None

    def notify(self, table_id: str) -> None:
        """Wake the table's writers: the players' now, the spectators' after them."""
        spectators = []
        for connection in self.connections.get(table_id, ()):
            if connection.perspective is None:
                spectators.append(connection)
            else:
                connection.dirty.set()
        if spectators:
            asyncio.get_running_loop().call_soon(_wake, spectators)

    async def serve(self, table_id: str, connection: Connection) -> None:
        """Run one client until it disconnects: push on every change, read control messages.
        A spectator over a cap is told why and closed."""
        reason = self.refusal(table_id, connection)
        if reason is not None:
            error = ApiError(429, "too_many_spectators", reason).to_json()
            with contextlib.suppress(Exception):
                await connection.ws.send_text(encode({"type": "error"} | error))
                await connection.ws.close(code=CLOSE_TOO_MANY, reason=reason[:120])
            return
        self._count(table_id, connection, 1)
        writer = asyncio.create_task(self._writer(table_id, connection))
        try:
            while True:
                frame = await connection.ws.receive()
                if frame["type"] == "websocket.disconnect":
                    break
                if frame.get("text") is None:
                    reason = "binary frames are not accepted: send JSON text"
                    await connection.ws.close(code=CLOSE_UNSUPPORTED, reason=reason)
                    break
                table = self.lookup(table_id)
                if table is not None and not connection.holds_seat(table):
                    await _refuse_lost_seat(connection)
                    break
                self._control(connection, frame["text"])
        except (WebSocketDisconnect, RuntimeError):
            pass
        finally:
            writer.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await writer
            self._count(table_id, connection, -1)

    async def close_table(self, table_id: str, error: ApiError) -> None:
        """Tell every socket of the table ``error`` and close it (the table is gone)."""
        for connection in list(self.connections.get(table_id, ())):
            await _close(connection, error)

    async def close_from(self, refused: Callable[[str], bool], error: ApiError) -> None:
        """Tell every socket from an address that ``refused`` names ``error`` and close it."""
        for peers in list(self.connections.values()):
            for connection in list(peers):
                if refused(connection.address):
                    await _close(connection, error)

    def _count(self, table_id: str, connection: Connection, step: int) -> None:
        peers = self.connections.setdefault(table_id, set())
        if step > 0:
            peers.add(connection)
        else:
            peers.discard(connection)
            if not peers:
                del self.connections[table_id]
        if connection.perspective is None:
            for counts, key in ((self.spectators, table_id), (self.by_address, connection.address)):
                counts[key] = counts.get(key, 0) + step
                if counts[key] <= 0:
                    del counts[key]
            if step > 0:  # a spectator is told who is here; the seats' coming and going after
                connection.outbox.append(encode(self.presence(table_id)))
        else:
            self.push(table_id, self.presence(table_id))

    def presence(self, table_id: str) -> dict[str, Any]:
        return {"type": "presence", "online": self.online(table_id)}

    def online(self, table_id: str) -> list[int]:
        """The seats with a socket open to this process (presence: "online" on their panel)."""
        return sorted(
            {c.perspective for c in self.connections.get(table_id, ()) if c.perspective is not None}
        )

    def _control(self, connection: Connection, text: str) -> None:
        """Clients may switch language or ask for a fresh full message; nothing else."""
        try:
            data = parse_json(text)
        except ApiError:
            return
        if not isinstance(data, dict):
            return
        if data.get("type") == "lang" and data.get("lang") in ("en", "ru"):
            connection.lang = data["lang"]
            connection.reset()
            connection.dirty.set()
        elif data.get("type") == "refresh":
            connection.reset()
            connection.dirty.set()

    async def _writer(self, table_id: str, connection: Connection) -> None:
        while True:
            await connection.dirty.wait()
            connection.dirty.clear()
            texts = []
            table = self.lookup(table_id)
            if table is not None and not connection.holds_seat(table):
                await _refuse_lost_seat(connection)
                return
            if table is not None and connection.stale(table):
                texts.append(connection.update(table))
            texts += connection.outbox
            connection.outbox.clear()
            try:
                for text in texts:
                    await connection.ws.send_text(text)
            except Exception:
                log.debug("a client went away while being sent a message")
                return


DELETED = ApiError(410, "deleted", "this table was deleted by the server's administrator")


async def _refuse_lost_seat(connection: Connection) -> None:
    """Tell a socket whose seat changed hands why it closes, and close it."""
    reason = "your seat at this table has changed hands; this link no longer plays it"
    await _close(connection, ApiError(403, "seat_lost", reason))


async def _close(connection: Connection, error: ApiError) -> None:
    """Send ``error`` to the socket and close it with the matching code."""
    with contextlib.suppress(Exception):
        await connection.ws.send_text(encode({"type": "error"} | error.to_json()))
        await connection.ws.close(code=close_code(error), reason=error.message[:120])


def _wake(connections: list[Connection]) -> None:
    for connection in connections:
        connection.dirty.set()
