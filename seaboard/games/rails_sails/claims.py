"""The claim moves of a turn, fast (seed 002, "Постройка перегона"; the hot path of
``legal_moves``).

Routes are grouped into colour classes (train or ship routes of one colour) and sorted by
length. What a hand can pay for the routes of a class depends only on its counts of that
colour and its wilds, so each class remembers, per such counts, the claim moves of each of its
routes, shortest first: a turn looks the counts up once per class, stops at the first length
beyond the markers left and filters the routes by owner. Gray routes of one length take the
union of the colours' payment sets (remembered per combination of sets); paired routes are few
and use the cached ``payments`` directly. The result equals ``route_payments`` for every
claimable route, in route order; the claim moves are shared objects.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from seaboard.core.move import Move
from seaboard.games.rails_sails.cards import ANCHOR, DOUBLE, NCOL, SINGLE, WILD
from seaboard.games.rails_sails.data import WorldMap
from seaboard.games.rails_sails.moves import Claim
from seaboard.games.rails_sails.payments import Payment, route_payments

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

Payments = tuple[Payment, ...]
Route = tuple[int, str, int]
"""(route index, route id, twin index or -1)."""
Ready = tuple[int, int, tuple[Claim, ...]]
"""(route index, twin index, the claim moves of the route): a route a hand can pay for."""
Counts = tuple[int, int, int]
"""A hand's counts of one colour (plain and anchor trains, or single and double ships) and
its wilds."""

_IDS: dict[Payments, int] = {}
_BY_ID: list[Payments] = []


def _interned(payments: Payments) -> int:
    """A small id for a set of payments (so combinations of sets are cheap keys)."""
    pid = _IDS.get(payments)
    if pid is None:
        pid = _IDS[payments] = len(_BY_ID)
        _BY_ID.append(payments)
    return pid


_ROUTE_CLAIMS: dict[tuple[str, int], tuple[Claim, ...]] = {}
"""(route id, payment-set id) -> the claim moves (each made once)."""


def _claims(routes: tuple[Route, ...], payments: Payments) -> tuple[Ready, ...]:
    pid = _interned(payments)
    ready = []
    for index, rid, twin in routes:
        claims = _ROUTE_CLAIMS.get((rid, pid))
        if claims is None:
            claims = _ROUTE_CLAIMS[rid, pid] = tuple(Claim(rid, p) for p in payments)
        ready.append((index, twin, claims))
    return tuple(ready)


@dataclass(frozen=True, slots=True)
class ColourClass:
    """The train or ship routes of one colour, by length, and what hands can claim of them."""

    ship: bool
    color: int
    lengths: tuple[tuple[int, tuple[Route, ...]], ...]
    gray_lengths: tuple[int, ...]
    """The lengths of the gray routes of the same kind (train or ship)."""
    kinds: tuple[int, int]
    """The two card kinds of this colour that count (plain/anchor trains, single/double)."""
    ready: dict[Counts, tuple[tuple[tuple[int, tuple[Ready, ...]], ...], int]] = field(
        default_factory=dict
    )
    """Per counts: (length, the routes of that length with their claims) where payable, and
    an id of the payment-set ids of the gray lengths (``_GRAY_BY_ID``)."""

    def payments(self, length: int, counts: Counts) -> Payments:
        """The payments of a route of this colour and ``length`` from these counts."""
        a, b, wild = counts
        if self.ship:
            return _ship(
                self.color, length, min(a, length), min(b, (length + 1) // 2), min(wild, length)
            )
        return _train(self.color, length, min(a, length), min(b, length), min(wild, length))

    def learn(self, counts: Counts) -> tuple[tuple[tuple[int, tuple[Ready, ...]], ...], int]:
        ready = []
        for length, routes in self.lengths:
            payments = self.payments(length, counts)
            if payments:
                ready.append((length, _claims(routes, payments)))
        ids = []
        for length in self.gray_lengths:
            payments = self.payments(length, counts)
            ids.append(_interned(payments) if payments else -1)
        key = tuple(ids)
        gid = _GRAY_IDS.get(key)
        if gid is None:
            gid = _GRAY_IDS[key] = len(_GRAY_BY_ID)
            _GRAY_BY_ID.append(key)
        self.ready[counts] = result = (tuple(ready), gid)
        return result


_GRAY_IDS: dict[tuple[int, ...], int] = {}
_GRAY_BY_ID: list[tuple[int, ...]] = []
"""Tuples of payment-set ids (one per gray length) and their ids."""


@dataclass(frozen=True, slots=True)
class GrayClass:
    """The gray train or ship routes, by length."""

    lengths: tuple[tuple[int, tuple[Route, ...]], ...]
    ready: dict[tuple[int, ...], tuple[tuple[int, tuple[Ready, ...]], ...]] = field(
        default_factory=dict
    )
    """Per combination of the colours' gray ids: (length, the routes with their claims)."""

    def learn(self, colours: tuple[int, ...]) -> tuple[tuple[int, tuple[Ready, ...]], ...]:
        per_colour = [_GRAY_BY_ID[gid] for gid in colours]
        ready = []
        for at, (length, routes) in enumerate(self.lengths):
            merged = {p for ids in per_colour if ids[at] >= 0 for p in _BY_ID[ids[at]]}
            if merged:
                ready.append((length, _claims(routes, tuple(sorted(merged)))))
        if len(self.ready) >= GRAY_MEMO_MAX:  # combinations of colours: keep memory bounded
            self.ready.clear()
        self.ready[colours] = result = tuple(ready)
        return result


@dataclass(frozen=True, slots=True)
class ClaimTables:
    """The routes of one map by class."""

    colours: tuple[tuple[ColourClass, int, int, bool], ...]
    """(class, hand index of its first kind, of its second kind, ship?)."""
    trains: tuple[tuple[dict[Counts, Any], Callable[[Counts], Any], int, int, bool], ...]
    ships: tuple[tuple[dict[Counts, Any], Callable[[Counts], Any], int, int, bool], ...]
    """Per kind, per colour: (memo, its learn method, first kind, second kind, gray routes?)."""
    gray: tuple[GrayClass, GrayClass]
    paired: tuple[tuple[int, int, Route, dict[int, tuple[Claim, ...]]], ...]
    """(pair-spaces, colour, route, its claim moves per payment-set id)."""


_TABLES: dict[int, tuple[WorldMap, ClaimTables]] = {}
GRAY_MEMO_MAX = 1 << 15


def _by_length(routes: list[tuple[int, Route]]) -> tuple[tuple[int, tuple[Route, ...]], ...]:
    lengths = sorted({length for length, _ in routes})
    return tuple((n, tuple(r for length, r in routes if length == n)) for n in lengths)


def tables(world: WorldMap) -> ClaimTables:
    """The claim tables of ``world`` (built once per map)."""
    entry = _TABLES.get(id(world))
    if entry is not None and entry[0] is world:
        return entry[1]
    coloured: dict[tuple[bool, int], list[tuple[int, Route]]] = {
        (ship, c): [] for ship in (False, True) for c in range(NCOL)
    }
    gray: list[list[tuple[int, Route]]] = [[], []]
    paired: list[tuple[int, int, Route, dict[int, tuple[Claim, ...]]]] = []
    for route in world.routes:
        ref: Route = (route.index, route.id, route.twin)
        if route.pairs:
            paired.append((route.pairs, route.color, ref, {}))
        elif route.color < 0:
            gray[route.ship].append((route.length, ref))
        else:
            coloured[route.ship, route.color].append((route.length, ref))
    grays = (GrayClass(_by_length(gray[0])), GrayClass(_by_length(gray[1])))
    colours = []
    for (ship, c), routes in coloured.items():
        kinds = (SINGLE + c, DOUBLE + c) if ship else (c, ANCHOR + c)
        lengths = tuple(n for n, _ in grays[ship].lengths)
        colours.append((ColourClass(ship, c, _by_length(routes), lengths, kinds), *kinds, ship))
    fast = [
        tuple(
            (c.ready, c.learn, a, b, bool(c.gray_lengths))
            for c, a, b, kind in colours
            if kind == ship
        )
        for ship in (False, True)
    ]
    built = ClaimTables(tuple(colours), fast[0], fast[1], grays, tuple(paired))
    _TABLES[id(world)] = (world, built)
    return built


# -- payment sets, cached on capped counts (the same results as payments.route_payments) ------


def _hand(counts: dict[int, int]) -> list[int]:
    hand = [0] * 25
    for kind, count in counts.items():
        hand[kind] = count
    return hand


@lru_cache(maxsize=1 << 14)
def _train(color: int, length: int, plain: int, anchor: int, wild: int) -> Payments:
    hand = _hand({color: plain, ANCHOR + color: anchor, WILD: wild})
    return route_payments(hand, False, color, length, 0)


@lru_cache(maxsize=1 << 14)
def _ship(color: int, length: int, single: int, double: int, wild: int) -> Payments:
    hand = _hand({SINGLE + color: single, DOUBLE + color: double, WILD: wild})
    return route_payments(hand, True, color, length, 0)


@lru_cache(maxsize=1 << 16)
def _paired(pairs: int, color: int, key: tuple[int, ...]) -> int:
    payments = route_payments(list(key) + [0] * 12, False, color, pairs, pairs)
    return _interned(payments) if payments else -1


# -- the moves -----------------------------------------------------------------------------


def claim_moves(state: RailsSailsState, seat: int, moves: list[Move]) -> None:
    """Append every legal claim of ``seat`` to ``moves``, routes in map order."""
    tab = tables(state.world)
    hand = state.hands[seat]
    owner = state.owner
    small = state.num_players <= 3
    markers = (state.trains[seat], state.ships[seat])
    wild = hand[WILD]
    found: list[tuple[int, tuple[Claim, ...]]] = []
    gray_ids: tuple[list[int], list[int]] = ([], [])
    for kind, classes in enumerate((tab.trains, tab.ships)):
        most = markers[kind]
        grays = gray_ids[kind]
        for memo, learn, first, second, has_gray in classes:
            counts = (hand[first], hand[second], wild)
            entry = memo.get(counts)
            if entry is None:
                entry = learn(counts)
            ready, gid = entry
            if has_gray:
                grays.append(gid)
            for length, routes in ready:
                if length > most:
                    break
                for index, twin, claims in routes:
                    if owner[index] < 0 and (
                        twin < 0 or (owner[twin] != seat and not (small and owner[twin] >= 0))
                    ):
                        found.append((index, claims))
    for kind in (0, 1):
        gray = tab.gray[kind]
        if not gray.lengths:
            continue
        key = tuple(gray_ids[kind])
        gray_ready = gray.ready.get(key)
        if gray_ready is None:
            gray_ready = gray.learn(key)
        most = markers[kind]
        for length, routes in gray_ready:
            if length > most:
                break
            for index, twin, claims in routes:
                if owner[index] < 0 and (
                    twin < 0 or (owner[twin] != seat and not (small and owner[twin] >= 0))
                ):
                    found.append((index, claims))
    if tab.paired:
        train_cards = sum(hand[:SINGLE])
        capped: dict[int, tuple[int, ...]] = {}
        for pairs, color, (index, rid, twin), cache in tab.paired:
            need = 2 * pairs
            if train_cards < need or markers[0] < pairs or owner[index] >= 0:
                continue
            if twin >= 0 and (owner[twin] == seat or (small and owner[twin] >= 0)):
                continue
            cards = capped.get(need)
            if cards is None:
                cards = capped[need] = tuple([min(c, need) for c in hand[:SINGLE]])
            pid = _paired(pairs, color, cards)
            if pid >= 0:
                paid = cache.get(pid)
                if paid is None:
                    paid = cache[pid] = tuple(Claim(rid, p) for p in _BY_ID[pid])
                found.append((index, paid))
    found.sort()  # by route index (unique, so the claims are never compared)
    for _, claims in found:
        moves += claims
