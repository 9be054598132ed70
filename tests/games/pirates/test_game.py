"""Pirates: sides and fleets, the secret treasure galleon, transfers and feints, every way
the game ends, notation, codes, views and pictures (seed 004 part 1, 1-3, 7; RULINGS)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest

from seaboard import get_game
from seaboard.core.errors import (
    IllegalMoveError,
    InvalidCodeError,
    InvalidMoveError,
    InvalidOptionsError,
)
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.pirates.moves import Transfer
from seaboard.games.pirates.state import PiratesState
from tests.games.golitsyn.helpers import (
    PIRATE_PORTS,
    SEA_ROWS,
    map_text,
    moves_text,
    pirates,
    play,
    put,
)

SPEC = get_game("pirates")


@pytest.mark.parametrize(
    ("players", "spanish", "galleons"),
    [(2, 1, 3), (3, 1, 3), (4, 2, 3), (5, 2, 3), (8, 4, 4), (9, 4, 4)],
)
def test_sides_and_the_two_to_one_ratio(players: int, spanish: int, galleons: int) -> None:
    state = SPEC.new_state(players)
    assert isinstance(state, PiratesState)
    sides = state.view(None)["sides"]
    assert sides.count("spanish") == spanish
    assert sides.count("pirates") == players - spanish  # the odd player is a pirate
    kinds = [ship["kind"] for ship in state.view(None)["ships"]]
    assert kinds.count("galleon") == galleons
    assert kinds.count("brigantine") == 2 * galleons
    per_seat = [len(state.ships_of(seat)) for seat in range(players)]
    assert max(per_seat[:spanish]) - min(per_seat[:spanish]) <= 1
    assert max(per_seat[spanish:]) - min(per_seat[spanish:]) <= 1


def test_setup_ports_bases_and_the_spaniards_first() -> None:
    state = SPEC.new_state(4)
    assert isinstance(state, PiratesState)
    names = {ship["id"]: ship["cell"] for ship in state.view(None)["ships"]}
    assert {names["g1"], names["g3"]} == {"B19"}  # Vera Cruz
    assert names["g2"] == "N24"  # Porto Bello
    assert len({names[f"b{k}"] for k in range(1, 7)}) == 6  # one brigantine a base
    state.play(SPEC.parse_move(state, "wind N"))
    assert [str(m) for m, _ in state.chance_outcomes()] == ["first 0", "first 1"]
    first = SPEC.new_state(4, "article1989")
    assert isinstance(first, PiratesState)
    assert {ship["cell"] for ship in first.view(None)["ships"][:3]} == {"B19"}


def test_the_treasure_is_secret_from_the_pirates() -> None:
    opts = SPEC.make_options({"first_seat": 0})
    state = SPEC.new_state(3, opts)
    state.play(SPEC.parse_move(state, "wind E"))
    move = SPEC.parse_move(state, "treasure g2")
    assert state.to_move() == 0
    assert state.redacted(move, 0) == "treasure g2"
    assert state.redacted(move, 1) == "treasure ?"
    assert state.redacted(move, None) == "treasure ?"
    state.play(move)
    assert state.view(0)["treasure"] == "g2"
    assert state.view(1)["treasure"] is None
    assert state.view(None)["treasure"] is None
    assert "gold" in SPEC.render_svg(state, 0)
    assert "gold" not in SPEC.render_svg(state, 1)
    assert "gold" not in SPEC.render_svg(state, None)


def test_determinize_resamples_the_treasure_for_pirates_only() -> None:
    state = pirates(players=3, treasure="g2")
    rng = random.Random(1)
    seen = {SPEC.determinize(state, 1, rng).treasure for _ in range(40)}  # type: ignore[attr-defined]
    assert seen == {0, 1, 2}
    for _ in range(5):
        sample = SPEC.determinize(state, 1, rng)
        assert sample.view(1) == state.view(1)
        assert SPEC.determinize(state, 0, rng).treasure == 1  # type: ignore[attr-defined]


def test_transfer_and_feint_look_the_same_to_pirates() -> None:
    state = pirates(treasure="g1")
    put(state, "g1", "C3")
    put(state, "g2", "D4")
    assert "transfer g1 g2" in moves_text(state)
    assert "transfer g1 g2 feint" in moves_text(state)
    assert "transfer g2 g1" not in moves_text(state)
    real = SPEC.parse_move(state, "transfer g1 g2")
    feint = SPEC.parse_move(state, "transfer g1 g2 feint")
    assert state.redacted(real, 1) == state.redacted(feint, 1) == "transfer g1 g2 ?"
    twin = state.copy()
    play(state, "transfer g1 g2")
    assert state.treasure == state.ship_index["g2"]
    assert state.seat == 1  # the transfer costs the turn
    play(twin, "transfer g1 g2 feint")
    assert twin.treasure == twin.ship_index["g1"]
    back = pirates(treasure="g2")
    put(back, "g1", "C3")
    put(back, "g2", "D4")
    move = SPEC.parse_move(back, "transfer g2 g1")
    assert back.redacted(move, 1) == "transfer g1 g2 ?"


def test_no_transfer_between_distant_ships() -> None:
    state = pirates()
    put(state, "g1", "C3")
    put(state, "g2", "C6")
    put(state, "g3", "H3")
    assert not any(m.startswith("transfer") for m in moves_text(state))


def test_treasure_reaching_cadiz_wins_for_the_spaniards() -> None:
    state = pirates(players=3, treasure="g2")
    put(state, "g2", "H7")
    play(state, "move", "spin E", "sail g2 E 1")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert outcome.ranks == (1, 2, 2)


def test_another_galleon_reaching_cadiz_does_not_win() -> None:
    state = pirates(treasure="g1")
    put(state, "g2", "H7")
    play(state, "move", "spin E", "sail g2 E 1")
    assert state.outcome() is None


def test_captured_treasure_reaching_a_base_wins_for_the_pirates() -> None:
    state = pirates(treasure="g2")
    put(state, "g2", "B7", hits=3, owner=1)
    state.revealed = True
    play(state, "move", "spin calm", "move", "spin SW", "sail g2 SW 1")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (1,)


def test_sinking_every_pirate_ship_wins_for_the_spaniards() -> None:
    state = pirates()
    for k in range(2, 7):
        put(state, f"b{k}", None)
    put(state, "g2", "C6")
    put(state, "b1", "C7", hits=1)
    play(state, "shoot b1 g2", "fire", "spin N")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (0,)
    assert "pirate" in outcome.reason


def test_sinking_every_spanish_ship_wins_for_the_pirates() -> None:
    state = pirates(treasure="g1")
    put(state, "g2", None)
    put(state, "g3", None)
    put(state, "b1", "C7")
    play(state, "move", "spin calm")
    # g1 is the treasure galleon: pirates take it; with no Spanish ship left they win
    put(state, "g1", "C6", hits=2)
    play(state, "shoot g1 b1", "fire", "spin N")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.winners == (1,)


def test_max_rounds_is_a_draw() -> None:
    state = pirates(max_rounds=1)
    play(state, "move", "spin N", "done", "move", "spin N", "done")
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.reason == "max_rounds"
    assert outcome.winners == ()


def test_a_seat_without_ships_can_only_pass() -> None:
    state = pirates(players=3)
    for k in (1, 3, 5):
        put(state, f"b{k}", None)
    play(state, "move", "spin N", "done")
    assert state.seat == 1
    assert moves_text(state) == ["pass"]
    play(state, "pass")
    assert state.seat == 2


def test_notation_round_trips_and_bad_input_is_refused() -> None:
    state = pirates()
    for text in (
        "sail g1 NE 3",
        "row b2 W",
        "shoot b1 g1",
        "also g2",
        "fire",
        "transfer g1 g2 feint",
        "done",
    ):
        assert str(SPEC.parse_move(state, text)) == text
    for text in (
        "sail g1 XX 3",
        "sail G1 N 1",
        "shoot",
        "shoot b1 g1,g2",  # one unit per move: the others join with 'also'
        "also",
        "fire g1",
        "transfer g1 g2 maybe",
        "fly g1",
    ):
        with pytest.raises(InvalidMoveError):
            SPEC.parse_move(state, text)
    code = state.to_code()
    with pytest.raises(IllegalMoveError):
        state.play(SPEC.parse_move(state, "sail g1 N 1"))  # not before the spin
    assert state.to_code() == code


def test_position_code_round_trip_with_a_map_file(tmp_path: Path) -> None:
    path = tmp_path / "sea.map"
    path.write_text(map_text(SEA_ROWS, [*PIRATE_PORTS, "current C6 C3"]), encoding="utf-8")
    state = SPEC.new_state(2, {"map": str(path), "first_seat": 0})
    rng = random.Random(3)
    while state.to_move() != TERMINAL and len(state.history) < 300:
        moves = state.legal_moves()
        state.apply(state.sample_chance(rng) if state.to_move() == CHANCE else rng.choice(moves))
        again = SPEC.from_code(state.to_code())
        assert again.to_code() == state.to_code()
    with pytest.raises(InvalidCodeError):
        SPEC.from_code(state.to_code().replace('"g1"', '"g9"'))
    with pytest.raises(InvalidOptionsError):
        SPEC.new_state(2, {"map": str(path), "first_seat": 1})


def test_svg_has_stable_ids_and_move_targets() -> None:
    state = pirates()
    put(state, "g2", "C6")
    put(state, "b1", "C8")
    play(state, "move", "spin N")
    svg = SPEC.render_svg(state, 0, selected="g2", highlight=["cell-C5"])
    root = ElementTree.fromstring(svg)
    ids = {element.get("id") for element in root.iter()}
    assert {"cell-C5", "ship-g2", "port-VC", "port-TO", "spinner"} <= ids
    for move in state.legal_moves():
        assert set(SPEC.move_targets(state, move)) <= ids
    assert SPEC.move_targets(state, SPEC.parse_move(state, "sail g2 N 2")) == [
        "ship-g2",
        "cell-C4",
    ]
    assert 'fill="#2ecc71"' in svg  # sailing destinations shaded for the selected ship
    assert 'fill="#f39c12"' in svg  # its range


def test_texts_in_both_languages() -> None:
    state = pirates()
    assert "Cadiz" in SPEC.rules_summary("en")
    assert "Кадикс" in SPEC.rules_summary("ru")
    assert SPEC.parse_move(state, "sail g1 NO 3") == SPEC.parse_move(state, "sail g1 NE 3")
    play(state, "move", "spin N")
    move = SPEC.parse_move(state, "sail g1 NE 1")
    names = ["Ann", "Ben"]
    assert SPEC.move_label(state, move, "en", names) == (
        "Ann's galleon g1 sails north-east from B2 to C1"
    )
    assert SPEC.move_label(state, move, "ru", names) == (
        "галеон g1 игрока Ann идёт на северо-восток: из B2 в C1"
    )


def test_greedy_evaluation_prefers_the_treasure_nearer_cadiz() -> None:
    near = pirates(treasure="g1")
    put(near, "g1", "H6")
    far = pirates(treasure="g1")
    put(far, "g1", "C3")
    assert SPEC.evaluate(near, 0) > SPEC.evaluate(far, 0)
    assert SPEC.evaluate(near, 1) < SPEC.evaluate(far, 1)
    assert -1 <= SPEC.evaluate(near, 1) <= 1


def test_a_retaken_treasure_is_secret_again_and_transfers_may_be_feints() -> None:
    """Seed 7.2-7.3: after the Spaniards retake the treasure galleon, a later transfer may
    again be a feint; before, every transfer after a retake was shown in full."""
    state = pirates(treasure="g2")
    put(state, "g2", "C6", hits=3, owner=1)
    put(state, "g1", "C7")
    state.revealed = True
    state.candidates = [0] * len(state.ship_ids)
    play(state, "shoot g2 g1", "fire", "spin N")
    assert state.owner[state.ship_index["g2"]] == 0
    assert not state.revealed
    assert state.candidate_ids() == ["g2"]
    assert state.view(1)["treasure"] is None
    hidden = state.redacted(Transfer("g2", "g1", True), 1)
    assert hidden.startswith("transfer g1 g2")
    assert state.redacted(Transfer("g2", "g1"), 1) == hidden
