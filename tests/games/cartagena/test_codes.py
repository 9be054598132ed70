"""Cartagena codes describe reachable positions only (issue 14): each refusal names the field
and the value."""

# ruff: noqa: E501 (a table of whole codes and messages reads best one case a line)
from __future__ import annotations

import pytest

from seaboard.core.errors import InvalidCodeError

from .helpers import SPEC

BOARD = "FPKHBSSPKBHFKHSPFBBKPHFSPBKFHSHFBKSP"
JAMAICA = f"cartagena - play/0/0/0/0/0/12/0/0/- {BOARD} 0.0.0.0.0.0/0.0.0.0.0.0 1.1.1.1.1.1/1.1.1.1.1.1 15.15.15.15.15.15 0.0.0.0.0.0 -"
TORTUGA = f"cartagena variant=tortuga play/0/0/0/0/0/12/0/0/- {BOARD} 0.0.0.0.0.0/0.0.0.0.0.0 1.1.1.1.1.1/1.1.1.1.1.1 3.15.15.15.15.15 0.0.0.0.0.0 FFFFFFFFFFFF"


def test_the_base_codes_are_accepted() -> None:
    for code in (JAMAICA, TORTUGA):
        assert SPEC.from_code(code).to_code() == code


@pytest.mark.parametrize(
    ("code", "message"),
    [
        # an action counter of 4: the player would act without limit
        (JAMAICA.replace("play/0/0/0/", "play/0/0/4/"), "'actions' must be a whole number 0-3, not '4'"),
        # three actions done and no card owed: the turn is over
        (JAMAICA.replace("play/0/0/0/", "play/0/0/3/"), "'actions' must be below 3"),
        # all six pirates of seat 1 in the boat while the game goes on
        (JAMAICA.replace("0.0.0.0.0.0/0.0.0.0.0.0", "0.0.0.0.0.0/37.37.37.37.37.37"), "'phase' must be over"),
        # 'over' with nobody home
        (JAMAICA.replace("play/0/0/0/0/0/12/0/0/-", "over/0/0/0/0/0/12/0/0/boat"), "'end' must be boat exactly"),
        (JAMAICA.replace("play/0/0/0/0/0/12/0/0/-", "over/0/0/0/0/0/12/0/0/max_rounds"), "'end' must be a limit"),
        (JAMAICA.replace("play/0/0/0/0/0/12/0/0/-", "over/0/0/0/0/0/12/0/0/bored"), "'end' must be one of"),
        # a Jamaica code with a Tortuga row: those cards would never be drawn again
        (JAMAICA.replace("15.15.15.15.15.15 0.0.0.0.0.0 -", "3.15.15.15.15.15 0.0.0.0.0.0 FFFFFFFFFFFF"), "'row' must be - (Jamaica"),
        # a Tortuga row of 13
        (TORTUGA.replace("3.15.15.15.15.15 0.0.0.0.0.0 FFFFFFFFFFFF", "2.15.15.15.15.15 0.0.0.0.0.0 FFFFFFFFFFFFF"), "'row' must be at most 12"),
        # non-ASCII digits and out-of-range counters
        (JAMAICA.replace("play/0/0/0/", "play/0/0/²/"), "'actions' must be a whole number 0-3, not '²'"),
        (JAMAICA.replace("1.1.1.1.1.1/1", "1.1.1.1.1.１/1"), "a hand' must be a whole number"),
        (JAMAICA.replace("play/0/", "play/2/"), "'current' must be a whole number 0-1, not '2'"),
        (JAMAICA.replace("play/", "dance/"), "'phase' must be one of"),
        # setup phases with pirates on the board
        (JAMAICA.replace("play/0/0/0/0/0/12/0/0/-", "deal/0/0/0/0/0/12/0/0/-").replace("0.0.0.0.0.0/0.0.0.0.0.0", "0.0.0.0.0.3/0.0.0.0.0.0"), "'phase' must be play"),
    ],
)  # fmt: skip
def test_unreachable_codes_are_refused(code: str, message: str) -> None:
    with pytest.raises(InvalidCodeError) as caught:
        SPEC.from_code(code)
    assert message in str(caught.value)
