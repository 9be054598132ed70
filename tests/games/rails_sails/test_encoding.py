"""Rails & Sails' RL encoding: the fixed observation and the exact decision catalogue."""

from __future__ import annotations

import random
from collections.abc import Iterator

import numpy as np
import pytest

from seaboard.bots import make_bot
from seaboard.core.errors import IllegalMoveError, InvalidMoveError
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails import encoding as enc
from seaboard.games.rails_sails.moves import Claim, Keep
from seaboard.games.rails_sails.options import PRESETS, Options
from seaboard.games.rails_sails.payments import route_payments
from seaboard.games.rails_sails.state import RailsSailsState
from seaboard.rl.encoding import Encoding
from tests.games.rails_sails.helpers import WORLD, give, play, route, started


def _states(players: int, preset: str, seed: int, bot: str) -> Iterator[RailsSailsState]:
    """Every position of a game played by ``bot`` (random or greedy) for every seat."""
    state = SPEC.new_state(players, {**PRESETS[preset], "max_rounds": 40})
    rng = random.Random(seed)
    player = make_bot(bot, seed=seed)
    while state.to_move() != TERMINAL:
        yield state
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(player.choose_move(state))
    yield state


@pytest.mark.parametrize("bot", ["random", "greedy"])
@pytest.mark.parametrize("preset", sorted(PRESETS))
@pytest.mark.parametrize("players", [2, 5])
def test_catalogue_and_observation_are_fixed(bot: str, preset: str, players: int) -> None:
    encoding = Encoding(SPEC, players, preset)
    assert encoding.uses_catalogue
    assert encoding.uses_observation_hook
    assert encoding.num_actions == (9398 if preset == "beginner" else 9414)
    assert encoding.observation_size == enc.OBSERVATION_SIZE
    keeps = 0
    for ply, state in enumerate(_states(players, preset, players, bot)):
        if state.to_move() == CHANCE:
            assert len(encoding.chance_actions(state)) <= encoding.max_chance_outcomes
        elif state.to_move() >= 0:
            legal = encoding.legal_actions(state)  # EncodingError if a move is missing
            assert legal == sorted(legal)
            moves = state.legal_moves()
            keeps += sum(isinstance(move, Keep) for move in moves)
            for move in moves if len(moves) < 60 else moves[:: len(moves) // 30]:
                assert encoding.decode(state, encoding.encode(state, move)) == move
        if ply % 7 == 0 or state.to_move() == TERMINAL:
            for seat in [None, *range(players)]:
                obs = encoding.observe(state, seat)
                assert obs.shape == (enc.OBSERVATION_SIZE,)
                assert np.all(np.abs(obs) <= 1.0)
    assert keeps > 0
    assert state.outcome() is not None


def test_catalogue_sizes_and_order() -> None:
    options = Options()
    catalogue = enc.action_catalogue(3, options)
    assert len(catalogue) == len(set(catalogue)) == 9414
    assert catalogue[:3] == ["draw train", "draw ship", "take 0"]
    assert catalogue[-1] == "pass"
    claims = [text for text in catalogue if text.startswith("claim ")]
    assert claims == enc.claim_notations(WORLD)
    assert len(claims) == 7438
    # the three-pair-space gray route alone (T44) has 4370 payments
    assert sum(1 for text in claims if text.startswith("claim T44 ")) == 4370
    assert len([t for t in catalogue if t.startswith("harbor ")]) == 38 * 49
    keeps = [t for t in catalogue if t.startswith("keep ")]
    # any non-empty set of places among 4 (a turn), or 3-5 of 5 (setup)
    assert len(keeps) == 15 + 11
    assert "keep #5" not in keeps
    assert "keep #1 #5" not in keeps
    assert "keep #1 #2 #5" in keeps
    assert enc.OBSERVATION_SIZE == 1993
    assert enc.max_chance_outcomes(2, options) == 65


def test_claim_catalogue_is_exact_for_a_route() -> None:
    """A red train route of length 2: plain, anchor and wild cards in every mix (6 payments)."""
    rid = next(r.id for r in WORLD.routes if not r.ship and r.color == 3 and r.length == 2)
    claims = [t for t in enc.claim_notations(WORLD) if t.split()[1] == rid]
    assert sorted(claims) == sorted(
        f"claim {rid} {pay}" for pay in ("2tr", "1tr 1ar", "1tr 1wild", "2ar", "1ar 1wild", "2wild")
    )


def test_a_claim_with_a_huge_hand_is_catalogued() -> None:
    """A hand holding nearly every card: every legal claim is still in the catalogue."""
    state = started(5, seed=3)
    index = set(enc.action_catalogue(5, state.options))
    for kind in range(len(state.deck)):
        state.hands[0][kind] += state.deck[kind]
        state.deck[kind] = 0
    claims = [m for m in state.legal_moves() if isinstance(m, Claim)]
    assert len(claims) > 5000
    assert all(str(m) in index for m in claims)
    t44 = route("T44")
    assert len([m for m in claims if m.route == "T44"]) == len(
        route_payments(state.hands[0], False, -1, 3, WORLD.routes[t44].pairs)
    )


def test_other_seats_hidden_cards_and_tickets_do_not_change_my_observation() -> None:
    state = started(3, seed=5)
    for _ in range(12):  # a few turns so hands and tickets move
        move = state.legal_moves()[0] if state.to_move() != CHANCE else None
        state.apply(move if move is not None else state.sample_chance(random.Random(1)))
    mine = enc.encode_observation(state.view(0))
    for seed in range(4):
        twin = state.determinize(0, random.Random(seed))
        assert twin.hands[1:] != state.hands[1:] or twin.held[1:] != state.held[1:]
        assert enc.encode_observation(twin.view(0)) == mine
    # my own hand does change it
    give(state, 0, {"wild": 1})
    assert enc.encode_observation(state.view(0)) != mine


def test_observation_is_seat_relative() -> None:
    state = started(3, seed=7)
    state.owner[route("T18")] = 1
    base = enc.ROUTES_AT + route("T18") * enc.MAX_SEATS
    from_1 = enc.encode_observation(state.view(1))
    from_0 = enc.encode_observation(state.view(0))
    from_2 = enc.encode_observation(state.view(2))
    assert from_1[base : base + 3] == [1.0, 0.0, 0.0]  # the observer's own route: block 0
    assert from_0[base : base + 3] == [0.0, 1.0, 0.0]  # the next seat's
    assert from_2[base : base + 3] == [0.0, 0.0, 1.0]
    spectator = enc.encode_observation(state.view(None))
    assert spectator[: enc.PLAYERS_AT] == from_0[: enc.PLAYERS_AT]  # seat 0's frame, no hand
    # the seat to move (seat 0) is relative too
    assert from_0[enc.MOVER_AT] == 1.0
    assert from_1[enc.MOVER_AT + 2] == 1.0
    # block 0 holds the observer's hand: seat 1's hand from seat 1, seat 0's from seat 0
    hand_at = enc.PLAYERS_AT + 11
    assert from_1[hand_at : hand_at + 25] != from_0[hand_at : hand_at + 25]


def test_a_keep_is_the_same_action_whatever_tickets_were_drawn() -> None:
    encoding = Encoding(SPEC, 2, "standard")
    actions = set()
    for seed in range(3):
        state = SPEC.new_state(2, {"first_seat": 0})
        rng = random.Random(seed)
        while state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        drawn = sorted(state.pending[0])
        move = SPEC.parse_move(state, f"keep {drawn[0]} {drawn[2]} {drawn[4]}")
        assert str(move) == "keep #1 #3 #5"
        actions.add(encoding.encode(state, move))
        assert encoding.decode(state, encoding.encode(state, move)).tickets == move.tickets
    assert len(actions) == 1


def test_a_foreign_map_id_is_refused() -> None:
    view = started(2).view(0)
    view["routes"] = {"X99": 0}
    with pytest.raises(ValueError, match="X99"):
        enc.encode_observation(view)


@pytest.mark.parametrize("text", ["keep #0", "keep #2 #1", "keep #1 #1", "keep #1 3", "keep #x"])
def test_a_malformed_keep_by_places_is_refused(text: str) -> None:
    with pytest.raises(InvalidMoveError):
        SPEC.parse_move(started(2), text)


def test_a_keep_of_a_place_not_drawn_is_explained() -> None:
    state = started(2)
    play(state, "tickets")
    while state.to_move() == CHANCE:
        state.play(state.chance_outcomes()[0][0])
    move = SPEC.parse_move(state, "keep #5")
    assert move.tickets == ()
    with pytest.raises(IllegalMoveError, match="keep places #1-#4"):
        state.play(move)
    assert state.pending[0]  # nothing changed
