"""Learn mode: every lesson of every game loads, plays through as its example says, judges a
wrong try without changing anything, and broken lesson files are refused with a clear error."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from seaboard.core.errors import InvalidDataError, SeaboardError
from seaboard.learn import attempt, games_with_lessons, lesson, lessons, library

ALL = [(game, item.id) for game in games_with_lessons() for item in lessons(game)]


def test_the_games_have_lessons() -> None:
    assert "cartagena" in games_with_lessons()
    assert len(lessons("cartagena")) >= 5


@pytest.mark.parametrize(("game", "lesson_id"), ALL)
def test_each_lesson_plays_through_with_the_examples_moves(game: str, lesson_id: str) -> None:
    item = lesson(game, lesson_id)
    assert item is not None
    moves: list[str] = []
    for index, step in enumerate(item.steps):
        result = attempt(item, [*moves, step.expect[0]])
        assert result.verdict == "right"
        assert result.done == index + 1
        moves.append(step.expect[0])
    assert attempt(item, moves).finished


@pytest.mark.parametrize(("game", "lesson_id"), ALL)
def test_a_legal_move_the_example_does_not_make_is_judged_wrong(game: str, lesson_id: str) -> None:
    item = lesson(game, lesson_id)
    assert item is not None
    state = item.start()
    first = item.steps[0]
    expected = set(first.expect)
    others = [m for m in state.legal_moves() if str(m) not in expected]
    if not others:
        pytest.skip("the example's move is the only legal move")
    result = attempt(item, [str(others[0])])
    assert result.verdict == "wrong"
    assert result.done == 0
    assert result.state.to_code() == item.start().to_code()


def test_cartagena_flag_lands_on_23_and_back_draws_two() -> None:
    flag = lesson("cartagena", "flag-9-23")
    assert flag is not None
    result = attempt(flag, ["play flag 9"])
    assert 23 in result.state.pirates[3]  # type: ignore[attr-defined]
    back = lesson("cartagena", "back-8-6")
    assert back is not None
    result = attempt(back, ["back 8"])
    assert sum(result.state.hands[0]) == 2  # type: ignore[attr-defined]


def test_bad_tries_are_refused_cleanly() -> None:
    item = lesson("cartagena", "tortuga-three-sabres")
    assert item is not None
    with pytest.raises(SeaboardError):
        attempt(item, ["nonsense move"])
    with pytest.raises(SeaboardError):
        attempt(item, ["back 17", "play sabre 6"])  # an earlier try was not the example's
    with pytest.raises(SeaboardError):
        attempt(item, ["play sabre start"] * 10)
    assert lesson("cartagena", "no-such-lesson") is None
    assert lesson("no-such-game", "flag-9-23") is None


def _write(tmp_path: Path, data: object) -> Path:
    path = tmp_path / "cartagena.json"
    path.write_text(json.dumps(data), "utf-8")
    return path


@pytest.mark.parametrize(
    ("mutate", "message"),
    [
        (lambda d: d["lessons"][0].pop("title"), "title"),
        (lambda d: d["lessons"][0]["intro"].pop("ru"), "intro"),
        (lambda d: d["lessons"][0]["steps"][0].update(expect=["play hat 9"]), "flag-9-23"),
        (lambda d: d["lessons"][0].update(code="cartagena nonsense"), "flag-9-23"),
        (lambda d: d["lessons"][0].update(steps=[]), "steps"),
        (lambda d: d.update(game="pirates"), "game"),
    ],
)
def test_broken_lesson_files_are_refused_naming_the_problem(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, mutate: object, message: str
) -> None:
    data = json.loads((library.DATA / "cartagena.json").read_text("utf-8"))
    mutate(data)  # type: ignore[operator]
    _write(tmp_path, data)
    monkeypatch.setattr(library, "DATA", tmp_path)
    lessons.cache_clear()
    try:
        with pytest.raises(InvalidDataError, match=message):
            lessons("cartagena")
    finally:
        lessons.cache_clear()
