"""Building Packet Row positions for tests: place named cards, the rest stay in their decks.

Positions go through the position code (``to_code`` / ``from_code``), which checks that every
card is in exactly one place.
"""

from __future__ import annotations

import random
from typing import Any

import seaboard
from seaboard.games.packet_row.components import NUM_CARDS, card_index, deck_of
from seaboard.games.packet_row.constants import CURRENT_SIZE, PHASES
from seaboard.games.packet_row.state import PacketRowState

SPEC = seaboard.get_game("packet_row")


def ids(*codes: str) -> list[int]:
    result = []
    for code in codes:
        index = card_index(code)
        assert index is not None, code
        result.append(index)
    return result


def position(
    n: int,
    *,
    hm: int = 0,
    phase: str = "choose",
    hands: dict[int, list[str]] | None = None,
    ships: dict[int, list[str]] | None = None,
    money: list[int] | None = None,
    current: dict[int, list[str | None]] | None = None,
    future: dict[int, list[str | None]] | None = None,
    decks: dict[int, list[str]] | None = None,
    discards: dict[int, list[str]] | None = None,
    options: dict[str, Any] | None = None,
    **fields: Any,
) -> PacketRowState:
    """A position with the named cards placed; unnamed cards lie in their decks, or, for
    decks given in ``decks``, in the discard pile (so the deck holds exactly those cards)."""
    st = PacketRowState(n, SPEC.make_options(options), blank=True)
    st.phase = PHASES.index(phase)
    st.hm = hm
    if money is not None:
        st.money = list(money)
    placed: set[int] = set()

    def take(code: str | None) -> int:
        if code is None:
            return -1
        (card,) = ids(code)
        assert card not in placed, f"{code} placed twice"
        placed.add(card)
        return card

    for seat, codes in (hands or {}).items():
        st.hands[seat] = sorted(take(c) for c in codes)
    for seat, codes in (ships or {}).items():
        st.ships[seat] = sorted(take(c) for c in codes)
    for board, slots in (current or {}).items():
        row = [take(c) for c in slots]
        st.current[board] = row + [-1] * (CURRENT_SIZE[n] - len(row))
    for board, slots in (future or {}).items():
        row = [take(c) for c in slots]
        st.future[board] = row + [-1] * (2 - len(row))
    for board, codes in (decks or {}).items():
        st.decks[board] = sorted(take(c) for c in codes)
    for board, codes in (discards or {}).items():
        st.discards[board] = sorted(take(c) for c in codes)
    for card in range(NUM_CARDS):
        if card in placed:
            continue
        deck = deck_of(card)
        if decks is not None and deck in decks:
            st.discards[deck].append(card)
        else:
            st.decks[deck].append(card)
    for pile in st.decks + st.discards:
        pile.sort()
    for name, value in fields.items():
        setattr(st, name, value)
    code = st.to_code()
    restored = SPEC.from_code(code)
    assert isinstance(restored, PacketRowState)
    assert restored.to_code() == code
    return restored


def play(st: PacketRowState, *moves: str) -> PacketRowState:
    """Play moves given in notation, checked."""
    for text in moves:
        st.play(SPEC.parse_move(st, text))
    return st


def legal(st: PacketRowState) -> set[str]:
    return {str(m) for m in st.legal_moves()}


def finish_chance(st: PacketRowState, seed: int = 0) -> PacketRowState:
    rng = random.Random(seed)
    while st.is_chance():
        st.apply(st.sample_chance(rng))
    return st


def draw(st: PacketRowState, *codes: str) -> PacketRowState:
    """Apply chance draws naming the cards drawn."""
    for code in codes:
        assert st.is_chance(), st
        st.play(SPEC.parse_move(st, f"draw {code}"))
    return st
