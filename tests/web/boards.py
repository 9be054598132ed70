"""Playing a table only by clicking the board, the player's own cards and the prompt bar's
action buttons, as a person would (never the list of all moves); measuring every clickable
element of the board at each decision."""

from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from typing import Any

import httpx
from play import APP, version, wait_my_turn_or_end
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from seaboard.server.process import ServerProcess

MEASURE = """() => {
    const view = document.querySelector('#sb-board').getBoundingClientRect();
    const svg = document.querySelector('#sb-board svg');
    return [...document.querySelectorAll('#sb-board .sb-target')].map(n => {
        const r = n.getBoundingClientRect();
        const cx = r.left + r.width / 2, cy = r.top + r.height / 2;
        return {id: n.id, x: cx, y: cy, w: r.width, h: r.height,
                picked: n.classList.contains('sb-picked'),
                inside: cx > view.left + 2 && cx < view.right - 2
                    && cy > view.top + 2 && cy < view.bottom - 2
                    && svg.contains(document.elementFromPoint(cx, cy))};
    });
}"""


@dataclass
class Tally:
    """What a played game did: decisions, clicks by kind, the smallest target seen."""

    decisions: int = 0
    board: int = 0
    buttons: int = 0
    choices: int = 0
    dead: int = 0
    dead_ids: list[str] = field(default_factory=list)
    smallest: float = 1e9
    smallest_id: str = ""
    ids: set[str] = field(default_factory=set)


def open_table(
    page: Any, server: ServerProcess, game: str, players: int, options: dict[str, Any]
) -> str:
    """A table of ``game`` with the page's player in seat 1 and fast bots in the others."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "0"}] * (players - 1)
    reply = httpx.post(
        f"{server.url}/api/tables",
        json={"game": game, "options": options, "seats": seats, "my_seat": 0, "name": "Ann"},
    )
    reply.raise_for_status()
    data = reply.json()
    page.goto(server.url + data["seat_url"])
    page.wait_for_selector("#sb-board svg")
    return str(data["id"])


def _wait_reaction(page: Any, old: int, picked: int) -> bool:
    """Wait for the click's effect: a new version, the chooser, or a changed selection."""
    try:
        page.wait_for_function(
            """([old, picked]) => {
                const a = document.querySelector('#sb-table-app');
                return Number(a.dataset.version) !== old || a.dataset.status === 'finished'
                    || !document.querySelector('#sb-chooser').hidden
                    || document.querySelectorAll('#sb-board .sb-picked').length !== picked;
            }""",
            arg=[old, picked],
            timeout=5_000,
        )
    except PlaywrightTimeout:  # the click did nothing
        return False
    return True


def _pan_to(page: Any, element: str) -> dict[str, Any] | None:
    """Drag the board (as a player pans) until ``element`` is in view and not under the
    board's tools: its new measure (None if it stopped being highlighted)."""
    view = page.eval_on_selector("#sb-board", "b => b.getBoundingClientRect().toJSON()")
    cx, cy = view["x"] + view["width"] / 2, view["y"] + view["height"] / 2
    for _ in range(6):
        target = next((t for t in page.evaluate(MEASURE) if t["id"] == element), None)
        if target is None or target["inside"]:
            return target
        dx = max(-view["width"] * 0.45, min(view["width"] * 0.45, cx - target["x"]))
        dy = max(-view["height"] * 0.45, min(view["height"] * 0.45, cy - target["y"]))
        length = math.hypot(dx, dy)
        if length < 40:  # a short drag would be a tap: pan at least 40 px towards the centre
            dx, dy = (dx / length * 40, dy / length * 40) if length else (0.0, 40.0)
        page.mouse.move(cx, cy)
        page.mouse.down()
        page.mouse.move(cx + dx / 2, cy + dy / 2, steps=3)
        page.mouse.move(cx + dx, cy + dy, steps=3)
        page.mouse.up()
    raise AssertionError(f"could not pan {element} into view")


def click_centre(page: Any, selector: str, *, if_there: bool = False) -> None:
    """Click the centre of an element as a pointer would (padding of pieces drawn later may
    lie on top: the page resolves such clicks by the nearest centre). ``if_there``: an element
    the next board may have taken away already (a selection) is not clicked then."""
    box = page.evaluate(
        "(s) => { const n = document.querySelector(s);"
        " return n && n.getBoundingClientRect().toJSON(); }",
        selector,
    )
    if box is None:
        assert if_there, f"nothing matches {selector}"
        return
    page.mouse.click(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def _tap(page: Any, x: float, y: float, touch: bool) -> None:
    if touch:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def decide(page: Any, rng: random.Random, tally: Tally, touch: bool, prefer_button: float) -> None:
    """Make one decision: click highlighted board elements (and a choice when the chooser
    opens) or a prompt button, until the position changes."""
    start = version(page)
    tally.decisions += 1
    for _ in range(8):
        if version(page) != start or page.get_attribute(APP, "data-status") == "finished":
            return
        if page.is_visible("#sb-chooser"):
            page.click("#sb-chooser button.choice >> nth=0")
            tally.choices += 1
            page.wait_for_function(
                "(old) => Number(document.querySelector('#sb-table-app').dataset.version)"
                " !== old || document.querySelector('#sb-table-app').dataset.status"
                " === 'finished'",
                arg=start,
                timeout=20_000,
            )
            return
        targets = page.evaluate(MEASURE)
        for target in targets:
            if target["inside"] and min(target["w"], target["h"]) < tally.smallest:
                tally.smallest = min(target["w"], target["h"])
                tally.smallest_id = target["id"]
        live = [t for t in targets if not t["picked"]]
        buttons = page.locator("#sb-prompt-actions button.action")
        picked = sum(1 for t in targets if t["picked"])
        if buttons.count() and (not live or rng.random() < prefer_button):
            buttons.nth(rng.randrange(buttons.count())).click()
            tally.buttons += 1
        elif live:
            target = rng.choice(live)
            if not target["inside"]:
                moved = _pan_to(page, target["id"])
                if moved is None:
                    continue
                target = moved
            tally.ids.add(target["id"].split("-")[0])
            _tap(page, target["x"], target["y"], touch)
            tally.board += 1
        else:
            # the position may be changing under the page (the move just made): wait for it
            if not _wait_reaction(page, start, picked):
                raise AssertionError("nothing to click on the board or in the prompt bar")
            continue
        if not _wait_reaction(page, start, picked):
            tally.dead += 1
            tally.dead_ids.append(target["id"] if live else "button")


def play(
    page: Any,
    rng: random.Random,
    *,
    touch: bool = False,
    decisions: int = 10_000,
    prefer_button: float = 0.05,
    tally: Tally | None = None,
) -> Tally:
    """Play until the game ends (or ``decisions`` were made) by clicking only, adding to
    ``tally`` when given (a count over several tables)."""
    tally = tally or Tally()
    while tally.decisions < decisions and wait_my_turn_or_end(page) != "finished":
        decide(page, rng, tally, touch, prefer_button)
    return tally


def select_piece(
    page: Any,
    rng: random.Random,
    prefixes: tuple[str, ...],
    touch: bool,
    then: str = "",
    limit: int = 200,
) -> str:
    """Play by clicking until a piece whose id starts with one of ``prefixes`` can be
    selected with targets starting with ``then`` highlighted, select it and stop there;
    returns its id."""
    tally = Tally()
    for _ in range(limit):
        assert wait_my_turn_or_end(page) != "finished", "the game ended before a selection"
        start = version(page)
        pieces = [
            t for t in page.evaluate(MEASURE) if t["id"].startswith(prefixes) and not t["picked"]
        ]
        rng.shuffle(pieces)
        for piece in pieces:
            target = piece if piece["inside"] else _pan_to(page, piece["id"])
            if target is None:
                continue
            _tap(page, target["x"], target["y"], touch)
            _wait_reaction(page, start, 0)
            if page.locator("#sb-board .sb-picked").count() and not page.is_visible("#sb-chooser"):
                ids = [t["id"] for t in page.evaluate(MEASURE) if not t["picked"]]
                if any(i.startswith(then) for i in ids):
                    return str(piece["id"])
                click_centre(page, "#sb-board .sb-picked", if_there=True)  # drops it
            if page.is_visible("#sb-chooser"):
                page.click("#sb-chooser button.cancel")
            if version(page) != start:
                break
        else:
            decide(page, rng, tally, touch, 0.05)
    raise AssertionError(f"no piece {prefixes} could be selected in {limit} decisions")
