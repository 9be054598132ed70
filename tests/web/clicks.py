"""Playing a table by clicks on the board, the player's own cards and the prompt bar's
buttons only (never the list of all moves), measuring every clickable element on the way."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field
from typing import Any

from play import APP, REACTED, version
from playwright.sync_api import Error as PlaywrightError

# The clickable elements now: their box (CSS px), a point on what is drawn of them, and
# whether a click there reaches them (hit areas may overlap: the nearest drawn one wins).
MEASURE = """async () => {
  const { targetAt } = await import('/static/table/hit.js');
  const board = document.querySelector('#sb-board');
  const view = board.getBoundingClientRect();
  const shapes = 'rect, circle, ellipse, path, polygon, text';
  return [...document.querySelectorAll('#sb-board .sb-target')].map((node) => {
    const box = node.getBoundingClientRect();
    const drawn = [...(node.matches(shapes) ? [node] : node.querySelectorAll(shapes))]
      .filter((s) => !s.classList.contains('hit'))
      .map((s) => s.getBoundingClientRect()).filter((r) => r.width || r.height);
    const part = drawn.length ? drawn[Math.floor(drawn.length / 2)] : box;
    const x = part.x + part.width / 2, y = part.y + part.height / 2;
    const m = 16; // not under the board's edge
    const top = document.elementFromPoint(x, y); // not under the zoom buttons
    const inside = x > view.left + m && x < view.right - m
      && y > view.top + m && y < view.bottom - m && top !== null && board.contains(top);
    const hit = inside ? targetAt(x, y, '.sb-target') : null;
    return { id: node.id, width: box.width, height: box.height, x, y, inside,
             reached: hit === node };
  });
}"""

# Something to click (a target or a button of the bar), or the game is over.
SOMETHING = """() => document.querySelector('#sb-table-app').dataset.status === 'finished'
  || document.querySelector('#sb-board .sb-target, #sb-prompt-actions button.action') !== null"""


@dataclass
class Clicks:
    """What a game of clicks did: moves made by kind, the smallest target side seen (CSS
    px), the targets a click at their drawn centre did not reach."""

    board: int = 0
    chooser: int = 0
    prompt: int = 0
    smallest: float = float("inf")
    smallest_id: str = ""
    unreached: list[str] = field(default_factory=list)

    def measure(self, page: Any) -> list[dict[str, Any]]:
        found: list[dict[str, Any]] = page.evaluate(MEASURE)
        for target in found:
            side = min(target["width"], target["height"])
            if side < self.smallest:
                self.smallest, self.smallest_id = side, target["id"]
            if target["inside"] and not target["reached"]:
                self.unreached.append(target["id"])
        return found


def _state(page: Any) -> tuple[int, str, bool]:
    selection = page.eval_on_selector("#sb-board", "b => b.dataset.selection || ''")
    return version(page), selection, page.eval_on_selector("#sb-chooser", "c => c.hidden")


def _pan_to(page: Any, target: dict[str, Any]) -> None:
    """Drag the board so ``target`` comes to the middle of its viewport, as a player pans."""
    view = page.eval_on_selector(
        "#sb-board",
        "b => { const r = b.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }",
    )
    cx, cy = view[0] + view[2] / 2, view[1] + view[3] / 2
    page.mouse.move(cx, cy)
    page.mouse.down()
    page.mouse.move(cx + (cx - target["x"]) / 2, cy + (cy - target["y"]) / 2, steps=4)
    page.mouse.move(2 * cx - target["x"], 2 * cy - target["y"], steps=4)
    page.mouse.up()


def _tap(page: Any, x: float, y: float, touch: bool) -> None:
    if touch:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def _click_while_shown(button: Any) -> bool:
    """Click a chooser's ``button``; False if the chooser closed before the click could land
    (a bot's move or the server's update redrew the table: the caller looks again)."""
    try:
        button.click()
    except PlaywrightError:
        if button.is_visible():
            raise
        return False
    return True


def one_move(page: Any, rng: random.Random, record: Clicks, *, touch: bool = False) -> None:
    """Make one move by clicks; each click waits for the page to react (a new version, a
    changed selection or the chooser opening or closing)."""
    before = version(page)
    for _ in range(40):
        if version(page) != before or page.get_attribute(APP, "data-status") == "finished":
            return
        state = _state(page)
        done: Any = "a button"
        chooser = page.locator("#sb-chooser")
        every = record.measure(page)
        targets = [t for t in every if t["inside"]]
        if every and not targets and not chooser.is_visible():
            _pan_to(page, rng.choice(every))
            continue
        if chooser.is_visible() and page.locator("#sb-chooser .confirm:not([disabled])").count():
            if not _click_while_shown(page.locator("#sb-chooser .confirm")):
                continue
            record.chooser += 1
        elif chooser.is_visible() and page.locator("#sb-chooser button.choice").count():
            choices = page.locator("#sb-chooser button.choice")
            if not _click_while_shown(choices.nth(rng.randrange(choices.count()))):
                continue
            record.chooser += 1
        elif targets:
            selection = json.loads(state[1] or "{}")
            armed = [t for t in targets if t["id"] == selection.get("armed")]
            picked = selection.get("picked", [])
            fresh = [t for t in targets if t["id"] not in picked] or targets
            # a player takes cards rather than passing at once
            fresh = [t for t in fresh if not t["id"].startswith("button-pass")] or fresh
            target = armed[0] if armed else rng.choice(fresh)
            _tap(page, target["x"], target["y"], touch)
            done = target
            record.board += 1
        else:
            buttons = page.locator("#sb-prompt-actions button.action")
            if not buttons.count():
                # the page may be between two messages: wait for something to click
                page.wait_for_function(SOMETHING, timeout=20_000)
                continue
            buttons.nth(rng.randrange(buttons.count())).click()
            record.prompt += 1
        try:
            page.wait_for_function(REACTED, arg=list(state), timeout=20_000)
        except PlaywrightError as error:
            raise AssertionError(f"a click changed nothing: {done}, {state}") from error
    raise AssertionError(f"40 clicks without making a move: {record}, {every}")
