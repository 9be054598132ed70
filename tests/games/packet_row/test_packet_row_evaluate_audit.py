"""The greedy evaluation (audit): what only pays if the game goes on loses its worth as the
decks run down, and bankers are worth what the money ranking gives (seed 000, "Банкир")."""

from __future__ import annotations

from seaboard.games.packet_row.evaluate import banker_worth, evaluate, progress
from seaboard.games.packet_row.state import PacketRowState

from .helpers import SPEC, finish_chance, position


def _late(hands: dict[int, list[str]], money: list[int]) -> PacketRowState:
    """Two players, the guild deck empty: the next guild refill ends the game."""
    return position(2, hm=0, hands=hands, money=money, decks={0: []})


def test_progress_runs_from_the_start_to_the_end() -> None:
    fresh = SPEC.new_state(2)
    assert isinstance(fresh, PacketRowState)
    start = finish_chance(fresh, seed=1)
    assert progress(start) < 0.2
    late = _late({}, [25, 25])
    assert progress(late) == 1.0


def test_late_bankers_of_a_poor_seat_are_worth_nothing() -> None:
    poor = _late({0: ["B25", "B26"]}, [10, 50])
    bare = _late({}, [10, 50])
    assert evaluate(poor, 0) == evaluate(bare, 0)
    rich = _late({0: ["B25", "B26"]}, [50, 10])
    bare_rich = _late({}, [50, 10])
    assert evaluate(rich, 0) > evaluate(bare_rich, 0)


def test_banker_worth_blends_the_average_and_the_ranking() -> None:
    assert banker_worth([30, 20], 0.0) == [1.0, 1.0]
    assert banker_worth([30, 20], 1.0) == [2.0, 0.0]
    assert banker_worth([40, 30, 20, 10], 1.0) == [3.0, 1.0, 0.0, 0.0]


def test_a_contract_that_cannot_be_met_is_worth_nothing_at_the_end() -> None:
    held = _late({0: ["G24"]}, [25, 25])
    bare = _late({}, [25, 25])
    assert evaluate(held, 0) == evaluate(bare, 0)
    early_held = position(2, hm=0, hands={0: ["G24"]})
    early_bare = position(2, hm=0)
    assert evaluate(early_held, 0) > evaluate(early_bare, 0)
