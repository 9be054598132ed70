"""Helpers of the server tests: a fresh PostgreSQL database, moving a schema to a revision, an
API client wrapper."""

from __future__ import annotations

import time
import uuid
from collections.abc import Callable
from typing import Any

from alembic import command
from alembic.config import Config
from fastapi.testclient import TestClient
from sqlalchemy.engine import Engine

from seaboard.server.storage import MIGRATIONS

PG_ADMIN = "postgresql://postgres@127.0.0.1/test"


def receive(ws: Any) -> Any:
    """The socket's next message other than a presence one (``{"type": "presence"}``: which
    seats have a socket open; sent whenever a seat's socket opens or closes)."""
    while True:
        message = ws.receive_json()
        if message.get("type") != "presence":
            return message


def migrate_to(engine: Engine, revision: str, *, down: bool = False) -> None:
    """Upgrade (or, ``down``, downgrade) ``engine``'s schema to ``revision`` with Alembic."""
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    with engine.begin() as connection:
        config.attributes["connection"] = connection
        (command.downgrade if down else command.upgrade)(config, revision)


def make_pg_database() -> tuple[str, Callable[[], None]]:
    """A fresh, empty PostgreSQL database and a function that drops it."""
    import psycopg

    name = f"seaboard_srv_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')

    def drop() -> None:
        with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return f"postgresql+psycopg://postgres@127.0.0.1/{name}", drop


class Api:
    """A thin helper over the HTTP API for tests."""

    def __init__(self, client: TestClient) -> None:
        self.client = client

    def create(
        self, game: str = "tiny", seats: list[dict[str, Any]] | None = None, **kw: Any
    ) -> dict[str, Any]:
        body = {"game": game, "seats": seats or [{"kind": "human"}, {"kind": "human"}], **kw}
        response = self.client.post("/api/tables", json=body)
        assert response.status_code == 201, response.text
        return dict(response.json())

    def join(self, table: str, seat: int, name: str = "Bea") -> str:
        response = self.client.post(f"/api/tables/{table}/join", json={"seat": seat, "name": name})
        assert response.status_code == 200, response.text
        return str(response.json()["token"])

    def state(
        self, table: str, seat: int | None = None, token: str | None = None
    ) -> dict[str, Any]:
        params = {} if seat is None else {"seat": str(seat)}
        headers = {} if token is None else {"X-Seat-Token": token}
        response = self.client.get(f"/api/tables/{table}", params=params, headers=headers)
        assert response.status_code == 200, response.text
        return dict(response.json())

    def post(self, table: str, what: str, token: str | None, **body: Any) -> Any:
        headers = {} if token is None else {"X-Seat-Token": token}
        return self.client.post(f"/api/tables/{table}/{what}", json=body, headers=headers)

    def move(self, table: str, seat: int, token: str, move: str, version: int) -> Any:
        return self.post(table, "moves", token, seat=seat, move=move, expected_version=version)

    def wait(
        self, table: str, check: Callable[[dict[str, Any]], bool], timeout: float = 120
    ) -> dict[str, Any]:
        end = time.monotonic() + timeout
        while True:
            data = self.state(table)
            if check(data):
                return data
            if time.monotonic() > end:
                raise AssertionError(f"timed out; last state {data['status']} v{data['version']}")
            time.sleep(0.02)
