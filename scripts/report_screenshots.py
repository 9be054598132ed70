"""Screenshots of the lab's HTML report: ``docs/screenshots/report-<game>-<lang>.png``.

For every game: a small seeded ``simulate`` run (greedy against random, with records, so the
game's extras are drawn), its report in English and Russian, each photographed whole in
Debian's Chromium at 1200 px wide and saved with a 256-colour palette (a third of the size;
the pages are text and flat plots).

    .venv/bin/python scripts/report_screenshots.py [--games pirates,colonies] [--games-per-run 24]
"""

from __future__ import annotations

import argparse
import tempfile
from pathlib import Path

from PIL import Image
from playwright.sync_api import sync_playwright

import seaboard
from seaboard.lab.report import write_report
from seaboard.lab.simulate import simulate

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "docs" / "screenshots"
CHROMIUM = "/usr/bin/chromium"
LANGS = ("en", "ru")
PLAYERS = {"pirates": 4}
"""Seats per game when the smallest table would hide something (Pirates: two per side)."""


def reports(game: str, games: int, folder: Path) -> dict[str, Path]:
    """A small run of ``game`` and its report in every language."""
    spec = seaboard.get_game(game)
    players = PLAYERS.get(game, max(spec.min_players, 3))
    results = folder / f"{game}.parquet"
    simulate(game, players, ["greedy", "random"], games, 1, results, records_dir=folder / game)
    return {
        lang: write_report(results, folder / f"{game}-{lang}.html", lang=lang) for lang in LANGS
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", default=",".join(seaboard.list_games()))
    parser.add_argument("--games-per-run", type=int, default=24)
    args = parser.parse_args()
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM)
        page = browser.new_page(viewport={"width": 1200, "height": 900})
        for game in args.games.split(","):
            for lang, path in reports(game, args.games_per_run, Path(tmp)).items():
                page.goto(path.as_uri())
                target = OUT / f"report-{game}-{lang}.png"
                page.screenshot(path=str(target), full_page=True)
                Image.open(target).convert("RGB").quantize(256).save(target, optimize=True)
                print(target.relative_to(ROOT))
        browser.close()


if __name__ == "__main__":
    main()
