"""Hypothesis properties of random Golitsyn games: ships are conserved (or only lost), one ship
a sea cell, damage and points in range, and the pirates' candidate set always holds the real
treasure galleon (so determinization never contradicts what they saw)."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard import get_game
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games._golitsyn.maps import LAND, PORT
from seaboard.games._golitsyn.state import GolitsynState
from seaboard.games.colonies.state import ColoniesState
from seaboard.games.pirates.state import SPANISH, PiratesState

PLIES = 400


def check_board(state: GolitsynState) -> None:
    seen: dict[int, int] = {}
    for ship, cell in enumerate(state.cell):
        if cell < 0:
            continue
        assert state.map.terrain[cell] != LAND
        assert 0 <= state.hits[ship] <= state.LIMIT[state.ship_kind[ship]]
        if state.map.terrain[cell] != PORT:
            assert cell not in seen, "two ships on one sea cell"
            seen[cell] = ship
    occupied = {cell: ship for cell, ship in enumerate(state.occ) if ship >= 0}
    assert occupied == seen


def random_plies(state: GolitsynState, seed: int, check) -> None:  # type: ignore[no-untyped-def]
    rng = random.Random(seed)
    for _ in range(PLIES):
        if state.to_move() == TERMINAL:
            break
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
        else:
            state.apply(rng.choice(state.legal_moves()))
        check_board(state)
        check(state)


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 9))
def test_pirates_ships_are_only_lost_and_the_secret_stays_consistent(
    seed: int, players: int
) -> None:
    state = get_game("pirates").new_state(players)
    assert isinstance(state, PiratesState)
    counts = [len(state.ship_ids)]

    def check(s: PiratesState) -> None:
        afloat = sum(1 for cell in s.cell if cell >= 0)
        assert afloat <= counts[-1]
        counts.append(afloat)
        t = s.treasure
        if t >= 0 and not s.revealed and s.to_move() != TERMINAL:
            assert s.side(s.owner[t]) == SPANISH
            assert s.ship_ids[t] in s.candidate_ids()

    random_plies(state, seed, check)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 10**6), players=st.integers(2, 6), ships=st.integers(2, 4))
def test_colonies_fleets_are_conserved_and_points_stay_in_range(
    seed: int, players: int, ships: int
) -> None:
    state = get_game("colonies").new_state(players, {"ships": ships})
    assert isinstance(state, ColoniesState)
    total = players * ships

    def check(s: ColoniesState) -> None:
        # sunk ships come back to the corner (it has room for every ship of the game)
        assert sum(1 for cell in s.cell if cell >= 0) == total
        for port, info in enumerate(s.map.ports):
            assert 0 <= s.points[port] <= info.value
            assert s.port_ammo[port] >= 0
            assert -1 <= s.port_owner[port] < players
        assert all(0 <= ammo <= 5 for ammo in s.ammo)

    random_plies(state, seed, check)
