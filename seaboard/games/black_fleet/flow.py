"""The turn sequence and setup of Black Fleet (seed 001, "Подготовка к игре", "Ход игры",
"Конец хода", "Открыть карту развития/победы", "Конец игры").

Setup: the black fleet seat (chance unless ``first_seat``), one development card of each cost
dealt to every player, one fortune card and two movement cards each, then every merchant is
placed at a dock and loaded with three goods of that port, in turn order from black. A turn:
relaunch sunk ships (the merchant at any dock, loaded; the pirate at a distant sea), play a
movement card, the ships phase, draw back to 2 movement cards and the card's fortune line,
discard down to 3 fortune cards, then buy at most one development card or the victory card.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from seaboard.games.black_fleet import actions, fortune, movement
from seaboard.games.black_fleet import rewards as r
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, SHIP_NAMES, Act, act
from seaboard.games.black_fleet.state import (
    BUY,
    CARD,
    DEAL,
    DEAL_F,
    DEAL_M,
    DEV_OF,
    DEV_SLUG,
    DISCARD,
    DRAW_F,
    DRAW_M,
    FIRST,
    FORTUNE_OF,
    FORTUNE_SLUG,
    LAUNCH,
    LUCKY,
    OVER,
    PHASE_NAMES,
    SETUP,
    SHIPS,
    Turn,
)

if TYPE_CHECKING:
    from seaboard.core.move import Move
    from seaboard.games.black_fleet.state import BlackFleetState

QUICK_LAUNCH = 0
EXPERT_CREW = 13
TIDE_TABLES = 15
WEATHER_FORECAST = 17
FALSE_COLORS = 22

SHIP_VERBS = frozenset(
    {"sell", "rob", "bury", "smuggle", "sink", "marque", "trade", "spot", "detach"}
)


# -- chance -----------------------------------------------------------------------------------


def chance_weights(st: BlackFleetState) -> list[tuple[Move, float]]:
    """Every chance outcome with a weight (a face-down deck is a multiset: weights = counts)."""
    phase = st.phase
    if phase == FIRST:
        return [(act("first", k), 1.0) for k in range(st.num_players)]
    if phase == DEAL:
        slot = st.deal_i % 4
        any_tier = st.options.dev_deal == "any"
        return [
            (act("deal", DEV_SLUG[c]), 1.0)
            for c in range(len(DEV_SLUG))
            if st.box[c] and (any_tier or st.comp.dev_tier[c] == slot)
        ]
    if phase in (DEAL_F, DRAW_F):
        return [
            (act("draw-fortune", FORTUNE_SLUG[f]), float(k)) for f, k in enumerate(st.fdeck) if k
        ]
    cards = st.comp.move_cards
    return [(act("draw", cards[c].code), float(k)) for c, k in enumerate(st.mdeck) if k]


_DRAWS: dict[int, tuple[list[Act], list[Act]]] = {}


def sample_draw(st: BlackFleetState, rng: random.Random) -> Move:
    """One card drawn from the movement or fortune deck, weighted by the counts: the same
    draw (and random numbers) as sampling ``chance_weights``, without building the list."""
    draws = _DRAWS.get(id(st.comp))
    if draws is None:
        movement_draws = [act("draw", card.code) for card in st.comp.move_cards]
        fortune_draws = [act("draw-fortune", slug) for slug in FORTUNE_SLUG]
        _DRAWS[id(st.comp)] = draws = (movement_draws, fortune_draws)
    if st.phase in (DEAL_F, DRAW_F):
        deck, moves = st.fdeck, draws[1]
    else:
        deck, moves = st.mdeck, draws[0]
    pick = rng.random() * sum(deck)
    last = 0
    for card, count in enumerate(deck):
        if count:
            pick -= count
            last = card
            if pick < 0:
                return moves[card]
    return moves[last]


def _reshuffle(st: BlackFleetState) -> None:
    """An empty deck: its discard pile becomes the new deck (order is unobservable)."""
    if not any(st.mdeck):
        st.mdeck, st.mdisc = st.mdisc, [0] * len(st.mdisc)
    if not any(st.fdeck):
        st.fdeck, st.fdisc = st.fdisc, [0] * len(st.fdisc)


def _apply_chance(st: BlackFleetState, move: Act) -> None:
    n = st.num_players
    verb, arg = move.verb, str(move.args[0])
    if verb == "first":
        st.first = int(arg)
        st.phase = DEAL
    elif verb == "deal":
        card = DEV_OF[arg]
        st.dev[st.deal_i // 4][st.deal_i % 4] = card
        st.box[card] = 0
        st.deal_i += 1
        if st.deal_i == 4 * n:
            st.phase, st.deal_i = DEAL_F, 0
    elif verb == "draw-fortune":
        card = FORTUNE_OF[arg]
        st.fdeck[card] -= 1
        who = st.deal_i if st.phase == DEAL_F else st.seat
        st.fhand[who].append(card)
        st.fhand[who].sort()
        if st.phase == DEAL_F:
            st.deal_i += 1
            if st.deal_i == n:
                st.phase, st.deal_i = DEAL_M, 0
        else:
            st.t.fdraw -= 1
    else:
        card = st.comp.card_index[arg]
        st.mdeck[card] -= 1
        who = st.deal_i // 2 if st.phase == DEAL_M else st.seat
        st.mhand[who].append(card)
        st.mhand[who].sort()
        if st.phase == DEAL_M:
            st.deal_i += 1
            if st.deal_i == 2 * n:
                st.phase, st.deal_i = SETUP, 0
        else:
            st.t.mdraw -= 1
    _reshuffle(st)


# -- decisions --------------------------------------------------------------------------------


def _free(st: BlackFleetState, areas: tuple[int, ...] | list[int]) -> list[int]:
    occ = movement.occupancy(st)
    return sorted(a for a in areas if a not in occ)


def dock_areas(st: BlackFleetState) -> list[int]:
    """Docks where a merchant may be placed: those of ports that still hold goods."""
    return [d for port in st.comp.ports if st.cubes[port.colour] for d in port.docks]


def card_moves(st: BlackFleetState) -> list[Move]:
    cards = st.comp.move_cards
    hand = st.mhand[st.seat]
    moves: list[Move] = [act("play", cards[c].code) for c in sorted(set(hand))]
    if len(hand) == 2 and st.has(st.seat, EXPERT_CREW):
        a, b = cards[hand[0]].code, cards[hand[1]].code
        picks = ["111"] if a == b else [f"{x}{y}{z}" for x in "12" for y in "12" for z in "12"]
        moves.extend(act("play", f"{a}&{b}:{p}") for p in picks)
    return moves


def ships_moves(st: BlackFleetState) -> list[Move]:
    s = st.seat
    t = st.t
    moves, settled = movement.step_moves(st)
    moves.extend(actions.action_moves(st))
    if settled:
        moves.extend(fortune.fortune_moves(st))
        if st.has(s, FALSE_COLORS) and not t.swapped and st.mpos[s] >= 0 and st.ppos[s] >= 0:
            moves.append(act("swap"))
        if st.has(s, TIDE_TABLES) and t.tide < 0:
            for slot in range(4):
                if slot >= 2 and not t.ctrl[slot - 2]:
                    continue
                if not t.done[slot] and st.ship_area(s, slot) >= 0:
                    moves.append(act("tide", SHIP_NAMES[slot]))
        moves.append(act("end"))
    return moves


def buy_moves(st: BlackFleetState) -> list[Move]:
    s = st.seat
    tiers = st.comp.tiers
    moves: list[Move] = [
        act("buy", str(tiers[k])) for k in range(4) if not st.rev[s][k] and st.money[s] >= tiers[k]
    ]
    if all(st.rev[s]) and not st.vic[s] and st.money[s] >= st.vcost[s]:
        moves.append(act("buy", "victory"))
    return moves


def decision_moves(st: BlackFleetState) -> list[Move]:
    phase = st.phase
    s = st.seat
    if phase == SETUP:
        return [act("place", a) for a in _free(st, dock_areas(st))]
    if phase == LAUNCH:
        docks = _free(st, dock_areas(st)) if st.mpos[s] < 0 else []
        if docks:
            return [act("place", a) for a in docks]
        return [act("enter", a) for a in _free(st, st.comp.distant)] if st.ppos[s] < 0 else []
    if phase == CARD:
        return card_moves(st)
    if phase == SHIPS:
        return ships_moves(st)
    if phase == LUCKY:
        return movement.lucky_moves(st)
    if phase == DISCARD:
        return [act("discard", FORTUNE_SLUG[f]) for f in sorted(set(st.fhand[s]))]
    if phase == BUY:
        return [*buy_moves(st), act("done")]
    return []


# -- the flow of a turn -----------------------------------------------------------------------


def start_turn(st: BlackFleetState) -> None:
    st.t = Turn()
    st.phase = LAUNCH


def end_turn(st: BlackFleetState) -> None:
    """Pass the turn clockwise; a round ends when the first player is next. After the round in
    which a victory card was bought, or after ``max_rounds`` rounds, the game is over."""
    st.seat = (st.seat + 1) % st.num_players
    if st.seat == st.first:
        st.round += 1
        if st.end_trig:
            st.phase, st.over = OVER, "victory"
            return
        if st.round >= st.options.max_rounds:
            st.phase, st.over = OVER, "max_rounds"
            return
    start_turn(st)


def _settle(st: BlackFleetState) -> None:
    """Skip the phases in which nobody has anything to decide or draw."""
    while True:
        phase = st.phase
        s = st.seat
        if phase == LAUNCH:
            if st.mpos[s] < 0 and _free(st, dock_areas(st)):
                return
            if st.ppos[s] < 0 and _free(st, st.comp.distant):
                return
            st.phase = CARD
        elif phase == LUCKY:
            if st.t.lucky[2] > 0:
                return
            st.t.lucky = []
            st.phase = SHIPS
        elif phase == DRAW_M:
            if st.t.mdraw > 0 and any(st.mdeck):
                return
            st.phase = DRAW_F
        elif phase == DRAW_F:
            if st.t.fdraw > 0 and any(st.fdeck):
                return
            hand = len(st.fhand[s])
            forced = min(st.t.fdiscard, hand)
            st.t.fdiscard = forced + max(0, hand - forced - r.FORTUNE_MAX)
            st.phase = DISCARD
        elif phase == DISCARD:
            if st.t.fdiscard > 0:
                return
            st.phase = BUY
        elif phase == BUY:
            if buy_moves(st):
                return
            end_turn(st)
        else:
            return


def _play_card(st: BlackFleetState, text: str) -> None:
    s = st.seat
    t = st.t
    comp = st.comp
    if "&" in text:
        codes, picks = text.split(":")
        ids = [comp.card_index[c] for c in codes.split("&")]
        values = [comp.move_cards[ids[int(p) - 1]].values[i] for i, p in enumerate(picks)]
        t.pnavy = comp.move_cards[ids[int(picks[0]) - 1]].navy
        t.bottom = 3
        t.expert = 1
    else:
        ids = [comp.card_index[text]]
        card = comp.move_cards[ids[0]]
        values = list(card.values)
        t.pnavy = card.navy
        t.bottom = card.bottom
    for c in ids:
        st.mhand[s].remove(c)
        st.mdisc[c] += 1
    t.played = ids
    t.cardv = values
    t.val[2 + t.pnavy] = values[0]
    t.val[PIRATE] = values[1]
    t.val[MERCHANT] = values[2]
    t.ctrl[t.pnavy] = 1
    st.phase = SHIPS


def _end_ships(st: BlackFleetState) -> None:
    s = st.seat
    t = st.t
    t.cur = -1
    if st.has(s, WEATHER_FORECAST):
        if t.fplayed == 0:
            t.fdraw += r.WEATHER_DRAW
        elif t.fplayed >= r.WEATHER_PLAYED:
            st.pay(s, r.WEATHER_PAY)
    t.fdraw += max(0, r.BOTTOM_FORTUNE[t.bottom])
    t.fdiscard = max(0, -r.BOTTOM_FORTUNE[t.bottom])
    t.mdraw = max(0, r.MOVEMENT_HAND - len(st.mhand[s]))
    st.phase = DRAW_M


def apply_move(st: BlackFleetState, move: Act) -> None:
    verb = move.verb
    args = move.args
    s = st.to_move() if st.phase == SETUP else st.seat
    if verb == "move":  # the commonest move first
        movement.apply_step(st, SHIP_NAMES.index(str(args[0])), int(args[1]))
    elif verb in ("first", "deal", "draw", "draw-fortune"):
        _apply_chance(st, move)
        if st.phase == SETUP:
            return
    elif verb == "place":
        area = int(args[0])
        st.mpos[s] = area
        actions.load(st, s, st.comp.dock_port[area])
        if st.phase == SETUP:
            st.deal_i += 1
            if st.deal_i == st.num_players:
                st.seat = st.first
                start_turn(st)
    elif verb == "enter":
        st.ppos[s] = int(args[0])
        if st.has(s, QUICK_LAUNCH):
            st.t.bonus[PIRATE] += r.QUICK_LAUNCH_STEPS
    elif verb == "play":
        _play_card(st, str(args[0]))
    elif verb in SHIP_VERBS:
        actions.apply_action(st, verb, args)
    elif verb == "fortune":
        fortune.apply_fortune(st, FORTUNE_OF[str(args[0])], args[1:])
    elif verb == "swap":
        st.mpos[s], st.ppos[s] = st.ppos[s], st.mpos[s]
        st.t.swapped = 1
    elif verb == "tide":
        slot = SHIP_NAMES.index(str(args[0]))
        st.t.tide = slot
        st.t.bonus[slot] += r.TIDE_TABLES_STEPS
    elif verb == "lucky":
        movement.apply_lucky(st, int(args[0]))
    elif verb == "stop":
        st.t.lucky[2] = 0
    elif verb in ("end", "pass") and st.phase in (SHIPS, LUCKY):
        st.t.lucky = []
        _end_ships(st)
    elif verb == "pass" and st.phase == CARD:
        st.phase = SHIPS
    elif verb == "discard":
        card = FORTUNE_OF[str(args[0])]
        st.fhand[s].remove(card)
        st.fdisc[card] += 1
        st.t.fdiscard -= 1
    elif verb == "buy":
        _buy(st, str(args[0]))
        end_turn(st)
    elif verb in ("done", "pass"):
        end_turn(st)
    _settle(st)


def _buy(st: BlackFleetState, what: str) -> None:
    s = st.seat
    if what == "victory":
        st.money[s] -= st.vcost[s]
        st.vic[s] = 1
        st.end_trig = 1
        return
    slot = st.comp.tiers.index(int(what))
    st.money[s] -= st.comp.tiers[slot]
    st.rev[s][slot] = 1
    st.owned[s] |= 1 << st.dev[s][slot]


def explain(st: BlackFleetState, move: Move) -> str:
    """A player-readable reason why ``move`` is not legal now."""
    phase = PHASE_NAMES[st.phase]
    if not isinstance(move, Act):
        return f"'{move}' is not a Black Fleet move"
    verb = move.verb
    t = st.t
    if verb == "move" and st.phase == SHIPS:
        slot = SHIP_NAMES.index(str(move.args[0]))
        if slot >= 2 and not t.ctrl[slot - 2]:
            return f"the {SHIP_NAMES[slot]} navy ship is not yours to move this turn"
        if t.done[slot]:
            return f"the {SHIP_NAMES[slot]} ship has finished its movement"
        if movement.remaining(st, slot) <= 0:
            return f"the {SHIP_NAMES[slot]} ship has no steps left"
        return f"the {SHIP_NAMES[slot]} ship cannot move to area {move.args[1]} now"
    if verb in SHIP_VERBS and st.phase == SHIPS:
        return f"'{move}' is not possible: no target in reach, or that ship has already acted"
    if verb == "buy":
        return "you cannot buy that now (one purchase a turn, enough doubloons, victory last)"
    return f"'{move}' is not legal in the {phase} phase"
