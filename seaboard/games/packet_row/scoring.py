"""Final scoring (seed 000, "Подсчёт очков и определение победителя", "Банкир").

Victory points: the VP cards in hand, 1 per full $10, and the bankers: with 2-3 players the
richest (all tied richest) score 2 per banker; with 4-5 players the richest score 3 per banker
and, when exactly one player is richest, the second richest (all tied) score 1 per banker.
The most VP wins; a tie goes to the most money; a tie on both is a shared victory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.core.outcome import Outcome
from seaboard.games.packet_row.components import BANKER, VP

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

DOLLARS_PER_VP = 10


def banker_points(money: list[int], bankers: list[int]) -> list[int]:
    """Banker VP per seat from final money and banker counts (seed 000, "Банкир")."""
    n = len(money)
    top = max(money)
    richest = [s for s in range(n) if money[s] == top]
    points = [0] * n
    if n <= 3:
        for s in richest:
            points[s] = 2 * bankers[s]
        return points
    for s in richest:
        points[s] = 3 * bankers[s]
    if len(richest) == 1:
        rest = [money[s] for s in range(n) if s not in richest]
        second = max(rest)
        for s in range(n):
            if s not in richest and money[s] == second:
                points[s] = bankers[s]
    return points


def final_scores(st: PacketRowState) -> tuple[list[int], list[int]]:
    """(victory points, money) per seat as the game stands (money cards not counted)."""
    comps = st.comps
    n = st.num_players
    money = list(st.money)
    bankers = [sum(1 for c in st.hands[s] if comps.kind[c] == BANKER) for s in range(n)]
    bonus = banker_points(money, bankers)
    points = []
    for s in range(n):
        cards = sum(comps.vp[c] for c in st.hands[s] if comps.kind[c] == VP)
        points.append(cards + money[s] // DOLLARS_PER_VP + bonus[s])
    return points, money


def outcome(st: PacketRowState) -> Outcome:
    points, money = final_scores(st)
    keys = [(points[s], money[s]) for s in range(st.num_players)]
    return Outcome.from_keys(st.reason or "supplies exhausted", points, keys)
