"""The variant chosen on the new-table form, and nothing else, is the game played: for every
game and preset, the table made by the form (all seats level-0 bots, a short game) plays the
preset's options, its page title names the preset, and the finished game's record says so."""

from __future__ import annotations

import dataclasses
from typing import Any

import httpx
import pytest
from tables import SHORT_ROUNDS

import seaboard
from seaboard.core.options import options_to_json
from seaboard.server.process import ServerProcess
from seaboard.server.summary import preset_label
from tests.support.waiting import until

pytestmark = pytest.mark.browser

CASES = [(g, p) for g in seaboard.list_games() for p in seaboard.get_game(g).presets]


def expected_options(game: str, preset: str) -> dict[str, Any]:
    """The preset's options with the short round limit the test sets on the form."""
    spec = seaboard.get_game(game)
    options = dataclasses.replace(spec.make_options(preset), max_rounds=SHORT_ROUNDS)
    return options_to_json(options)


@pytest.mark.parametrize(("game", "preset"), CASES)
def test_the_preset_chosen_is_the_game_played(
    page: Any, server: ServerProcess, game: str, preset: str
) -> None:
    spec = seaboard.get_game(game)
    page.goto(f"{server.url}/new?game={game}")
    page.select_option("select[name=preset]", preset)
    for seat in range(spec.min_players):
        page.select_option(f"select[name=seat_{seat}]", "bot0")
    page.click("details.options summary")
    page.fill("input[name=opt_max_rounds]", str(SHORT_ROUNDS))
    page.click("#sb-create")
    page.wait_for_selector("#sb-board svg")
    table = str(page.get_attribute("#sb-table-app", "data-table"))
    title = page.inner_text("h1")
    assert preset_label(spec, preset, "en") in title, title
    for other in spec.presets:
        if other != preset:
            assert preset_label(spec, other, "en") not in title, title
    with httpx.Client(base_url=server.url, timeout=60) as client:
        state = until(
            lambda: (s := client.get(f"/api/tables/{table}").json())["status"] == "finished" and s,
            "the bots finish the short game",
            timeout=600,
        )
        record = client.get(f"/api/tables/{table}/record", params={"format": "json"}).json()
    played = spec.from_code(state["code"]).options  # the position code holds the options
    assert options_to_json(played) == expected_options(game, preset)
    assert record["headers"]["Preset"] == preset
    assert record["headers"]["Options"] == expected_options(game, preset)
