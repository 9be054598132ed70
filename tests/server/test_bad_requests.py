"""Abuse that once ended in a 500 or reached the page as is: every bad request is a clean 4xx,
every answer carries the security headers, and names lose control and bidi characters."""

from __future__ import annotations

import pytest
from server_helpers import Api, receive

from seaboard.core.registry import get_game, list_games
from seaboard.server.seats import clean_name

GAMES = ["cartagena", "packet_row", "rails_sails", "black_fleet", "pirates", "colonies"]


@pytest.mark.parametrize("game", GAMES)
def test_a_first_seat_beyond_the_seats_is_refused(api: Api, game: str) -> None:
    spec = get_game(game)
    seats = [{"kind": "human"}] * spec.min_players
    for first in (spec.min_players, spec.max_players + 3):
        body = {"game": game, "seats": seats, "options": {"first_seat": first}}
        response = api.client.post("/api/tables", json=body)
        assert response.status_code == 422, (first, response.text)
        assert response.json()["error"]["code"] == "bad_options"
    assert api.client.get("/api/tables").json()["waiting"] == []


def test_deeply_nested_json_is_refused_and_the_connection_lives_on(api: Api) -> None:
    created = api.create(my_seat=0)
    deep = b"[" * 5000 + b"]" * 5000
    for path in (f"/api/tables/{created['id']}/moves", "/api/tables"):
        response = api.client.post(path, content=deep, headers={"X-Seat-Token": created["token"]})
        assert response.status_code == 400, response.text
        assert response.json()["error"]["code"] == "bad_json"
    # nested options just within the size limit, too deep for any option
    body = b'{"game": "tiny", "seats": [], "options": {"target": ' + b"[" * 40 + b"]" * 40 + b"}}"
    assert api.client.post("/api/tables", content=body).status_code == 400
    assert api.client.get("/api/tables").status_code == 200


def test_a_socket_sending_deep_json_is_ignored_not_dropped(api: Api) -> None:
    created = api.create(my_seat=0)
    with api.client.websocket_connect(f"/ws/tables/{created['id']}") as ws:
        assert receive(ws)["type"] == "state"
        ws.send_text("[" * 4000)
        ws.send_text('{"type": "refresh"}')
        assert receive(ws)["type"] == "state"


@pytest.mark.parametrize("path", ["/", "/api/games", "/api/tables/nope", "/static/common.js"])
def test_every_answer_carries_the_security_headers(api: Api, path: str) -> None:
    response = api.client.get(path)
    policy = response.headers["content-security-policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["script-src"] == "'self'"
    assert directives["frame-ancestors"] == "'none'"
    assert "unsafe-inline" not in directives.get("default-src", "")
    assert response.headers["x-content-type-options"] == "nosniff"
    assert response.headers["referrer-policy"] == "same-origin"


@pytest.mark.parametrize("path", ["/", "/api/games", "/static/common.js", "/api/tables/nope"])
def test_head_is_answered_as_get_without_a_body(api: Api, path: str) -> None:
    got, head = api.client.get(path), api.client.head(path)
    assert head.status_code == got.status_code
    assert head.content == b""
    for name in ("content-type", "content-security-policy", "content-length"):
        assert head.headers.get(name) == got.headers.get(name)


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Ann\u202egnp.exe", "Anngnp.exe"),
        ("\u2066Bea\u2069 \u200b\u200f", "Bea"),
        ("Cy\x00\x07\x1b[31m", "Cy[31m"),
        ("Dee\n\t  Ray", "Dee Ray"),
        ("\u202e\u202d", "fallback"),
        ("Ёжик 🦔", "Ёжик 🦔"),
    ],
)
def test_names_lose_control_and_bidi_characters(raw: str, clean: str) -> None:
    assert clean_name(raw, "fallback") == clean


def test_cleaned_names_reach_the_lobby_and_the_table(api: Api) -> None:
    created = api.create(my_seat=0, name="\u202eAnn")
    api.join(created["id"], 1, "Bea\u200f\u2067")
    names = [s["name"] for s in api.state(created["id"])["seats"]]
    assert names == ["Ann", "Bea"]
    lobby = api.client.get("/api/tables").json()
    listed = [s["name"] for t in lobby["playing"] for s in t["seats"]]
    assert listed == ["Ann", "Bea"]


def test_every_game_is_covered() -> None:
    assert set(GAMES) <= set(list_games())
