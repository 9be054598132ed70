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

MAX_JSON_DEPTH = 16
"""Deepest nesting of arrays and objects accepted in a client's JSON."""

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


def _env_int(name: str, default: int) -> int:
    return int(_env(name) or default)


def _env_list(name: str) -> tuple[str, ...]:
    return tuple(item.strip() for item in (_env(name) or "").split(",") if item.strip())


def _env_origins() -> tuple[str, ...]:
    return tuple(origin.rstrip("/") for origin in _env_list("SEABOARD_ALLOWED_ORIGINS"))


def _env_float(name: str, default: float) -> float:
    return float(_env(name) or default)


@dataclass
class Settings:
    """Everything ``create_app`` needs; every field has a working default."""

    database_url: str = field(default_factory=lambda: _env("SEABOARD_DATABASE_URL") or "")
    redis_url: str | None = field(default_factory=lambda: _env("SEABOARD_REDIS_URL"))
    bot_delay: float = field(default_factory=lambda: _env_float("SEABOARD_BOT_DELAY", 0.6))
    """Seconds a bot waits before moving, so people can follow the game."""
    bot_workers: int = field(default_factory=lambda: _env_int("SEABOARD_BOT_WORKERS", 2))
    """Worker processes that run bot thinking for tables with people, off the event loop."""
    bot_idle_workers: int = field(default_factory=lambda: _env_int("SEABOARD_BOT_IDLE_WORKERS", 1))
    """Worker processes, at a lower OS priority, for the bots of bot-only tables."""
    bot_only_share: float = field(
        default_factory=lambda: _env_float("SEABOARD_BOT_ONLY_SHARE", 0.5)
    )
    """Thinking budget of a bot-only table: its bots think at most this share of the time
    (after a decision of t seconds it waits t * (1 / share - 1) before the next)."""
    tables_per_minute: int = field(
        default_factory=lambda: _env_int("SEABOARD_TABLES_PER_MINUTE", 10)
    )
    """Tables one client address may create in a minute."""
    bot_tables_per_address: int = field(
        default_factory=lambda: _env_int("SEABOARD_BOT_TABLES_PER_ADDRESS", 2)
    )
    """Open tables of bots alone one client address may have."""
    max_bot_tables: int = field(default_factory=lambda: _env_int("SEABOARD_MAX_BOT_TABLES", 40))
    """Open tables of bots alone the server runs in all."""
    db_workers: int = 4
    """Threads that talk to a database server (SQLite calls run inline: they are quick)."""
    lobby_limit: int = 40
    """How many tables of each kind the lobby lists."""
    waiting_expiry_s: float = field(
        default_factory=lambda: _env_float("SEABOARD_WAITING_EXPIRY_HOURS", 72) * 3600
    )
    """A waiting table nobody joined is closed after this long (its page then answers 410)."""
    archive_after_s: float = field(
        default_factory=lambda: _env_float("SEABOARD_ARCHIVE_AFTER_MINUTES", 30) * 60
    )
    """A finished table is archived this long after its end (until then it takes chat and
    rematch requests like a live table)."""
    max_spectators_per_table: int = field(
        default_factory=lambda: _env_int("SEABOARD_MAX_SPECTATORS_PER_TABLE", 500)
    )
    """Spectator sockets one table accepts (players' sockets are never refused)."""
    max_spectators_per_address: int = field(
        default_factory=lambda: _env_int("SEABOARD_MAX_SPECTATORS_PER_ADDRESS", 20)
    )
    """Spectator sockets one client address may hold open, over all tables."""
    rematch_reserve_s: float = field(
        default_factory=lambda: _env_float("SEABOARD_REMATCH_RESERVE_MINUTES", 10) * 60
    )
    """A rematch's seats are kept this long for the people who sat there (0: not kept)."""
    trusted_proxies: tuple[str, ...] = field(
        default_factory=lambda: _env_list("SEABOARD_TRUSTED_PROXIES")
    )
    """Addresses (or networks) of the reverse proxies whose X-Forwarded-For names the client
    (comma-separated in the variable); none by default."""
    allowed_origins: tuple[str, ...] = field(default_factory=_env_origins)
    """Origins besides the site's own whose pages may open a table's socket (comma-separated
    in the variable, e.g. ``https://play.example.org``)."""
    admin_token: str | None = field(default_factory=lambda: _env("SEABOARD_ADMIN_TOKEN"))
    """The secret that ``seaboard admin`` (``/api/admin``) must present; none: no
    administration over HTTP (its addresses answer 404)."""
    auth_timeout_s: float = 10.0
    """How long a seat's socket may take to send its token (its first message)."""

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
