"""Start-up independent of history: stored tables are read on first use, the ones a bot or a
clock must act on are resumed without any request, and waiting tables nobody joined expire."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient
from server_helpers import Api
from sqlalchemy import create_engine, text, update
from typer.testing import CliRunner

from seaboard.cli import app
from seaboard.server.models import game_tables
from seaboard.server.storage import Storage, make_engine
from tests.support.waiting import until

BOTS = [{"kind": "bot", "level": "1"}, {"kind": "bot", "level": "1"}]


def manager_of(api: Api) -> Any:
    return api.client.app.state.manager  # type: ignore[attr-defined]


def test_stored_tables_are_read_on_first_use(make_client: Callable[..., TestClient]) -> None:
    first = Api(make_client(tables_per_minute=100))
    waiting = [first.create(my_seat=0)["id"] for _ in range(5)]
    first.client.__exit__(None, None, None)
    second = Api(make_client())
    assert not set(waiting) & set(manager_of(second).tables)
    assert second.state(waiting[2])["status"] == "waiting"
    assert waiting[2] in manager_of(second).tables
    assert len(second.client.get("/api/tables").json()["waiting"]) == 5


def test_bot_tables_resume_without_a_request(make_client: Callable[..., TestClient]) -> None:
    first = Api(make_client(bot_delay=60))  # the bots wait: the table is mid-game at the stop
    table = first.create(seats=BOTS)["id"]
    first.client.__exit__(None, None, None)
    second = manager_of(Api(make_client(bot_only_share=1.0)))
    until(
        lambda: table in second.tables and second.tables[table].status == "finished",
        "the table loaded and finished",
    )


def test_waiting_tables_nobody_joined_expire(
    make_client: Callable[..., TestClient], database_url: str
) -> None:
    first = Api(make_client())
    old = first.create(my_seat=0)["id"]
    fresh = first.create(my_seat=0)["id"]
    first.client.__exit__(None, None, None)
    engine = make_engine(database_url)
    with engine.begin() as connection:
        connection.execute(
            update(game_tables).where(game_tables.c.id == old).values(updated_at=time.time() - 7200)
        )
    engine.dispose()
    second = Api(make_client(waiting_expiry_s=3600))
    until(lambda: second.client.get(f"/api/tables/{old}").status_code == 410, "the table expired")
    assert second.client.get(f"/api/tables/{old}").json()["error"]["code"] == "expired"
    assert second.client.post(f"/api/tables/{old}/join", json={"seat": 1}).status_code == 410
    listed = [t["id"] for t in second.client.get("/api/tables").json()["waiting"]]
    assert listed == [fresh]


def test_a_database_newer_than_the_code_is_refused_clearly(tmp_path: Path) -> None:
    """An upgrade migrates at start; a database from a newer Seaboard is refused before the
    server starts, saying why (and nothing in it is changed)."""
    url = f"sqlite:///{tmp_path / 'newer.sqlite3'}"
    Storage(url).migrate()
    engine = create_engine(url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '0099'"))
    result = CliRunner().invoke(app, ["serve", "--port", "0", "--database-url", url])
    assert result.exit_code == 2
    message = " ".join(result.output.split())
    assert "newer Seaboard" in message
    assert "0099" in message
    with engine.connect() as connection:
        assert (
            connection.execute(text("SELECT version_num FROM alembic_version")).scalar() == "0099"
        )
    engine.dispose()
