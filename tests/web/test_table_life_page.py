"""The life of a table in Chromium: chat between two players and a spectator, a private table
joined by its invitation link, leaving before the start, a rematch at a new table, and a
selection being made that survives another seat being handed to a bot."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from play import APP

from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser
GAME = "packet_row"


@contextmanager
def person(browser: Any, locale: str = "en-GB") -> Iterator[Any]:
    """A page of its own (its own storage, like another person's browser); page errors fail."""
    context = browser.new_context(viewport={"width": 1100, "height": 900}, locale=locale)
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.on("dialog", lambda dialog: dialog.accept())
    try:
        yield page
    finally:
        context.close()
    assert not errors, errors


def api_table(server: ServerProcess, **body: Any) -> dict[str, Any]:
    seats = body.pop("seats", [{"kind": "human"}, {"kind": "human"}])
    data = {"game": GAME, "seats": seats, "my_seat": 0, "name": "Ann"} | body
    response = httpx.post(f"{server.url}/api/tables", json=data)
    assert response.status_code == 201, response.text
    return dict(response.json())


def join(server: ServerProcess, table: str, seat: int, name: str) -> str:
    response = httpx.post(
        f"{server.url}/api/tables/{table}/join", json={"seat": seat, "name": name}
    )
    assert response.status_code == 200, response.text
    return str(response.json()["token"])


def status_is(page: Any, status: str, timeout: float = 20_000) -> None:
    page.wait_for_function(
        "(s) => document.querySelector('#sb-table-app').dataset.status === s",
        arg=status,
        timeout=timeout,
    )


def chat_lines(page: Any, count: int) -> list[str]:
    page.wait_for_function(
        "(n) => document.querySelectorAll('#sb-chat-list li').length >= n", arg=count
    )
    return list(page.locator("#sb-chat-list .chat-text").all_inner_texts())


def test_chat_between_two_players_and_a_spectator(browser: Any, server: ServerProcess) -> None:
    created = api_table(server)
    table = created["id"]
    bea_token = join(server, table, 1, "Bea")
    with (
        person(browser) as ann,
        person(browser, "ru-RU") as bea,
        person(browser) as watcher,
    ):
        ann.goto(f"{server.url}{created['seat_url']}")
        bea.goto(f"{server.url}/t/{table}#seat=1&token={bea_token}")
        watcher.goto(f"{server.url}/t/{table}")
        for page in (ann, bea, watcher):
            status_is(page, "playing")
        for page in (ann, watcher):  # the log's tab is shown first; Bea keeps it
            page.click("#sb-talk-chat")
        assert watcher.is_visible("#sb-chat-readonly")
        assert not watcher.is_visible("#sb-chat-form")
        assert "only the players" in watcher.inner_text("#sb-chat-readonly")
        ann.fill("#sb-chat-input", "<b>hello</b> Bea & <img src=x onerror=alert(1)>")
        ann.click("#sb-chat-send")
        # a message while the log is shown counts on the chat's tab until it is opened
        bea.wait_for_selector("#sb-chat-unread:not([hidden])")
        assert bea.inner_text("#sb-chat-unread") == "1"
        assert ann.is_hidden("#sb-chat-unread")
        bea.click("#sb-talk-chat")
        assert bea.is_hidden("#sb-chat-unread")
        assert bea.is_visible("#sb-chat-form")
        assert not bea.is_visible("#sb-chat-readonly")
        for page in (ann, bea, watcher):
            assert chat_lines(page, 1) == ["<b>hello</b> Bea & <img src=x onerror=alert(1)>"]
            assert page.locator("#sb-chat-list b, #sb-chat-list img").count() == 0
        assert ann.input_value("#sb-chat-input") == ""
        bea.fill("#sb-chat-input", "привет")
        bea.press("#sb-chat-input", "Enter")
        assert chat_lines(ann, 2)[-1] == "привет"
        assert watcher.locator("#sb-chat-list .chat-name").all_inner_texts() == ["Ann", "Bea"]
        # a late spectator reads the history; the Russian page counts characters in Russian
        with person(browser) as late:
            late.goto(f"{server.url}/t/{table}")
            assert chat_lines(late, 2) == [
                "<b>hello</b> Bea & <img src=x onerror=alert(1)>",
                "привет",
            ]
        bea.fill("#sb-chat-input", "ы" * 279)
        assert bea.inner_text("#sb-chat-left") == "Остался 21 символ"
        bea.fill("#sb-chat-input", "ы" * 298)
        assert bea.inner_text("#sb-chat-left") == "Осталось 2 символа"
        bea.fill("#sb-chat-input", "ы" * 295)
        assert bea.inner_text("#sb-chat-left") == "Осталось 5 символов"
        # over the rate limit the writer is told how long to wait
        for n in range(4):
            bea.fill("#sb-chat-input", f"m{n}")
            bea.click("#sb-chat-send")
            chat_lines(ann, 3 + n)
        bea.fill("#sb-chat-input", "one too many")
        bea.click("#sb-chat-send")
        bea.wait_for_selector(".chat-error:not([hidden])")
        assert "подождите" in bea.inner_text(".chat-error")


def test_private_table_joined_by_its_link(browser: Any, server: ServerProcess) -> None:
    with person(browser) as ann, person(browser) as bea:
        ann.goto(f"{server.url}/new?game={GAME}")
        ann.select_option("#sb-players", "2")
        ann.select_option("select[name=seat_1]", "human")
        ann.fill("input[name=name]", "Ann")
        ann.check("#sb-private")
        ann.click("#sb-create")
        status_is(ann, "waiting")
        table = str(ann.get_attribute(APP, "data-table"))
        assert ann.is_visible("#sb-private-note")
        link = str(ann.get_attribute("#sb-copy-private-invite", "data-invite"))
        assert link.startswith(f"{server.url}/t/{table}#invite=")
        lobby = httpx.get(f"{server.url}/api/tables").json()
        assert table not in [t["id"] for t in lobby["waiting"]]
        # the table's address alone does not seat anyone
        bea.goto(f"{server.url}/t/{table}")
        bea.wait_for_selector("#sb-join form")
        bea.fill("#sb-join input[name=name]", "Bea")
        bea.click("#sb-join button[type=submit]")
        bea.wait_for_selector("#sb-notice.error:not([hidden])")
        assert "invitation link" in bea.inner_text("#sb-notice")
        # the invitation link does
        bea.goto(link)
        bea.wait_for_selector("#sb-join form")
        assert "#" not in bea.url  # the invitation left the address bar
        bea.fill("#sb-join input[name=name]", "Bea")
        bea.click("#sb-join button[type=submit]")
        status_is(bea, "playing")
        status_is(ann, "playing")
        assert bea.get_attribute(APP, "data-table") == table


def test_leave_before_the_start(browser: Any, server: ServerProcess) -> None:
    created = api_table(server, seats=[{"kind": "human"}] * 3)
    table = created["id"]
    with person(browser) as ann, person(browser) as bea:
        ann.goto(f"{server.url}{created['seat_url']}")
        status_is(ann, "waiting")
        bea.goto(f"{server.url}/t/{table}?join=1")
        bea.wait_for_selector("#sb-join form")
        bea.fill("#sb-join input[name=name]", "Bea")
        bea.click("#sb-join button[type=submit]")
        bea.wait_for_selector("#sb-leave-waiting")
        state = httpx.get(f"{server.url}/api/tables/{table}").json()
        assert state["seats"][1]["claimed"]
        bea.click("#sb-leave-waiting")
        bea.wait_for_selector("#sb-join form")  # a visitor again, the seat open
        assert not bea.is_visible("#sb-leave-waiting")
        state = httpx.get(f"{server.url}/api/tables/{table}").json()
        assert (state["status"], state["seats"][1]["claimed"]) == ("waiting", False)
        # the host leaves alone: the table closes
        ann.click("#sb-leave-waiting")
        status_is(ann, "closed")
        ann.wait_for_selector("#sb-closed")
        status_is(bea, "closed")
        assert not bea.is_visible("#sb-join")


def test_rematch_at_a_new_table(browser: Any, server: ServerProcess) -> None:
    created = api_table(
        server,
        seats=[{"kind": "human"}, {"kind": "bot", "level": "0", "name": "Robo"}],
        replacement_level="0",
    )
    table = created["id"]
    with person(browser) as ann, person(browser) as watcher:
        ann.goto(f"{server.url}{created['seat_url']}")
        watcher.goto(f"{server.url}/t/{table}")
        status_is(ann, "playing")
        # Ann hands her seat to a bot, which plays the game to its end
        response = httpx.post(
            f"{server.url}/api/tables/{table}/leave",
            json={"seat": 0},
            headers={"X-Seat-Token": created["token"]},
        )
        assert response.status_code == 200
        status_is(ann, "finished", timeout=120_000)
        status_is(watcher, "finished")
        assert not watcher.is_visible("#sb-rematch")
        assert ann.locator("#sb-result #sb-rematch").is_visible()  # in the result box, in view
        ann.click("#sb-rematch")
        watcher.wait_for_selector("#sb-rematch-watch")  # told over the socket
        ann.wait_for_selector("#sb-rematch-take")
        new = str(watcher.get_attribute("#sb-rematch-watch", "href")).removeprefix("/t/")
        assert new != table
        ann.click("#sb-rematch-take")
        ann.wait_for_function(
            "(t) => document.querySelector('#sb-table-app').dataset.table === t", arg=new
        )
        status_is(ann, "playing")  # Robo's seat was taken already: the game starts
        state = httpx.get(f"{server.url}/api/tables/{new}").json()
        assert [(s["name"], s["kind"]) for s in state["seats"]] == [
            ("Ann", "human"),
            ("Robo", "bot"),
        ]
        assert state["rematch_of"] == table
        watcher.click("#sb-rematch-watch")
        status_is(watcher, "playing")


def test_a_seat_handed_to_a_bot_keeps_the_selection_being_made(
    browser: Any, server: ServerProcess
) -> None:
    created = api_table(server, game="cartagena", options={"first_seat": 0}, replacement_level="0")
    table = created["id"]
    bea_token = join(server, table, 1, "Bea")
    with person(browser) as ann:
        ann.goto(f"{server.url}{created['seat_url']}")
        ann.wait_for_function(
            "() => document.querySelector('#sb-table-app').dataset.myTurn === '1'"
        )
        ann.click("#sb-board #start")  # the pirates' stack: a card to play is asked next
        ann.wait_for_selector("#sb-board .sb-picked")
        # the table changes (Bea leaves, a bot takes her seat), the position does not
        response = httpx.post(
            f"{server.url}/api/tables/{table}/leave",
            json={"seat": 1},
            headers={"X-Seat-Token": bea_token},
        )
        assert response.status_code == 200
        ann.wait_for_selector("#sb-panels .panel[data-seat='1'] .tag >> text=a bot plays")
        assert ann.locator("#sb-board .sb-picked").evaluate_all("ns => ns.map(n => n.id)") == [
            "start"
        ]
        assert ann.locator("#sb-board .sb-target[id^='card-']").count() > 0


def test_every_seat_shows_whether_its_person_is_here(browser: Any, server: ServerProcess) -> None:
    """Presence (issue 33): a seat whose person has the table open reads "online"; when the
    tab closes it reads "away", on the other player's page and a spectator's."""
    created = api_table(server)
    table = created["id"]
    bea_token = join(server, table, 1, "Bea")
    seat = "#sb-panels [data-seat='{}'] [data-presence='{}']"
    with person(browser) as ann, person(browser) as watcher:
        ann.goto(f"{server.url}{created['seat_url']}")
        watcher.goto(f"{server.url}/t/{table}")
        status_is(ann, "playing")
        for page in (ann, watcher):
            page.wait_for_selector(seat.format(0, "online"))
            page.wait_for_selector(seat.format(1, "away"))
        with person(browser) as bea:
            bea.goto(f"{server.url}/t/{table}#seat=1&token={bea_token}")
            for page in (ann, watcher):
                page.wait_for_selector(seat.format(1, "online"))
        for page in (ann, watcher):
            page.wait_for_selector(seat.format(1, "away"))
        assert watcher.inner_text(seat.format(0, "online")) == "online"
