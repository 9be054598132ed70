"""The replay of a finished short game shows the post-game analysis: one chance line per seat,
the marked swings listed with the moves played (and the Captain's preferred move), in the
reader's language; choosing a swing moves the replay to the position before it."""

from __future__ import annotations

from typing import Any

import httpx
import pytest

from seaboard.server.process import ServerProcess
from tests.support.waiting import until

pytestmark = pytest.mark.browser
WAIT_S = 300


def _finished_table(server: ServerProcess) -> str:
    body = {
        "game": "cartagena",
        "seats": [{"kind": "bot", "level": "1"}, {"kind": "bot", "level": "1"}],
        "options": {"max_rounds": 1},
    }
    table: str = httpx.post(f"{server.url}/api/tables", json=body, timeout=30).json()["id"]
    until(
        lambda: httpx.get(f"{server.url}/api/tables/{table}").json()["status"] == "finished",
        "the bots finished the short game",
        WAIT_S,
    )
    return table


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_replay_shows_the_analysis(browser: Any, server: ServerProcess, lang: str) -> None:
    table = _finished_table(server)
    context = browser.new_context(locale=lang, viewport={"width": 1366, "height": 900})
    context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        page.goto(f"{server.url}/t/{table}/replay")
        page.wait_for_function(
            "() => document.querySelector('#sb-analysis').dataset.state !== 'pending'",
            timeout=WAIT_S * 1000,
        )
        assert page.get_attribute("#sb-analysis", "data-state") == "ready"
        assert page.locator("#sb-analysis svg polyline[data-seat]").count() == 2
        title = page.inner_text("#sb-analysis h2")
        assert title == ("Шансы на победу" if lang == "ru" else "Winning chances")
        bot = "Бот" if lang == "ru" else "Bot"
        legend = page.locator("#sb-analysis .analysis-legend li").all_inner_texts()
        assert [text.strip() for text in legend] == [f"{bot} 1", f"{bot} 2"]
        axis = page.locator("#sb-analysis .analysis-axis").all_text_contents()
        assert axis == ["100%", "50%", "0%"]
        swings = page.locator("#sb-analysis-swings li")
        assert page.locator("#sb-analysis circle.analysis-swing").count() == swings.count()
        if swings.count():
            assert swings.first.locator("button").inner_text().split(":")[1].strip().startswith(bot)
            ply = swings.first.get_attribute("data-ply")
            swings.first.locator("button").click()
            page.wait_for_function(
                f"() => document.querySelector('#sb-replay-app').dataset.ply === '{ply}'"
            )
    finally:
        context.close()
    assert not errors, errors
