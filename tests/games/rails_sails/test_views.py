"""Hidden information: views, redacted logs and determinize (RULINGS.md: perfect recall)."""

from __future__ import annotations

import json
import random

from seaboard.core.state import CHANCE
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.cards import KIND_OF_CODE
from seaboard.games.rails_sails.moves import Deal, DealTicket

from .helpers import empty_hands, give, play, set_faceup, started


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

    forced = 0
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
            step += 1
    assert forced > 0
