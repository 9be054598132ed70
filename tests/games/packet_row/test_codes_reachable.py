"""Packet Row codes describe reachable positions only (issue 14): a refusal names the field
and the value."""

from __future__ import annotations

import random

import pytest

from seaboard import get_game
from seaboard.core.errors import InvalidCodeError
from seaboard.core.state import CHANCE

SPEC = get_game("packet_row")


def _phase_codes() -> dict[str, str]:
    """The first reachable 3-player code of each phase choose, harbor and forced in a seeded
    random game."""
    rng = random.Random(2)
    state = SPEC.new_state(3)
    codes: dict[str, str] = {}
    while len(codes) < 3:
        code = state.to_code()
        phase = code.split("|")[3]
        if phase in ("choose", "harbor", "forced"):
            codes.setdefault(phase, code)
        chance = state.to_move() == CHANCE
        state.apply(state.sample_chance(rng) if chance else rng.choice(state.legal_moves()))
    return codes


CODES = _phase_codes()
EMPTIED = "_." + CODES["choose"].split("|")[17].split(".", 1)[1]
"""The current supplies of the 'choose' code with board 0's first slot emptied."""


def _fields(base: str, **changes: str) -> str:
    fields = CODES[base].split("|")
    names = {"phase": 3, "chosen": 7, "short": 10, "figures": 13, "current": 17, "discards": 19}
    if "current" in changes:  # the card taken from board 0's first slot goes to its discards
        changes["discards"] = fields[17].split(".")[0] + fields[19]
    for name, value in changes.items():
        fields[names[name]] = value
    return "|".join(fields)


def test_the_phase_codes_round_trip() -> None:
    for code in CODES.values():
        assert SPEC.from_code(code).to_code() == code


@pytest.mark.parametrize(
    ("code", "message"),
    [
        # a forced take while another player has no card: the master could pass and end the
        # round with nobody offered anything
        (_fields("harbor", phase="forced"), "'phase' must be harbor"),
        (_fields("forced", phase="harbor"), "'phase' must be forced"),
        # enough short boards to have ended the game (3 players: one), yet play goes on
        (_fields("choose", short="1"), "'short' must be fewer than 1 boards, not 1"),
        # a figure on a board during 'choose' (that seat would be skipped)
        (
            _fields("choose", figures="-1,0,-1", chosen="1", current=EMPTIED),
            "'figures' must be all -1",
        ),
        # numbers are ASCII digits
        (_fields("choose", short="１"), "'short' must be a whole number"),
        (_fields("choose", phase="lunch"), "'phase' must be one of"),
    ],
)  # fmt: skip
def test_unreachable_codes_are_refused(code: str, message: str) -> None:
    with pytest.raises(InvalidCodeError) as caught:
        SPEC.from_code(code)
    assert message in str(caught.value)
