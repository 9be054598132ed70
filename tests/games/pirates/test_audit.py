"""Audit of Pirates against seed 004 part 1: the treasure aboard a ship the Spaniards took in a
storm (8.4) and then loaded (7.3) is taken, not sunk, when the pirates shoot that ship down
(7.1); only a storm loses the treasure for a draw (2.5)."""

from __future__ import annotations

from tests.games.golitsyn.helpers import cell_of, pirates, play, put


def test_the_treasure_aboard_a_captured_brigantine_is_taken_not_sunk() -> None:
    state = pirates(treasure="g1")
    # b2 was taken by the Spaniards in a storm and the treasure was loaded onto it.
    b2 = state.ship_index["b2"]
    put(state, "b2", "C6", owner=0, hits=1)
    state.treasure = b2
    state.candidates[b2] = 1
    put(state, "b1", "C7")
    play(state, "move", "spin calm", "done", "shoot b2 b1", "fire", "spin N")
    assert cell_of(state, "b2") == "C6"  # not sunk: taken by the pirates
    assert state.owner[b2] == 1
    assert state.revealed
    assert state.outcome() is None  # no draw: 2.5 speaks of a storm only
