"""Pirates and Capture of Colonies in words: sentences for every move and spin (hit or miss),
the secret treasure as a pirate reads it, log groups, decisions, colours, panels, breakdowns
and the web pages' keys."""

from __future__ import annotations

import pytest

import seaboard
from seaboard.core.message import Message, msg
from seaboard.core.state import CHANCE
from seaboard.games._golitsyn.colours import COLOURS
from seaboard.games._golitsyn.moves import Spin
from seaboard.games.pirates.moves import Treasure
from seaboard.i18n import render
from seaboard.i18n.present import panels_json
from tests.support.words import (
    NAMES,
    check_breakdown,
    check_position,
    check_step,
    clean,
    missing_keys,
    walk,
)

PIRATES = seaboard.get_game("pirates")
COLONIES = seaboard.get_game("colonies")
REASONS = {
    "pirates": [
        "the treasure reached Cadiz",
        "the treasure reached a pirate base",
        "the treasure galleon sank (storm): a draw",
        "the treasure galleon sank (current): a draw",
        "the treasure galleon sank (shot): a draw",
        "every ship sank: a draw",
        "every Spanish ship sank",
        "every pirate ship sank",
        "max_rounds",
        "every seat passed for a whole round",
    ],
    "colonies": [
        "points",
        "every other fleet destroyed",
        "every fleet destroyed",
        "max_rounds",
        "every seat passed for a whole round",
    ],
}
EN = NAMES["en"]


def sentence(message: Message | None) -> str:
    """``message`` in both languages: clean, and not the same in Russian; the English text."""
    assert message is not None
    english, russian = render(message, "en", EN), render(message, "ru", EN)
    assert clean(english) != clean(russian)
    return english


def plural_forms(message: Message, counts: tuple[int, ...] = (1, 2, 5, 11, 21)) -> list[str]:
    return [render(Message(message.key, message.values, n), "ru") for n in counts]


GAMES = [
    (PIRATES, 4, "default"),
    (PIRATES, 3, "article1989"),
    (COLONIES, 3, "default"),
    (COLONIES, 2, {"sunk_ships": "removed", "storm_cells": 4}),
    (PIRATES, 2, {"shoot_and_move": True, "repair_one_turn": True}),
    (COLONIES, 2, {"shoot_and_move": True, "repair": "automatic"}),
]


@pytest.mark.parametrize(("spec", "players", "options"), GAMES)
def test_every_move_and_spin_of_random_games_is_a_sentence(
    spec: seaboard.GameSpec, players: int, options: object
) -> None:
    for seed in (1, 2):
        for step, (st, move) in enumerate(walk(spec, players, options, seed, 800)):  # type: ignore[arg-type]
            chance = st.to_move() == CHANCE
            for each in [move] if chance else st.legal_moves():
                check_step(spec, st, each)
            if step % 40 == 0:
                check_position(spec, st)
            en = spec.move_label(st, move, "en", EN)
            if isinstance(move, Spin) and chance and "fires" in en:
                assert ", a hit" in en or ", a miss" in en, en
            for seat in (*range(players), None):
                hidden = spec.describe_hidden(st, move, seat)
                assert (hidden is None) == (st.redacted(move, seat) == str(move))
                if hidden is not None and isinstance(move, Treasure):
                    assert move.ship not in sentence(hidden)


@pytest.mark.parametrize(("spec", "players", "options"), GAMES)
def test_finished_games_have_a_breakdown_adding_up_and_a_reason(
    spec: seaboard.GameSpec, players: int, options: object
) -> None:
    for seed in (3, 4):
        steps = list(walk(spec, players, options, seed, 50_000))  # type: ignore[arg-type]
        st = steps[-1][0]  # the walk plays on one position: its last step ended the game
        outcome = st.outcome()
        assert outcome is not None
        assert outcome.reason in REASONS[spec.id]
        sentence(msg(f"{spec.id}:reason_{outcome.reason}"))
        check_breakdown(spec, st)
        check_position(spec, st)
        scores = [p.score.value for p in spec.seat_panels(st, None)]
        if spec is COLONIES:
            assert scores == list(outcome.scores)
        else:
            assert scores == [len(st.ships_of(s)) for s in range(players)]  # type: ignore[attr-defined]


def test_a_pirate_never_reads_the_treasure_galleon() -> None:
    st = PIRATES.new_state(4, {"first_seat": 0})
    while st.to_move() == CHANCE:
        st.apply(st.chance_outcomes()[0][0])
    move = PIRATES.parse_move(st, "treasure g2")
    hidden = PIRATES.describe_hidden(st, move, 3)
    assert render(hidden, "en") == "The Spaniards choose the treasure galleon in secret"  # type: ignore[arg-type]
    assert PIRATES.describe_hidden(st, move, 1) is None
    st.apply(move)
    for perspective in (2, 3, None):
        for panel in PIRATES.seat_panels(st, perspective):
            assert not panel.private
    spanish = PIRATES.seat_panels(st, 0)[0].private
    assert render(spanish[0].value, "en", EN) == "Bob's galleon g2"  # type: ignore[arg-type]


def test_a_feint_reads_as_a_transfer_or_a_feint_to_the_pirates() -> None:
    transfer = None
    for st, move in walk(PIRATES, 2, {"first_seat": 0}, 5, 3000):  # type: ignore[arg-type]
        if type(move).__name__ == "Transfer":
            transfer = (st.copy(), move)
            break
    assert transfer is not None
    before, move = transfer
    text = render(PIRATES.describe_hidden(before, move, 1), "en", EN)  # type: ignore[arg-type]
    assert text.startswith("Alice transfers the treasure between galleon ")
    assert text.endswith(", or feigns it")


def test_a_shot_says_hit_or_miss_in_both_languages() -> None:
    hit = render(msg("golitsyn:spin_hit", by=msg("golitsyn:ship_ship", id="a1"),
                     arrow=msg("golitsyn:arrow_e")), "ru")  # fmt: skip
    assert hit == "корабль a1 стреляет: вертушка показывает O, попадание"
    miss = render(msg("golitsyn:spin_miss", by=msg("golitsyn:ship_galleon", id="g1"),
                      arrow=msg("golitsyn:arrow_ne")), "en")  # fmt: skip
    assert miss == "galleon g1 fires: the spinner shows NE, a miss"


def test_russian_plurals() -> None:
    assert plural_forms(msg("golitsyn:ships")) == [
        "1 корабль", "2 корабля", "5 кораблей", "11 кораблей", "21 корабль",
    ]  # fmt: skip
    assert plural_forms(msg("golitsyn:points"))[1:3] == ["2 балла", "5 баллов"]
    assert plural_forms(msg("golitsyn:spins"))[0] == "1 вращение вертушки"
    assert plural_forms(msg("colonies:ammunition")) == [
        "1 боеприпас", "2 боеприпаса", "5 боеприпасов", "11 боеприпасов", "21 боеприпас",
    ]  # fmt: skip


@pytest.mark.parametrize("spec", [PIRATES, COLONIES])
def test_colours_panels_and_decision_follow_the_board(spec: seaboard.GameSpec) -> None:
    st = spec.new_state(3, {"first_seat": 0})
    while st.to_move() == CHANCE:
        st.apply(st.chance_outcomes()[0][0])
    colours = spec.seat_colours(st)
    assert [c for c, _ in colours] == list(COLOURS[:3])
    assert render(colours[1][1], "ru") == "тёмно-синий"
    svg = spec.render_svg(st, 0)
    for colour, _ in colours:
        assert colour in svg
    check_position(spec, st)
    worded = panels_json(spec.seat_panels(st, 0), "en", EN)
    afloat = [len(st.ships_of(s)) for s in range(3)]  # type: ignore[attr-defined]
    if spec is COLONIES:
        assert [p["score"]["value"] for p in worded] == [0, 0, 0]  # type: ignore[index]
    else:
        assert [p["score"]["value"] for p in worded] == afloat  # type: ignore[index]
    sentence(spec.decision(st))


@pytest.mark.parametrize("spec", [PIRATES, COLONIES])
def test_the_web_pages_keys_exist_in_both_languages(spec: seaboard.GameSpec) -> None:
    assert missing_keys(spec.id, REASONS[spec.id]) == []
