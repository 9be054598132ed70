"""Screenshots of the help on the board's pieces (``help-<game>-<size>-<lang>.png`` in
``docs/screenshots``): the pointer on a piece on the desktop (1366×768) and a long press on
the phone (390×844), in English and in Russian.

Starts a server on a temporary SQLite database, opens a table of each game against fast bots
in Debian's Chromium, waits for the person's turn and shows the help of the first piece it
can click (else the first piece with help in view).

    .venv/bin/python scripts/help_screenshots.py [--games cartagena,pirates]
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

from playwright.sync_api import sync_playwright

import seaboard
from seaboard.server.process import ServerProcess

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
sys.path.insert(0, str(ROOT / "tests" / "web"))

from play import wait_my_turn_or_end  # noqa: E402
from tables import DESKTOP, PHONE, create  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
WAIT_MS = 60_000
SHOTS = {
    ("desktop", "en"): DESKTOP,
    ("desktop", "ru"): DESKTOP,
    ("phone", "en"): PHONE | {"device_scale_factor": 2},
    ("phone", "ru"): PHONE | {"device_scale_factor": 2},
}
"""Both sizes in both languages."""
# a piece to explain: the first clickable one in view, else the first with help in view
PIECE = """() => {
  const view = document.querySelector('#sb-board').getBoundingClientRect();
  const nodes = [...document.querySelectorAll('#sb-board svg .sb-target[data-help]'),
                 ...document.querySelectorAll('#sb-board svg [data-help]')];
  for (const n of nodes) {
    const b = n.getBoundingClientRect();
    const x = b.x + b.width / 2, y = b.y + b.height / 2;
    if (b.width > 0 && x > view.left + 8 && x < view.right - 8 && y > view.top + 8
        && y < view.bottom - 8 && document.elementFromPoint(x, y)?.closest('[data-help]') === n)
      return { x, y };
  }
  return null;
}"""


def shoot(browser: Any, server: ServerProcess, game: str, size: str, lang: str) -> Path:
    options = SHOTS[size, lang]
    context = browser.new_context(**options, locale=lang)
    context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
    page = context.new_page()
    try:
        page.goto(server.url + create(server, game, me=True)["seat_url"])
        page.wait_for_selector("#sb-board svg [data-help]", state="attached", timeout=WAIT_MS)
        wait_my_turn_or_end(page)
        piece = page.evaluate(PIECE)
        if piece is None:
            raise SystemExit(f"{game}: no piece with help in view")
        if size == "desktop":
            page.mouse.move(piece["x"], piece["y"])
        else:
            cdp = context.new_cdp_session(page)
            point = [{"x": piece["x"], "y": piece["y"]}]
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
            page.wait_for_selector("#sb-help", state="visible", timeout=WAIT_MS)
            cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        page.wait_for_selector("#sb-help", state="visible", timeout=WAIT_MS)
        path = OUT / f"help-{game}-{size}-{lang}.png"
        page.screenshot(path=str(path))
        return path
    finally:
        context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(seaboard.list_games()))
    games = parser.parse_args().games.split(",")
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(f"sqlite:///{folder}/shots.sqlite3", bot_delay=0.0).start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
                )
                for game in games:
                    for size, lang in SHOTS:
                        print(shoot(browser, server, game, size, lang))
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
