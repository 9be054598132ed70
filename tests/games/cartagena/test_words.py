"""Cartagena's words: moves as sentences with names and colours, the hidden draws of Jamaica,
setup grouped, the decision, panels and the final breakdown, in English and Russian."""

from __future__ import annotations

import pytest

from seaboard.core.message import SeatRef, msg
from seaboard.games.cartagena.panels import seat_panels
from seaboard.games.cartagena.phases import ALL_PASSED_REASON, BOAT_REASON, MAX_ROUNDS_REASON
from seaboard.games.cartagena.render import SEAT_COLOURS
from seaboard.games.cartagena.state import CartagenaState
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


def label(state: CartagenaState, text: str, lang: str = "en") -> str:
    return SPEC.move_label(state, SPEC.parse_move(state, text), lang, NAMES[lang])


@pytest.mark.parametrize("preset", ["jamaica", "tortuga"])
@pytest.mark.parametrize("players", [2, 5])
def test_every_step_of_random_games_is_a_sentence_in_both_languages(
    preset: str, players: int
) -> None:
    verbs: set[str] = set()
    for step, (state, move) in enumerate(walk(SPEC, players, preset, seed=players, limit=700)):
        check_step(SPEC, state, move)
        verbs.add(str(move).split()[0])
        if step % 7 == 0:
            check_position(SPEC, state)
    assert verbs >= {"segment", "card", "play", "back", "end"}


@pytest.mark.parametrize("preset", ["jamaica", "tortuga"])
def test_the_breakdown_adds_up_to_the_final_scores(preset: str) -> None:
    state = finish(SPEC, 3, preset, seed=5)
    check_breakdown(SPEC, state)
    check_position(SPEC, state)


def test_a_card_play_says_where_the_pirate_lands() -> None:
    """The seed's example: yellow plays a flag from 9 and lands on 23 (12 and 17 taken)."""
    state = position([[9, 0, 0, 0, 0, 0], [12, 17, 0, 0, 0, 0]], ["F", ""])
    assert label(state, "play flag 9") == (
        "Alice plays a flag card: the red pirate moves from space 9 to space 23"
    )
    assert label(state, "play flag 9", "ru") == (
        "Алиса играет карту «флаг»: красный пират идёт с деления 9 на деление 23"
    )
    assert "из крепости" in label(state, "play flag start", "ru")


def test_a_pirate_reaching_the_boat_is_said_to_board_it() -> None:
    state = position([[35, 0, 0, 0, 0, 0], [1, 0, 0, 0, 0, 0]], ["S", ""])
    assert label(state, "play sabre 35").endswith("from space 35 into the boat")
    assert label(state, "play sabre 35", "ru").endswith("с деления 35 в шлюпку")


@pytest.mark.parametrize(
    ("pirates", "count", "en", "ru"),
    [
        ([[8, 0, 0, 0, 0, 0], [6, 0, 0, 0, 0, 0]], 1, "draws 1 card", "берёт 1 карту"),
        ([[8, 0, 0, 0, 0, 0], [6, 6, 0, 0, 0, 0]], 2, "draws 2 cards", "берёт 2 карты"),
    ],
)
def test_a_back_move_says_how_many_cards_are_drawn(
    pirates: list[list[int]], count: int, en: str, ru: str
) -> None:
    state = position(pirates, ["", ""], current=0)
    assert label(state, "back 8").endswith(f"to space 6 and {en}")
    assert label(state, "back 8", "ru").endswith(f"на деление 6 и {ru}")


def test_tortuga_back_move_names_the_cards_taken_from_the_row() -> None:
    state = position(
        [[8, 0, 0, 0, 0, 0], [6, 6, 0, 0, 0, 0]], ["", ""], variant="tortuga", row="KFSSSSSSSSSB"
    )
    assert label(state, "back 8").endswith("takes 2 cards from the row: key, flag")
    assert label(state, "back 8", "ru").endswith("берёт из ряда 2 карты: ключ, флаг")


@pytest.mark.parametrize(
    ("count", "word"), [(1, "карту"), (2, "карты"), (5, "карт"), (11, "карт"), (21, "карту")]
)
def test_russian_plurals_of_cards_drawn(count: int, word: str) -> None:
    text = render(
        msg(
            "cartagena:back",
            count,
            who=SeatRef(0),
            pirate=msg("cartagena:pirate_acc_red"),
            source=9,
            target=8,
        ),
        "ru",
    )
    assert text.endswith(f"берёт {count} {word}")
    english = render(
        msg(
            "cartagena:back",
            count,
            who=SeatRef(0),
            pirate=msg("cartagena:pirate_acc_red"),
            source=9,
            target=8,
        ),
        "en",
    )
    assert english.endswith(f"draws {count} {'card' if count == 1 else 'cards'}")


def test_jamaica_draws_are_hidden_from_the_others_and_setup_is_grouped() -> None:
    state = position([[8, 0, 0, 0, 0, 0], [6, 0, 0, 0, 0, 0]], ["", ""])
    play(state, "back 8")
    card = SPEC.parse_move(state, "card key")
    assert SPEC.move_label(state, card, "en", NAMES["en"]) == "Alice draws a key"
    assert SPEC.describe_hidden(state, card, 0) is None
    hidden = SPEC.describe_hidden(state, card, 1)
    assert hidden is not None
    assert render(hidden, "en", NAMES["en"]) == "Alice draws a card"
    headings: set[str | None] = set()
    for step_state, move in walk(SPEC, 2, "jamaica", seed=1, limit=19):
        heading = SPEC.log_group(step_state, move, 1)
        headings.add(None if heading is None else render(heading, "en"))
    assert headings == {"Passage laid", None, "Cards dealt"}  # None: who goes first


def test_the_decision_counts_the_actions_left() -> None:
    state = position([[8, 0, 0, 0, 0, 0], [6, 0, 0, 0, 0, 0]], ["FFK", ""])
    assert render(SPEC.decision(state), "en") == (
        "Play a card or move a pirate back (3 actions left)."
    )
    play(state, "play flag 8", "play flag start")
    assert render(SPEC.decision(state), "ru") == (
        "Сыграйте карту или отведите пирата назад (осталось 1 действие) либо закончите ход."
    )
    empty = position([[8, 0, 0, 0, 0, 0], [6, 0, 0, 0, 0, 0]], ["", ""])
    assert render(SPEC.decision(empty), "en") == (
        "Move a pirate back to draw cards (3 actions left)."
    )


def test_panels_follow_the_board_colours_and_hide_jamaica_hands() -> None:
    state = position([[37, 37, 8, 0, 0, 0], [6, 0, 0, 0, 0, 0]], ["FFK", "S"])
    colours = [colour for colour, _ in SPEC.seat_colours(state)]
    assert colours == list(SEAT_COLOURS[:2])
    mine = panels_json(seat_panels(state, 0), "en", NAMES["en"])
    assert mine[0]["score"]["value"] == 2
    assert [s["value"] for s in mine[0]["stats"]] == [3, 3]
    assert mine[0]["private"][0]["value"] == "flag ×2, key"
    assert mine[1]["private"] == []
    assert len(mine[1]["stats"]) == 2
    spectator = panels_json(seat_panels(state, None), "ru")
    assert all(p["private"] == [] for p in spectator)
    assert spectator[0]["colour_name"] == "красный"


def test_tortuga_hands_are_public() -> None:
    state = position([[8, 0, 0, 0, 0, 0], [6, 0, 0, 0, 0, 0]], ["FFK", "S"], variant="tortuga")
    spectator = panels_json(seat_panels(state, None), "ru")
    assert spectator[1]["stats"][-1]["value"] == "сабля"


def test_every_option_choice_preset_and_end_reason_has_words() -> None:
    assert missing_keys("cartagena", [BOAT_REASON, MAX_ROUNDS_REASON, ALL_PASSED_REASON]) == []
    assert render(msg("cartagena:preset_jamaica"), "ru") == "Ямайка"


@pytest.mark.parametrize(
    ("lang", "hands", "shown"),
    [
        ("ru", ["", "HS"], "2 карты"),
        ("ru", ["", "HSFPKBH"], "7 карт"),
        ("ru", ["", "H"], "1 карта"),
        ("en", ["", "H"], "1 card"),
        ("en", ["", "HS"], "2 cards"),
    ],
)
def test_the_board_counts_another_seats_cards_with_the_plural(
    lang: str, hands: list[str], shown: str
) -> None:
    state = position([[0] * 6, [0] * 6], hands)
    svg = SPEC.render_svg(state, perspective=0, lang=lang)
    assert f">{shown}</text>" in svg
