"""Pirates' report extras: the sections appear and their figures agree with a replay."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from seaboard.core.errors import SeaboardError
from seaboard.core.record import Record
from seaboard.games.pirates import extras
from seaboard.games.pirates.state import PiratesState
from seaboard.lab.report import build_report, load_records
from seaboard.lab.results import load_results
from seaboard.lab.simulate import simulate
from tests.games.golitsyn.extras_checks import assert_all_russian, russian_words


@pytest.fixture(scope="module")
def records(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Record]]:
    folder = tmp_path_factory.mktemp("pirates")
    out = folder / "r.csv"
    simulate(
        "pirates",
        2,
        ["random", "greedy"],
        6,
        3,
        out,
        options={"max_rounds": 60},
        records_dir=folder / "rec",
    )
    return out, load_records(load_results(out), out)


def test_the_report_shows_the_sections(records: tuple[Path, list[Record]]) -> None:
    page = build_report(records[0])
    for title in (
        "How the games ended",
        "Wins by side, by bot",
        "Shooting and losses",
        "Ships sunk by cause",
        "Where ships were sunk",
    ):
        assert title in page


def test_sinkings_match_the_ships_missing_at_the_end(
    records: tuple[Path, list[Record]],
) -> None:
    total = 0
    for record in records[1]:
        item = extras.tally(record)
        final = record.replay()  # an independent replay: the rules' own state
        assert isinstance(final, PiratesState)
        missing = [ship for ship, cell in enumerate(final.cell) if cell < 0]
        assert sorted(event.ship for event in item.sinkings) == missing
        for seat in range(record.num_players):
            assert item.lost(seat) == sum(1 for ship in missing if final.owner[ship] == seat)
        assert sum(item.sunk_by(seat) for seat in range(2)) == sum(
            1 for event in item.sinkings if event.cause == "shot"
        )
        shots = [text for text in record.moves if text.startswith(("shoot ", "also "))]
        assert sum(item.shots) == len(shots)
        assert sum(item.volleys) == record.moves.count("fire")
        assert item.final.end_reason == final.end_reason
        total += len(missing)
    assert total > 0  # the games did sink ships, so the check above bit


def test_endings_heat_map_and_wins_add_up(records: tuple[Path, list[Record]]) -> None:
    games = records[1]
    blocks = {block["title"]: block for block in extras.report_extras(games)}
    endings: Counter[str] = Counter()
    wins: Counter[tuple[str, bool]] = Counter()
    sunk = 0
    for record in games:
        state = record.replay()
        assert isinstance(state, PiratesState)
        outcome = state.outcome()
        assert outcome is not None
        endings[extras.ending(outcome.reason)] += 1
        sunk += sum(1 for cell in state.cell if cell < 0)
        for seat in outcome.winners:
            wins[record.seats[seat], seat < 1] += 1
    assert {row[0]: row[1] for row in blocks["How the games ended"]["rows"]} == dict(endings)
    heat = blocks["Where ships were sunk (per game)"]["values"]
    assert sum(v for row in heat for v in row if v is not None) * len(games) == pytest.approx(sunk)
    rows = {row[0]: row for row in blocks["Wins by side, by bot"]["rows"]}
    for bot, row in rows.items():
        if row[1]:
            assert row[2] == f"{100 * wins[bot, True] / row[1]:.0f}%"
        if row[3]:
            assert row[4] == f"{100 * wins[bot, False] / row[3]:.0f}%"


def test_ending_names() -> None:
    assert extras.ending("the treasure reached Cadiz") == "treasure delivered to Spain"
    assert extras.ending("the treasure reached a pirate base") == "treasure to a pirate base"
    assert extras.ending("the treasure galleon sank (storm): a draw") == (
        "treasure galleon sunk (draw)"
    )
    assert extras.ending("max_rounds") == "round limit (draw)"


def test_the_russian_blocks_have_the_english_figures(records: tuple[Path, list[Record]]) -> None:
    games = records[1]
    english = extras.report_extras(games)
    russian = extras.report_extras(games, lang="ru")
    words = russian_words(english, russian, {"random", "greedy"})
    assert_all_russian(words, english)
    blocks = {block["title"]: block for block in russian}
    endings = blocks["Чем кончились партии"]
    assert endings["columns"] == ["конец партии", "партий", "доля"]
    reasons = Counter(extras.ending(game.replay().end_reason, "ru") for game in games)
    assert {row[0]: row[1] for row in endings["rows"]} == dict(reasons)
    sides = blocks["Победы по сторонам, по ботам"]["columns"]
    assert sides == [
        "бот",
        "партий за испанцев",
        "побед за испанцев",
        "партий за пиратов",
        "побед за пиратов",
    ]
    causes = blocks["Потопленные корабли по причинам (за партию)"]
    assert causes["labels"] == ["выстрел", "шторм", "течение"]
    assert "Где тонули корабли (за партию)" in blocks
    assert (
        "кораблей потоплено"
        in blocks["Стрельба и потери (на место за партию, по ботам)"]["columns"]
    )


def test_the_russian_report_shows_the_russian_blocks(records: tuple[Path, list[Record]]) -> None:
    page = build_report(records[0], lang="ru")
    for words in (
        "Чем кончились партии",
        "Победы по сторонам, по ботам",
        "Стрельба и потери",
        "Потопленные корабли по причинам",
        "Где тонули корабли",
        "кораблей потоплено",
    ):
        assert words in page
    for title in ("How the games ended", "Wins by side", "Shooting and losses", "ships sunk"):
        assert title not in page


def test_russian_ending_names_and_an_unknown_language() -> None:
    assert extras.ending("the treasure reached Cadiz", "ru") == "сокровища доставлены в Испанию"
    assert extras.ending("the treasure reached a pirate base", "ru") == (
        "сокровища на пиратской базе"
    )
    assert extras.ending("every ship sank: a draw", "ru") == "все корабли потоплены (ничья)"
    assert extras.ending("max_rounds", "ru") == "предел раундов (ничья)"
    assert extras.ending("", "ru") == "не окончена"
    with pytest.raises(SeaboardError, match="unknown report language 'de'"):
        extras.report_extras([], lang="de")


def test_seats_without_bot_names_are_named_in_the_language(
    records: tuple[Path, list[Record]],
) -> None:
    unnamed = Record(**{**records[1][0].__dict__, "seats": []})
    for lang, seats in (("en", ["seat 0", "seat 1"]), ("ru", ["место 0", "место 1"])):
        rows = extras.report_extras([unnamed], lang=lang)[1]["rows"]
        assert [row[0] for row in rows] == seats
