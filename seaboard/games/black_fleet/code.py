"""The Black Fleet position code: one line, ``black_fleet `` and a compact JSON object
holding the whole state (options, board, hands, decks, the turn so far).

Keys: ``n`` players, ``o`` options that differ from the defaults, ``ph`` phase (index in
``state.PHASE_NAMES``), ``seat``, ``first`` (black fleet seat), ``round``, ``di`` (setup
counter), ``money``, ``mpos``/``mcol``/``mcnt`` (merchant area or -1, cargo colour index, cargo
count), ``ppos``/``pcargo`` (pirate area, treasure colour or -1), ``navy`` (yellow, purple
areas), ``cubes`` (goods in each colour's port), ``dev``/``rev`` (dealt development cards by
cost slot, revealed flags), ``vic``/``vcost``, ``stolen`` (Insurance), ``mh``/``md``/``mx``
(movement hands as card indices, deck and discard counts), ``fh``/``fd``/``fx`` (the same for
fortune cards), ``box`` (undealt development cards), ``end`` (victory bought: last round),
``over`` (reason) and ``t`` (the turn: see ``state.Turn``).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from seaboard.core.codefields import refuse
from seaboard.core.errors import InvalidCodeError, SeaboardError
from seaboard.core.options import build_options, options_to_json
from seaboard.games.black_fleet.actions import DISGUISED_HOLD
from seaboard.games.black_fleet.components import (
    CONTINENT,
    DEV_IDS,
    FORTUNE_IDS,
    SEA,
    load_components,
)
from seaboard.games.black_fleet.moves import SHIP_NAMES
from seaboard.games.black_fleet.options import Options
from seaboard.games.black_fleet.state import (
    DEAL,
    DEAL_F,
    DEAL_M,
    DRAW_F,
    DRAW_M,
    FIRST,
    LUCKY,
    PHASE_NAMES,
    SETUP,
    BlackFleetState,
    Turn,
)

if TYPE_CHECKING:
    from seaboard.games.black_fleet.components import Components

PREFIX = "black_fleet "


def to_code(st: BlackFleetState) -> str:
    data = {
        "n": st.num_players,
        "o": options_to_json(st.options),
        "ph": st.phase,
        "seat": st.seat,
        "first": st.first,
        "round": st.round,
        "di": st.deal_i,
        "money": st.money,
        "mpos": st.mpos,
        "mcol": st.mcol,
        "mcnt": st.mcnt,
        "ppos": st.ppos,
        "pcargo": st.pcargo,
        "navy": st.navy,
        "cubes": st.cubes,
        "dev": st.dev,
        "rev": st.rev,
        "vic": st.vic,
        "vcost": st.vcost,
        "stolen": st.stolen,
        "mh": st.mhand,
        "md": st.mdeck,
        "mx": st.mdisc,
        "fh": st.fhand,
        "fd": st.fdeck,
        "fx": st.fdisc,
        "box": st.box,
        "end": st.end_trig,
        "over": st.over,
        "t": st.t.to_json(),
    }
    return PREFIX + json.dumps(data, separators=(",", ":"))


def _ints(data: dict[str, Any], key: str, length: int, lo: int, hi: int) -> list[int]:
    value = data.get(key)
    if (
        not isinstance(value, list)
        or len(value) != length
        or not all(type(v) is int and lo <= v <= hi for v in value)
    ):
        raise refuse(key, value, f"{length} whole numbers {lo}..{hi}")
    return list(value)


def _int(data: dict[str, Any], key: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if type(value) is not int or not lo <= value <= hi:
        raise refuse(key, value, f"a whole number {lo}..{hi}")
    return value


def _nested(
    data: dict[str, Any], key: str, n: int, length: int | None, lo: int, hi: int
) -> list[list[int]]:
    value = data.get(key)
    if not isinstance(value, list) or len(value) != n:
        raise InvalidCodeError(f"position code: '{key}' must hold one list per player")
    result = []
    for row in value:
        if not isinstance(row, list) or (length is not None and len(row) != length):
            raise refuse(key, row, "a list" + (f" of {length}" if length is not None else ""))
        if not all(type(v) is int and lo <= v <= hi for v in row):
            raise refuse(key, row, f"whole numbers {lo}..{hi}")
        result.append(list(row))
    return result


def from_code(text: str) -> BlackFleetState:
    if not isinstance(text, str) or not text.startswith(PREFIX):
        raise InvalidCodeError("a Black Fleet position code starts with 'black_fleet '")
    try:
        data = json.loads(text[len(PREFIX) :])
    except json.JSONDecodeError as error:
        raise InvalidCodeError(f"position code: not readable ({error})") from None
    if not isinstance(data, dict):
        raise InvalidCodeError("position code: the part after the prefix must be an object")
    try:
        return _build(data)
    except SeaboardError as error:
        if isinstance(error, InvalidCodeError):
            raise
        raise InvalidCodeError(f"position code: {error}") from None


def _build(data: dict[str, Any]) -> BlackFleetState:
    n = _int(data, "n", 3, 4)
    if not isinstance(data.get("o"), dict):
        raise InvalidCodeError("position code: 'o' (options) must be an object")
    options = build_options(Options, data["o"])
    comp: Components = load_components(options.components)
    st = BlackFleetState(n, options, comp)
    areas = comp.num_areas - 1
    colours = len(comp.colours)
    cards = len(comp.move_cards)
    st.phase = _int(data, "ph", 0, len(PHASE_NAMES) - 1)
    st.seat = _int(data, "seat", 0, n - 1)
    st.first = _int(data, "first", 0, n - 1)
    st.round = _int(data, "round", 0, 10**6)
    st.deal_i = _int(data, "di", 0, 8 * n)
    st.money = _ints(data, "money", n, 0, 10**6)
    st.mpos = _ints(data, "mpos", n, -1, areas)
    st.mcol = _ints(data, "mcol", n, 0, colours - 1)
    st.mcnt = _ints(data, "mcnt", n, 0, 3)
    st.ppos = _ints(data, "ppos", n, -1, areas)
    st.pcargo = _ints(data, "pcargo", n, -1, colours - 1)
    st.navy = _ints(data, "navy", 2, 0, areas)
    st.cubes = _ints(data, "cubes", colours, 0, comp.goods_per_colour)
    st.dev = _nested(data, "dev", n, 4, -1, len(DEV_IDS) - 1)
    st.rev = _nested(data, "rev", n, 4, 0, 1)
    st.vic = _ints(data, "vic", n, 0, 1)
    st.vcost = _ints(data, "vcost", n, 1, 1000)
    st.stolen = _ints(data, "stolen", n, 0, 99)
    st.mhand = _nested(data, "mh", n, None, 0, cards - 1)
    st.mdeck = _ints(data, "md", cards, 0, 44)
    st.mdisc = _ints(data, "mx", cards, 0, 44)
    st.fhand = _nested(data, "fh", n, None, 0, len(FORTUNE_IDS) - 1)
    st.fdeck = _ints(data, "fd", len(FORTUNE_IDS), 0, 44)
    st.fdisc = _ints(data, "fx", len(FORTUNE_IDS), 0, 44)
    st.box = _ints(data, "box", len(DEV_IDS), 0, 1)
    st.end_trig = _int(data, "end", 0, 1)
    over = data.get("over")
    if over not in ("", "victory", "max_rounds"):
        raise InvalidCodeError("position code: 'over' must be '', 'victory' or 'max_rounds'")
    st.over = over
    st.owned = [
        sum(1 << st.dev[s][k] for k in range(4) if st.rev[s][k] and st.dev[s][k] >= 0)
        for s in range(n)
    ]
    _check_totals(st)
    _check_setup(st)
    st.t = _turn(data.get("t"))
    _check_turn(st)
    return st


def _check_setup(st: BlackFleetState) -> None:
    """The setup counter, the dealt cards and the hands must match the phase (a chance phase
    must have something to deal: its outcomes are never empty)."""
    n = st.num_players
    phase, di = st.phase, st.deal_i
    dealt = [c for row in st.dev for c in row if c >= 0]
    if len(set(dealt)) != len(dealt) or any(st.box[c] == (c in dealt) for c in range(len(st.box))):
        raise InvalidCodeError("position code: development cards dealt twice or not out of the box")
    slots = [c >= 0 for row in st.dev for c in row]
    mh = [len(h) for h in st.mhand]
    fh = [len(h) for h in st.fhand]
    limits = {FIRST: 0, DEAL: 4 * n - 1, DEAL_F: n - 1, DEAL_M: 2 * n - 1, SETUP: n - 1}
    if di > limits.get(phase, 8 * n):
        raise InvalidCodeError("position code: setup counter 'di' out of range in this phase")
    if phase == FIRST and st.options.first_seat is not None:
        raise InvalidCodeError("position code: the first seat is fixed by the options")
    if phase in (FIRST, DEAL):
        expect_dev = [i < (di if phase == DEAL else 0) for i in range(4 * n)]
    else:
        expect_dev = [True] * (4 * n)
    if phase in (FIRST, DEAL):
        expect_f, expect_m = [0] * n, [0] * n
    elif phase == DEAL_F:
        expect_f, expect_m = [1 if s < di else 0 for s in range(n)], [0] * n
    elif phase == DEAL_M:
        expect_f, expect_m = [1] * n, [min(2, max(0, di - 2 * s)) for s in range(n)]
    else:
        expect_f, expect_m = fh, mh
    setup = phase in (FIRST, DEAL, DEAL_F, DEAL_M, SETUP)
    if setup:
        expect_m = expect_m if phase != SETUP else [2] * n
        expect_f = expect_f if phase != SETUP else [1] * n
        ok_ships = all(
            st.mpos[(st.first + i) % n] >= 0
            if phase == SETUP and i < di
            else st.mpos[(st.first + i) % n] < 0
            for i in range(n)
        ) and all(a < 0 for a in st.ppos)
        if (
            not ok_ships
            or st.round
            or any(st.money)
            or any(st.rev[s][k] for s in range(n) for k in range(4))
        ):
            raise InvalidCodeError("position code: ships, money or cards on the table during setup")
    if slots != expect_dev or mh != expect_m or fh != expect_f:
        raise InvalidCodeError("position code: dealt cards do not match the phase")
    if phase == DRAW_M and not any(st.mdeck):
        raise InvalidCodeError("position code: a movement draw from an empty deck")
    if phase == DRAW_F and not any(st.fdeck):
        raise InvalidCodeError("position code: a fortune draw from an empty deck")


def _check_turn(st: BlackFleetState) -> None:
    """The turn's fields must make sense together with the phase and the board."""
    t = st.t
    ranges = {"pnavy": (-1, 1), "cur": (-1, 3), "chart": (-1, 3), "tide": (-1, 3)}
    for name, (lo, hi) in ranges.items():
        if not lo <= getattr(t, name) <= hi:
            raise InvalidCodeError(f"position code: turn field '{name}' out of range")
    if not 0 <= t.bottom <= 3 or not all(0 <= c < len(st.comp.move_cards) for c in t.played):
        raise InvalidCodeError("position code: bad played card or bottom line")
    if st.phase == LUCKY:
        if (
            len(t.lucky) != 3
            or not 0 <= t.lucky[0] < st.num_players
            or t.lucky[1] not in (0, 1)
            or not 0 <= t.lucky[2] <= 2
            or st.ship_area(t.lucky[0], t.lucky[1]) < 0
        ):
            raise InvalidCodeError("position code: a Lucky Wind phase needs seat, ship, steps")
    elif t.lucky:
        raise InvalidCodeError("position code: Lucky Wind steps outside its phase")
    areas = [a for a in (*st.mpos, *st.ppos, *st.navy) if a >= 0]
    if any(st.comp.kind[a] == CONTINENT for a in areas):
        raise InvalidCodeError("position code: a ship on a continent")
    _check_resting(st)


def _check_resting(st: BlackFleetState) -> None:
    """Seed 001, "Использовать корабли" (RULINGS.md): a movement ends in a free sea area, so
    every ship but the one moving now (and a Lucky Wind's) rests in a sea area of its own; a
    merchant off the board carries no goods (they go back when it sinks), nor does a pirate
    without the Disguised Hold."""
    n = st.num_players
    moving = {(st.seat, st.t.cur)} if st.t.cur >= 0 else set()
    if st.phase == LUCKY:
        moving.add((st.t.lucky[0], st.t.lucky[1]))
    ships = [(s, slot) for s in range(n) for slot in (0, 1)] + [(0, 2), (0, 3)]
    seen: dict[int, str] = {}
    for seat, slot in ships:
        area = st.ship_area(seat, slot)
        name = SHIP_NAMES[slot] + (f" of seat {seat + 1}" if slot < 2 else "")
        if area < 0 or (seat, slot) in moving or (slot >= 2 and (st.seat, slot) in moving):
            continue
        if st.comp.kind[area] != SEA:
            raise refuse(
                "mpos" if slot == 0 else "ppos" if slot == 1 else "navy",
                area,
                f"a sea area: the {name} is at rest",
            )
        if area in seen:
            raise InvalidCodeError(
                f"position code: two ships at rest in area {area} ({seen[area]}, {name})"
            )
        seen[area] = name
    for seat in range(n):
        if st.mpos[seat] < 0 and st.mcnt[seat]:
            raise refuse(
                "mcnt", st.mcnt[seat], f"0: the merchant of seat {seat + 1} is off the board"
            )
        if st.ppos[seat] < 0 and st.pcargo[seat] >= 0 and not st.has(seat, DISGUISED_HOLD):
            raise refuse(
                "pcargo", st.pcargo[seat], f"-1: the pirate of seat {seat + 1} is off the board"
            )


def _check_totals(st: BlackFleetState) -> None:
    comp = st.comp
    for c in range(len(comp.move_cards)):
        held = sum(h.count(c) for h in st.mhand) + st.mdeck[c] + st.mdisc[c]
        if held != comp.move_cards[c].count:
            raise InvalidCodeError("position code: movement cards do not add up")
    for f in range(len(FORTUNE_IDS)):
        if sum(h.count(f) for h in st.fhand) + st.fdeck[f] + st.fdisc[f] != comp.fortune_counts[f]:
            raise InvalidCodeError("position code: fortune cards do not add up")
    for colour in range(len(comp.colours)):
        total = st.cubes[colour]
        total += sum(st.mcnt[s] for s in range(st.num_players) if st.mcol[s] == colour)
        total += st.pcargo.count(colour)
        if total != comp.goods_per_colour:
            raise InvalidCodeError(f"position code: the {comp.colours[colour]} goods do not add up")


def _turn(raw: Any) -> Turn:
    if not isinstance(raw, dict) or set(raw) != set(Turn.FIELDS):
        raise InvalidCodeError("position code: 't' must hold every field of the turn")
    t = Turn()
    for name in Turn.FIELDS:
        default = getattr(t, name)
        value = raw[name]
        if type(default) is int:
            if type(value) is not int:
                raise InvalidCodeError(f"position code: turn field '{name}' must be a number")
        elif name == "delivered":
            if not isinstance(value, list) or not all(
                isinstance(v, list) and len(v) == 2 and all(type(x) is int for x in v)
                for v in value
            ):
                raise InvalidCodeError("position code: turn field 'delivered' is malformed")
            value = [list(v) for v in value]
        else:
            if not isinstance(value, list) or not all(type(x) is int for x in value):
                raise InvalidCodeError(f"position code: turn field '{name}' must be numbers")
            if name not in ("played", "lucky") and len(value) != len(default):
                raise InvalidCodeError(f"position code: turn field '{name}' has a wrong length")
            value = list(value)
        setattr(t, name, value)
    return t
