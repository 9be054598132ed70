"""The report read back as a reader would: win rates that add up to 100% with draws counted
as shares, Pirates compared by side, undefined intervals said so, and no English left in the
Russian report of any game."""

import json
import re
from pathlib import Path

import pandas as pd
import pytest
from report_page import ReportPage

import seaboard
from seaboard.lab.report import build_report
from seaboard.lab.simulate import simulate

DRAW = "the treasure galleon sank (storm): a draw"


def _pirates_results(path: Path) -> Path:
    """Four hand-made games of Pirates for four seats (Spaniards in seats 0-1): a Spanish
    win, a draw of everyone, a pirate win, a Spanish win; bots a and b always split."""
    lines = [
        (["a", "b", "a", "b"], [1, 1, 3, 3], "every pirate ship sank"),
        (["a", "b", "a", "b"], [1, 1, 1, 1], DRAW),
        (["a", "b", "a", "b"], [3, 3, 1, 1], "every Spanish ship sank"),
        (["b", "a", "b", "a"], [1, 1, 3, 3], "the treasure reached Cadiz"),
    ]
    rows = []
    for index, (bots, ranks, reason) in enumerate(lines):
        row: dict[str, object] = {
            "game_index": index,
            "game": "pirates",
            "players": 4,
            "options": json.dumps({}),
            "seed": index,
        }
        row |= {f"bot_{k}": bot for k, bot in enumerate(bots)}
        row |= {f"score_{k}": float(rank == 1) for k, rank in enumerate(ranks)}
        row |= {f"rank_{k}": rank for k, rank in enumerate(ranks)}
        row |= {f"return_{k}": 0.0 for k in range(4)}
        row |= {
            "winners": ";".join(str(k) for k, r in enumerate(ranks) if r == 1),
            "length": 100,
            "decisions": 80,
            "first_mover": 0,
            "termination": reason,
            "record": "",
        }
        rows.append(row)
    pd.DataFrame(rows).to_csv(path, index=False)
    return path


def _percent(text: str) -> float:
    return float(text.rstrip("%"))


def test_pirates_win_rates_are_shares_by_side(tmp_path: Path) -> None:
    page = ReportPage(build_report(_pirates_results(tmp_path / "p.csv")))
    seats = page.table("Win rate by seat")
    assert [row["seat"] for row in seats] == [
        "seat 0 (Spaniards)",
        "seat 1 (Spaniards)",
        "seat 2 (pirates)",
        "seat 3 (pirates)",
    ]
    assert [row["wins (shares)"] for row in seats] == ["1.25", "1.25", "0.75", "0.75"]
    assert sum(float(row["win rate"]) for row in seats) == pytest.approx(1.0)
    sides = page.table("Win rate by side")
    assert [(r["side"], r["games won outright"], r["win rate"]) for r in sides] == [
        ("Spaniards", "2", "0.625"),
        ("pirates", "1", "0.375"),
    ]
    bots = page.table("Win rate by bot")
    assert sum(float(row["share of all wins"]) for row in bots) == pytest.approx(1.0)
    # the Spaniards always move first: no "first-player advantage" that is really a side's
    assert "First-player advantage" not in page.sections
    assert "Win rate by turn position" not in page.sections
    text = " ".join(page.words)
    assert "the Spaniards move first in every game" in text
    assert "Draws (first place shared by several players, or by several sides" in text
    assert "): 1 (25.0% of the games)" in text
    # bots split across the sides in every game cannot be told apart: no Elo interval
    standings = page.table("Standings")
    assert all(row["Elo (95%)"].endswith("; undefined (degenerate)") for row in standings)
    assert "An interval marked undefined cannot be given" in text


def test_a_bot_that_always_wins_has_undefined_intervals(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    simulate("cartagena", 2, ["greedy", "pass"], 4, 1, out)
    page = ReportPage(build_report(out))
    standings = {row["bot"]: row for row in page.table("Standings")}
    assert standings["greedy"]["win rate"] == "1.000"
    assert standings["greedy"]["Elo (95%)"].endswith("; undefined (degenerate)")
    assert standings["pass"]["95% interval of the return"] == "undefined (degenerate)"
    bots = page.table("Win rate by bot")
    assert [row["share of all wins"] for row in bots] == ["1.000", "0.000"]


def test_the_russian_pirates_report_names_sides_and_endings(tmp_path: Path) -> None:
    page = ReportPage(build_report(_pirates_results(tmp_path / "p.csv"), lang="ru"))
    sides = page.table("Доля побед по сторонам")
    assert [row["сторона"] for row in sides] == ["испанцы", "пираты"]
    endings = [row["окончание"] for row in page.table("Чем кончились партии")]
    assert "Галеон с сокровищами затонул в шторм: ничья." in endings
    assert DRAW not in " ".join(page.words)


ALLOWED_LATIN = {"greedy", "random", "openskill", "parquet", "id", "p", "z", "k", "v", "μ", "σ"}
"""Latin words a Russian report may hold: bot names, file names, formula letters."""


@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_the_russian_report_has_no_english(tmp_path: Path, game_id: str) -> None:
    spec = seaboard.get_game(game_id)
    out = tmp_path / "r.parquet"
    simulate(
        game_id, spec.min_players, ["greedy", "random"], 3, 2, out, records_dir=tmp_path / "rec"
    )
    page = ReportPage(build_report(out, lang="ru"))
    title_words = {w.lower() for w in re.findall(r"[A-Za-z]+", f"{spec.title} {spec.id}")}
    latin = {
        word
        for text in page.words
        for word in re.findall(r"[A-Za-z]{2,}", text)
        if word.lower() not in ALLOWED_LATIN | title_words
        and not re.fullmatch(r"[A-Z]{2}", word)  # a map cell's coordinate, e.g. AB12
    }
    assert latin == set(), f"English left in the Russian {game_id} report: {sorted(latin)}"
