"""Two server processes sharing PostgreSQL and Redis deliver moves to each other's clients."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from server_helpers import make_pg_database
from websockets.sync.client import connect

from seaboard.server.process import ServerProcess

REDIS = "redis://127.0.0.1:6379/0"

pytestmark = [pytest.mark.postgres, pytest.mark.redis]


@pytest.fixture
def two_servers() -> Iterator[tuple[ServerProcess, ServerProcess]]:
    url, drop = make_pg_database()
    a = ServerProcess(url, redis_url=REDIS)
    b = ServerProcess(url, redis_url=REDIS)
    try:
        a.start()
        b.start()
        yield a, b
    finally:
        a.stop()
        b.stop()
        drop()


def next_state(ws: Any, version: int) -> dict[str, Any]:
    while True:
        data = json.loads(ws.recv(timeout=120))
        if data.get("version", -1) >= version:
            return dict(data)


def test_moves_reach_the_other_process_clients(
    two_servers: tuple[ServerProcess, ServerProcess],
) -> None:
    a, b = two_servers
    with (
        httpx.Client(base_url=a.url, timeout=120) as ca,
        httpx.Client(base_url=b.url, timeout=120) as cb,
    ):
        created = ca.post(
            "/api/tables",
            json={
                "game": "cartagena",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "my_seat": 0,
            },
        ).json()
        table, token0 = created["id"], created["token"]
        token1 = cb.post(f"/api/tables/{table}/join", json={"seat": 1}).json()["token"]
        ws_b = f"ws://127.0.0.1:{b.port}/ws/tables/{table}?seat=1&token={token1}&svg=0"
        ws_a = f"ws://127.0.0.1:{a.port}/ws/tables/{table}?seat=0&token={token0}&svg=0"
        with connect(ws_b) as seat1_on_b, connect(ws_a) as seat0_on_a:
            start = next_state(seat1_on_b, 0)
            assert start["status"] == "playing"
            version = start["version"]
            mover = start["to_move"]
            tokens = [token0, token1]
            clients = [ca, cb]  # each seat posts to the other seat's process
            for _ in range(6):
                data = (
                    clients[mover]
                    .get(
                        f"/api/tables/{table}",
                        params={"seat": str(mover)},
                        headers={"X-Seat-Token": tokens[mover]},
                    )
                    .json()
                )
                assert data["version"] == version
                move = data["legal"][0]["move"]
                response = clients[mover].post(
                    f"/api/tables/{table}/moves",
                    json={"seat": mover, "move": move, "expected_version": version},
                    headers={"X-Seat-Token": tokens[mover]},
                )
                assert response.status_code == 200, response.text
                version = response.json()["version"]
                pushed_b = next_state(seat1_on_b, version)
                pushed_a = next_state(seat0_on_a, version)
                assert pushed_b["version"] == pushed_a["version"] == version
                assert pushed_b["you"] == 1
                assert pushed_a["you"] == 0
                mover = pushed_a["to_move"]
        # the same move at the same version sent to both processes: exactly one is applied
        data = ca.get(
            f"/api/tables/{table}",
            params={"seat": str(mover)},
            headers={"X-Seat-Token": tokens[mover]},
        ).json()
        body = {
            "seat": mover,
            "move": data["legal"][0]["move"],
            "expected_version": data["version"],
        }
        first = ca.post(
            f"/api/tables/{table}/moves", json=body, headers={"X-Seat-Token": tokens[mover]}
        )
        second = cb.post(
            f"/api/tables/{table}/moves", json=body, headers={"X-Seat-Token": tokens[mover]}
        )
        assert sorted([first.status_code, second.status_code]) == [200, 409]
        assert (
            ca.get(f"/api/tables/{table}").json()["version"]
            == cb.get(f"/api/tables/{table}").json()["version"]
        )


def next_of_type(ws: Any, kind: str) -> dict[str, Any]:
    while True:
        data = json.loads(ws.recv(timeout=10))
        if data.get("type") == kind:
            return dict(data)


def test_chat_reaches_the_other_process_clients(
    two_servers: tuple[ServerProcess, ServerProcess],
) -> None:
    a, b = two_servers
    with (
        httpx.Client(base_url=a.url, timeout=10) as ca,
        httpx.Client(base_url=b.url, timeout=10) as cb,
    ):
        body = {"game": "cartagena", "seats": [{"kind": "human"}] * 2, "my_seat": 0}
        created = ca.post("/api/tables", json=body).json()
        table, token0 = created["id"], created["token"]
        with connect(f"ws://127.0.0.1:{b.port}/ws/tables/{table}?svg=0") as spectator_on_b:
            assert next_of_type(spectator_on_b, "state")["status"] == "waiting"
            for text in ("first", "second"):
                response = ca.post(
                    f"/api/tables/{table}/chat",
                    json={"seat": 0, "text": text},
                    headers={"X-Seat-Token": token0},
                )
                assert response.status_code == 201, response.text
                [line] = next_of_type(spectator_on_b, "chat")["messages"]
                assert line["text"] == text
        history = cb.get(f"/api/tables/{table}/chat").json()["messages"]
        assert [m["text"] for m in history] == ["first", "second"]
