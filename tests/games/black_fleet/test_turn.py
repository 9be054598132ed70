"""The turn sequence, setup, purchases and the end of the game (seed 001: "Подготовка к игре",
"Конец хода", "Открыть карту развития/победы", "Конец игры", "Варианты игры"; RULINGS.md)."""

from __future__ import annotations

import pytest

from seaboard.core.errors import IllegalMoveError, InvalidOptionsError
from seaboard.core.message import msg
from seaboard.core.state import CHANCE
from seaboard.games.black_fleet.state import (
    BUY,
    CARD,
    DEAL,
    DISCARD,
    DRAW_F,
    DRAW_M,
    FIRST,
    OVER,
    SETUP,
    SHIPS,
)
from tests.games.black_fleet.helpers import (
    SPEC,
    clear_board,
    give_fortune,
    legal,
    new_game,
    play,
    roundtrip,
    set_merchant,
    set_pirate,
    settle,
    ships,
)


def _finish_turn(st) -> None:  # type: ignore[no-untyped-def]
    """End the ships phase and take the first chance outcome / 'done' until the next turn."""
    seat = st.seat
    if st.phase == SHIPS:
        play(st, "end")
    while st.phase != OVER and st.seat == seat:
        if st.to_move() == CHANCE:
            st.play(st.chance_outcomes()[0][0])
        elif st.phase == DISCARD:
            st.play(st.legal_moves()[0])
        else:
            play(st, "done")


def test_setup_first_seat_by_chance_then_deals_and_merchants_black_first() -> None:
    st = SPEC.new_state(4)
    assert st.phase == FIRST
    outcomes = st.chance_outcomes()
    assert len(outcomes) == 4
    play(st, "first 2")
    assert st.phase == DEAL
    while st.to_move() == CHANCE:
        st.play(st.chance_outcomes()[0][0])
    assert st.phase == SETUP
    assert [len(h) for h in st.mhand] == [2] * 4
    assert [len(h) for h in st.fhand] == [1] * 4
    for s in range(4):
        tiers = [st.comp.dev_tier[c] for c in st.dev[s]]
        assert tiers == [0, 1, 2, 3]  # one of each cost
    order = []
    while st.phase == SETUP:
        order.append(st.to_move())
        st.play(st.legal_moves()[0])
    assert order == [2, 3, 0, 1]
    assert all(st.mcnt[s] == 3 for s in range(4))
    assert st.seat == 2
    assert st.colour_of(2) == "black"
    assert all(p == -1 for p in st.ppos)
    assert any(m.startswith("enter") for m in legal(st))


def test_dev_deal_any_tier_option() -> None:
    st = SPEC.new_state(3, {"first_seat": 0, "dev_deal": "any"})
    assert len(st.chance_outcomes()) == 24


def test_draw_back_to_two_and_the_fortune_line() -> None:
    st = new_game()
    ships(st, "Y2.3.4+1")  # draw 1 fortune
    assert len(st.mhand[0]) == 1
    fortune = len(st.fhand[0])
    play(st, "end")
    assert st.phase == DRAW_M
    st.play(st.chance_outcomes()[0][0])
    assert len(st.mhand[0]) == 2
    assert st.phase == DRAW_F
    st.play(st.chance_outcomes()[0][0])
    assert len(st.fhand[0]) == fortune + 1


def test_draw_two_fortune_then_discard_to_three() -> None:
    st = new_game()
    give_fortune(st, 0, "trade-wind")
    give_fortune(st, 0, "naval-wind", keep=True)
    ships(st, "Y3.3.2+2")  # draw 2 fortune
    play(st, "end")
    while st.to_move() == CHANCE:
        st.play(st.chance_outcomes()[0][0])
    assert st.phase == DISCARD
    assert len(st.fhand[0]) == 4
    st.play(st.legal_moves()[0])
    assert len(st.fhand[0]) == 3
    assert st.phase != DISCARD


def test_discard_line_discards_one_fortune_if_any() -> None:
    st = new_game()
    give_fortune(st, 0, "trade-wind")
    ships(st, "Y1.2.6-1")
    play(st, "end")
    st.play(st.chance_outcomes()[0][0])
    assert st.phase == DISCARD
    assert legal(st) == {"discard trade-wind"}
    play(st, "discard trade-wind")
    assert st.fhand[0] == []
    st = new_game()
    for f in list(st.fhand[0]):
        st.fhand[0].remove(f)
        st.fdeck[f] += 1
    ships(st, "Y1.2.6-1")
    play(st, "end")
    st.play(st.chance_outcomes()[0][0])
    assert st.phase != DISCARD  # no fortune card: no effect


def test_one_purchase_a_turn_and_the_victory_card_last() -> None:
    st = new_game()
    st.money[0] = 100
    ships(st, "Y2.4.3")
    play(st, "end")
    while st.to_move() == CHANCE:
        st.play(st.chance_outcomes()[0][0])
    if st.phase == DISCARD:
        st.play(st.legal_moves()[0])
    assert st.phase == BUY
    moves = legal(st)
    assert {"buy 5", "buy 8", "buy 11", "buy 14", "done"} <= moves
    assert "buy victory" not in moves
    play(st, "buy 11")
    assert st.money[0] == 89
    assert st.rev[0][2] == 1
    assert st.seat == 1  # the turn is over after one purchase


def test_victory_card_ends_after_the_round_richest_buyer_wins() -> None:
    st = new_game()
    for s in range(3):
        for k in range(4):
            st.rev[s][k] = 1
    st.money[0] = 10
    st.money[1] = 40
    st.money[2] = 5
    ships(st, "Y2.4.3")
    play(st, "end")
    while st.to_move() == CHANCE:
        st.play(st.chance_outcomes()[0][0])
    if st.phase == DISCARD:
        st.play(st.legal_moves()[0])
    play(st, "buy victory")
    assert st.end_trig
    assert st.phase != OVER
    ships(st, "Y2.4.3")  # seat 1 still plays
    _finish_turn(st)
    assert st.seat == 2
    assert st.phase != OVER
    ships(st, "Y2.4.3")
    _finish_turn(st)
    assert st.phase == OVER
    outcome = st.outcome()
    assert outcome is not None
    assert outcome.reason == "victory"
    assert outcome.winners == (0,)
    # the buyer spent its doubloons and wins with fewer than seat 1: the end screen says why
    assert outcome.scores[0] < outcome.scores[1]
    assert SPEC.ranking_note(st) == msg("black_fleet:ranking_victory")


def test_several_buyers_the_richest_wins() -> None:
    st = new_game()
    for s in range(3):
        for k in range(4):
            st.rev[s][k] = 1
    st.money = [10, 25, 0]
    ships(st, "Y2.4.3")
    play(st, "end")
    while st.to_move() == CHANCE:
        st.play(st.chance_outcomes()[0][0])
    if st.phase == DISCARD:
        st.play(st.legal_moves()[0])
    play(st, "buy victory")
    ships(st, "Y2.4.3")
    play(st, "end")
    while st.to_move() == CHANCE:
        st.play(st.chance_outcomes()[0][0])
    if st.phase == DISCARD:
        st.play(st.legal_moves()[0])
    play(st, "buy victory")
    assert st.money[1] == 15
    assert st.money[0] == 0
    ships(st, "Y2.4.3")
    _finish_turn(st)
    outcome = st.outcome()
    assert outcome is not None
    assert outcome.winners == (1,)


def test_max_rounds_ranks_by_revealed_cards_then_doubloons() -> None:
    st = new_game(max_rounds=1)
    st.money = [30, 1, 2]
    st.rev[1][0] = 1
    for _ in range(3):
        ships(st, "Y2.4.3")
        _finish_turn(st)
    assert st.phase == OVER
    outcome = st.outcome()
    assert outcome is not None
    assert outcome.reason == "max_rounds"
    assert outcome.ranks == (2, 1, 3)
    # the richest is second: the end screen says why
    assert SPEC.ranking_note(st) == msg("black_fleet:ranking_revealed")


def test_victory_variants() -> None:
    assert new_game().vcost == [10, 10, 10]
    assert new_game(victory_cost=20).vcost == [20, 20, 20]
    assert SPEC.new_state(3, "mixed").vcost == [20, 20, 10]  # type: ignore[attr-defined]
    assert new_game(4, victory_costs="20,10,10,20").vcost == [20, 10, 10, 20]
    with pytest.raises(InvalidOptionsError):
        SPEC.new_state(4, {"victory_costs": "20,10"})
    with pytest.raises(InvalidOptionsError):
        SPEC.new_state(3, {"victory_costs": "15,10,10"})
    with pytest.raises(InvalidOptionsError):
        SPEC.new_state(3, {"first_seat": 3})


def test_sunk_ships_return_at_the_start_of_their_owners_turn() -> None:
    st = new_game()
    set_merchant(st, 0, -1, "red", 0)
    set_pirate(st, 0, -1, None)
    st.phase = 5  # launch
    moves = legal(st)
    assert all(m.startswith("place") for m in moves)
    assert "place 62" in moves
    play(st, "place 62")
    assert st.mcnt[0] == 3
    assert all(m.startswith("enter") for m in legal(st))
    assert {f"enter {a}" for a in st.comp.distant} >= legal(st)
    play(st, "enter 0")
    assert st.phase == CARD


def test_merchant_can_sell_right_after_returning() -> None:
    st = new_game()
    clear_board(st)
    st.phase = 5
    play(st, "place 73")  # Salvador de Lama: loads yellow
    assert st.mcnt[0] == 3
    play(st, "enter 0")
    ships(st, "Y2.4.3")
    assert "sell" not in legal(st)  # its own colour is not bought there
    play(st, "move merchant 88", "move merchant 103", "move merchant 117")
    play(st, "sell")  # Santa Claudia buys yellow at 2
    assert st.money[0] == 6


def test_illegal_move_is_refused_with_a_reason_and_no_change() -> None:
    st = new_game()
    ships(st, "Y2.4.3")
    code = st.to_code()
    with pytest.raises(IllegalMoveError, match=r"cannot move|not yours|no steps"):
        play(st, "move purple 3")
    with pytest.raises(IllegalMoveError):
        play(st, "move merchant 140")
    assert st.to_code() == code


def test_navy_of_the_card_colour_is_moved() -> None:
    st = new_game()
    ships(st, "P3.3.3")
    moves = legal(st)
    assert any(m.startswith("move purple") for m in moves)
    assert not any(m.startswith("move yellow") for m in moves)


def test_passing_rules_and_no_shared_end_area() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 69, "red", 3)
    set_pirate(st, 0, 70, None)
    set_pirate(st, 1, 54, None)
    ships(st, "Y2.4.3")
    moves = legal(st)
    assert "move merchant 70" in moves  # through its own pirate
    assert "move merchant 54" not in moves  # not through an enemy
    play(st, "move merchant 70")
    assert "end" not in legal(st)  # cannot stop on its own pirate
    assert not any(m.startswith("move pirate") for m in legal(st))
    play(st, "move merchant 71")
    assert "end" in legal(st)


def test_each_movement_finishes_before_another_begins() -> None:
    st = new_game()
    clear_board(st)
    set_merchant(st, 0, 69, "red", 3)
    set_pirate(st, 0, 100, None)
    ships(st, "Y2.4.3")
    play(st, "move merchant 70", "move pirate 99")
    assert not any(m.startswith("move merchant") for m in legal(st))


def test_pirate_waits_when_every_distant_sea_is_taken() -> None:
    st = new_game(4)
    set_pirate(st, 0, -1, None)
    set_merchant(st, 0, -1, "red", 0)
    distant = list(st.comp.distant)
    occupants = [
        (1, "merchant"),
        (1, "pirate"),
        (2, "merchant"),
        (2, "pirate"),
        (3, "merchant"),
        (3, "pirate"),
    ]
    for (seat, ship), area in zip(occupants, distant, strict=False):
        if ship == "merchant":
            set_merchant(st, seat, area, "red", 1)
        else:
            set_pirate(st, seat, area, None)
    st.navy = distant[6:8]
    st.phase = 5
    settle(st)
    play(st, "place 62")
    assert st.phase == CARD  # no free distant sea: the pirate stays out this turn
    assert st.ppos[0] == -1


def test_merchants_are_placed_only_at_ports_with_goods_and_empty_ones_are_not_robbed() -> None:
    st = new_game(4)
    clear_board(st)
    for seat, area in ((1, 109), (2, 116), (3, 43)):
        set_merchant(st, seat, area, "red", 3)
    for seat, area in ((0, 3), (1, 5), (2, 11), (3, 9)):
        set_pirate(st, seat, area, "red")
    assert roundtrip(st).cubes[0] == 0  # every red cube is on a ship
    st.phase = 5
    settle(st)
    moves = legal(st)
    assert "place 21" in moves
    assert not {"place 46", "place 62", "place 76"} & moves  # La Barbaria has no goods
    st = new_game()
    clear_board(st)
    set_pirate(st, 0, 95, None)
    set_merchant(st, 1, 80, "green", 0)
    ships(st, "Y1.5.3+1")
    assert "rob 80" not in legal(st)
