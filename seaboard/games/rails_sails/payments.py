"""Valid payments for routes and harbors (seed 002, "Постройка перегона", "Парные перегоны",
"Постройка Гавани"; RULINGS.md: wilds, double ships, no card left out).

A payment is a sorted tuple of (card kind, count). A payment is valid when it covers the
route and no card of it could be left out. Results are cached per (route shape, relevant hand).
"""

from __future__ import annotations

from functools import lru_cache

from seaboard.games.rails_sails.cards import ANCHOR, DOUBLE, NCOL, PLAIN, SINGLE, WILD

Payment = tuple[tuple[int, int], ...]


def _pay(*items: tuple[int, int]) -> Payment:
    return tuple(sorted((kind, count) for kind, count in items if count))


def _train_colour(hand: tuple[int, ...], color: int, length: int, out: set[Payment]) -> None:
    plain, anchor, wild = hand[PLAIN + color], hand[ANCHOR + color], hand[WILD]
    for x in range(min(plain, length) + 1):
        for y in range(min(anchor, length - x) + 1):
            z = length - x - y
            if z <= wild:
                out.add(_pay((PLAIN + color, x), (ANCHOR + color, y), (WILD, z)))


def _ship_colour(hand: tuple[int, ...], color: int, length: int, out: set[Payment]) -> None:
    singles, doubles, wild = hand[SINGLE + color], hand[DOUBLE + color], hand[WILD]
    for d in range(min(doubles, (length + 1) // 2) + 1):
        if 2 * d >= length:
            # only doubles: ceil(length / 2) of them (an odd route leaves one ship space spare)
            if d == (length + 1) // 2:
                out.add(_pay((DOUBLE + color, d)))
            continue
        rest = length - 2 * d
        for s in range(min(singles, rest) + 1):
            z = rest - s
            if z <= wild:
                out.add(_pay((SINGLE + color, s), (DOUBLE + color, d), (WILD, z)))


def _pair_types() -> tuple[tuple[int, int], ...]:
    types: list[tuple[int, int]] = []
    for color in range(NCOL):
        p, a = PLAIN + color, ANCHOR + color
        types += [(p, p), (p, a), (a, a), (p, WILD), (a, WILD)]
    types.append((WILD, WILD))
    return tuple(types)


PAIR_TYPES = _pair_types()


def _paired(hand: tuple[int, ...], pairs: int, color: int, out: set[Payment]) -> None:
    """Each pair-space: two train cards of one colour, a wild standing for either card."""
    left = list(hand)
    chosen: list[int] = []

    def walk(start: int, need: int) -> None:
        if need == 0:
            counts: dict[int, int] = {}
            for kind in chosen:
                counts[kind] = counts.get(kind, 0) + 1
            out.add(tuple(sorted(counts.items())))
            return
        for index in range(start, len(PAIR_TYPES)):
            k1, k2 = PAIR_TYPES[index]
            if color >= 0 and k1 != WILD and (k1 - PLAIN) % NCOL != color:
                continue
            left[k1] -= 1
            left[k2] -= 1
            if left[k1] >= 0 and left[k2] >= 0:
                chosen.extend((k1, k2))
                walk(index, need - 1)
                del chosen[-2:]
            left[k1] += 1
            left[k2] += 1

    walk(0, pairs)


@lru_cache(maxsize=1 << 16)
def route_payments(
    hand: tuple[int, ...], ship: bool, color: int, length: int, pairs: int
) -> tuple[Payment, ...]:
    """Every valid payment for a route of this shape from ``hand`` (sorted, deterministic)."""
    out: set[Payment] = set()
    colors = range(NCOL) if color < 0 else (color,)
    if pairs:
        _paired(hand, pairs, color, out)
    elif ship:
        for c in colors:
            _ship_colour(hand, c, length, out)
    else:
        for c in colors:
            _train_colour(hand, c, length, out)
    return tuple(sorted(out))


@lru_cache(maxsize=1 << 14)
def harbor_payments(hand: tuple[int, ...]) -> tuple[Payment, ...]:
    """Two anchor train cards and two single ships of one colour; wilds replace any of them."""
    out: set[Payment] = set()
    wild = hand[WILD]
    for c in range(NCOL):
        for a in range(min(2, hand[ANCHOR + c]) + 1):
            for s in range(min(2, hand[SINGLE + c]) + 1):
                z = 4 - a - s
                if z <= wild:
                    out.add(_pay((ANCHOR + c, a), (SINGLE + c, s), (WILD, z)))
    return tuple(sorted(out))


def payment_valid_route(
    hand: tuple[int, ...], ship: bool, color: int, length: int, pairs: int, payment: Payment
) -> bool:
    return payment in route_payments(hand, ship, color, length, pairs)
