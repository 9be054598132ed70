"""Storage: the tables, seats and move log in SQLite (default) or PostgreSQL, via SQLAlchemy 2.

Every change to a table is one transaction guarded by the table's ``revision`` (optimistic
locking): the row is updated only if its revision is the one the change was computed from,
and the new log rows are inserted under the unique key ``(table_id, seq)``. So a crash loses
nothing acknowledged, and two processes sharing a database can never both apply a move
(DESIGN.md, "Server"). The methods are synchronous; the server calls them from a thread.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from sqlalchemy import (
    Connection,
    Engine,
    TextClause,
    create_engine,
    event,
    false,
    insert,
    inspect,
    select,
    text,
    update,
)
from sqlalchemy.exc import IntegrityError

from seaboard.core.errors import SeaboardError
from seaboard.server.models import chat_messages, game_tables, moves, seats

MIGRATIONS = Path(__file__).parent / "migrations"


@dataclass
class LogRow:
    """One step of a table's log as stored: a move, a chance outcome or an undo mark."""

    seq: int
    kind: str  # "move" | "chance" | "undo"
    actor: int
    notation: str
    elapsed_ms: int
    created_at: float


@dataclass
class NewTable:
    """A table to insert along with another table's change (a rematch): its row and seats."""

    row: dict[str, Any]
    seats: list[dict[str, Any]]


@dataclass
class StoredTable:
    """A table as stored: its row, its seats (in seat order) and its whole log; an archived
    table (``seaboard.server.archive``) also brings its chat messages."""

    row: dict[str, Any]
    seats: list[dict[str, Any]]
    log: list[LogRow]
    archived: bool = False
    chat: list[dict[str, Any]] = field(default_factory=list)


def make_engine(url: str) -> Engine:
    """An engine for ``url``; SQLite gets WAL journaling and a busy timeout."""
    if url.startswith("sqlite"):
        path = url.split("///", 1)[-1]
        if path and path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # Connections are kept open (closing the last one checkpoints the WAL, an fsync).
        engine = create_engine(
            url, connect_args={"check_same_thread": False, "timeout": 30}, pool_size=4
        )

        @event.listens_for(engine, "connect")
        def _pragmas(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute("PRAGMA synchronous=NORMAL")
            # Checkpoints (which fsync) run in a background thread, not inside a move's commit.
            cursor.execute("PRAGMA wal_autocheckpoint=0")
            cursor.execute("PRAGMA foreign_keys=ON")
            cursor.close()

        return engine
    return create_engine(url, pool_size=10, max_overflow=10, pool_pre_ping=True)


SCHEMA_HEAD = "0007"
REVISION_LINE = re.compile(r'^revision: str = "([^"]+)"', re.M)
"""The newest migration in ``migrations/versions`` (a test checks it against Alembic's)."""


def schema_revision(engine: Engine) -> str | None:
    """The database's Alembic revision, read with plain SQL (None: no schema yet)."""
    with engine.connect() as connection:
        if not inspect(connection).has_table("alembic_version"):
            return None
        value = connection.execute(text("SELECT version_num FROM alembic_version")).scalar()
    return None if value is None else str(value)


class SchemaTooNewError(SeaboardError):
    """The database was made by a newer Seaboard: this code cannot read it safely."""


def known_revisions() -> set[str]:
    """The schema revisions this code's migrations know (read from their files' text, so
    Alembic need not be imported)."""
    found = set()
    for path in (MIGRATIONS / "versions").glob("*.py"):
        match = REVISION_LINE.search(path.read_text(encoding="utf-8"))
        if match:
            found.add(match[1])
    return found


def migrate(engine: Engine) -> None:
    """Bring the schema up to the newest Alembic revision (run at every start), or refuse a
    database that a newer Seaboard made (``SchemaTooNewError``). Alembic is imported only when
    the schema is behind: at an ordinary start it is not (its import is about a quarter of the
    server's start-up)."""
    current = schema_revision(engine)
    if current == SCHEMA_HEAD:
        return
    if current is not None and current not in known_revisions():
        raise SchemaTooNewError(
            f"the database's schema ({current}) was made by a newer Seaboard than this one"
            f" (which knows up to {SCHEMA_HEAD}): upgrade Seaboard, or restore a backup made"
            " by this version"
        )
    from alembic import command
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "head")


class Storage:
    """Reads and writes of tables; each write is one transaction."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine = make_engine(url)

    def migrate(self) -> None:
        migrate(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    def checkpoint(self) -> None:
        """Copy the SQLite write-ahead log into the database file (PASSIVE: never blocks)."""
        if self.url.startswith("sqlite"):
            with self.engine.connect() as connection:
                connection.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")

    # -- writes -------------------------------------------------------------------------------

    def create_table(
        self, row: dict[str, Any], seat_rows: Sequence[dict[str, Any]], log: Sequence[LogRow]
    ) -> None:
        with self.engine.begin() as connection:
            _insert_table(connection, row, seat_rows)
            if log:
                connection.execute(insert(moves), _log_values(row["id"], log))

    def commit(
        self,
        table_id: str,
        expected_revision: int,
        changes: dict[str, Any],
        seat_changes: Iterable[tuple[int, dict[str, Any]]] = (),
        log: Sequence[LogRow] = (),
        created: NewTable | None = None,
    ) -> bool:
        """Apply one change in one transaction; False (and nothing written) when the table's
        revision moved on or a log row already exists (another process got there first).
        ``created``: a table the change brings into being (a rematch), inserted in the same
        transaction, so it exists exactly when the change that names it is stored."""
        try:
            with self.engine.begin() as connection:
                result = connection.execute(
                    _update_statement(tuple(sorted(changes))),
                    {**changes, "_id": table_id, "_rev": expected_revision},
                )
                if result.rowcount != 1:
                    connection.rollback()
                    return False
                for seat, values in seat_changes:
                    connection.execute(
                        update(seats)
                        .where(seats.c.table_id == table_id)
                        .where(seats.c.seat == seat)
                        .values(**values)
                    )
                if log:
                    connection.execute(_INSERT_MOVE, _log_values(table_id, log))
                if created is not None:
                    _insert_table(connection, created.row, created.seats)
        except IntegrityError:
            return False
        return True

    # -- reads --------------------------------------------------------------------------------

    def load(self, table_id: str, after: int = 0) -> StoredTable | None:
        """The table's row, seats and the log rows after version ``after`` (all by default)
        up to the row's version: a change stored between the reads (another process's) is
        left for the next read, so the rows always agree with the row."""
        with self.engine.connect() as connection:
            row = connection.execute(
                select(game_tables).where(game_tables.c.id == table_id)
            ).first()
            if row is None:
                return None
            seat_rows = connection.execute(
                select(seats).where(seats.c.table_id == table_id).order_by(seats.c.seat)
            ).all()
            log_rows = connection.execute(
                select(moves)
                .where(moves.c.table_id == table_id)
                .where(moves.c.seq > after)
                .where(moves.c.seq <= row.version)
                .order_by(moves.c.seq)
            ).all()
        return StoredTable(
            row=dict(row._mapping),
            seats=[dict(s._mapping) for s in seat_rows],
            log=[
                LogRow(r.seq, r.kind, r.actor, r.notation, r.elapsed_ms, r.created_at)
                for r in log_rows
            ],
        )

    def revision(self, table_id: str) -> int | None:
        with self.engine.connect() as connection:
            value = connection.execute(
                select(game_tables.c.revision).where(game_tables.c.id == table_id)
            ).scalar()
        return None if value is None else int(value)

    def due(self) -> list[str]:
        """Playing tables on which the server must act (a bot, a clock), soonest first."""
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(game_tables.c.id)
                .where(game_tables.c.wake_at.is_not(None))
                .where(game_tables.c.status == "playing")
                .order_by(game_tables.c.wake_at)
            ).all()
        return [r.id for r in rows]

    def expire_waiting(self, before: float) -> list[str]:
        """Mark the waiting tables untouched since ``before`` expired; their ids."""
        stale = (
            (game_tables.c.status == "waiting"),
            (game_tables.c.updated_at < before),
        )
        with self.engine.begin() as connection:
            ids = [r.id for r in connection.execute(select(game_tables.c.id).where(*stale))]
            if ids:
                connection.execute(
                    update(game_tables)
                    .where(game_tables.c.id.in_(ids), *stale)
                    .values(status="expired", revision=game_tables.c.revision + 1)
                )
        return ids

    def listing(self, status: str, limit: int) -> list[dict[str, Any]]:
        """The newest tables with ``status``, each with its seats, for the lobby."""
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(game_tables)
                .where(game_tables.c.status == status)
                .where(game_tables.c.private == false())
                .order_by(game_tables.c.updated_at.desc())
                .limit(limit)
            ).all()
            result = [dict(r._mapping) for r in rows]
            if not result:
                return result
            seat_rows = connection.execute(
                select(seats)
                .where(seats.c.table_id.in_([r["id"] for r in result]))
                .order_by(seats.c.seat)
            ).all()
        by_table: dict[str, list[dict[str, Any]]] = {}
        for s in seat_rows:
            by_table.setdefault(s.table_id, []).append(dict(s._mapping))
        for r in result:
            r["seats"] = by_table.get(r["id"], [])
        return result

    # -- chat -----------------------------------------------------------------------------------

    def add_chat(self, table_id: str, seat: int, name: str, body: str, at: float) -> int:
        """Store one chat message; its id (ids grow, so they order a table's messages)."""
        with self.engine.begin() as connection:
            result = connection.execute(
                insert(chat_messages).values(
                    table_id=table_id, seat=seat, name=name, text=body, created_at=at
                )
            )
            key = result.inserted_primary_key
        return int(key[0]) if key else 0

    def chat(self, table_id: str, limit: int, after: int = 0) -> list[dict[str, Any]]:
        """The newest ``limit`` messages of a table with an id over ``after``, oldest first."""
        with self.engine.connect() as connection:
            rows = connection.execute(
                select(chat_messages)
                .where(chat_messages.c.table_id == table_id)
                .where(chat_messages.c.id > after)
                .order_by(chat_messages.c.id.desc())
                .limit(limit)
            ).all()
        return [dict(r._mapping) for r in reversed(rows)]


def _insert_table(
    connection: Connection, row: dict[str, Any], seat_rows: Sequence[dict[str, Any]]
) -> None:
    connection.execute(insert(game_tables).values(**row))
    if seat_rows:
        connection.execute(insert(seats), [{"table_id": row["id"], **s} for s in seat_rows])


_INSERT_MOVE = text(
    "INSERT INTO moves (table_id, seq, kind, actor, notation, elapsed_ms, created_at)"
    " VALUES (:table_id, :seq, :kind, :actor, :notation, :elapsed_ms, :created_at)"
)


@cache
def _update_statement(columns: tuple[str, ...]) -> TextClause:
    """``UPDATE game_tables`` of ``columns`` guarded by the revision, as plain SQL built once
    (the per-move hot path: no statement compilation per call)."""
    for column in columns:
        if column not in game_tables.c or column.startswith("_"):
            raise ValueError(f"no column {column!r}")
    assignments = ", ".join(f"{c} = :{c}" for c in columns)
    return text(
        f"UPDATE game_tables SET revision = :_rev + 1, {assignments}"
        " WHERE id = :_id AND revision = :_rev"
    )


def _log_values(table_id: str, log: Sequence[LogRow]) -> list[dict[str, Any]]:
    return [
        {
            "table_id": table_id,
            "seq": r.seq,
            "kind": r.kind,
            "actor": r.actor,
            "notation": r.notation,
            "elapsed_ms": r.elapsed_ms,
            "created_at": r.created_at,
        }
        for r in log
    ]
