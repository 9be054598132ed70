"""The greedy bot plays Pirates' goals (seed 004 part 1, 2.1-2.5, 7.3, 8.3) on its evaluation:
the treasure galleon sails for Cadiz, a stormed one with an escort feints instead of risking a
second storm, and the pirates close in on the galleons while one ship stays in a base."""

from __future__ import annotations

from seaboard import get_game
from seaboard.bots import GreedyBot
from seaboard.games.pirates.moves import Transfer
from seaboard.games.pirates.state import PiratesState
from tests.games.golitsyn.helpers import pirates, play, put

SPEC = get_game("pirates")
# A long sea: Vera Cruz at B2, Cadiz far away at AC7, a pirate base at A8.
LONG_ROWS = [
    "." * 30,
    ".*" + "." * 28,
    *["." * 30] * 4,
    "." * 28 + "*.",
    "*" + "." * 29,
]
LONG_PORTS = [
    "port VC B2 owner=spanish houses=yes role=start name=VeraCruz",
    "port CA AC7 owner=spanish houses=yes role=destination name=Cadiz",
    "base TO A8 name=Tortuga",
]


def long_sea() -> PiratesState:
    return pirates(rows=LONG_ROWS, lines=LONG_PORTS, treasure="g1")


def steps(state: PiratesState, ship: str, target: str) -> int:
    table = state.map.distances((state.map.cell_index(target),))
    return table[state.cell[state.ship_index[ship]]]


def play_turn(state: PiratesState, bot: GreedyBot) -> None:
    """The bot's moves until the turn passes to the other seat."""
    seat = state.seat
    while state.seat == seat and not state.is_terminal() and state.to_move() >= 0:
        state.play(bot.choose_move(state))


def test_the_greedy_spaniard_sails_the_treasure_towards_cadiz() -> None:
    state = pirates(treasure="g1")
    put(state, "g1", "B4")
    put(state, "g2", "C4")
    play(state, "move", "spin SE")
    before = steps(state, "g1", "I7")
    play_turn(state, GreedyBot(seed=1))
    assert steps(state, "g1", "I7") < before


def test_a_stormed_treasure_galleon_with_an_escort_feints_instead_of_spinning() -> None:
    # well ahead (most pirates sunk, the treasure past half way): a second storm in a row
    # would sink it (8.3) and give away the win for a draw (2.5); the feint spins nothing
    state = long_sea()
    put(state, "g1", "R4", stormed=1)
    put(state, "g2", "S4", stormed=1)
    for ship in ("b2", "b3", "b4", "b5", "b6"):
        put(state, ship, None)
    move = GreedyBot(seed=1).choose_move(state)
    assert isinstance(move, Transfer)


def test_a_spaniard_with_no_storm_behind_it_sails_rather_than_feints() -> None:
    state = long_sea()
    put(state, "g1", "B4")
    put(state, "g2", "C4")
    assert str(GreedyBot(seed=1).choose_move(state)) == "move"


def test_the_greedy_pirates_close_in_and_keep_a_ship_in_a_base() -> None:
    state = pirates(treasure="g1")
    put(state, "g1", "H2")
    put(state, "g2", "I2")
    put(state, "g3", None)
    put(state, "b1", "B7")
    for ship in ("b3", "b4", "b5", "b6"):
        put(state, ship, None)
    play(state, "move", "spin N", "done", "move", "spin NE")  # the pirates' turn, wind NE
    before = steps(state, "b1", "H2")
    play_turn(state, GreedyBot(seed=1))
    assert steps(state, "b1", "H2") < before
    assert state.map.names[state.cell[state.ship_index["b2"]]] == "A8"


def test_a_greedy_spaniard_near_cadiz_sails_on_rather_than_feint_to_the_round_limit() -> None:
    # the real map, round 121 of 200: the treasure galleon 9 steps from Cadiz with an escort,
    # the pirates in their bases. A storm by the coast costs less than the steps it would
    # lose (the last steps count more, and a feint would clear a storm's memory, 7.3, 8.3).
    state = SPEC.new_state(2, {"first_seat": 0})
    assert isinstance(state, PiratesState)
    play(state, "wind E", "treasure g1")
    put(state, "g1", "AZ14")
    put(state, "g2", "AY15")
    state.turns = 240
    assert str(GreedyBot(seed=1).choose_move(state)) == "move"
