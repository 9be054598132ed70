"""Health and metrics: /livez, /readyz (database, schema head, Redis) and /metrics."""

from __future__ import annotations

from collections.abc import Callable

from fastapi.testclient import TestClient
from server_helpers import Api, receive
from sqlalchemy import create_engine, text

REDIS = "redis://127.0.0.1:6379/0"


def test_alive_and_ready(api: Api) -> None:
    assert api.client.get("/livez").json() == {"status": "alive"}
    ready = api.client.get("/readyz")
    assert ready.status_code == 200
    assert ready.json() == {"status": "ready", "checks": {"database": "ok", "schema": "ok"}}


def test_ready_checks_redis_when_configured(make_client: Callable[..., TestClient]) -> None:
    client = make_client(redis_url=REDIS)
    assert client.get("/readyz").json()["checks"]["redis"] == "ok"


def test_not_ready_on_a_schema_the_code_does_not_know(api: Api, database_url: str) -> None:
    engine = create_engine(database_url)
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = '9999'"))
    engine.dispose()
    answer = api.client.get("/readyz")
    assert answer.status_code == 503
    assert answer.json()["status"] == "not ready"
    assert "9999" in answer.json()["checks"]["schema"]
    assert api.client.get("/livez").status_code == 200  # alive all the same


def test_metrics_count_requests_moves_sockets_tables_and_bots(api: Api) -> None:
    created = api.create(my_seat=0, name="Ann")
    table = created["id"]
    token1 = api.join(table, 1, "Bea")
    assert api.move(table, 0, created["token"], "add 1", 2).status_code == 200
    bots = api.create(seats=[{"kind": "bot", "level": "1"}] * 2)["id"]
    api.wait(bots, lambda d: d["status"] == "finished")
    with api.client.websocket_connect(f"/ws/tables/{table}") as watcher:
        receive(watcher)
        page = api.client.get("/metrics")
    assert page.headers["content-type"].startswith("text/plain")
    figures = page.text
    assert (
        'seaboard_http_requests_total{method="POST",route="/api/tables",status="201"} 2.0'
        in figures
    )
    assert 'route="/api/tables/{table_id}/moves"' in figures
    assert table not in figures  # route templates, never ids
    assert token1 not in figures
    assert 'seaboard_moves_total{by="person",game="tiny"} 1.0' in figures
    assert 'seaboard_moves_total{by="bot",game="tiny"}' in figures
    assert 'seaboard_bot_think_seconds_count{game="tiny",level="1"}' in figures
    assert 'seaboard_websockets{kind="spectator"} 1.0' in figures
    assert 'seaboard_tables{game="tiny",status="playing"} 1.0' in figures
    assert 'seaboard_tables{game="tiny",status="finished"}' in figures
