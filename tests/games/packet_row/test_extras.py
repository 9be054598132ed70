"""Packet Row's report extras (seaboard/games/packet_row/extras.py; docs/lab.md): the ledgers
of a hand-built game, VP and dollars by source adding up to the game's own final scores and
money in simulated games, the sections of the HTML report, and the Russian blocks."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest

from seaboard.core.record import Record
from seaboard.games.packet_row import extras
from seaboard.games.packet_row.components import GOODS_RU, KIND_NAMES
from seaboard.games.packet_row.extras import Ledger, ledgers, report_extras
from seaboard.games.packet_row.state import PacketRowState
from seaboard.lab.report import build_report
from seaboard.lab.simulate import simulate

from .helpers import SPEC

SETUP = [
    *("deal S02", "deal S10", "deal S11"),  # seat 0: 2 hides to Great Britain for $15
    *("draw G30", "draw G31", "draw D01", "draw D02"),  # future supplies
    *("draw M15", "draw M16", "draw B30", "draw B31"),
    *("draw G32", "draw G33", "draw D03", "draw D24"),  # current supplies
    *("draw M17", "draw M18", "draw B01", "draw B25"),
]
ROUND_1 = [  # harbor master: seat 0
    *("board guild", "pass", "take G32"),  # seat 2 buys the Courthouse ($14, 3 VP)
    *("board docks", "take D24", "take D03"),  # seat 1 a gold bar ($4), seat 0 a ship to GB
    *("draw G34", "draw G35", "draw D04", "draw D05"),
]
ROUND_2 = [  # harbor master: seat 1
    *("board market", "take M18", "take M17", "pass"),  # 2 hides each to seats 2 and 0
    *("draw M01", "draw M02"),
]
ROUND_3 = [  # harbor master: seat 2; then the last round is over (max_rounds 3)
    *("board bank", "take B25", "take B01", "pass"),  # seat 0 a banker, seat 1 $3 in money
    *("draw B02", "draw B03"),
]
FINAL = ["ship D03", "contract S02", "use M17", "done"]  # seat 0 fulfils at the end


def _record() -> Record:
    return Record(
        game="packet_row",
        num_players=3,
        options={"first_seat": 0, "max_rounds": 3},
        seats=["ann", "bob", "cid"],
        moves=[*SETUP, *ROUND_1, *ROUND_2, *ROUND_3, *FINAL],
    )


def _replay(record: Record) -> PacketRowState:
    state = SPEC.new_state(record.num_players, record.options)
    assert isinstance(state, PacketRowState)
    for text in record.moves:
        state.play(SPEC.parse_move(state, text))
    return state


def _kinds(ledger: Ledger) -> dict[str, int]:
    return {KIND_NAMES[k]: n for k, n in enumerate(ledger.taken) if n}


def test_a_hand_built_game_is_accounted_for_exactly() -> None:
    record = _record()
    state = _replay(record)
    outcome = state.outcome()
    assert outcome is not None
    assert state.money == [34, 24, 5]
    assert outcome.scores == (5, 2, 3)
    replayed = ledgers(record)
    assert replayed is not None
    (ann, bob, cid), rounds = replayed
    assert rounds == 3
    # seat 0: $25 + $15 contract - $6 hides = $34 -> 3 VP; richest, so 2 VP for its banker
    assert ann.vp == [0, 0, 0, 0, 3, 2]
    assert ann.dollars == [25, 15, 0, -6, 0, 0]
    assert _kinds(ann) == {"ship": 1, "goods": 1, "banker": 1}
    assert ann.contracts == [0, 0, 1, 0]  # hides
    assert ann.shipments == [1, 0, 0, 0, 0, 0]  # Great Britain
    assert ann.usage == [1, 1, 1, 1, 0, 1, 0, 0, 0, 0, 0]
    # seat 1: $25 - $4 gold + $3 money card cashed at the end = $24 -> 2 VP
    assert bob.vp == [0, 0, 0, 0, 2, 0]
    assert bob.dollars == [25, 0, 3, 0, -4, 0]
    assert _kinds(bob) == {"gold1": 1, "money": 1}
    assert bob.usage[extras.UNFULFILLED] == 1
    assert bob.usage[extras.FULFILLED] == 0
    # seat 2: the Courthouse's 3 VP (guild hall); $25 - $14 - $6 = $5 -> 0 VP
    assert cid.vp == [3, 0, 0, 0, 0, 0]
    assert cid.dollars == [25, 0, 0, -6, 0, -14]
    for seat, book in enumerate((ann, bob, cid)):
        assert sum(book.vp) == outcome.scores[seat]
        assert sum(book.dollars) == state.money[seat]


def test_the_blocks_average_per_seat_game_by_bot() -> None:
    record = _record()
    twin = Record(**{**record.__dict__, "seats": ["ann", "ann", "cid"]})
    blocks = {block["title"]: block for block in report_extras([record, twin])}
    vp = blocks["Victory points by source (per seat-game, by bot)"]
    assert vp["kind"] == "bar"
    # ann: seat 0 twice and seat 1 once -> (5 + 5 + 2) / 3 VP, cid: seat 2 twice -> 3 VP
    assert sum(vp["series"]["ann"]) == pytest.approx(12 / 3)
    assert vp["series"]["cid"] == [3, 0, 0, 0, 0, 0]
    assert vp["series"]["bob"] == [0, 0, 0, 0, 2, 0]
    table = blocks["Final score by source (per seat-game, by bot)"]
    assert table["rows"][0][0] == "ann"
    assert table["rows"][0][-2:] == [round(12 / 3, 2), round((34 + 34 + 24) / 3, 2)]
    heat = blocks["Victory points by seat and source (per game)"]
    assert heat["values"][0] == [0, 0, 0, 0, 3, 2]
    assert "2 finished games: 3.0 rounds" in blocks["Game length"]["text"]


def test_unfinished_records_are_left_out() -> None:
    record = _record()
    cut = Record(**{**record.__dict__, "moves": record.moves[:-4]})
    assert ledgers(cut) is None
    blocks = {block["title"]: block for block in report_extras([record, cut])}
    assert "1 unfinished record(s) left out" in blocks["Game length"]["text"]
    assert report_extras([cut])[0]["kind"] == "text"


@pytest.mark.parametrize("players", [2, 5])
def test_vp_by_source_add_up_to_the_final_scores(tmp_path: Path, players: int) -> None:
    """The seed's banker rule differs for 2-3 and 4-5 players: both are covered."""
    out = tmp_path / "results.csv"
    simulate("packet_row", players, ["random", "greedy"], 6, 7, out, records_dir=tmp_path / "rec")
    records = [Record.from_text(path.read_text()) for path in sorted(tmp_path.glob("rec/*.pgn"))]
    assert len(records) == 6
    fulfilled = 0
    for record in records:
        state = _replay(record)
        outcome = state.outcome()
        replayed = ledgers(record)
        assert outcome is not None
        assert replayed is not None
        books, rounds = replayed
        assert rounds == state.round
        for seat, book in enumerate(books):
            assert sum(book.vp) == outcome.scores[seat]
            assert sum(book.dollars) == state.money[seat]
            assert sum(book.contracts) == book.usage[extras.FULFILLED]
            assert sum(book.shipments) == book.usage[extras.SHIPS]
            assert book.usage[extras.UNFULFILLED] == len(state.contracts_of(seat))
            fulfilled += book.usage[extras.FULFILLED]
    assert fulfilled > 0
    page = build_report(out)
    for title in (
        "Victory points by source",
        "Final score by source",
        "Victory points by seat and source",
        "Dollars by source",
        "Contracts fulfilled by goods type",
        "Ships sent by destination",
        "Cards taken by kind",
        "Contracts and special cards",
        "Game length",
    ):
        assert title in page
    assert "declares no report extras" not in page


def _visible_words(blocks: list[dict[str, Any]], bots: set[str]) -> list[str]:
    """Every string a reader sees in ``blocks`` except the bot names."""
    found: list[str] = []
    for block in blocks:
        found.append(block["title"])
        for key in ("labels", "columns", "xlabel", "ylabel", "text"):
            value = block.get(key, [])
            found.extend([value] if isinstance(value, str) else value)
        if block["kind"] == "heatmap":
            found.extend(block["rows"])
        if block["kind"] == "table":
            found.extend(str(cell) for row in block["rows"] for cell in row[1:])
    return [word for word in found if word not in bots]


def test_the_russian_blocks_have_the_english_figures_in_russian_words() -> None:
    record = _record()
    cut = Record(**{**record.__dict__, "moves": record.moves[:-4]})
    english = report_extras([record, cut])
    russian = report_extras([record, cut], lang="ru")
    assert [block["kind"] for block in russian] == [block["kind"] for block in english]
    for en, ru in zip(english, russian, strict=True):
        assert ru.get("series") == en.get("series")
        assert ru.get("values") == en.get("values")
        if en["kind"] == "table":
            assert ru["rows"] == en["rows"]
        for key in ("labels", "columns", "rows"):
            assert len(ru.get(key, [])) == len(en.get(key, []))
        if en["kind"] == "text":
            assert re.findall(r"\d+(?:\.\d+)?", ru["text"]) == re.findall(
                r"\d+(?:\.\d+)?", en["text"]
            )
    blocks = {block["title"]: block for block in russian}
    goods = blocks["Выполненные контракты по видам товаров (на место за партию, по ботам)"]
    assert goods["labels"] == list(GOODS_RU)
    assert goods["series"]["ann"][GOODS_RU.index("шкуры")] == 1
    kinds = blocks["Взятые карты по видам (на место за партию, по ботам)"]["labels"]
    assert "банкир" in kinds
    assert "двойной слиток" in kinds
    assert "Неоконченных записей пропущено: 1" in blocks["Длина партии"]["text"]
    words = _visible_words(russian, {"ann", "bob", "cid"})
    assert len(words) > 50
    assert not {block["title"] for block in english} & set(words)
    assert [word for word in words if re.search("[A-Za-z]", word)] == []
    assert report_extras([cut], lang="ru")[0]["text"] == "Нет завершённой партии для разбора."


def test_the_russian_report_shows_the_russian_blocks(tmp_path: Path) -> None:
    out = tmp_path / "results.csv"
    simulate("packet_row", 3, ["random", "greedy"], 3, 5, out, records_dir=tmp_path / "rec")
    page = build_report(out, lang="ru")
    for words in (
        "Победные очки по источникам",
        "Итоговый счёт по источникам",
        "Доллары по источникам",
        "Взятые карты по видам",
        "контрактов не выполнено",
        "Длина партии",
        GOODS_RU[0],
    ):
        assert words in page
    for title in ("Victory points by source", "Cards taken by kind", "Game length"):
        assert title not in page
