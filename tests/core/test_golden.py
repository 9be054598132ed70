"""Every game and preset has a golden playthrough, and play still matches it."""

from pathlib import Path

import pytest

from seaboard.core.golden import golden_cases, golden_path, transcript

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "golden"


@pytest.mark.parametrize(("game_id", "preset", "players"), golden_cases())
def test_golden_playthrough(game_id: str, preset: str, players: int) -> None:
    path = golden_path(GOLDEN_DIR, game_id, preset)
    assert path.exists(), f"no golden file {path.name}: run `make golden`"
    assert transcript(game_id, preset, players) == path.read_text(encoding="utf-8"), (
        f"{path.name} changed: review the diff of `make golden`"
    )
