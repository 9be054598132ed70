"""Each Cartagena ruling (RULINGS.md: Cartagena and All games) as a test."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from seaboard.core.errors import (
    IllegalMoveError,
    InvalidCodeError,
    InvalidDataError,
    InvalidMoveError,
    InvalidOptionsError,
)
from seaboard.core.message import msg
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.cartagena.components import load_components
from seaboard.games.cartagena.moves import BOAT, START

from .helpers import SPEC, counts, play, position


def _legal(state: object) -> set[str]:
    return {str(m) for m in state.legal_moves()}  # type: ignore[attr-defined]


def test_pirate_in_the_boat_never_moves_and_start_cannot_move_back() -> None:
    state = position([[START, BOAT, BOAT, BOAT, BOAT, 5], [3, 0, 0, 0, 0, 0]], ["S", ""])
    legal = _legal(state)
    assert "play sabre start" in legal
    assert "play sabre 5" in legal
    assert not any(m.endswith(f" {BOAT}") for m in legal)
    assert "back 5" in legal
    assert not any(m == "back start" or m == "back 0" for m in legal)
    with pytest.raises(IllegalMoveError, match="no pirate"):
        state.play(SPEC.parse_move(state, "back 1"))


def test_backward_stops_at_one_or_two_and_passes_three_and_empty() -> None:
    """Space 4 holds three pirates and 3 none: from 5 the pirate goes on to 2 (one pirate)."""
    state = position([[5, 4, 0, 0, 0, 0], [4, 4, 2, 0, 0, 0]], ["", ""])
    play(state, "back 5")
    assert 2 in state.pirates[0]
    assert state.occupancy[2] == 2
    play(state, "card flag")
    assert state.hands[0] == counts("F")


def test_no_backward_move_without_a_space_behind() -> None:
    state = position([[3, 0, 0, 0, 0, 0], [0] * 6], ["", ""])
    assert _legal(state) == {"pass"}


def test_three_pirates_per_space_at_most_forward_skips_occupied() -> None:
    """A forward move never lands on an occupied space: with every flag ahead taken, to the boat."""
    flags = [1, 12, 17, 23, 28, 32]
    state = position([[0, 0, 0, 0, 0, 0], flags], ["F", ""])
    assert [i + 1 for i, s in enumerate(state.board) if s == 0] == flags
    play(state, "play flag start")
    assert state.in_boat(0) == 1


def test_forward_moves_from_start_and_spaces() -> None:
    state = position([[0, 0, 0, 0, 0, 0], [0] * 6], ["SS", ""])
    play(state, "play sabre start")
    assert 6 in state.pirates[0]
    play(state, "play sabre start")
    assert 7 in state.pirates[0]


def test_turn_is_one_to_three_actions_then_end() -> None:
    state = position([[0] * 6, [0] * 6], ["FFFF", "K"])
    assert "end" not in _legal(state)
    with pytest.raises(IllegalMoveError, match="at least one action"):
        state.play(SPEC.parse_move(state, "end"))
    play(state, "play flag start")
    assert "end" in _legal(state)
    play(state, "end")
    assert state.current == 1
    assert state.actions == 0
    play(state, "play key start", "end")
    play(state, "play flag start", "play flag start", "play flag start")
    assert state.current == 1, "the third action ends the turn"


def test_no_legal_action_means_pass() -> None:
    state = position([[0] * 6, [0] * 6], ["", "H"])
    assert _legal(state) == {"pass"}
    play(state, "pass")
    assert state.current == 1
    with pytest.raises(IllegalMoveError, match="only when no action"):
        state.play(SPEC.parse_move(state, "pass"))


def test_every_seat_passing_for_a_round_ends_the_game() -> None:
    state = position([[0] * 6, [0] * 6], ["", ""])
    play(state, "pass", "pass")
    assert state.to_move() == TERMINAL
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "all_passed"
    assert outcome.ranks == (1, 1)


def test_the_game_ends_at_once_when_six_pirates_board() -> None:
    state = position([[BOAT] * 5 + [31], [0] * 6], ["HHH", ""])
    play(state, "play hat 31")
    assert state.to_move() == TERMINAL
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "boat"
    assert outcome.winners == (0,)
    assert SPEC.ranking_note(state) is None  # six in the boat against none
    assert state.legal_moves() == []


def test_others_rank_by_pirates_in_boat_then_positions() -> None:
    state = position(
        [[BOAT] * 5 + [31], [BOAT, BOAT, 1, 1, 2, 2], [BOAT, BOAT, 3, 3, 4, 4]], ["H", "", ""]
    )
    play(state, "play hat 31")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.ranks == (1, 3, 2)
    assert outcome.scores == (6.0, 2.0, 2.0)
    assert SPEC.ranking_note(state) == msg("cartagena:ranking_positions")


def test_max_rounds_ends_and_ranks_by_boat_then_positions() -> None:
    state = position(
        [[BOAT, 0, 0, 0, 0, 0], [BOAT, 20, 0, 0, 0, 0]], ["F", "F"], options="max_rounds=1"
    )
    play(state, "play flag start", "end")
    assert state.to_move() == 1
    play(state, "play flag start", "end")
    assert state.to_move() == TERMINAL
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "max_rounds"
    assert outcome.winners == (1,)
    assert SPEC.ranking_note(state) == msg("cartagena:ranking_positions")


def test_jamaica_draw_reshuffles_the_discard_pile() -> None:
    others = "FSPKH" * 17
    state = position(
        [[8, 0, 0, 0, 0, 0], [6, 6, 0, 0, 0, 0]], ["", others], deck="", discard="B" * 17
    )
    assert sum(state.deck) == 0
    play(state, "back 8")
    assert state.to_move() == CHANCE
    assert state.deck == counts("B" * 17)
    assert state.discard == [0] * 6
    assert state.chance_outcomes() == [(SPEC.parse_move(state, "card bottle"), 1.0)]


def test_jamaica_draw_with_no_cards_left_gives_fewer() -> None:
    state = position(
        [[8, 0, 0, 0, 0, 0], [6, 6, 0, 0, 0, 0]], ["", "FSPKBH" * 17], deck="", discard=""
    )
    play(state, "back 8")
    assert state.to_move() == 0
    assert state.hands[0] == [0] * 6
    assert state.actions == 1


def test_tortuga_empty_row_is_refilled_with_twelve() -> None:
    state = position([[8, 0, 0, 0, 0, 0], [6, 6, 0, 0, 0, 0]], ["", ""], variant="tortuga", row="K")
    play(state, "back 8")
    assert state.hands[0] == counts("K")
    assert state.to_move() == CHANCE
    assert state.row_fill == 12
    for _ in range(12):
        state.apply(state.sample_chance(random.Random(1)))
    assert len(state.row) == 11
    assert sum(state.hands[0]) == 2
    assert state.to_move() == 0


def test_tortuga_refill_with_as_many_as_there_are() -> None:
    state = position(
        [[8, 0, 0, 0, 0, 0], [6, 6, 0, 0, 0, 0]],
        ["", "FPKBH" * 17 + "S" * 16],
        variant="tortuga",
        deck="",
        discard="S",
    )
    play(state, "back 8")
    assert state.row_fill == 12
    assert state.owed == 2
    play(state, "card sabre")
    assert state.hands[0] == counts("S")
    assert state.row == []
    assert state.to_move() == 0


@pytest.mark.parametrize(("arrow", "taken"), [("right", "H"), ("left", "B")])
def test_tortuga_arrow_decides_the_end_cards_come_from(arrow: str, taken: str) -> None:
    state = position(
        [[8, 0, 0, 0, 0, 0], [7, 0, 0, 0, 0, 0]],
        ["", ""],
        variant="tortuga",
        row="HSSFKPBHFKPB",
        options=f"arrow={arrow}",
    )
    play(state, "back 8")
    assert state.hands[0] == counts(taken)


def test_setup_is_chance_one_segment_at_a_time() -> None:
    state = SPEC.new_state(2)
    outcomes = state.chance_outcomes()
    assert len(outcomes) == 12
    assert abs(sum(p for _, p in outcomes) - 1) < 1e-12
    play(state, "segment 3 b")
    assert len(state.chance_outcomes()) == 10
    with pytest.raises(IllegalMoveError):
        state.play(SPEC.parse_move(state, "segment 3 a"))
    for text in ("segment 1 a", "segment 2 a", "segment 4 b", "segment 5 a", "segment 6 b"):
        play(state, text)
    assert [str(m) for m, _ in state.chance_outcomes()] == ["first 0", "first 1"]
    play(state, "first 1")
    assert state.current == 1
    for _ in range(12):
        state.apply(state.sample_chance(random.Random(2)))
    assert state.to_move() == 1
    assert [sum(h) for h in state.hands] == [6, 6]
    assert sum(state.deck) == 102 - 12


def test_fixed_board_and_first_seat_skip_their_chance() -> None:
    board = "FPKHBS" * 6
    state = SPEC.new_state(3, {"board": board, "first_seat": 2})
    assert "".join("FSPKBH"[s] for s in state.board) == board
    assert {str(m) for m, _ in state.chance_outcomes()} <= {
        f"card {s}" for s in ("flag", "sabre", "pistol", "key", "bottle", "hat")
    }
    assert state.first == 2


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"board": "FPK"}, "36 letters"),
        ({"board": "F" * 36}, "each symbol once"),
        ({"variant": "barbados"}, "one of"),
        ({"first_seat": 4}, "seat 0-2"),
        ({"max_rounds": 0}, "at least 1"),
        ({"colour": "red"}, "unknown option"),
    ],
)
def test_bad_options_are_refused(options: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidOptionsError, match=message):
        SPEC.new_state(3, options)


@pytest.mark.parametrize(
    "text", ["", "play", "play sabre", "play cutlass 3", "play sabre 40", "back start", "fly 3"]
)
def test_malformed_notation_is_refused(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        SPEC.parse_move(SPEC.new_state(2), text)


def test_notation_accepts_russian_names_and_letters() -> None:
    state = SPEC.new_state(2)
    assert str(SPEC.parse_move(state, "play сабля 6")) == "play sabre 6"
    assert str(SPEC.parse_move(state, "play s start")) == "play sabre start"


def test_illegal_move_changes_nothing() -> None:
    state = position([[0] * 6, [0] * 6], ["F", ""])
    code = state.to_code()
    with pytest.raises(IllegalMoveError, match="no sabre"):
        state.play(SPEC.parse_move(state, "play sabre start"))
    assert state.to_code() == code


@pytest.mark.parametrize(
    "mangle",
    [
        lambda c: c.replace("cartagena", "chess"),
        lambda c: c.rsplit(" ", 1)[0],
        lambda c: c.replace("0.0.0.0.0.0/", "0.0.0.0.0.40/", 1),
        lambda c: c.replace("play/", "sail/"),
        lambda c: " ".join([*c.split()[:2], "play", *c.split()[3:]]),
        lambda c: " ".join([*c.split()[:6], "17." + c.split()[6], *c.split()[7:]]),
    ],
)
def test_malformed_codes_are_refused(mangle: object) -> None:
    code = position([[0] * 6, [0] * 6], ["F", ""]).to_code()
    with pytest.raises(InvalidCodeError):
        SPEC.from_code(mangle(code))  # type: ignore[operator]


def test_jamaica_view_hides_other_hands_tortuga_shows_them() -> None:
    hidden = position([[0] * 6, [0] * 6], ["FF", "KK"])
    assert hidden.view(0)["hands"] == [
        {**dict.fromkeys(["flag", "sabre", "pistol", "key", "bottle", "hat"], 0), "flag": 2},
        None,
    ]
    assert hidden.view(None)["hands"] == [None, None]
    assert hidden.view(1)["hand_sizes"] == [2, 2]
    open_ = position([[0] * 6, [0] * 6], ["FF", "KK"], variant="tortuga", row="HSSFKPBHFKPB")
    assert all(hand is not None for hand in open_.view(None)["hands"])
    assert open_.view(None)["row"][0] == "hat"


def test_blind_draws_are_redacted_for_others() -> None:
    state = position([[8, 0, 0, 0, 0, 0], [6, 6, 0, 0, 0, 0]], ["", ""])
    play(state, "back 8")
    move = SPEC.parse_move(state, "card hat")
    assert state.redacted(move, 0) == "card hat"
    assert state.redacted(move, 1) == state.redacted(move, None) == "card ?"


def test_determinize_keeps_hand_sizes_and_resamples() -> None:
    state = position([[0] * 6, [0] * 6, [0] * 6], ["FFSS", "KKKKKK", "HB"])
    seen = set()
    for seed in range(20):
        sample = state.determinize(0, random.Random(seed))
        assert sample.hands[0] == state.hands[0]
        assert [sum(h) for h in sample.hands] == [4, 6, 2]
        assert sum(sample.deck) + sum(map(sum, sample.hands)) == 102
        seen.add(tuple(sample.hands[1]))
    assert len(seen) > 1


def test_component_file_validation(tmp_path: Path) -> None:
    good = json.loads(
        (Path(__file__).parents[3] / "seaboard/games/cartagena/data/components.json").read_text()
    )
    assert load_components().deck_size == 102
    bad = json.loads(json.dumps(good))
    bad["segments"][2]["b"]["symbols"] = ["flag"] * 6
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(InvalidDataError, match="segment 3 side b"):
        load_components(str(path))
    dup = json.loads(json.dumps(good))
    dup["segments"][1]["b"]["symbols"] = list(reversed(good["segments"][0]["a"]["symbols"]))
    path.write_text(json.dumps(dup))
    with pytest.raises(InvalidDataError, match="equals or reverses segment 1 side a"):
        load_components(str(path))
    path.write_text("{not json")
    with pytest.raises(InvalidDataError, match="not valid JSON"):
        load_components(str(path))
    with pytest.raises(InvalidDataError, match="cannot read"):
        load_components(str(tmp_path / "missing.json"))


def test_a_swapped_component_set_is_played(tmp_path: Path) -> None:
    data = json.loads(
        (Path(__file__).parents[3] / "seaboard/games/cartagena/data/components.json").read_text()
    )
    data["deck"] = dict.fromkeys(data["deck"], 10)
    path = tmp_path / "mine.json"
    path.write_text(json.dumps(data))
    state = SPEC.new_state(2, {"components": str(path)})
    assert sum(state.deck) == 60


def test_the_new_deck_is_the_discard_pile_when_the_deck_runs_out() -> None:
    """Seed 003: «Если колода закончится, сделайте новую, перетасовав стопку сброса». The last
    card drawn makes the discard pile (then two sabres) the deck at once; the pistol played
    afterwards stays in the discard pile (before, it could be drawn straight back)."""
    # space 5 of the example board, a bottle, holds one pirate of seat 1
    hands = ["P" * 17 + "F" * 17 + "K" * 17 + "H" * 17 + "SSSSSSSSSSSSSSS", "BBBBBBBBBBBBBBBB"]
    state = position([[0, 0, 0, 0, 0, 7], [5, 0, 0, 0, 0, 0]], hands, deck="B", discard="SS")
    play(state, "back 7", "card bottle")
    assert state.deck == counts("SS")
    assert state.discard == counts("")
    play(state, "play pistol 0")
    assert state.deck == counts("SS")
    assert state.discard == counts("P")
