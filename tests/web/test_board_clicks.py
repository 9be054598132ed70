"""Cartagena, Packet Row and Rails & Sails played by clicks alone (issue 13): a whole game
against bots at 1366×768 and 30 decisions on a 390×844 touch phone, clicking only the board,
the player's own cards and the prompt bar's buttons; every clickable element at every step
has a hit area of at least 24×24 CSS px (32×32 on the phone, after the page's zoom to the
targets) and a click on what is drawn of it reaches it; on a phone Cartagena's hand row and
track show together."""

from __future__ import annotations

import json
import random
import time
from typing import Any

import httpx
import pytest
from clicks import MEASURE, Clicks, one_move
from play import wait_my_turn_or_end

from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser

MIN_SIDE = 24.0
MIN_SIDE_PHONE = 32.0
"""On a phone, after the page's own zoom to the targets: a fingertip, more than WCAG's 24."""
GAMES = {
    "cartagena": (3, {"max_rounds": 3}),
    "packet_row": (3, {"max_rounds": 10}),
    "rails_sails": (2, {"max_rounds": 8}),
}
DESKTOP = {"viewport": {"width": 1366, "height": 768}}
PHONE = {
    "viewport": {"width": 390, "height": 844},
    "device_scale_factor": 2,
    "is_mobile": True,
    "has_touch": True,
}


def _table(server: ServerProcess, game: str) -> str:
    players, options = GAMES[game]
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "level": "1"}] * (players - 1)
    response = httpx.post(
        f"{server.url}/api/tables",
        json={"game": game, "seats": seats, "my_seat": 0, "options": options},
    )
    response.raise_for_status()
    return server.url + str(response.json()["seat_url"])


def _open(browser: Any, server: ServerProcess, game: str, size: dict[str, Any]) -> tuple[Any, Any]:
    context = browser.new_context(**size)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.goto(_table(server, game))
    page.wait_for_selector("#sb-board svg")
    return context, (page, errors)


def _report(game: str, size: str, record: Clicks) -> None:
    print(
        json.dumps(
            {
                "game": game,
                "size": size,
                "smallest": round(record.smallest, 1),
                "smallest_id": record.smallest_id,
                "board": record.board,
                "chooser": record.chooser,
                "prompt": record.prompt,
            }
        )
    )


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_whole_game_by_clicks_on_a_desktop(
    browser: Any, server: ServerProcess, game: str
) -> None:
    context, (page, errors) = _open(browser, server, game, DESKTOP)
    rng = random.Random(13)
    record = Clicks()
    end = time.monotonic() + 420
    try:
        width = page.eval_on_selector("#sb-board svg", "s => s.getBoundingClientRect().width")
        assert width >= 900
        while wait_my_turn_or_end(page) != "finished":
            one_move(page, rng, record)
            assert time.monotonic() < end, f"{game} did not end in time: {record}"
        _report(game, "desktop", record)
        assert record.board >= 8
        assert record.smallest >= MIN_SIDE, (record.smallest_id, record.smallest)
        assert not record.unreached, sorted(set(record.unreached))
        assert not errors, errors
    finally:
        context.close()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_thirty_decisions_by_taps_on_a_phone(
    browser: Any, server: ServerProcess, game: str
) -> None:
    context, (page, errors) = _open(browser, server, game, PHONE)
    rng = random.Random(31)
    record = Clicks()
    try:
        decisions = 0
        while decisions < 30 and wait_my_turn_or_end(page) != "finished":
            one_move(page, rng, record, touch=True)
            decisions += 1
        _report(game, "phone", record)
        assert page.evaluate("() => document.documentElement.scrollWidth") <= 391
        assert record.smallest >= MIN_SIDE_PHONE, (record.smallest_id, record.smallest)
        assert not record.unreached, sorted(set(record.unreached))
        assert not errors, errors
    finally:
        context.close()


def test_a_phone_shows_the_cartagena_hand_row_beside_the_track(
    browser: Any, server: ServerProcess
) -> None:
    # the board is nearly as tall as wide: on a phone its viewport is taller, so at the first
    # decision the cards to play (the hand row at the bottom) and the track's first row are
    # in view together, the cards large enough to tap (at 300 px tall the page had to zoom to
    # the cards and the track left the frame)
    context, (page, errors) = _open(browser, server, "cartagena", PHONE)
    try:
        assert wait_my_turn_or_end(page) != "finished"
        cards = [t for t in page.evaluate(MEASURE) if t["id"].startswith("card-") and t["inside"]]
        assert cards
        assert min(min(t["width"], t["height"]) for t in cards) >= MIN_SIDE_PHONE
        view = page.locator("#sb-board").bounding_box()
        first_row = page.locator("#sb-board #space-1").bounding_box()
        assert first_row["y"] >= view["y"], (first_row, view)
        assert not errors, errors
    finally:
        context.close()
