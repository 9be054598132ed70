"""The life of a table: private tables, chat, leaving before the start, rematch, time used,
and the migration that stores them (SQLite, and PostgreSQL with -m postgres)."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from typing import Any

import pytest
from alembic import command
from alembic.config import Config
from fastapi.testclient import TestClient
from server_helpers import Api, receive
from sqlalchemy import inspect, select, text

from seaboard.server import chat, clocks, lifecycle
from seaboard.server.errors import ApiError
from seaboard.server.limits import SlidingWindow
from seaboard.server.models import game_tables
from seaboard.server.storage import MIGRATIONS, make_engine


def two_humans(api: Api) -> tuple[str, str, str]:
    created = api.create(my_seat=0, name="Ann")
    table = created["id"]
    response = api.post(table, "join", None, seat=1, name="Bea", invite=created.get("invite"))
    assert response.status_code == 200, response.text
    return table, created["token"], response.json()["token"]


def finished_by_bots(api: Api) -> tuple[str, str, str]:
    """Two people sit down and leave at once: the replacing bots finish the game."""
    table, token0, token1 = two_humans(api)
    assert api.post(table, "leave", token0, seat=0).status_code == 200
    assert api.post(table, "leave", token1, seat=1).status_code == 200
    api.wait(table, lambda d: d["status"] == "finished")
    return table, token0, token1


# -- private tables --------------------------------------------------------------------------


def test_private_table_is_unlisted_and_joined_only_with_the_invitation(api: Api) -> None:
    created = api.create(my_seat=0, name="Ann", private=True)
    table, invite = created["id"], created["invite"]
    assert len(table) >= 16  # 96 random bits
    assert created["invite_url"] == f"/t/{table}#invite={invite}"
    public = api.create(my_seat=0, name="Cy")["id"]
    listed = [t["id"] for t in api.client.get("/api/tables").json()["waiting"]]
    assert public in listed
    assert table not in listed
    assert table not in api.client.get("/").text
    for wrong in (None, "", "x" * 24, invite[:-1]):
        refused = api.post(table, "join", None, seat=1, name="Eve", invite=wrong)
        assert refused.status_code == 403
        assert refused.json()["error"]["code"] == "invite_required"
        assert "invitation link" in refused.json()["error"]["message"]
    assert not api.state(table)["seats"][1]["claimed"]
    # the host reads the invitation; a spectator does not
    assert api.state(table, 0, created["token"])["invite"] == invite
    assert "invite" not in api.state(table)
    joined = api.post(table, "join", None, seat=1, name="Bea", invite=invite)
    assert joined.status_code == 200
    assert api.state(table)["status"] == "playing"


def test_the_join_form_of_a_private_table_needs_the_invitation(api: Api) -> None:
    created = api.create(my_seat=0, name="Ann", private=True)
    table = created["id"]
    form = api.client.post(f"/t/{table}/join", data={"seat": "1"}, follow_redirects=False)
    assert form.status_code == 303
    assert form.headers["location"] == f"/t/{table}?error=invite_required"
    form = api.client.post(
        f"/t/{table}/join",
        data={"seat": "1", "name": "Bea", "invite": created["invite"]},
        follow_redirects=False,
    )
    assert "#seat=1&token=" in form.headers["location"]


def test_private_must_be_a_boolean(api: Api) -> None:
    body = {"game": "tiny", "seats": [{"kind": "human"}] * 2, "private": "yes"}
    response = api.client.post("/api/tables", json=body)
    assert response.status_code == 422
    assert response.json()["error"]["code"] == "bad_private"


# -- chat --------------------------------------------------------------------------------------


def say(api: Api, table: str, seat: int, token: str | None, words: object) -> Any:
    return api.post(table, "chat", token, seat=seat, text=words)


def test_chat_reaches_players_and_spectators_live_and_as_history(api: Api) -> None:
    table, token0, token1 = two_humans(api)
    with (
        api.client.websocket_connect(f"/ws/tables/{table}?seat=1&token={token1}&svg=0") as bea,
        api.client.websocket_connect(f"/ws/tables/{table}?svg=0") as spectator,
    ):
        assert receive(bea)["type"] == "state"
        assert receive(spectator)["type"] == "state"
        posted = say(api, table, 0, token0, "hello <b>Bea</b> & all")
        assert posted.status_code == 201
        for ws in (bea, spectator):
            message = receive(ws)
            assert message["type"] == "chat"
            [line] = message["messages"]
            assert line["text"] == "hello <b>Bea</b> & all"  # stored as text, never markup
            assert (line["seat"], line["name"]) == (0, "Ann")
    assert say(api, table, 1, token1, "hi").status_code == 201
    with api.client.websocket_connect(f"/ws/tables/{table}?svg=0") as late:
        assert receive(late)["type"] == "state"
        history = receive(late)
        assert history["type"] == "chat"
        assert [m["text"] for m in history["messages"]] == ["hello <b>Bea</b> & all", "hi"]
    stored = api.client.get(f"/api/tables/{table}/chat").json()["messages"]
    assert [m["name"] for m in stored] == ["Ann", "Bea"]


def test_spectators_and_wrong_tokens_cannot_post(api: Api) -> None:
    table, _, _ = two_humans(api)
    for token in (None, "forged"):
        refused = say(api, table, 0, token, "spam")
        assert refused.status_code == 403
    assert api.client.get(f"/api/tables/{table}/chat").json()["messages"] == []


def test_chat_text_is_cleaned_and_limited(api: Api) -> None:
    table, token0, _ = two_humans(api)
    dirty = "a\u202eb\u2066c\x00d\x1b[31m\ne\tf  g\u200fh"
    posted = say(api, table, 0, token0, dirty)
    assert posted.json()["text"] == "abcd[31m e f gh"
    exact = say(api, table, 0, token0, "ы" * chat.MAX_CHARS)
    assert exact.status_code == 201
    for words, code in (
        ("ы" * (chat.MAX_CHARS + 1), "too_long"),
        (" \u202e\n ", "empty_message"),
        (42, "bad_message"),
    ):
        refused = say(api, table, 0, token0, words)
        assert refused.status_code == 422
        assert refused.json()["error"]["code"] == code


def test_chat_is_rate_limited_per_seat(api: Api) -> None:
    table, token0, token1 = two_humans(api)
    for n in range(chat.RATE_COUNT):
        assert say(api, table, 0, token0, f"m{n}").status_code == 201
    refused = say(api, table, 0, token0, "one more")
    assert refused.status_code == 429
    assert refused.json()["error"]["code"] == "too_fast"
    wait = int(refused.headers["Retry-After"])
    assert 1 <= wait <= chat.RATE_WINDOW_S
    assert say(api, table, 1, token1, "my own limit").status_code == 201


def test_rate_limit_window_slides() -> None:
    limit = SlidingWindow(2, 10.0, "too_fast", "messages")
    limit.check("k", 0.0)
    limit.check("k", 1.0)
    with pytest.raises(ApiError) as refused:
        limit.check("k", 9.5)
    assert refused.value.headers == {"Retry-After": "1"}
    limit.check("k", 10.5)  # the first one has left the window


# -- leaving before the start ------------------------------------------------------------------


def test_leave_before_the_start_opens_the_seat(api: Api) -> None:
    created = api.create(
        my_seat=0, name="Ann", seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "human"}]
    )
    table, host = created["id"], created["token"]
    bea = api.join(table, 1, "Bea")
    assert api.post(table, "leave", bea, seat=1).status_code == 200
    data = api.state(table)
    assert data["status"] == "waiting"
    assert not data["seats"][1]["claimed"]
    assert data["seats"][1]["name"] == "player 2"
    assert (
        api.post(table, "moves", bea, seat=1, move="add 1", expected_version=0).status_code == 403
    )
    cy = api.join(table, 2, "Cy")
    # the host leaves: the table passes to the first other seated person
    assert api.post(table, "leave", host, seat=0).status_code == 200
    data = api.state(table)
    assert (data["status"], data["host"]) == ("waiting", 2)
    assert api.post(table, "start", host, seat=0).status_code == 403
    # the last person leaves: the table closes and leaves the lobby
    assert api.post(table, "leave", cy, seat=2).status_code == 200
    assert api.state(table)["status"] == "closed"
    lobby = api.client.get("/api/tables").json()
    assert table not in [t["id"] for group in lobby.values() for t in group]
    refused = api.post(table, "join", None, seat=0, name="Dee")
    assert (refused.status_code, refused.json()["error"]["code"]) == (409, "closed")


def test_a_finished_table_says_how_places_were_set_where_the_scores_do_not(api: Api) -> None:
    table, _, _ = finished_by_bots(api)
    state = api.client.get(f"/api/tables/{table}", params={"lang": "ru"}).json()
    outcome = state["outcome"]
    ranks, scores = outcome["ranks"], outcome["scores"]
    # the tiny game's winner is whoever reaches the counter; its scores are the secrets
    beyond = any(ranks[a] > ranks[b] and scores[a] >= scores[b] for a in (0, 1) for b in (0, 1))
    assert state.get("ranking_text") == ("Итого" if beyond else None)


# -- rematch -------------------------------------------------------------------------------------


def test_rematch_is_one_table_with_the_same_seats(api: Api) -> None:
    table, token0, token1 = finished_by_bots(api)
    with api.client.websocket_connect(f"/ws/tables/{table}?svg=0") as watcher:
        assert receive(watcher)["status"] == "finished"
        first = api.post(table, "rematch", token0, seat=0)
        assert first.status_code == 200, first.text
        new = first.json()["table"]
        messages = [receive(watcher), receive(watcher)]
        assert {"type": "rematch", "table": new} in messages
    again = api.post(table, "rematch", token1, seat=1)
    assert again.json()["table"] == new  # idempotent: the same new table
    assert api.post(table, "rematch", None, seat=1).status_code == 403
    assert api.state(table)["rematch"] == new
    old, fresh = api.state(table), api.state(new)
    assert fresh["status"] == "waiting"
    assert fresh["rematch_of"] == table
    assert [(s["kind"], s["name"], s["claimed"]) for s in fresh["seats"]] == [
        ("human", "Ann", False),
        ("human", "Bea", False),
    ]
    assert fresh["host"] == old["host"] == 0
    # each person takes their own seat with their old token and gets a new one
    wrong = api.post(new, "rematch/seat", token0, seat=1)
    assert wrong.status_code == 403
    taken0 = api.post(new, "rematch/seat", token0, seat=0)
    assert taken0.status_code == 200
    new0 = taken0.json()["token"]
    assert new0 != token0
    assert api.post(new, "rematch/seat", token0, seat=0).status_code == 409
    taken1 = api.post(new, "rematch/seat", token1, seat=1).json()["token"]
    data = api.state(new, 0, new0)
    assert data["status"] == "playing"
    assert [s["name"] for s in data["seats"]] == ["Ann", "Bea"]
    assert api.state(new, 1, taken1)["you"] == 1
    assert api.post(table, "rematch", token0, seat=0).json()["table"] == new


def test_rematch_keeps_game_options_clock_bots_and_privacy(api: Api) -> None:
    created = api.create(
        my_seat=0,
        name="Ann",
        preset="short",
        options={"target": 6},
        clock="15+10",
        private=True,
        replacement_level="0",
        seats=[{"kind": "human"}, {"kind": "bot", "level": "0", "name": "Robo"}],
    )
    table, token = created["id"], created["token"]
    assert api.post(table, "leave", token, seat=0).status_code == 200
    api.wait(table, lambda d: d["status"] == "finished")
    new = api.post(table, "rematch", token, seat=0).json()["table"]
    api.post(new, "rematch/seat", token, seat=0)
    data = api.state(new)
    assert data["private"] is True
    assert data["clock"]["preset"] == "15+10"
    assert data["seats"][1] | {"claimed": True} == data["seats"][1]
    assert (data["seats"][1]["kind"], data["seats"][1]["name"]) == ("bot", "Robo")
    assert data["status"] == "playing"  # the bot's seat was taken already
    assert new not in [t["id"] for t in api.client.get("/api/tables").json()["playing"]]
    assert data["game"] == "tiny"
    options = api.client.get(f"/api/tables/{new}/chat")  # the table exists and is readable
    assert options.status_code == 200


def test_rematch_only_after_the_end(api: Api) -> None:
    table, token0, _ = two_humans(api)
    refused = api.post(table, "rematch", token0, seat=0)
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "not_finished"
    other = api.create(my_seat=0, name="Ann")
    refused = api.post(other["id"], "rematch/seat", token0, seat=0)
    assert refused.json()["error"]["code"] == "not_a_rematch"


# -- time used ----------------------------------------------------------------------------------


def test_time_used_counts_people_and_bots(make_client: Callable[..., TestClient]) -> None:
    api = Api(make_client(bot_delay=0.2))
    created = api.create(my_seat=0, name="Ann", seats=[{"kind": "human"}, {"kind": "bot"}])
    table, token = created["id"], created["token"]
    version = api.state(table)["version"]
    time.sleep(0.3)  # Ann thinks (the clock is what is measured here, not a wait for an event)
    assert api.move(table, 0, token, "add 1", version).status_code == 200
    assert api.post(table, "undo", token, seat=0, expected_version=version + 1).status_code == 200
    assert api.post(table, "leave", token, seat=0).status_code == 200
    final = api.wait(table, lambda d: d["status"] == "finished")
    used = final["stats"]["think_ms"]
    assert used[0] >= 300  # the undone move's time stays used
    assert 0 <= used[1] <= final["stats"]["duration_s"] * 1000


def test_time_used_includes_a_bank_that_ran_out(
    make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setitem(clocks.PRESETS, "quick", clocks.ClockPreset("quick", "realtime", 300, 0))
    api = Api(make_client())
    seats = [{"kind": "human"}, {"kind": "bot", "level": "0"}]
    created = api.create(my_seat=0, seats=seats, clock="quick", replacement_level="0")
    final = api.wait(created["id"], lambda d: d["status"] == "finished")
    assert final["seats"][0]["replaced"]
    assert final["stats"]["think_ms"][0] >= 300


# -- migration -------------------------------------------------------------------------------------


def test_migration_0002_keeps_existing_tables(database_url: str) -> None:
    engine = make_engine(database_url)
    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS))
    try:
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "0001")
        row = {
            "id": "old",
            "game": "tiny",
            "game_version": 1,
            "num_players": 2,
            "preset": "",
            "options_json": "{}",
            "seed": 1,
            "status": "waiting",
            "version": 0,
            "revision": 0,
            "clock_json": json.dumps({"preset": "none", "remaining_ms": [0, 0]}),
            "replacement_level": "1",
            "created_at": 0.0,
            "updated_at": 0.0,
        }
        with engine.begin() as connection:
            columns = ", ".join(row)
            values = ", ".join(f":{k}" for k in row)
            connection.execute(text(f"INSERT INTO game_tables ({columns}) VALUES ({values})"), row)
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.upgrade(config, "head")
        names = {c["name"] for c in inspect(engine).get_columns("game_tables")}
        assert {"private", "invite_token", "rematch_of", "rematch_id"} <= names
        assert "chat_messages" in inspect(engine).get_table_names()
        with engine.connect() as connection:
            old = connection.execute(select(game_tables).where(game_tables.c.id == "old")).one()
        assert old.private is False
        assert old.rematch_id is None
        with engine.begin() as connection:
            config.attributes["connection"] = connection
            command.downgrade(config, "0003")
        assert "chat_messages" not in inspect(engine).get_table_names()
    finally:
        engine.dispose()


def test_rematch_seats_are_kept_for_the_people_who_sat_there(
    make_client: Callable[..., TestClient],
) -> None:
    api = Api(make_client(rematch_reserve_s=600))
    table, token0, _ = finished_by_bots(api)
    new = api.post(table, "rematch", token0, seat=0).json()["table"]
    assert api.state(new)["reserved_until"] > time.time() + 500
    stranger = api.client.post(f"/api/tables/{new}/join", json={"seat": 0, "name": "Eve"})
    assert stranger.status_code == 409
    assert stranger.json()["error"]["code"] == "seat_reserved"
    assert 500 < int(stranger.headers["Retry-After"]) <= 600
    assert api.state(new)["seats"][0]["claimed"] is False  # the refusal changed nothing
    listed = next(t for t in api.client.get("/api/tables").json()["waiting"] if t["id"] == new)
    assert listed["reserved_until"] == api.state(new)["reserved_until"]
    assert api.post(new, "rematch/seat", token0, seat=0).status_code == 200


def test_a_rematch_seat_opens_to_others_when_the_time_is_up(api: Api) -> None:
    table, token0, _ = finished_by_bots(api)
    new_id = api.post(table, "rematch", token0, seat=0).json()["table"]
    rematch = api.client.app.state.manager.tables[new_id]  # type: ignore[attr-defined]
    until = rematch.reserved_until
    with pytest.raises(ApiError) as refused:
        lifecycle.check_reservation(rematch, 1, until - 1)
    assert refused.value.headers == {"Retry-After": "1"}
    lifecycle.check_reservation(rematch, 1, until)  # the time is up: anyone may sit


def test_rematch_seats_kept_for_nobody_when_the_setting_is_zero(
    make_client: Callable[..., TestClient],
) -> None:
    api = Api(make_client(rematch_reserve_s=0))
    table, token0, _ = finished_by_bots(api)
    new = api.post(table, "rematch", token0, seat=0).json()["table"]
    assert api.state(new)["reserved_until"] is None
    assert api.join(new, 1, "Eve")
