"""What the administration reads and changes in the database (``seaboard admin``; the HTTP
side is ``seaboard.server.admin``): every table with its seats, deleting a table (live or
archived), removing a chat message, the blocked addresses and the log of admin actions.

Functions of a ``Storage`` run in the manager's database threads like the storage's own.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import delete, insert, select, update

from seaboard.server import archive
from seaboard.server.models import (
    admin_actions,
    analyses,
    archived_tables,
    blocked_addresses,
    chat_messages,
    game_tables,
    moves,
    seats,
)
from seaboard.server.storage import Storage

ARCHIVED = "archived"
"""The status the listing gives a table moved to ``archived_tables``."""


def tables(storage: Storage, status: str | None, limit: int) -> list[dict[str, Any]]:
    """The newest ``limit`` tables (live ones, then archived ones; only those of ``status``
    when given, ``"archived"`` for the archived), each with its seats."""
    found: list[dict[str, Any]] = []
    if status != ARCHIVED:
        found += _live_tables(storage, status, limit)
    if status in (None, ARCHIVED):
        found += _archived_tables(storage, limit - len(found))
    return found


def _live_tables(storage: Storage, status: str | None, limit: int) -> list[dict[str, Any]]:
    query = select(
        game_tables.c.id,
        game_tables.c.game,
        game_tables.c.status,
        game_tables.c.private,
        game_tables.c.created_at,
        game_tables.c.updated_at,
    ).order_by(game_tables.c.updated_at.desc())
    if status is not None:
        query = query.where(game_tables.c.status == status)
    with storage.engine.connect() as connection:
        rows = [dict(r._mapping) for r in connection.execute(query.limit(limit))]
        ids = [r["id"] for r in rows]
        seat_rows = connection.execute(
            select(seats.c.table_id, seats.c.seat, seats.c.kind, seats.c.name, seats.c.replaced)
            .where(seats.c.table_id.in_(ids))
            .order_by(seats.c.table_id, seats.c.seat)
        ).all()
    by_table: dict[str, list[dict[str, Any]]] = {}
    for s in seat_rows:
        entry = {"seat": s.seat, "kind": s.kind, "name": s.name, "replaced": bool(s.replaced)}
        by_table.setdefault(s.table_id, []).append(entry)
    for row in rows:
        row["private"] = bool(row["private"])
        row["seats"] = by_table.get(row["id"], [])
    return rows


def _archived_tables(storage: Storage, limit: int) -> list[dict[str, Any]]:
    if limit <= 0:
        return []
    with storage.engine.connect() as connection:
        rows = connection.execute(
            select(
                archived_tables.c.id,
                archived_tables.c.game,
                archived_tables.c.private,
                archived_tables.c.created_at,
                archived_tables.c.finished_at,
                archived_tables.c.lobby_json,
            )
            .order_by(archived_tables.c.finished_at.desc())
            .limit(limit)
        ).all()
    return [
        {
            "id": r.id,
            "game": r.game,
            "status": ARCHIVED,
            "private": bool(r.private),
            "created_at": r.created_at,
            "updated_at": r.finished_at,
            "seats": _archived_seats(json.loads(r.lobby_json)),
        }
        for r in rows
    ]


def _archived_seats(entry: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        {
            "seat": number,
            "kind": seat.get("kind", ""),
            "name": seat.get("name", ""),
            "replaced": bool(seat.get("replaced", False)),
        }
        for number, seat in enumerate(entry.get("seats", []))
    ]


def delete_table(storage: Storage, table_id: str) -> bool:
    """Delete a table and everything stored with it; False if there is no such table."""
    with storage.engine.begin() as connection:
        for child in (moves, seats, chat_messages, analyses):
            connection.execute(delete(child).where(child.c.table_id == table_id))
        live = connection.execute(delete(game_tables).where(game_tables.c.id == table_id))
        kept = connection.execute(delete(archived_tables).where(archived_tables.c.id == table_id))
    return bool(live.rowcount or kept.rowcount)


def remove_chat(storage: Storage, table_id: str, message_id: int) -> bool:
    """Delete one chat message of a table, live or archived; False if it has no such one."""
    with storage.engine.begin() as connection:
        removed = connection.execute(
            delete(chat_messages)
            .where(chat_messages.c.table_id == table_id)
            .where(chat_messages.c.id == message_id)
        )
        if removed.rowcount:
            return True
        blob = connection.execute(
            select(archived_tables.c.detail).where(archived_tables.c.id == table_id)
        ).scalar()
        if blob is None:
            return False
        detail = archive.unpack(blob)
        kept = [m for m in detail["chat"] if m["id"] != message_id]
        if len(kept) == len(detail["chat"]):
            return False
        detail["chat"] = kept
        connection.execute(
            update(archived_tables)
            .where(archived_tables.c.id == table_id)
            .values(detail=archive.pack(detail))
        )
    return True


def blocks(storage: Storage) -> list[dict[str, Any]]:
    """The blocked networks, oldest first."""
    with storage.engine.connect() as connection:
        rows = connection.execute(
            select(blocked_addresses).order_by(blocked_addresses.c.created_at)
        ).all()
    return [dict(r._mapping) for r in rows]


def add_block(storage: Storage, network: str, reason: str, at: float) -> bool:
    """Block ``network`` (normalised CIDR); False if it was blocked already."""
    with storage.engine.begin() as connection:
        known = connection.execute(
            select(blocked_addresses.c.network).where(blocked_addresses.c.network == network)
        ).first()
        if known is not None:
            return False
        connection.execute(
            insert(blocked_addresses).values(network=network, reason=reason, created_at=at)
        )
    return True


def remove_block(storage: Storage, network: str) -> bool:
    with storage.engine.begin() as connection:
        removed = connection.execute(
            delete(blocked_addresses).where(blocked_addresses.c.network == network)
        )
    return bool(removed.rowcount)


def record_action(
    storage: Storage, action: str, target: str, detail: str, address: str, at: float
) -> None:
    """Add one line to the admin log."""
    with storage.engine.begin() as connection:
        connection.execute(
            insert(admin_actions).values(
                action=action, target=target, detail=detail, address=address, created_at=at
            )
        )


def actions(storage: Storage, limit: int) -> list[dict[str, Any]]:
    """The newest ``limit`` admin actions, newest first."""
    with storage.engine.connect() as connection:
        rows = connection.execute(
            select(admin_actions).order_by(admin_actions.c.id.desc()).limit(limit)
        ).all()
    return [dict(r._mapping) for r in rows]
