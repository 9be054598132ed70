"""Lessons: a rules example as a position, the steps it takes, and its words in two languages.

A lesson file is ``data/<game>.json``: ``{"game": id, "lessons": [...]}``. Each lesson has an
``id``, a ``title``, the ``quote`` of the seed it comes from (the seed's Russian, which is
authoritative, and an English translation; ``source`` names the seed's section), an ``intro``
and a list of ``steps``, every text in English and Russian. A step lists the notations it
``expect``s (any one of them is right), the chance outcomes played ``then`` (the cards the
example's player draws), a ``hint`` for a wrong try and an ``explain`` shown once it is made.
Files are checked when loaded: a broken one is refused with an ``InvalidDataError`` naming the
file, the lesson and the problem, and every expected move must be legal where the steps before
it leave the game.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from seaboard.core.errors import InvalidDataError, SeaboardError
from seaboard.core.registry import get_game, list_games
from seaboard.core.state import State

DATA = Path(__file__).parent / "data"
LANGS = ("en", "ru")


@dataclass(frozen=True)
class Step:
    """One move of the example: the notations that count as right, what follows it."""

    expect: tuple[str, ...]
    then: tuple[str, ...]
    hint: dict[str, str]
    explain: dict[str, str]


@dataclass(frozen=True)
class Lesson:
    """A worked example of the rules of ``game``, played from ``code``. The player makes the
    example's moves for whoever it has move (most examples follow one player; a round follows
    each in turn)."""

    game: str
    id: str
    title: dict[str, str]
    source: str
    quote: dict[str, str]
    intro: dict[str, str]
    code: str
    steps: tuple[Step, ...]
    names: dict[str, list[str]]
    """The example's player names per language, by seat (empty: "Player 1"...)."""

    def start(self) -> State:
        """The example's position."""
        return get_game(self.game).from_code(self.code)


def _texts(value: Any, where: str) -> dict[str, str]:
    if not isinstance(value, dict) or any(
        not isinstance(value.get(lang), str) or not value[lang] for lang in LANGS
    ):
        raise InvalidDataError(f"{where}: needs a text in English and in Russian")
    return {lang: value[lang] for lang in LANGS}


def _notations(value: Any, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise InvalidDataError(f"{where}: needs a list of notations")
    return tuple(value)


def _names(value: Any, where: str) -> dict[str, list[str]]:
    if not isinstance(value, dict) or any(
        not isinstance(value.get(lang), list) or not all(isinstance(n, str) for n in value[lang])
        for lang in LANGS
    ):
        raise InvalidDataError(f"{where}: a list of names in English and in Russian")
    return {lang: list(value[lang]) for lang in LANGS}


def _step(data: Any, where: str) -> Step:
    if not isinstance(data, dict):
        raise InvalidDataError(f"{where}: a step is an object")
    expect = _notations(data.get("expect"), f"{where}.expect")
    if not expect:
        raise InvalidDataError(f"{where}.expect: at least one move")
    return Step(
        expect=expect,
        then=_notations(data.get("then", []), f"{where}.then"),
        hint=_texts(data.get("hint"), f"{where}.hint"),
        explain=_texts(data.get("explain"), f"{where}.explain"),
    )


def _lesson(game: str, data: Any, where: str) -> Lesson:
    if not isinstance(data, dict) or not isinstance(data.get("id"), str):
        raise InvalidDataError(f"{where}: a lesson is an object with an id")
    where = f"{where} ({data['id']})"
    for key in ("source", "code"):
        if not isinstance(data.get(key), str) or not data[key]:
            raise InvalidDataError(f"{where}: '{key}' must be a text")
    steps = data.get("steps")
    if not isinstance(steps, list) or not steps:
        raise InvalidDataError(f"{where}: 'steps' must list at least one step")
    result = Lesson(
        game=game,
        id=data["id"],
        title=_texts(data.get("title"), f"{where}.title"),
        source=data["source"],
        quote=_texts(data.get("quote"), f"{where}.quote"),
        intro=_texts(data.get("intro"), f"{where}.intro"),
        code=data["code"],
        steps=tuple(_step(s, f"{where}.steps[{i}]") for i, s in enumerate(steps)),
        names=_names(data.get("names", {"en": [], "ru": []}), f"{where}.names"),
    )
    _check_plays(result, where)
    return result


def _check_plays(lesson: Lesson, where: str) -> None:
    """Every expected move is legal where the steps before it leave the game."""
    spec = get_game(lesson.game)
    try:
        state = lesson.start()
        for index, step in enumerate(lesson.steps):
            if state.to_move() < 0:
                raise InvalidDataError(f"{where}: nobody is to move before step {index + 1}")
            for text in step.expect:
                probe = state.copy()
                probe.play(spec.parse_move(probe, text))
            state.play(spec.parse_move(state, step.expect[0]))
            for text in step.then:
                state.play(spec.parse_move(state, text))
    except InvalidDataError:
        raise
    except SeaboardError as error:
        raise InvalidDataError(f"{where}: {error}") from None


@cache
def lessons(game: str) -> tuple[Lesson, ...]:
    """The lessons of ``game`` (none when it has no file)."""
    path = DATA / f"{game}.json"
    if not path.exists():
        return ()
    try:
        data = json.loads(path.read_text("utf-8"))
    except (OSError, ValueError) as error:
        raise InvalidDataError(f"{path.name}: not readable JSON ({error})") from None
    if not isinstance(data, dict) or data.get("game") != game:
        raise InvalidDataError(f'{path.name}: must be an object with "game": "{game}"')
    items = data.get("lessons")
    if not isinstance(items, list):
        raise InvalidDataError(f"{path.name}: 'lessons' must be a list")
    result = tuple(_lesson(game, item, f"{path.name} lessons[{i}]") for i, item in enumerate(items))
    ids = [item.id for item in result]
    if len(set(ids)) != len(ids):
        raise InvalidDataError(f"{path.name}: lesson ids must be unique")
    return result


def lesson(game: str, lesson_id: str) -> Lesson | None:
    """One lesson by game and id, or None."""
    if game not in list_games():
        return None
    return next((item for item in lessons(game) if item.id == lesson_id), None)


def games_with_lessons() -> list[str]:
    """The registered games that have lessons, in the registry's order."""
    return [game for game in list_games() if lessons(game)]
