"""Crash recovery: kill the server process mid-game, start it again, nothing acknowledged is
lost and the game goes on (a real Cartagena table on SQLite)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import httpx

from seaboard.core.record import Record
from seaboard.server.process import ServerProcess


def state(client: httpx.Client, table: str, seat: int, token: str) -> dict[str, Any]:
    response = client.get(
        f"/api/tables/{table}", params={"seat": str(seat)}, headers={"X-Seat-Token": token}
    )
    response.raise_for_status()
    return dict(response.json())


def play_some(client: httpx.Client, table: str, tokens: list[str], count: int) -> list[str]:
    played = []
    for _ in range(count):
        data = state(client, table, 0, tokens[0])
        seat = data["to_move"]
        data = state(client, table, seat, tokens[seat])
        move = data["legal"][-1]["move"]
        response = client.post(
            f"/api/tables/{table}/moves",
            json={"seat": seat, "move": move, "expected_version": data["version"]},
            headers={"X-Seat-Token": tokens[seat]},
        )
        assert response.status_code == 200, response.text
        played.append(move)
    return played


def test_killed_server_continues_with_nothing_lost(tmp_path: Path) -> None:
    url = f"sqlite:///{tmp_path / 'crash.sqlite3'}"
    first = ServerProcess(url).start()
    try:
        with httpx.Client(base_url=first.url, timeout=120) as client:
            created = client.post(
                "/api/tables",
                json={
                    "game": "cartagena",
                    "seats": [{"kind": "human"}, {"kind": "human"}],
                    "my_seat": 0,
                },
            ).json()
            table = created["id"]
            joined = client.post(f"/api/tables/{table}/join", json={"seat": 1}).json()
            tokens = [created["token"], joined["token"]]
            play_some(client, table, tokens, 12)
            before = [state(client, table, s, tokens[s]) for s in (0, 1)]
            bots = client.post(
                "/api/tables",
                json={"game": "cartagena", "seats": [{"kind": "bot", "level": "1"}] * 2},
            ).json()["id"]
            time.sleep(0.3)  # the bots are mid-game when the process dies
    finally:
        first.kill()
    second = ServerProcess(url).start()
    try:
        with httpx.Client(base_url=second.url, timeout=120) as client:
            after = [state(client, table, s, tokens[s]) for s in (0, 1)]
            for old, new in zip(before, after, strict=True):
                for key in ("version", "view", "log", "legal", "to_move", "seats"):
                    assert old[key] == new[key], key
            play_some(client, table, tokens, 5)
            assert state(client, table, 0, tokens[0])["version"] >= before[0]["version"] + 5
            end = time.monotonic() + 300
            while True:
                final = client.get(f"/api/tables/{bots}").json()
                if final["status"] == "finished" or time.monotonic() > end:
                    break
                time.sleep(0.2)
            assert final["status"] == "finished"
            record = Record.from_text(client.get(f"/api/tables/{bots}/record").text)
            assert record.replay().to_code() == final["code"]
    finally:
        second.stop()
