"""The round (seed 000, "Ход игры"): the worked round with Anya, Vanya, Vadim and Danil, the
harbor master's choices, the forced take, payment, one card per round, the assistant."""

from __future__ import annotations

import pytest

from seaboard.core.errors import IllegalMoveError
from seaboard.core.state import CHANCE
from seaboard.games.packet_row.constants import CHOOSE, FORCED, HARBOR, OFFER

from .helpers import SPEC, finish_chance, ids, legal, play, position

ANYA, VANYA, VADIM, DANIL = range(4)


def _round_position(**extra: object) -> object:
    """Four players; Anya is harbor master. The market shows the Library ($15) and one
    tobacco ($2) with three tobacco ($10) in its future supply; the docks show a ship."""
    hands = {0: ["S01"], 1: ["S02"], 2: ["S03"], 3: ["S04"]}
    hands.update(extra.pop("hands", {}))  # type: ignore[arg-type]
    return position(
        4,
        hm=ANYA,
        hands=hands,
        current={
            0: ["G30", "G25", "G01"],
            1: ["D01", "D34", "D19"],
            2: ["M34", "M22", "M01"],
            3: ["B01", "B25", "B30"],
        },
        future={0: ["G02", "G03"], 1: ["D02", "D24"], 2: ["M26", "M05"], 3: ["B02", "B03"]},
        money=extra.pop("money", [25, 25, 25, 25]),  # type: ignore[arg-type]
        **extra,
    )


def test_the_worked_round_of_the_seed() -> None:
    st = _round_position()
    assert st.to_move() == ANYA
    assert st.phase == CHOOSE
    play(st, "board market")
    assert st.to_move() == VANYA
    assert st.phase == OFFER
    play(st, "take M34")  # Vanya takes the Library and pays $15
    assert st.money[VANYA] == 10
    assert ids("M34")[0] in st.hands[VANYA]
    assert st.current[2][0] == -1
    assert st.figures[VANYA] == 20
    assert st.to_move() == VADIM
    play(st, "pass")  # Vadim keeps his figure
    assert st.to_move() == DANIL
    moves = legal(st)
    assert "take M22" in moves
    assert "assist M26" not in moves
    play(st, "take M22")
    assert st.money[DANIL] == 23
    assert st.to_move() == ANYA
    assert st.phase == HARBOR
    moves = legal(st)
    assert "take M01" in moves
    assert "pass" not in moves
    assert {"board guild", "board docks", "board bank"} <= moves
    assert "board market" not in moves
    play(st, "board docks")
    assert st.to_move() == VADIM  # only Vadim has no card yet
    play(st, "pass")
    assert st.to_move() == ANYA
    play(st, "take D01")  # a ship: free, in front of her
    assert st.money[ANYA] == 25
    assert ids("D01") == st.ships[ANYA]
    # The round is over: docks and market are refilled by chance draws.
    assert st.to_move() == CHANCE
    finish_chance(st, seed=4)
    assert st.hm == VANYA
    assert st.round == 2
    assert st.phase == CHOOSE
    assert st.hands[VADIM] == ids("S03")  # Vadim got nothing this round
    m26, m05, m01 = ids("M26", "M05", "M01")
    assert st.current[2][:2] == [m26, m05]
    assert st.current[2][2] >= 0
    assert all(c >= 0 for c in st.future[2])
    assert m01 in st.discards[2]
    d34, d19, d02, d24 = ids("D34", "D19", "D02", "D24")
    assert st.current[1][:2] == [d02, d24]
    assert {d34, d19} <= set(st.discards[1])
    # Boards not chosen keep their supplies.
    assert st.current[0] == ids("G30", "G25", "G01")
    assert st.future[3] == ids("B02", "B03")
    assert st.figures == [-1, -1, -1, -1]


def test_the_harbor_master_passes_only_when_every_board_was_chosen() -> None:
    st = _round_position()
    play(st, "board guild", "pass", "pass", "pass")
    assert st.phase == HARBOR
    assert "pass" not in legal(st)
    with pytest.raises(IllegalMoveError, match="must choose another board"):
        play(st, "pass")
    play(st, "board docks", "pass", "pass", "pass", "board market", "pass", "pass", "pass")
    play(st, "board bank", "pass", "pass", "pass")
    assert "pass" in legal(st)
    assert not any(m.startswith("board") for m in legal(st))
    play(st, "pass")
    assert st.to_move() == CHANCE
    assert st.chosen == 0b1111


def test_the_forced_take_when_every_other_player_has_taken() -> None:
    st = _round_position()
    play(st, "board market", "take M34", "take M22", "take M01")
    assert st.phase == FORCED
    assert st.to_move() == ANYA
    moves = legal(st)
    # Take from the current board (empty now) or from a board not chosen yet; no board moves.
    assert {"take G30", "take D01", "take B01", "pass"} <= moves
    assert not any(m.startswith("board") for m in moves)
    play(st, "take D19")  # a captain from the docks, not chosen before
    assert st.chosen == 0b0110  # market and docks are refilled
    assert st.to_move() == CHANCE


def test_the_forced_take_cannot_use_a_board_chosen_before() -> None:
    st = _round_position()
    play(st, "board guild", "pass", "pass", "pass", "board market")
    play(st, "take M34", "take M22", "take M01")
    assert st.phase == FORCED
    assert "take G30" not in legal(st)
    with pytest.raises(IllegalMoveError, match="already chosen"):
        play(st, "take G30")
    play(st, "pass")  # passing ends the round
    assert st.to_move() == CHANCE
    assert st.chosen == 0b0101


def test_each_player_takes_at_most_one_card_per_round() -> None:
    st = _round_position()
    play(st, "board market", "take M34", "pass", "pass", "board bank")
    assert st.to_move() == VADIM  # Vanya is skipped
    play(st, "take B25", "pass", "board guild")
    assert st.to_move() == DANIL


def test_payment_needs_cash_and_money_cards_can_be_cashed_first() -> None:
    st = _round_position(hands={1: ["S02", "B05", "B10"]}, money=[25, 10, 25, 25])
    play(st, "board market")
    assert "take M34" not in legal(st)
    code = st.to_code()
    with pytest.raises(IllegalMoveError, match=r"costs \$15 and you have \$10"):
        play(st, "take M34")
    assert st.to_code() == code
    assert {"cash B05", "cash B10"} <= legal(st)
    play(st, "cash B05", "cash B10")  # $4 + $5
    assert st.money[VANYA] == 19
    assert st.to_move() == VANYA
    play(st, "take M34")
    assert st.money[VANYA] == 4
    assert set(ids("B05", "B10")) <= set(st.discards[3])


def test_free_cards_cost_nothing() -> None:
    st = _round_position()
    play(st, "board bank", "take B25", "take B01", "pass", "board guild", "take G25")
    assert st.money == [25, 25, 25, 25]


def test_the_assistant_takes_from_the_future_supply() -> None:
    """Seed: with an assistant Danil could take three tobacco from the future supply, still
    paying $10."""
    st = _round_position(hands={3: ["S04", "G26"]})
    play(st, "board market", "pass", "pass")
    assert "assist M26" in legal(st)
    play(st, "assist M26")
    assert st.money[DANIL] == 15
    assert ids("M26")[0] in st.hands[DANIL]
    assert ids("G26")[0] in st.discards[0]
    assert st.future[2] == [-1, ids("M05")[0]]  # the slot stays empty until the refill
    assert st.figures[DANIL] == 25
    play(st, "board docks", "pass", "pass", "board guild", "pass", "pass")
    play(st, "board bank", "pass", "pass", "pass")
    draws = [m for m, _ in st.chance_outcomes()]
    assert draws  # guild refill draws first; the market gets M05 and draws two more
    finish_chance(st, seed=1)
    assert st.current[2][0] == ids("M05")[0]
    assert -1 not in st.current[2]


def test_fulfilment_and_cashing_only_at_ones_own_decision() -> None:
    st = _round_position(hands={2: ["S03", "B05"]})
    play(st, "board market")
    assert st.to_move() == VANYA
    assert "cash B05" not in legal(st)
    with pytest.raises(IllegalMoveError):
        play(st, "cash B05")
    play(st, "pass")
    assert "cash B05" in legal(st)


def test_labels_and_targets() -> None:
    st = _round_position()
    for move in st.legal_moves():
        assert SPEC.move_label(st, move, "en")
        assert SPEC.move_label(st, move, "ru")
        svg = SPEC.render_svg(st, 0)
        for target in SPEC.move_targets(st, move):
            assert f'id="{target}"' in svg
    choose = SPEC.parse_move(st, "board market")
    assert (
        SPEC.move_label(st, choose, "ru", ["Аня"]) == "Аня выбирает поле «Рынок» и предлагает его"
    )
