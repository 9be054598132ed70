"""Limits on anonymous clients: tables a minute, open bot-only tables; and the bot scheduler
that puts tables with people before bot-only tables."""

from __future__ import annotations

import os
from collections.abc import Callable

import pytest
from fastapi.testclient import TestClient
from server_helpers import Api

from seaboard.server.bots import IDLE_NICE, BotPool
from seaboard.server.errors import ApiError
from seaboard.server.limits import CreationLimits
from seaboard.server.settings import Settings

BOTS = [{"kind": "bot", "level": "1"}, {"kind": "bot", "level": "1"}]


def test_tables_a_minute_per_address(make_client: Callable[..., TestClient]) -> None:
    api = Api(make_client(tables_per_minute=3))
    for _ in range(3):
        api.create()
    refused = api.client.post(
        "/api/tables", json={"game": "tiny", "seats": [{"kind": "human"}] * 2}
    )
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "rate_limited"
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert len(api.client.get("/api/tables").json()["waiting"]) == 3


def test_open_bot_only_tables_per_address(make_client: Callable[..., TestClient]) -> None:
    api = Api(make_client(bot_tables_per_address=1, bot_delay=60))
    api.create(seats=BOTS)
    refused = api.client.post("/api/tables", json={"game": "tiny", "seats": BOTS})
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "too_many_bot_tables"
    api.create(seats=[{"kind": "human"}, BOTS[0]], my_seat=0)  # a person plays: allowed


def test_a_finished_bot_table_frees_its_place(make_client: Callable[..., TestClient]) -> None:
    api = Api(make_client(bot_tables_per_address=1))
    table = api.create(seats=BOTS)["id"]
    api.wait(table, lambda d: d["status"] == "finished", timeout=120)
    api.create(seats=BOTS)


def test_tables_whose_people_left_count_as_bot_tables(
    make_client: Callable[..., TestClient],
) -> None:
    """The issue's scenario: tables of one person and bots, each left right after the start,
    fill the address's cap on tables of bots alone; past it, a bot-only table is refused and a
    table its last person leaves closes instead of playing on."""
    api = Api(make_client(bot_tables_per_address=2, bot_delay=60))
    manager = api.client.app.state.manager  # type: ignore[attr-defined]
    person_and_bot = [{"kind": "human"}, {"kind": "bot", "level": "3"}]
    left = []
    for _ in range(3):
        created = api.create(seats=person_and_bot, my_seat=0)
        assert created["status"] == "playing"
        assert manager.tables[created["id"]].has_people()
        answer = api.post(created["id"], "leave", created["token"], seat=0)
        assert answer.status_code == 200, answer.text
        left.append(created["id"])
    first, second, third = (manager.tables[t] for t in left)
    for table in (first, second):  # played on by bots, with the bot-only thinking budget
        assert table.status == "playing"
        assert not table.has_people()
    assert third.status == "closed"  # the third would have been one bot table too many
    assert api.state(third.id)["status"] == "closed"
    refused = api.client.post("/api/tables", json={"game": "tiny", "seats": BOTS})
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "too_many_bot_tables"
    mine = api.create(seats=person_and_bot, my_seat=0)["id"]  # a person plays: allowed
    assert manager.tables[mine].status == "playing"


def test_bot_only_tables_in_all() -> None:
    settings = Settings(database_url="sqlite://", max_bot_tables=2, bot_tables_per_address=5)
    open_tables = {"a", "b"}
    limits = CreationLimits(settings, lambda t: True if t in open_tables else None)
    limits.record("1.1.1.1", "a")
    limits.record("2.2.2.2", "b")
    with pytest.raises(ApiError) as refused:
        limits.check("3.3.3.3", bot_only=True)
    assert refused.value.status == 429
    limits.check("3.3.3.3", bot_only=False)
    open_tables.discard("a")
    limits.check("3.3.3.3", bot_only=True)


def test_the_minute_passes() -> None:
    settings = Settings(database_url="sqlite://", tables_per_minute=1)
    limits = CreationLimits(settings, lambda _: None)
    limits.record("x", "t1", now=100.0)
    with pytest.raises(ApiError) as refused:
        limits.check("x", bot_only=False, now=159.0)
    assert refused.value.status == 429
    assert refused.value.headers == {"Retry-After": "1"}
    limits.check("x", bot_only=False, now=160.5)


def test_bot_only_tables_think_at_a_lower_priority() -> None:
    pool = BotPool(1, 1)
    try:
        mine = os.nice(0)
        assert pool._pool(True).submit(os.nice, 0).result(timeout=120) == mine
        assert pool._pool(False).submit(os.nice, 0).result(timeout=120) == min(19, mine + IDLE_NICE)
    finally:
        pool.close()
