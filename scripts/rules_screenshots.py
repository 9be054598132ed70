"""Screenshots of the rules pages: ``docs/screenshots/rules-<game>-desktop-en.png`` (1366×768,
English) and ``rules-<game>-phone-ru.png`` (390×844, Russian), the first screen of each.

    .venv/bin/python scripts/rules_screenshots.py [--games cartagena,pirates]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from playwright.sync_api import sync_playwright

import seaboard
from seaboard.server.process import ServerProcess

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
SHOTS = {
    "desktop-en": ("en", {"viewport": {"width": 1366, "height": 768}}),
    "phone-ru": ("ru", {"viewport": {"width": 390, "height": 844}, "is_mobile": True}),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(seaboard.list_games()))
    games = parser.parse_args().games.split(",")
    with tempfile.TemporaryDirectory() as folder:
        server = ServerProcess(f"sqlite:///{folder}/rules.sqlite3").start()
        try:
            with sync_playwright() as playwright:
                browser = playwright.chromium.launch(
                    executable_path=CHROMIUM, args=["--no-sandbox", "--disable-gpu"]
                )
                for game in games:
                    for name, (lang, options) in SHOTS.items():
                        context = browser.new_context(**options)
                        context.add_cookies([{"name": "lang", "value": lang, "url": server.url}])
                        page = context.new_page()
                        page.goto(f"{server.url}/rules/{game}")
                        path = OUT / f"rules-{game}-{name}.png"
                        page.screenshot(path=str(path))
                        print(path)
                        context.close()
                browser.close()
        finally:
            server.stop()


if __name__ == "__main__":
    main()
