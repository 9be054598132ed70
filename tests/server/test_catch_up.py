"""A process that holds a table catches up with another process's changes by applying the
new steps, not by replaying the whole game; an undo elsewhere still rebuilds it whole."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import Api
from sqlalchemy import insert

from seaboard.server.models import moves
from seaboard.server.storage import LogRow, StoredTable
from seaboard.server.table import Table

REDIS = "redis://127.0.0.1:6379/0"


def play(api: Api, table: str, tokens: list[str], moves: int) -> int:
    """Play ``moves`` first legal moves through ``api``; the version reached."""
    version = 0
    for _ in range(moves):
        seat = api.state(table)["to_move"]
        data = api.state(table, seat, tokens[seat])
        response = api.post(
            table,
            "moves",
            tokens[seat],
            seat=seat,
            move=data["legal"][0]["move"],
            expected_version=data["version"],
        )
        assert response.status_code == 200, response.text
        version = response.json()["version"]
    return version


def manager_of(client: TestClient) -> Any:
    return client.app.state.manager  # type: ignore[attr-defined]


@pytest.mark.redis
def test_a_second_process_applies_only_the_new_steps(
    make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    here, there = Api(make_client(redis_url=REDIS)), Api(make_client(redis_url=REDIS))
    created = here.create(game="cartagena", my_seat=0, name="Ann")
    table = created["id"]
    tokens = [created["token"], here.join(table, 1, "Bea")]
    play(here, table, tokens, 3)
    assert there.state(table)["version"] == here.state(table)["version"]  # read there once

    replays: list[int] = []
    original = Table.replay

    def counted(self: Table, rows: list[LogRow]) -> None:
        replays.append(len(rows))
        original(self, rows)

    monkeypatch.setattr(Table, "replay", counted)
    version = play(here, table, tokens, 4)

    seen_there, seen_here = there.state(table, 0, tokens[0]), here.state(table, 0, tokens[0])
    assert seen_there["version"] == seen_here["version"] == version
    for key in ("view", "legal", "last_targets", "panels", "prompt", "to_move"):
        assert seen_there[key] == seen_here[key]
    held_there = manager_of(there.client).tables[table]
    held_here = manager_of(here.client).tables[table]
    assert held_there.state.to_code() == held_here.state.to_code()
    assert [e.text(None, "ru") for e in held_there.log] == [
        e.text(None, "ru") for e in held_here.log
    ]
    assert replays == []  # caught up step by step


def stored(table: Table, rows: list[LogRow], version: int) -> StoredTable:
    return StoredTable(row={"version": version}, seats=[], log=rows)


def test_only_an_unbroken_run_of_steps_without_undo_continues_a_table(api: Api) -> None:
    created = api.create(game="cartagena", my_seat=0, name="Ann")
    table_id = created["id"]
    play(api, table_id, [created["token"], api.join(table_id, 1, "Bea")], 2)
    table = manager_of(api.client).tables[table_id]
    v = table.version
    step = LogRow(v + 1, "move", 0, "x", 0, 0.0)
    assert table.continued_by(stored(table, [step], v + 1))
    assert table.continued_by(stored(table, [], v))
    assert not table.continued_by(stored(table, [LogRow(v + 1, "undo", 0, "x", 0, 0.0)], v + 1))
    assert not table.continued_by(stored(table, [LogRow(v + 2, "move", 0, "x", 0, 0.0)], v + 2))
    assert not table.continued_by(stored(table, [step], v + 2))  # a row is missing


def test_a_read_never_takes_log_rows_beyond_the_tables_version(api: Api) -> None:
    """Another process may store a move between the read of the table's row and of its log:
    the rows read stop at the row's version, so the two agree (the next read takes the rest)."""
    created = api.create(game="cartagena", my_seat=0, name="Ann")
    table_id = created["id"]
    play(api, table_id, [created["token"], api.join(table_id, 1, "Bea")], 2)
    storage = manager_of(api.client).storage
    version = storage.load(table_id).row["version"]
    with storage.engine.begin() as connection:  # a step whose table row is not yet stored
        connection.execute(
            insert(moves),
            {
                "table_id": table_id,
                "seq": version + 1,
                "kind": "move",
                "actor": 0,
                "notation": "x",
                "elapsed_ms": 0,
                "created_at": 0.0,
            },
        )
    stored = storage.load(table_id)
    assert [r.seq for r in stored.log] == list(range(1, version + 1))
    assert [r.seq for r in storage.load(table_id, version - 1).log] == [version]
