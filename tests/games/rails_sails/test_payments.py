"""Payments against an independent brute force (RULINGS.md: wilds, double ships, pairs, no card
left out), and harbor payments."""

from __future__ import annotations

from itertools import product

from hypothesis import given, settings
from hypothesis import strategies as st

from seaboard.games.rails_sails.cards import ANCHOR, DOUBLE, PLAIN, SINGLE, WILD, color_of
from seaboard.games.rails_sails.payments import harbor_payments, route_payments

# two colours (red 3, green 2) keep the brute force small
KINDS = (PLAIN + 3, PLAIN + 2, ANCHOR + 3, ANCHOR + 2, WILD, SINGLE + 3, SINGLE + 2, DOUBLE + 3)


def _capacity(counts: dict[int, int], ship: bool) -> int:
    if ship:
        return sum(n * (2 if k >= DOUBLE else 1) for k, n in counts.items())
    return sum(counts.values())


def _valid(counts: dict[int, int], ship: bool, color: int, length: int, pairs: int) -> bool:
    """The rules, written independently of the enumeration."""
    cards = {k: n for k, n in counts.items() if n}
    if not cards:
        return False
    for kind in cards:
        if kind != WILD and (kind >= SINGLE) != ship:
            return False
    colours = {color_of(k) for k in cards if k != WILD}
    if len(colours) > 1 and not pairs:
        return False
    if color >= 0 and colours - {color}:
        return False
    if pairs:
        if sum(cards.values()) != 2 * pairs:
            return False
        odd = sum(1 for c in range(6) if (cards.get(PLAIN + c, 0) + cards.get(ANCHOR + c, 0)) % 2)
        return odd <= cards.get(WILD, 0)
    cap = _capacity(cards, ship)
    if cap < length:
        return False
    # no card could be left out
    return all(cap - (2 if k >= DOUBLE else 1) < length for k in cards)


@settings(max_examples=150, deadline=None)
@given(
    counts=st.lists(st.integers(0, 4), min_size=len(KINDS), max_size=len(KINDS)),
    shape=st.sampled_from(
        [
            (False, 3, 3, 0),  # red train 3
            (False, -1, 2, 0),  # gray train 2
            (True, 3, 4, 0),  # red ship 4
            (True, 2, 5, 0),  # green ship 5
            (True, -1, 3, 0),  # gray ship 3
            (False, -1, 2, 2),  # paired, 2 pair-spaces
            (False, -1, 1, 1),  # paired, 1 pair-space
        ]
    ),
)
def test_route_payments_equal_the_brute_force(
    counts: list[int], shape: tuple[bool, int, int, int]
) -> None:
    ship, color, length, pairs = shape
    hand = [0] * 25
    for kind, count in zip(KINDS, counts, strict=True):
        hand[kind] = count
    expected = set()
    for choice in product(*(range(hand[k] + 1) for k in KINDS)):
        paid = dict(zip(KINDS, choice, strict=True))
        if _valid(paid, ship, color, length, pairs):
            expected.add(tuple(sorted((k, n) for k, n in paid.items() if n)))
    assert set(route_payments(hand, ship, color, length, pairs)) == expected


def test_harbor_payments() -> None:
    hand = [0] * 25
    hand[ANCHOR + 3], hand[SINGLE + 3], hand[PLAIN + 3], hand[DOUBLE + 3] = 2, 2, 5, 5
    assert harbor_payments(hand) == (((ANCHOR + 3, 2), (SINGLE + 3, 2)),)
    hand[WILD] = 1
    assert len(harbor_payments(hand)) == 3  # the wild may replace a train or a ship card
    hand = [0] * 25
    hand[WILD] = 4
    assert harbor_payments(hand) == (((WILD, 4),),)
    hand[WILD] = 3
    assert harbor_payments(hand) == ()


@settings(max_examples=60, deadline=None)
@given(
    hand=st.lists(st.integers(0, 6), min_size=25, max_size=25),
    owners=st.lists(st.integers(-1, 2), min_size=130, max_size=130),
    trains=st.integers(0, 25),
    ships=st.integers(0, 50),
    players=st.integers(2, 5),
)
def test_fast_claim_moves_equal_route_payments_route_by_route(
    hand: list[int], owners: list[int], trains: int, ships: int, players: int
) -> None:
    """``claims.claim_moves`` (memos per colour class) lists exactly the claims that
    ``claimable`` + ``route_payments`` allow, in route order."""
    from seaboard.games.rails_sails import SPEC
    from seaboard.games.rails_sails.claims import claim_moves
    from seaboard.games.rails_sails.moves import Claim
    from seaboard.games.rails_sails.rules import claimable

    state = SPEC.new_state(players, {"first_seat": 0})
    state.hands[0] = hand
    state.owner = [o if o < players else -1 for o in owners]
    state.trains[0], state.ships[0] = trains, ships
    expected = []
    for route in state.world.routes:
        if claimable(state, 0, route.index) is None:
            payments = route_payments(hand, route.ship, route.color, route.length, route.pairs)
            expected += [Claim(route.id, p) for p in payments]
    moves: list[object] = []
    claim_moves(state, 0, moves)  # type: ignore[arg-type]
    assert moves == expected
