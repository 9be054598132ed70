"""The Learn endpoint: it judges tries, answers with the board and the next moves, and refuses
bad requests with a 4xx."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from seaboard.server import Settings, create_app

URL = "/api/learn/cartagena/tortuga-three-sabres"


@pytest.fixture
def client(tmp_path: Path) -> Iterator[TestClient]:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'learn.sqlite3'}", bot_delay=0.0)
    with TestClient(create_app(settings)) as test_client:
        yield test_client


def test_a_lesson_starts_with_its_intro_and_clickable_moves(client: TestClient) -> None:
    answer = client.post(URL, json={"moves": [], "lang": "ru"}).json()
    assert answer["step"] == 0
    assert answer["steps"] == 3
    assert answer["verdict"] is None
    assert "сабли" in answer["text"]
    assert answer["svg"].startswith("<svg")
    assert any(m["move"] == "play sabre start" and m["targets"] for m in answer["legal"])


def test_right_and_wrong_tries(client: TestClient) -> None:
    wrong = client.post(URL, json={"moves": ["back 17"], "lang": "en"}).json()
    assert wrong["verdict"] == "wrong"
    assert wrong["step"] == 0
    assert "entrance" in wrong["text"]
    right = client.post(URL, json={"moves": ["play sabre start"]}).json()
    assert right["verdict"] == "right"
    assert right["step"] == 1
    done = client.post(
        URL, json={"moves": ["play sabre start", "play sabre 6", "play sabre 6"]}
    ).json()
    assert done["finished"] is True
    assert done["legal"] == []


@pytest.mark.parametrize(
    ("lang", "fortress", "hand"),
    [
        ("en", "Pirates in the fortress", "Cards in hand"),
        ("ru", "Пиратов в крепости", "Карт на руке"),
    ],
)
def test_a_wrong_try_is_set_beside_the_examples_move(
    client: TestClient, lang: str, fortress: str, hand: str
) -> None:
    """Moving back from 17 instead of playing a sabre from the fortress: more cards, but a
    pirate left behind in the fortress (seed 003, the example turn)."""
    wrong = client.post(URL, json={"moves": ["back 17"], "lang": lang}).json()
    assert "17" in wrong["tried"]
    figures = {row["label"]: (row["yours"], row["example"]) for row in wrong["cost"]}
    assert figures[fortress] == ("1", "0")
    assert figures[hand] == ("6", "4")
    right = client.post(URL, json={"moves": ["play sabre start"], "lang": lang}).json()
    assert "cost" not in right
    assert "tried" not in right


@pytest.mark.parametrize(
    ("url", "body", "status"),
    [
        ("/api/learn/cartagena/no-such", {"moves": []}, 404),
        ("/api/learn/nosuchgame/x", {"moves": []}, 404),
        (URL, {"moves": "play"}, 422),
        (URL, {"moves": [5]}, 422),
        (URL, {"moves": ["x" * 500]}, 422),
        (URL, {"moves": ["fly away"]}, 422),
        (URL, {"moves": ["back 17", "play sabre 6"]}, 422),
        (URL, {"moves": ["play sabre start"] * 40}, 422),
        (URL, [1, 2], 400),
    ],
)
def test_bad_requests_get_a_clear_4xx(
    client: TestClient, url: str, body: object, status: int
) -> None:
    response = client.post(url, json=body)
    assert response.status_code == status
    assert response.json()["error"]["message"]


def test_the_pages_list_and_show_lessons(client: TestClient) -> None:
    index = client.get("/learn", cookies={"lang": "ru"})
    assert index.status_code == 200
    assert "Обучение" in index.text
    assert 'href="/learn/cartagena/flag-9-23"' in index.text
    page = client.get("/learn/cartagena/flag-9-23")
    assert page.status_code == 200
    assert "Forward with a card" in page.text
    assert client.get("/learn/cartagena/none").status_code == 404
