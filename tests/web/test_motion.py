"""Motion (issue 33): when a ship moves, it glides from its old place to its new one (an
animation runs on it), and under prefers-reduced-motion nothing is animated."""

from __future__ import annotations

from typing import Any

import httpx
import pytest
from tables import DESKTOP

from seaboard.server.process import ServerProcess

pytestmark = pytest.mark.browser

WAIT_MS = 90_000
MOVES = 12
ROUNDS = 60
"""Long enough that the ships still sail when the page has loaded."""
# every Web Animation started on a ship, counted
COUNT = """
window.__glides = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  if (this.closest && this.closest('.ship')) window.__glides++;
  return animate.apply(this, args);
};
"""
VERSION = "() => Number(document.querySelector('#sb-table-app').dataset.version)"


def _watch(browser: Any, server: ServerProcess, motion: str) -> Any:
    """A spectator's page of a Capture of Colonies table of bots, with ``reduced_motion``."""
    context = browser.new_context(**DESKTOP, reduced_motion=motion)
    context.add_init_script(COUNT)
    page = context.new_page()
    bots = [{"kind": "bot", "level": "0"}] * 2
    body = {"game": "colonies", "seats": bots, "options": {"max_rounds": ROUNDS}}
    created = httpx.post(f"{server.url}/api/tables", json=body, timeout=30)
    created.raise_for_status()
    page.goto(f"{server.url}/t/{created.json()['id']}")
    page.wait_for_selector("#sb-board svg .ship", state="attached", timeout=WAIT_MS)
    return page


def test_a_ship_that_moves_glides(browser: Any, server: ServerProcess) -> None:
    page = _watch(browser, server, "no-preference")
    page.wait_for_function("() => window.__glides > 0", timeout=WAIT_MS)
    page.context.close()


def test_nothing_glides_under_reduced_motion(browser: Any, server: ServerProcess) -> None:
    page = _watch(browser, server, "reduce")
    start = page.evaluate(VERSION)
    page.wait_for_function(
        f"() => Number(document.querySelector('#sb-table-app').dataset.version) >= {start + MOVES}"
        " || document.querySelector('#sb-table-app').dataset.status === 'finished'",
        timeout=WAIT_MS,
    )
    assert page.evaluate("() => window.__glides") == 0
    page.context.close()
