"""What a seat may know (seed 000; RULINGS.md, Packet Row: "Hidden").

Money and ships lie open. Every card in a hand was taken from an open supply, so with perfect
recall it is public knowledge, except the starting contract, which only its owner has seen
(until it is shown in a fulfilment). Deck contents and order and the cards removed with two
players are hidden from everyone: a view holds only their counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from seaboard.games.packet_row.components import BOARDS, DESTINATIONS, GOODS, START_DECK, card_code
from seaboard.games.packet_row.constants import PHASES

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState


def _codes(cards: list[int]) -> list[str | None]:
    return [card_code(c) if c >= 0 else None for c in cards]


def build_view(st: PacketRowState, seat: int | None) -> dict[str, Any]:
    n = st.num_players
    players = []
    for owner in range(n):
        shown = [c for c in st.hands[owner] if not st.hidden_from(seat, owner, c)]
        players.append(
            {
                "money": st.money[owner],
                "ships": _codes(st.ships[owner]),
                "hand": _codes(shown),
                "hidden_cards": len(st.hands[owner]) - len(shown),
                "figure": st.figures[owner],
            }
        )
    boards = [
        {
            "board": BOARDS[b],
            "current": _codes(st.current[b]),
            "future": _codes(st.future[b]),
            "deck": len(st.decks[b]),
            "discard": _codes(st.discards[b]),
            "short": bool(st.short >> b & 1),
            "chosen": bool(st.chosen >> b & 1),
        }
        for b in range(4)
    ]
    fx = st.fx
    fulfilment = None
    if fx is not None:
        fulfilment = {
            "owner": fx.owner,
            "ships": [
                {
                    "ship": card_code(s),
                    "destination": DESTINATIONS[d],
                    "captain": card_code(c) if c >= 0 else None,
                    "contracts": _codes(k),
                }
                for s, d, c, k in zip(fx.ships, fx.dests, fx.captains, fx.contracts, strict=True)
            ],
            "used": _codes(fx.used),
            "merchant_changes": {card_code(c): GOODS[t] for c, t in sorted(fx.conv.items())},
            "merchants": _codes(fx.merchants),
        }
    outcome = st.outcome()
    return {
        "game": "packet_row",
        "seat": seat,
        "players": players,
        "to_move": st.to_move(),
        "phase": PHASES[st.phase],
        "round": st.round,
        "harbor_master": st.hm,
        "active_board": BOARDS[st.active] if st.active >= 0 else None,
        "asked": st.ask,
        "boards": boards,
        "starting_contracts_undealt": len(st.decks[START_DECK]),
        "start_discard": _codes(st.discards[START_DECK]),
        "box": len(st.box),
        "fulfilment": fulfilment,
        "result": outcome.to_json() if outcome is not None else None,
    }
