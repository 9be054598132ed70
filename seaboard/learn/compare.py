"""Why a wrong try is worse, in the game's own terms: the lesson's position is played on with
the player's move and with the example's, and the player's figures after each (the seat
panel's: pirates in the boat, cards in hand, money, points...) are set side by side where they
differ.

The example's move is followed by the chance outcomes the example names; the player's by
outcomes drawn with a fixed seed (so the same try always reads the same), until a player is
to move again.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from seaboard.core.message import Message
from seaboard.core.move import Move
from seaboard.core.panels import Stat
from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE, State
from seaboard.learn.library import Step

CHANCE_SEED = 0
MAX_CHANCE_STEPS = 64


@dataclass(frozen=True)
class Difference:
    """One of the mover's figures: its label, after the player's move, after the example's."""

    label: Message
    yours: int | float | str | Message
    example: int | float | str | Message


def _after_example(state: State, step: Step) -> State:
    spec = get_game(state.game_id)
    after = state.copy()
    after.play(spec.parse_move(after, step.expect[0]))
    for outcome in step.then:
        after.play(spec.parse_move(after, outcome))
    return after


def _after_try(state: State, move: Move) -> State:
    after = state.copy()
    after.play(move)
    rng = random.Random(CHANCE_SEED)
    for _ in range(MAX_CHANCE_STEPS):
        if after.to_move() != CHANCE:
            break
        after.play(after.sample_chance(rng))
    return after


def _figures(state: State, seat: int) -> list[Stat]:
    panel = get_game(state.game_id).seat_panels(state, seat)[seat]
    return [panel.score, *panel.stats, *panel.private]


def differences(state: State, move: Move, step: Step) -> list[Difference]:
    """The mover's figures that differ after ``move`` (the player's try, legal in ``state``)
    and after the example's move of ``step``."""
    seat = state.to_move()
    yours = _figures(_after_try(state, move), seat)
    example = _figures(_after_example(state, step), seat)
    return [
        Difference(mine.label, mine.value, theirs.value)
        for mine, theirs in zip(yours, example, strict=False)
        if mine.label == theirs.label and mine.value != theirs.value
    ]
