"""Fixtures of the server tests: the throwaway game, databases (SQLite and PostgreSQL) and an
API client over a real app."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
import table_game
from fastapi.testclient import TestClient
from server_helpers import Api, make_pg_database

from seaboard.core import registry
from seaboard.server import Settings, create_app


@pytest.fixture(autouse=True)
def tiny_registered() -> Iterator[None]:
    registry.register(table_game.SPEC)
    yield
    registry.unregister(table_game.SPEC.id)


@pytest.fixture(params=["sqlite", pytest.param("postgres", marks=pytest.mark.postgres)])
def database_url(request: pytest.FixtureRequest, tmp_path: Any) -> Iterator[str]:
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path / 'seaboard.sqlite3'}"
        return
    url, drop = make_pg_database()
    try:
        yield url
    finally:
        drop()


@pytest.fixture
def make_client(database_url: str) -> Iterator[Callable[..., TestClient]]:
    clients: list[TestClient] = []

    def make(**settings: Any) -> TestClient:
        options = {"database_url": database_url, "bot_delay": 0.0} | settings
        client = TestClient(create_app(Settings(**options)))
        client.__enter__()
        clients.append(client)
        return client

    yield make
    for client in clients:
        client.__exit__(None, None, None)


@pytest.fixture
def api(make_client: Callable[..., TestClient]) -> Api:
    return Api(make_client())
