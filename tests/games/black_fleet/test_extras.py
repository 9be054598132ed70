"""Black Fleet's report extras: doubloons by source add up to each seat's final doubloons, and
hand-built turns book each payment to the right source and card."""

from __future__ import annotations

import dataclasses
import random
import re
from pathlib import Path
from typing import Any

from seaboard.core.record import Record
from seaboard.core.state import CHANCE
from seaboard.games.black_fleet.components import load_components
from seaboard.games.black_fleet.extras import (
    SOURCES,
    SOURCES_RU,
    WORDS,
    Ledger,
    replay,
    report_extras,
)
from seaboard.games.black_fleet.moves import Act
from seaboard.games.black_fleet.state import BUY, DEV_OF, DEV_SLUG, BlackFleetState
from seaboard.games.black_fleet.texts import dev_name
from seaboard.lab.report import build_report
from seaboard.lab.simulate import simulate
from tests.games.black_fleet.helpers import (
    SPEC,
    clear_board,
    give_fortune,
    new_game,
    reveal,
    set_merchant,
    set_pirate,
    ships,
)


def _records(tmp_path: Path, players: int, games: int) -> list[Record]:
    out = tmp_path / "r.csv"
    simulate(
        "black_fleet",
        players,
        ["greedy", "random"],
        games,
        3,
        out,
        options={"max_rounds": 12},
        records_dir=tmp_path / "rec",
    )
    return [Record.from_text(p.read_text()) for p in sorted((tmp_path / "rec").iterdir())]


def _final_state(record: Record) -> BlackFleetState:
    """The end of the game, from the rules alone."""
    state = SPEC.new_state(record.num_players, record.options)
    for text in record.moves:
        state.apply(SPEC.parse_move(state, text))
    assert isinstance(state, BlackFleetState)
    return state


def test_sources_add_up_to_the_final_doubloons(tmp_path: Path) -> None:
    records = _records(tmp_path, 3, 4)
    earned: dict[str, int] = dict.fromkeys(SOURCES, 0)
    for record in records:
        game = replay(record)
        state = _final_state(record)
        outcome = state.outcome()
        assert outcome is not None
        final = [int(score) for score in outcome.scores]  # the state's own scores
        assert game.final == final
        for seat in range(record.num_players):
            assert sum(game.sources[seat].values()) == final[seat]
            assert game.sources[seat]["other"] == 0
            assert sum(game.cards[seat].values()) == game.sources[seat]["development cards"]
            revealed = [
                DEV_SLUG[c] for c, r in zip(state.dev[seat], state.rev[seat], strict=True) if r
            ]
            assert sorted(game.bought[seat]) == sorted(revealed)
            assert game.victory[seat] == bool(state.vic[seat])
            for source in SOURCES:
                earned[source] += game.sources[seat][source]
        assert 1 <= game.rounds <= 12
    assert earned["deliveries"] > 0
    assert earned["development cards bought"] < 0
    assert sum(1 for v in earned.values() if v) >= 5


def test_the_report_shows_the_sections(tmp_path: Path) -> None:
    _records(tmp_path, 4, 2)
    page = build_report(tmp_path / "r.csv")
    for title in (
        "Doubloons by source",
        "Doubloons from development cards, by card",
        "Purchases (per seat-game, by bot)",
        "Game length in rounds",
    ):
        assert title in page
    assert "deliveries" in page


def _play(ledger: Ledger, st: BlackFleetState, *moves: str) -> None:
    for text in moves:
        move = SPEC.parse_move(st, text)
        assert isinstance(move, Act)
        ledger.play(st, move)


def test_a_sale_books_the_base_price_and_each_card() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "delivery-bonus")
    reveal(st, 0, "insurance")
    set_merchant(st, 0, 62, "yellow", 3)  # La Barbaria buys yellow at 2
    st.stolen[0] = 1
    ships(st, "Y2.4.3")
    ledger = Ledger(3)
    _play(ledger, st, "sell")
    game = ledger.finish(st)
    assert st.money[0] == 6 + 4 + 2
    assert game.sources[0]["deliveries"] == 6
    assert game.sources[0]["development cards"] == 6
    assert game.cards[0] == {"delivery-bonus": 4, "insurance": 2}


def test_a_robbery_that_sinks_an_insured_merchant_pays_both_owners() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "secret-plans")
    reveal(st, 1, "insurance")
    set_pirate(st, 0, 95, None)
    set_merchant(st, 1, 80, "green", 1)
    ships(st, "Y1.5.3+1")
    ledger = Ledger(3)
    _play(ledger, st, "rob 80")
    game = ledger.finish(st)
    assert game.sources[0]["robbing merchants"] == 2
    assert game.cards[0] == {"secret-plans": 2}
    assert game.sources[1]["development cards"] == 6
    assert game.cards[1] == {"insurance": 6}
    assert [sum(s.values()) for s in game.sources] == st.money == [4, 6, 0]


def test_actions_only_a_card_allows_are_booked_to_that_card() -> None:
    st = new_game()
    clear_board(st)
    reveal(st, 0, "treasure-map")
    set_pirate(st, 0, 112, None)  # beach worth 6
    set_merchant(st, 1, 113, "green", 2)
    ships(st, "Y1.5.3+1")
    ledger = Ledger(3)
    _play(ledger, st, "rob 113", "bury")
    game = ledger.finish(st)
    assert game.sources[0]["robbing merchants"] == 2
    assert game.sources[0]["buried treasure"] == 0
    assert game.cards[0] == {"treasure-map": 3}
    st = new_game()
    clear_board(st)
    reveal(st, 0, "smugglers-code")
    set_pirate(st, 0, 62, "yellow")  # next to La Barbaria
    ships(st, "Y1.5.3+1")
    ledger = Ledger(3)
    _play(ledger, st, "smuggle")
    assert ledger.finish(st).cards[0] == {"smugglers-code": 5}


def test_bounties_burials_fortune_cards_and_purchases() -> None:
    st = new_game()
    clear_board(st)
    set_pirate(st, 1, 68, None)
    set_pirate(st, 0, 112, "green")  # on a beach worth 6
    give_fortune(st, 0, "sunken-treasure")
    ships(st, "Y3.3.2+2")
    ledger = Ledger(3)
    _play(ledger, st, "sink yellow 68", "bury")
    set_merchant(st, 0, 62, "yellow", 1)
    _play(ledger, st, "fortune sunken-treasure")
    st.money[0] += 10  # given outside the ledger: enough for the 11 tier
    _play(ledger, st, "end")
    rng = random.Random(0)
    while st.phase != BUY:
        if st.to_move() == CHANCE:
            _play(ledger, st, str(st.sample_chance(rng)))
        else:
            _play(ledger, st, str(st.legal_moves()[0]))
    card = DEV_SLUG[st.dev[0][2]]
    _play(ledger, st, "buy 11")
    game = ledger.finish(st)
    assert game.sources[0]["pirate bounties"] == 2
    assert game.sources[0]["buried treasure"] == 6
    assert game.sources[0]["fortune cards"] == 3
    assert game.sources[0]["development cards bought"] == -11
    assert game.bought[0] == [card]
    assert sum(game.sources[0].values()) == st.money[0] - 10


def test_report_extras_averages_per_seat_game(tmp_path: Path) -> None:
    records = _records(tmp_path, 3, 2)
    blocks = {block["title"]: block for block in report_extras(records)}
    bar = blocks["Doubloons by source (per seat-game, by bot; spending negative)"]
    games = [replay(r) for r in records]
    for bot, values in bar["series"].items():
        seats = [
            (g, s)
            for g, r in zip(games, records, strict=True)
            for s in range(3)
            if r.seats[s] == bot
        ]
        i = bar["labels"].index("deliveries")
        expected = sum(g.sources[s]["deliveries"] for g, s in seats) / len(seats)
        assert values[i] == round(expected, 2)
    length = blocks["Game length in rounds"]["rows"][0]
    assert length[0] == 2
    assert length[2] == min(g.rounds for g in games)
    assert report_extras([]) == []


def _strings(block: Any) -> list[str]:
    """Every string a block shows (titles, labels, columns, cells; not the bots' names)."""
    if isinstance(block, str):
        return [block]
    if isinstance(block, dict):
        return [t for k, v in block.items() if k not in ("kind", "series") for t in _strings(v)]
    if isinstance(block, list):
        return [t for v in block for t in _strings(v)]
    return []


def _figures(block: Any) -> Any:
    """A block with its words blanked: the numbers and the structure."""
    if isinstance(block, str):
        return ""
    if isinstance(block, dict):
        return {k: _figures(v) for k, v in block.items()}
    if isinstance(block, list):
        return [_figures(v) for v in block]
    return block


ENGLISH = {
    *(w.split(" {")[0] for w in WORDS["en"].values()),
    *SOURCES,
    *DEV_SLUG,
    "victory",
    "max_rounds",
}
"""Every English word the blocks can show (the formats cut at their first field)."""


def test_russian_blocks_have_the_english_figures_and_russian_words(tmp_path: Path) -> None:
    records = _records(tmp_path, 3, 3)
    english = report_extras(records)
    russian = report_extras(records, lang="ru")
    assert report_extras(records, lang="en") == english
    assert [_figures(b) for b in russian] == [_figures(b) for b in english]
    assert [b["title"] for b in russian] == [
        WORDS["ru"][key] for key in ("doubloons", "by_card", "bought", "purchases", "length")
    ]
    bar_en, bar_ru = english[0], russian[0]
    assert bar_ru["labels"] == [SOURCES_RU[SOURCES.index(s)] for s in bar_en["labels"]]
    assert "доставка товаров" in bar_ru["labels"]
    assert (bar_ru["xlabel"], bar_ru["ylabel"]) == ("источник", "дублонов за партию")
    comp = load_components()
    cards_ru = [row[0] for row in russian[1]["rows"]]
    to_ru = {dev_name(comp, slug, "en"): dev_name(comp, slug, "ru") for slug in DEV_OF}
    assert cards_ru == [to_ru[row[0]] for row in english[1]["rows"]]
    assert russian[2]["columns"] == [to_ru[name] for name in english[2]["columns"]]
    assert "Secret Plans" in to_ru  # English cards go by their printed names, not slugs
    assert dev_name(comp, "secret-plans", "ru") == "Тайные планы"  # as in the seed
    assert russian[3]["columns"] == ["бот", "карты развития", "карта победы"]
    ends = {
        "ended by victory": "конец: карта победы",
        "ended by max_rounds": "конец: предел раундов",
    }
    assert russian[4]["columns"] == ["партий", "среднее", "мин.", "макс."] + [
        ends[c] for c in english[4]["columns"][4:]
    ]
    shown = _strings(russian)
    left = [t for t in shown if any(word in t for word in ENGLISH)]
    assert left == []
    assert any(word in t for t in _strings(english) for word in ENGLISH)


def test_seats_without_names_are_named_in_the_language(tmp_path: Path) -> None:
    record = dataclasses.replace(_records(tmp_path, 3, 1)[0], seats=[])
    assert report_extras([record])[3]["rows"][0][0] == "seat 0"
    rows = report_extras([record], lang="ru")[3]["rows"]
    assert [row[0] for row in rows] == ["место 0", "место 1", "место 2"]


def test_the_russian_report_shows_the_russian_sections(tmp_path: Path) -> None:
    _records(tmp_path, 3, 2)
    page = build_report(tmp_path / "r.csv", lang="ru")
    for key in ("doubloons", "by_card", "purchases", "length"):
        assert WORDS["ru"][key] in page
    # the bar's label, wrapped to the room under its bar: one line a word
    assert re.search(r"<!-- доставка -->.*?<!-- товаров -->", page, re.DOTALL)
    for key in ("doubloons", "by_card", "purchases", "length"):
        assert WORDS["en"][key] not in page
    assert "deliveries" not in page
