"""The table page as a player meets it, for every game, on a 1366×768 desktop and a 390×844
touch phone: a panel per seat in the seat's board colour, the decision above the board,
words in both languages (no English left on the Russian page, no notation as labels), the
end screen with the score broken down by source; axe-core finds no serious problem."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from checks import (
    colours_agree,
    doubled_names,
    notation_labels,
    raw_log,
    same_words,
    serious_violations,
    texts,
)
from play import APP, click_one_move, hold_requests, wait_held, wait_my_turn_or_end
from tables import SIZES, create, short_options

import seaboard
from seaboard.server.process import ServerProcess
from tests.support.waiting import until

pytestmark = pytest.mark.browser
GAMES = seaboard.list_games()
FINISH_S = 180


def open_page(browser: Any, url: str, size: str, lang: str) -> Any:
    context = browser.new_context(locale=lang, bypass_csp=True, **SIZES[size])
    context.add_cookies([{"name": "lang", "value": lang, "url": url.split("/t/")[0]}])
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.errors = errors
    page.goto(url)
    return page


def close(page: Any) -> None:
    errors = page.errors
    page.context.close()
    assert not errors, errors


@pytest.fixture(scope="module")
def finished(server: ServerProcess) -> dict[str, str]:
    """One finished table per game (bots only), created together so the bots play at once."""
    tables = {game: create(server, game, me=False)["id"] for game in GAMES}
    for table in tables.values():
        wait_finished(server, table)
    return tables


def wait_finished(server: ServerProcess, table: str) -> None:
    until(
        lambda: httpx.get(f"{server.url}/api/tables/{table}").json()["status"] == "finished",
        "the bots finish the short game",
        FINISH_S,
    )


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("game", GAMES)
def test_table_in_play(browser: Any, server: ServerProcess, game: str, size: str) -> None:
    table = create(server, game, me=True)
    link = server.url + table["seat_url"]
    problems: list[str] = []  # the game's words and board: every finding at once
    english = open_page(browser, link, size, "en")
    try:
        assert wait_my_turn_or_end(english) == "playing"
        width = SIZES[size]["viewport"]["width"]
        assert english.evaluate("() => document.documentElement.scrollWidth") <= width
        if size == "desktop":
            assert english.locator("#sb-board").bounding_box()["width"] >= 900
        assert english.locator("#sb-panels .panel").count() == table["players"]
        assert "Ann" in english.inner_text("#sb-panels .panel[data-seat='0']")
        assert english.locator("#sb-panels .panel.to-move[data-seat='0']").count() == 1
        prompt = english.inner_text("#sb-status .prompt-text")
        assert len(prompt) > 3
        assert "null" not in prompt
        assert "undefined" not in prompt
        problems += colours_agree(english)
        problems += [f"notation as a label: {x}" for x in notation_labels(english)]
        problems += [f"notation in the log: {x}" for x in raw_log(english)]
        words_en = texts(english)
        click_one_move(english)
        words_en += texts(english)
    finally:
        close(english)
    russian = open_page(browser, link, size, "ru")
    try:
        wait_my_turn_or_end(russian)
        assert "Ann" in russian.inner_text("#sb-panels")
        same = same_words(words_en, texts(russian))
        if same:
            problems.append(f"the same in English and Russian: {sorted(same)[:30]}")
    finally:
        close(russian)
    assert not problems, problems


@pytest.mark.parametrize("size", ["desktop", "phone"])
@pytest.mark.parametrize("game", GAMES)
def test_end_screen(
    browser: Any, server: ServerProcess, finished: dict[str, str], game: str, size: str
) -> None:
    link = f"{server.url}/t/{finished[game]}"
    pages = {lang: open_page(browser, link, size, lang) for lang in ("en", "ru")}
    problems: list[str] = []
    try:
        words = {}
        for lang, page in pages.items():
            page.wait_for_selector("#sb-result:not([hidden])")
            assert page.get_attribute(APP, "data-status") == "finished"
            players = page.locator("#sb-panels .panel").count()
            assert page.locator("#sb-result .places li").count() == players
            assert page.inner_text("#sb-result .reason").strip()
            assert page.locator("#sb-board svg").count() == 1
            assert page.locator("#sb-all-moves:not([hidden])").count() == 0
            rows = page.locator(
                "#sb-result table.breakdown tbody tr:not(.time-row):not(.moves-row)"
            )
            if rows.count() < 2:
                problems.append(f"{lang}: no score breakdown (only the totals)")
            words[lang] = texts(page)
            problems += [f"notation in the log: {x}" for x in raw_log(page)]
            problems += [f"a name twice in the log: {x}" for x in doubled_names(page)]
        same = same_words(words["en"], words["ru"])
        if same:
            problems.append(f"the same in English and Russian: {sorted(same)[:30]}")
    finally:
        for page in pages.values():
            close(page)
    assert not problems, problems


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_end_screen_of_a_full_table_shows_every_seat(
    browser: Any, server: ServerProcess, size: str
) -> None:
    seats = [{"kind": "bot", "level": "0"}] * seaboard.get_game("cartagena").max_players
    body = {"game": "cartagena", "seats": seats, "options": short_options("cartagena")}
    table = httpx.post(f"{server.url}/api/tables", json=body, timeout=30).json()["id"]
    wait_finished(server, table)
    page = open_page(browser, f"{server.url}/t/{table}", size, "ru")
    try:
        page.wait_for_selector("#sb-result:not([hidden])")
        width = SIZES[size]["viewport"]["width"]
        headers = page.locator("#sb-result table.breakdown thead th")
        assert headers.count() == len(seats) + 1
        for index in range(headers.count()):
            box = headers.nth(index).bounding_box()
            assert box is not None
            assert 0 <= box["x"] <= box["x"] + box["width"] <= width
        scroll = page.locator("#sb-result .table-scroll")
        assert scroll.evaluate("e => e.scrollWidth <= e.clientWidth")  # no column hidden
    finally:
        close(page)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_accessibility(
    browser: Any, server: ServerProcess, finished: dict[str, str], lang: str
) -> None:
    table = finished["cartagena"]
    found = {}
    for path, ready in (
        ("/", "#sb-lists"),
        ("/new?game=pirates", "#sb-create"),
        (f"/t/{table}", "#sb-result:not([hidden])"),
        (f"/t/{table}/replay", "#sb-board svg"),
    ):
        page = open_page(browser, server.url + path, "desktop", lang)
        try:
            page.wait_for_selector(ready)
            found[path] = serious_violations(page)
        finally:
            close(page)
    assert not any(found.values()), found


def test_board_patch_morph_and_refresh(browser: Any, server: ServerProcess) -> None:
    """A board patch on the board held is applied and morphs the SVG in place (an element
    keeps its identity); a patch on another base is refused, so the page asks for a refresh."""
    table = create(server, "packet_row", me=True)
    page = open_page(browser, server.url + table["seat_url"], "desktop", "en")
    try:
        wait_my_turn_or_end(page)
        result = page.evaluate(
            """async () => {
              const { applyPatch, tokens } = await import('/static/table/patch.js');
              const { Board, morphReady } = await import('/static/table/board.js');
              await morphReady;
              const base = '<svg viewBox="0 0 10 10"><g id="a"><rect/></g><text>x</text></svg>';
              const ops = [[1, 3, ['<g id="b">', '<circle/>']], [4, 5, ['<text>y']]];
              const box = document.createElement('div');
              document.body.append(box);
              const board = new Board(box);
              board.update({svg: base, version: 3});
              const text = box.querySelector('text');
              const applied = board.update({svg_patch: {base: 3, ops}, svg_version: 4});
              const refused = board.update({svg_patch: {base: 9, ops: []}, svg_version: 10});
              const result = {
                count: tokens(base).length, patched: applyPatch(base, ops), applied, refused,
                held: board.text, version: board.version, kept: box.querySelector('text') === text,
                circle: box.querySelectorAll('#b circle').length,
              };
              box.remove();
              return result;
            }"""
        )
        assert result == {
            "count": 7,
            "patched": '<svg viewBox="0 0 10 10"><g id="b"><circle/></g><text>y</text></svg>',
            "applied": True,
            "refused": False,
            "held": '<svg viewBox="0 0 10 10"><g id="b"><circle/></g><text>y</text></svg>',
            "version": 4,
            "kept": True,
            "circle": 1,
        }
    finally:
        close(page)


@pytest.mark.parametrize("answer", ["accepted", "refused"])
def test_a_move_on_its_way_rests_the_board(
    browser: Any, server: ServerProcess, answer: str
) -> None:
    """While a move is on its way nothing more can be chosen: no board target, no prompt
    button, no "All moves" list (a second choice would open a dialog the answer then closes).
    The answer brings the next position; a refusal gives the choices back with its reason."""
    table = create(server, "cartagena", me=True)
    page = open_page(browser, server.url + table["seat_url"], "desktop", "en")
    held = hold_requests(page, "**/api/tables/*/moves")
    try:
        wait_my_turn_or_end(page)
        page.wait_for_selector("#sb-board .sb-target")
        before = int(page.get_attribute(APP, "data-version") or -1)
        page.click("#sb-all-moves summary")
        page.click("#sb-moves button.move >> nth=0")
        posted = wait_held(page, held)
        assert page.get_attribute("#sb-board", "aria-busy") == "true"
        assert page.locator("#sb-board .sb-target").count() == 0
        assert page.is_hidden("#sb-prompt-actions")
        assert page.is_hidden("#sb-all-moves")
        if answer == "accepted":
            posted.continue_()
            page.wait_for_function(
                "(v) => Number(document.querySelector('#sb-table-app').dataset.version) !== v",
                arg=before,
            )
        else:
            error = {"error": {"code": "illegal_move", "message": "that move is not legal now"}}
            posted.fulfill(status=400, json=error)
            page.wait_for_selector("#sb-notice:not([hidden])")
            assert "not legal" in page.inner_text("#sb-notice")
            assert int(page.get_attribute(APP, "data-version") or -1) == before
        page.wait_for_function("() => document.querySelector('#sb-board').ariaBusy === 'false'")
        if page.get_attribute(APP, "data-my-turn") == "1":
            page.wait_for_selector("#sb-board .sb-target")
    finally:
        close(page)


def test_a_white_seat_gets_a_visible_edge(page: Any, server: ServerProcess) -> None:
    """A seat colour nearly as light as the page (Black Fleet's white fleet) is edged in slate
    where it marks the turn (the panel's ring, the prompt's stripe); others keep their own."""
    page.goto(server.url + "/")
    edges = page.evaluate(
        """async () => {
          const { edgeOf } = await import('/static/table/seats.js');
          return ['#f4f4f4', '#ffffff', '#e67e22', '#1b1b1b', 'teal'].map(edgeOf);
        }"""
    )
    assert edges == ["#5d6d7e", "#5d6d7e", "#e67e22", "#1b1b1b", "teal"]
    table = create(server, "black_fleet", me=False)
    page.goto(f"{server.url}/t/{table['id']}")
    page.wait_for_selector("#sb-panels .panel")
    styles = page.eval_on_selector_all(
        "#sb-panels .panel",
        "panels => panels.map(p => [p.style.getPropertyValue('--seat').trim(),"
        " p.style.getPropertyValue('--seat-edge').trim()])",
    )
    assert ["#f4f4f4", "#5d6d7e"] in styles  # the white fleet's panel
    assert all(edge == seat for seat, edge in styles if seat != "#f4f4f4")
