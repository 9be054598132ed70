"""Playing a table in the browser by clicking, as a person would."""

from __future__ import annotations

import time
from typing import Any

APP = "#sb-table-app"


def version(page: Any) -> int:
    return int(page.get_attribute(APP, "data-version") or -1)


def wait_change(page: Any, old: int, timeout: float = 20_000) -> None:
    page.wait_for_function(
        "(old) => { const a = document.querySelector('#sb-table-app');"
        " return a.dataset.version !== undefined && Number(a.dataset.version) !== old"
        " || a.dataset.status === 'finished'; }",
        arg=old,
        timeout=timeout,
    )


def wait_my_turn_or_end(page: Any, timeout: float = 60_000) -> str:
    page.wait_for_function(
        "() => { const a = document.querySelector('#sb-table-app');"
        " return a.dataset.status === 'finished' || a.dataset.myTurn === '1'; }",
        timeout=timeout,
    )
    return str(page.get_attribute(APP, "data-status"))


# The page reacted to a click: a new version, the end, another selection, the chooser.
MOVES_OR_NEW = """(version) => {
  const app = document.querySelector('#sb-table-app');
  return Number(app.dataset.version) !== version || app.dataset.status === 'finished'
    || !document.querySelector('#sb-all-moves').hidden;
}"""

REACTED = """([version, selection, chooser]) => {
  const app = document.querySelector('#sb-table-app');
  const box = document.querySelector('#sb-board');
  return Number(app.dataset.version) !== version || app.dataset.status === 'finished'
    || (box.dataset.selection || '') !== selection
    || document.querySelector('#sb-chooser').hidden !== chooser;
}"""

# the highlighted elements a pointer can reach (whose centre is well inside the board's
# viewport and not under another one), the ones not picked yet first: id and centre
REACHABLE = """nodes => {
  const view = document.querySelector('#sb-board').getBoundingClientRect();
  const m = 8;
  return nodes.map(n => {
    const b = n.getBoundingClientRect();
    const x = b.x + b.width / 2, y = b.y + b.height / 2;
    const inside = b.width > 0 && x > view.left + m && x < view.right - m
      && y > view.top + m && y < view.bottom - m;
    const hit = inside ? document.elementFromPoint(x, y) : null;
    return { id: n.id, x, y, picked: n.classList.contains('sb-picked'),
             reached: hit !== null && n.contains(hit) };
  }).filter(t => t.reached).sort((a, b) => a.picked - b.picked);
}"""


def page_state(page: Any) -> list[Any]:
    selection = page.eval_on_selector("#sb-board", "b => b.dataset.selection || ''")
    return [version(page), selection, page.eval_on_selector("#sb-chooser", "c => c.hidden")]


def click_one_move(page: Any, prefer: tuple[str, ...] = ()) -> str:
    """Make one move by clicking: board elements (preferring ids that start with one of
    ``prefer``) until the move is made, a choice or the confirm button when the chooser
    opens; a move that concerns no board element is clicked among the prompt bar's buttons
    (or, failing that, in the "All moves" list). Returns how it was chosen."""
    before = version(page)
    how = "button"
    for _ in range(20):
        if version(page) != before or page.get_attribute(APP, "data-status") == "finished":
            return how
        state = page_state(page)
        if page.is_visible("#sb-chooser"):
            confirm = page.locator("#sb-chooser .confirm:not([disabled])")
            if confirm.count():
                confirm.click()
                how = "chooser"
            elif page.locator("#sb-chooser button.choice").count():
                page.click("#sb-chooser button.choice >> nth=0")
                how = "chooser"
            else:
                target = page.eval_on_selector_all("#sb-board .sb-target", REACHABLE)[0]
                page.mouse.click(target["x"], target["y"])
            page.wait_for_function(REACTED, arg=state, timeout=20_000)
            continue
        targets = page.eval_on_selector_all("#sb-board .sb-target", REACHABLE)
        chosen = None
        for prefix in prefer:
            chosen = next((t for t in targets if t["id"].startswith(prefix)), None)
            if chosen:
                break
        if chosen is None and targets:
            chosen = targets[0]
        if chosen is not None:
            # at the centre measured (hit areas may overlap, an element may be clipped by the
            # board's edge: a click where it is drawn, as a person's)
            page.mouse.click(chosen["x"], chosen["y"])
            how = "board" if how == "button" else how
        elif page.locator("#sb-prompt-actions button.action").count():
            page.click("#sb-prompt-actions button.action >> nth=0")
        else:
            # the last click's move may still be on its way (nothing to click meanwhile)
            page.wait_for_function(MOVES_OR_NEW, arg=before, timeout=60_000)
            if version(page) != before or page.get_attribute(APP, "data-status") == "finished":
                return how
            if not page.eval_on_selector("#sb-all-moves", "d => d.open"):
                page.click("#sb-all-moves summary")
            page.click("#sb-moves button.move >> nth=0")
        page.wait_for_function(REACTED, arg=state, timeout=20_000)
    raise AssertionError("20 clicks without making a move")


def play_to_end(page: Any, prefer: tuple[str, ...] = (), limit_s: float = 240) -> dict[str, int]:
    counts = {"board": 0, "chooser": 0, "button": 0}
    end = time.monotonic() + limit_s
    while wait_my_turn_or_end(page) != "finished":
        counts[click_one_move(page, prefer)] += 1
        assert time.monotonic() < end, f"the game did not end in {limit_s}s: {counts}"
    return counts


def hold_requests(page: Any, pattern: str) -> list[Any]:
    """Hold the requests to ``pattern`` unanswered: the routes gather in the list returned
    (answer one with ``route.continue_()`` or ``route.fulfill(...)``)."""
    held: list[Any] = []
    page.route(pattern, lambda route: held.append(route))
    return held


def wait_held(page: Any, held: list[Any], timeout_s: float = 30) -> Any:
    """The first held request, once it has come (Playwright's events are handled while the
    page is asked something, so this polls the page rather than sleeping)."""
    end = time.monotonic() + timeout_s
    while not held:
        assert time.monotonic() < end, f"no request held within {timeout_s:.0f} s"
        page.wait_for_timeout(100)
    return held[0]
