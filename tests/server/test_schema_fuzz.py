"""Schemathesis against the server's own OpenAPI schema: no generated request, however
malformed, gets a 5xx. Each case is sent as generated and again aimed at a real table (the
generated ids are almost never a table's), through the app's own test client."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, settings

from seaboard.server import Settings, create_app

LIFTED = {"tables_per_minute": 10**6, "bot_tables_per_address": 10**6, "max_bot_tables": 10**6}
schema = schemathesis.openapi.from_dict(create_app(Settings(database_url="sqlite://")).openapi())


@pytest.fixture(scope="module")
def fuzzed(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[TestClient, str]]:
    path: Path = tmp_path_factory.mktemp("fuzz") / "fuzz.sqlite3"
    app = create_app(Settings(database_url=f"sqlite:///{path}", bot_delay=0.0, **LIFTED))
    with TestClient(app, raise_server_exceptions=False) as client:
        body = {"game": "cartagena", "seats": [{"kind": "human"}] * 2, "my_seat": 0}
        table = client.post("/api/tables", json=body).json()["id"]
        client.post(f"/api/tables/{table}/join", json={"seat": 1})
        yield client, table


@schema.parametrize()
@settings(
    max_examples=12,
    deadline=None,
    derandomize=True,
    suppress_health_check=list(HealthCheck),
)
def test_no_request_gets_a_server_error(case: Any, fuzzed: tuple[TestClient, str]) -> None:
    client, table = fuzzed
    for aimed in (False, True):
        if aimed:
            if "table_id" not in (case.path_parameters or {}):
                return
            case.path_parameters["table_id"] = table
        request = case.as_transport_kwargs(base_url="http://testserver")
        request.pop("timeout", None)
        request.pop("allow_redirects", None)
        response = client.request(**request, follow_redirects=False)
        assert response.status_code < 500, (request, response.text[:300])
