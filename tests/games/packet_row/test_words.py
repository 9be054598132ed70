"""Packet Row's words: moves name boards, cards, contracts, ships and payouts; starting
contracts are hidden from the others; setup is grouped; the decision, panels and the VP
breakdown, in English and Russian."""

from __future__ import annotations

import random

import pytest

from seaboard.core.message import SeatRef, msg
from seaboard.games.packet_row.render import SEAT_COLOURS
from seaboard.games.packet_row.state import PacketRowState
from seaboard.i18n import render
from seaboard.i18n.present import panels_json
from tests.support.words import (
    NAMES,
    check_breakdown,
    check_position,
    check_step,
    finish,
    missing_keys,
    walk,
)

from .helpers import SPEC, play, position

ANYA, VANYA, VADIM, DANIL = range(4)
RU = ["Аня", "Ваня", "Вадим", "Данил"]


def label(st: PacketRowState, text: str, lang: str = "ru") -> str:
    return SPEC.move_label(st, SPEC.parse_move(st, text), lang, RU if lang == "ru" else NAMES[lang])


def _seed_round() -> PacketRowState:
    """The seed's worked round: Anya is harbor master; the market shows the Library."""
    return position(
        4,
        hm=ANYA,
        hands={0: ["S01"], 1: ["S02"], 2: ["S03"], 3: ["S04"]},
        current={
            0: ["G30", "G25", "G01"],
            1: ["D01", "D34", "D19"],
            2: ["M34", "M22", "M01"],
            3: ["B01", "B25", "B30"],
        },
        future={0: ["G02", "G03"], 1: ["D02", "D24"], 2: ["M26", "M05"], 3: ["B02", "B03"]},
    )


@pytest.mark.parametrize("players", [2, 4])
def test_every_step_of_random_games_is_a_sentence_in_both_languages(players: int) -> None:
    verbs: set[str] = set()
    for step, (state, move) in enumerate(walk(SPEC, players, "standard", seed=players, limit=900)):
        check_step(SPEC, state, move)
        verbs.add(str(move).split()[0])
        if step % 5 == 0:
            check_position(SPEC, state)
    assert verbs >= {"first", "deal", "draw", "board", "take", "pass", "cash", "ship", "done"}


@pytest.mark.parametrize("players", [2, 3, 5])
def test_the_breakdown_adds_up_to_the_final_scores(players: int) -> None:
    state = finish(SPEC, players, "standard", seed=11)
    check_breakdown(SPEC, state)
    check_position(SPEC, state)


def test_the_seed_round_in_words() -> None:
    st = _seed_round()
    assert label(st, "board market") == "Аня выбирает поле «Рынок» и предлагает его"
    assert render(SPEC.decision(st), "en") == (
        "Round 1: as harbor master, choose a board to offer."
    )
    play(st, "board market")
    assert (
        render(SPEC.decision(st), "ru") == "Предложено поле «Рынок»: возьмите карту или спасуйте."
    )
    assert label(st, "take M34") == (
        "Ваня платит $15 и берёт с поля «Рынок»: Библиотека (3 победных очка, $15)"
    )
    assert label(st, "take M34", "en") == (
        "Bob takes from the Market and pays $15: Library (3 VP, $15)"
    )
    play(st, "take M34", "pass")
    assert label(st, "take M22") == (
        "Данил платит $2 и берёт с поля «Рынок»: 1 единица табака ($2)"
    )
    play(st, "take M22")
    assert render(SPEC.decision(st), "en") == (
        "Take a card from the Market (the round ends) or choose another board."
    )
    play(st, "board docks", "pass")
    assert label(st, "take D01", "en") == "Alice takes from the Docks: ship to Great Britain"


def test_a_fulfilment_names_ships_contracts_goods_and_the_payout() -> None:
    """The seed's example 2: Danil fulfils three contracts for $35 + 15 + 15."""
    st = position(
        3,
        hands={0: ["G08", "G13", "G14", "M10", "M12", "M28"], 1: ["S10"], 2: ["S11"]},
        ships={0: ["D04", "D13", "D16"]},
        current={0: ["G30", "G31"], 1: ["D34", "D35"], 2: ["M34", "M35"], 3: ["B30", "B31"]},
        future={0: ["G32", "G33"], 1: ["D36", "D37"], 2: ["M36", "M37"], 3: ["B32", "B33"]},
    )
    assert label(st, "ship D04", "en") == "Alice starts a fulfilment with a ship to France"
    play(st, "ship D04")
    assert label(st, "contract G08", "en") == ("Alice loads a contract: 4 cotton to France ($35)")
    play(st, "contract G08", "ship D13", "contract G13", "ship D16", "contract G14")
    assert label(st, "use M10") == "Аня добавляет к выполнению: 2 единицы хлопка ($5)"
    play(st, "use M10", "use M12", "use M28")
    assert label(st, "done", "en") == "Alice fulfils 3 contracts and collects $65"
    assert label(st, "done") == "Аня выполняет 3 контракта и получает $65"


def test_the_captain_and_the_merchant() -> None:
    st = position(
        3,
        hands={0: ["G02", "M17", "D19", "G05", "M15", "M10", "M29"], 1: ["S10"], 2: ["S11"]},
        ships={0: ["D13"]},
    )
    play(st, "ship D13")
    assert label(st, "captain D19 fr") == "Аня играет капитана: корабль идёт во Францию"
    assert label(st, "captain D19 fr", "en") == (
        "Alice plays a captain: the ship sails to France instead"
    )


@pytest.mark.parametrize(
    ("count", "en", "ru"),
    [
        (1, "1 contract", "1 контракт"),
        (2, "2 contracts", "2 контракта"),
        (5, "5 contracts", "5 контрактов"),
        (11, "11 contracts", "11 контрактов"),
        (21, "21 contracts", "21 контракт"),
    ],
)
def test_plurals_of_contracts_and_goods(count: int, en: str, ru: str) -> None:
    done = msg("packet_row:done", count, who=SeatRef(0), payout=10)
    assert render(done, "en", ["Alice"]) == f"Alice fulfils {en} and collects $10"
    assert render(done, "ru", ["Аня"]) == f"Аня выполняет {ru} и получает $10"
    goods = msg("packet_row:goods_amount", count, goods=msg("packet_row:goods_of_cotton"))
    unit = {1: "единица", 2: "единицы", 5: "единиц", 11: "единиц", 21: "единица"}[count]
    assert render(goods, "ru") == f"{count} {unit} хлопка"


def test_starting_contracts_are_hidden_from_the_others() -> None:
    state = SPEC.new_state(3, {"first_seat": 0})
    move = state.sample_chance(random.Random(1))
    assert state.redacted(move, 1) == "deal ?"
    hidden = SPEC.describe_hidden(state, move, 1)
    assert hidden is not None
    assert render(hidden, "en", NAMES["en"]) == "a starting contract to Alice"
    assert SPEC.describe_hidden(state, move, 0) is None
    assert SPEC.move_label(state, move, "en", NAMES["en"]).startswith("contract: ")
    assert SPEC.move_label(state, move, "en", NAMES["en"]).endswith(") to Alice")
    heading = SPEC.log_group(state, move, 1)
    assert heading is not None
    assert render(heading, "ru") == "Начальные контракты розданы"


def test_panels_show_money_ships_and_the_own_contracts() -> None:
    st = _seed_round()
    play(st, "board market", "take M34")
    colours = [colour for colour, _ in SPEC.seat_colours(st)]
    assert colours == list(SEAT_COLOURS[:4])
    vanya = panels_json(SPEC.seat_panels(st, VANYA), "ru", RU)
    assert vanya[VANYA]["score"]["value"] == 3 + 1  # the Library, $10
    assert vanya[VANYA]["stats"][0]["value"] == "$10"
    assert vanya[VANYA]["private"][0]["value"] == "2 единицы шкур в Великобританию ($15)"
    assert vanya[ANYA]["private"] == []
    assert vanya[ANYA]["stats"][-1]["label"] == "Начальник гавани"
    spectator = panels_json(SPEC.seat_panels(st, None), "en")
    assert all(panel["private"] == [] for panel in spectator)


def test_every_option_preset_and_end_reason_has_words() -> None:
    assert missing_keys("packet_row", ["supplies exhausted", "max_rounds"]) == []


def test_setup_is_grouped_by_board_and_supply() -> None:
    headings: list[str] = []
    for state, move in walk(SPEC, 2, "standard", seed=1, limit=43):
        heading = SPEC.log_group(state, move, 0)
        text = None if heading is None else render(heading, "en")
        if text is not None and (not headings or headings[-1] != text):
            headings.append(text)
    assert headings == [
        "Cards put back in the box (2 players)",
        "Starting contracts dealt",
        *(f"{board}, future supply" for board in ("Guild Hall", "Docks", "Market", "Bank")),
        *(f"{board}, current supply" for board in ("Guild Hall", "Docks", "Market", "Bank")),
    ]


def test_the_terminal_numbers_seats_from_one() -> None:
    text = SPEC.render_text(_seed_round(), 0)
    assert "harbor master: Player 1" in text
    assert "Player 4: $25" in text
    assert "Player 0" not in text
