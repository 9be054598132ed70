"""Screenshots of the web table for the README: ``docs/screenshots/<game>-<size>-<lang>.png``.

Starts a server on a temporary SQLite database, opens a table of every game against fast
bots in Debian's Chromium (1366×768 desktop, 390×844 phone), plays a few moves by clicking
the board as a person would, and photographs the page in English and Russian; one game is
played to the end for a picture of the end screen.

    .venv/bin/python scripts/screenshots.py [--games cartagena,pirates] [--sizes desktop]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import TimeoutError as PlaywrightTimeout

import seaboard
from seaboard.server.process import ServerProcess

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
sys.path.insert(0, str(ROOT / "tests" / "web"))

from play import REACHABLE, click_one_move, wait_my_turn_or_end  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
SIZES = {
    "desktop": {"viewport": {"width": 1366, "height": 768}},
    "phone": {
        "viewport": {"width": 390, "height": 844},
        "device_scale_factor": 2,
        "is_mobile": True,
        "has_touch": True,
    },
}
MOVES = 4
END_GAME = "packet_row"
# A decision in progress (issue 13): the board elements to click first, by id prefix, after
# some moves of the game; the picture shows the selection and the targets it leaves.
SELECT = {
    "cartagena": (3, ("card-",)),
    "packet_row": (2, ("board-", "card-")),
    "rails_sails": (4, ("route-", "faceup-", "ticket-")),
    "black_fleet": (3, ("ship-0-", "ship-")),
    "pirates": (2, ("ship-",)),
    "colonies": (2, ("ship-",)),
}


def create(server: ServerProcess, game: str, players: int) -> str:
    """A table with this browser at seat 1 and level-1 bots elsewhere: its seat link."""
    seats = [{"kind": "human", "name": "Ann"}] + [{"kind": "bot", "level": "1"}] * (players - 1)
    response = httpx.post(
        f"{server.url}/api/tables", json={"game": game, "seats": seats, "my_seat": 0}
    )
    response.raise_for_status()
    return server.url + str(response.json()["seat_url"])


def shoot(browser: Any, server: ServerProcess, game: str, size: str, to_end: bool) -> None:
    spec = seaboard.get_game(game)
    link = create(server, game, min(spec.max_players, max(spec.min_players, 3)))
    for lang in ("en", "ru"):
        context = browser.new_context(locale=lang, **SIZES[size])
        context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
        page = context.new_page()
        page.goto(link)
        page.wait_for_selector("#sb-board svg")
        if lang == "en":
            for _ in range(MOVES if not to_end else 10_000):
                if wait_my_turn_or_end(page) == "finished":
                    break
                try:
                    click_one_move(page)
                except PlaywrightTimeout:
                    print(f"{game} {size}: a click made no move; photographed as it is")
                    break
        if not to_end:
            wait_my_turn_or_end(page)
        else:
            page.wait_for_selector("#sb-result:not([hidden])")
        page.wait_for_timeout(600)  # the board's transitions settle
        name = f"{game}-end" if to_end else game
        page.screenshot(path=str(OUT / f"{name}-{size}-{lang}.png"))
        print("wrote", OUT / f"{name}-{size}-{lang}.png", flush=True)
        context.close()


def shoot_selection(browser: Any, server: ServerProcess, game: str, size: str) -> None:
    """``<game>-select-<size>.png``: a decision half made on the board (a card picked, a
    route clicked and its payments offered, tickets toggled) with its targets highlighted."""
    moves, prefixes = SELECT[game]
    link = create(server, game, 3 if game != "rails_sails" else 2)
    context = browser.new_context(locale="en", **SIZES[size])
    page = context.new_page()
    page.goto(link)
    page.wait_for_selector("#sb-board svg")
    for _ in range(moves):
        if wait_my_turn_or_end(page) == "finished":
            break
        click_one_move(page)
    # click a first element until one leaves a choice open (a click that plays a move
    # outright is a move like any other)
    for _ in range(12):
        if wait_my_turn_or_end(page) == "finished":
            break
        before = int(page.get_attribute("#sb-table-app", "data-version") or -1)
        targets = page.eval_on_selector_all("#sb-board .sb-target", REACHABLE)
        first = next((t for p in prefixes for t in targets if t["id"].startswith(p)), None)
        if first is None:
            click_one_move(page)
            continue
        page.mouse.click(first["x"], first["y"])
        page.wait_for_function(
            "(v) => Number(document.querySelector('#sb-table-app').dataset.version) !== v"
            " || !document.querySelector('#sb-chooser').hidden"
            " || JSON.parse(document.querySelector('#sb-board').dataset.selection"
            " || '{\"picked\": []}').picked.length > 0",
            arg=before,
        )
        if int(page.get_attribute("#sb-table-app", "data-version") or -1) == before:
            break
    page.wait_for_timeout(600)  # the highlight's transition settles
    path = OUT / f"{game}-select-{size}.png"
    page.screenshot(path=str(path))
    print("wrote", path, flush=True)
    context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(seaboard.list_games()))
    parser.add_argument("--sizes", default="desktop,phone")
    parser.add_argument("--end", action="store_true", help=f"also play {END_GAME} to the end")
    parser.add_argument(
        "--select", action="store_true", help="only the decisions in progress (issue 13)"
    )
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    OUT.mkdir(parents=True, exist_ok=True)
    with (
        tempfile.TemporaryDirectory() as tmp,
        ServerProcess(f"sqlite:///{tmp}/shots.sqlite3") as server,
        sync_playwright() as playwright,
    ):
        browser = playwright.chromium.launch(
            executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
        )
        started = time.monotonic()
        for size in args.sizes.split(","):
            for game in args.games.split(","):
                if args.select:
                    if game in SELECT:
                        shoot_selection(browser, server, game, size)
                    continue
                shoot(browser, server, game, size, to_end=False)
            if args.end:
                shoot(browser, server, END_GAME, size, to_end=True)
        browser.close()
        print(f"done in {time.monotonic() - started:.0f} s")


if __name__ == "__main__":
    main()
