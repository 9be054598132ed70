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

MOVES = 6


def play_some(client: httpx.Client, table: str, tokens: list[str], count: int) -> int:
    """``count`` moves of whoever is to move; the version after the last acknowledged one."""
    version = 0
    for _ in range(count):
        state = client.get(f"/api/tables/{table}").json()
        seat = state["to_move"]
        mine = client.get(
            f"/api/tables/{table}",
            params={"seat": str(seat)},
            headers={"X-Seat-Token": tokens[seat]},
        ).json()
        body = {"seat": seat, "move": mine["legal"][0]["move"], "expected_version": mine["version"]}
        answer = client.post(
            f"/api/tables/{table}/moves", json=body, headers={"X-Seat-Token": tokens[seat]}
        )
        assert answer.status_code == 200, answer.text
        version = answer.json()["version"]
    return version


def cli(*arguments: str) -> Any:
    return CliRunner().invoke(app, list(arguments))


def drill(source_url: str, target_url: str, backup_file: Path) -> None:
    server = ServerProcess(source_url).start()
    try:
        with httpx.Client(base_url=server.url, timeout=60) as client:
            seats = [{"kind": "human"}, {"kind": "human"}]
            body = {"game": "cartagena", "seats": seats, "my_seat": 0}
            created = client.post("/api/tables", json=body).json()
            table = created["id"]
            tokens = [created["token"]]
            tokens.append(
                client.post(f"/api/tables/{table}/join", json={"seat": 1}).json()["token"]
            )
            acknowledged = play_some(client, table, tokens, MOVES)
            made = cli("backup", str(backup_file), "--database-url", source_url)
            assert made.exit_code == 0, made.output
            play_some(client, table, tokens, 1)  # the server goes on after the backup
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
            play_some(client, table, tokens, 1)  # the seats' tokens still play
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
