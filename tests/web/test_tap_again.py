"""On a touch screen the first tap on a piece only previews its move; the page says in place,
beside the piece, that a second tap plays it (issue 33), and the words go once it is played."""

from __future__ import annotations

from typing import Any

import pytest
from play import wait_my_turn_or_end
from tables import PHONE, create

from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser

WAIT_MS = 30_000
TARGETS = """() => [...document.querySelectorAll('#sb-board .sb-target')].map(n => {
  const b = n.getBoundingClientRect();
  return { id: n.id, x: b.x + b.width / 2, y: b.y + b.height / 2 };
}).filter(p => p.x > 0 && p.x < innerWidth && p.y > 0 && p.y < innerHeight
  && document.elementFromPoint(p.x, p.y)?.closest('.sb-target')?.id === p.id)"""
ARMED = "() => JSON.parse(document.querySelector('#sb-board').dataset.selection || '{}').armed"


def test_a_first_tap_says_tap_again_beside_the_piece(browser: Any, server: ServerProcess) -> None:
    context = browser.new_context(**PHONE, locale="ru")
    context.add_cookies([{"name": "lang", "value": "ru", "url": server.url}])
    page = context.new_page()
    page.goto(server.url + create(server, "cartagena", me=True)["seat_url"])
    wait_my_turn_or_end(page)
    armed = None
    for _ in range(6):  # a card first, then the pirate or space whose move it previews
        targets = page.evaluate(TARGETS)
        assert targets
        target = targets[0]
        page.touchscreen.tap(target["x"], target["y"])
        page.wait_for_function(
            "(id) => { const s = JSON.parse(document.querySelector('#sb-board').dataset.selection"
            " || '{}'); return s.armed === id || (s.picked || []).includes(id)"
            " || document.querySelector('#sb-table-app').dataset.myTurn !== '1'; }",
            arg=target["id"],
            timeout=WAIT_MS,
        )
        armed = page.evaluate(ARMED)
        if armed:
            break
    assert armed, "no tap previewed a move"
    label = page.locator("#sb-tap-again")
    assert label.is_visible()
    assert "ещё раз" in label.inner_text()
    box = label.bounding_box()
    piece = page.locator(f'[id="{armed}"]').bounding_box()
    assert box is not None
    assert piece is not None
    assert abs((box["x"] + box["width"] / 2) - (piece["x"] + piece["width"] / 2)) < 200
    version = page.get_attribute("#sb-table-app", "data-version")
    page.touchscreen.tap(piece["x"] + piece["width"] / 2, piece["y"] + piece["height"] / 2)
    page.wait_for_function(
        "(v) => document.querySelector('#sb-table-app').dataset.version !== v",
        arg=version,
        timeout=WAIT_MS,
    )
    page.wait_for_selector("#sb-tap-again", state="hidden", timeout=WAIT_MS)
    context.close()
