"""Rule scenarios: setup, drawing cards, claiming, tickets, harbors, exchange, the end."""

from __future__ import annotations

import random

import pytest

from seaboard.core.errors import IllegalMoveError, InvalidOptionsError
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.cards import KIND_OF_CODE, SINGLE
from seaboard.games.rails_sails.moves import (
    BuildHarbor,
    Claim,
    Deal,
    DealTicket,
    DrawCard,
    DrawTickets,
    Exchange,
    Keep,
    Markers,
    Pass,
    TakeCard,
)
from seaboard.games.rails_sails.state import DRAW2, KEEP, MARKERS, OVER, SETUP_KEEP, TURN

from .helpers import (
    WORLD,
    city,
    claim_for,
    empty_hands,
    give,
    play,
    roundtrip,
    set_faceup,
    set_tickets,
    started,
)

W = KIND_OF_CODE["wild"]


def _deal(state, code: str) -> None:  # type: ignore[no-untyped-def]
    state.play(Deal(KIND_OF_CODE[code]))


# -- setup ------------------------------------------------------------------------------------


def test_setup_deals_3_train_7_ship_cards_3_plus_3_face_up_and_5_tickets() -> None:
    rng = random.Random(1)
    state = SPEC.new_state(3, {"first_seat": 1})
    while state.to_move() == CHANCE:
        state.apply(state.sample_chance(rng))
    assert state.phase == SETUP_KEEP
    assert state.cur == 1
    for seat in range(3):
        assert sum(state.hands[seat][:SINGLE]) == 3
        assert sum(state.hands[seat][SINGLE:]) == 7
        assert len(state.pending[seat]) == 5
    assert all(k < SINGLE for k in state.faceup[:3]) or state.resets
    assert all(k >= SINGLE for k in state.faceup[3:]) or state.resets
    keeps = state.legal_moves()
    assert all(isinstance(m, Keep) and len(m.tickets) >= 3 for m in keeps)
    assert len(keeps) == 10 + 5 + 1  # C(5,3) + C(5,4) + C(5,5)
    returned = sorted(set(state.pending[1]) - set(keeps[0].tickets))
    state.play(keeps[0])
    assert state.bottom == [(t, 1) for t in returned]  # under the deck, known to seat 1
    assert state.phase == MARKERS
    choices = state.legal_moves()
    assert [m.trains for m in choices if isinstance(m, Markers)] == list(range(10, 26))
    play(state, "markers 20")
    assert (state.trains[1], state.ships[1]) == (20, 40)
    assert (state.box_trains[1], state.box_ships[1]) == (5, 10)
    assert state.phase == SETUP_KEEP
    assert state.cur == 2


def test_first_seat_is_a_chance_outcome_by_default() -> None:
    state = SPEC.new_state(4)
    outcomes = state.chance_outcomes()
    assert [str(m) for m, _ in outcomes] == ["first 0", "first 1", "first 2", "first 3"]
    assert all(abs(p - 0.25) < 1e-12 for _, p in outcomes)
    with pytest.raises(InvalidOptionsError):
        SPEC.new_state(2, {"first_seat": 3})


def test_beginner_preset_keeps_20_trains_40_ships_without_a_choice() -> None:
    state = started(2, beginner_markers=True)
    assert state.trains == [20, 20]
    assert state.ships == [40, 40]
    assert state.built == [0, 0]


# -- drawing cards ----------------------------------------------------------------------------


def test_blind_draws_two_cards_and_a_blind_wild_does_not_end_the_draw() -> None:
    state = started(2)
    play(state, "draw train")
    assert state.to_move() == CHANCE
    assert state.queue == [(0, 10)]
    before = state.hands[0][W]
    _deal(state, "wild")
    assert state.hands[0][W] == before + 1
    assert state.phase == DRAW2
    assert state.cur == 0
    play(state, "draw ship")
    _deal(state, "dr")
    assert state.phase == TURN
    assert state.cur == 1


def test_a_face_up_wild_is_the_only_card_and_cannot_be_the_second() -> None:
    state = started(2)
    set_faceup(state, ["wild", "tr", "tg", "sr", "dr", "dg"])
    roundtrip(state)
    play(state, "take 0 ship")
    assert state.known[0][W] >= 1  # everyone saw it
    _deal(state, "sk")
    assert state.faceup[0] == KIND_OF_CODE["sk"]  # refilled from the ship deck: taker's choice
    assert state.phase == TURN
    assert state.cur == 1
    set_faceup(state, ["tr", "wild", "tg", "sr", "dr", "dg"])
    play(state, "take 0 train")
    _deal(state, "wild")
    assert state.phase == DRAW2
    second = state.legal_moves()
    assert all(not (isinstance(m, TakeCard) and state.faceup[m.slot] == W) for m in second)
    assert DrawCard(0) in second
    assert DrawCard(1) in second
    with pytest.raises(IllegalMoveError, match="second card"):
        play(state, "take 1 train")
    play(state, "take 2 train")
    _deal(state, "ty")
    assert state.cur == 0
    assert state.phase == TURN


def test_three_face_up_wilds_discard_all_six_and_deal_again() -> None:
    state = started(2)
    set_faceup(state, ["wild", "wild", "tg", "sr", "dr", "dg"])
    play(state, "take 2 train")
    _deal(state, "wild")  # the third wild shows
    assert state.faceup == [-1] * 6
    assert state.queue == [(0, 0), (0, 1), (0, 2), (1, 3), (1, 4), (1, 5)]
    assert state.discard[W] == 3
    assert state.resets == 1
    for code in ("tr", "ty", "tg", "sr", "sy", "sg"):
        _deal(state, code)
    assert state.phase == DRAW2  # the player goes on with the second card


def test_no_endless_loop_when_only_wilds_are_left_to_deal() -> None:
    state = started(2)
    empty_hands(state)
    set_faceup(state, ["wild", "wild", "tg", "sr", "dr", "dg"])
    # every train card except the wilds goes to seat 1's hand: the redeal would surely show
    # three wilds again, so there is no reset
    train = {code: state.deck[KIND_OF_CODE[code]] for code in ("tp", "ty", "tg", "tr", "tk", "tw")}
    train.update({"a" + c[1]: state.deck[KIND_OF_CODE["a" + c[1]]] for c in train})
    give(state, 1, train)
    play(state, "take 2 train")
    _deal(state, "wild")
    assert state.faceup.count(W) == 3
    assert state.resets == 0
    assert state.phase == DRAW2


def test_resets_in_a_row_are_capped() -> None:
    state = started(2)
    set_faceup(state, ["wild", "wild", "tg", "sr", "dr", "dg"])
    play(state, "take 2 train")
    _deal(state, "wild")
    steps = 0
    while state.to_move() == CHANCE:
        outcomes = [m for m, _ in state.chance_outcomes()]
        state.play(Deal(W) if Deal(W) in outcomes else outcomes[0])
        steps += 1
    assert steps <= 6 * 5
    assert state.phase == DRAW2


def test_an_empty_deck_is_refilled_from_its_discards() -> None:
    state = started(2)
    empty_hands(state)
    ships = {code: state.deck[KIND_OF_CODE[code]] for code in
             ("sp", "sy", "sg", "sr", "sk", "sw", "dp", "dy", "dg", "dr", "dk", "dw")}  # fmt: skip
    give(state, 1, ships)
    assert state.deck_size(1) == 0
    state.hands[1][KIND_OF_CODE["dw"]] -= 2
    state.discard[KIND_OF_CODE["dw"]] += 2
    state.settle()
    assert state.deck[KIND_OF_CODE["dw"]] == 2
    assert state.discard[KIND_OF_CODE["dw"]] == 0
    roundtrip(state)


def test_when_all_cards_are_in_hands_no_card_can_be_drawn() -> None:
    state = started(2)
    set_faceup(state, [])
    give(state, 1, {CODE: state.deck[k] for k, CODE in enumerate(_codes()) if state.deck[k]})
    assert state.deck_size(0) == state.deck_size(1) == 0
    moves = state.legal_moves()
    assert not any(isinstance(m, DrawCard | TakeCard) for m in moves)
    assert DrawTickets() in moves


def test_first_blind_card_emptying_both_decks_ends_the_turn() -> None:
    state = started(2)
    set_faceup(state, [])
    codes = _codes()
    give(state, 1, {codes[k]: state.deck[k] for k in range(25) if state.deck[k]})
    state.hands[1][KIND_OF_CODE["tr"]] -= 1
    state.deck[KIND_OF_CODE["tr"]] += 1
    play(state, "draw train")
    _deal(state, "tr")
    assert state.cur == 1
    assert state.phase == TURN


def _codes() -> list[str]:
    from seaboard.games.rails_sails.cards import CODES

    return list(CODES)


# -- claiming ---------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("players", "open_to_other"), [(2, False), (3, False), (4, True), (5, True)]
)
def test_double_routes(players: int, open_to_other: bool) -> None:
    state = started(players)
    claim_for(state, 1, "T04")  # Vancouver - Los Angeles green; T05 is its red twin
    empty_hands(state)
    give(state, 0, {"tr": 1})
    give(state, 1, {"tr": 1})
    assert (Claim("T05", ((KIND_OF_CODE["tr"], 1),)) in state.legal_moves()) == open_to_other
    state.cur = 1
    with pytest.raises(IllegalMoveError, match="double route"):
        play(state, "claim T05 1tr")  # never both for one player


def test_gray_route_any_one_colour_and_enough_markers() -> None:
    state = started(2)
    empty_hands(state)
    give(state, 0, {"tr": 2, "tg": 1, "wild": 1})
    texts = {str(m) for m in state.legal_moves() if isinstance(m, Claim) and m.route == "T62"}
    assert texts == {"claim T62 2tr", "claim T62 1tr 1wild", "claim T62 1tg 1wild"}
    with pytest.raises(IllegalMoveError):
        play(state, "claim T62 1tr 1tg")  # two colours
    state.trains[0] = 1
    state.box_trains[0] = 24
    with pytest.raises(IllegalMoveError, match="markers"):
        play(state, "claim T62 2tr")
    with pytest.raises(IllegalMoveError):
        play(state, "claim S46 2tr")  # train cards never pay a sea route


def test_route_scores_follow_the_table() -> None:
    assert WORLD.route_score == {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 7: 18, 8: 21}
    state = started(2)
    empty_hands(state)
    give(state, 0, {"dy": 4})
    play(state, "claim S06 4dy")  # Tiksi - Anchorage, 8 ships
    assert state.route_pts[0] == 21
    assert state.ships[0] == 35 - 8


# -- tickets ----------------------------------------------------------------------------------


def test_drawing_tickets_keep_at_least_one_rest_to_the_bottom() -> None:
    state = started(2)
    play(state, "tickets")
    drawn = [m for m, _ in state.chance_outcomes()]
    assert all(isinstance(m, DealTicket) for m in drawn)
    for _ in range(4):
        state.play(state.chance_outcomes()[0][0])
    assert state.phase == KEEP
    assert len(state.pending[0]) == 4
    keeps = state.legal_moves()
    assert len(keeps) == 15
    assert min(len(m.tickets) for m in keeps if isinstance(m, Keep)) == 1
    pending = sorted(state.pending[0])
    move = SPEC.parse_move(state, f"keep {pending[2]}")
    assert move == SPEC.parse_move(state, "keep #3") == Keep((pending[2],), (2,))
    assert str(move) == "keep #3"
    state.play(move)
    assert state.bottom[-3:] == [(pending[0], 0), (pending[1], 0), (pending[3], 0)]
    assert pending[2] in state.held[0]
    assert state.cur == 1


def test_the_known_bottom_of_the_ticket_deck_is_drawn_in_order_without_chance() -> None:
    state = started(2)
    set_tickets(state, 1, state.held[1] + state.pool[:-2])  # leave two unseen tickets
    remaining = list(state.pool)
    assert len(remaining) == 2
    bottom = [t for t, _ in state.bottom]
    play(state, "tickets")
    state.play(DealTicket(remaining[1]))
    state.play(DealTicket(remaining[0]))
    assert state.to_move() == 0
    assert state.phase == KEEP
    assert state.pending[0] == [remaining[1], remaining[0], *bottom[:2]]


def test_fewer_than_four_tickets_when_the_deck_is_short() -> None:
    state = started(2)
    assert state.bottom == []  # the helper's players kept all five
    set_tickets(state, 1, state.held[1] + state.pool[:-1])
    roundtrip(state)
    play(state, "tickets")
    state.play(state.chance_outcomes()[0][0])
    assert state.phase == KEEP
    assert len(state.pending[0]) == 1
    state.play(state.legal_moves()[0])
    state.cur = 0
    assert DrawTickets() not in state.legal_moves()


# -- harbors ----------------------------------------------------------------------------------


def test_harbor_needs_a_port_reached_by_own_route_and_one_per_city() -> None:
    state = started(2)
    empty_hands(state)
    give(state, 0, {"ar": 2, "sr": 2, "wild": 4})
    give(state, 1, {"ar": 2, "sr": 2})
    claim_for(state, 0, "T18")  # Novosibirsk - Yakutsk: no port
    assert not any(isinstance(m, BuildHarbor) for m in state.legal_moves())
    claim_for(state, 0, "T19")  # Tiksi - Yakutsk: Tiksi is a port
    targets = {m.city for m in state.legal_moves() if isinstance(m, BuildHarbor)}
    assert targets == {"tiksi"}
    play(state, "harbor tiksi 2ar 2sr")
    claim_for(state, 1, "S04")  # Murmansk - Tiksi
    state.cur = 1
    assert "tiksi" not in {m.city for m in state.legal_moves() if isinstance(m, BuildHarbor)}
    with pytest.raises(IllegalMoveError):
        play(state, "harbor tiksi 2ar 2sr")


def test_harbor_cards_need_the_anchor_and_one_colour() -> None:
    state = started(2)
    empty_hands(state)
    give(state, 0, {"tr": 2, "dr": 2, "ag": 1, "sr": 1})
    claim_for(state, 0, "T19")
    assert not any(isinstance(m, BuildHarbor) for m in state.legal_moves())


def test_three_harbors_at_most() -> None:
    state = started(2)
    empty_hands(state)
    give(state, 0, {"wild": 4})
    claim_for(state, 0, "T19", "S04", "S03")
    for cid in ("tiksi", "murmansk", "reykjavik"):
        state.harbor[city(cid)] = 0
    state.built[0] = 3
    claim_for(state, 0, "S05")
    assert not any(isinstance(m, BuildHarbor) for m in state.legal_moves())


# -- exchange, end, scoring -------------------------------------------------------------------


def test_exchange_is_limited_by_the_box() -> None:
    state = started(2)  # 25 trains, 35 ships kept: the box has 0 trains and 15 ships
    exchanges = [m for m in state.legal_moves() if isinstance(m, Exchange)]
    assert {m.ship for m in exchanges} == {True}
    assert max(m.count for m in exchanges) == 15


def test_end_trigger_gives_every_player_two_more_turns() -> None:
    state = started(3)
    empty_hands(state)
    state.trains[0], state.box_trains[0] = 8, 17
    give(state, 0, {"tg": 2})
    play(state, "claim T07 2tg")  # Winnipeg - New York: 6 trains left
    assert state.final_left == 6
    assert state.cur == 1
    turns = 0
    while state.phase != OVER:
        play(state, "exchange ships 1") if state.box_ships[state.cur] else play(state, "tickets")
        while state.to_move() == CHANCE:
            state.play(state.chance_outcomes()[0][0])
        if state.phase == KEEP:
            state.play(state.legal_moves()[0])
        turns += 1
    assert turns == 6  # two more turns each, the trigger player included
    assert state.to_move() == TERMINAL
    assert state.outcome() is not None


def test_max_rounds_ends_and_scores_the_game() -> None:
    state = started(2, max_rounds=1)
    play(state, "exchange ships 1")
    play(state, "exchange ships 1")
    assert state.phase == OVER
    assert state.end_reason == "max_rounds"
    outcome = state.outcome()
    assert outcome is not None
    assert outcome.scores[0] == state.seat_score(0).total


def test_a_seat_with_nothing_to_do_passes_and_a_round_of_passes_ends_the_game() -> None:
    state = started(2)
    set_faceup(state, [])
    empty_hands(state)
    # every card in seat 1's hand, but seat 1 has no markers; the ticket deck is empty
    state.hands[1] = list(state.deck)
    state.deck = [0] * 25
    state.trains[1], state.ships[1], state.box_trains[1], state.box_ships[1] = 0, 0, 25, 50
    state.box_trains[0] = state.box_ships[0] = 0
    state.ships[0] = 50  # all markers in hand, none in the box: no exchange
    set_tickets(state, 0, state.held[0] + state.pool + [t for t, _ in state.bottom])
    roundtrip(state)
    assert state.legal_moves() == [Pass()]
    play(state, "pass")
    assert state.cur == 1
    assert state.legal_moves() == [Pass()]
    play(state, "pass")
    assert state.phase == OVER
    assert state.end_reason == "every player passed for a whole round"


def test_unbuilt_harbors_cost_4_and_a_harbor_without_tickets_scores_0() -> None:
    state = started(2)
    set_tickets(state, 0, [26])  # Marseille - Al-Qahira, 5
    claim_for(state, 0, "S24", "S25")  # Marseille - Athina - Al-Qahira
    state.harbor[city("athina")] = 0
    state.built[0] = 1
    score = state.seat_score(0)
    assert score.tickets == 5
    assert score.harbors == 0
    assert score.unbuilt == -8
    state.harbor[city("marseille")] = 0
    state.built[0] = 2
    score = state.seat_score(0)
    assert score.harbors == 20
    assert score.unbuilt == -4


def test_harbor_scores_40_for_three_or_more_tickets() -> None:
    state = started(2)
    set_tickets(state, 0, [26, 9, 25, 22])  # Marseille: Al-Qahira, New York, Buenos Aires, Beijing
    claim_for(state, 0, "S24", "S25", "S14", "S11", "S22", "T29", "T33", "T35", "T15", "T45")
    claim_for(state, 0, "S21", "T58", "T56")  # Miami - Caracas - Rio - Buenos Aires
    state.harbor[city("marseille")] = 0
    state.built[0] = 1
    score = state.seat_score(0)
    assert [how for _, _, how in score.ticket_lines] == ["done"] * 4
    assert score.harbor_lines == ((city("marseille"), 4, 40),)


def test_uncompleted_tickets_subtract_their_value() -> None:
    state = started(2)
    set_tickets(state, 0, [40])  # Edinburgh - Sydney 25
    assert state.seat_score(0).tickets == -25


def test_an_empty_face_up_slot_is_filled_when_a_deck_has_cards_again() -> None:
    state = started(2)
    set_faceup(state, ["tr", "tg", "ty", "sr", "sg", "sy"])
    codes = _codes()
    give(state, 1, {codes[k]: state.deck[k] for k in range(25) if state.deck[k]})
    play(state, "take 0")  # both decks empty: nothing refills the slot
    assert state.faceup[0] == -1
    assert state.phase == DRAW2
    play(state, "take 1")
    assert state.cur == 1
    assert state.faceup[:2] == [-1, -1]
    play(state, "claim T19 1tg")  # the paid card is reshuffled into the train deck at once
    assert state.queue == [(0, 0)]
    assert state.chance_outcomes() == [(Deal(KIND_OF_CODE["tg"]), 1.0)]
    _deal(state, "tg")
    assert state.faceup[:2] == [KIND_OF_CODE["tg"], -1]
    assert state.to_move() == 0


def test_a_ship_card_taken_face_up_may_be_replaced_from_the_train_deck() -> None:
    """Seed: "взять можно карту из паромной колоды, а положить в открытую из вагонной", so the
    six face-up cards may be 4 + 2, 5 + 1 or 6 of one type."""
    state = started(2)
    set_faceup(state, ["tr", "tg", "ty", "sr", "dr", "dg"])
    play(state, "take 3 train")  # a ship card, refilled from the train deck
    assert state.hands[0][KIND_OF_CODE["sr"]] >= 1
    _deal(state, "tk")
    assert state.phase == DRAW2
    play(state, "take 4 train")  # one more: five train cards and one ship card face up
    _deal(state, "tw")
    faceup = [k for k in state.faceup if k >= 0]
    assert sum(1 for k in faceup if k < SINGLE) == 5
    assert len(faceup) == 6
    assert state.cur == 1
