"""A greedy evaluation of Capture of Colonies positions (``GameSpec.evaluate``).

Points against the best rival (seed 2.1, 2.3: 29 points win), the fleet's strength and
ammunition (6.2, 3.3) and how near the ships are to colonies they could take (7.1).
"""

from __future__ import annotations

from seaboard.games._golitsyn.evaluate import damage, expected_over_shots, expected_over_storm
from seaboard.games.colonies.state import TARGET_POINTS, ColoniesState

NEAR = 10


def evaluate(state: ColoniesState, seat: int) -> float:
    """A value in [-1, 1] for ``seat`` (no hidden information in this game); a declared volley
    is judged by the mean over its hits and misses, a declared move by the storm it may bring."""
    if state.is_terminal():
        return state.returns()[seat]
    expected = expected_over_shots(state, seat, evaluate)
    if expected is not None:
        return expected
    return expected_over_storm(state, seat, evaluate, _static(state, seat))


def _static(state: ColoniesState, seat: int) -> float:
    """The position as it stands: points, fleets and the nearest prize."""
    scores = [state.score(s) for s in range(state.num_players)]
    rival = max(score for s, score in enumerate(scores) if s != seat)
    points = (scores[seat] - rival) / TARGET_POINTS
    strength = [0.0] * state.num_players
    for ship, cell in enumerate(state.cell):
        if cell >= 0:
            strength[state.owner[ship]] += 3 - damage(state, ship) + state.ammo[ship] / 5
    total = sum(strength) or 1.0
    fleet = strength[seat] / total - 1.0 / state.num_players
    prizes = [p.cell for i, p in enumerate(state.map.ports) if state.port_owner[i] != seat]
    reach = 0.0
    if prizes:
        for ship, cell in enumerate(state.cell):
            if cell >= 0 and state.owner[ship] == seat:
                x, y = state.map.xy(cell)
                gap = min(
                    max(abs(x - px), abs(y - py)) for px, py in (state.map.xy(c) for c in prizes)
                )
                reach = max(reach, 1.0 - min(gap, NEAR) / NEAR)
    value = 0.7 * points + 0.2 * fleet + 0.1 * reach
    return max(-0.99, min(0.99, value))
