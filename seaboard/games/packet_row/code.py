"""The Packet Row position code: one line holding the whole state, and a readable board.

Fields are separated by ``|``::

    packet_row|players|options|phase|round|harbor master|active board|chosen boards|asked seat|
    final offset|short boards|end reason|money|figures|hands|ships|decks|current|future|
    discards|box|queue|fulfilment

``options`` and ``end reason`` are URL-quoted JSON/text. Card lists are card ids joined by
``.``, one list per seat/board/pile joined by ``,``; an empty supply slot is ``_``. ``chosen``
and ``short`` are 4-bit masks (bit i = board i). ``figures`` are per seat: -1 (none), or
10 * board + slot (slot 5, 6: the future supply). ``queue`` items are a letter (``P`` first
player, ``X`` remove, ``D`` deal, ``F`` future, ``C`` current, ``R`` refill, ``S`` start of
round, ``E`` end of round) and a number. ``fulfilment`` is ``-`` or
``owner/ship:dest:captain:contracts;.../used/card=goods.../merchants``.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING
from urllib.parse import quote, unquote

from seaboard.core.codefields import number, refuse
from seaboard.core.errors import InvalidCodeError, SeaboardError
from seaboard.core.options import options_to_json
from seaboard.games.packet_row.components import (
    BOARD_NAMES,
    CAPTAIN,
    CONTRACT,
    DESTINATIONS,
    GOLD1,
    GOLD2,
    GOODS,
    GOODS_CARD,
    MERCHANT,
    NUM_CARDS,
    SHIP,
    START_DECK,
    card_code,
    card_index,
    deck_of,
)
from seaboard.games.packet_row.constants import (
    CHOOSE,
    CURRENT_SIZE,
    FINAL,
    FORCED,
    FUTURE_SIZE,
    HARBOR,
    OFFER,
    OVER,
    PHASES,
    Q_CURRENT,
    Q_DEAL,
    Q_FIRST,
    Q_FUTURE,
    Q_REMOVE,
    QUEUE_LETTERS,
    REFILL,
    REMOVED_WITH_TWO,
    SETUP,
    SHORT_BOARDS_TO_END,
)
from seaboard.games.packet_row.fulfil import Fulfilment

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState

PREFIX = "packet_row"
NUM_FIELDS = 23


def _cards(cards: list[int]) -> str:
    return ".".join("_" if c < 0 else card_code(c) for c in cards)


def _lists(lists: list[list[int]]) -> str:
    return ",".join(_cards(cards) for cards in lists)


def encode(st: PacketRowState) -> str:
    options = json.dumps(options_to_json(st.options), sort_keys=True, separators=(",", ":"))
    fields = [
        PREFIX,
        str(st.num_players),
        quote(options, safe=""),
        PHASES[st.phase],
        str(st.round),
        str(st.hm),
        str(st.active),
        str(st.chosen),
        str(st.ask),
        str(st.fin),
        str(st.short),
        quote(st.reason, safe=""),
        ",".join(map(str, st.money)),
        ",".join(map(str, st.figures)),
        _lists(st.hands),
        _lists(st.ships),
        _lists(st.decks),
        _lists(st.current),
        _lists(st.future),
        _lists(st.discards),
        _cards(st.box),
        ".".join(f"{QUEUE_LETTERS[k]}{a}" for k, a in st.queue),
        _encode_fx(st.fx),
    ]
    return "|".join(fields)


def _encode_fx(fx: Fulfilment | None) -> str:
    if fx is None:
        return "-"
    ships = ";".join(
        f"{card_code(s)}:{DESTINATIONS[d]}:{card_code(c) if c >= 0 else '_'}:{_cards(k)}"
        for s, d, c, k in zip(fx.ships, fx.dests, fx.captains, fx.contracts, strict=True)
    )
    conv = ".".join(f"{card_code(c)}={GOODS[t]}" for c, t in sorted(fx.conv.items()))
    return f"{fx.owner}/{ships}/{_cards(fx.used)}/{conv}/{_cards(fx.merchants)}"


def _card_list(text: str, slots: bool = False) -> list[int]:
    if not text:
        return []
    result = []
    for token in text.split("."):
        if slots and token == "_":
            result.append(-1)
            continue
        index = card_index(token)
        if index is None:
            raise InvalidCodeError(f"'{token}' is not a card id")
        result.append(index)
    return result


def _lists_of(text: str, count: int, what: str, slots: bool = False) -> list[list[int]]:
    parts = text.split(",")
    if len(parts) != count:
        raise InvalidCodeError(f"expected {count} {what} lists, got {len(parts)}")
    return [_card_list(part, slots) for part in parts]


def _ints(text: str, count: int, what: str) -> list[int]:
    parts = text.split(",")
    if len(parts) != count:
        raise InvalidCodeError(f"expected {count} {what} values, got {len(parts)}")
    return [number(p, what, -1, 10**6) for p in parts]


def _decode_fx(text: str) -> Fulfilment | None:
    if text == "-":
        return None
    owner, ships, used, conv, merchants = text.split("/")
    fx = Fulfilment(number(owner, "fulfilment owner", 0, 4))
    for part in ships.split(";"):
        ship, dest, captain, contracts = part.split(":")
        fx.ships.append(_card_list(ship)[0])
        fx.dests.append(DESTINATIONS.index(dest))
        fx.captains.append(-1 if captain == "_" else _card_list(captain)[0])
        fx.contracts.append(_card_list(contracts))
    fx.used = _card_list(used)
    for item in conv.split(".") if conv else []:
        card, goods = item.split("=")
        fx.conv[_card_list(card)[0]] = GOODS.index(goods)
    fx.merchants = _card_list(merchants)
    return fx


def decode(text: str) -> PacketRowState:
    """Read a position code; ``InvalidCodeError`` says what is wrong."""
    from seaboard.games.packet_row.state import PacketRowState

    if not isinstance(text, str):
        raise InvalidCodeError("a position code is text")
    fields = text.strip().split("|")
    if len(fields) != NUM_FIELDS or fields[0] != PREFIX:
        raise InvalidCodeError(
            f"a Packet Row code has {NUM_FIELDS} fields separated by '|' and starts with '{PREFIX}'"
        )
    try:
        return _decode_fields(PacketRowState, fields)
    except InvalidCodeError:
        raise
    except SeaboardError as error:
        raise InvalidCodeError(f"bad options in the code: {error}") from None
    except (ValueError, IndexError, KeyError, TypeError) as error:
        raise InvalidCodeError(f"malformed Packet Row code ({error})") from None


def _decode_fields(cls: type[PacketRowState], fields: list[str]) -> PacketRowState:
    from seaboard.games.packet_row import SPEC

    n = number(fields[1], "players", 0, 9)
    if n not in CURRENT_SIZE:
        raise InvalidCodeError(f"Packet Row is for 2-5 players, not {n}")
    options = SPEC.make_options(json.loads(unquote(fields[2])))
    st = cls(n, options, blank=True)
    if fields[3] not in PHASES:
        raise refuse("phase", fields[3], "one of " + ", ".join(PHASES))
    st.phase = PHASES.index(fields[3])
    names = ("round", "harbor master", "active board", "chosen", "asked seat", "final", "short")
    values = [number(f, name, -1, 10**6) for f, name in zip(fields[4:11], names, strict=True)]
    st.round, st.hm, st.active, st.chosen, st.ask, st.fin, st.short = values
    st.reason = unquote(fields[11])
    st.money = _ints(fields[12], n, "money")
    st.figures = _ints(fields[13], n, "figure")
    st.hands = _lists_of(fields[14], n, "hand")
    st.ships = _lists_of(fields[15], n, "ship")
    st.decks = _lists_of(fields[16], 5, "deck")
    st.current = _lists_of(fields[17], 4, "current supply", slots=True)
    st.future = _lists_of(fields[18], 4, "future supply", slots=True)
    st.discards = _lists_of(fields[19], 5, "discard")
    st.box = _card_list(fields[20])
    st.queue = []
    for item in fields[21].split(".") if fields[21] else []:
        if not item or item[0] not in QUEUE_LETTERS:
            raise refuse("queue", item, "a letter of " + QUEUE_LETTERS + " and a number")
        st.queue.append((QUEUE_LETTERS.index(item[0]), number(item[1:], "queue", 0, 99)))
    st.fx = _decode_fx(fields[22])
    _check(st)
    return st


def _check(st: PacketRowState) -> None:
    n = st.num_players
    if not 0 <= st.hm < n or not -1 <= st.ask < n or not -1 <= st.active < 4:
        raise InvalidCodeError("a seat or board number is out of range")
    if any(len(c) != CURRENT_SIZE[n] for c in st.current):
        raise InvalidCodeError(f"each current supply has {CURRENT_SIZE[n]} slots")
    if any(len(f) != FUTURE_SIZE for f in st.future):
        raise InvalidCodeError(f"each future supply has {FUTURE_SIZE} slots")
    seen = [0] * NUM_CARDS
    places = [*st.hands, *st.ships, *st.decks, *st.current, *st.future, *st.discards, st.box]
    for place in places:
        for card in place:
            if card >= 0:
                seen[card] += 1
    wrong = [card_code(c) for c in range(NUM_CARDS) if seen[c] != 1]
    if wrong:
        raise InvalidCodeError(f"every card must be in exactly one place: {', '.join(wrong[:5])}")
    if any(m < 0 for m in st.money) or not 0 <= st.chosen < 16 or not 0 <= st.short < 16:
        raise InvalidCodeError("money, chosen or short boards out of range")
    if not 1 <= st.round <= st.options.max_rounds or not 0 <= st.fin <= n:
        raise InvalidCodeError("the round or the final offset is out of range")
    if st.options.first_seat is not None and st.options.first_seat >= n:
        raise InvalidCodeError(f"option 'first_seat' must be a seat 0..{n - 1}")
    _check_places(st)
    _check_figures(st)
    _check_phase(st)
    _check_queue(st)
    _check_fulfilment(st)


def _check_places(st: PacketRowState) -> None:
    """Every card lies where it can be: a deck's cards in its own deck, supplies and discard
    pile, ships in front of a player, other cards in hands, removed cards only with 2 players."""
    kind = st.comps.kind
    for deck in range(5):
        piles = [st.decks[deck], st.discards[deck]]
        if deck < 4:
            piles += [st.current[deck], st.future[deck]]
        for pile in piles:
            stray = [card_code(c) for c in pile if c >= 0 and deck_of(c) != deck]
            if stray:
                raise InvalidCodeError(f"{', '.join(stray[:5])} cannot lie on pile {deck}")
    for seat in range(st.num_players):
        if any(kind[c] != SHIP for c in st.ships[seat]):
            raise InvalidCodeError(f"seat {seat} has a card that is not a ship among its ships")
        if any(kind[c] == SHIP for c in st.hands[seat]):
            raise InvalidCodeError(f"seat {seat} holds a ship in hand (ships lie in front)")
        if _starting_contracts(st, seat) > 1:
            raise InvalidCodeError(f"seat {seat} holds more than one starting contract")
    per_deck = [0] * 5
    for card in st.box:
        per_deck[deck_of(card)] += 1
    if st.box and (st.num_players != 2 or per_deck[START_DECK]):
        raise InvalidCodeError("cards are removed unseen only with 2 players, from the 4 decks")
    if max(per_deck) > REMOVED_WITH_TWO:
        raise InvalidCodeError(f"at most {REMOVED_WITH_TWO} cards of a deck are removed")


def _check_figures(st: PacketRowState) -> None:
    """Figures stand on distinct emptied slots of chosen boards; never the harbor master's."""
    n = st.num_players
    placed = [f for f in st.figures if f != -1]
    if len(set(placed)) != len(placed) or st.figures[st.hm] != -1:
        raise InvalidCodeError("two figures on one slot, or a figure of the harbor master")
    for f in placed:
        board, slot = divmod(f, 10)
        if not 0 <= board < 4 or not (0 <= slot < CURRENT_SIZE[n] or slot in (5, 6)):
            raise InvalidCodeError("a figure is not on a supply slot")
        card = st.current[board][slot] if slot < 5 else st.future[board][slot - 5]
        if card != -1 or not st.chosen >> board & 1:
            raise InvalidCodeError("a figure stands on a card or on a board not chosen")


def _check_phase(st: PacketRowState) -> None:
    """The phase agrees with the seats, the figures and the short boards."""
    n = st.num_players
    if st.phase == OFFER and (not 0 <= st.ask < n or st.ask == st.hm):
        raise InvalidCodeError("an offer needs an asked seat other than the harbor master")
    if st.phase in (OFFER, HARBOR, FORCED) and not (
        0 <= st.active < 4 and st.chosen >> st.active & 1
    ):
        raise InvalidCodeError("an offer needs an active board, chosen this round")
    if st.phase == OFFER and st.figures[st.ask] != -1:
        raise InvalidCodeError("the asked seat has already taken a card this round")
    if st.phase == FINAL and not 0 <= st.fin < n:
        raise InvalidCodeError("the final phase needs a seat offset 0..n-1")
    if not st.queue and st.phase in (SETUP, REFILL):
        raise InvalidCodeError("setup and refill phases wait for chance draws")
    # seed 000, "Ход игры": the harbor master is forced to take a card only once every other
    # player has taken one; enough short boards end the game ("Конец игры"); figures are
    # placed only after the harbor master chooses a board, and taken off for the final turns
    others_done = all(st.figures[s] >= 0 for s in range(n) if s != st.hm)
    if st.phase == FORCED and not others_done:
        raise refuse("phase", "forced", "harbor: a player other than the harbor master has no card")
    if st.phase == HARBOR and others_done:
        raise refuse("phase", "harbor", "forced: every other player has a card")
    short = bin(st.short).count("1")
    if short >= SHORT_BOARDS_TO_END[n] and st.phase not in (FINAL, OVER):
        raise refuse("short", st.short, f"fewer than {SHORT_BOARDS_TO_END[n]} boards")
    if st.phase in (SETUP, CHOOSE, FINAL, OVER) and any(f != -1 for f in st.figures):
        raise refuse("figures", st.figures, f"all -1 in phase {PHASES[st.phase]}")


def _starting_contracts(st: PacketRowState, seat: int) -> int:
    """The starting contracts in ``seat``'s hand (one is dealt each player at setup)."""
    return sum(1 for c in st.hands[seat] if deck_of(c) == START_DECK)


def _check_queue(st: PacketRowState) -> None:
    """The first queued item must be a chance draw that can happen (codes are written after
    the bookkeeping steps have run)."""
    if not st.queue:
        return
    if any(not 0 <= a < max(st.num_players, 5) for _, a in st.queue):
        raise InvalidCodeError("a queue item is out of range")
    for seat in range(st.num_players):
        if _starting_contracts(st, seat) + st.queue.count((Q_DEAL, seat)) > 1:
            raise InvalidCodeError(f"seat {seat} would be dealt a second starting contract")
    kind, arg = st.queue[0]
    ok = {
        Q_FIRST: True,
        Q_REMOVE: arg < 4 and bool(st.decks[arg]),
        Q_DEAL: arg < st.num_players and bool(st.decks[START_DECK]),
        Q_CURRENT: arg < 4 and bool(st.decks[arg]) and -1 in st.current[arg],
        Q_FUTURE: arg < 4 and bool(st.decks[arg]) and -1 in st.future[arg],
    }.get(kind, False)
    if not ok:
        raise InvalidCodeError("the queue does not start with a possible chance draw")


def _check_fulfilment(st: PacketRowState) -> None:
    fx = st.fx
    if fx is None:
        return
    if st.queue or st.phase in (SETUP, REFILL, OVER):
        raise InvalidCodeError("a fulfilment happens only at a player's decision")
    st.fx = None
    owner = st.to_move()
    st.fx = fx
    if fx.owner != owner:
        raise InvalidCodeError(f"the fulfilment belongs to seat {owner}, whose decision it is")
    hand = st.hands[owner]
    in_hand = [*[c for c in fx.captains if c >= 0], *fx.all_contracts(), *fx.used, *fx.merchants]
    if any(card not in hand for card in in_hand) or any(s not in st.ships[owner] for s in fx.ships):
        raise InvalidCodeError("the fulfilment uses cards its owner does not hold")
    if any(not group for group in fx.contracts[:-1]) or set(fx.conv) - set(fx.used):
        raise InvalidCodeError("an inconsistent fulfilment")
    comps = st.comps
    kind = comps.kind
    captains = [c for c in fx.captains if c >= 0]
    cards = [*fx.ships, *captains, *fx.all_contracts(), *fx.used, *fx.merchants]
    if len(set(cards)) != len(cards) or len(fx.merchants) != len(fx.conv):
        raise InvalidCodeError("a fulfilment uses a card twice, or merchants and changes differ")
    wrong = (
        any(kind[c] != CAPTAIN for c in captains)
        or any(kind[c] not in (GOODS_CARD, GOLD1, GOLD2) for c in fx.used)
        or any(kind[c] != GOODS_CARD for c in fx.conv)
        or any(kind[c] != MERCHANT for c in fx.merchants)
    )
    if wrong:
        raise InvalidCodeError("a fulfilment card of the wrong kind")
    for ship, dest, captain, group in zip(
        fx.ships, fx.dests, fx.captains, fx.contracts, strict=True
    ):
        if captain < 0 and dest != comps.destination[ship]:
            raise InvalidCodeError(f"ship {card_code(ship)} sails elsewhere without a captain")
        if any(kind[k] != CONTRACT or comps.destination[k] != dest for k in group):
            raise InvalidCodeError(f"ship {card_code(ship)} carries a contract it cannot")


def describe(st: PacketRowState) -> str:
    """A readable multi-line board (used by ``str(state)`` and the golden files)."""
    comps = st.comps
    lines = [
        f"round {st.round}, harbor master {st.hm}, phase {PHASES[st.phase]}"
        + (f", board {BOARD_NAMES[st.active]}" if st.active >= 0 else "")
    ]
    for board in range(4):
        cur = " ".join(card_code(c) if c >= 0 else "__" for c in st.current[board])
        fut = " ".join(card_code(c) if c >= 0 else "__" for c in st.future[board])
        lines.append(
            f"  {BOARD_NAMES[board]:<10} current [{cur}] future [{fut}]"
            f" deck {len(st.decks[board])} discard {len(st.discards[board])}"
        )
    for seat in range(st.num_players):
        hand = " ".join(card_code(c) for c in st.hands[seat])
        ships = " ".join(
            f"{card_code(s)}>{DESTINATIONS[comps.destination[s]]}" for s in st.ships[seat]
        )
        lines.append(f"  seat {seat}: ${st.money[seat]} hand [{hand}] ships [{ships}]")
    return "\n".join(lines)
