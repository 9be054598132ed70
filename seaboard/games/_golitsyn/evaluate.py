"""Helpers for the greedy evaluations of both Golitsyn games.

A declared shot is a chance point; judging that position as it stands would make a shot look
no better than sailing. ``expected_over_shots`` averages the evaluation over a hit and a miss of
each pending spin of the volley (seed 6.3: N, E, S, W hit), a few spins deep; a volley still
being declared (phase aim) is judged as if every unit that may still join it had joined and it
were fired now (6.4: units join in the fleet's order, so a declaration naming a later unit first
shuts the earlier ones out, and judged as fired at once it looked no worse). A declared
``move`` is a chance point too: ``expected_over_storm`` weighs in the storm it may bring
(seed 4.2, 8.1-8.3), so a ship caught by the last storm is not sent into a second one lightly.
``damage`` weighs the hits of a ship under repair at half (seed 6.5: the repair clears them), so
a greedy seat orders the repair of a damaged ship lying in its repair port (option
``repair=choice``) rather than leave it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar, cast

from seaboard.games._golitsyn.moves import FIRE, SPINS, Also
from seaboard.games._golitsyn.shooting import joining_units
from seaboard.games._golitsyn.spinner import STORM, spin_weights
from seaboard.games._golitsyn.state import P_AIM, P_FIRE, P_PORTSPIN, P_SPIN, GolitsynState

StateT = TypeVar("StateT", bound=GolitsynState)
MAX_DEPTH = 3
HIT, MISS = SPINS[0], SPINS[1]


def damage(state: GolitsynState, ship: int) -> float:
    """The hits that count against ``ship``: half of them while a repair is under way."""
    hits = state.hits[ship]
    return hits / 2 if state.repair[ship] else float(hits)


def hit_chance() -> float:
    weights = spin_weights()
    return sum(weights[rhumb] for rhumb in (0, 2, 4, 6))


def expected_over_shots(
    state: StateT, seat: int, evaluate: Callable[[StateT, int], float], depth: int = 0
) -> float | None:
    """The mean evaluation over the outcomes of pending shots, or None if none are pending."""
    if state.phase == P_AIM:
        fired = cast(StateT, state.copy())
        while joining := joining_units(fired):
            fired.apply(Also(joining[0]))
        fired.apply(FIRE)
        return expected_over_shots(fired, seat, evaluate, depth)
    if state.phase not in (P_FIRE, P_PORTSPIN) or depth >= MAX_DEPTH:
        return None
    chance = hit_chance()
    total = 0.0
    for move, weight in ((HIT, chance), (MISS, 1.0 - chance)):
        child = cast(StateT, state.copy())
        child.apply(move)
        deeper = expected_over_shots(child, seat, evaluate, depth + 1)
        total += weight * (evaluate(child, seat) if deeper is None else deeper)
    return total


def expected_over_storm(
    state: StateT, seat: int, evaluate: Callable[[StateT, int], float], static: float
) -> float:
    """After ``move`` is declared (seed 4.2): the chance of a storm times the value after it,
    plus the rest times ``static`` (the position as it stands); other phases: ``static``."""
    if state.phase != P_SPIN:
        return static
    chance = spin_weights()[STORM]
    child = cast(StateT, state.copy())
    child.apply(SPINS[STORM])
    return chance * evaluate(child, seat) + (1.0 - chance) * static
