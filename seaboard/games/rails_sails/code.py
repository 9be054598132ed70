"""The position code: the whole state on one line (DESIGN.md, "The core contract").

Format: ``rs1`` then ``;``-separated ``key=value`` fields, in this order::

    rs1;n=3;o=<beginner 0|1>.<first seat or ->.<max_rounds>.<components %-quoted, or ->;
    ph=<phase>;cur=;first=;turns=;
    fin=<final turns left, -1 before the end trigger>;pass=;draws=;wild=<0|1>;res=;aft=;
    q=<task>.<dest>,... (chance queue: task 0 train 1 ship 2 ticket 3 first seat; dest 0-5
    face-up slot, 10+seat hand, 20+seat drawn tickets);
    deck=<25 counts>;disc=<25 counts>;fu=<6 kinds, -1 empty>;
    h=<25 counts>/...;kn=<25 counts>/... (per seat: hand, the part others know);
    pool=<ids>;bot=<ticket>.<placer>,...;held=<ids>/...;pend=<ids>/...;
    own=<one char per route: - or seat>;hb=<one char per city: - or seat>;
    mk=<trains>.<ships>.<box trains>.<box ships>.<route points>.<exchanged>.<harbors>/...;
    [kt=<ticket>.<mask of the other seats that know it>,...;][end=<reason>]

Card kinds are indices 0-24 (see ``cards``); lists are comma-separated.
"""

from __future__ import annotations

from typing import TYPE_CHECKING
from urllib.parse import quote, unquote

from seaboard.core.codefields import number
from seaboard.core.errors import InvalidCodeError, InvalidOptionsError
from seaboard.core.options import build_options
from seaboard.games.rails_sails.cards import NKINDS

if TYPE_CHECKING:
    from seaboard.games.rails_sails.state import RailsSailsState

KEYS = [
    "n",
    "o",
    "ph",
    "cur",
    "first",
    "turns",
    "fin",
    "pass",
    "draws",
    "wild",
    "res",
    "aft",
    "q",
    "deck",
    "disc",
    "fu",
    "h",
    "kn",
    "pool",
    "bot",
    "held",
    "pend",
    "own",
    "hb",
    "mk",
]


OPTIONAL_KEYS = ("kt", "end")
"""``kt=<ticket>.<seat bit mask>,...``: tickets in a hand known to other seats (they put them
under the deck); ``end=<reason>`` once the game is over. Left out when empty."""


def _ints(values: list[int]) -> str:
    return ",".join(str(v) for v in values)


def _seat_char(value: int) -> str:
    return "-" if value < 0 else str(value)


def to_code(state: RailsSailsState) -> str:
    opts = state.options
    first = "-" if opts.first_seat is None else str(opts.first_seat)
    components = quote(opts.components, safe="") if opts.components else "-"
    n = state.num_players
    fields = {
        "n": str(n),
        "o": f"{int(opts.beginner_markers)}.{first}.{opts.max_rounds}.{components}",
        "ph": str(state.phase),
        "cur": str(state.cur),
        "first": str(state.first),
        "turns": str(state.turns),
        "fin": str(state.final_left),
        "pass": str(state.passes),
        "draws": str(state.draws),
        "wild": str(int(state.taken_wild)),
        "res": str(state.resets),
        "aft": str(state.after),
        "q": ",".join(f"{t}.{d}" for t, d in state.queue),
        "deck": _ints(state.deck),
        "disc": _ints(state.discard),
        "fu": _ints(state.faceup),
        "h": "/".join(_ints(hand) for hand in state.hands),
        "kn": "/".join(_ints(hand) for hand in state.known),
        "pool": _ints(state.pool),
        "bot": ",".join(f"{t}.{p}" for t, p in state.bottom),
        "held": "/".join(_ints(t) for t in state.held),
        "pend": "/".join(_ints(t) for t in state.pending),
        "own": "".join(_seat_char(o) for o in state.owner),
        "hb": "".join(_seat_char(o) for o in state.harbor),
        "mk": "/".join(
            ".".join(
                str(v)
                for v in (
                    state.trains[p],
                    state.ships[p],
                    state.box_trains[p],
                    state.box_ships[p],
                    state.route_pts[p],
                    state.exchanged[p],
                    state.built[p],
                )
            )
            for p in range(n)
        ),
    }
    known = ",".join(f"{t}.{mask}" for t, mask in sorted(state.ticket_knowers.items()))
    extra = f";kt={known}" if known else ""
    end = f";end={state.end_reason}" if state.end_reason else ""
    return "rs1;" + ";".join(f"{k}={fields[k]}" for k in KEYS) + extra + end


def _list(text: str, what: str, size: int | None = None, low: int = 0) -> list[int]:
    values = [number(v, what, -1, 10**6) for v in text.split(",")] if text else []
    if size is not None and len(values) != size:
        raise InvalidCodeError(f"expected {size} numbers, got {len(values)}")
    if any(v < low for v in values):
        raise InvalidCodeError("a count or id is out of range")
    return values


def _per_seat(text: str, n: int) -> list[str]:
    parts = text.split("/")
    if len(parts) != n:
        raise InvalidCodeError(f"expected {n} seats in '{text[:30]}'")
    return parts


def _seats(text: str, size: int, n: int) -> list[int]:
    if len(text) != size:
        raise InvalidCodeError(f"expected {size} seat marks, got {len(text)}")
    out = []
    for char in text:
        if char == "-":
            out.append(-1)
        elif char in "0123456789" and int(char) < n:
            out.append(int(char))
        else:
            raise InvalidCodeError(f"'{char}' is not a seat")
    return out


def from_code(text: str) -> RailsSailsState:
    """Read a position code; ``InvalidCodeError`` says what is wrong."""
    try:
        return _read(text)
    except InvalidCodeError:
        raise
    except (ValueError, IndexError, KeyError, TypeError) as error:
        raise InvalidCodeError(f"not a Rails & Sails position code: {error}") from None


def _read(text: str) -> RailsSailsState:
    from seaboard.games.rails_sails.options import Options
    from seaboard.games.rails_sails.state import MAX_RESETS, RailsSailsState

    parts = text.strip().split(";")
    if not text.isascii() or not parts or parts[0] != "rs1":
        raise InvalidCodeError("a Rails & Sails position code starts with 'rs1;'")
    fields: dict[str, str] = {}
    for part in parts[1:]:
        key, sep, value = part.partition("=")
        if not sep or key in fields:
            raise InvalidCodeError(f"bad field '{part[:30]}'")
        fields[key] = value
    missing = [k for k in KEYS if k not in fields]
    if missing:
        raise InvalidCodeError(f"missing fields: {', '.join(missing)}")
    unknown = [k for k in fields if k not in KEYS and k not in OPTIONAL_KEYS]
    if unknown:
        raise InvalidCodeError(f"unknown fields: {', '.join(unknown)}")
    n = number(fields["n"], "n", 0, 9)
    if not 2 <= n <= 5:
        raise InvalidCodeError("2-5 players")
    beginner, first, rounds, components = fields["o"].split(".", 3)
    try:
        options = build_options(
            Options,
            {
                "beginner_markers": beginner == "1",
                "first_seat": None if first == "-" else number(first, "o", 0, 9),
                "max_rounds": number(rounds, "o", 0, 10**6),
                "components": None if components == "-" else unquote(components),
            },
        )
    except InvalidOptionsError as error:
        raise InvalidCodeError(f"bad options in the code: {error}") from None
    state = RailsSailsState(n, options)
    for key, name in (
        ("ph", "phase"), ("cur", "cur"), ("first", "first"), ("turns", "turns"),
        ("fin", "final_left"), ("pass", "passes"), ("draws", "draws"), ("res", "resets"),
        ("aft", "after"),
    ):  # fmt: skip
        setattr(state, name, number(fields[key], key, -10, 10**6))
    if not (0 <= state.phase <= 5 and 0 <= state.cur < n and 0 <= state.first < n):
        raise InvalidCodeError("phase or seat out of range")
    if options.first_seat is not None and options.first_seat >= n:
        raise InvalidCodeError(f"option first_seat {options.first_seat} is not a seat")
    if not (
        0 <= state.after <= 4
        and 0 <= state.draws <= 2
        and 0 <= state.resets <= MAX_RESETS
        and state.passes >= 0
        and state.turns >= 0
        and state.final_left >= -1
    ):
        raise InvalidCodeError("a turn counter is out of range")
    if fields["wild"] not in ("0", "1") or beginner not in ("0", "1"):
        raise InvalidCodeError("the wild flag and the beginner option are 0 or 1")
    state.taken_wild = fields["wild"] == "1"
    state.queue = []
    for item in fields["q"].split(",") if fields["q"] else []:
        task, dest = item.split(".")
        state.queue.append((number(task, "q", 0, 99), number(dest, "q", 0, 99)))
    state.deck = _list(fields["deck"], "deck", NKINDS)
    state.discard = _list(fields["disc"], "disc", NKINDS)
    state.faceup = _list(fields["fu"], "fu", 6, low=-1)
    if any(kind >= NKINDS for kind in state.faceup):
        raise InvalidCodeError("a face-up card kind is out of range")
    state.hands = [_list(h, "h", NKINDS) for h in _per_seat(fields["h"], n)]
    state.known = [_list(h, "kn", NKINDS) for h in _per_seat(fields["kn"], n)]
    state.pool = _list(fields["pool"], "pool")
    state.bottom = []
    for item in fields["bot"].split(",") if fields["bot"] else []:
        ticket, placer = item.split(".")
        state.bottom.append((number(ticket, "bot", 0, 9999), number(placer, "bot", 0, 9)))
    state.held = [_list(t, "held") for t in _per_seat(fields["held"], n)]
    state.pending = [_list(t, "pend") for t in _per_seat(fields["pend"], n)]
    state.owner = _seats(fields["own"], len(state.world.routes), n)
    state.harbor = _seats(fields["hb"], len(state.world.cities), n)
    for p, item in enumerate(_per_seat(fields["mk"], n)):
        values = [number(v, "mk", -(10**6), 10**6) for v in item.split(".")]
        if len(values) != 7:
            raise InvalidCodeError("markers need 7 numbers per seat")
        (
            state.trains[p],
            state.ships[p],
            state.box_trains[p],
            state.box_ships[p],
            state.route_pts[p],
            state.exchanged[p],
            state.built[p],
        ) = values
    state.end_reason = fields.get("end", "")
    for item in fields.get("kt", "").split(",") if fields.get("kt") else []:
        ticket, mask = item.split(".")
        state.ticket_knowers[number(ticket, "kt", 0, 9999)] = number(mask, "kt", 0, 99)
    _check(state)
    if state.phase in (0, 1):
        # setup runs once round the table from the first player (seed 2, "Подготовка"), so the
        # seats done so far are the ones from the first player up to the seat setting up
        state.setup_count = (state.cur - state.first) % n
    return state


def _check(state: RailsSailsState) -> None:
    """Conservation: every card and ticket exactly once, markers within the 25 + 50."""
    world = state.world
    for kind in range(NKINDS):
        total = state.deck[kind] + state.discard[kind] + state.faceup.count(kind)
        total += sum(hand[kind] for hand in state.hands)
        if total != world.deck[kind]:
            raise InvalidCodeError(
                f"card kind {kind}: {total} cards, the game has {world.deck[kind]}"
            )
    for hand, known in zip(state.hands, state.known, strict=True):
        if any(k > h for h, k in zip(hand, known, strict=True)):
            raise InvalidCodeError("known cards exceed the hand")
    tickets = list(state.pool) + [t for t, _ in state.bottom]
    for seat_tickets in (*state.held, *state.pending):
        tickets += seat_tickets
    if sorted(tickets) != list(world.ticket_ids):
        raise InvalidCodeError("every ticket must be exactly once in the deck or a hand")
    if any(not 0 <= p < state.num_players for _, p in state.bottom):
        raise InvalidCodeError("a bottom ticket's placer is not a seat")
    for ticket, mask in state.ticket_knowers.items():
        holders = [
            p for p in range(state.num_players) if ticket in state.held[p] + state.pending[p]
        ]
        if len(holders) != 1 or not 0 < mask < 1 << state.num_players or mask >> holders[0] & 1:
            raise InvalidCodeError(
                f"ticket {ticket}: only a ticket in a hand is known to other seats"
            )
    setup = world.setup
    for p in range(state.num_players):
        mine = [r for r in world.routes if state.owner[r.index] == p]
        board_trains = sum(r.length for r in mine if not r.ship)
        board_ships = sum(r.length for r in mine if r.ship)
        if state.trains[p] + state.box_trains[p] + board_trains != setup["max_trains"] or (
            state.ships[p] + state.box_ships[p] + board_ships != setup["max_ships"]
        ):
            raise InvalidCodeError(
                f"seat {p}: markers in hand, in the box and on the board do not add up to"
                f" {setup['max_trains']} trains and {setup['max_ships']} ships"
            )
        if min(state.trains[p], state.ships[p], state.box_trains[p], state.box_ships[p]) < 0:
            raise InvalidCodeError(f"seat {p} has a negative marker count")
        if state.route_pts[p] != sum(r.score for r in mine) or state.exchanged[p] < 0:
            raise InvalidCodeError(f"seat {p}: route points do not match the routes claimed")
        if state.built[p] != state.harbor.count(p) or state.built[p] > setup["harbors"]:
            raise InvalidCodeError(f"seat {p}: harbor count does not match the board")
        reached = {r.a for r in mine} | {r.b for r in mine}
        for c, holder in enumerate(state.harbor):
            if holder == p and (not world.cities[c].port or c not in reached):
                raise InvalidCodeError(
                    f"seat {p}: a harbor in {world.cities[c].id}, not a port its routes reach"
                )
        for r in mine:
            twin = state.owner[r.twin] if r.twin >= 0 else -1
            if twin == p or (twin >= 0 and state.num_players <= 3):
                raise InvalidCodeError(f"route {r.id}: both routes of a double route are taken")
    if state.phase in (0, 1) and (state.turns or any(o >= 0 for o in state.owner)):
        raise InvalidCodeError(
            f"ph={state.phase} is setup, yet turns={state.turns} and routes are claimed"
        )
    if (state.phase == 5) != bool(state.end_reason):
        raise InvalidCodeError("an end reason is given exactly when the game is over")
    if state.phase == 3 and not (state.draws == 1 or (state.queue and state.draws == 2)):
        raise InvalidCodeError("the second-card phase follows exactly one card")
    # a keep follows a draw of tickets, which comes up short only when the deck runs out
    dealt = setup["deal_tickets"] if state.phase == 0 else setup["draw_tickets"]
    short = dealt == 0 or not (state.pool or state.bottom)
    if state.phase in (0, 4) and not short and not state.queue and not state.pending[state.cur]:
        raise InvalidCodeError("the seat to keep tickets has drawn none")
    slots = [dest for task, dest in state.queue if task < 2]
    for task, dest in state.queue:
        if task not in (0, 1, 2, 3):
            raise InvalidCodeError(f"unknown chance task {task}")
        if task < 2 and not (0 <= dest < 6 or 10 <= dest < 10 + state.num_players):
            raise InvalidCodeError(f"bad card destination {dest}")
        if task < 2 and dest < 6 and (state.faceup[dest] >= 0 or slots.count(dest) > 1):
            raise InvalidCodeError(f"q={task}.{dest}: a card is dealt only to an empty slot")
        if task == 2 and not 20 <= dest < 20 + state.num_players:
            raise InvalidCodeError(f"bad ticket destination {dest}")
        if task == 3 and (state.after != 1 or state.queue.index((task, dest)) or dest):
            raise InvalidCodeError("the first player is drawn only first, at setup")
    _check_continuation(state, short)


def _check_continuation(state: RailsSailsState, short: bool) -> None:
    """The turn's continuation (``aft``) agrees with the chance queue and the counters: a
    pending continuation waits for queued chance events; the setup's only before any turn;
    nothing dealt before the deal; a card draw with cards queued; a ticket draw with the
    mover's tickets queued or drawn (``short``: the ticket deck ran out)."""
    from seaboard.games.rails_sails.state import (
        C_DEAL,
        C_DRAW,
        C_SETUP,
        C_TICKETS,
        DRAW2,
        FIRST_TASK,
        PENDING,
        TICKET_TASK,
    )

    if state.draws and not (state.phase == DRAW2 or state.after == C_DRAW):
        raise InvalidCodeError(f"draws={state.draws} outside a card draw")
    if state.after and not state.queue:
        raise InvalidCodeError(f"aft={state.after} waits for a chance event, yet q= is empty")
    if state.after in (C_DEAL, C_SETUP) and (state.turns or any(o >= 0 for o in state.owner)):
        raise InvalidCodeError(f"aft={state.after} continues the setup, yet the game is on")
    if state.after == C_DEAL and (
        state.queue not in ([], [(FIRST_TASK, 0)])
        or any(any(hand) for hand in state.hands)
        or any(kind >= 0 for kind in state.faceup)
        or any(state.pending)
    ):
        raise InvalidCodeError("aft=1 is before the deal: nothing dealt, only the first player")
    if state.after == C_DRAW and (
        not state.draws or any(task >= TICKET_TASK for task, _ in state.queue)
    ):
        raise InvalidCodeError("aft=3 finishes a card draw: a card drawn, only cards pending")
    mover_tickets = (TICKET_TASK, PENDING + state.cur)
    if state.after == C_TICKETS and (
        any(item != mover_tickets for item in state.queue)
        or not (state.queue or state.pending[state.cur] or short)
    ):
        raise InvalidCodeError("aft=4 finishes a ticket draw: only the mover's tickets pending")
