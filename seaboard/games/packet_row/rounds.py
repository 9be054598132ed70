"""The round of Packet Row (seed 000, "Ход игры", "Правила взятия карт", "Конец игры").

The harbor master chooses a board and offers it clockwise, starting at the left, to every
player who has not taken a card this round; then decides himself: take a card (the round
ends), or choose a board not chosen yet this round, or, when every board has been chosen,
pass (the round ends). When every other player has taken a card, the harbor master must take
one from the current board or from a board not chosen yet, or pass. Taking costs the card's
price for goods, gold and VP cards; an assistant lets the taker pick from the future supply.
At any of his decisions a player may also cash money cards and fulfil contracts.

At the round's end each chosen board is refilled (RULINGmd): the rest of its current supply is
discarded, the future supply moves to the current one, the deck tops it up, two new future
cards are drawn. A board whose current supply cannot be filled is "short"; enough short boards
(1/1/2/3 for 2/3/4/5 players) end the game at once, then come the final fulfilments and scoring.
"""

from __future__ import annotations

from bisect import insort
from typing import TYPE_CHECKING

from seaboard.games.packet_row import fulfil
from seaboard.games.packet_row import moves as mv
from seaboard.games.packet_row.components import (
    ASSISTANT,
    BOARD_NAMES,
    MONEY,
    PAID_KINDS,
    SHIP,
    START_DECK,
    card_code,
    deck_of,
)
from seaboard.games.packet_row.constants import (
    CHOOSE,
    FINAL,
    FORCED,
    FUTURE_SIZE,
    HARBOR,
    OFFER,
    OVER,
    Q_CURRENT,
    Q_DEAL,
    Q_END,
    Q_FIRST,
    Q_FUTURE,
    Q_REFILL,
    Q_REMOVE,
    Q_START,
    REFILL,
    SHORT_BOARDS_TO_END,
)
from seaboard.games.packet_row.moves import PASS_MOVE, Act

if TYPE_CHECKING:
    from seaboard.games.packet_row.state import PacketRowState


# -- chance and bookkeeping -------------------------------------------------------------------


def settle(st: PacketRowState) -> None:
    """Run the queue's bookkeeping items until a chance draw is due or the queue is empty."""
    queue = st.queue
    while queue:
        kind, arg = queue[0]
        if kind == Q_CURRENT:
            if -1 not in st.current[arg]:
                queue.pop(0)
                continue
            if not st.decks[arg]:
                queue.pop(0)
                st.short |= 1 << arg
                if bin(st.short).count("1") >= SHORT_BOARDS_TO_END[st.num_players]:
                    queue.clear()
                    start_final(st, "supplies exhausted")
                    return
                continue
            return
        if kind == Q_FUTURE:
            if -1 not in st.future[arg] or not st.decks[arg]:
                queue.pop(0)
                continue
            return
        if kind == Q_REFILL:
            queue.pop(0)
            for card in st.current[arg]:
                if card >= 0:
                    insort(st.discards[arg], card)
            moved = [c for c in st.future[arg] if c >= 0]
            st.current[arg] = moved + [-1] * (len(st.current[arg]) - len(moved))
            st.future[arg] = [-1] * FUTURE_SIZE
            continue
        if kind == Q_START:
            queue.pop(0)
            start_round(st)
            continue
        if kind == Q_END:
            queue.pop(0)
            if st.round >= st.options.max_rounds:
                start_final(st, "max_rounds")
                return
            st.round += 1
            st.hm = (st.hm + 1) % st.num_players
            start_round(st)
            continue
        return  # Q_FIRST, Q_REMOVE, Q_DEAL: chance draws


def apply_chance(st: PacketRowState, move: Act) -> None:
    kind, arg = st.queue.pop(0)
    card = move.a
    if kind == Q_FIRST:
        st.hm = card
    elif kind == Q_REMOVE:
        st.decks[arg].remove(card)
        insort(st.box, card)
    elif kind == Q_DEAL:
        st.decks[START_DECK].remove(card)
        st.give(arg, card)
    else:
        st.decks[arg].remove(card)
        slots = st.current[arg] if kind == Q_CURRENT else st.future[arg]
        slots[slots.index(-1)] = card
        st.queue.insert(0, (kind, arg))  # draw until full (settle pops it)
    st.settle()


# -- the round --------------------------------------------------------------------------------


def start_round(st: PacketRowState) -> None:
    st.phase = CHOOSE
    st.chosen = 0
    st.active = -1
    st.ask = -1
    st.figures = [-1] * st.num_players


def end_round(st: PacketRowState) -> None:
    """Queue the refill of every board chosen this round, then the next round."""
    st.phase = REFILL
    st.active = -1
    st.ask = -1
    st.figures = [-1] * st.num_players
    for board in range(4):
        if st.chosen >> board & 1:
            st.queue.extend([(Q_REFILL, board), (Q_CURRENT, board), (Q_FUTURE, board)])
    st.queue.append((Q_END, 0))
    st.settle()


def start_final(st: PacketRowState, reason: str) -> None:
    """The game is over: every player in turn may fulfil contracts, then scoring."""
    st.phase = FINAL
    st.reason = reason
    st.fin = 0
    st.active = -1
    st.ask = -1
    st.figures = [-1] * st.num_players
    _skip_idle_final(st)


def _skip_idle_final(st: PacketRowState) -> None:
    n = st.num_players
    while st.fin < n and not fulfil.ship_moves(st, (st.hm + st.fin) % n, None):
        st.fin += 1
    if st.fin >= n:
        for seat in range(n):
            for card in [c for c in st.hands[seat] if st.comps.kind[c] == MONEY]:
                cash(st, seat, card)
        st.phase = OVER


def advance_final(st: PacketRowState) -> None:
    """After a final fulfilment: the same player may go on if he still can."""
    _skip_idle_final(st)


def _next_asked(st: PacketRowState, after: int) -> int:
    """The next seat after ``after`` (clockwise, before the harbor master) with no card yet."""
    n = st.num_players
    seat = (after + 1) % n
    while seat != st.hm:
        if st.figures[seat] < 0:
            return seat
        seat = (seat + 1) % n
    return -1


def _offer(st: PacketRowState, board: int) -> None:
    st.active = board
    st.chosen |= 1 << board
    st.ask = _next_asked(st, st.hm)
    if st.ask >= 0:
        st.phase = OFFER
    else:
        _harbor_decides(st)


def _harbor_decides(st: PacketRowState) -> None:
    st.ask = -1
    others_done = all(st.figures[s] >= 0 for s in range(st.num_players) if s != st.hm)
    st.phase = FORCED if others_done else HARBOR


def cash(st: PacketRowState, seat: int, card: int) -> None:
    st.hands[seat].remove(card)
    st.money[seat] += st.comps.value[card]
    st.discard_card(card)


def _take(st: PacketRowState, seat: int, card: int, assisted: bool) -> None:
    comps = st.comps
    board = deck_of(card)
    if assisted:
        slots = st.future[board]
        helper = next(c for c in st.hands[seat] if comps.kind[c] == ASSISTANT)
        st.hands[seat].remove(helper)
        st.discard_card(helper)
        st.figures[seat] = board * 10 + 5 + slots.index(card)
    else:
        slots = st.current[board]
        st.figures[seat] = board * 10 + slots.index(card)
    slots[slots.index(card)] = -1
    if comps.kind[card] in PAID_KINDS:
        st.money[seat] -= comps.cost[card]
    if comps.kind[card] == SHIP:
        insort(st.ships[seat], card)
    else:
        st.give(seat, card)
    st.chosen |= 1 << board
    if seat == st.hm:
        end_round(st)
        return
    st.ask = _next_asked(st, seat)
    if st.ask < 0:
        _harbor_decides(st)
    else:
        st.phase = OFFER


def apply_decision(st: PacketRowState, move: Act) -> None:
    verb = move.verb
    seat = st.to_move()
    if verb == mv.CASH:
        cash(st, seat, move.a)
    elif verb == mv.BOARD:
        _offer(st, move.a)
    elif verb in (mv.TAKE, mv.ASSIST):
        _take(st, seat, move.a, verb == mv.ASSIST)
    elif verb == mv.PASS:
        if st.phase == OFFER:
            st.ask = _next_asked(st, seat)
            if st.ask < 0:
                _harbor_decides(st)
        elif st.phase == FINAL:
            st.fin += 1
            _skip_idle_final(st)
        else:
            end_round(st)


# -- legal decisions --------------------------------------------------------------------------


def _takes(st: PacketRowState, seat: int, board: int, out: list[Act], assisted: bool) -> None:
    price = st.comps.price
    money = st.money[seat]
    takes = mv.CARD_MOVES[mv.TAKE]
    for card in st.current[board]:
        if card >= 0 and price[card] <= money:
            out.append(takes[card])
    if assisted:
        assists = mv.CARD_MOVES[mv.ASSIST]
        for card in st.future[board]:
            if card >= 0 and price[card] <= money:
                out.append(assists[card])


def decision_moves(st: PacketRowState) -> list[Act]:
    """The legal moves of the seat to decide (no fulfilment in progress)."""
    seat = st.to_move()
    phase = st.phase
    out: list[Act] = []
    if phase == FINAL:
        out.extend(fulfil.ship_moves(st, seat, None))
        out.append(PASS_MOVE)
        return out
    kind = st.comps.kind
    hand = st.hands[seat]
    if phase == CHOOSE:
        out.extend(mv.BOARD_MOVES)
    else:
        assisted = False
        for card in hand:
            if kind[card] == ASSISTANT:
                assisted = True
                break
        if phase == OFFER:
            _takes(st, seat, st.active, out, assisted)
            out.append(PASS_MOVE)
        elif phase == HARBOR:
            _takes(st, seat, st.active, out, assisted)
            chosen = st.chosen
            unchosen = [mv.BOARD_MOVES[b] for b in range(4) if not chosen >> b & 1]
            out.extend(unchosen)
            if not unchosen:
                out.append(PASS_MOVE)
        elif phase == FORCED:
            for board in range(4):
                if board == st.active or not st.chosen >> board & 1:
                    _takes(st, seat, board, out, assisted)
            out.append(PASS_MOVE)
    cashes = mv.CARD_MOVES[mv.CASH]
    out.extend([cashes[c] for c in hand if kind[c] == MONEY])
    if st.ships[seat]:
        out.extend(fulfil.ship_moves(st, seat, None))
    return out


def explain(st: PacketRowState, move: Act) -> str:
    """Why a round move is not legal now."""
    comps = st.comps
    seat = st.to_move()
    verb = move.verb
    phase = st.phase
    if verb == mv.CASH:
        return f"{card_code(move.a)} is not a money card in your hand"
    if verb == mv.BOARD:
        if phase not in (CHOOSE, HARBOR):
            return "only the harbor master chooses a board, when the offers are over"
        return f"the {BOARD_NAMES[move.a]} was already chosen this round"
    if verb in (mv.TAKE, mv.ASSIST):
        card = move.a
        board = deck_of(card)
        if phase in (CHOOSE, FINAL):
            return "no board is being offered now"
        if board == START_DECK:
            return "starting contracts are dealt, not taken"
        if phase != FORCED and board != st.active:
            return f"only the {BOARD_NAMES[st.active]} is offered now"
        if phase == FORCED and board != st.active and st.chosen >> board & 1:
            return f"the {BOARD_NAMES[board]} was already chosen this round"
        if verb == mv.ASSIST:
            if card not in st.future[board]:
                return f"{card_code(card)} is not in the future supply"
            if not any(comps.kind[c] == ASSISTANT for c in st.hands[seat]):
                return "taking from the future supply needs an assistant"
        elif card not in st.current[board]:
            if card in st.future[board]:
                return f"{card_code(card)} is in the future supply: it needs an assistant"
            return f"{card_code(card)} is not in the current supply"
        if comps.kind[card] in PAID_KINDS and comps.cost[card] > st.money[seat]:
            return (
                f"{card_code(card)} costs ${comps.cost[card]} and you have ${st.money[seat]}"
                " (cash money cards first)"
            )
    if verb == mv.PASS and phase == HARBOR:
        return "the harbor master who takes nothing must choose another board"
    return f"'{move}' is not legal now"
