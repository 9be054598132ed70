"""Rails & Sails' words: cards by colour and kind (never codes), routes by their cities,
tickets by cities and points, harbors by city; hidden draws and keeps; setup grouped; the
decision, panels in the board's marker colours and the breakdown, in English and Russian."""

from __future__ import annotations

import re

import pytest

from seaboard.core.message import SeatRef, msg
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.cards import KIND_OF_CODE
from seaboard.games.rails_sails.colours import PLAYER
from seaboard.games.rails_sails.state import RailsSailsState
from seaboard.games.rails_sails.words import cards
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

from .helpers import claim_for, empty_hands, give, set_faceup, started

CODE = re.compile(r"\b\d*×?[tasd][pygrkw]\b|\b\d+wild\b")
"""A card code of the notation: ``ak``, ``3tp``, ``1×rp``, ``2wild``."""


def label(state: RailsSailsState, text: str, lang: str = "en") -> str:
    return SPEC.move_label(state, SPEC.parse_move(state, text), lang, NAMES[lang])


@pytest.mark.parametrize("preset", ["standard", "beginner"])
def test_every_step_of_random_games_is_a_sentence_in_both_languages(preset: str) -> None:
    kinds: set[str] = set()
    for step, (state, move) in enumerate(walk(SPEC, 3, preset, seed=4, limit=1200)):
        check_step(SPEC, state, move)
        for lang in NAMES:
            assert not CODE.search(SPEC.move_label(state, move, lang, NAMES[lang]))
        kinds.add(type(move).__name__)
        if step % 9 == 0:
            check_position(SPEC, state)
    assert kinds >= {"Deal", "DealTicket", "Keep", "Claim", "Exchange", "TakeCard", "DrawCard"}


@pytest.mark.parametrize("players", [2, 4])
def test_the_breakdown_adds_up_to_the_final_scores(players: int) -> None:
    state = finish(SPEC, players, "beginner", seed=3)
    check_breakdown(SPEC, state)
    check_position(SPEC, state)


def test_mikhail_claims_novosibirsk_yakutsk_with_three_purple_train_cards() -> None:
    state = started(2)
    empty_hands(state)
    give(state, 0, {"tp": 3})
    assert label(state, "claim T18 3tp") == (
        "Alice claims the train route Novosibirsk - Yakutsk (3 trains) with 3 purple train cards"
        " and scores 4 points"
    )
    assert label(state, "claim T18 3tp", "ru") == (
        "Алиса строит вагонный перегон Новосибирск - Якутск (3 вагона) и получает 4 очка;"
        " оплата: 3 пурпурные карты вагонов"
    )


def test_elena_pays_two_white_double_ships() -> None:
    state = started(2)
    empty_hands(state)
    give(state, 0, {"dw": 2})
    assert label(state, "claim S46 2dw", "ru").endswith("оплата: 2 белых Двойных Парома")
    assert "2 white double ship cards" in label(state, "claim S46 2dw")


def test_the_lima_harbor_and_the_exchange() -> None:
    state = started(2, beginner_markers=True)
    empty_hands(state)
    give(state, 0, {"ay": 2, "sy": 1, "wild": 1})
    claim_for(state, 0, "T54")
    assert label(state, "harbor lima 2ay 1sy 1wild") == (
        "Alice builds a harbor in Lima with 2 yellow anchor train cards, 1 wild card,"
        " 1 yellow ship card"
    )
    assert label(state, "harbor lima 2ay 1sy 1wild", "ru").startswith(
        "Алиса строит Гавань в городе Лима; оплата: 2 жёлтые карты вагонов с якорем"
    )
    assert label(state, "exchange trains 2", "ru") == (
        "Алиса меняет 2 маркера-парома на маркеры-вагоны и теряет 2 очка"
    )


def test_face_up_takes_name_the_card_and_the_refill_deck() -> None:
    state = started(2)
    set_faceup(state, ["wild", "tr", "tg", "sy", "dk", "sw"])
    assert label(state, "take 4 train") == (
        "Alice takes the face-up black double ship card; the slot is refilled from the train deck"
    )
    assert label(state, "take 0 ship", "ru") == (
        "Алиса берёт открытую карту: Wild-карта; на её место выкладывается карта из колоды паромов"
    )


@pytest.mark.parametrize(
    ("count", "purple", "double"),
    [
        (1, "1 пурпурная карта вагонов", "1 белый Двойной Паром"),
        (2, "2 пурпурные карты вагонов", "2 белых Двойных Парома"),
        (5, "5 пурпурных карт вагонов", "5 белых Двойных Паромов"),
        (11, "11 пурпурных карт вагонов", "11 белых Двойных Паромов"),
        (21, "21 пурпурная карта вагонов", "21 белый Двойной Паром"),
    ],
)
def test_russian_plurals_of_cards(count: int, purple: str, double: str) -> None:
    assert render(cards(KIND_OF_CODE["tp"], count), "ru") == purple
    assert render(cards(KIND_OF_CODE["dw"], count), "ru") == double
    english = render(cards(KIND_OF_CODE["tp"], count), "en")
    assert english == f"{count} purple train card{'s' if count != 1 else ''}"
    points = render(msg("rails_sails:exchange", count, who=SeatRef(0), given="", taken=""), "ru")
    word = {1: "очко", 2: "очка", 5: "очков", 11: "очков", 21: "очко"}[count]
    assert points.endswith(f"теряет {count} {word}")


def test_hidden_draws_and_keeps_and_grouped_setup() -> None:
    state = SPEC.new_state(2, {"first_seat": 0})
    deal = state.chance_outcomes()[0][0]
    hidden = SPEC.describe_hidden(state, deal, 1)
    assert hidden is not None
    assert render(hidden, "en", NAMES["en"]) == "a card from the train deck to Alice"
    assert SPEC.describe_hidden(state, deal, 0) is None
    headings: set[str | None] = set()
    for step_state, move in walk(SPEC, 2, "standard", seed=2, limit=40):
        heading = SPEC.log_group(step_state, move, 0)
        headings.add(None if heading is None else render(heading, "en"))
    assert {"Cards dealt", "Tickets dealt"} <= headings
    state = started(2)
    state.apply(SPEC.parse_move(state, "tickets"))
    while state.to_move() < 0:
        state.apply(state.chance_outcomes()[0][0])
    keep = state.legal_moves()[0]
    hidden = SPEC.describe_hidden(state, keep, 1)
    assert hidden is not None
    assert render(hidden, "ru", NAMES["ru"]).startswith("Алиса оставляет")
    assert render(SPEC.decision(state), "en") == "Keep at least 1 of the 4 tickets you drew."


def test_panels_follow_the_board_and_hide_hands_and_tickets() -> None:
    state = started(3)
    assert [colour for colour, _ in SPEC.seat_colours(state)] == list(PLAYER[:3])
    mine = panels_json(SPEC.seat_panels(state, 0), "ru", NAMES["ru"])
    assert mine[1]["colour_name"] == "жёлтый"
    assert mine[0]["stats"][2]["value"] == state.trains[0]
    assert [s["label"] for s in mine[0]["private"]] == ["Карты на руке", "Маршруты"]
    assert mine[1]["private"] == []
    assert "маршрут" in mine[0]["private"][1]["value"]
    spectator = panels_json(SPEC.seat_panels(state, None), "en")
    assert all(panel["private"] == [] for panel in spectator)


def test_every_option_preset_and_end_reason_has_words() -> None:
    reasons = ["end of the final turns", "every player passed for a whole round", "max_rounds"]
    assert missing_keys("rails_sails", reasons) == []


def test_the_terminal_numbers_seats_from_one() -> None:
    text = SPEC.render_text(started(2), 0)
    assert "Player 1 to play" in text
    assert "Player 2: " in text
    assert "Player 0" not in text
