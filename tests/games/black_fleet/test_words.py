"""Black Fleet in words: sentences for every move and chance outcome, hidden draws, log
groups, decisions, fleet colours, panels, the doubloons by source and the web pages' keys."""

from __future__ import annotations

import random

import pytest

from seaboard.core.message import Message, msg
from seaboard.core.state import CHANCE
from seaboard.games.black_fleet.components import load_components
from seaboard.games.black_fleet.places import area_name
from seaboard.games.black_fleet.render import FLEET_FILL
from seaboard.games.black_fleet.state import FORTUNE_OF, FORTUNE_SLUG, SHIPS, BlackFleetState
from seaboard.i18n import catalogue, render
from seaboard.i18n.present import panels_json
from tests.games.black_fleet.helpers import (
    SPEC,
    give_fortune,
    new_game,
    reveal,
    set_merchant,
    set_pirate,
)
from tests.support.words import (
    NAMES,
    check_breakdown,
    check_position,
    check_step,
    clean,
    missing_keys,
    walk,
)

NOTATION = ("Y1.", "Y2.", "Y3.", "P1.", "P2.", "P3.", "-wind", "-order", "rob ", "sink ")
EN = NAMES["en"]


def sentence(message: Message | None) -> str:
    """``message`` in both languages: clean, and not the same in Russian; the English text."""
    assert message is not None
    english, russian = render(message, "en", EN), render(message, "ru", EN)
    assert clean(english) != clean(russian)
    return english


def russian(message: Message, counts: tuple[int, ...] = (1, 2, 5, 11, 21)) -> list[str]:
    return [render(Message(message.key, message.values, n), "ru") for n in counts]


@pytest.mark.parametrize("preset", list(SPEC.presets))
def test_every_move_of_random_games_is_a_sentence_in_both_languages(preset: str) -> None:
    for seed in (1, 2):
        for step, (st, move) in enumerate(walk(SPEC, 4, preset, seed, 500)):
            moves = [move] if st.to_move() == CHANCE else st.legal_moves()
            for each in moves:
                check_step(SPEC, st, each)
                label = SPEC.move_label(st, each, "en", EN)
                assert not any(token in label for token in NOTATION), label
            if step % 25 == 0:
                check_position(SPEC, st)
            if st.to_move() == CHANCE:
                for seat in (*range(4), None):
                    hidden = SPEC.describe_hidden(st, move, seat)
                    assert (hidden is None) == (st.redacted(move, seat) == str(move))


def test_the_labels_of_legal_moves_tell_them_apart() -> None:
    for st, _ in walk(SPEC, 3, "standard", 7, 700):
        if st.to_move() == CHANCE:
            continue
        seen: dict[str, str] = {}
        for move in st.legal_moves():
            label = SPEC.move_label(st, move, "en", EN)
            after = st.copy()
            after.apply(move)
            code = after.to_code().split(" ", 1)[0] + str(after.money)
            assert seen.setdefault(label, code) == code or label.startswith(
                tuple(f"{name} plays both" for name in EN)
            ), label


def _robbery_position() -> BlackFleetState:
    st = new_game(3)
    st.play(st.legal_moves()[0])  # play a movement card
    set_pirate(st, 0, 45, None)
    set_merchant(st, 1, 46, "red", 1)
    return st


def test_robbing_the_last_cube_sinks_the_merchant_in_both_languages() -> None:
    st = _robbery_position()
    move = SPEC.parse_move(st, "rob 46")
    assert move in st.legal_moves()
    en = render(SPEC.describe_move(st, move), "en", EN)  # type: ignore[arg-type]
    ru = render(SPEC.describe_move(st, move), "ru", EN)  # type: ignore[arg-type]
    assert en == (
        "Alice's pirate ship robs Bob's merchant ship (the docks of La Barbaria):"
        " 1 cube of rum and 2 doubloons; the merchant ship sinks"
    )
    assert ru == (
        "Alice грабит пиратским кораблём торговый корабль игрока Bob (пристань порта"
        " Ла Барбария): 1 кубик рома и 2 дублона; торговый корабль тонет"
    )


def test_russian_plurals_of_doubloons_cubes_steps_and_cards() -> None:
    goods = msg("black_fleet:goods_red_of")
    assert russian(msg("black_fleet:doubloons")) == [
        "1 дублон", "2 дублона", "5 дублонов", "11 дублонов", "21 дублон",
    ]  # fmt: skip
    assert russian(msg("black_fleet:cubes", goods=goods)) == [
        "1 кубик рома", "2 кубика рома", "5 кубиков рома", "11 кубиков рома", "21 кубик рома",
    ]  # fmt: skip
    assert russian(msg("black_fleet:steps"))[2:] == ["5 шагов", "11 шагов", "21 шаг"]
    assert russian(msg("black_fleet:decide_discard"))[:3] == [
        "Сбросьте 1 карту удачи.", "Сбросьте 2 карты удачи.", "Сбросьте 5 карт удачи.",
    ]  # fmt: skip
    english = render(msg("black_fleet:doubloons", count=1), "en")
    assert english == "1 doubloon"


def test_every_area_has_a_name_without_its_number() -> None:
    comp = load_components()
    for area in range(comp.num_areas):
        en = sentence(area_name(comp, area))
        assert str(area) not in en.replace("(3 doubloons)", "").replace("(4 doubloons)", "")
    assert render(area_name(comp, 46), "en") == "the docks of La Barbaria"


def test_card_and_port_names_are_the_seeds() -> None:
    comp = load_components()
    names = catalogue("ru", "black_fleet")
    from seaboard.games.black_fleet.components import DEV_IDS, FORTUNE_IDS

    for card, (_, ru) in zip(FORTUNE_IDS, comp.fortune_names, strict=True):
        assert names[f"fortune_{card}"] == ru
    for card, (_, ru) in zip(DEV_IDS, comp.dev_names, strict=True):
        assert names[f"dev_{card}"] == ru
    assert names["dev_expert_crew"] == "Морские волки"
    assert names["fortune_lucky_wind"] == "Ветер удачи"


def test_setup_deals_and_draws_group_and_hide_the_card() -> None:
    st = SPEC.new_state(3, {"first_seat": 0})
    move = st.chance_outcomes()[0][0]
    heading = SPEC.log_group(st, move, 1)
    assert render(heading, "en") == "Development cards dealt"  # type: ignore[arg-type]
    assert render(SPEC.describe_hidden(st, move, 1), "en", EN) == (  # type: ignore[arg-type]
        "Alice: a development card (5 doubloons)"
    )
    assert SPEC.describe_hidden(st, move, 0) is None
    for lang in ("en", "ru"):
        seen = render(SPEC.describe_move(st, move), lang, EN)  # type: ignore[arg-type]
        assert "Alice" in seen
        assert "5" in seen


def test_decision_states_the_phase_and_its_counts() -> None:
    st = new_game(3)
    assert render(SPEC.decision(st), "en") == "Play one of your 2 movement cards."
    assert render(SPEC.decision(st), "ru") == "Сыграйте одну из карт хода (в руке 2 карты)."
    st.play(st.legal_moves()[0])
    text = render(SPEC.decision(st), "en")
    assert text.startswith("Move your ships and take their actions (merchant ship: ")


def test_panel_colours_follow_the_fleets_on_the_board() -> None:
    st = new_game(4)
    colours = SPEC.seat_colours(st)
    assert [c for c, _ in colours] == [FLEET_FILL[st.colour_of(s)] for s in range(4)]
    assert render(colours[0][1], "en") == "black fleet"
    assert render(colours[0][1], "ru") == "чёрный флот"
    svg = SPEC.render_svg(st, 0)
    for s in range(4):
        assert f'id="ship-{s}-merchant"' in svg
        assert colours[s][0] in svg


def test_panels_show_what_the_perspective_may_know() -> None:
    st = new_game(3)
    st.money[1] = 17
    check_position(SPEC, st)
    panels = SPEC.seat_panels(st, 0)
    worded = panels_json(panels, "en", EN)
    assert [p["score"]["value"] for p in worded] == st.money  # type: ignore[index]
    assert worded[1]["score"]["value"] == 17  # type: ignore[index]
    assert panels[0].private
    assert not panels[1].private
    assert not panels[2].private
    hand = {s.label.key: s.value for s in panels[1].stats}
    assert hand["black_fleet:stat_movement"] == len(st.mhand[1])
    assert hand["black_fleet:stat_fortune"] == len(st.fhand[1])
    assert all(not p.private for p in SPEC.seat_panels(st, None))


def test_the_breakdown_adds_up_to_the_final_doubloons() -> None:
    for seed in range(3):
        steps = list(walk(SPEC, 3, {"max_rounds": 4}, seed, 20_000))  # type: ignore[arg-type]
        st = steps[-1][0]  # the walk plays on one position: its last step ended the game
        outcome = st.outcome()
        assert outcome is not None
        assert outcome.reason == "max_rounds"
        check_breakdown(SPEC, st)
        check_position(SPEC, st)
        assert all(p.private for p in SPEC.seat_panels(st, None))
        sentence(msg(f"black_fleet:reason_{outcome.reason}"))
    assert SPEC.score_breakdown(new_game(3)) is None


def test_the_web_pages_keys_exist_in_both_languages() -> None:
    assert missing_keys("black_fleet", ["victory", "max_rounds"]) == []


CARD_ACTIONS = (
    "expert-crew",
    "false-colors",
    "tide-tables",
    "smugglers-code",
    "letter-of-marque",
    "master-trader",
    "black-spot",
    "naval-detachment",
    "mobile-forces",
)


def test_development_card_actions_and_every_fortune_card_read_as_sentences() -> None:
    st = new_game(3)
    for seat in range(3):
        for card in CARD_ACTIONS:
            reveal(st, seat, card)
    rng = random.Random(5)
    verbs: set[str] = set()
    fortunes: set[str] = set()
    for _ in range(3000):
        if st.is_terminal():
            break
        if st.to_move() == CHANCE:
            st.apply(st.sample_chance(rng))
            continue
        if st.phase == SHIPS and not st.fhand[st.seat]:
            unplayed = [f for f in FORTUNE_SLUG if f not in fortunes and st.fdeck[FORTUNE_OF[f]]]
            if unplayed:
                give_fortune(st, st.seat, unplayed[0])
        legal = st.legal_moves()
        for move in legal:
            check_step(SPEC, st, move)
            en = sentence(SPEC.describe_move(st, move))
            verbs.add(move.verb)  # type: ignore[attr-defined]
            if move.verb == "fortune":  # type: ignore[attr-defined]
                fortunes.add(str(move).split()[1])
                assert "the fortune card " in en
            if str(move).startswith("play ") and "&" in str(move):
                assert "plays both movement cards (Expert Crew)" in en
        st.apply(rng.choice(legal))
    assert {"swap", "tide", "play", "fortune"} <= verbs
    assert len(fortunes) >= 12, fortunes
