"""Backing up a running server's tables and restoring them (``seaboard backup`` / ``seaboard
restore``; docs/server.md, "Backup and restore").

- **SQLite**: SQLite's online backup (``sqlite3.Connection.backup``) copies the database page by
  page while the server goes on writing; the copy is one consistent moment of it, every move
  acknowledged before then included (each move is committed before it is acknowledged).
- **PostgreSQL**: ``pg_dump --format=custom`` (one consistent snapshot) and ``pg_restore``, when
  PostgreSQL's client programs are installed.

A restore writes only into an empty database (``--force`` replaces a SQLite file), checks that
the file is a Seaboard backup this code can read, and the server's next start migrates it.
"""

from __future__ import annotations

import shutil
import sqlite3
import subprocess
from contextlib import closing
from pathlib import Path

from sqlalchemy.engine import make_url

from seaboard.core.errors import SeaboardError
from seaboard.server.storage import SCHEMA_HEAD, known_revisions


class BackupError(SeaboardError):
    """A backup or a restore that cannot be made; nothing was changed."""


def sqlite_file(database_url: str) -> Path | None:
    """The file of a SQLite URL (None for another database)."""
    url = make_url(database_url)
    if url.get_backend_name() != "sqlite":
        return None
    if not url.database or url.database == ":memory:":
        raise BackupError("an in-memory SQLite database has nothing to back up")
    return Path(url.database)


def libpq_url(database_url: str) -> str:
    """A SQLAlchemy PostgreSQL URL as PostgreSQL's own programs read it."""
    url = make_url(database_url).set(drivername="postgresql")
    return url.render_as_string(hide_password=False)


def backup(database_url: str, target: Path) -> None:
    """Copy the database at ``database_url`` into the new file ``target``."""
    if target.exists():
        raise BackupError(f"{target} exists already; choose a new file")
    source = sqlite_file(database_url)
    if source is None:
        _run("pg_dump", "--format=custom", "--file", str(target), libpq_url(database_url))
        return
    if not source.exists():
        raise BackupError(f"there is no database at {source}")
    _copy(source, target)


def restore(database_url: str, source: Path, force: bool = False) -> None:
    """Write the backup ``source`` into the database at ``database_url``: an empty one, or
    (``force``, SQLite) one replaced whole."""
    if not source.is_file():
        raise BackupError(f"there is no backup at {source}")
    target = sqlite_file(database_url)
    if target is None:
        _run(
            "pg_restore",
            "--no-owner",
            "--exit-on-error",
            "--dbname",
            libpq_url(database_url),
            str(source),
        )
        return
    revision = _sqlite_revision(source)
    if revision not in known_revisions():
        raise BackupError(
            f"{source} holds schema {revision}, newer than this Seaboard's {SCHEMA_HEAD}:"
            " restore it with the version that made it"
        )
    if target.exists() and target.stat().st_size > 0 and not force:
        raise BackupError(f"{target} holds a database already; --force replaces it")
    target.parent.mkdir(parents=True, exist_ok=True)
    _copy(source, target)


def _copy(source: Path, target: Path) -> None:
    """SQLite's online backup of ``source`` into ``target``."""
    with closing(sqlite3.connect(source)) as origin, closing(sqlite3.connect(target)) as copy:
        origin.backup(copy)


def _sqlite_revision(path: Path) -> str:
    """The schema revision of a SQLite backup; refuses a file that is not one."""
    try:
        with closing(sqlite3.connect(f"file:{path}?mode=ro", uri=True)) as connection:
            row = connection.execute("SELECT version_num FROM alembic_version").fetchone()
    except sqlite3.DatabaseError:
        row = None
    if row is None:
        raise BackupError(f"{path} is not a Seaboard backup")
    return str(row[0])


def _run(program: str, *arguments: str) -> None:
    """Run one of PostgreSQL's client programs; refuse clearly when it is missing or fails."""
    path = shutil.which(program)
    if path is None:
        raise BackupError(f"{program} is not installed (PostgreSQL's client programs)")
    result = subprocess.run([path, *arguments], capture_output=True, text=True, check=False)
    if result.returncode != 0:
        raise BackupError(f"{program} failed: {result.stderr.strip()[:400]}")
