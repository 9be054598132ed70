"""Server settings: where the tables are stored, how processes talk, how bots and clocks behave.

With no URL given the server needs nothing installed: an SQLite file in the user's data
directory (``platformdirs``) and in-process pub/sub. Given a PostgreSQL URL and a Redis URL,
several server processes share one database and fan moves out to each other's clients
(DESIGN.md, "Server").
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

import platformdirs

MAX_BODY_BYTES = 16 * 1024
"""Largest HTTP request body accepted; anything bigger is refused with 413."""

MAX_WS_MESSAGE_BYTES = 4 * 1024
"""Largest WebSocket message a client may send (clients send only small control messages)."""

MAX_MOVE_TEXT = 400
"""Longest move notation accepted."""


def default_database_url() -> str:
    """An SQLite file in the user's data directory, created on first use."""
    directory = Path(platformdirs.user_data_dir("seaboard", appauthor=False))
    directory.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{directory / 'seaboard.sqlite3'}"


def _env(name: str) -> str | None:
    value = os.environ.get(name, "").strip()
    return value or None


@dataclass
class Settings:
    """Everything ``create_app`` needs; every field has a working default."""

    database_url: str = field(default_factory=lambda: _env("SEABOARD_DATABASE_URL") or "")
    redis_url: str | None = field(default_factory=lambda: _env("SEABOARD_REDIS_URL"))
    bot_delay: float = field(default_factory=lambda: float(_env("SEABOARD_BOT_DELAY") or 0.6))
    """Seconds a bot waits before moving, so people can follow the game."""
    bot_workers: int = 2
    """Worker processes that run bot thinking, off the event loop and its interpreter."""
    db_workers: int = 4
    """Threads that talk to a database server (SQLite calls run inline: they are quick)."""
    lobby_limit: int = 40
    """How many tables of each kind the lobby lists."""

    def __post_init__(self) -> None:
        if not self.database_url:
            self.database_url = default_database_url()

    @property
    def shared(self) -> bool:
        """Several processes may serve this database: re-read it before every change."""
        return self.redis_url is not None

    @property
    def is_sqlite(self) -> bool:
        return self.database_url.startswith("sqlite")
