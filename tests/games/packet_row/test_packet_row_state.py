"""Setup, notation, position codes, views and determinize of Packet Row."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st_

from seaboard.core.errors import (
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    InvalidOptionsError,
)
from seaboard.core.state import CHANCE
from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row.constants import CHOOSE, CURRENT_SIZE
from seaboard.games.packet_row.state import PacketRowState

from .helpers import SPEC, finish_chance, ids, play, position


def _random_position(n: int, seed: int, plies: int) -> PacketRowState:
    st = SPEC.new_state(n)
    rng = random.Random(seed)
    for _ in range(plies):
        if st.is_terminal():
            break
        st.apply(st.sample_chance(rng) if st.is_chance() else rng.choice(st.legal_moves()))
    assert isinstance(st, PacketRowState)
    return st


@pytest.mark.parametrize("n", [2, 3, 4, 5])
def test_setup_by_player_count(n: int) -> None:
    st = finish_chance(SPEC.new_state(n), seed=n)
    assert st.phase == CHOOSE
    assert st.round == 1
    assert st.money == [25] * n
    for seat in range(n):
        assert len(st.hands[seat]) == 1
        assert st.hands[seat][0] >= 160
    size = CURRENT_SIZE[n]
    removed = 6 if n == 2 else 0
    for board, total in enumerate((38, 42, 42, 38)):
        assert -1 not in st.current[board]
        assert len(st.current[board]) == size
        assert -1 not in st.future[board]
        assert len(st.decks[board]) == total - size - 2 - removed
    assert len(st.box) == 4 * removed
    assert len(st.decks[4]) == 12 - n


def test_the_first_harbor_master_is_drawn_or_set() -> None:
    st = SPEC.new_state(4)
    outcomes = st.chance_outcomes()
    assert [str(m) for m, _ in outcomes] == ["first 0", "first 1", "first 2", "first 3"]
    assert all(abs(p - 0.25) < 1e-12 for _, p in outcomes)
    st = SPEC.new_state(4, {"first_seat": 2})
    assert not any(str(m).startswith("first") for m, _ in st.chance_outcomes())
    assert finish_chance(st).hm == 2
    with pytest.raises(InvalidOptionsError, match="first_seat"):
        SPEC.new_state(2, {"first_seat": 3})


def test_two_player_removals_and_deals_are_hidden_in_logs() -> None:
    st = SPEC.new_state(2, {"first_seat": 0})
    move = st.chance_outcomes()[0][0]
    assert str(move).startswith("remove")
    assert st.redacted(move, 0) == "remove ?"
    rng = random.Random(1)
    while not str(st.chance_outcomes()[0][0]).startswith("deal"):
        st.apply(st.sample_chance(rng))
    move = st.sample_chance(rng)
    assert st.redacted(move, 0) == str(move)
    assert st.redacted(move, 1) == "deal ?"
    assert st.redacted(move, None) == "deal ?"


@pytest.mark.parametrize(
    "text",
    [
        "first 2",
        "remove G05",
        "deal S03",
        "draw M07",
        "board market",
        "take M05",
        "assist B30",
        "pass",
        "cash B05",
        "ship D01",
        "captain D19 fr",
        "contract G01",
        "use M16",
        "merchant M29 M16 hides",
        "done",
    ],
)
def test_notation_round_trips(text: str) -> None:
    st = SPEC.new_state(3)
    move = SPEC.parse_move(st, text)
    assert str(move) == text
    assert SPEC.parse_move(st, str(move)) == move
    assert move.to_json() == {"move": text}


@pytest.mark.parametrize(
    "text",
    [
        "",
        "fly",
        "take",
        "take Z01",
        "take G39",
        "board moon",
        "captain D19 xx",
        "pass now",
        "merchant M29 M16 salt",
        "first x",
        "take 12",
    ],
)
def test_malformed_notation_is_refused(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        SPEC.parse_move(SPEC.new_state(3), text)


def test_position_codes_round_trip_during_play() -> None:
    for n in (2, 5):
        for plies in (0, 30, 90, 200, 400):
            st = _random_position(n, plies, plies)
            code = st.to_code()
            again = SPEC.from_code(code)
            assert again.to_code() == code
            assert again.legal_moves() == st.legal_moves()


def test_a_fulfilment_in_progress_survives_the_code() -> None:
    st = position(
        3, hands={0: ["G08", "G13", "M10", "M12", "M24", "M28", "M29"]}, ships={0: ["D04", "D13"]}
    )
    play(st, "ship D04", "contract G08", "use M10", "merchant M29 M28 cotton", "ship D13")
    again = SPEC.from_code(st.to_code())
    assert again.to_code() == st.to_code()
    assert again.legal_moves() == st.legal_moves()


def test_malformed_codes_are_refused() -> None:
    good = SPEC.new_state(3).to_code()
    fields = good.split("|")
    broken = [
        "packet_row|3",
        good.replace("packet_row", "cartagena", 1),
        "|".join([*fields[:3], "dancing", *fields[4:]]),
        "|".join([*fields[:16], fields[16].replace("G01", "G02", 1), *fields[17:]]),
        "|".join([*fields[:16], fields[16].replace("G01", "Q01", 1), *fields[17:]]),
        "|".join([*fields[:1], "7", *fields[2:]]),
        "|".join([*fields[:2], "%7Bbad", *fields[3:]]),
        "|".join([*fields[:2], "%7B%22max_rounds%22%3A0%7D", *fields[3:]]),
        "|".join([*fields[:12], "25,25", *fields[13:]]),
    ]
    for code in broken:
        with pytest.raises(InvalidCodeError):
            SPEC.from_code(code)


def test_views_hide_starting_contracts_and_show_taken_cards() -> None:
    st = position(
        3,
        hm=0,
        hands={0: ["S01", "M17"], 1: ["S02"], 2: ["S03"]},
        current={2: ["M34", "M35"]},
    )
    mine, theirs, spectator = st.view(0), st.view(1), st.view(None)
    assert mine["players"][0]["hand"] == ["M17", "S01"]
    assert mine["players"][0]["hidden_cards"] == 0
    assert theirs["players"][0]["hand"] == ["M17"]
    assert theirs["players"][0]["hidden_cards"] == 1
    assert spectator["players"][1]["hand"] == []
    assert spectator["players"][1]["hidden_cards"] == 1
    text = str(theirs)
    assert "S01" not in text
    assert "S03" not in text
    assert "S02" in text
    play(st, "board market", "take M34")
    assert "M34" in st.view(2)["players"][1]["hand"]  # perfect recall of an open take


@pytest.mark.parametrize("n", [2, 3, 5])
def test_determinize_keeps_the_view_and_resamples_the_hidden(n: int) -> None:
    st = _random_position(n, 7, 60)
    rng = random.Random(5)
    changed = False
    for seat in [*range(n), None]:
        view = st.view(seat)
        for _ in range(4):
            sample = st.determinize(seat, rng)
            assert sample.view(seat) == view
            SPEC.from_code(sample.to_code())  # every card still in exactly one place
            if seat is not None:
                assert sample.hands[seat] == st.hands[seat]
            changed |= sample.decks != st.decks or sample.hands != st.hands
    assert changed
    assert SPEC.determinize(st, 0, rng).view(0) == st.view(0)


def test_illegal_moves_at_chance_points_and_for_others() -> None:
    st = SPEC.new_state(3)
    assert st.to_move() == CHANCE
    with pytest.raises(IllegalMoveError):
        st.play(SPEC.parse_move(st, "board market"))
    st = finish_chance(st)
    with pytest.raises(IllegalMoveError, match="chance outcome"):
        st.play(SPEC.parse_move(st, "draw M01"))
    with pytest.raises(IllegalMoveError, match="no board is being offered"):
        st.play(SPEC.parse_move(st, f"take {'M01'}"))
    assert ids("M01")


def test_rules_summary_and_svg() -> None:
    assert "harbor master" in SPEC.rules_summary("en")
    assert "начальник гавани" in SPEC.rules_summary("ru")
    st = _random_position(4, 3, 120)
    for seat in (0, None):
        svg = SPEC.render_svg(st, seat, lang="ru")
        assert svg.startswith("<svg")
        assert "board-market" in svg
        assert "harbor-master" in svg
    hand_ids = [f"hand-{c}" for c in st.view(0)["players"][0]["hand"] if c]
    svg = SPEC.render_svg(st, 0, highlight=hand_ids[:1])
    for ident in hand_ids[:1]:
        assert f'id="{ident}"' in svg
    assert "Player 2: $" in svg  # the table's names when it gives them, numbered from 1
    named = SPEC.render_svg(st, 0, lang="ru", names=["Аня", "Ваня", "Вадим", "Данил"])
    assert "Ваня: $" in named
    assert "offer" not in named
    assert "Игрок" not in named


def test_pass_and_done_are_drawn_for_the_player_to_move_while_they_are_legal() -> None:
    """The board's pass and done buttons are the moves of the seat to move: drawn for it while
    each is legal; never for another seat, a spectator (and so the replay) or a game over."""
    rng = random.Random(5)
    seen = set()
    st = SPEC.new_state(3)
    while not st.is_terminal():
        if st.is_chance():
            st.apply(st.sample_chance(rng))
            continue
        seat = st.to_move()
        verbs = {move.verb for move in st.legal_moves()}
        for verb, ident in ((mv.PASS, "button-pass"), (mv.DONE, "button-done")):
            assert (f'id="{ident}"' in SPEC.render_svg(st, seat)) == (verb in verbs)
            seen.add((ident, verb in verbs))
        assert "button-" not in SPEC.render_svg(st, (seat + 1) % 3)
        assert "button-" not in SPEC.render_svg(st, None)
        st.apply(rng.choice(st.legal_moves()))
    assert "button-" not in SPEC.render_svg(st, 0)
    assert len(seen) == 4  # each button both drawn and not


def test_the_terminal_text_hides_what_the_seat_cannot_see() -> None:
    st = position(3, hm=0, hands={0: ["S01", "M17"], 1: ["S02"], 2: ["S03"]})
    mine = SPEC.render_text(st, 0)
    theirs = SPEC.render_text(st, 1)
    assert "S01" in mine
    assert "S01" not in theirs
    assert "??" in theirs
    assert "M17" in theirs
    assert "S03" not in SPEC.render_text(st, None)


@settings(max_examples=150, deadline=None)
@given(seed=st_.integers(0, 10**6))
def test_mutated_codes_are_refused_or_playable(seed: int) -> None:
    rng = random.Random(seed)
    st = _random_position(rng.choice([2, 3, 4, 5]), seed, rng.randrange(400))
    fields = st.to_code().split("|")
    index = rng.randrange(1, len(fields))
    other = rng.randrange(1, len(fields))
    choices = [
        fields[other],
        fields[index][::-1],
        fields[index][:-1],
        fields[index] + "1",
        "-1",
        "0",
        "",
    ]
    fields[index] = rng.choice(choices)
    try:
        again = SPEC.from_code("|".join(fields))
    except InvalidCodeError:
        return
    actor = again.to_move()
    if actor == CHANCE:
        assert again.chance_outcomes()
        again.apply(again.sample_chance(rng))
    elif actor >= 0:
        moves = again.legal_moves()
        assert moves
        again.apply(rng.choice(moves))
    again.view(0)
    SPEC.render_svg(again, None)
