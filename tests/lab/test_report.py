"""The HTML report renders with its plots for every game, with the game's extras."""

import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

import seaboard
from seaboard.core.errors import SeaboardError
from seaboard.lab.hooks import find_hook
from seaboard.lab.report import build_report, render_extra, write_report
from seaboard.lab.simulate import simulate
from seaboard.lab.tournament import tournament


def _svgs(page: str) -> list[str]:
    return re.findall(r"<svg.*?</svg>", page, flags=re.S)


@pytest.mark.parametrize("game_id", seaboard.list_games())
def test_report_renders_for_every_game(tmp_path: Path, game_id: str) -> None:
    spec = seaboard.get_game(game_id)
    out = tmp_path / "results.parquet"
    simulate(
        game_id, spec.min_players, ["random", "greedy"], 6, 1, out, records_dir=tmp_path / "rec"
    )
    page = write_report(out, tmp_path / "report.html").read_text()
    assert page.startswith("<!DOCTYPE html>")
    by_sides = game_id == "pirates"  # its seats are roles: sides, not turn positions
    turns = () if by_sides else ("Win rate by turn position", "First-player advantage")
    for heading in (
        "Win rate by seat",
        *turns,
        *(("Win rate by side",) if by_sides else ()),
        "Win rate by bot",
        "Scores and game length",
        "How games ended",
        "Standings",
        "game extras",
    ):
        assert heading in page
    plots = _svgs(page)
    assert len(plots) >= 7  # seat, turn position or side, bot, 2 score histograms, length, h2h
    for svg in plots:
        ElementTree.fromstring(svg)  # each plot is well-formed SVG
    hook = find_hook(spec, "report_extras", "extras")
    if hook is not None:
        assert "declares no report extras" not in page
        assert "saved records" in page


def test_cartagena_extras_show_symbol_usage(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    simulate("cartagena", 3, ["greedy"], 3, 2, out, records_dir=tmp_path / "rec")
    page = build_report(out)
    assert "Cards played by symbol" in page
    assert "Action mix" in page
    assert "sabre" in page


def test_report_in_russian(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    simulate("cartagena", 2, ["greedy", "random"], 4, 2, out, records_dir=tmp_path / "rec")
    page = write_report(out, tmp_path / "r.html", lang="ru").read_text(encoding="utf-8")
    assert '<html lang="ru">' in page
    assert "<h1>Картахена: партий 4, игроков 2</h1>" in page
    for heading in ("Доля побед по местам", "Преимущество первого игрока", "Турнирная таблица"):
        assert f"<h2>{heading}</h2>" in page
    assert "Сыграно карт по символам" in page  # the game's extras, in Russian too
    assert "сабля" in page
    assert "sabre" not in page
    assert "Win rate" not in page


def test_report_refuses_an_unknown_language(tmp_path: Path) -> None:
    out = tmp_path / "r.csv"
    simulate("cartagena", 2, ["random"], 1, 2, out)
    target = tmp_path / "r.html"
    with pytest.raises(SeaboardError, match="unknown report language 'fr'; choose one of en, ru"):
        write_report(out, target, lang="fr")
    assert not target.exists()


def test_an_extras_hook_without_a_language_still_renders(tmp_path: Path) -> None:
    calls: list[int] = []

    def english_only(records: list[object]) -> list[dict[str, object]]:
        calls.append(len(records))
        return [{"title": "Only English", "kind": "text", "text": "hello"}]

    out = tmp_path / "r.csv"
    simulate("cartagena", 2, ["random"], 2, 2, out, records_dir=tmp_path / "rec")
    spec = seaboard.get_game("cartagena")
    spec.report_extras = english_only  # the spec attribute is found first
    try:
        page = build_report(out, lang="ru")
    finally:
        delattr(spec, "report_extras")
    assert calls == [2]
    assert "<h3>Only English</h3><p>hello</p>" in page


def test_report_without_records_or_hook_says_so(tmp_path: Path, tiny: str) -> None:
    out = tmp_path / "r.csv"
    simulate(tiny, 2, ["random"], 5, 2, out)
    page = build_report(out, title="Tiny")
    assert "<title>Tiny</title>" in page
    assert "declares no report extras" in page
    assert "Standings" not in page  # one bot: nothing to rank
    simulate("cartagena", 2, ["random"], 2, 2, out)
    assert "No saved records" in build_report(out)


def test_report_of_a_tournament(tmp_path: Path) -> None:
    out = tmp_path / "t.parquet"
    tournament("cartagena", 3, ["pass", "random", "greedy"], 1, 3, out)
    page = build_report(out)
    assert "Elo (95%)" in page
    assert "openskill" in page


def test_every_extra_block_kind_renders() -> None:
    blocks = [
        {"title": "B", "kind": "bar", "labels": ["x", "y"], "series": {"s": [1, 2]}},
        {"title": "T", "kind": "table", "columns": ["a"], "rows": [[1.5]]},
        {
            "title": "H",
            "kind": "heatmap",
            "rows": ["r"],
            "columns": ["c", "d"],
            "values": [[1, None]],
        },
        {"title": "S", "kind": "svg", "svg": '<?xml version="1.0"?><svg id="map"></svg>'},
        {"title": "X", "kind": "text", "text": "<b>"},
    ]
    html = [render_extra(b) for b in blocks]
    assert "<svg" in html[0]
    assert "<td>1.500</td>" in html[1]
    assert "<svg" in html[2]
    assert '<svg id="map"></svg>' in html[3]
    assert "&lt;b&gt;" in html[4]
    with pytest.raises(ValueError, match="unknown report block"):
        render_extra({"title": "?", "kind": "pie"})


def test_first_player_uses_the_first_mover(tmp_path: Path, tiny: str) -> None:
    out = tmp_path / "r.csv"
    simulate(tiny, 3, ["random"], 9, 4, out)
    assert "The first player (first to decide) won" in build_report(out)
    # results without the column (e.g. written by other tools) fall back to seat 0
    lines = out.read_text().splitlines()
    column = lines[0].split(",").index("first_mover")
    trimmed = [",".join(c for i, c in enumerate(line.split(",")) if i != column) for line in lines]
    out.write_text("\n".join(trimmed) + "\n")
    page = build_report(out)
    assert "Seat 0 won" in page
    assert "Win rate by turn position" not in page
