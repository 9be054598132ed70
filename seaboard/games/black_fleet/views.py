"""What each seat may know (seed 001: hidden movement and fortune hands, face-down
development cards that only their owner may look at) and resampling the rest.

A view names the component set in use (the ``components`` option: empty for the built-in
one), and holds the public board, money, revealed development cards, the discard piles (played
and discarded cards are seen by all), the sizes of hands and decks, and the seat's own hands
and development cards. ``determinize`` redeals opponents' hands from the cards the seat has not
seen (deck plus those hands) and their face-down development cards from the unseen cards of
the same cost tier (undealt ones included).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from seaboard.games.black_fleet.state import (
    DEAL_F,
    DEAL_M,
    DEV_SLUG,
    FORTUNE_SLUG,
    PHASE_NAMES,
)

if TYPE_CHECKING:
    from seaboard.core.move import Move
    from seaboard.core.state import State
    from seaboard.games.black_fleet.state import BlackFleetState


def view(st: BlackFleetState, seat: int | None) -> dict[str, Any]:
    comp = st.comp
    n = st.num_players
    cards = comp.move_cards
    colours = comp.colours

    def dev_entry(s: int, k: int) -> dict[str, Any]:
        card = st.dev[s][k]
        visible = card >= 0 and (st.rev[s][k] or s == seat)
        return {
            "cost": comp.tiers[k],
            "card": DEV_SLUG[card] if visible else None,
            "revealed": bool(st.rev[s][k]),
        }

    result: dict[str, Any] = {
        "game": "black_fleet",
        "components": st.options.components,
        "phase": PHASE_NAMES[st.phase],
        "to_move": st.to_move(),
        "seat": st.seat,
        "first": st.first,
        "round": st.round,
        "fleets": [st.colour_of(s) for s in range(n)],
        "money": list(st.money),
        "merchants": [
            {
                "area": st.mpos[s],
                "goods": colours[st.mcol[s]] if st.mcnt[s] else None,
                "count": st.mcnt[s],
            }
            for s in range(n)
        ],
        "pirates": [
            {"area": st.ppos[s], "treasure": colours[st.pcargo[s]] if st.pcargo[s] >= 0 else None}
            for s in range(n)
        ],
        "navy": {"yellow": st.navy[0], "purple": st.navy[1]},
        "port_goods": dict(zip(colours, st.cubes, strict=True)),
        "development": [[dev_entry(s, k) for k in range(4)] for s in range(n)],
        "victory": [{"cost": st.vcost[s], "bought": bool(st.vic[s])} for s in range(n)],
        "stolen": list(st.stolen),
        "movement_hand_sizes": [len(h) for h in st.mhand],
        "fortune_hand_sizes": [len(h) for h in st.fhand],
        "movement_deck_size": sum(st.mdeck),
        "fortune_deck_size": sum(st.fdeck),
        "movement_discards": {cards[c].code: k for c, k in enumerate(st.mdisc) if k},
        "fortune_discards": {FORTUNE_SLUG[f]: k for f, k in enumerate(st.fdisc) if k},
        "undealt_development_cards": sum(st.box),
        "turn": st.t.to_json(),
        "last_round": bool(st.end_trig),
        "over": st.over,
    }
    if seat is not None:
        result["perspective"] = seat
        result["movement_hand"] = [cards[c].code for c in st.mhand[seat]]
        result["fortune_hand"] = [FORTUNE_SLUG[f] for f in st.fhand[seat]]
    return result


def _recipient(st: BlackFleetState, verb: str) -> int:
    if verb == "deal":
        return st.deal_i // 4
    if verb == "draw-fortune":
        return st.deal_i if st.phase == DEAL_F else st.seat
    return st.deal_i // 2 if st.phase == DEAL_M else st.seat


def redacted(st: BlackFleetState, move: Move, seat: int | None) -> str:
    verb = getattr(move, "verb", "")
    if verb in ("deal", "draw", "draw-fortune") and _recipient(st, verb) != seat:
        return f"{verb} ?"
    return str(move)


def _deal_from(pool: list[int], size: int, rng: random.Random) -> list[int]:
    """Take ``size`` cards from the multiset ``pool`` (counts per type), uniformly."""
    hand = []
    for _ in range(size):
        pick = rng.randrange(sum(pool))
        for card, count in enumerate(pool):
            if pick < count:
                pool[card] -= 1
                hand.append(card)
                break
            pick -= count
    return sorted(hand)


def determinize(st: BlackFleetState, seat: int | None, rng: random.Random) -> State:
    out = st.copy()
    others = [s for s in range(st.num_players) if s != seat]
    for hands, deck in ((out.mhand, out.mdeck), (out.fhand, out.fdeck)):
        pool = list(deck)
        for o in others:
            for card in hands[o]:
                pool[card] += 1
        for o in others:
            hands[o] = _deal_from(pool, len(hands[o]), rng)
        deck[:] = pool
    _redeal_development(out, others, rng)
    return out


def _redeal_development(st: BlackFleetState, others: list[int], rng: random.Random) -> None:
    any_tier = st.options.dev_deal == "any"
    groups = [list(range(4))] if any_tier else [[k] for k in range(4)]
    for slots in groups:
        holes = [(o, k) for o in others for k in slots if st.dev[o][k] >= 0 and not st.rev[o][k]]
        pool = [st.dev[o][k] for o, k in holes]
        pool += [
            c
            for c in range(len(DEV_SLUG))
            if st.box[c] and (any_tier or st.comp.dev_tier[c] == slots[0])
        ]
        for c in pool:
            st.box[c] = 1
        rng.shuffle(pool)
        for (o, k), card in zip(holes, pool, strict=False):
            st.dev[o][k] = card
            st.box[card] = 0
