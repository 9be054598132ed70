"""Black Fleet, Pirates and Capture of Colonies played by hand in Chromium (issue 13): a whole
game against bots at 1366x768 and 30 decisions on a 390x844 touch phone, only by clicking the
board, the player's own cards and the prompt bar's buttons; every clickable element of the
board is measured at each decision (at least 24x24 CSS px; 32x32 on the phone after the page's
zoom-to-selection)."""

from __future__ import annotations

import json
import random
import re
from collections.abc import Iterator
from typing import Any

import pytest
from boards import Tally, click_centre, decide, open_table, play, select_piece
from play import wait_my_turn_or_end

from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser

GAMES = {
    "black_fleet": (3, {"max_rounds": 2}),
    "pirates": (2, {"max_rounds": 5}),
    "colonies": (2, {"max_rounds": 5}),
}
DESKTOP = {"viewport": {"width": 1366, "height": 768}}
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
    "device_scale_factor": 2,
}


@pytest.fixture
def context(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    context = browser.new_context(**request.param)
    errors: list[str] = []
    context.on("weberror", lambda error: errors.append(str(error.error)))
    yield context
    context.close()
    assert not errors, errors


@pytest.mark.parametrize("context", [DESKTOP], indirect=True, ids=["desktop"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_by_clicking(context: Any, server: ServerProcess, game: str) -> None:
    page = context.new_page()
    players, options = GAMES[game]
    open_table(page, server, game, players, options)
    width = page.eval_on_selector("#sb-board svg", "svg => svg.getBoundingClientRect().width")
    assert width >= 900
    tally = play(page, random.Random(game))
    page.wait_for_selector("#sb-result:not([hidden])")
    print(f"{game} desktop: {tally}")
    assert tally.board > tally.buttons
    assert tally.dead == 0, tally
    assert tally.smallest >= 24, (tally.smallest, tally.smallest_id)


@pytest.mark.parametrize("context", [PHONE], indirect=True, ids=["phone"])
@pytest.mark.parametrize("game", sorted(GAMES))
def test_thirty_decisions_on_a_phone(context: Any, server: ServerProcess, game: str) -> None:
    page = context.new_page()
    players, options = GAMES[game]
    rng = random.Random(game)
    tally = Tally()
    for _ in range(5):  # a game can end early (a storm sinks the treasure): a new table then
        open_table(page, server, game, players, {**options, "max_rounds": 20})
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
        play(page, rng, touch=True, decisions=30, tally=tally)
        if tally.decisions == 30:
            break
    print(f"{game} phone: {tally}")
    assert tally.decisions == 30
    assert tally.board > 0
    assert tally.dead == 0, tally
    assert tally.smallest >= 32, (tally.smallest, tally.smallest_id)


SHOT = re.compile(r"^(shoot|portfire|also) ")


def _keep_state(states: list[dict[str, Any]], payload: str | bytes) -> None:
    data = json.loads(payload)
    if data.get("type") == "state":
        states.append(data)


@pytest.mark.parametrize("context", [DESKTOP], indirect=True, ids=["desktop"])
def test_a_selected_ship_shows_its_lines_of_fire(context: Any, server: ServerProcess) -> None:
    page = context.new_page()
    states: list[dict[str, Any]] = []
    page.on("websocket", lambda ws: ws.on("framereceived", lambda p: _keep_state(states, p)))
    lines: set[tuple[str, str]] = set()
    aimed: set[str] = set()
    tried: list[str] = []
    # random play may end a game, or select a ship with nothing in range: another table then
    for attempt in range(12):
        open_table(page, server, "colonies", 2, {"max_rounds": 20})
        try:
            ship = select_piece(page, random.Random(attempt), ("ship-",), False, "ship-")
        except AssertionError as error:
            tried.append(str(error))
            continue
        # the units the selected ship may fire at, from the legal moves the page was sent
        aimed = {
            target
            for move in states[-1]["legal"]
            if SHOT.match(move["move"]) and ship in move["targets"]
            for target in move["targets"]
            if target != ship and target.startswith(("ship-", "port-"))
        }
        lines = {
            (line.get_attribute("x2") or "", line.get_attribute("y2") or "")
            for line in page.locator("#sb-board .sb-aim line").all()
        }
        if aimed:
            break
        tried.append(f"{ship} selected, nothing in range")
    assert len(lines) == len(aimed) > 0, tried
    click_centre(page, "#sb-board .sb-picked")  # a second click drops the selection
    page.wait_for_function("() => !document.querySelector('#sb-board .sb-aim')")
    assert page.locator("#sb-board .sb-picked").count() == 0


@pytest.mark.parametrize("context", [PHONE], indirect=True, ids=["phone"])
def test_a_phone_declares_a_sail_from_the_prompt(context: Any, server: ServerProcess) -> None:
    # the spinner (which a tap declares 'move' on) lies beside the map, off a phone's screen:
    # the prompt bar offers the same move as a button
    page = context.new_page()
    open_table(page, server, "pirates", 2, {"max_rounds": 5})
    wait_my_turn_or_end(page)
    decide(page, random.Random(1), Tally(), True, 0.0)  # the treasure galleon, by a tap
    button = page.locator('#sb-prompt-actions button[data-move="move"]')
    button.wait_for(timeout=60_000)
    assert button.inner_text() == "Sail: spin the spinner"
    assert page.locator("#sb-board #spinner.sb-target").count() == 1  # still tappable there
    button.click()
    page.wait_for_function(
        "() => [...document.querySelectorAll('#sb-log .log-text')]"
        ".some(n => n.textContent.includes('will sail'))",
        timeout=60_000,
    )
