"""Playing a table over HTTP against a real server process (tests of deployments, backups and
logs): two people at a Cartagena table, and moves made for whoever is to move."""

from __future__ import annotations

import httpx


def two_people(client: httpx.Client) -> tuple[str, list[str]]:
    """A started Cartagena table of two people: its id and the seats' tokens."""
    seats = [{"kind": "human"}, {"kind": "human"}]
    created = client.post("/api/tables", json={"game": "cartagena", "seats": seats, "my_seat": 0})
    assert created.status_code == 201, created.text
    table = created.json()["id"]
    joined = client.post(f"/api/tables/{table}/join", json={"seat": 1})
    assert joined.status_code == 200, joined.text
    return table, [created.json()["token"], joined.json()["token"]]


def play_moves(client: httpx.Client, table: str, tokens: list[str], count: int) -> int:
    """``count`` moves (each the first legal one) of whoever is to move; the version after the
    last, acknowledged."""
    version = 0
    for _ in range(count):
        seat = client.get(f"/api/tables/{table}").json()["to_move"]
        headers = {"X-Seat-Token": tokens[seat]}
        mine = client.get(f"/api/tables/{table}", params={"seat": str(seat)}, headers=headers)
        state = mine.json()
        body = {
            "seat": seat,
            "move": state["legal"][0]["move"],
            "expected_version": state["version"],
        }
        answer = client.post(f"/api/tables/{table}/moves", json=body, headers=headers)
        assert answer.status_code == 200, answer.text
        version = answer.json()["version"]
    return version
