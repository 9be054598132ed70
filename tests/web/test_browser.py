"""End to end in headless Chromium: create tables in the lobby, play by clicking the board,
read the result, step through the replay; a smoke path for every registered game."""

from __future__ import annotations

import time
from typing import Any

import httpx
import pytest
from play import APP, REACTED, click_one_move, page_state, play_to_end, wait_my_turn_or_end

import seaboard
from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser


def new_table(
    page: Any, server: ServerProcess, game: str, players: int, bot: str = "bot1", rounds: int = 0
) -> str:
    page.goto(f"{server.url}/new?game={game}")
    page.select_option("#sb-players", str(players))
    for seat in range(1, players):
        page.select_option(f"select[name=seat_{seat}]", bot)
    page.fill("input[name=name]", "Ann")
    if rounds:
        page.click("details.options summary")
        page.fill("input[name=opt_max_rounds]", str(rounds))
    page.click("#sb-create")
    page.wait_for_selector("#sb-board svg")
    assert "#" not in page.url  # the seat token left the address bar
    return str(page.get_attribute(APP, "data-table"))


def test_cartagena_against_bots_to_the_end(page: Any, server: ServerProcess) -> None:
    table = new_table(page, server, "cartagena", 3, rounds=4)
    assert page.inner_text("#sb-panels").count("Ann") == 1
    counts = play_to_end(page, prefer=("card-",))
    assert counts["board"] + counts["chooser"] > 0
    # the result
    page.wait_for_selector("#sb-result:not([hidden])")
    result = page.inner_text("#sb-result")
    assert "Winner" in result
    assert page.locator("#sb-result .places li").count() == 3
    assert page.inner_text("#sb-status") == "The game is over"
    assert page.locator("#sb-all-moves:not([hidden])").count() == 0  # no empty move list
    assert page.locator("#sb-log li").count() > 20
    log_size = len(httpx.get(f"{server.url}/api/tables/{table}").json()["log"])
    # the replay: step, jump, download
    page.click("#sb-replay-link")
    page.wait_for_selector("#sb-board svg")
    page.wait_for_function(
        "() => document.querySelector('#sb-replay-app').dataset.ply !== undefined"
    )
    total = int(page.get_attribute("#sb-replay-app", "data-ply"))
    assert total == log_size
    page.click("#sb-first")
    page.wait_for_function("() => document.querySelector('#sb-replay-app').dataset.ply === '0'")
    page.click("#sb-next")
    page.wait_for_function("() => document.querySelector('#sb-replay-app').dataset.ply === '1'")
    assert page.locator("#sb-log li").count() == 1
    assert page.locator("#sb-replay-app .board-tools button").count() == 3
    page.keyboard.press("End")
    page.wait_for_function(
        f"() => document.querySelector('#sb-replay-app').dataset.ply === '{total}'"
    )
    record = page.request.get(f"{server.url}/api/tables/{table}/record?format=text").text()
    assert record.startswith('[Game "cartagena"]')
    assert page.get_attribute("#sb-download-text", "href").endswith("format=text")


def test_phone_keyboard_and_russian(browser: Any, server: ServerProcess) -> None:
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="ru-RU")
    page = context.new_page()
    try:
        page.goto(server.url + "/")
        assert "Новый стол" in page.inner_text("header")
        new_table(page, server, "cartagena", 2)
        wait_my_turn_or_end(page)
        assert page.inner_text("#sb-status .turn-badge") == "Ваш ход!"
        width = page.evaluate("() => document.documentElement.scrollWidth")
        assert width <= 390 + 1  # nothing sticks out on a phone-sized screen
        before = int(page.get_attribute(APP, "data-version"))
        # select, then target by keyboard: Enter on a card, then on a pirate (Enter in the
        # chooser when it opens: its first choice has the focus)
        for _ in range(4):
            if int(page.get_attribute(APP, "data-version")) > before:
                break
            state = page_state(page)
            if page.is_visible("#sb-chooser"):
                page.keyboard.press("Enter")
            else:
                page.focus("#sb-board .sb-target")
                page.keyboard.press("Enter")
            page.wait_for_function(REACTED, arg=state)
        page.wait_for_function(
            f"() => Number(document.querySelector('#sb-table-app').dataset.version) > {before}"
        )
        assert "Бот 2" in page.inner_text("#sb-panels")
        assert "Юнга (уровень 1)" in page.inner_text("#sb-panels")  # the level by name
        page.click("a[data-lang=en]")
        page.wait_for_selector("#sb-board svg")
        assert "New table" in page.inner_text("header")
    finally:
        context.close()


def test_a_friend_joins_by_the_lobby(browser: Any, server: ServerProcess) -> None:
    host = browser.new_context().new_page()
    guest = browser.new_context().new_page()
    host.goto(f"{server.url}/new?game=cartagena")
    host.select_option("#sb-players", "2")
    host.select_option("select[name=seat_1]", "human")
    host.click("#sb-create")
    host.wait_for_selector("#sb-status")
    table = host.get_attribute(APP, "data-table")
    host.wait_for_selector("#sb-links button.invite[data-seat='1']")
    guest.goto(server.url + "/")
    guest.click(f"#sb-lists a[href='/t/{table}'] >> nth=0")
    guest.wait_for_selector("#sb-join select[name=seat]")
    assert guest.input_value("#sb-join select[name=seat]") == "1"
    guest.goto(f"{server.url}/t/{table}?join=1")  # the invitation link names the seat
    guest.wait_for_selector("#sb-join select[name=seat]")
    assert guest.input_value("#sb-join select[name=seat]") == "1"
    guest.fill("#sb-join input[name=name]", "Bea")
    guest.click("#sb-join button")
    guest.wait_for_selector("#sb-board svg")
    host.wait_for_selector("#sb-board svg")
    assert "Bea" in host.inner_text("#sb-panels")
    mover = host if host.get_attribute(APP, "data-my-turn") == "1" else guest
    other = guest if mover is host else host
    old = int(other.get_attribute(APP, "data-version"))
    click_one_move(mover, prefer=("card-",))
    other.wait_for_function(
        f"() => Number(document.querySelector('#sb-table-app').dataset.version) > {old}"
    )
    host.context.close()
    guest.context.close()


@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_every_game_smoke(page: Any, server: ServerProcess, game_id: str) -> None:
    spec = seaboard.get_game(game_id)
    table = new_table(page, server, game_id, spec.min_players)
    for _ in range(6):
        if wait_my_turn_or_end(page) == "finished":
            break
        click_one_move(page)
    if page.get_attribute(APP, "data-status") != "finished":
        page.on("dialog", lambda dialog: dialog.accept())
        page.click("#sb-leave")  # a bot takes the seat and plays on
        # the seat may be reclaimed while the game goes on (the bots may also end it at once:
        # a Pirates treasure galleon can sink in the first storm)
        page.wait_for_function(
            "() => !document.querySelector('#sb-reclaim').hidden"
            f" || document.querySelector('{APP}').dataset.status === 'finished'"
        )
        seats = httpx.get(f"{server.url}/api/tables/{table}").json()["seats"]
        assert seats[0]["replaced"]  # Ann's seat went to a bot, finished or not
        page.goto(server.url + "/")
        end = time.monotonic() + 240
        while httpx.get(f"{server.url}/api/tables/{table}").json()["status"] != "finished":
            assert time.monotonic() < end, "the bots did not finish the game"
            time.sleep(0.5)
        page.goto(f"{server.url}/t/{table}")
    page.wait_for_selector("#sb-result:not([hidden])")
    page.click("#sb-replay-link")
    page.wait_for_selector("#sb-board svg")
