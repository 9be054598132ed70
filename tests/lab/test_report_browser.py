"""The report in Chromium: the Russian page of the widest tables and longest labels (Packet
Row's extras) fits a 1200-pixel window, tables and plots alike."""

from pathlib import Path

import pytest

from seaboard.lab.report import write_report
from seaboard.lab.simulate import simulate

CHROMIUM = "/usr/bin/chromium"
WIDTH = 1200

pytestmark = pytest.mark.browser


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_report_fits_the_window(tmp_path: Path, lang: str) -> None:
    if not Path(CHROMIUM).exists():
        pytest.skip("Debian's chromium is not installed (make chromium)")
    from playwright.sync_api import sync_playwright

    out = tmp_path / "r.parquet"
    simulate("packet_row", 3, ["greedy", "random"], 4, 1, out, records_dir=tmp_path / "rec")
    report = write_report(out, tmp_path / "r.html", lang=lang)
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": WIDTH, "height": 900})
        page.goto(report.as_uri())
        page_width = page.evaluate("document.documentElement.scrollWidth")
        widest = page.evaluate(
            "Math.max(...[...document.querySelectorAll('table, .plot svg')]"
            ".map(e => e.getBoundingClientRect().right))"
        )
        browser.close()
    assert page_width <= WIDTH
    assert widest <= WIDTH
