"""The lobby in Chromium: a person who holds a seat reads "Your turn" (or "Resume") on their
table where a stranger reads "Watch", and open tables show their free seats; the page stays
usable by keyboard and axe-core finds no serious problem; without JavaScript the cards and
lists are still there."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from checks import serious_violations

from seaboard.server.process import ServerProcess
from tests.support.http_play import play_moves, two_people
from tests.support.waiting import until

pytestmark = pytest.mark.browser
WAIT_MS = 60_000
"""How long the page may take to show an event (the lists refresh every 5 s; CI is busy)."""


@contextmanager
def person(browser: Any, **options: Any) -> Iterator[Any]:
    """A browser of its own (its own localStorage); page errors fail the test."""
    context = browser.new_context(viewport={"width": 1366, "height": 768}, **options)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    try:
        yield page
    finally:
        context.close()
    assert not errors, errors


def action_of(page: Any, table: str) -> Any:
    return page.locator(f"[data-table='{table}'] a.table-action")


def test_a_seat_holder_reads_your_turn_then_resume_and_sees_free_seats(
    browser: Any, server: ServerProcess
) -> None:
    client = httpx.Client(base_url=server.url)
    table, tokens = two_people(client)
    mover = client.get(f"/api/tables/{table}").json()["to_move"]
    seats = [{"kind": "human"}] * 3
    waiting = client.post(
        "/api/tables", json={"game": "cartagena", "seats": seats, "my_seat": 0, "name": "Ann"}
    ).json()
    with person(browser) as page, person(browser) as stranger:
        # the table page keeps the seats it was given (localStorage)
        for link in (f"/t/{table}#seat={mover}&token={tokens[mover]}", waiting["seat_url"]):
            page.goto(server.url + link)
            page.wait_for_selector("#sb-table-app[data-version]")
        page.goto(server.url + "/")
        mine = page.locator("#sb-mine")
        turn = mine.locator(f"[data-table='{table}'] a.table-action")
        turn.wait_for(timeout=WAIT_MS)
        assert turn.inner_text().startswith("Your turn")
        assert turn.get_attribute("href") == f"/t/{table}"
        assert page.locator(f"#sb-lists [data-table='{table}']").count() == 0
        assert "Watch" not in mine.inner_text()
        resume = action_of(page, waiting["id"])
        assert resume.inner_text().startswith("Resume")
        # the stranger watches the game and may join the open table
        stranger.goto(server.url + "/")
        assert stranger.locator("#sb-mine").is_hidden()
        assert action_of(stranger, table).inner_text().startswith("Watch")
        join = action_of(stranger, waiting["id"])
        assert join.inner_text().startswith("Join")
        # free seats at a glance, with words for those who do not see the dots
        for viewer in (page, stranger):
            row = viewer.locator(f"[data-table='{waiting['id']}']")
            dots = row.locator(".seat-dots")
            assert dots.get_attribute("role") == "img"
            assert dots.get_attribute("aria-label") == "1 of 3 seats taken"
            assert row.locator(".dot.free").count() == 2
            assert "2 seats free" in row.inner_text()
        # the move is made elsewhere: the lobby follows, "Resume" replaces "Your turn"
        until(
            lambda: (
                play_moves(client, table, tokens, 1) >= 0
                and client.get(f"/api/tables/{table}").json()["to_move"] != mover
            ),
            "the turn passing to the other person",
        )
        page.wait_for_function(
            f"""() => {{
              const a = document.querySelector("#sb-mine [data-table='{table}'] a.table-action");
              return a !== null && a.dataset.action === "resume";
            }}""",
            timeout=WAIT_MS,
        )
        assert "Your turn" not in page.locator("#sb-mine").inner_text()
    client.close()


def test_the_cards_work_by_keyboard_and_pass_axe(browser: Any, server: ServerProcess) -> None:
    with person(browser, bypass_csp=True, locale="ru-RU") as page:
        page.goto(server.url + "/")
        first = page.locator(".game-card a.game-start").first
        first.wait_for()
        names = page.locator(".game-card .game-title").all_inner_texts()
        assert names[0] == "Захват колоний"
        assert names[-1].startswith("Ticket to Ride")
        for image in page.locator(".game-picture").all():
            assert image.get_attribute("alt")
        first.focus()
        page.keyboard.press("Enter")
        page.wait_for_url("**/new?game=colonies")
        page.go_back()
        page.locator(".game-card").first.wait_for()
        page.wait_for_function(
            "() => [...document.images].slice(0, 3).every((i) => i.complete && i.naturalWidth)"
        )
        assert serious_violations(page) == []


def test_without_javascript_the_lobby_still_offers_games_and_tables(
    browser: Any, server: ServerProcess
) -> None:
    with person(browser, java_script_enabled=False) as page:
        page.goto(server.url + "/")
        assert page.locator(".game-card a.game-start").count() >= 6
        assert page.locator("#sb-lists h2").count() == 3
        page.click(".game-card[data-game='pirates'] a.game-start")
        page.wait_for_url("**/new?game=pirates")
