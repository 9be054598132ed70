"""Help on every piece, in the browser (issue 32): on a table of every game, pointing at each
piece of the board (desktop, English) shows its help beside it, never over it; a long press
on the phone (Russian) shows it too and plays nothing; keyboard focus shows it and describes the
piece (``aria-describedby``); Escape closes it."""

from __future__ import annotations

from typing import Any

import pytest
from play import wait_my_turn_or_end
from tables import DESKTOP, PHONE, create

from seaboard.server.process import ServerProcess
from tests.games.test_piece_help import HELPED

pytestmark = pytest.mark.browser

WAIT_MS = 30_000
PHONE_PRESSES = 4
TAB_LIMIT = 80

# each piece whose centre is in the board's view and reaches it: id, centre, size
PIECES = """() => {
  const view = document.querySelector('#sb-board').getBoundingClientRect();
  const nodes = [...document.querySelectorAll('#sb-board svg [data-help]')];
  nodes.forEach((n, i) => { n.dataset.probe = String(i); });
  return nodes.map((n, i) => {
    const b = n.getBoundingClientRect();
    const x = b.x + b.width / 2, y = b.y + b.height / 2;
    const inside = b.width > 0 && x > view.left + 4 && x < view.right - 4
      && y > view.top + 4 && y < view.bottom - 4;
    const hit = inside ? document.elementFromPoint(x, y) : null;
    const reached = hit && hit.closest('[data-help]');
    return { probe: String(i), x, y, w: b.width, h: b.height,
             reached: reached ? reached.dataset.probe : null };
  }).filter(p => p.reached !== null);
}"""

SHOWN = """(probe) => {
  const tip = document.querySelector('#sb-help');
  const node = document.querySelector(`[data-probe="${probe}"]`);
  return !tip.hidden && node && tip.textContent === node.dataset.help;
}"""

# what a press could have changed: the table's version and the board's selection
PLAYED = """() => [document.querySelector('#sb-table-app').dataset.version,
  document.querySelector('#sb-board').dataset.selection]"""

# the help box's rectangle against its piece's: true when they do not overlap
APART = """(probe) => {
  const t = document.querySelector('#sb-help').getBoundingClientRect();
  const b = document.querySelector(`[data-probe="${probe}"]`).getBoundingClientRect();
  return t.right <= b.left + 1 || t.left >= b.right - 1 || t.bottom <= b.top + 1
    || t.top >= b.bottom - 1;
}"""


def _open(browser: Any, server: ServerProcess, game: str, size: dict[str, Any], lang: str) -> Any:
    context = browser.new_context(**size, locale=lang)
    context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    page = context.new_page()
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    table = create(server, game, me=True)
    page.goto(f"{server.url}{table['seat_url']}")
    page.wait_for_selector("#sb-board svg [data-help]", state="attached", timeout=WAIT_MS)
    wait_my_turn_or_end(page)
    page.errors = errors
    return page


@pytest.mark.parametrize("game", HELPED)
def test_pointing_at_every_piece_shows_its_help_beside_it(
    browser: Any, server: ServerProcess, game: str
) -> None:
    page = _open(browser, server, game, DESKTOP, "en")
    pieces = page.evaluate(PIECES)
    assert pieces, game
    small = 0.3 * page.viewport_size["height"]
    for piece in pieces:
        page.mouse.move(piece["x"], piece["y"])
        page.wait_for_function(SHOWN, arg=piece["reached"], timeout=WAIT_MS)
        if piece["reached"] == piece["probe"] and max(piece["w"], piece["h"]) < small:
            assert page.evaluate(APART, piece["probe"]), (game, piece)
    page.mouse.move(1, 1)
    page.wait_for_selector("#sb-help", state="hidden", timeout=WAIT_MS)
    assert not page.errors
    page.context.close()


@pytest.mark.parametrize("game", HELPED)
def test_a_long_press_on_the_phone_explains_and_plays_nothing(
    browser: Any, server: ServerProcess, game: str
) -> None:
    page = _open(browser, server, game, PHONE, "ru")
    cdp = page.context.new_cdp_session(page)
    pieces = list({p["reached"]: p for p in page.evaluate(PIECES)}.values())[:PHONE_PRESSES]
    assert pieces, game
    for piece in pieces:
        before = page.evaluate(PLAYED)
        point = [{"x": piece["x"], "y": piece["y"]}]
        cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
        page.wait_for_function(SHOWN, arg=piece["reached"], timeout=WAIT_MS)
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        text = page.text_content("#sb-help") or ""
        assert any("а" <= ch <= "я" for ch in text.lower()), text
        assert page.evaluate(PLAYED) == before, (game, piece)
        page.keyboard.press("Escape")
        page.wait_for_selector("#sb-help", state="hidden", timeout=WAIT_MS)
    assert not page.errors
    page.context.close()


@pytest.mark.parametrize("game", HELPED)
def test_keyboard_focus_shows_and_escape_closes_the_help(
    browser: Any, server: ServerProcess, game: str
) -> None:
    page = _open(browser, server, game, DESKTOP, "en")
    for _ in range(TAB_LIMIT):
        page.keyboard.press("Tab")
        if page.evaluate("() => !!document.activeElement.closest('#sb-board [data-help]')"):
            break
    else:
        pytest.fail(f"{game}: no piece with help is reached by Tab")
    described = page.evaluate(
        "() => { const n = document.activeElement.closest('[data-help]');"
        " const tip = document.querySelector('#sb-help');"
        " return [n.getAttribute('aria-describedby'), tip.hidden, tip.textContent,"
        " n.dataset.help]; }"
    )
    assert described[0] == "sb-help"
    assert described[1] is False
    assert described[2] == described[3]
    page.keyboard.press("Escape")
    page.wait_for_selector("#sb-help", state="hidden", timeout=WAIT_MS)
    assert not page.errors
    page.context.close()
