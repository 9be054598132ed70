"""Building Rails & Sails positions for the rule tests."""

from __future__ import annotations

import random

from seaboard.core.state import CHANCE
from seaboard.games.rails_sails import SPEC
from seaboard.games.rails_sails.cards import KIND_OF_CODE, NKINDS
from seaboard.games.rails_sails.data import load_world
from seaboard.games.rails_sails.state import RailsSailsState

WORLD = load_world()


def route(rid: str) -> int:
    return WORLD.route_by_id[rid]


def city(cid: str) -> int:
    return WORLD.city_by_id[cid]


def started(players: int = 2, seed: int = 0, **options: object) -> RailsSailsState:
    """A game after setup: seat 0 to play its first turn; setup choices: keep the first three
    tickets (or all), keep 25 trains."""
    rng = random.Random(seed)
    state = SPEC.new_state(players, {"first_seat": 0, **options})
    while state.phase < 2:
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(state.legal_moves()[-1])
    assert state.phase == 2
    assert state.cur == 0
    return state


def empty_hands(state: RailsSailsState) -> None:
    """Move every card in every hand back to its deck (nobody knows anything of hands)."""
    for seat in range(state.num_players):
        for kind in range(NKINDS):
            state.deck[kind] += state.hands[seat][kind]
            state.hands[seat][kind] = 0
            state.known[seat][kind] = 0


def give(state: RailsSailsState, seat: int, cards: dict[str, int]) -> None:
    """Move cards from the deck (or the discard) into a hand."""
    for code, count in cards.items():
        kind = KIND_OF_CODE[code]
        for _ in range(count):
            if state.deck[kind] > 0:
                state.deck[kind] -= 1
            else:
                state.discard[kind] -= 1
            state.hands[seat][kind] += 1


def set_faceup(state: RailsSailsState, codes: list[str]) -> None:
    """Put these cards face up (the old face-up cards go back to the deck)."""
    for kind in state.faceup:
        if kind >= 0:
            state.deck[kind] += 1
    state.faceup = [-1] * 6
    for slot, code in enumerate(codes):
        kind = KIND_OF_CODE[code]
        state.deck[kind] -= 1
        state.faceup[slot] = kind


def claim_for(state: RailsSailsState, seat: int, *rids: str) -> None:
    """Mark routes as claimed by ``seat`` (markers and points as if paid)."""
    for rid in rids:
        r = WORLD.routes[route(rid)]
        state.owner[r.index] = seat
        if r.ship:
            state.ships[seat] -= r.length
        else:
            state.trains[seat] -= r.length
        state.route_pts[seat] += r.score


def set_tickets(state: RailsSailsState, seat: int, tickets: list[int]) -> None:
    """Give ``seat`` exactly these tickets (taken from wherever they are)."""
    for other in range(state.num_players):
        state.held[other] = [t for t in state.held[other] if t not in tickets]
    state.pool = [t for t in state.pool if t not in tickets]
    state.bottom = [(t, p) for t, p in state.bottom if t not in tickets]
    for t in state.held[seat]:
        state.pool.append(t)
    state.pool.sort()
    state.held[seat] = sorted(tickets)


def play(state: RailsSailsState, text: str) -> None:
    state.play(SPEC.parse_move(state, text))


def roundtrip(state: RailsSailsState) -> RailsSailsState:
    """Check the position code of a hand-built state (it validates conservation)."""
    return SPEC.from_code(state.to_code())
