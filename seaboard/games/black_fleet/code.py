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

from seaboard.core.errors import InvalidCodeError, SeaboardError
from seaboard.core.options import build_options, options_to_json
from seaboard.games.black_fleet.components import CONTINENT, DEV_IDS, FORTUNE_IDS, load_components
from seaboard.games.black_fleet.options import Options
from seaboard.games.black_fleet.state import LUCKY, PHASE_NAMES, BlackFleetState, Turn

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
        raise InvalidCodeError(f"position code: '{key}' must be {length} numbers {lo}..{hi}")
    return list(value)


def _int(data: dict[str, Any], key: str, lo: int, hi: int) -> int:
    value = data.get(key)
    if type(value) is not int or not lo <= value <= hi:
        raise InvalidCodeError(f"position code: '{key}' must be a number {lo}..{hi}")
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
            raise InvalidCodeError(f"position code: bad entry in '{key}'")
        if not all(type(v) is int and lo <= v <= hi for v in row):
            raise InvalidCodeError(f"position code: bad number in '{key}'")
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
    st.t = _turn(data.get("t"))
    _check_turn(st)
    return st


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
    if t.cur < 0 and len(set(areas)) != len(areas):
        raise InvalidCodeError("position code: two ships in one area")


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
