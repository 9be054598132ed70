"""The administration over HTTP (``/api/admin``): off without a token, refused with a wrong
one, and with the right one: tables and players listed, a table closed or deleted (its
sockets told), a chat message removed (live and archived), every action logged; bad input a
clear 4xx that changes nothing (SQLite and PostgreSQL)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import Api, migrate_to, receive
from sqlalchemy import inspect
from test_archive import archive_now
from test_table_life import finished_by_bots, say, two_humans

from seaboard.server.storage import make_engine, migrate

TOKEN = "s3cret-admin-token"
AUTH = {"Authorization": f"Bearer {TOKEN}"}


@pytest.fixture
def admin(make_client: Callable[..., TestClient]) -> Api:
    return Api(make_client(admin_token=TOKEN))


def log_of(api: Api) -> list[dict[str, Any]]:
    answer = api.client.get("/api/admin/log", headers=AUTH)
    assert answer.status_code == 200, answer.text
    return list(answer.json()["actions"])


def test_the_administration_is_off_without_a_token(api: Api) -> None:
    table, _, _ = two_humans(api)
    assert api.client.get("/api/admin/tables", headers=AUTH).status_code == 404
    assert api.client.delete(f"/api/admin/tables/{table}", headers=AUTH).status_code == 404
    assert api.state(table)["status"] == "playing"


@pytest.mark.parametrize(
    "headers", [{}, {"Authorization": "Bearer wrong"}, {"Authorization": TOKEN}]
)
def test_a_wrong_or_missing_token_is_refused_and_changes_nothing(
    admin: Api, headers: dict[str, str]
) -> None:
    table, _, _ = two_humans(admin)
    for method, path in (
        ("GET", "/api/admin/tables"),
        ("POST", f"/api/admin/tables/{table}/close"),
        ("DELETE", f"/api/admin/tables/{table}"),
    ):
        answer = admin.client.request(method, path, headers=headers)
        assert answer.status_code == 401, (method, path)
        assert answer.headers["www-authenticate"] == "Bearer"
        assert answer.json()["error"]["code"] == "unauthorized"
    assert admin.state(table)["status"] == "playing"
    assert log_of(admin) == []


def test_tables_and_players_are_listed(admin: Api) -> None:
    table, _, _ = two_humans(admin)
    with admin.client.websocket_connect(f"/ws/tables/{table}?svg=0") as spectator:
        assert receive(spectator)["type"] == "state"
        listed = admin.client.get("/api/admin/tables", headers=AUTH).json()["tables"]
        row = next(r for r in listed if r["id"] == table)
        assert row["status"] == "playing"
        assert row["sockets"] == 1
        assert [s["kind"] for s in row["seats"]] == ["human", "human"]
    playing = admin.client.get(
        "/api/admin/tables", params={"status": "waiting"}, headers=AUTH
    ).json()
    assert all(r["status"] == "waiting" for r in playing["tables"])
    players = admin.client.get("/api/admin/players", headers=AUTH).json()["players"]
    assert sorted((p["table"], p["seat"]) for p in players) == [(table, 0), (table, 1)]
    assert not any(p["connected"] for p in players)


def test_closing_a_table_stops_it_and_is_logged(admin: Api) -> None:
    table, _, token1 = two_humans(admin)
    answer = admin.client.post(f"/api/admin/tables/{table}/close", headers=AUTH)
    assert answer.status_code == 200, answer.text
    assert admin.state(table)["status"] == "closed"
    moved = admin.move(table, 1, token1, "add 1", admin.state(table)["version"])
    assert moved.status_code == 409
    again = admin.client.post(f"/api/admin/tables/{table}/close", headers=AUTH)
    assert again.status_code == 409
    assert again.json()["error"]["code"] == "not_open"
    [entry] = log_of(admin)
    assert (entry["action"], entry["target"]) == ("close", table)


def test_deleting_a_table_removes_it_and_closes_its_sockets(admin: Api) -> None:
    table, _, token1 = two_humans(admin)
    say(admin, table, 1, token1, "hello")
    with admin.client.websocket_connect(f"/ws/tables/{table}?svg=0") as spectator:
        assert receive(spectator)["type"] == "state"
        assert receive(spectator)["type"] == "chat"
        answer = admin.client.delete(f"/api/admin/tables/{table}", headers=AUTH)
        assert answer.status_code == 200, answer.text
        told = receive(spectator)
        assert told["type"] == "error"
        assert told["error"]["code"] == "deleted"
    assert admin.client.get(f"/api/tables/{table}").status_code == 404
    assert admin.client.get(f"/api/tables/{table}/chat").status_code == 404
    missing = admin.client.delete(f"/api/admin/tables/{table}", headers=AUTH)
    assert missing.status_code == 404
    assert [e["action"] for e in log_of(admin)] == ["delete"]


def test_deleting_an_archived_table(admin: Api) -> None:
    table, _, _ = finished_by_bots(admin)
    assert archive_now(admin) == [table]
    assert admin.client.delete(f"/api/admin/tables/{table}", headers=AUTH).status_code == 200
    assert admin.client.get(f"/api/tables/{table}").status_code == 404


def test_a_chat_message_is_removed_for_everyone(admin: Api) -> None:
    table, token0, token1 = two_humans(admin)
    kept = say(admin, table, 0, token0, "good luck").json()
    rude = say(admin, table, 1, token1, "something rude").json()
    listed = admin.client.get(f"/api/admin/tables/{table}/chat", headers=AUTH).json()
    assert [m["id"] for m in listed["messages"]] == [kept["id"], rude["id"]]
    with admin.client.websocket_connect(f"/ws/tables/{table}?svg=0") as spectator:
        assert receive(spectator)["type"] == "state"
        assert receive(spectator)["type"] == "chat"
        path = f"/api/admin/tables/{table}/chat/{rude['id']}"
        assert admin.client.delete(path, headers=AUTH).status_code == 200
        assert receive(spectator) == {"type": "chat_removed", "id": rude["id"]}
    history = admin.client.get(f"/api/tables/{table}/chat").json()["messages"]
    assert [m["text"] for m in history] == ["good luck"]
    assert admin.client.delete(path, headers=AUTH).status_code == 404
    [entry] = log_of(admin)
    assert (entry["action"], entry["detail"]) == ("remove_message", f"message {rude['id']}")


def test_a_chat_message_of_an_archived_table_is_removed(admin: Api) -> None:
    table, token0, _ = finished_by_bots(admin)
    said = say(admin, table, 0, token0, "gg").json()
    assert archive_now(admin) == [table]
    path = f"/api/admin/tables/{table}/chat/{said['id']}"
    assert admin.client.delete(path, headers=AUTH).status_code == 200
    assert admin.client.get(f"/api/tables/{table}/chat").json()["messages"] == []
    listed = admin.client.get(f"/api/admin/tables/{table}/chat", headers=AUTH).json()
    assert listed["messages"] == []


def test_blocks_are_kept_and_logged(admin: Api) -> None:
    made = admin.client.post(
        "/api/admin/blocks", json={"address": "203.0.113.9/24", "reason": "spam"}, headers=AUTH
    )
    assert made.status_code == 200, made.text
    assert made.json() == {"blocked": "203.0.113.0/24"}
    twice = admin.client.post("/api/admin/blocks", json={"address": "203.0.113.0/24"}, headers=AUTH)
    assert twice.status_code == 409
    listed = admin.client.get("/api/admin/blocks", headers=AUTH).json()["blocks"]
    assert [(b["network"], b["reason"]) for b in listed] == [("203.0.113.0/24", "spam")]
    manager = admin.client.app.state.manager  # type: ignore[attr-defined]
    assert manager.blocklist.refuses("203.0.113.200")
    assert not manager.blocklist.refuses("198.51.100.1")
    lifted = admin.client.delete(
        "/api/admin/blocks", params={"address": "203.0.113.0/24"}, headers=AUTH
    )
    assert lifted.status_code == 200
    assert not manager.blocklist.refuses("203.0.113.200")
    assert [e["action"] for e in log_of(admin)] == ["unblock", "block"]


@pytest.mark.parametrize(
    ("method", "path", "body", "status"),
    [
        ("POST", "/api/admin/blocks", {"address": "not an address"}, 400),
        ("POST", "/api/admin/blocks", {"address": "10.0.0.1", "reason": "x" * 201}, 400),
        ("POST", "/api/admin/blocks", {"reason": "no address"}, 400),
        ("POST", "/api/admin/blocks", [1, 2], 400),
        ("DELETE", "/api/admin/blocks?address=10.9.9.9", None, 404),
        ("DELETE", "/api/admin/blocks?address=999.1.1.1", None, 400),
        ("GET", "/api/admin/tables?limit=0", None, 400),
        ("GET", "/api/admin/log?limit=100000", None, 400),
        ("POST", "/api/admin/tables/nosuchtable/close", None, 404),
        ("DELETE", "/api/admin/tables/nosuchtable", None, 404),
        ("DELETE", "/api/admin/tables/nosuchtable/chat/1", None, 404),
        ("DELETE", "/api/admin/tables/nosuchtable/chat/one", None, 400),
    ],
)
def test_bad_admin_requests_are_refused_clearly(
    admin: Api, method: str, path: str, body: Any, status: int
) -> None:
    answer = admin.client.request(method, path, json=body, headers=AUTH)
    assert answer.status_code == status, answer.text
    assert answer.json()["error"]["message"]
    assert log_of(admin) == []
    assert admin.client.get("/api/admin/blocks", headers=AUTH).json()["blocks"] == []


def test_migration_0007_adds_and_removes_the_admin_tables(database_url: str) -> None:
    engine = make_engine(database_url)
    try:
        migrate_to(engine, "0006")
        migrate(engine)  # as a server of this release starts on the last release's database
        assert {"blocked_addresses", "admin_actions"} <= set(inspect(engine).get_table_names())
        migrate_to(engine, "0006", down=True)
        assert not {"blocked_addresses", "admin_actions"} & set(inspect(engine).get_table_names())
    finally:
        engine.dispose()
