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


def click_one_move(page: Any, prefer: tuple[str, ...] = ()) -> str:
    """Make one move by clicking: a board element (preferring ids that start with one of
    ``prefer``), then a choice in the chooser when several moves share it; a move that
    concerns no board element is clicked in the move list. Returns how it was chosen."""
    before = version(page)
    # the highlighted elements a pointer can reach (whose centre is not under another one)
    targets = page.eval_on_selector_all(
        "#sb-board .sb-target",
        """nodes => nodes.filter(n => {
            const r = n.getBoundingClientRect();
            n.scrollIntoView({block: 'center'});
            const b = n.getBoundingClientRect();
            const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
            return r.width > 0 && hit !== null && n.contains(hit);
        }).map(n => n.id)""",
    )
    chosen = None
    for prefix in prefer:
        chosen = next((t for t in targets if t.startswith(prefix)), None)
        if chosen:
            break
    if chosen is None and targets:
        chosen = targets[0]
    how = "button"
    if chosen is not None:
        page.click(f'#sb-board [id="{chosen}"]')
        how = "board"
        if page.is_visible("#sb-chooser"):
            page.click("#sb-chooser button.choice >> nth=0")
            how = "chooser"
    else:
        page.click("#sb-moves button.move >> nth=0")
    wait_change(page, before)
    return how


def play_to_end(page: Any, prefer: tuple[str, ...] = (), limit_s: float = 240) -> dict[str, int]:
    counts = {"board": 0, "chooser": 0, "button": 0}
    end = time.monotonic() + limit_s
    while wait_my_turn_or_end(page) != "finished":
        counts[click_one_move(page, prefer)] += 1
        assert time.monotonic() < end, f"the game did not end in {limit_s}s: {counts}"
    return counts
