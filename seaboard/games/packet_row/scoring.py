"""Final scoring (seed 000, "Подсчёт очков и определение победителя", "Банкир").

Victory points: the VP cards in hand, 1 per full $10, and the bankers: with 2-3 players the
richest (all tied richest) score 2 per banker; with 4-5 players the richest score 3 per banker
and, when exactly one player is richest, the second richest (all tied) score 1 per banker.
The most VP wins; a tie goes to the most money; a tie on both is a shared victory.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.core.outcome import Outcome
from seaboard.games.packet_row.components import BANKER, VP, deck_of

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

DOLLARS_PER_VP = 10
FEW_PLAYERS = 3
"""Up to this many players only the richest score for bankers (seed 000, "Банкир")."""
BANKER_VP_FEW = 2
"""VP per banker of the richest with few players."""
BANKER_VP_RICHEST, BANKER_VP_SECOND = 3, 1
"""VP per banker of the richest and of the second richest with more players."""


def banker_points(money: list[int], bankers: list[int]) -> list[int]:
    """Banker VP per seat from final money and banker counts (seed 000, "Банкир")."""
    n = len(money)
    top = max(money)
    richest = [s for s in range(n) if money[s] == top]
    points = [0] * n
    if n <= FEW_PLAYERS:
        for s in richest:
            points[s] = BANKER_VP_FEW * bankers[s]
        return points
    for s in richest:
        points[s] = BANKER_VP_RICHEST * bankers[s]
    if len(richest) == 1:
        rest = [money[s] for s in range(n) if s not in richest]
        second = max(rest)
        for s in range(n):
            if s not in richest and money[s] == second:
                points[s] = BANKER_VP_SECOND * bankers[s]
    return points


VP_SOURCES = 6
"""The sources of victory points, in ``vp_by_source`` order: the VP cards of each board's
deck (guild hall, docks, market, bank), money (1 per full $10), bankers."""
MONEY_VP = 4
BANKER_VP = 5


def vp_by_source(st: PacketRowState) -> list[list[int]]:
    """Each seat's victory points by source as the game stands (money cards not counted;
    seed 000, "Подсчёт очков и определение победителя")."""
    comps = st.comps
    n = st.num_players
    bankers = [sum(1 for c in st.hands[s] if comps.kind[c] == BANKER) for s in range(n)]
    bonus = banker_points(st.money, bankers)
    sources = []
    for s in range(n):
        row = [0] * VP_SOURCES
        for card in st.hands[s]:
            if comps.kind[card] == VP:
                row[deck_of(card)] += comps.vp[card]
        row[MONEY_VP] = st.money[s] // DOLLARS_PER_VP
        row[BANKER_VP] = bonus[s]
        sources.append(row)
    return sources


def final_scores(st: PacketRowState) -> tuple[list[int], list[int]]:
    """(victory points, money) per seat as the game stands (money cards not counted)."""
    return [sum(row) for row in vp_by_source(st)], list(st.money)


def outcome(st: PacketRowState) -> Outcome:
    points, money = final_scores(st)
    keys = [(points[s], money[s]) for s in range(st.num_players)]
    return Outcome.from_keys(st.reason or "supplies exhausted", points, keys)
