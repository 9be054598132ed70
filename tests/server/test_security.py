"""Security: tokens, other seats' secrets, malformed and oversized input."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import Api, receive
from sqlalchemy import create_engine, text
from starlette.websockets import WebSocketDisconnect

from seaboard.core.options import local_path_options
from seaboard.core.registry import get_game, list_games
from seaboard.server.settings import MAX_BODY_BYTES


def started(api: Api) -> tuple[str, str, str]:
    created = api.create(my_seat=0, name="Ann")
    token1 = api.join(created["id"], 1, "Bea")
    return created["id"], created["token"], token1


@pytest.mark.parametrize("token", [None, "", "wrong", "x" * 500])
def test_a_wrong_or_missing_token_can_do_nothing(api: Api, token: str | None) -> None:
    table, _, _ = started(api)
    before = api.state(table)
    for what, body in (
        ("moves", {"seat": 0, "move": "add 1", "expected_version": 2}),
        ("undo", {"seat": 0, "expected_version": 2}),
        ("leave", {"seat": 0}),
        ("reclaim", {"seat": 0}),
        ("start", {"seat": 0}),
    ):
        response = api.post(table, what, token, **body)
        assert response.status_code == 403, (what, response.text)
    headers = {} if token is None else {"X-Seat-Token": token}
    view = api.client.get(f"/api/tables/{table}", params={"seat": "0"}, headers=headers)
    assert view.status_code == 403
    assert api.state(table) == before


def test_a_seat_token_cannot_move_or_look_for_another_seat(api: Api) -> None:
    table, token0, token1 = started(api)
    response = api.move(table, 0, token1, "add 1", 2)  # seat 1's token, seat 0's move
    assert response.status_code == 403
    assert (
        api.client.get(
            f"/api/tables/{table}", params={"seat": "0"}, headers={"X-Seat-Token": token1}
        ).status_code
        == 403
    )
    for seat in ("7", "-1", "x"):
        got = api.client.get(
            f"/api/tables/{table}", params={"seat": seat}, headers={"X-Seat-Token": token0}
        )
        assert got.status_code == 403
    bearer = api.client.post(
        f"/api/tables/{table}/moves",
        json={"seat": 0, "move": "add 1", "expected_version": 2},
        headers={"Authorization": f"Bearer {token0}"},
    )
    assert bearer.status_code == 200


def _secret_free(data: Any, secret_text: str) -> None:
    dumped = json.dumps(data)
    assert secret_text not in dumped


def test_views_and_logs_never_hold_another_seats_secret(api: Api) -> None:
    table, token0, token1 = started(api)
    mine = api.state(table, 0, token0)
    secret0 = mine["view"]["secrets"][0]
    assert secret0 in (1, 2, 3)
    theirs = api.state(table, 1, token1)
    spectator = api.state(table)
    for data in (theirs, spectator):
        assert data["view"]["secrets"][0] is None
        assert data["log"][0]["text"] == "deal ?"
        assert "code" not in data  # the position code holds every secret
    assert mine["log"][0]["text"] == f"move: deal {secret0}"
    # the record and the replay (whole truth) wait for the end of the game
    assert api.client.get(f"/api/tables/{table}/record").status_code == 409
    assert api.client.get(f"/api/tables/{table}/replay/1").status_code == 409
    with api.client.websocket_connect(f"/ws/tables/{table}?seat=1&token={token1}") as ws:
        pushed = receive(ws)
        assert pushed["view"]["secrets"][0] is None
        assert pushed["log"][0]["text"] == "deal ?"
        assert f"secrets [None, {pushed['view']['secrets'][1]}]" in pushed["svg"]


def test_a_socket_with_a_wrong_token_gets_no_view(api: Api) -> None:
    table, _, _ = started(api)
    with api.client.websocket_connect(f"/ws/tables/{table}?seat=0&token=guess") as ws:
        first = receive(ws)
        assert first["type"] == "error"
        assert first["error"]["code"] == "forbidden"
        with pytest.raises(WebSocketDisconnect):
            receive(ws)


def test_tokens_are_stored_only_as_hashes(api: Api, database_url: str) -> None:
    _, token0, token1 = started(api)
    engine = create_engine(database_url)
    with engine.connect() as conn:
        dump = json.dumps([list(r) for r in conn.execute(text("select * from seats")).all()])
    engine.dispose()
    assert token0 not in dump
    assert token1 not in dump


@pytest.mark.parametrize(
    "raw",
    [b"{not json", b"[1, 2]", b'"text"', b"\xff\xfe", b"", b"null"],
)
def test_malformed_json_is_refused(api: Api, raw: bytes) -> None:
    table, token0, _ = started(api)
    response = api.client.post(
        f"/api/tables/{table}/moves",
        content=raw,
        headers={"X-Seat-Token": token0, "Content-Type": "application/json"},
    )
    assert response.status_code == 400
    assert response.json()["error"]["code"] == "bad_json"
    assert api.client.post("/api/tables", content=raw).status_code == 400


@pytest.mark.parametrize(
    "body",
    [
        {"seat": 0, "move": "add 1"},
        {"seat": 0, "move": "add 1", "expected_version": "2"},
        {"seat": 0, "move": "add 1", "expected_version": True},
        {"seat": 0, "move": 5, "expected_version": 2},
        {"seat": 0, "move": "add 1" + " " * 1000, "expected_version": 2},
        {"seat": 0, "move": "\x00\x01", "expected_version": 2},
        {"seat": 0, "move": "add 1\nadd 2", "expected_version": 2},
    ],
)
def test_malformed_moves_are_refused(api: Api, body: dict[str, Any]) -> None:
    table, token0, _ = started(api)
    before = api.state(table)
    response = api.post(table, "moves", token0, **body)
    assert response.status_code == 422, response.text
    assert api.state(table) == before


def test_bad_seat_fields_are_refused(api: Api) -> None:
    table, token0, _ = started(api)
    for seat in ("0", None, True, 1.5):
        response = api.post(table, "moves", token0, seat=seat, move="add 1", expected_version=2)
        assert response.status_code in (400, 403), seat


def test_oversized_payloads_are_refused(api: Api) -> None:
    table, token0, _ = started(api)
    big = json.dumps({"seat": 0, "move": "a" * (MAX_BODY_BYTES + 10), "expected_version": 2})
    response = api.client.post(
        f"/api/tables/{table}/moves", content=big, headers={"X-Seat-Token": token0}
    )
    assert response.status_code == 413

    def chunks() -> Any:  # no Content-Length: the limit counts the bytes as they come
        for _ in range(40):
            yield b" " * 1024

    streamed = api.client.post(
        f"/api/tables/{table}/moves", content=chunks(), headers={"X-Seat-Token": token0}
    )
    assert streamed.status_code == 413
    assert api.state(table)["version"] == 2


def test_unknown_tables_and_games(api: Api) -> None:
    assert api.client.get("/api/tables/nope").status_code == 404
    assert api.client.get("/api/tables/" + "x" * 300).status_code == 404
    assert api.client.get("/api/games/nope").status_code == 404
    assert api.client.post("/api/tables/nope/moves", json={"seat": 0}).status_code == 404
    assert api.client.get("/t/nope").status_code == 404
    manager = api.client.app.state.manager  # type: ignore[attr-defined]
    assert "nope" not in manager.locks  # probing ids leaves nothing behind


def test_the_language_redirect_stays_on_this_site(api: Api) -> None:
    response = api.client.get("/lang/ru?next=//evil.example/", follow_redirects=False)
    assert response.headers["location"] == "/"
    response = api.client.get("/lang/ru?next=/new", follow_redirects=False)
    assert response.headers["location"] == "/new"


def test_options_naming_server_files_are_refused(make_client: Callable[..., TestClient]) -> None:
    many = {"tables_per_minute": 1000, "bot_tables_per_address": 1000, "max_bot_tables": 1000}
    api = Api(make_client(**many))
    checked = 0
    for game_id in list_games():
        spec = get_game(game_id)
        for name in local_path_options(spec.Options):
            seats = [{"kind": "human"}] * spec.min_players
            body = {"game": game_id, "seats": seats, "options": {name: "/etc/passwd"}}
            response = api.client.post("/api/tables", json=body)
            assert response.status_code == 422, (game_id, name)
            assert "server" in response.json()["error"]["message"]
            form = {"game": game_id, "players": str(spec.min_players), f"opt_{name}": "/etc/passwd"}
            page = api.client.post("/new", data=form, follow_redirects=False)
            assert page.status_code == 303  # the form never passes such an option on
            checked += 1
    assert checked > 0
    lists = api.client.get("/api/tables").json()
    assert all("passwd" not in json.dumps(t) for status in lists.values() for t in status)
