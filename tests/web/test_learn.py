"""Learn mode in Chromium: every lesson played through by clicking the board, in both
languages, and a wrong try explained without changing the position."""

from __future__ import annotations

from typing import Any

import pytest
from play import hold_requests, wait_held

from seaboard import get_game
from seaboard.learn import attempt, games_with_lessons, lesson, lessons
from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser
LESSONS = [(game, item.id) for game in games_with_lessons() for item in lessons(game)]
APP = "#sb-learn-app"


def wait_step(page: Any, step: int) -> None:
    page.wait_for_function(
        "(step) => document.querySelector('#sb-learn-app').dataset.step === String(step)",
        arg=step,
        timeout=20_000,
    )


def wait_still(page: Any, selector: str) -> None:
    """Wait until the element has stopped moving (the board fits and morphs with a short
    transition; a click computed mid-way would land elsewhere)."""
    page.wait_for_function(
        """(selector) => {
            const node = document.querySelector(selector);
            if (!node) return false;
            const box = JSON.stringify(node.getBoundingClientRect());
            const still = window.__sbLastBox === box;
            window.__sbLastBox = box;
            return still;
        }""",
        arg=selector,
        polling=100,
        timeout=20_000,
    )


def click_move(page: Any, game: str, lesson_id: str, made: list[str], move: str) -> None:
    """Make ``move`` as a player would: pick the board elements it concerns one after the
    other (select, then target), then its choice in the chooser, or its button when nothing
    on the board concerns it."""
    item = lesson(game, lesson_id)
    assert item is not None
    state = attempt(item, made).state
    spec = get_game(game)
    ids = spec.move_targets(state, spec.parse_move(state, move))
    step = page.get_attribute(APP, "data-step")
    on_board = [i for i in ids if page.query_selector(f'#sb-board [id="{i}"]') is not None]
    if not on_board:
        page.click(f'#sb-learn-actions button[data-move="{move}"]')
        return
    for target in on_board:
        if page.is_visible(f'#sb-chooser button[data-move="{move}"]'):
            break
        if page.get_attribute(APP, "data-step") != step:
            return
        # the board's keyboard path (Tab to an element, Enter): the same selection as a click,
        # on the element itself whatever its label's extent (mouse hit areas have their own
        # tests in test_board_clicks.py and test_boards_b.py)
        selector = f'#sb-board [id="{target}"]'
        wait_still(page, selector)
        page.focus(selector)
        page.keyboard.press("Enter")
    if page.is_visible(f'#sb-chooser button[data-move="{move}"]'):
        page.click(f'#sb-chooser button[data-move="{move}"]')


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(("game", "lesson_id"), LESSONS)
def test_each_lesson_played_by_clicking(
    browser: Any, server: ServerProcess, game: str, lesson_id: str, lang: str
) -> None:
    context = browser.new_context(viewport={"width": 1366, "height": 768})
    context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(f"{server.url}/learn/{game}/{lesson_id}")
        wait_step(page, 0)
        steps = next(item for item in lessons(game) if item.id == lesson_id).steps
        for index, step in enumerate(steps):
            click_move(page, game, lesson_id, [s.expect[0] for s in steps[:index]], step.expect[0])
            wait_step(page, index + 1)
            assert page.get_attribute(APP, "data-verdict") == "right"
            assert page.inner_text("#sb-learn-text") == step.explain[lang]
        assert page.get_attribute(APP, "data-finished") == "1"
    finally:
        context.close()
    assert not errors, errors


def test_a_wrong_try_shows_the_hint_and_keeps_the_position(
    page: Any, server: ServerProcess
) -> None:
    page.goto(f"{server.url}/learn/cartagena/tortuga-three-sabres")
    wait_step(page, 0)
    before = page.inner_html("#sb-board")
    click_move(page, "cartagena", "tortuga-three-sabres", [], "back 17")
    page.wait_for_function(
        "() => document.querySelector('#sb-learn-app').dataset.verdict === 'wrong'"
    )
    assert "entrance" in page.inner_text("#sb-learn-text")
    cost = page.inner_text("#sb-learn-cost")
    assert "Your move:" in cost
    assert "Pirates in the fortress" in cost
    assert page.get_attribute(APP, "data-step") == "0"
    assert page.inner_html("#sb-board").count("<circle") == before.count("<circle")


def test_the_board_rests_while_a_try_is_judged(page: Any, server: ServerProcess) -> None:
    """Nothing can be picked while the server judges a try (a pick meanwhile would open a
    chooser the answer then closes); the answer gives the next step's targets."""
    game, lesson_id = LESSONS[0]
    page.goto(f"{server.url}/learn/{game}/{lesson_id}")
    wait_step(page, 0)
    held = hold_requests(page, "**/api/learn/**")
    first = next(item for item in lessons(game) if item.id == lesson_id).steps[0]
    click_move(page, game, lesson_id, [], first.expect[0])
    try_ = wait_held(page, held)
    assert page.locator("#sb-board .sb-target").count() == 0
    try_.continue_()
    wait_step(page, 1)
    if page.get_attribute(APP, "data-finished") != "1":
        page.wait_for_selector("#sb-board .sb-target")
