"""Learn mode over HTTP: the lesson pages and the endpoint that judges a player's tries.

The endpoint is stateless: the page sends every move its player has made in the lesson, the
server replays them (``seaboard.learn.attempt``) and answers with the board, the moves that
can be clicked next, and the words of the step: its hint after a wrong try, its explanation
after a right one.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse

from seaboard.core.errors import SeaboardError
from seaboard.core.message import Message
from seaboard.core.registry import get_game
from seaboard.i18n import render as word
from seaboard.learn import Attempt, Lesson, attempt, games_with_lessons, lesson, lessons
from seaboard.learn.compare import differences
from seaboard.server.api import body_of, lang_of
from seaboard.server.errors import not_found, unprocessable
from seaboard.server.pages import lang_of as page_lang
from seaboard.server.pages import render

router = APIRouter()
MAX_MOVE_TEXT = 200


def _lesson_or_404(game: str, lesson_id: str) -> Lesson:
    found = lesson(game, lesson_id)
    if found is None:
        raise not_found("lesson")
    return found


def _moves_of(data: dict[str, Any]) -> list[str]:
    moves = data.get("moves", [])
    if not isinstance(moves, list) or not all(
        isinstance(m, str) and 0 < len(m) <= MAX_MOVE_TEXT for m in moves
    ):
        raise unprocessable("bad_moves", "moves must be a list of move notations")
    return moves


def _cost(result: Attempt, lang: str) -> dict[str, Any]:
    """What the wrong try costs against the example's move: the try in words and the mover's
    figures that differ after each (``learn.compare``)."""
    state, tried = result.state, result.tried
    if tried is None or tried not in state.legal_moves():
        return {}
    spec = get_game(result.lesson.game)
    names = result.lesson.names[lang]
    step = result.lesson.steps[result.done]
    return {
        "tried": spec.move_label(state, tried, lang, names),
        "cost": [
            {
                "label": word(d.label, lang, names),
                "yours": _worded(d.yours, lang, names),
                "example": _worded(d.example, lang, names),
            }
            for d in differences(state, tried, step)
        ],
    }


def _worded(value: Any, lang: str, names: list[str]) -> str:
    return word(value, lang, names) if isinstance(value, Message) else str(value)


def _answer(result: Attempt, lang: str) -> dict[str, Any]:
    """The board and words after an attempt, as the lesson's player sees them."""
    item = result.lesson
    spec = get_game(item.game)
    state = result.state
    seat = state.to_move() if state.to_move() >= 0 else item.start().to_move()
    names = item.names[lang]
    legal = []
    if not result.finished and state.to_move() >= 0:
        legal = [
            {
                "move": str(m),
                "label": spec.move_label(state, m, lang, names),
                "targets": list(spec.move_targets(state, m)),
            }
            for m in state.legal_moves()
        ]
    steps = item.steps
    answer: dict[str, Any] = {
        "step": result.done,
        "steps": len(steps),
        "finished": result.finished,
        "verdict": result.verdict,
        "svg": spec.render_svg(state, seat, lang=lang),
        "legal": legal,
    }
    if result.verdict == "wrong":
        answer["text"] = steps[result.done].hint[lang]
        answer |= _cost(result, lang)
    elif result.verdict == "right":
        answer["text"] = steps[result.done - 1].explain[lang]
    else:
        answer["text"] = item.intro[lang]
    if not result.finished and result.verdict != "wrong":
        answer["next_hint"] = steps[result.done].hint[lang]
    return answer


@router.post("/api/learn/{game}/{lesson_id}")
async def try_moves(request: Request, game: str, lesson_id: str) -> dict[str, Any]:
    """Judge the moves a player has made in a lesson (the last one is the new try)."""
    item = _lesson_or_404(game, lesson_id)
    data = await body_of(request)
    moves = _moves_of(data)
    lang = lang_of(data.get("lang") if isinstance(data.get("lang"), str) else None)
    try:
        result = attempt(item, moves)
    except SeaboardError as error:
        raise unprocessable("bad_moves", str(error)) from None
    return _answer(result, lang)


def _title(game: str, lang: str) -> str:
    spec = get_game(game)
    return spec.title_ru if lang == "ru" else spec.title


@router.get("/learn", response_class=HTMLResponse)
async def learn_index(request: Request) -> HTMLResponse:
    lang = page_lang(request)
    games = [
        {
            "id": game,
            "title": _title(game, lang),
            "lessons": [{"id": item.id, "title": item.title[lang]} for item in lessons(game)],
        }
        for game in games_with_lessons()
    ]
    return render(request, "learn_index.html", games=games)


@router.get("/learn/{game}/{lesson_id}", response_class=HTMLResponse)
async def learn_page(request: Request, game: str, lesson_id: str) -> HTMLResponse:
    item = _lesson_or_404(game, lesson_id)
    lang = page_lang(request)
    siblings = lessons(game)
    index = siblings.index(item)
    following = siblings[index + 1] if index + 1 < len(siblings) else None
    return render(
        request,
        "learn.html",
        lesson=item,
        game_title=_title(game, lang),
        lesson_title=item.title[lang],
        next_lesson=following,
    )
