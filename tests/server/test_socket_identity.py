"""A table's socket: the seat token in the first message (never in an address or a log), the
seat checked on every message and the socket closed once the seat changes hands, binary
frames and foreign origins refused (docs/server.md, "WebSocket")."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from server_helpers import Api, receive
from starlette.websockets import WebSocketDisconnect
from websockets.sync.client import connect

from seaboard.server.handshake import CLOSE_FORBIDDEN, CLOSE_POLICY, CLOSE_UNSUPPORTED
from seaboard.server.process import ServerProcess
from seaboard.server.redact import redact
from tests.support.http_play import play_moves, two_people
from tests.support.waiting import until


def waiting_table(api: Api) -> tuple[str, str, str]:
    """A waiting table of three seats: Ann (seat 0), Bea (seat 1), seat 2 open."""
    seats = [{"kind": "human"} for _ in range(3)]
    created = api.create(game="tiny", seats=seats, my_seat=0, name="Ann")
    table = created["id"]
    return table, created["token"], api.join(table, 1, "Bea")


def authed(api: Api, table: str, seat: int, token: str) -> Any:
    ws = api.client.websocket_connect(f"/ws/tables/{table}?seat={seat}")
    socket = ws.__enter__()
    socket.send_json({"type": "auth", "token": token})
    return ws, socket


def test_the_token_travels_in_the_first_message(api: Api) -> None:
    table, _, token1 = waiting_table(api)
    context, ws = authed(api, table, 1, token1)
    try:
        assert receive(ws)["you"] == 1
    finally:
        context.__exit__(None, None, None)
    with api.client.websocket_connect(f"/ws/tables/{table}?seat=1") as wrong:
        wrong.send_json({"type": "auth", "token": "guess"})
        assert receive(wrong)["error"]["code"] == "forbidden"
        with pytest.raises(WebSocketDisconnect) as closed:
            receive(wrong)
        assert closed.value.code == CLOSE_FORBIDDEN
    with api.client.websocket_connect(f"/ws/tables/{table}?seat=1") as no_auth:
        no_auth.send_json({"type": "refresh"})
        assert receive(no_auth)["error"]["code"] == "auth_expected"


def test_a_seat_that_changes_hands_closes_its_socket(api: Api) -> None:
    table, _, token1 = waiting_table(api)
    context, ws = authed(api, table, 1, token1)
    old_form = api.client.websocket_connect(f"/ws/tables/{table}?seat=1&token={token1}")
    legacy = old_form.__enter__()
    try:
        assert receive(ws)["you"] == 1
        assert receive(legacy)["you"] == 1
        assert api.post(table, "leave", token1, seat=1).status_code == 200
        refused = api.client.get(
            f"/api/tables/{table}", params={"seat": "1"}, headers={"X-Seat-Token": token1}
        )
        assert refused.status_code == 403
        api.join(table, 1, "Cat")  # someone else takes seat 1
        for socket in (ws, legacy):
            message = receive(socket)
            assert message["type"] == "error", message  # never another frame of seat 1's view
            assert message["error"]["code"] == "seat_lost"
            assert "changed hands" in message["error"]["message"]
            with pytest.raises(WebSocketDisconnect) as closed:
                receive(socket)
            assert closed.value.code == CLOSE_FORBIDDEN
    finally:
        context.__exit__(None, None, None)
        old_form.__exit__(None, None, None)


def test_a_binary_frame_is_closed_with_1003(api: Api, caplog: pytest.LogCaptureFixture) -> None:
    table, _, _ = waiting_table(api)
    with api.client.websocket_connect(f"/ws/tables/{table}") as ws:
        receive(ws)
        ws.send_bytes(b"\x00\x01")
        with pytest.raises(WebSocketDisconnect) as closed:
            receive(ws)
        assert closed.value.code == CLOSE_UNSUPPORTED
        assert "binary" in (closed.value.reason or "")
    assert not [r for r in caplog.records if r.levelno >= 40]


def test_foreign_origins_are_refused(make_client: Callable[..., TestClient]) -> None:
    api = Api(make_client(allowed_origins=("https://club.example",)))
    table, _, _ = waiting_table(api)
    url = f"/ws/tables/{table}"
    with api.client.websocket_connect(url, headers={"Origin": "https://evil.example"}) as ws:
        assert receive(ws)["error"]["code"] == "forbidden"
        with pytest.raises(WebSocketDisconnect) as closed:
            receive(ws)
        assert closed.value.code == CLOSE_POLICY
    for origin in ("http://testserver", "https://club.example", None):
        headers = {} if origin is None else {"Origin": origin}
        with api.client.websocket_connect(url, headers=headers) as ws:
            assert receive(ws)["type"] == "state", origin


def test_redact_masks_secrets() -> None:
    line = 'WebSocket /ws/tables/x?seat=0&token=abc-DEF_1&lang=en" [accepted]'
    assert redact(line) == 'WebSocket /ws/tables/x?seat=0&token=[redacted]&lang=en" [accepted]'


def test_no_token_reaches_the_server_log(tmp_path: Path) -> None:
    """A game played over HTTP and both socket forms leaves no token in the server's log."""
    log_path = tmp_path / "server.log"
    server = ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite3'}", log_path=log_path)
    server.start()
    tokens: list[str] = []
    try:
        with httpx.Client(base_url=server.url, timeout=120) as client:
            table, seated = two_people(client)
            tokens += seated
            base = f"ws://127.0.0.1:{server.port}/ws/tables/{table}"
            with (
                connect(f"{base}?seat=0&svg=0") as new_form,
                connect(f"{base}?seat=1&token={tokens[1]}&svg=0") as old_form,
            ):
                new_form.send(json.dumps({"type": "auth", "token": tokens[0]}))
                for ws in (new_form, old_form):
                    state = json.loads(ws.recv(timeout=120))
                    assert state["type"] == "state"
                play_moves(client, table, tokens, 6)
    finally:
        server.stop()

    def logged() -> str:  # the server's last lines may reach the file after its stop
        text = log_path.read_text()
        return text if "/ws/tables/" in text else ""

    text = until(logged, "the sockets' lines in the log")
    for token in tokens:
        assert token not in text
