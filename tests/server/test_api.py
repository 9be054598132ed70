"""The HTTP/WebSocket API over a real database (SQLite, and PostgreSQL with -m postgres)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import Api, receive
from sqlalchemy import update

from seaboard.core.record import Record
from seaboard.server import clocks
from seaboard.server.models import game_tables, moves
from seaboard.server.storage import make_engine


def two_humans(api: Api) -> tuple[str, str, str]:
    created = api.create(my_seat=0, name="Ann")
    assert created["status"] == "waiting"
    table = created["id"]
    token1 = api.join(table, 1, "Bea")
    return table, created["token"], token1


def test_create_join_and_play(api: Api) -> None:
    created = api.create(my_seat=0, name="Ann")
    table = created["id"]
    lobby = api.client.get("/api/tables").json()
    entry = next(t for t in lobby["waiting"] if t["id"] == table)
    assert entry["preset"] == "short"  # no preset named: the game's first one
    assert entry["seats"][1]["open"]
    assert api.state(table)["status"] == "waiting"
    token1 = api.join(table, 1, "Bea")
    data = api.state(table, 0, created["token"])
    assert data["status"] == "playing"
    assert data["version"] == 2  # the two secret deals were sampled and logged
    assert [e["kind"] for e in data["log"]] == ["chance", "chance"]
    assert data["to_move"] == 0
    assert [m["move"] for m in data["legal"]] == ["add 1", "add 2", "show"]
    assert data["legal"][0]["targets"] == ["add-1"]
    assert data["seats"][1]["name"] == "Bea"
    response = api.move(table, 0, created["token"], "add 2", 2)
    assert response.status_code == 200, response.text
    assert response.json()["version"] == 3
    after = api.state(table, 1, token1)
    assert after["view"]["counter"] == 2
    assert after["log"][-1]["text"] == "move: add 2"
    assert after["legal"] == []  # not seat 1's turn


def test_stale_and_duplicate_moves_change_nothing(api: Api) -> None:
    table, token0, _ = two_humans(api)
    assert api.move(table, 0, token0, "add 1", 2).status_code == 200
    duplicate = api.move(table, 0, token0, "add 1", 2)
    assert duplicate.status_code == 409
    assert duplicate.json()["error"]["code"] == "stale"
    stale = api.move(table, 0, token0, "add 2", 1)
    assert stale.status_code == 409
    data = api.state(table)
    assert data["version"] == 3
    assert data["view"]["counter"] == 1


def test_illegal_and_malformed_moves_are_refused(api: Api) -> None:
    table, token0, token1 = two_humans(api)
    before = api.state(table)
    for text, code in (
        ("add 3", "illegal_move"),
        ("fly away", "bad_notation"),
        ("", "bad_notation"),
        ("end", "illegal_move"),
    ):
        response = api.move(table, 0, token0, text, 2)
        assert response.status_code == 422, text
        assert response.json()["error"]["code"] == code
        assert response.json()["error"]["message"]
    not_yours = api.move(table, 1, token1, "add 1", 2)
    assert not_yours.status_code == 409
    assert not_yours.json()["error"]["code"] == "not_your_turn"
    assert api.state(table) == before


def test_undo_only_inside_own_turn(api: Api) -> None:
    table, token0, _ = two_humans(api)
    api.move(table, 0, token0, "add 1", 2)
    assert api.state(table, 0, token0)["can_undo"]
    undone = api.post(table, "undo", token0, seat=0, expected_version=3)
    assert undone.status_code == 200, undone.text
    data = api.state(table, 0, token0)
    assert data["version"] == 4
    assert data["view"]["counter"] == 0
    assert not data["can_undo"]
    assert len(data["log"]) == 2
    # a reveal cannot be taken back
    assert api.move(table, 0, token0, "show", 4).status_code == 200
    refused = api.post(table, "undo", token0, seat=0, expected_version=5)
    assert refused.status_code == 409
    assert refused.json()["error"]["code"] == "cannot_undo"
    # nor a move followed by a chance outcome (the turn is over)
    api.move(table, 0, token0, "add 1", 5)
    api.move(table, 0, token0, "end", 6)
    after_end = api.post(table, "undo", token0, seat=0, expected_version=8)
    assert after_end.status_code == 409


def test_bots_play_to_the_end_and_the_record_replays(api: Api) -> None:
    created = api.create(seats=[{"kind": "bot", "level": "1"}, {"kind": "bot", "level": "2"}])
    table = created["id"]
    final = api.wait(table, lambda d: d["status"] == "finished")
    assert final["outcome"]["winners"]
    assert final["stats"]["plies"] == len(final["log"])
    assert "code" in final
    text = api.client.get(f"/api/tables/{table}/record?format=text").text
    record = Record.from_text(text)
    assert record.replay().to_code() == final["code"]
    as_json = api.client.get(f"/api/tables/{table}/record?format=json").json()
    assert Record.from_json(as_json).replay().to_code() == final["code"]
    step = api.client.get(f"/api/tables/{table}/replay/3").json()
    assert step["ply"] == 3
    assert len(step["log"]) == 3
    assert step["svg"].startswith("<svg")
    end = api.client.get(f"/api/tables/{table}/replay/99999").json()
    assert end["code"] == final["code"]
    assert table in [t["id"] for t in api.client.get("/api/tables").json()["finished"]]


def test_the_replay_board_names_the_players(api: Api) -> None:
    """The replay's board names the seats as the table does (not "Player 1")."""
    bots = [{"kind": "bot", "level": "1"}] * 2
    table = api.create(game="rails_sails", seats=bots, options={"max_rounds": 1})["id"]
    api.wait(table, lambda d: d["status"] == "finished")
    for lang, name, default in (("en", "Bot 1", "Player 1"), ("ru", "Бот 1", "Игрок 1")):
        svg = api.client.get(f"/api/tables/{table}/replay/99999?lang={lang}").json()["svg"]
        assert name in svg
        assert default not in svg


def test_the_replay_follows_any_seat_with_its_own_hand(api: Api) -> None:
    """After the end nothing is secret: a replay shows a seat's hidden hand when asked for
    that seat (Cartagena's Jamaica: the hand cards are drawn for their owner only)."""
    bots = [{"kind": "bot", "level": "1"}] * 2
    table = api.create(game="cartagena", seats=bots, options={"max_rounds": 1})["id"]
    api.wait(table, lambda d: d["status"] == "finished")
    ply = 12  # after the deal
    spectator = api.client.get(f"/api/tables/{table}/replay/{ply}").json()
    for seat in (0, 1):
        mine = api.client.get(f"/api/tables/{table}/replay/{ply}?seat={seat}").json()
        assert mine["seat"] == seat
        assert f'id="card-{seat}-' in mine["svg"]
        assert f'id="card-{seat}-' not in spectator["svg"]
        assert mine["log"] != spectator["log"]  # its cards dealt, unredacted
    for bad in ("2", "-1", "x"):
        refused = api.client.get(f"/api/tables/{table}/replay/{ply}?seat={bad}")
        assert refused.status_code in (400, 422), bad
        assert "error" in refused.json()


def test_host_starts_with_bots_in_open_seats(api: Api) -> None:
    created = api.create(seats=[{"kind": "human"}, {"kind": "human"}, {"kind": "human"}], my_seat=0)
    table, token = created["id"], created["token"]
    assert api.post(table, "start", token, seat=0).status_code == 200
    data = api.state(table)
    assert data["status"] == "playing"
    assert [s["kind"] for s in data["seats"]] == ["human", "bot", "bot"]


def test_leaving_player_is_replaced_and_can_come_back(
    make_client: Callable[..., TestClient],
) -> None:
    api = Api(make_client(bot_delay=0.3))
    table, token0, _ = two_humans(api)
    assert api.post(table, "leave", token0, seat=0).status_code == 200
    # level-1 bot (the table's replacement level) plays seat 0 until Ann comes back
    data = api.wait(table, lambda d: d["to_move"] == 1 or d["status"] == "finished")
    assert data["seats"][0]["replaced"]
    refused = api.move(table, 0, token0, "add 1", data["version"])
    assert refused.status_code in (409, 422)
    assert api.post(table, "reclaim", token0, seat=0).status_code == 200
    assert not api.state(table)["seats"][0]["replaced"]


def test_clock_timeout_replaces_the_player(
    make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    quick = clocks.ClockPreset("quick", "realtime", 300, 0)
    monkeypatch.setitem(clocks.PRESETS, "quick", quick)
    api = Api(make_client())
    created = api.create(
        my_seat=0, clock="quick", seats=[{"kind": "human"}, {"kind": "bot", "level": "0"}]
    )
    table = created["id"]
    data = api.state(table)
    assert data["clock"]["running"] == 0
    data = api.wait(table, lambda d: d["seats"][0]["replaced"], timeout=10)
    assert data["clock"]["remaining_ms"][0] == 0
    api.wait(table, lambda d: d["version"] > 2 or d["status"] == "finished")


def test_restart_rebuilds_open_tables(make_client: Callable[..., TestClient]) -> None:
    first = Api(make_client())
    table, token0, token1 = two_humans(first)
    first.move(table, 0, token0, "add 1", 2)
    first.move(table, 0, token0, "end", 3)
    before = first.state(table, 1, token1)
    first.client.__exit__(None, None, None)
    second = Api(make_client())
    after = second.state(table, 1, token1)
    assert after["version"] == before["version"]
    assert after["view"] == before["view"]
    assert after["log"] == before["log"]
    assert second.move(table, 1, token1, "add 2", after["version"]).status_code == 200


def test_a_log_the_rules_cannot_replay_is_refused_clearly(
    make_client: Callable[..., TestClient], database_url: str
) -> None:
    first = Api(make_client())
    table, token0, token1 = two_humans(first)
    first.move(table, 0, token0, "add 1", 2)
    healthy, _, _ = two_humans(first)
    first.client.__exit__(None, None, None)
    engine = make_engine(database_url)
    with engine.begin() as connection:  # as if written by an older version of the rules
        connection.execute(
            update(game_tables).where(game_tables.c.id == table).values(game_version=0)
        )
        connection.execute(
            update(moves)
            .where(moves.c.table_id == table, moves.c.notation == "add 1")
            .values(notation="add one")
        )
    engine.dispose()
    second = Api(make_client())  # the server starts despite the unreadable table
    response = second.client.get(f"/api/tables/{table}")
    assert response.status_code == 409
    error = response.json()["error"]
    assert error["code"] == "unreadable_log"
    assert "written by tiny rules version 0, this server has version 1" in error["message"]
    assert second.client.get("/api/tables").status_code == 200
    assert second.state(healthy)["status"] == "playing"
    refused = second.move(table, 1, token1, "add 2", 3)
    assert refused.status_code == 409


def test_websocket_pushes_each_seat_its_own_view(api: Api) -> None:
    table, token0, token1 = two_humans(api)
    with (
        api.client.websocket_connect(f"/ws/tables/{table}?seat=1&token={token1}&svg=0") as ws1,
        api.client.websocket_connect(f"/ws/tables/{table}") as spectator,
    ):
        first = receive(ws1)
        assert first["you"] == 1
        assert "svg" not in first
        assert first["log_from"] == 0
        seen = receive(spectator)
        assert seen["you"] is None
        assert "svg" in seen
        api.move(table, 0, token0, "add 2", 2)
        pushed = receive(ws1)
        assert pushed["version"] == 3
        assert pushed["log_from"] == 2
        assert [e["text"] for e in pushed["log"]] == ["move: add 2"]
        assert receive(spectator)["version"] == 3
        ws1.send_text(json.dumps({"type": "lang", "lang": "ru"}))
        again = receive(ws1)
        assert again["title"] == "Крошка"
        assert again["log"][-1]["text"] == "ход: add 2"


def test_lobby_pages_render(api: Api) -> None:
    created = api.create(my_seat=0)
    for path in ("/", "/lobby/lists", "/new?game=tiny", f"/t/{created['id']}"):
        response = api.client.get(path)
        assert response.status_code == 200, path
    ru = api.client.get("/", headers={"Accept-Language": "ru-RU,ru;q=0.9"})
    assert "Новый стол" in ru.text
    form = {"game": "tiny", "players": "2", "seat_0": "me", "seat_1": "bot0", "preset": "short"}
    taken = api.client.post(f"/t/{created['id']}/join", data={"seat": "0"}, follow_redirects=False)
    assert taken.status_code == 303
    assert taken.headers["location"] == f"/t/{created['id']}?error=seat_taken"
    made = api.client.post("/new", data=form, follow_redirects=False)
    assert made.status_code == 303
    assert "#seat=0&token=" in made.headers["location"]


@pytest.mark.parametrize(
    "body",
    [
        {"game": "nope", "seats": [{"kind": "human"}]},
        {"game": "tiny", "seats": [{"kind": "human"}]},
        {"game": "tiny", "seats": [{"kind": "bot", "level": "9"}, {"kind": "human"}]},
        {"game": "tiny", "seats": "two"},
        {"game": "tiny", "seats": [{"kind": "human"}] * 2, "options": {"target": 1000}},
        {"game": "tiny", "seats": [{"kind": "human"}] * 2, "preset": "nope"},
        {"game": "tiny", "seats": [{"kind": "human"}] * 2, "clock": "forever"},
        {"game": "tiny", "seats": [{"kind": "bot"}] * 2, "my_seat": 0},
    ],
)
def test_bad_table_requests_are_refused(api: Api, body: dict[str, Any]) -> None:
    response = api.client.post("/api/tables", json=body)
    assert response.status_code == 422, response.text
    assert response.json()["error"]["message"]


def test_lobby_rows_say_the_preset_and_options_in_both_languages(api: Api) -> None:
    seats = [{"kind": "human"}, {"kind": "human"}]
    options = {"max_rounds": 5}
    api.create("pirates", seats, preset="article1989", options=options, my_seat=0)
    english = api.client.get("/lobby/lists", headers={"Accept-Language": "en"}).text
    assert "The 1989 article · Round limit: 5" in english
    russian = api.client.get("/lobby/lists", headers={"Accept-Language": "ru"}).text
    assert "Статья 1989 года · Предел кругов: 5" in russian
    assert "article1989" not in english + russian
