"""Views, redacted logs, determinize, position codes, SVG and move targets."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree

import pytest

from seaboard.core.errors import InvalidCodeError, InvalidMoveError
from seaboard.core.state import CHANCE
from tests.games.black_fleet.helpers import SPEC, new_game, play, reveal, ships


def _game_in_progress(seed: int = 3, plies: int = 400):  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    st = SPEC.new_state(3)
    for _ in range(plies):
        if st.is_terminal():
            break
        move = st.sample_chance(rng) if st.to_move() == CHANCE else rng.choice(st.legal_moves())
        st.play(move)
    return st


def test_views_hide_hands_and_face_down_cards() -> None:
    st = new_game()
    reveal(st, 1, "larger-sails")
    view0 = st.view(0)
    assert "movement_hand" in view0
    assert len(view0["movement_hand"]) == 2
    assert all(entry["card"] for entry in view0["development"][0])
    assert [e["card"] for e in view0["development"][1]].count(None) == 3
    assert "larger-sails" in [e["card"] for e in view0["development"][1]]
    spectator = st.view(None)
    assert "movement_hand" not in spectator
    assert all(e["card"] is None for e in spectator["development"][0])
    assert spectator["movement_hand_sizes"] == [2, 2, 2]


def test_determinize_resamples_hidden_parts_and_keeps_the_view() -> None:
    st = _game_in_progress()
    rng = random.Random(0)
    changed = False
    for seat in (0, 1, 2, None):
        for _ in range(5):
            other = st.determinize(seat, rng)
            assert other.view(seat) == st.view(seat)
            changed |= other.to_code() != st.to_code()
            if seat is not None:
                assert other.mhand[seat] == st.mhand[seat]  # type: ignore[attr-defined]
                assert other.dev[seat] == st.dev[seat]  # type: ignore[attr-defined]
    assert changed


def test_draws_are_redacted_for_other_seats() -> None:
    st = SPEC.new_state(3, {"first_seat": 0})
    move = st.chance_outcomes()[0][0]
    assert st.redacted(move, 0) == str(move)
    assert st.redacted(move, 1) == "deal ?"
    assert st.redacted(move, None) == "deal ?"


def test_code_round_trip_and_malformed_codes() -> None:
    st = _game_in_progress()
    code = st.to_code()
    assert "\n" not in code
    again = SPEC.from_code(code)
    assert again.to_code() == code
    assert again.legal_moves() == st.legal_moves()
    for bad in (
        "",
        "black_fleet",
        "black_fleet {",
        "black_fleet []",
        code.replace('"n":3', '"n":7'),
        code.replace('"cubes":[', '"cubes":[1,'),
    ):
        with pytest.raises(InvalidCodeError):
            SPEC.from_code(bad)


def test_malformed_notation() -> None:
    st = new_game()
    for text in ("move", "move boat 3", "rob x", "fortune", "fortune gale", "sell now"):
        with pytest.raises(InvalidMoveError):
            SPEC.parse_move(st, text)


def test_svg_has_stable_ids_and_move_targets_point_at_them() -> None:
    st = new_game()
    reveal(st, 0, "tide-tables")
    ships(st, "Y2.4.3")
    play(st, "move merchant 20")
    svg = SPEC.render_svg(st, 0, lang="ru")
    root = ElementTree.fromstring(svg)
    ids = {el.get("id") for el in root.iter() if el.get("id")}
    assert {"area-0", "ship-yellow", "ship-purple", "ship-0-merchant", "dev-1-3"} <= ids
    for move in st.legal_moves():
        targets = SPEC.move_targets(st, move)
        assert targets or move.verb in ("end", "done", "stop", "swap", "pass"), str(move)
        assert set(targets) <= ids, str(move)
        assert SPEC.move_label(st, move, "ru")
    spectator = SPEC.render_svg(st, None)
    assert "mcard-" not in spectator
    assert "Ла Барбария" in svg


def test_rules_summary_in_both_languages() -> None:
    assert "victory card" in SPEC.rules_summary("en")
    assert "карту победы" in SPEC.rules_summary("ru")


def test_evaluation_is_bounded_and_prefers_a_sale() -> None:
    from tests.games.black_fleet.helpers import clear_board, set_merchant

    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 62, "yellow", 3)
    ships(st, "Y2.4.3")
    before = SPEC.evaluate(st, 0)
    assert -1.0 <= before <= 1.0
    after = st.copy()
    play(after, "sell")
    assert SPEC.evaluate(after, 0) > before
    closer = st.copy()
    play(closer, "move merchant 63")  # away from nothing: the cargo is sold best right here
    assert SPEC.evaluate(closer, 0) <= before


def test_mutated_codes_are_refused_or_playable() -> None:
    import json

    from seaboard.core.errors import SeaboardError

    st = _game_in_progress(5, 300)
    prefix = "black_fleet "
    base = json.loads(st.to_code()[len(prefix) :])
    rng = random.Random(1)
    numeric = [k for k, v in base.items() if isinstance(v, int) and k not in ("n",)]
    lists = [k for k, v in base.items() if isinstance(v, list) and v and isinstance(v[0], int)]
    for _ in range(600):
        data = json.loads(json.dumps(base))
        roll = rng.random()
        if roll < 0.3:
            key = rng.choice(numeric)
            data[key] = rng.randint(-2, 160)
        elif roll < 0.6:
            turn = data["t"]
            key = rng.choice(sorted(turn))
            if isinstance(turn[key], int):
                turn[key] = rng.randint(-2, 9)
            elif turn[key] and isinstance(turn[key][0], int):
                turn[key][rng.randrange(len(turn[key]))] = rng.randint(-2, 9)
            else:
                turn[key] = [rng.randint(-2, 9) for _ in range(rng.randint(0, 3))]
        else:
            key = rng.choice(lists)
            i = rng.randrange(len(data[key]))
            data[key][i] = rng.randint(-2, 160)
        try:
            other = SPEC.from_code(prefix + json.dumps(data))
        except SeaboardError:
            continue
        other.legal_moves()
        other.view(0)
        SPEC.render_svg(other, 0)


def test_every_position_of_a_game_round_trips_setup_included() -> None:
    rng = random.Random(11)
    for n in (3, 4):
        st = SPEC.new_state(n)
        while not st.is_terminal() and len(st.history) < 600:
            code = st.to_code()
            assert SPEC.from_code(code).to_code() == code
            move = st.sample_chance(rng) if st.to_move() == CHANCE else rng.choice(st.legal_moves())
            st.apply(move)


def test_a_phase_that_does_not_match_the_deal_is_refused() -> None:
    """Audit: a code claiming a setup phase (deal, fortune or movement deal) in mid-game was
    accepted and crashed on the next chance draw (IndexError)."""
    import json

    from seaboard.core.errors import SeaboardError

    rng = random.Random(2)
    prefix = "black_fleet "
    for seed in (4, 6):
        st = _game_in_progress(seed, 300)
        base = json.loads(st.to_code()[len(prefix) :])
        for phase in range(14):
            for di in (0, 1, 2, 3, 5):
                data = json.loads(json.dumps(base))
                data["ph"], data["di"] = phase, di
                try:
                    other = SPEC.from_code(prefix + json.dumps(data))
                except SeaboardError:
                    continue
                for _ in range(40):
                    if other.is_terminal():
                        break
                    if other.to_move() == CHANCE:
                        other.apply(other.sample_chance(rng))
                    else:
                        other.apply(rng.choice(other.legal_moves()))
    data = json.loads(json.dumps(base))
    data["ph"], data["di"] = 2, 5
    with pytest.raises(InvalidCodeError, match=r"setup counter|dealt cards"):
        SPEC.from_code(prefix + json.dumps(data))
