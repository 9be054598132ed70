"""Capture of Colonies' report extras: the sections appear and their figures agree with a
replay."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from seaboard.core.errors import SeaboardError
from seaboard.core.record import Record
from seaboard.games.colonies import extras
from seaboard.games.colonies.state import ColoniesState
from seaboard.lab.report import build_report, load_records
from seaboard.lab.results import load_results
from seaboard.lab.simulate import simulate
from tests.games.golitsyn.extras_checks import assert_all_russian, russian_words


def _records(folder: Path, sunk_ships: str) -> tuple[Path, list[Record]]:
    out = folder / f"{sunk_ships}.csv"
    simulate(
        "colonies",
        3,
        ["random", "greedy"],
        4,
        6,
        out,
        options={"max_rounds": 60, "sunk_ships": sunk_ships},
        records_dir=folder / sunk_ships,
    )
    return out, load_records(load_results(out), out)


@pytest.fixture(scope="module")
def returning(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Record]]:
    return _records(tmp_path_factory.mktemp("colonies"), "return")


def test_the_report_shows_the_sections(returning: tuple[Path, list[Record]]) -> None:
    page = build_report(returning[0])
    for title in (
        "How the games ended",
        "Colonies and fleets",
        "Points held at the end",
        "Ships sunk by cause",
        "Where ships were sunk",
    ):
        assert title in page


def test_colonies_and_points_held_match_the_final_state(
    returning: tuple[Path, list[Record]],
) -> None:
    records = returning[1]
    held: Counter[str] = Counter()
    points: Counter[str] = Counter()
    seat_games: Counter[str] = Counter()
    for record in records:
        final = record.replay()
        assert isinstance(final, ColoniesState)
        item = extras.tally(record)
        for seat, bot in enumerate(record.seats):
            owned = [p for p, owner in enumerate(final.port_owner) if owner == seat]
            assert extras.held(item, seat) == len(owned)
            assert extras.points(item, seat) == final.score(seat)
            assert item.colonies[seat] >= len(owned)  # each held colony was taken once at least
            held[bot] += len(owned)
            points[bot] += final.score(seat)
            seat_games[bot] += 1
    blocks = {block["title"]: block for block in extras.report_extras(records)}
    table = blocks["Colonies and fleets (per seat-game, by bot)"]
    column = table["columns"].index
    for row in table["rows"]:
        bot = row[0]
        assert row[column("colonies held")] == round(held[bot] / seat_games[bot], 2)
        assert row[column("points held")] == round(points[bot] / seat_games[bot], 2)
    assert sum(held.values()) > 0  # colonies were taken, so the check above bit


def test_removed_ships_match_the_ships_missing_at_the_end(tmp_path: Path) -> None:
    _, records = _records(tmp_path, "removed")
    total = 0
    for record in records:
        final = record.replay()
        assert isinstance(final, ColoniesState)
        item = extras.tally(record)
        missing = [ship for ship, cell in enumerate(final.cell) if cell < 0]
        assert sorted(event.ship for event in item.sinkings) == missing
        for seat in range(record.num_players):
            assert item.lost(seat) == sum(1 for ship in missing if final.owner[ship] == seat)
        total += len(missing)
    assert total > 0
    heat = {b["title"]: b for b in extras.report_extras(records)}[
        "Where ships were sunk (per game)"
    ]
    cells = sum(v for row in heat["values"] for v in row if v is not None)
    assert cells * len(records) == pytest.approx(total)


def test_ending_names() -> None:
    assert extras.ending("points") == "29+ points"
    assert extras.ending("max_rounds") == "round limit"
    assert extras.ending("every other fleet destroyed") == "every other fleet destroyed"


def test_the_russian_blocks_have_the_english_figures(
    returning: tuple[Path, list[Record]],
) -> None:
    records = returning[1]
    english = extras.report_extras(records)
    russian = extras.report_extras(records, lang="ru")
    words = russian_words(english, russian, {"random", "greedy"})
    assert_all_russian(words, english)
    blocks = {block["title"]: block for block in russian}
    endings = blocks["Чем кончились партии"]
    reasons = Counter(extras.ending(record.replay().end_reason, "ru") for record in records)
    assert {row[0]: row[1] for row in endings["rows"]} == dict(reasons)
    assert blocks["Колонии и флоты (на место за партию, по ботам)"]["columns"] == [
        "бот",
        "колоний захвачено",
        "колоний в конце",
        "баллов в конце",
        "залпов",
        "выстрелов",
        "кораблей потоплено",
        "кораблей захвачено",
        "кораблей потеряно",
    ]
    points = blocks["Баллы колоний в конце партии (на место за партию, по ботам)"]
    assert list(points["series"]) == ["баллов в конце"]
    assert (points["xlabel"], points["ylabel"]) == ("бот", "баллов")
    causes = blocks["Потопленные корабли по причинам (за партию)"]
    assert causes["labels"] == ["выстрел", "шторм", "течение", "огонь колонии"]
    assert "Где тонули корабли (за партию)" in blocks


def test_the_russian_report_shows_the_russian_blocks(
    returning: tuple[Path, list[Record]],
) -> None:
    page = build_report(returning[0], lang="ru")
    for words in (
        "Чем кончились партии",
        "Колонии и флоты",
        "Баллы колоний в конце партии",
        "Потопленные корабли по причинам",
        "Где тонули корабли",
        "колоний захвачено",
    ):
        assert words in page
    for title in ("How the games ended", "Colonies and fleets", "Points held", "colonies taken"):
        assert title not in page


def test_russian_ending_names_and_an_unknown_language() -> None:
    assert extras.ending("points", "ru") == "29+ баллов"
    assert extras.ending("max_rounds", "ru") == "предел раундов"
    assert extras.ending("every other fleet destroyed", "ru") == "все другие флоты уничтожены"
    assert extras.ending("every fleet destroyed", "ru") == "все флоты уничтожены"
    assert extras.ending("every seat passed for a whole round", "ru") == (
        "все игроки спасовали целый раунд"
    )
    assert extras.ending("every seat passed for a whole round") == (
        "every seat passed for a whole round"
    )
    with pytest.raises(SeaboardError, match="unknown report language 'de'"):
        extras.report_extras([], lang="de")
