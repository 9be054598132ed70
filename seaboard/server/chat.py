"""Chat at a table: seated people post, everyone connected reads (spectators only read).

A message is cleaned (control and bidirectional-formatting characters removed, runs of
whitespace made one space), limited to ``MAX_CHARS`` characters (longer: 422 ``too_long``) and
to ``RATE_COUNT`` messages per seat in ``RATE_WINDOW_S`` seconds (more: 429 ``too_fast`` with
``Retry-After``), stored in the database, then pushed to every client of the table as
``{"type": "chat", "messages": [...]}``; a client gets the last ``HISTORY`` messages on
connecting. Texts are data: the page shows them with ``textContent`` only.

The rate limit (``limits.SlidingWindow``) is kept per server process. With several processes
the message is announced on the broker; every other process reads the table's new messages
and pushes them to its clients.
"""

from __future__ import annotations

import time
import unicodedata
from typing import TYPE_CHECKING, Any

from seaboard.server import moderation
from seaboard.server.errors import archived_conflict, not_found, unprocessable
from seaboard.server.limits import SlidingWindow

if TYPE_CHECKING:
    from seaboard.server.manager import Manager

MAX_CHARS = 300
RATE_COUNT = 5
RATE_WINDOW_S = 10.0
HISTORY = 50

BIDI_CONTROLS = frozenset(
    "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
)
"""The Unicode bidirectional formatting characters (UAX #9), which could reorder the page's
text around a message."""


def clean_text(text: Any) -> str:
    """The message as stored: controls and bidi formatting removed, whitespace collapsed."""
    if not isinstance(text, str):
        raise unprocessable("bad_message", "a chat message is a text")
    kept = []
    for char in text:
        if char in BIDI_CONTROLS:
            continue
        if unicodedata.category(char) == "Cc":
            kept.append(" " if char.isspace() else "")
            continue
        kept.append(char)
    cleaned = " ".join("".join(kept).split())
    if not cleaned:
        raise unprocessable("empty_message", "a chat message cannot be empty")
    if len(cleaned) > MAX_CHARS:
        raise unprocessable(
            "too_long", f"a chat message holds at most {MAX_CHARS} characters, not {len(cleaned)}"
        )
    return cleaned


def public(row: dict[str, Any]) -> dict[str, Any]:
    """A stored message as clients receive it."""
    return {
        "id": row["id"],
        "seat": row["seat"],
        "name": row["name"],
        "text": row["text"],
        "at": row["created_at"],
    }


class Chat:
    """Posting, history and delivery of a manager's tables' chat."""

    def __init__(self, manager: Manager) -> None:
        self.manager = manager
        self.limit = SlidingWindow(RATE_COUNT, RATE_WINDOW_S, "too_fast", "messages")
        self.delivered: dict[str, int] = {}
        """Per table, the id of the newest message this process pushed to its clients."""

    async def post(self, table_id: str, seat: int, token: str | None, text: Any) -> dict[str, Any]:
        """Store and push a seated person's message; spectators have no token and are
        refused (403)."""
        manager = self.manager
        table = await manager.current(table_id)
        entry = table.seat_for(seat, token)
        if table.archived:
            raise archived_conflict()
        body = clean_text(text)
        self.limit.check((table_id, seat), time.monotonic())
        now = time.time()
        message_id = await manager.run_db(
            manager.storage.add_chat, table_id, seat, entry.name, body, now
        )
        message = {"id": message_id, "seat": seat, "name": entry.name, "text": body, "at": now}
        self.deliver(table_id, [message])
        await manager.broker.publish(table_id)
        return message

    async def history(self, table_id: str) -> list[dict[str, Any]]:
        """The table's last ``HISTORY`` messages, oldest first."""
        manager = self.manager
        table = manager.tables.get(table_id)
        if table is not None and table.archived:
            return [public(r) for r in table.archived_chat[-HISTORY:]]
        rows = await manager.run_db(manager.storage.chat, table_id, HISTORY)
        messages = [public(r) for r in rows]
        newest = messages[-1]["id"] if messages else 0
        self.delivered[table_id] = max(self.delivered.get(table_id, 0), newest)
        return messages

    async def remove(self, table_id: str, message_id: int) -> None:
        """Delete a message (``seaboard admin remove-message``); the table's clients here drop
        it at once, those of other processes when they next load the chat."""
        manager = self.manager
        if not await manager.run_db(moderation.remove_chat, manager.storage, table_id, message_id):
            raise not_found("chat message")
        table = manager.tables.get(table_id)
        if table is not None and table.archived:
            table.archived_chat = [m for m in table.archived_chat if m["id"] != message_id]
        manager.hub.push(table_id, {"type": "chat_removed", "id": message_id})

    def deliver(self, table_id: str, messages: list[dict[str, Any]]) -> None:
        if not messages:
            return
        self.delivered[table_id] = max(self.delivered.get(table_id, 0), messages[-1]["id"])
        self.manager.hub.push(table_id, {"type": "chat", "messages": messages})

    async def catch_up(self, table_id: str) -> None:
        """Another process changed the table, perhaps by a message: push what is new."""
        manager = self.manager
        if not manager.hub.watched(table_id):
            self.delivered.pop(table_id, None)
            return
        after = self.delivered.get(table_id, 0)
        rows = await manager.run_db(manager.storage.chat, table_id, HISTORY, after)
        self.deliver(table_id, [public(r) for r in rows])
