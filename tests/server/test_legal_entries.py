"""The legal moves as the page gets them: a move the board cannot pick carries the words of
its button (``legal[].action``, "End the turn") in each language; other moves do not."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.server.tablelog import legal_entry
from tests.support.words import NAMES, walk

ACTIONS = {
    "pirates": ("done", "End the turn", "Закончить ход"),
    "black_fleet": ("end", "End the ship movements", "Закончить движение кораблей"),
}


@pytest.mark.parametrize("game", sorted(ACTIONS))
def test_end_of_turn_buttons_say_what_they_do(game: str) -> None:
    spec = seaboard.get_game(game)
    notation, english, russian = ACTIONS[game]
    players = 3 if game == "black_fleet" else 2
    for state, _ in walk(spec, players, next(iter(spec.presets)), 1, 400):
        if state.to_move() < 0:
            continue
        seat = state.to_move()
        entries = {
            lang: [
                legal_entry(spec, state, m, seat, lang, NAMES[lang]) for m in state.legal_moves()
            ]
            for lang in ("en", "ru")
        }
        ending = [e for e in entries["en"] if e["move"] == notation]
        if not ending:
            continue
        assert ending[0]["action"] == english
        assert next(e for e in entries["ru"] if e["move"] == notation)["action"] == russian
        others = [e for e in entries["en"] if e["move"] != notation]
        assert all("action" not in e or e["action"] != e["label"] for e in others)
        return
    raise AssertionError(f"{game}: no position offered {notation!r}")
