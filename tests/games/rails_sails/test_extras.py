"""Rails & Sails' report extras: the figures agree with the replayed games."""

from __future__ import annotations

import csv
import html
import random
import re
import xml.etree.ElementTree as ElementTree
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from seaboard.core.record import Record
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.data import Ticket
from seaboard.games.rails_sails.extras import (
    LENGTHS,
    NAMES,
    SOURCES,
    WORDS,
    length_class,
    report_extras,
    tally,
)
from seaboard.games.rails_sails.moves import Claim
from seaboard.games.rails_sails.render import heat_colour, render_heat
from seaboard.lab.report import build_report
from seaboard.lab.simulate import simulate
from tests.games.rails_sails.helpers import WORLD


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[Record]]:
    folder = tmp_path_factory.mktemp("rails_sails_extras")
    out = folder / "results.csv"
    simulate("rails_sails", 3, ["random", "greedy"], 4, 7, out, records_dir=folder / "rec")
    records = [Record.from_text(p.read_text()) for p in sorted((folder / "rec").iterdir())]
    return out, records


def test_report_shows_the_sections(played: tuple[Path, list[Record]]) -> None:
    out, _ = played
    page = build_report(out)
    for title in (
        "Routes by claim frequency",
        "most claimed routes",
        "Routes claimed touching each city",
        "Ticket completion rate by ticket length",
        "Tickets by bot",
        "Final points by source",
    ):
        assert title in page
    assert 'class="route heat"' in page


def test_points_by_source_add_up_to_the_final_scores(played: tuple[Path, list[Record]]) -> None:
    out, records = played
    with out.open() as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == len(records) == 4
    for record, row in zip(records, rows, strict=True):
        game, state = tally(record)
        outcome = state.outcome()
        assert outcome is not None
        for seat, sources in enumerate(game.sources):
            assert sum(sources[key] for key in SOURCES) == sources["total"]
            assert sources["total"] == outcome.scores[seat] == float(row[f"score_{seat}"])
            score = state.seat_score(seat)
            assert sources["tickets won"] >= 0 >= sources["tickets lost"]
            assert sources["tickets won"] + sources["tickets lost"] == score.tickets
        # the points table averages exactly these per bot
    names = sorted({name for r in records for name in r.seats})
    table = next(b for b in report_extras(records) if b["title"].startswith("Final points"))
    for name, row in zip(names, table["rows"], strict=True):
        totals = [
            tally(r)[0].sources[s]["total"]
            for r in records
            for s, seat_name in enumerate(r.seats)
            if seat_name == name
        ]
        assert row[0] == name
        assert row[-1] == round(sum(totals) / len(totals), 2)


def test_claim_counts_match_the_moves(played: tuple[Path, list[Record]]) -> None:
    _, records = played
    by_text: Counter[str] = Counter()
    for record in records:
        by_text.update(text.split()[1] for text in record.moves if text.startswith("claim "))
        game, _ = tally(record)
        assert len(game.claims) == sum(1 for t in record.moves if t.startswith("claim "))
    assert by_text
    blocks = report_extras(records)
    table = next(b for b in blocks if b["kind"] == "table" and "most claimed" in b["title"])
    for rid, _, _, share in table["rows"]:
        assert share == round(by_text[rid] / len(records), 3)
    top = max(by_text.values())
    assert table["rows"][0][3] == round(top / len(records), 3)
    svg = next(b["svg"] for b in blocks if b["kind"] == "svg")
    ElementTree.fromstring(svg)
    weights = dict(re.findall(r'id="route-(\w+)" class="route heat" data-weight="([\d.]+)"', svg))
    assert len(weights) == len(WORLD.routes)
    for rid, weight in weights.items():
        assert float(weight) == pytest.approx(by_text[rid] / top, abs=1e-3)
    heat = next(b for b in blocks if b["kind"] == "heatmap")
    per_city: Counter[str] = Counter()
    for rid, count in by_text.items():
        route = WORLD.routes[WORLD.route_by_id[rid]]
        per_city[WORLD.cities[route.a].name] += count
        per_city[WORLD.cities[route.b].name] += count
    seat_games = Counter(name for r in records for name in r.seats)
    for city, values in zip(heat["rows"], heat["values"], strict=True):
        spread = sum(v * seat_games[b] for v, b in zip(values, heat["columns"], strict=True))
        assert spread == pytest.approx(per_city[city], abs=0.01)


def test_ticket_figures_match_the_final_scoring(played: tuple[Path, list[Record]]) -> None:
    _, records = played
    done = held = 0
    for record in records:
        game, state = tally(record)
        for seat, tickets in enumerate(game.tickets):
            assert [t for t, _ in tickets] == state.held[seat]
            lines = state.seat_score(seat).ticket_lines
            assert [ok for _, ok in tickets] == [how != "failed" for _, _, how in lines]
            done += sum(ok for _, ok in tickets)
            held += len(tickets)
    table = next(b for b in report_extras(records) if b["title"].startswith("Tickets by bot"))
    seat_games = Counter(name for r in records for name in r.seats)
    assert [row[0] for row in table["rows"]] == sorted(seat_games)
    rows = table["rows"]
    assert sum(row[1] * seat_games[row[0]] for row in rows) == pytest.approx(held, abs=0.1)
    assert sum(row[2] * seat_games[row[0]] for row in rows) == pytest.approx(done, abs=0.1)


def test_a_hand_built_record_is_counted() -> None:
    """A short game that claims whenever it can: the tally finds exactly those claims."""
    state = SPEC.new_state(2, {"first_seat": 0, "max_rounds": 12})
    rng = random.Random(4)
    claimed = []
    while state.to_move() != TERMINAL:
        if state.to_move() == CHANCE:
            state.play(state.sample_chance(rng))
            continue
        moves = state.legal_moves()
        claims = [m for m in moves if isinstance(m, Claim)]
        move = claims[0] if claims else moves[-1 if state.phase < 2 else 0]
        if isinstance(move, Claim):
            claimed.append((state.cur, move.route))
        state.play(move)
    assert len(claimed) >= 3
    record = Record.from_state(state, game="rails_sails", seats=["a", "b"])
    game, replayed = tally(record)
    assert [(s, WORLD.routes[r].id) for s, r in game.claims] == claimed
    assert replayed.owner == state.owner
    block = next(b for b in report_extras([record]) if "most claimed" in b["title"])
    assert {row[0] for row in block["rows"]} == {rid for _, rid in claimed}
    unnamed = Record.from_state(state, game="rails_sails")
    heat = next(b for b in report_extras([unnamed], lang="ru") if b["kind"] == "heatmap")
    assert heat["columns"] == ["место 0", "место 1"]
    route = WORLD.routes[WORLD.route_by_id[claimed[0][1]]]
    ru_top = report_extras([record], lang="ru")[1]
    row = next(r for r in ru_top["rows"] if r[0] == route.id)
    assert row[1] == f"{WORLD.cities[route.a].name_ru} - {WORLD.cities[route.b].name_ru}"
    assert row[2] == f"{('вагонный', 'паромный')[route.ship]}, {route.length}"


def test_length_classes() -> None:
    def ticket(points: int, cities: int = 2) -> Ticket:
        return Ticket(0, tuple(range(cities)), points, 0, -points)

    points = (5, 8, 9, 12, 13, 17, 20, 21, 34)
    assert [length_class(ticket(p)) for p in points] == [0, 0, 1, 1, 2, 3, 3, 4, 4]
    assert LENGTHS[length_class(ticket(30, 5))] == "tours"


def test_heat_map_colours_and_refuses_a_wrong_length() -> None:
    assert heat_colour(0.0) == "#f4f6f7"
    assert heat_colour(1.0) == heat_colour(3.0) == "#922b21"
    weights = [0.0] * len(WORLD.routes)
    weights[0] = 1.0
    svg = render_heat(WORLD, weights, ["note"] * len(WORLD.routes), "ru")
    ElementTree.fromstring(svg)
    first = WORLD.routes[0].id
    assert f'id="route-{first}" class="route heat" data-weight="1.000"' in svg
    assert 'fill="#922b21" stroke="#000" stroke-width="3.0"' in svg
    assert "чаще" in svg
    with pytest.raises(ValueError, match="one weight"):
        render_heat(WORLD, weights[:-1], ["note"] * len(WORLD.routes))


def _figures(block: dict[str, Any]) -> Any:
    """A block's numbers and structure, without its words."""
    if block["kind"] == "svg":
        return re.findall(
            r'id="route-(\w+)" class="route heat" data-weight="([\d.]+)"', block["svg"]
        )
    if block["kind"] == "bar":
        return block["series"]
    if block["kind"] == "heatmap":
        return block["columns"], block["values"], len(block["rows"])
    return [[row[0], *(c for c in row[1:] if not isinstance(c, str))] for row in block["rows"]]


def _words(block: dict[str, Any]) -> set[str]:
    """Every visible string of a block but the bot names and route ids."""
    found = {block["title"], block.get("xlabel", ""), block.get("ylabel", "")}
    found.update(block.get("columns", []), block.get("labels", []))
    if block["kind"] == "heatmap":
        found.update(block["rows"])
    if block["kind"] == "table":
        found.update(cell for row in block["rows"] for cell in row[1:] if isinstance(cell, str))
    if block["kind"] == "svg":
        found.update(re.findall(r"<title>(.*?)</title>", block["svg"]))
        found.update(re.findall(r">([^<>]+)</text>", block["svg"]))
    return found - {"", "random", "greedy"}


def test_russian_blocks_have_the_same_figures_and_no_english_left(
    played: tuple[Path, list[Record]],
) -> None:
    _, records = played
    english = report_extras(records)
    russian = report_extras(records, lang="ru")
    assert [b["kind"] for b in russian] == [b["kind"] for b in english]
    for en, ru in zip(english, russian, strict=True):
        assert _figures(ru) == _figures(en)
        assert re.search("[а-яё]", ru["title"])
        assert not _words(en) & _words(ru), en["title"]
    assert russian[3]["labels"] == list(NAMES["ru"]["lengths"])
    assert russian[5]["columns"] == ["бот", *NAMES["ru"]["sources"], "всего"]
    heat = russian[2]
    assert heat["rows"]
    assert set(heat["rows"]) <= {c.name_ru for c in WORLD.cities}
    svg = russian[0]["svg"]
    ElementTree.fromstring(svg)
    assert "построен в " in svg
    assert "перегон, длина" in svg
    assert not re.search(r"\b(gray|ship|train|games|least|most)\b", svg)
    for text in re.findall(r"<title>(.*?)</title>", svg):
        assert re.search("[а-яё]", text)


def test_the_russian_report_shows_the_russian_blocks(played: tuple[Path, list[Record]]) -> None:
    out, records = played
    page = build_report(out, lang="ru")
    for block in report_extras(records, lang="ru"):
        assert html.escape(block["title"]) in page
    for key in ("map", "by_city", "by_length", "by_bot", "points"):
        assert html.escape(WORDS["en"][key]) not in page
    assert "most claimed" not in page
    assert "перегон, длина" in page
