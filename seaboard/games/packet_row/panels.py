"""Packet Row beside the board: seat colours, panels and the final score by source.

The score is victory points as the game stands (seed 000, "Подсчёт очков": VP cards, 1 per
full $10, bankers); money and ships lie open ("Все игроки должны держать свои деньги в
открытую"); every card in a hand but the starting contract was taken from an open supply, so
the panel counts them for everyone (RULINGS: Packet Row, "Hidden"). The seat's own panel lists
its contracts and goods.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from seaboard.core.marks import seat_mark
from seaboard.core.message import Message, msg
from seaboard.core.panels import Breakdown, BreakdownRow, SeatPanel, Stat
from seaboard.games.packet_row.components import CONTRACT, GOLD1, GOLD2, GOODS_CARD, VP
from seaboard.games.packet_row.constants import OVER
from seaboard.games.packet_row.render import SEAT_COLOURS
from seaboard.games.packet_row.scoring import vp_by_source
from seaboard.games.packet_row.words import card_words, contract_terms, country_to

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

COLOUR_NAMES: Final = ("red", "blue", "green", "orange", "purple")
"""The names of ``render.SEAT_COLOURS``, seat by seat (``core:colour_<name>``)."""
SOURCE_KEYS: Final = (
    "source_guild",
    "source_docks",
    "source_market",
    "source_bank",
    "source_money",
    "source_bankers",
)
"""Catalogue keys of the rows of ``scoring.vp_by_source``."""
GOODS_KINDS: Final = frozenset({GOODS_CARD, GOLD1, GOLD2})
"""Cards a fulfilment uses as goods (seed 000, "Товары", "Золотые слитки")."""


def seat_colours(st: PacketRowState) -> list[tuple[str, Message]]:
    """Each seat's figure colour as the board draws it."""
    return [
        (SEAT_COLOURS[seat], msg(f"core:colour_{COLOUR_NAMES[seat]}"))
        for seat in range(st.num_players)
    ]


def _listed(items: list[Message]) -> Message:
    return msg("packet_row:list", items=items) if items else msg("packet_row:none")


def seat_panels(st: PacketRowState, perspective: int | None) -> list[SeatPanel]:
    """VP so far as the score; money, ships by country, cards in hand, VP cards and the
    harbor master for everyone; contracts and goods by name for the seat itself (for every
    seat once the game is over)."""
    comps = st.comps
    points = [sum(row) for row in vp_by_source(st)]
    panels = []
    for seat, (colour, name) in enumerate(seat_colours(st)):
        hand = st.hands[seat]
        ships = [country_to(comps.destination[ship]) for ship in st.ships[seat]]
        stats = [
            Stat(msg("packet_row:stat_money"), f"${st.money[seat]}", "coin"),
            Stat(msg("packet_row:stat_ships"), _listed(ships), "ship"),
            Stat(msg("packet_row:stat_hand"), len(hand), "card"),
            Stat(msg("packet_row:stat_vp_cards"), sum(comps.kind[c] == VP for c in hand), "star"),
        ]
        if seat == st.hm and st.phase != OVER:
            stats.append(Stat(msg("packet_row:stat_harbor_master"), msg("packet_row:yes"), "flag"))
        private: list[Stat] = []
        if seat == perspective or st.phase == OVER:
            contracts = [contract_terms(comps, c) for c in hand if comps.kind[c] == CONTRACT]
            goods = [card_words(comps, c) for c in hand if comps.kind[c] in GOODS_KINDS]
            private = [
                Stat(msg("packet_row:stat_contracts"), _listed(contracts), "ticket"),
                Stat(msg("packet_row:stat_goods"), _listed(goods), "goods"),
            ]
        panels.append(
            SeatPanel(
                colour=colour,
                colour_name=name,
                score=Stat(msg("packet_row:stat_vp"), points[seat], "star"),
                stats=stats,
                private=private,
                mark=seat_mark(seat),
            )
        )
    return panels


def score_breakdown(st: PacketRowState) -> Breakdown | None:
    """A finished game's VP by source: VP cards by board, money, bankers."""
    outcome = st.outcome()
    if outcome is None:
        return None
    sources = vp_by_source(st)
    rows = [
        BreakdownRow(msg(f"packet_row:{key}"), [float(row[i]) for row in sources])
        for i, key in enumerate(SOURCE_KEYS)
    ]
    return Breakdown(unit=msg("packet_row:unit_vp"), rows=rows, totals=list(outcome.scores))


def ranking_note(st: PacketRowState) -> Message | None:
    """Equal victory points go to the most money (seed 000, end of the game)."""
    outcome = st.outcome()
    if outcome is None or not outcome.ranked_beyond_scores():
        return None
    return msg("packet_row:ranking_money")
