"""Valid payments for routes and harbors (seed 002, "Постройка перегона", "Парные перегоны",
"Постройка Гавани"; RULINGS.md: wilds, double ships, no card left out).

A payment is a sorted tuple of (card kind, count). A payment is valid when it covers the
route and no card of it could be left out. Results are cached per (route shape, relevant hand).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Final

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
def _mono_train(color: int, length: int, plain: int, anchor: int, wild: int) -> tuple[Payment, ...]:
    out: set[Payment] = set()
    hand = [0] * 25
    hand[PLAIN + color], hand[ANCHOR + color], hand[WILD] = plain, anchor, wild
    _train_colour(tuple(hand), color, length, out)
    return tuple(sorted(out))


@lru_cache(maxsize=1 << 16)
def _mono_ship(color: int, length: int, single: int, double: int, wild: int) -> tuple[Payment, ...]:
    out: set[Payment] = set()
    hand = [0] * 25
    hand[SINGLE + color], hand[DOUBLE + color], hand[WILD] = single, double, wild
    _ship_colour(tuple(hand), color, length, out)
    return tuple(sorted(out))


@lru_cache(maxsize=1 << 16)
def _paired_cached(train: tuple[int, ...], pairs: int, color: int) -> tuple[Payment, ...]:
    out: set[Payment] = set()
    _paired(train + (0,) * 12, pairs, color, out)
    return tuple(sorted(out))


def _colour_payments(
    hand: Sequence[int], ship: bool, color: int, length: int
) -> tuple[Payment, ...]:
    wild = min(hand[WILD], length)
    if ship:
        single, double = hand[SINGLE + color], hand[DOUBLE + color]
        if single + 2 * double + wild < length:
            return ()
        return _mono_ship(color, length, min(single, length), min(double, (length + 1) // 2), wild)
    plain, anchor = hand[PLAIN + color], hand[ANCHOR + color]
    if plain + anchor + wild < length:
        return ()
    return _mono_train(color, length, min(plain, length), min(anchor, length), wild)


def route_payments(
    hand: Sequence[int], ship: bool, color: int, length: int, pairs: int
) -> tuple[Payment, ...]:
    """Every valid payment for a route of this shape from ``hand`` (sorted, deterministic).

    Cached on the few counts that matter (capped at what the route could use)."""
    if pairs:
        need = 2 * pairs
        if sum(hand[:SINGLE]) < need:
            return ()
        return _paired_cached(tuple(min(c, need) for c in hand[:SINGLE]), pairs, color)
    if color >= 0:
        return _colour_payments(hand, ship, color, length)
    found = [p for c in range(NCOL) for p in _colour_payments(hand, ship, c, length)]
    if not found:
        return ()
    return tuple(sorted(set(found)))


HARBOR_EACH: Final = 2
"""A harbor takes this many anchor train cards and as many single ships, all of one colour
(seed 002, "Постройка Гавани")."""


@lru_cache(maxsize=1 << 15)
def _harbor_cached(cards: tuple[int, ...]) -> tuple[Payment, ...]:
    """``cards``: the hand's anchor trains, wilds and single ships (kinds 6-18)."""
    out: set[Payment] = set()
    wild = cards[WILD - ANCHOR]
    for c in range(NCOL):
        anchors, singles = cards[c], cards[SINGLE - ANCHOR + c]
        for a in range(min(HARBOR_EACH, anchors) + 1):
            for s in range(min(HARBOR_EACH, singles) + 1):
                z = 2 * HARBOR_EACH - a - s
                if z <= wild:
                    out.add(_pay((ANCHOR + c, a), (SINGLE + c, s), (WILD, z)))
    return tuple(sorted(out))


def harbor_payments(hand: Sequence[int]) -> tuple[Payment, ...]:
    """Two anchor train cards and two single ships of one colour; wilds replace any of them."""
    return _harbor_cached(tuple(hand[ANCHOR : SINGLE + NCOL]))
