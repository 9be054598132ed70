"""Hidden information: views, redacted logs and determinize (RULINGS.md: perfect recall)."""

from __future__ import annotations

import json
import random

from seaboard.core.state import CHANCE
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.cards import KIND_OF_CODE
from seaboard.games.rails_sails.moves import Deal, DealTicket
from seaboard.games.rails_sails.state import RailsSailsState

from .helpers import empty_hands, give, play, set_faceup, set_tickets, started


def test_hands_and_tickets_are_hidden_from_others() -> None:
    state = started(3)
    view = state.view(1)
    json.dumps(view)
    assert "hand" in view["players"][1]
    assert "hand" not in view["players"][0]
    assert "held" not in view["players"][0]
    assert view["players"][0]["tickets"] == 5
    assert view["players"][0]["train_cards"] + view["players"][0]["ship_cards"] == 10
    spectator = state.view(None)
    assert all("hand" not in p and "held" not in p for p in spectator["players"])


def test_a_blind_draw_is_hidden_but_a_face_up_take_is_remembered() -> None:
    state = started(2)
    empty_hands(state)
    set_faceup(state, ["tr", "tg", "ty", "sr", "sg", "sy"])
    play(state, "draw train")
    assert state.redacted(Deal(KIND_OF_CODE["wild"]), 1) == "card ?"
    assert state.redacted(Deal(KIND_OF_CODE["wild"]), 0) == "card wild"
    state.play(Deal(KIND_OF_CODE["wild"]))
    assert state.view(1)["players"][0]["known_cards"] == {}
    play(state, "take 0 train")
    assert state.view(1)["players"][0]["known_cards"] == {"tr": 1}
    # a refill is public
    assert state.redacted(Deal(KIND_OF_CODE["tk"]), 1) == "card tk"


def test_paying_shrinks_what_others_know() -> None:
    state = started(2)
    empty_hands(state)
    give(state, 0, {"tr": 1})
    state.known[0][KIND_OF_CODE["tr"]] = 1
    give(state, 0, {"tr": 1})  # a blind red card: others know of one red only
    play(state, "claim T05 1tr")
    assert state.known[0][KIND_OF_CODE["tr"]] == 0
    assert state.hands[0][KIND_OF_CODE["tr"]] == 1


def test_drawn_tickets_are_hidden_and_returned_ones_known_to_the_placer() -> None:
    state = started(2)
    play(state, "tickets")
    ticket = state.pool[0]
    assert state.redacted(DealTicket(ticket), 1) == "ticket ?"
    assert state.redacted(DealTicket(ticket), 0) == f"ticket {ticket}"
    while state.to_move() == CHANCE:
        state.play(state.chance_outcomes()[0][0])
    keep = state.legal_moves()[0]
    assert state.redacted(keep, 1) == "keep (1 tickets)"
    state.play(keep)
    mine = state.view(0)["ticket_bottom_mine"]
    assert len(mine) == 3
    assert state.view(1)["ticket_bottom_mine"] == []
    assert state.view(1)["ticket_bottom_placed_by"][-3:] == [0, 0, 0]
    rng = random.Random(5)
    for _ in range(20):
        twin = state.determinize(0, rng)
        assert twin.view(0) == state.view(0)
        assert [t for t, p in twin.bottom if p == 0] == [t for t, p in state.bottom if p == 0]
        assert twin.held[0] == state.held[0]


def test_determinize_resamples_what_is_hidden() -> None:
    state = started(3, seed=2)
    rng = random.Random(1)
    hands = set()
    tickets = set()
    for _ in range(30):
        twin = state.determinize(0, rng)
        assert twin.view(0) == state.view(0)
        assert twin.hands[0] == state.hands[0]
        assert twin.held[0] == state.held[0]
        hands.add(tuple(twin.hands[1]))
        tickets.add(tuple(twin.held[2]))
        SPEC.from_code(twin.to_code())  # still a consistent position
    assert len(hands) > 1
    assert len(tickets) > 1


def test_determinize_keeps_cards_seen_taken_face_up() -> None:
    state = started(2)
    set_faceup(state, ["wild", "tg", "ty", "sr", "sg", "sy"])
    play(state, "take 0 train")
    while state.to_move() == CHANCE:
        state.play(state.chance_outcomes()[0][0])
    rng = random.Random(3)
    for _ in range(20):
        twin = state.determinize(1, rng)
        assert twin.hands[0][KIND_OF_CODE["wild"]] >= 1


def test_tickets_are_revealed_at_the_end() -> None:
    state = started(2, max_rounds=1)
    play(state, "exchange ships 1")
    play(state, "exchange ships 1")
    view = state.view(1)
    assert view["players"][0]["held"] == state.held[0]
    assert [f["total"] for f in view["final"]] == [s.total for s in map(state.seat_score, (0, 1))]


def test_ticket_heavy_play_draws_the_known_bottom_and_views_stay_consistent() -> None:
    from seaboard.core.state import TERMINAL
    from seaboard.games.rails_sails.moves import DrawTickets, Exchange, Keep

    forced = known = 0
    for seed in range(2):
        rng = random.Random(seed)
        state = SPEC.new_state(4, {"max_rounds": 25})
        step = 0
        while state.to_move() != TERMINAL:
            if state.to_move() == CHANCE:
                move = state.sample_chance(rng)
            else:
                moves = state.legal_moves()
                if DrawTickets() in moves and rng.random() < 0.6:
                    move = DrawTickets()
                elif isinstance(moves[0], Keep):
                    move = moves[0]  # keep one: three go under the deck
                else:
                    move = rng.choice([m for m in moves if not isinstance(m, Exchange)] or moves)
            bottom = len(state.bottom)
            state.play(move)
            if not state.pool and len(state.bottom) < bottom:
                forced += 1
            if step % 4 == 0:
                for seat in (0, 1, None):
                    assert state.determinize(seat, rng).view(seat) == state.view(seat)
                code = state.to_code()
                assert SPEC.from_code(code).to_code() == code
                known += ";kt=" in code
            step += 1
    assert forced > 0
    assert known > 0  # placers saw other seats draw their bottom tickets


def _bottom_drawn_by_seat_1() -> tuple[RailsSailsState, list[int]]:
    """Seat 0 puts three tickets under the deck; the pool is empty, so seat 1 draws them."""
    state = started(3, seed=4)
    play(state, "tickets")
    while state.to_move() == CHANCE:
        state.play(state.chance_outcomes()[0][0])
    play(state, "keep " + str(min(state.pending[0])))
    placed = [t for t, p in state.bottom if p == 0]
    assert len(placed) == 3
    assert len(state.bottom) == 3
    set_tickets(state, 2, state.held[2] + state.pool)  # nobody knows the pool: empty it
    play(state, "tickets")  # seat 1: no chance, the known bottom comes up in order
    assert state.to_move() == 1
    assert state.pending[1] == placed
    return state, placed


def test_the_placer_sees_who_draws_its_bottom_tickets() -> None:
    """Perfect recall (RULINGS.md "All games"): seat 0 knows the order of what it put under
    the deck, so it knows seat 1 drew exactly those tickets; determinize keeps them there."""
    state, placed = _bottom_drawn_by_seat_1()
    assert state.view(0)["players"][1]["known_drawn"] == placed
    assert state.view(2)["players"][1]["known_drawn"] == []
    assert "known_drawn" not in state.view(None)["players"][1]
    rng = random.Random(2)
    moved = set()
    for _ in range(30):
        twin = state.determinize(0, rng)
        assert twin.pending[1] == placed
        assert twin.view(0) == state.view(0)
        other = state.determinize(2, rng)  # seat 2 knows nothing of them
        assert other.view(2) == state.view(2)
        moved.add(tuple(other.pending[1]))
        # seat 0's knowledge moves with the place in seat 1's hand
        assert sorted(other.ticket_knowers.values()) == [1, 1, 1]
        assert sorted(other.ticket_knowers) == sorted(other.pending[1])
        SPEC.from_code(other.to_code())
    assert len(moved) > 1
    again = SPEC.from_code(state.to_code())
    assert again.to_code() == state.to_code()
    assert again.view(0) == state.view(0)
    # kept in full: seat 0 knows seat 1 holds them
    kept = state.copy()
    play(kept, "keep " + " ".join(map(str, sorted(placed))))
    assert set(placed) <= set(kept.view(0)["players"][1]["known_held"])
    for _ in range(10):
        assert set(placed) <= set(kept.determinize(0, rng).held[1])
    # some returned: seat 0 no longer knows which were kept
    play(state, f"keep {min(placed)}")
    assert state.view(0)["players"][1]["known_held"] == []
    assert state.ticket_knowers == {}
