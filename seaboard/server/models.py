"""The database schema (SQLAlchemy Core): tables, their seats and their append-only move log.

A table's state is never stored: it is rebuilt by replaying its log (DESIGN.md, "Server":
authoritative tables). The log holds every move and chance outcome (and undo marks) in order;
``(table_id, seq)`` is unique, so two processes can never append the same step twice.
A private table (``private``) is left out of the lobby and its open seats are taken only with
its invitation token; a finished table names its rematch (``rematch_id``) and a rematch names
the table it repeats (``rematch_of``). Chat messages are kept per table (``chat_messages``).
A finished table is moved, some time after its end, to ``archived_tables``: its record and
its other rows, compressed (``seaboard.server.archive``).
The Alembic migrations in ``migrations/versions`` create exactly these tables.
"""

from __future__ import annotations

from sqlalchemy import (
    BigInteger,
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    LargeBinary,
    MetaData,
    String,
    Table,
    Text,
)

metadata = MetaData()

game_tables = Table(
    "game_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("game_version", Integer, nullable=False),
    Column("num_players", Integer, nullable=False),
    Column("preset", String(64), nullable=False, default=""),
    Column("options_json", Text, nullable=False),
    Column("seed", BigInteger, nullable=False),
    Column("status", String(16), nullable=False, index=True),
    Column("version", Integer, nullable=False, default=0),
    Column("revision", Integer, nullable=False, default=0),
    Column("clock_json", Text, nullable=False),
    Column("replacement_level", String(8), nullable=False),
    Column("host_seat", Integer, nullable=True),
    Column("outcome_json", Text, nullable=True),
    Column("created_at", Float, nullable=False),
    Column("updated_at", Float, nullable=False),
    Column("finished_at", Float, nullable=True, index=True),
    # when the server must next act (a bot to move, a clock's deadline); None: nothing due
    Column("wake_at", Float, nullable=True, index=True),
    Column("private", Boolean, nullable=False, default=False),
    Column("invite_token", String(64), nullable=True),
    Column("rematch_of", String(32), nullable=True),
    Column("rematch_id", String(32), nullable=True),
    # a rematch's seats are kept for the people who sat there until then
    Column("reserved_until", Float, nullable=True),
)

seats = Table(
    "seats",
    metadata,
    Column("table_id", String(32), ForeignKey("game_tables.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),
    Column("bot_level", String(16), nullable=False),
    Column("name", String(64), nullable=False),
    Column("token_hash", String(64), nullable=True),
    Column("replaced", Boolean, nullable=False, default=False),
)

moves = Table(
    "moves",
    metadata,
    Column("table_id", String(32), ForeignKey("game_tables.id"), primary_key=True),
    Column("seq", Integer, primary_key=True),
    Column("kind", String(8), nullable=False),
    Column("actor", Integer, nullable=False),
    Column("notation", Text, nullable=False),
    Column("elapsed_ms", Integer, nullable=False, default=0),
    Column("created_at", Float, nullable=False),
)

chat_messages = Table(
    "chat_messages",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("table_id", String(32), ForeignKey("game_tables.id"), nullable=False, index=True),
    Column("seat", Integer, nullable=False),
    Column("name", String(64), nullable=False),
    Column("text", Text, nullable=False),
    Column("created_at", Float, nullable=False),
)

analyses = Table(
    "analyses",
    metadata,
    Column("table_id", String(32), ForeignKey("game_tables.id"), primary_key=True),
    Column("payload_json", Text, nullable=False),
    Column("created_at", Float, nullable=False),
)
"""The post-game analysis of a finished table (``seaboard.server.analysis``), once computed."""

archived_tables = Table(
    "archived_tables",
    metadata,
    Column("id", String(32), primary_key=True),
    Column("game", String(64), nullable=False),
    Column("game_version", Integer, nullable=False),
    Column("num_players", Integer, nullable=False),
    Column("private", Boolean, nullable=False),
    Column("revision", Integer, nullable=False),
    Column("result", String(64), nullable=False),
    Column("outcome_json", Text, nullable=True),
    Column("lobby_json", Text, nullable=False),
    Column("record", LargeBinary, nullable=False),
    Column("detail", LargeBinary, nullable=False),
    Column("analysis_json", Text, nullable=True),
    Column("created_at", Float, nullable=False),
    Column("finished_at", Float, nullable=False, index=True),
    Column("archived_at", Float, nullable=False),
)
"""Finished tables, out of the live tables: ``record`` is the game record (``core.record``
JSON, zlib-compressed), ``detail`` the table's rows (table, seats, log, chat) compressed,
``lobby_json`` its lobby entry, ``analysis_json`` its post-game analysis once computed."""

blocked_addresses = Table(
    "blocked_addresses",
    metadata,
    Column("network", String(64), primary_key=True),
    Column("reason", Text, nullable=False),
    Column("created_at", Float, nullable=False),
)
"""Addresses (or networks, in CIDR notation) refused every request and socket
(``seaboard admin block``; ``seaboard.server.blocklist``)."""

admin_actions = Table(
    "admin_actions",
    metadata,
    Column("id", Integer, primary_key=True, autoincrement=True),
    Column("action", String(32), nullable=False),
    Column("target", String(64), nullable=False),
    Column("detail", Text, nullable=False),
    Column("address", String(64), nullable=False),
    Column("created_at", Float, nullable=False, index=True),
)
"""What the administrators did, one row an action (``seaboard admin log``)."""
