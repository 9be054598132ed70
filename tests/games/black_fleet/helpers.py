"""Building Black Fleet positions for tests: setup by explicit chance outcomes, then ships,
cargo, hands and revealed cards put where a scenario needs them (cubes and cards conserved)."""

from __future__ import annotations

from typing import Any

import seaboard
from seaboard.games.black_fleet.flow import _settle
from seaboard.games.black_fleet.state import (
    CARD,
    DEAL,
    DEAL_F,
    DEAL_M,
    DEV_OF,
    FORTUNE_OF,
    LAUNCH,
    SETUP,
    BlackFleetState,
)

SPEC = seaboard.get_game("black_fleet")
COLOUR = {"red": 0, "yellow": 1, "green": 2, "blue": 3, "purple": 4}
LA_BARBARIA, BAHAMAS, SALVADOR, PORT_DES_DUQUES, SANTA_CLAUDIA = 61, 22, 58, 125, 132
DOCKS = {
    "La Barbaria": [46, 62, 76],
    "Bahamas": [21, 37, 38],
    "Salvador de Lama": [43, 57, 73],
    "Port-des-Duques": [109, 110, 124],
    "Santa Claudia": [116, 117, 133],
}


def new_game(n: int = 3, docks: list[int] | None = None, **options: Any) -> BlackFleetState:
    """A game after setup: seat 0 is black and about to start its first turn (its pirate
    entered at ``options['pirate']`` or the first distant sea), in the card phase."""
    pirate = options.pop("pirate", None)
    st = SPEC.new_state(n, {"first_seat": 0, **options})
    assert isinstance(st, BlackFleetState)
    while st.phase in (DEAL, DEAL_F, DEAL_M):
        st.play(st.chance_outcomes()[0][0])
    docks = docks or [21, 109, 116, 43]
    while st.phase == SETUP:
        st.play(SPEC.parse_move(st, f"place {docks[st.deal_i]}"))
    if st.phase == LAUNCH:
        st.play(SPEC.parse_move(st, f"enter {pirate if pirate is not None else 0}"))
    assert st.phase == CARD
    return st


def clear_board(st: BlackFleetState) -> None:
    """Take every merchant and pirate off the board, their cargo back to the ports."""
    for s in range(st.num_players):
        set_merchant(st, s, -1, "red", 0)
        set_pirate(st, s, -1, None)


def set_merchant(st: BlackFleetState, seat: int, area: int, colour: str, count: int) -> None:
    st.cubes[st.mcol[seat]] += st.mcnt[seat]
    st.mpos[seat] = area
    st.mcol[seat] = COLOUR[colour]
    st.mcnt[seat] = count
    st.cubes[COLOUR[colour]] -= count


def set_pirate(st: BlackFleetState, seat: int, area: int, cargo: str | None) -> None:
    if st.pcargo[seat] >= 0:
        st.cubes[st.pcargo[seat]] += 1
    st.ppos[seat] = area
    st.pcargo[seat] = COLOUR[cargo] if cargo else -1
    if cargo:
        st.cubes[COLOUR[cargo]] -= 1


def give_card(st: BlackFleetState, seat: int, code: str) -> None:
    """Swap a movement card of ``seat``'s hand for ``code`` from the deck or discard."""
    card = st.comp.card_index[code]
    if card in st.mhand[seat]:
        return
    old = st.mhand[seat].pop()
    if st.mdeck[card] or st.mdisc[card]:
        pile = st.mdeck if st.mdeck[card] else st.mdisc
        pile[card] -= 1
        st.mdeck[old] += 1
    else:
        holder = next(h for h in st.mhand if card in h)
        holder.remove(card)
        holder.append(old)
        holder.sort()
    st.mhand[seat].append(card)
    st.mhand[seat].sort()


def give_fortune(st: BlackFleetState, seat: int, slug: str, keep: bool = False) -> None:
    """Put fortune card ``slug`` into ``seat``'s hand (replacing the hand unless ``keep``)."""
    if not keep:
        for f in st.fhand[seat]:
            st.fdeck[f] += 1
        st.fhand[seat] = []
    card = FORTUNE_OF[slug]
    pile = st.fdeck if st.fdeck[card] else st.fdisc
    assert pile[card], slug
    pile[card] -= 1
    st.fhand[seat].append(card)
    st.fhand[seat].sort()


def reveal(st: BlackFleetState, seat: int, slug: str) -> None:
    """``seat`` has development card ``slug`` revealed (in the slot of its tier)."""
    card = DEV_OF[slug]
    slot = st.comp.dev_tier[card]
    st.dev[seat][slot] = card
    st.rev[seat][slot] = 1
    st.owned[seat] |= 1 << card


def play(st: BlackFleetState, *moves: str) -> None:
    for text in moves:
        st.play(SPEC.parse_move(st, text))


def legal(st: BlackFleetState) -> set[str]:
    return {str(m) for m in st.legal_moves()}


def ships(st: BlackFleetState, code: str) -> None:
    """Play movement card ``code`` (given to the seat to move) to enter the ships phase."""
    while st.phase == LAUNCH:
        st.play(st.legal_moves()[0])
    give_card(st, st.seat, code)
    play(st, f"play {code}")


def roundtrip(st: BlackFleetState) -> BlackFleetState:
    """The state rebuilt from its code (checks the scenario kept cubes and cards whole)."""
    other = SPEC.from_code(st.to_code())
    assert isinstance(other, BlackFleetState)
    return other


def settle(st: BlackFleetState) -> None:
    _settle(st)
