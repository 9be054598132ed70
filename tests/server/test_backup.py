"""The backup drill: back up a running server mid-game, restore into a new data folder, start
there, and every acknowledged move is there (SQLite, and PostgreSQL through pg_dump)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import httpx
import pytest
from server_helpers import make_pg_database
from typer.testing import CliRunner

from seaboard.cli import app
from seaboard.server.process import ServerProcess
from tests.support.http_play import play_moves, two_people

MOVES = 6


def cli(*arguments: str) -> Any:
    return CliRunner().invoke(app, list(arguments))


def drill(source_url: str, target_url: str, backup_file: Path) -> None:
    server = ServerProcess(source_url).start()
    try:
        with httpx.Client(base_url=server.url, timeout=60) as client:
            table, tokens = two_people(client)
            acknowledged = play_moves(client, table, tokens, MOVES)
            made = cli("backup", str(backup_file), "--database-url", source_url)
            assert made.exit_code == 0, made.output
            play_moves(client, table, tokens, 1)  # the server goes on after the backup
    finally:
        server.stop()
    restored = cli("restore", str(backup_file), "--database-url", target_url)
    assert restored.exit_code == 0, restored.output
    again = ServerProcess(target_url).start()
    try:
        with httpx.Client(base_url=again.url, timeout=60) as client:
            state = client.get(f"/api/tables/{table}").json()
            assert state["version"] == acknowledged
            assert state["status"] == "playing"
            play_moves(client, table, tokens, 1)  # the seats' tokens still play
    finally:
        again.stop()


def test_backup_drill_sqlite(tmp_path: Path) -> None:
    source = f"sqlite:///{tmp_path / 'live' / 'seaboard.sqlite3'}"
    (tmp_path / "live").mkdir()
    target = f"sqlite:///{tmp_path / 'restored' / 'seaboard.sqlite3'}"
    drill(source, target, tmp_path / "backup.sqlite3")


@pytest.fixture
def two_pg_databases() -> Iterator[tuple[str, str]]:
    source, drop_source = make_pg_database()
    target, drop_target = make_pg_database()
    try:
        yield source, target
    finally:
        drop_source()
        drop_target()


@pytest.mark.postgres
def test_backup_drill_postgres(two_pg_databases: tuple[str, str], tmp_path: Path) -> None:
    source, target = two_pg_databases
    drill(source, target, tmp_path / "backup.pgdump")


def test_bad_backups_and_restores_change_nothing(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'db.sqlite3'}"
    not_a_backup = tmp_path / "notes.txt"
    not_a_backup.write_text("hello")
    refused = cli("restore", str(not_a_backup), "--database-url", url)
    assert refused.exit_code == 2
    assert "not a Seaboard backup" in refused.output
    assert not (tmp_path / "db.sqlite3").exists()
    assert cli("backup", str(not_a_backup), "--database-url", url).exit_code == 2  # exists
    assert not_a_backup.read_text() == "hello"
    missing = cli("backup", str(tmp_path / "new.sqlite3"), "--database-url", url)
    assert missing.exit_code == 2
    assert "no database" in missing.output
