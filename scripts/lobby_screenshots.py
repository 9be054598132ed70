"""Screenshots of the lobby for the README: ``docs/screenshots/lobby-desktop-en.png`` and
``docs/screenshots/lobby-phone-ru.png``.

Starts a server on a temporary SQLite database and sets a scene as a regular would find it:
a table of this browser's where it is their turn, one of theirs waiting for a friend, an open
table with free seats, a game between two other people to watch and a finished game of bots.
The browser holds its seats as the table page keeps them (localStorage), then Debian's
Chromium photographs the lobby at 1366×768 in English and at 390×844 in Russian.

    .venv/bin/python scripts/lobby_screenshots.py
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import httpx
from playwright.sync_api import sync_playwright

from seaboard.server.process import ServerProcess

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
SHOTS = {
    "lobby-desktop-en.png": ("en", {"viewport": {"width": 1366, "height": 768}}),
    "lobby-phone-ru.png": (
        "ru",
        {
            "viewport": {"width": 390, "height": 844},
            "device_scale_factor": 2,
            "is_mobile": True,
            "has_touch": True,
        },
    ),
}
SHOWN_PICTURES_LOADED = """() => [...document.images]
  .filter((image) => image.getBoundingClientRect().top < innerHeight)
  .every((image) => image.complete && image.naturalWidth > 0)"""
HUMAN = {"kind": "human"}
BOT = {"kind": "bot", "level": "1"}


def until(check: Callable[[], Any], what: str, timeout: float = 180) -> Any:
    end = time.monotonic() + timeout
    while not (result := check()):
        if time.monotonic() > end:
            raise SystemExit(f"{what}: not within {timeout:.0f} s")
        time.sleep(0.2)
    return result


def create(url: str, game: str, seats: list[dict[str, Any]], **kw: Any) -> dict[str, Any]:
    response = httpx.post(f"{url}/api/tables", json={"game": game, "seats": seats, **kw})
    response.raise_for_status()
    return dict(response.json())


def join(url: str, table: str, seat: int, name: str) -> None:
    response = httpx.post(f"{url}/api/tables/{table}/join", json={"seat": seat, "name": name})
    response.raise_for_status()


def state(url: str, table: str) -> dict[str, Any]:
    return dict(httpx.get(f"{url}/api/tables/{table}").json())


def scene(url: str) -> dict[str, int]:
    """The tables of the pictures; the seats this browser holds: ``{table: seat}`` with
    their tokens kept aside for localStorage."""
    held: dict[str, Any] = {}
    # Ann's game against bots, waiting for her move
    mine = create(url, "cartagena", [HUMAN, BOT, BOT], my_seat=0, name="Ann")
    until(lambda: state(url, mine["id"]).get("to_move") == 0, "Ann's turn")
    held[mine["id"]] = mine
    # Ann's table waiting for a friend
    waiting = create(url, "black_fleet", [HUMAN, HUMAN, BOT], my_seat=0, name="Ann")
    held[waiting["id"]] = waiting
    # someone else's open table
    other = create(url, "pirates", [HUMAN, HUMAN, HUMAN], my_seat=0, name="Boris")
    join(url, other["id"], 1, "Chloé")
    # two other people playing
    duel = create(url, "rails_sails", [HUMAN, HUMAN], my_seat=0, name="Dmitri")
    join(url, duel["id"], 1, "Eve")
    # a finished game of bots
    done = create(url, "packet_row", [BOT, BOT, BOT])
    until(lambda: state(url, done["id"])["status"] == "finished", "the bots' game", 600)
    return held


def shoot(url: str, held: dict[str, Any]) -> None:
    seats = {
        f"seaboard:{table}": json.dumps({"seat": made["seat"], "token": made["token"]})
        for table, made in held.items()
    }
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        for name, (lang, size) in SHOTS.items():
            context = browser.new_context(locale=lang, **size)
            context.add_cookies([{"name": "lang", "value": lang, "url": url}])
            context.add_init_script(
                "for (const [k, v] of Object.entries(" + json.dumps(seats) + "))"
                " localStorage.setItem(k, v);"
            )
            page = context.new_page()
            page.goto(url + "/")
            page.wait_for_selector("#sb-mine:not([hidden]) .table-row.turn")
            page.wait_for_function(SHOWN_PICTURES_LOADED)
            page.screenshot(path=str(OUT / name))
            print("wrote", OUT / name, flush=True)
            context.close()
        browser.close()


def main() -> None:
    with tempfile.TemporaryDirectory() as directory:
        server = ServerProcess(f"sqlite:///{directory}/lobby.sqlite3", bot_delay=0.0)
        server.start()
        try:
            shoot(server.url, scene(server.url))
        finally:
            server.stop()


if __name__ == "__main__":
    sys.exit(main())
