"""The archive of finished tables (docs/server.md, "Archive").

Some time after its end (``Settings.archive_after_s``) a finished table leaves the live
tables: in one transaction, guarded by its revision, its rows in ``game_tables``, ``seats``,
``moves``, ``chat_messages`` and ``analyses`` are replaced by one row of ``archived_tables``
holding its game record (``core.record`` JSON), its result, its lobby entry and the rest of
its rows (the table, seats, log and chat, for the finished page and the replay), the two
JSON texts compressed with zlib. The start-up and lobby scans read only live tables and the
newest archived rows (by ``finished_at``), so neither grows with finished history.

An archived table is read back on request (``load``) as a ``StoredTable`` marked
``archived``: its page, replay, record and analysis work as before; it no longer changes
(409 ``archived``), except that its analysis, if still being computed, is stored with it.
"""

from __future__ import annotations

import json
import time
import zlib
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import delete, false, insert, select, update
from sqlalchemy.exc import IntegrityError

from seaboard.core.record import Record
from seaboard.server.models import (
    analyses,
    archived_tables,
    chat_messages,
    game_tables,
    moves,
    seats,
)
from seaboard.server.storage import LogRow, Storage, StoredTable

COMPRESS_LEVEL = 6
LOG_FIELDS = ("seq", "kind", "actor", "notation", "elapsed_ms", "created_at")


def pack(data: Any) -> bytes:
    """JSON, compressed (a record's notations shrink to about a fifth)."""
    return zlib.compress(json.dumps(data, separators=(",", ":")).encode(), COMPRESS_LEVEL)


def unpack(blob: bytes) -> Any:
    return json.loads(zlib.decompress(blob))


def record_json(
    state: Any, game: str, seat_names: list[str], seed: int, created_at: float, preset: str = ""
) -> dict[str, Any]:
    """The finished game's record (``core.record`` JSON), as downloaded."""
    date = datetime.fromtimestamp(created_at, tz=UTC).date().isoformat()
    record = Record.from_state(
        state, game=game, seats=seat_names, seed=seed, date=date, preset=preset
    )
    return record.to_json()


def finished_before(storage: Storage, before: float, limit: int) -> list[str]:
    """Live finished tables that ended before ``before``, oldest first (at most ``limit``)."""
    with storage.engine.connect() as connection:
        rows = connection.execute(
            select(game_tables.c.id)
            .where(game_tables.c.status == "finished")
            .where(game_tables.c.finished_at < before)
            .order_by(game_tables.c.finished_at)
            .limit(limit)
        ).all()
    return [r.id for r in rows]


def archive(
    storage: Storage,
    table_id: str,
    revision: int,
    record: dict[str, Any],
    lobby: dict[str, Any],
) -> bool:
    """Move a finished table into the archive in one transaction; False (nothing changed)
    when its revision moved on or another process archived it first."""
    try:
        with storage.engine.begin() as connection:
            row = connection.execute(
                select(game_tables).where(game_tables.c.id == table_id)
            ).first()
            if row is None or row.revision != revision or row.status != "finished":
                connection.rollback()
                return False
            table_row = dict(row._mapping)
            seat_rows = [
                dict(s._mapping)
                for s in connection.execute(
                    select(seats).where(seats.c.table_id == table_id).order_by(seats.c.seat)
                )
            ]
            log_rows = [
                [getattr(r, f) for f in LOG_FIELDS]
                for r in connection.execute(
                    select(moves).where(moves.c.table_id == table_id).order_by(moves.c.seq)
                )
            ]
            chat_rows = [
                dict(c._mapping)
                for c in connection.execute(
                    select(chat_messages)
                    .where(chat_messages.c.table_id == table_id)
                    .order_by(chat_messages.c.id)
                )
            ]
            analysis = connection.execute(
                select(analyses.c.payload_json).where(analyses.c.table_id == table_id)
            ).scalar()
            detail = {"row": table_row, "seats": seat_rows, "log": log_rows, "chat": chat_rows}
            connection.execute(
                insert(archived_tables).values(
                    id=table_id,
                    game=table_row["game"],
                    game_version=table_row["game_version"],
                    num_players=table_row["num_players"],
                    private=bool(table_row["private"]),
                    revision=revision,
                    result=str(record["headers"].get("Result", "*"))[:64],
                    outcome_json=table_row["outcome_json"],
                    lobby_json=json.dumps(lobby),
                    record=pack(record),
                    detail=pack(detail),
                    analysis_json=analysis,
                    created_at=table_row["created_at"],
                    finished_at=table_row["finished_at"] or table_row["updated_at"],
                    archived_at=time.time(),
                )
            )
            for child in (analyses, chat_messages, moves, seats):
                connection.execute(delete(child).where(child.c.table_id == table_id))
            connection.execute(delete(game_tables).where(game_tables.c.id == table_id))
    except IntegrityError:
        return False
    return True


def load(storage: Storage, table_id: str) -> StoredTable | None:
    """An archived table's rows, as ``Storage.load`` gives a live one (``archived`` set)."""
    with storage.engine.connect() as connection:
        blob = connection.execute(
            select(archived_tables.c.detail).where(archived_tables.c.id == table_id)
        ).scalar()
    if blob is None:
        return None
    detail = unpack(blob)
    return StoredTable(
        row=detail["row"],
        seats=detail["seats"],
        log=[LogRow(*entry) for entry in detail["log"]],
        archived=True,
        chat=detail["chat"],
    )


def record(storage: Storage, table_id: str) -> dict[str, Any] | None:
    """An archived table's game record (``core.record`` JSON)."""
    with storage.engine.connect() as connection:
        blob = connection.execute(
            select(archived_tables.c.record).where(archived_tables.c.id == table_id)
        ).scalar()
    return None if blob is None else dict(unpack(blob))


def analysis(storage: Storage, table_id: str) -> str | None:
    with storage.engine.connect() as connection:
        value = connection.execute(
            select(archived_tables.c.analysis_json).where(archived_tables.c.id == table_id)
        ).scalar()
    return None if value is None else str(value)


def save_analysis(storage: Storage, table_id: str, payload: str) -> None:
    """Store the analysis of a table archived while it was computed (the first one stays)."""
    with storage.engine.begin() as connection:
        connection.execute(
            update(archived_tables)
            .where(archived_tables.c.id == table_id)
            .where(archived_tables.c.analysis_json.is_(None))
            .values(analysis_json=payload)
        )


def listing(storage: Storage, limit: int) -> list[dict[str, Any]]:
    """The lobby entries of the newest public archived tables."""
    with storage.engine.connect() as connection:
        rows = connection.execute(
            select(archived_tables.c.lobby_json)
            .where(archived_tables.c.private == false())
            .order_by(archived_tables.c.finished_at.desc())
            .limit(limit)
        ).all()
    return [dict(json.loads(r.lobby_json)) for r in rows]
