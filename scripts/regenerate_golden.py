"""Write the golden playthrough of every registered game and preset to tests/golden/."""

from pathlib import Path

from seaboard.core.golden import golden_cases, golden_path, transcript

GOLDEN_DIR = Path(__file__).resolve().parent.parent / "tests" / "golden"


def main() -> None:
    GOLDEN_DIR.mkdir(parents=True, exist_ok=True)
    for game_id, preset, players in golden_cases():
        path = golden_path(GOLDEN_DIR, game_id, preset)
        path.write_text(transcript(game_id, preset, players), encoding="utf-8")
        print(f"wrote {path.relative_to(GOLDEN_DIR.parent.parent)}")


if __name__ == "__main__":
    main()
