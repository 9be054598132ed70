"""Finished tables leave the live tables for the archive with their records; the finished
page, replay, record, analysis and the lobby's finished list keep working from it, on SQLite
and PostgreSQL, and across a restart."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from alembic.config import Config
from alembic.script import ScriptDirectory
from fastapi.testclient import TestClient
from server_helpers import Api, migrate_to
from sqlalchemy import func, inspect, select
from test_table_life import finished_by_bots, say

from seaboard.server.models import archived_tables, game_tables, moves, seats
from seaboard.server.storage import (
    MIGRATIONS,
    SCHEMA_HEAD,
    make_engine,
    migrate,
    schema_revision,
)
from tests.support.waiting import until


def manager_of(api: Api) -> Any:
    return api.client.app.state.manager  # type: ignore[attr-defined]


def archive_now(api: Api) -> list[str]:
    """Archive every table finished until now, as the periodic sweep does."""
    manager = manager_of(api)
    done: list[str] = api.client.portal.call(  # type: ignore[union-attr]
        manager.archiver.archive_finished, time.time() + 1
    )
    return done


def rows_of(database_url: str, table: str) -> dict[str, int]:
    engine = make_engine(database_url)
    try:
        with engine.connect() as connection:
            return {
                name: int(
                    connection.execute(
                        select(func.count()).select_from(t).where(column == table)
                    ).scalar_one()
                )
                for name, t, column in (
                    ("live", game_tables, game_tables.c.id),
                    ("seats", seats, seats.c.table_id),
                    ("moves", moves, moves.c.table_id),
                    ("archived", archived_tables, archived_tables.c.id),
                )
            }
    finally:
        engine.dispose()


def served(api: Api, table: str) -> dict[str, Any]:
    """Everything a reader of a finished table gets."""
    client = api.client
    state = api.state(table)
    total = len(state["log"])
    return {
        "status": state["status"],
        "outcome": state["outcome"],
        "seats": state["seats"],
        "svg": state["svg"],
        "json": client.get(f"/api/tables/{table}/record?format=json").json(),
        "text": client.get(f"/api/tables/{table}/record").text,
        "replays": [client.get(f"/api/tables/{table}/replay/{ply}").json() for ply in (0, total)],
    }


def test_a_finished_table_is_archived_and_still_served(api: Api, database_url: str) -> None:
    table, token0, _ = finished_by_bots(api)
    assert say(api, table, 0, token0, "good game").status_code == 201
    before = served(api, table)
    assert archive_now(api) == [table]
    assert rows_of(database_url, table) == {"live": 0, "seats": 0, "moves": 0, "archived": 1}
    assert table not in manager_of(api).tables
    assert served(api, table) == before
    lobby = api.client.get("/api/tables").json()
    assert [entry["id"] for entry in lobby["finished"]] == [table]
    assert lobby["finished"][0]["outcome"] == before["outcome"]
    messages = api.client.get(f"/api/tables/{table}/chat").json()["messages"]
    assert [m["text"] for m in messages] == ["good game"]


def test_an_archived_table_no_longer_changes(api: Api) -> None:
    table, token0, _ = finished_by_bots(api)
    archive_now(api)
    refused = say(api, table, 0, token0, "still here?")
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "archived"
    rematch = api.post(table, "rematch", token0, seat=0)
    assert rematch.status_code == 409
    assert rematch.json()["error"]["code"] == "archived"
    assert api.post(table, "rematch", "wrong", seat=0).status_code == 403
    move = api.move(table, 0, token0, "add 1", api.state(table)["version"])
    assert move.status_code == 409  # the game is over, as before the archive


def test_a_rematch_asked_before_the_archive_is_still_found(api: Api) -> None:
    table, token0, token1 = finished_by_bots(api)
    first = api.post(table, "rematch", token0, seat=0).json()["table"]
    archive_now(api)
    again = api.post(table, "rematch", token1, seat=1)
    assert again.status_code == 200, again.text
    assert again.json()["table"] == first
    taken = api.post(first, "rematch/seat", token1, seat=1)
    assert taken.status_code == 200, taken.text


def test_a_live_table_is_not_archived(api: Api) -> None:
    created = api.create(my_seat=0, name="Ann")
    assert archive_now(api) == []
    assert api.state(created["id"])["status"] == "waiting"


def test_the_analysis_of_an_archived_table_is_kept(api: Api) -> None:
    table, _, _ = finished_by_bots(api)
    archive_now(api)
    answer = until(
        lambda: (
            (a := api.client.get(f"/api/tables/{table}/analysis").json())["status"] == "ready" and a
        ),
        "the analysis stored",
        timeout=240,
    )
    assert len(answer["chances"]) == len(api.state(table)["log"]) + 1


def test_the_archive_survives_a_restart_and_start_up_skips_it(
    make_client: Callable[..., TestClient],
) -> None:
    first = Api(make_client())
    table, _, _ = finished_by_bots(first)
    before = served(first, table)
    archive_now(first)
    second = Api(make_client())
    assert table not in manager_of(second).tables
    assert served(second, table) == before


def test_the_backlog_is_archived_in_the_background(
    make_client: Callable[..., TestClient], database_url: str
) -> None:
    first = Api(make_client(archive_after_s=3600.0))
    table, _, _ = finished_by_bots(first)
    before = served(first, table)
    second = Api(make_client(archive_after_s=0.0))
    until(lambda: rows_of(database_url, table)["archived"], "the finished table archived", 60)
    assert rows_of(database_url, table)["live"] == 0
    assert served(second, table) == before


def test_migration_0005_adds_and_removes_the_archive(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        migrate_to(engine, "head")
        assert "archived_tables" in inspect(engine).get_table_names()
        migrate_to(engine, "0004", down=True)
        assert "archived_tables" not in inspect(engine).get_table_names()
        migrate_to(engine, "head")
        assert "archived_tables" in inspect(engine).get_table_names()
    finally:
        engine.dispose()


def test_the_schema_head_constant_is_alembics_head(database_url: str) -> None:
    """A start with an up-to-date schema skips Alembic, trusting ``SCHEMA_HEAD``."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    assert ScriptDirectory.from_config(config).get_current_head() == SCHEMA_HEAD
    engine = make_engine(database_url)
    try:
        assert schema_revision(engine) is None
        migrate(engine)
        assert schema_revision(engine) == SCHEMA_HEAD
        migrate(engine)  # nothing to do
    finally:
        engine.dispose()
