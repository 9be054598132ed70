"""Fulfilling contracts (seed 000, "Выполнение контрактов", "Правила выполнения контрактов",
"Торговец", "Золотые слитки", "Капитан"; RULINGS.md, Packet Row).

A fulfilment is built in small steps (``moves.py``) and completed with ``done``:

1. ``ship X`` picks a ship; ``captain C d`` may send it elsewhere (before its first contract);
   ``contract K`` loads contracts onto it: all contracts on one ship share its destination.
2. ``ship Y`` adds another ship (the previous one carries at least one contract).
3. ``use G`` puts goods or gold cards in, ``merchant M G t`` changes a goods card's type.
4. ``done`` pays every contract when the cards put in cover them; all the cards are discarded.

Goods are pooled over the whole fulfilment: a card may be split across contracts and across
ships ("Товары с одной карточки могут быть использованы для загрузки разных кораблей"), and what
is left over is lost. A single gold bar is one unit of any goods, a double bar two units of one
type. Every step keeps the fulfilment completable with the cards in hand (there is no undo),
so a started fulfilment always ends with ``done``. Alike cards (ships to one country, goods of
one type and amount, captains, merchants, gold bars of one size) are interchangeable: only the
lowest-numbered one is offered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row.components import (
    CAPTAIN,
    CONTRACT,
    DESTINATION_NAMES,
    GOLD1,
    GOLD2,
    GOODS,
    GOODS_CARD,
    MERCHANT,
    SHIP,
    Components,
    card_code,
)
from seaboard.games.packet_row.moves import DONE_MOVE, Act

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

NUM_GOODS = len(GOODS)


class Fulfilment:
    """A fulfilment in progress: its ships (with effective destination, captain and
    contracts), the goods and gold cards put in, merchant conversions and merchants used."""

    __slots__ = ("captains", "contracts", "conv", "dests", "merchants", "owner", "ships", "used")

    def __init__(self, owner: int) -> None:
        self.owner = owner
        self.ships: list[int] = []
        self.dests: list[int] = []
        self.captains: list[int] = []
        self.contracts: list[list[int]] = []
        self.used: list[int] = []
        self.conv: dict[int, int] = {}
        self.merchants: list[int] = []

    def copy(self) -> Fulfilment:
        twin = Fulfilment(self.owner)
        twin.ships = self.ships[:]
        twin.dests = self.dests[:]
        twin.captains = self.captains[:]
        twin.contracts = [c[:] for c in self.contracts]
        twin.used = self.used[:]
        twin.conv = dict(self.conv)
        twin.merchants = self.merchants[:]
        return twin

    def all_contracts(self) -> list[int]:
        return [k for group in self.contracts for k in group]

    def cards(self) -> list[int]:
        """Every card this fulfilment will discard."""
        captains = [c for c in self.captains if c >= 0]
        return [*self.ships, *captains, *self.all_contracts(), *self.used, *self.merchants]


# -- the pooled goods check -------------------------------------------------------------------


def covered(req: list[int], supply: list[int], g1: int, g2: int) -> bool:
    """Whether ``supply`` per goods type plus ``g1`` single and ``g2`` double gold bars meet
    ``req``. Doubles go first where two units are missing, then to single missing units."""
    pairs = odds = 0
    for t in range(NUM_GOODS):
        gap = req[t] - supply[t]
        if gap > 0:
            pairs += gap >> 1
            odds += gap & 1
    if pairs == 0 and odds == 0:
        return True
    use = min(g2, pairs)
    left = g2 - use
    singles = 2 * (pairs - use) + odds - min(left, odds)
    return singles <= g1


def feasible(
    req: list[int], supply: list[int], free: list[tuple[int, int]], m: int, g1: int, g2: int
) -> bool:
    """Whether ``req`` can be met: ``supply`` counts every goods unit at its present type,
    ``free`` lists the (type, amount) of cards a merchant may still convert, ``m`` merchants."""
    if covered(req, supply, g1, g2):
        return True
    if m == 0 or not free:
        return False
    short = [t for t in range(NUM_GOODS) if req[t] > supply[t]]
    tried: set[tuple[int, int]] = set()
    for i, card in enumerate(free):
        if card in tried:
            continue
        tried.add(card)
        kind, amount = card
        rest = free[:i] + free[i + 1 :]
        for target in short:
            if target == kind:
                continue
            supply[kind] -= amount
            supply[target] += amount
            ok = feasible(req, supply, rest, m - 1, g1, g2)
            supply[kind] += amount
            supply[target] -= amount
            if ok:
                return True
    return False


def requirement(comps: Components, contracts: list[int]) -> list[int]:
    req = [0] * NUM_GOODS
    for k in contracts:
        req[comps.goods[k]] += comps.amount[k]
    return req


def _goods_type(comps: Components, fx: Fulfilment | None, card: int) -> int:
    if fx is not None and card in fx.conv:
        return fx.conv[card]
    return comps.goods[card]


Stock = tuple[list[int], list[tuple[int, int]], int, int, int]
"""What a hand can put into a fulfilment: goods units per type, the (type, amount) of goods
cards a merchant may still change, single bars, double bars, merchants left."""


def stock(state: PacketRowState, seat: int, fx: Fulfilment | None) -> Stock:
    """The goods, gold and merchants of ``seat`` (conversions made in ``fx`` are fixed)."""
    comps = state.comps
    kinds = comps.kind
    goods = comps.goods
    amounts = comps.amount
    supply = [0] * NUM_GOODS
    free: list[tuple[int, int]] = []
    g1 = g2 = m = 0
    conv = fx.conv if fx is not None else {}
    used_merchants = fx.merchants if fx is not None else []
    for card in state.hands[seat]:
        kind = kinds[card]
        if kind == GOODS_CARD:
            if card in conv:
                supply[conv[card]] += amounts[card]
            else:
                t = goods[card]
                supply[t] += amounts[card]
                free.append((t, amounts[card]))
        elif kind == GOLD1:
            g1 += 1
        elif kind == GOLD2:
            g2 += 1
        elif kind == MERCHANT and card not in used_merchants:
            m += 1
    return supply, free, g1, g2, m


def meets(comps: Components, have: Stock, contracts: list[int]) -> bool:
    """Whether the stock ``have`` can meet ``contracts`` together."""
    supply, free, g1, g2, m = have
    return feasible(requirement(comps, contracts), supply, free, m, g1, g2)


def can_meet(state: PacketRowState, seat: int, fx: Fulfilment | None, contracts: list[int]) -> bool:
    """Whether ``contracts`` can be met with every goods, gold and merchant card of ``seat``
    (conversions already made in ``fx`` are fixed)."""
    return meets(state.comps, stock(state, seat, fx), contracts)


def committed_cover(state: PacketRowState, fx: Fulfilment) -> tuple[list[int], list[int], bool]:
    """(requirement, goods supplied, whether the cards put in cover the contracts)."""
    comps = state.comps
    req = requirement(comps, fx.all_contracts())
    supply = [0] * NUM_GOODS
    g1 = g2 = 0
    for card in fx.used:
        kind = comps.kind[card]
        if kind == GOODS_CARD:
            supply[_goods_type(comps, fx, card)] += comps.amount[card]
        elif kind == GOLD1:
            g1 += 1
        else:
            g2 += 1
    return req, supply, covered(req, supply, g1, g2)


# -- which steps are legal --------------------------------------------------------------------


def _alike_key(comps: Components, card: int) -> tuple[int, int, int]:
    kind = comps.kind[card]
    if kind == SHIP:
        return (kind, comps.destination[card], 0)
    if kind == GOODS_CARD:
        return (kind, comps.goods[card], comps.amount[card])
    if kind in (GOLD1, GOLD2, CAPTAIN, MERCHANT):
        return (kind, 0, 0)
    return (kind, card, 0)


def first_alike(comps: Components, cards: list[int]) -> list[int]:
    """The lowest-numbered card of each group of interchangeable cards (cards are sorted)."""
    seen: set[tuple[int, int, int]] = set()
    result = []
    for card in cards:
        key = _alike_key(comps, card)
        if key not in seen:
            seen.add(key)
            result.append(card)
    return result


def _spare_captain(state: PacketRowState, seat: int, fx: Fulfilment | None) -> int:
    comps = state.comps
    used = fx.captains if fx is not None else []
    for card in state.hands[seat]:
        if comps.kind[card] == CAPTAIN and card not in used:
            return card
    return -1


def _ship_has_cargo(
    state: PacketRowState, seat: int, fx: Fulfilment | None, dest: int, captain: bool
) -> bool:
    """Whether some contract in hand could go on a ship to ``dest`` (or anywhere, with a
    captain) together with the contracts already chosen."""
    comps = state.comps
    chosen = fx.all_contracts() if fx is not None else []
    for card in state.hands[seat]:
        if comps.kind[card] != CONTRACT or card in chosen:
            continue
        if (captain or comps.destination[card] == dest) and can_meet(
            state, seat, fx, [*chosen, card]
        ):
            return True
    return False


def ship_moves(state: PacketRowState, seat: int, fx: Fulfilment | None) -> list[Act]:
    """``ship X`` moves: start a fulfilment, or add a ship to one whose last ship is loaded."""
    ships = state.ships[seat]
    if not ships or (fx is not None and not fx.contracts[-1]):
        return []
    comps = state.comps
    kind = comps.kind
    chosen = fx.all_contracts() if fx is not None else []
    contracts = [c for c in state.hands[seat] if kind[c] == CONTRACT and c not in chosen]
    if not contracts:
        return []
    taken = fx.ships if fx is not None else []
    captain = _spare_captain(state, seat, fx) >= 0
    destination = comps.destination
    have: Stock | None = None
    known: dict[int, bool] = {}
    moves = []
    for ship in first_alike(comps, [s for s in ships if s not in taken]):
        dest = destination[ship]
        for card in contracts:
            if captain or destination[card] == dest:
                ok = known.get(card)
                if ok is None:
                    if have is None:
                        have = stock(state, seat, fx)
                    ok = known[card] = meets(comps, have, [*chosen, card])
                if ok:
                    moves.append(mv.CARD_MOVES[mv.SHIP][ship])
                    break
    return moves


def fulfil_moves(state: PacketRowState, fx: Fulfilment) -> list[Act]:
    """The legal steps of the fulfilment in progress, in a fixed order."""
    comps = state.comps
    seat = fx.owner
    hand = state.hands[seat]
    dest = fx.dests[-1]
    chosen = fx.all_contracts()
    moves: list[Act] = []
    if not fx.contracts[-1]:
        # An empty ship: a captain may redirect it, then contracts are loaded.
        captain = _spare_captain(state, seat, fx)
        if captain >= 0 and fx.captains[-1] < 0:
            for d in range(len(DESTINATION_NAMES)):
                if d != dest and _ship_has_cargo(state, seat, fx, d, False):
                    moves.append(Act(mv.CAPTAIN, captain, d))
    have = stock(state, seat, fx)
    for card in hand:
        if (
            comps.kind[card] == CONTRACT
            and card not in chosen
            and comps.destination[card] == dest
            and meets(comps, have, [*chosen, card])
        ):
            moves.append(mv.CARD_MOVES[mv.CONTRACT][card])
    if not fx.contracts[-1]:
        return moves
    moves.extend(ship_moves(state, seat, fx))
    req, supply, done = committed_cover(state, fx)
    if not done:
        spare = [c for c in hand if c not in fx.used]
        for card in first_alike(comps, spare):
            kind = comps.kind[card]
            if (kind == GOODS_CARD and supply[comps.goods[card]] < req[comps.goods[card]]) or (
                kind in (GOLD1, GOLD2)
            ):
                moves.append(mv.CARD_MOVES[mv.USE][card])
        merchant = next(
            (c for c in hand if comps.kind[c] == MERCHANT and c not in fx.merchants), -1
        )
        if merchant >= 0:
            # Alike cards give alike results, separately among those put in and the rest.
            free = [c for c in hand if comps.kind[c] == GOODS_CARD and c not in fx.conv]
            targets = first_alike(comps, [c for c in free if c in fx.used]) + first_alike(
                comps, [c for c in free if c not in fx.used]
            )
            for card in targets:
                for t in range(NUM_GOODS):
                    if t == comps.goods[card] or req[t] == 0 or supply[t] >= req[t]:
                        continue
                    fx.conv[card] = t
                    fx.merchants.append(merchant)
                    ok = can_meet(state, seat, fx, chosen)
                    fx.merchants.pop()
                    del fx.conv[card]
                    if ok:
                        moves.append(Act(mv.MERCHANT, merchant, card, t))
    else:
        moves.append(DONE_MOVE)
    return moves


def apply_step(state: PacketRowState, move: Act) -> None:
    """Carry out a fulfilment step (``ship`` may start the fulfilment)."""
    verb = move.verb
    comps = state.comps
    fx = state.fx
    if verb == mv.SHIP:
        if fx is None:
            fx = state.fx = Fulfilment(state.to_move())
        fx.ships.append(move.a)
        fx.dests.append(comps.destination[move.a])
        fx.captains.append(-1)
        fx.contracts.append([])
        return
    assert fx is not None
    if verb == mv.CAPTAIN:
        fx.captains[-1] = move.a
        fx.dests[-1] = move.b
    elif verb == mv.CONTRACT:
        fx.contracts[-1].append(move.a)
    elif verb == mv.USE:
        fx.used.append(move.a)
    elif verb == mv.MERCHANT:
        fx.merchants.append(move.a)
        fx.conv[move.b] = move.c
        if move.b not in fx.used:
            fx.used.append(move.b)
    elif verb == mv.DONE:
        seat = fx.owner
        for card in fx.all_contracts():
            state.money[seat] += comps.payout[card]
        hand = state.hands[seat]
        for card in fx.cards():
            if comps.kind[card] == SHIP:
                state.ships[seat].remove(card)
            else:
                hand.remove(card)
            state.discard_card(card)
        state.fx = None


def explain(state: PacketRowState, move: Act) -> str:
    """Why a fulfilment step is not legal now (for ``illegal_reason``)."""
    comps = state.comps
    fx = state.fx
    seat = fx.owner if fx is not None else state.to_move()
    verb = move.verb
    if verb == mv.SHIP:
        if move.a not in state.ships[seat]:
            return f"{card_code(move.a)} is not one of your ships"
        if fx is not None and not fx.contracts[-1]:
            return "load a contract onto the current ship before adding another ship"
        taken = fx.ships if fx is not None else []
        lower = _lower_alike(comps, move.a, [c for c in state.ships[seat] if c not in taken])
        if lower >= 0:
            return _alike_reason(move.a, lower, "ship")
        dest = DESTINATION_NAMES[comps.destination[move.a]]
        return f"no contract in your hand can be fulfilled with ship {card_code(move.a)} to {dest}"
    if fx is None:
        return "start a fulfilment with 'ship X' first"
    if verb == mv.CONTRACT:
        card = move.a
        if card not in state.hands[seat] or comps.kind[card] != CONTRACT:
            return f"{card_code(card)} is not a contract in your hand"
        if card in fx.all_contracts():
            return f"{card_code(card)} is already loaded"
        if comps.destination[card] != fx.dests[-1]:
            return (
                f"contract {card_code(card)} goes to {DESTINATION_NAMES[comps.destination[card]]}"
                f" but the ship sails to {DESTINATION_NAMES[fx.dests[-1]]}: all contracts on one"
                " ship share one destination"
            )
        return f"not enough goods to fulfil {card_code(card)} with the contracts already loaded"
    if verb == mv.DONE:
        req, supply, _ = committed_cover(state, fx)
        if not fx.contracts[-1]:
            return "the last ship carries no contract"
        missing = ", ".join(
            f"{supply[t]} of {req[t]} {GOODS[t]}" for t in range(NUM_GOODS) if req[t]
        )
        return f"the cards put in do not cover the contracts ({missing}, plus gold)"
    if verb == mv.CAPTAIN:
        return "a captain redirects an empty ship to a country some contract goes to"
    if verb == mv.MERCHANT:
        return "a merchant changes one goods card to a type still missing, if all stays possible"
    if verb == mv.USE:
        return _explain_use(state, fx, move.a)
    return f"'{move}' is not a legal fulfilment step now"


def _explain_use(state: PacketRowState, fx: Fulfilment, card: int) -> str:
    comps = state.comps
    kind = comps.kind[card]
    if card not in state.hands[fx.owner] or kind not in (GOODS_CARD, GOLD1, GOLD2):
        return f"{card_code(card)} is not a goods card or gold bar in your hand"
    if card in fx.used:
        return f"{card_code(card)} is already put in"
    if not fx.contracts[-1]:
        return "load a contract onto the ship first"
    req, supply, done = committed_cover(state, fx)
    if done:
        return "the cards put in already cover the contracts: 'done'"
    if kind == GOODS_CARD and supply[comps.goods[card]] >= req[comps.goods[card]]:
        return f"no more {GOODS[comps.goods[card]]} is needed (a merchant may change the card)"
    lower = _lower_alike(comps, card, [c for c in state.hands[fx.owner] if c not in fx.used])
    if lower >= 0:
        return _alike_reason(card, lower, "use")
    return f"{card_code(card)} is not needed for the contracts loaded"


def _lower_alike(comps: Components, card: int, pool: list[int]) -> int:
    """The lowest-numbered card of ``pool`` alike to ``card`` and below it, or -1."""
    key = _alike_key(comps, card)
    return next((c for c in sorted(pool) if c < card and _alike_key(comps, c) == key), -1)


def _alike_reason(card: int, lower: int, verb: str) -> str:
    """Alike cards give alike results, so only the lowest-numbered one is offered."""
    return (
        f"{card_code(card)} is alike to {card_code(lower)}, which goes first:"
        f" '{verb} {card_code(lower)}' does the same"
    )
