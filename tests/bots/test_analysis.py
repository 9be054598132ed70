"""The post-game analysis: per-step chances from the level-3 search, the largest swings with the
bot's preferred move, computed for a finished table in the background and served by the API."""

from __future__ import annotations

from typing import Any

import pytest
from fastapi.testclient import TestClient

import seaboard
from seaboard.bots import make_bot
from seaboard.bots.analysis import Swing, analyse, chances_of, final_chances, swings
from seaboard.core.driver import play_game
from seaboard.server import Settings, create_app
from tests.support.waiting import until

WAIT_S = 300


def _short_game(game: str, seed: int) -> tuple[Any, list[str], Any]:
    spec = seaboard.get_game(game)
    options = spec.make_options({"max_rounds": 2})
    bots = [make_bot("1", seed=seed), make_bot("1", seed=seed + 1)]
    final = play_game(spec, bots, seed=seed, options=options)
    return spec, [str(move) for move in final.history], final


def test_chances_add_up_to_one_and_follow_the_returns() -> None:
    assert chances_of([1.0, -1.0]) == [1.0, 0.0]
    assert chances_of([0.0, 0.0]) == [0.5, 0.5]
    assert sum(chances_of([1.0, 0.0, -1.0])) == pytest.approx(1.0)
    assert chances_of([-1.0, -1.0]) == [0.5, 0.5]


def test_a_draw_is_shared_by_every_seat() -> None:
    # Pirates: a treasure galleon lost in a storm ends the game with no winner (seed 2.5)
    assert final_chances((), 2) == [0.5, 0.5]
    assert final_chances((1,), 3) == [0.0, 1.0, 0.0]


def test_a_swing_is_a_fall_of_the_movers_own_chance() -> None:
    chances = [[0.5, 0.5], [0.3, 0.7], [0.3, 0.7], [0.6, 0.4]]
    found = swings(chances, [0, -1, 1], ["a", "roll", "b"], ["c", None, "b"])
    assert found == [Swing(0, 0, 0.2, "a", "c"), Swing(2, 1, 0.3, "b", None)]


def test_a_finished_game_is_analysed_step_by_step_and_repeats() -> None:
    spec, notations, final = _short_game("cartagena", 4)
    options = spec.make_options({"max_rounds": 2})
    first = analyse(spec, 2, options, notations, seed=9, iterations=20, seconds=5.0)
    again = analyse(spec, 2, options, notations, seed=9, iterations=20, seconds=5.0)
    assert first == again
    assert len(first["chances"]) == len(notations) + 1
    assert all(sum(row) == pytest.approx(1.0, abs=1e-3) for row in first["chances"])
    winners = final.outcome().winners
    assert first["chances"][-1] == [1.0 / len(winners) if s in winners else 0.0 for s in (0, 1)]
    for swing in first["swings"]:
        assert swing["played"] == notations[swing["ply"]]
        assert swing["best"] != swing["played"]


def test_the_server_analyses_a_finished_table(tmp_path: Any) -> None:
    settings = Settings(database_url=f"sqlite:///{tmp_path / 'db.sqlite3'}", bot_delay=0.0)
    with TestClient(create_app(settings)) as client:
        body = {
            "game": "cartagena",
            "seats": [{"kind": "bot", "level": "1"}, {"kind": "bot", "level": "1"}],
            "options": {"max_rounds": 1},
        }
        table = client.post("/api/tables", json=body).json()["id"]
        until(
            lambda: client.get(f"/api/tables/{table}").json()["status"] == "finished",
            "the bots finished",
            WAIT_S,
        )
        data = until(
            lambda: (
                (d := client.get(f"/api/tables/{table}/analysis?lang=ru").json())["status"]
                == "ready"
                and d
            ),
            "the analysis arrived",
            WAIT_S,
        )
    assert len(data["chances"]) >= 2
    assert data["names"] == ["Бот 1", "Бот 2"]  # as the page names the seats, in Russian
    for swing in data["swings"]:
        assert swing["played_label"]
        assert "bot" not in swing["played_label"]
        assert swing["best"] is None or swing["best_label"]
