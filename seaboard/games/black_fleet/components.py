"""Black Fleet component data: loading and validation (seed 001, "Компоненты"; RULINGS.md).

The board graph, the 44 movement cards, the 17 fortune types with their counts, the 24
development cards with their cost tiers, the victory-card costs and the goods live in
``data/*.json``. Every file says whether it is real or reconstructed; a player who owns the
game can write the real values in the same format and load them with the option
``components=PATH`` (a directory holding the same five files). Broken data raises
``InvalidDataError`` naming the file, the entry and the problem.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from seaboard.core.errors import InvalidDataError

DATA_DIR = Path(__file__).resolve().parent / "data"
FILES = (
    "board.json",
    "movement_cards.json",
    "fortune_cards.json",
    "development_cards.json",
    "components.json",
)

SEA, ISLAND, CONTINENT = 0, 1, 2
KINDS = {"sea": SEA, "island": ISLAND, "continent": CONTINENT}
BOTTOMS = ("none", "draw1", "draw2", "discard1")
NAVY_COLOURS = ("yellow", "purple")

FORTUNE_IDS = (
    "trade_wind",
    "following_wind",
    "naval_wind",
    "lucky_wind",
    "piratical_breeze",
    "mercantile_breeze",
    "naval_breeze",
    "freak_winds",
    "freshening_wind",
    "duplicate_order",
    "whirlwind",
    "tidal_wave",
    "extra_order",
    "lighter_load",
    "secret_orders",
    "side_trading",
    "sunken_treasure",
)
"""The 17 fortune types in a fixed order (their effects are rules code, seed "Карты удачи")."""

DEV_IDS = (
    "quick_launch",
    "disguised_hold",
    "secret_plans",
    "bounty_notice",
    "treasure_map",
    "smugglers_code",
    "insurance",
    "fast_loading",
    "delivery_bonus",
    "royal_charter",
    "trade_agreement",
    "bill_of_lading",
    "larger_sails",
    "expert_crew",
    "mobile_forces",
    "tide_tables",
    "navigation_chart",
    "weather_forecast",
    "master_trader",
    "black_spot",
    "letter_of_marque",
    "naval_detachment",
    "false_colors",
    "pirate_hideout",
)
"""The 24 development cards in the seed's listing order (effects are rules code)."""


@dataclass(frozen=True, slots=True)
class Port:
    name: str
    ru: str
    colour: int
    buys: tuple[int, ...]
    """Price per cube for each goods colour (0: this port does not buy that colour)."""
    area: int
    docks: tuple[int, ...]
    x: int
    y: int


@dataclass(frozen=True, slots=True)
class MoveCard:
    code: str
    navy: int
    """0 yellow, 1 purple: the navy ship this card moves."""
    values: tuple[int, int, int]
    """Steps for (navy, pirate, merchant)."""
    bottom: int
    """Index in ``BOTTOMS``."""
    count: int


@dataclass(frozen=True, slots=True)
class Components:
    """Everything the rules need from the data files, in flat tuples for speed."""

    path: str
    kind: tuple[int, ...]
    xy: tuple[tuple[int, int], ...]
    beach: tuple[int, ...]
    distant: tuple[int, ...]
    lairs: tuple[int, ...]
    navy_start: tuple[int, int]
    adj: tuple[tuple[int, ...], ...]
    ports: tuple[Port, ...]
    dock_port: tuple[int, ...]
    port_of_colour: tuple[int, ...]
    colours: tuple[str, ...]
    goods_names: dict[str, tuple[str, str]]
    goods_per_colour: int
    move_cards: tuple[MoveCard, ...]
    card_index: dict[str, int]
    fortune_names: tuple[tuple[str, str], ...]
    fortune_counts: tuple[int, ...]
    extra_orders: tuple[tuple[int, int], ...]
    """(colour, port) pairs of the Extra Order card."""
    dev_names: tuple[tuple[str, str], ...]
    dev_tier: tuple[int, ...]
    """Index 0-3 of the cost tier of each development card."""
    tiers: tuple[int, ...]
    victory_costs: tuple[int, ...]
    size: tuple[int, int]
    sources: dict[str, str]

    @property
    def num_areas(self) -> int:
        return len(self.kind)


def _fail(file: str, entry: str, problem: str) -> InvalidDataError:
    return InvalidDataError(f"{file}: {entry}: {problem}")


def _get(obj: Any, key: str, kind: type | tuple[type, ...], file: str, entry: str) -> Any:
    if not isinstance(obj, dict) or key not in obj:
        raise _fail(file, entry, f"missing '{key}'")
    value = obj[key]
    if not isinstance(value, kind) or (isinstance(value, bool) and kind is not bool):
        raise _fail(file, entry, f"'{key}' has the wrong type ({type(value).__name__})")
    return value


def _read(directory: Path, name: str) -> Any:
    path = directory / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise InvalidDataError(f"{path}: file not found") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise InvalidDataError(f"{path}: cannot read JSON ({error})") from None


def _load_board(data: Any, colours: tuple[str, ...]) -> dict[str, Any]:
    f = "board.json"
    areas = _get(data, "areas", list, f, "board")
    kind: list[int] = []
    xy: list[tuple[int, int]] = []
    beach: list[int] = []
    distant: list[int] = []
    lairs: list[int] = []
    navy: dict[str, int] = {}
    for i, area in enumerate(areas):
        entry = f"area {i}"
        if _get(area, "id", int, f, entry) != i:
            raise _fail(f, entry, "ids must be 0, 1, 2, ... in order")
        k = _get(area, "kind", str, f, entry)
        if k not in KINDS:
            raise _fail(f, entry, f"unknown kind '{k}' (sea, island, continent)")
        kind.append(KINDS[k])
        xy.append((_get(area, "x", int, f, entry), _get(area, "y", int, f, entry)))
        value = area.get("beach", 0)
        if value not in (0, 3, 4, 6):
            raise _fail(f, entry, f"beach value {value!r} is not 3, 4 or 6")
        if (value or area.get("distant") or area.get("lair") or "navy_start" in area) and (
            KINDS[k] != SEA
        ):
            raise _fail(f, entry, "beaches, distant seas, lairs and navy starts must be sea")
        beach.append(value)
        if area.get("distant"):
            distant.append(i)
        if area.get("lair"):
            lairs.append(i)
        if "navy_start" in area:
            colour = area["navy_start"]
            if colour not in NAVY_COLOURS or colour in navy:
                raise _fail(f, entry, f"bad or repeated navy start {colour!r}")
            navy[colour] = i
    n = len(kind)
    if n == 0:
        raise _fail(f, "areas", "no areas")
    if len(navy) != 2:
        raise _fail(f, "areas", "needs one yellow and one purple navy start")
    if len(lairs) != 2:
        raise _fail(f, "areas", f"needs 2 pirate lairs, has {len(lairs)}")
    if not distant:
        raise _fail(f, "areas", "needs distant-sea areas")
    if not any(beach):
        raise _fail(f, "areas", "needs beaches")
    adj: list[set[int]] = [set() for _ in range(n)]
    for edge in _get(data, "adjacency", list, f, "board"):
        if (
            not isinstance(edge, list)
            or len(edge) != 2
            or not all(isinstance(a, int) and 0 <= a < n for a in edge)
            or edge[0] == edge[1]
        ):
            raise _fail(f, f"adjacency {edge!r}", "must be two different area ids")
        adj[edge[0]].add(edge[1])
        adj[edge[1]].add(edge[0])
    ports: list[Port] = []
    dock_port = [-1] * n
    seen_colours: set[int] = set()
    for j, port in enumerate(_get(data, "ports", list, f, "board")):
        entry = f"port {j}"
        name = _get(port, "name", str, f, entry)
        entry = f"port {name}"
        colour_name = _get(port, "colour", str, f, entry)
        if colour_name not in colours:
            raise _fail(f, entry, f"unknown goods colour '{colour_name}'")
        colour = colours.index(colour_name)
        if colour in seen_colours:
            raise _fail(f, entry, f"a second port of colour {colour_name}")
        seen_colours.add(colour)
        buys = [0] * len(colours)
        for good, price in _get(port, "buys", dict, f, entry).items():
            if good not in colours or good == colour_name or price not in (2, 3):
                raise _fail(f, entry, f"cannot buy {good!r} at {price!r}")
            buys[colours.index(good)] = price
        area = _get(port, "area", int, f, entry)
        if not 0 <= area < n or kind[area] != CONTINENT:
            raise _fail(f, entry, "its area must be a continent area")
        docks = _get(port, "docks", list, f, entry)
        if not docks:
            raise _fail(f, entry, "has no docks")
        for dock in docks:
            if not isinstance(dock, int) or not 0 <= dock < n or kind[dock] != SEA:
                raise _fail(f, entry, f"dock {dock!r} is not a sea area")
            if dock not in adj[area]:
                raise _fail(f, entry, f"dock {dock} is not next to the port")
            if dock_port[dock] != -1:
                raise _fail(f, entry, f"dock {dock} belongs to two ports")
            dock_port[dock] = j
        ports.append(
            Port(
                name,
                _get(port, "ru", str, f, entry),
                colour,
                tuple(buys),
                area,
                tuple(docks),
                _get(port, "x", int, f, entry),
                _get(port, "y", int, f, entry),
            )
        )
    if len(ports) != len(colours):
        raise _fail(f, "ports", f"needs one port per goods colour ({len(colours)})")
    hex_info = _get(data, "hex", dict, f, "board")
    size = (_get(hex_info, "width_px", int, f, "hex"), _get(hex_info, "height_px", int, f, "hex"))
    port_of_colour = [0] * len(colours)
    for j, port in enumerate(ports):
        port_of_colour[port.colour] = j
    return {
        "kind": tuple(kind),
        "xy": tuple(xy),
        "beach": tuple(beach),
        "distant": tuple(distant),
        "lairs": tuple(lairs),
        "navy_start": (navy["yellow"], navy["purple"]),
        "adj": tuple(tuple(sorted(a)) for a in adj),
        "ports": tuple(ports),
        "dock_port": tuple(dock_port),
        "port_of_colour": tuple(port_of_colour),
        "size": size,
    }


def card_code(navy: int, values: tuple[int, int, int], bottom: int) -> str:
    """A movement card's notation, e.g. ``Y2.4.3+1``: navy ship, values, bottom line."""
    tail = ("", "+1", "+2", "-1")[bottom]
    return f"{'YP'[navy]}{values[0]}.{values[1]}.{values[2]}{tail}"


def _load_movement(data: Any) -> tuple[tuple[MoveCard, ...], dict[str, int]]:
    f = "movement_cards.json"
    cards: list[MoveCard] = []
    index: dict[str, int] = {}
    for i, card in enumerate(_get(data, "cards", list, f, "cards")):
        entry = f"card {i}"
        navy = _get(card, "navy", str, f, entry)
        if navy not in NAVY_COLOURS:
            raise _fail(f, entry, f"navy must be yellow or purple, not {navy!r}")
        values = tuple(
            _get(card, key, int, f, entry) for key in ("navy_value", "pirate", "merchant")
        )
        if not all(0 <= v <= 9 for v in values):
            raise _fail(f, entry, "values must be 0-9")
        bottom = _get(card, "bottom", str, f, entry)
        if bottom not in BOTTOMS:
            raise _fail(f, entry, f"bottom must be one of {', '.join(BOTTOMS)}")
        count = _get(card, "count", int, f, entry)
        if count < 1:
            raise _fail(f, entry, "count must be at least 1")
        code = card_code(NAVY_COLOURS.index(navy), values, BOTTOMS.index(bottom))
        if code in index:
            raise _fail(f, entry, f"repeats card {code}; raise its count instead")
        index[code] = len(cards)
        cards.append(MoveCard(code, NAVY_COLOURS.index(navy), values, BOTTOMS.index(bottom), count))
    total = sum(card.count for card in cards)
    if total != 44:
        raise _fail(f, "cards", f"the counts sum to {total}, not 44")
    return tuple(cards), index


def _load(directory: Path) -> Components:
    raw = {name: _read(directory, name) for name in FILES}
    f = "components.json"
    general = raw[f]
    colours = tuple(_get(general, "goods_colours", list, f, "goods"))
    if sorted(colours) != sorted(["red", "yellow", "green", "blue", "purple"]):
        raise _fail(f, "goods_colours", "must be red, yellow, green, blue and purple")
    per_colour = _get(general, "goods_per_colour", int, f, "goods")
    if per_colour < 3:
        raise _fail(f, "goods_per_colour", "must be at least 3")
    names = _get(general, "goods_names", dict, f, "goods")
    goods_names = {c: (str(names[c][0]), str(names[c][1])) for c in colours if c in names}
    board = _load_board(raw["board.json"], colours)
    cards, index = _load_movement(raw["movement_cards.json"])
    f = "fortune_cards.json"
    entries = _get(raw[f], "cards", list, f, "cards")
    by_id = {}
    for i, card in enumerate(entries):
        by_id[_get(card, "id", str, f, f"card {i}")] = card
    if sorted(by_id) != sorted(FORTUNE_IDS) or len(entries) != len(FORTUNE_IDS):
        raise _fail(f, "cards", f"must list each of the 17 types once: {', '.join(FORTUNE_IDS)}")
    counts = tuple(_get(by_id[k], "count", int, f, k) for k in FORTUNE_IDS)
    if any(c < 1 for c in counts) or sum(counts) != 44:
        raise _fail(f, "cards", f"counts must be positive and sum to 44, not {sum(counts)}")
    fortune_names = tuple(
        (_get(by_id[k], "name", str, f, k), _get(by_id[k], "ru", str, f, k)) for k in FORTUNE_IDS
    )
    port_names = [p.name for p in board["ports"]]
    extra = []
    for pair in _get(raw[f], "extra_order_pairs", list, f, "extra_order_pairs"):
        colour = _get(pair, "colour", str, f, "extra_order_pairs")
        port = _get(pair, "port", str, f, "extra_order_pairs")
        if colour not in colours or port not in port_names:
            raise _fail(f, "extra_order_pairs", f"unknown colour or port in {pair!r}")
        extra.append((colours.index(colour), port_names.index(port)))
    f = "development_cards.json"
    tiers = tuple(_get(raw[f], "tiers", list, f, "tiers"))
    if len(tiers) != 4 or not all(isinstance(t, int) and t > 0 for t in tiers):
        raise _fail(f, "tiers", "must be four positive costs")
    dev = {}
    dev_entries = _get(raw[f], "cards", list, f, "cards")
    for i, card in enumerate(dev_entries):
        dev[_get(card, "id", str, f, f"card {i}")] = card
    if sorted(dev) != sorted(DEV_IDS) or len(dev_entries) != len(DEV_IDS):
        raise _fail(f, "cards", f"must list each of the 24 cards once: {', '.join(DEV_IDS)}")
    dev_tier = []
    for k in DEV_IDS:
        cost = _get(dev[k], "cost", int, f, k)
        if cost not in tiers:
            raise _fail(f, k, f"cost {cost} is not one of the tiers {tiers}")
        dev_tier.append(tiers.index(cost))
    for t in range(4):
        if dev_tier.count(t) != 6:
            raise _fail(f, "cards", f"tier {tiers[t]} must hold 6 cards")
    victory = tuple(_get(raw[f], "victory_costs", list, f, "victory_costs"))
    if not victory or not all(isinstance(v, int) and v > 0 for v in victory):
        raise _fail(f, "victory_costs", "must be positive costs")
    sources = {
        "board": str(raw["board.json"].get("source", "?")),
        "movement_cards": str(raw["movement_cards.json"].get("source", "?")),
        "fortune_counts": "reconstructed"
        if any("reconstructed" in str(c.get("source", "")) for c in entries)
        else "real",
        "development_tiers": "reconstructed"
        if any("reconstructed" in str(c.get("source", "")) for c in dev_entries)
        else "real",
    }
    return Components(
        path=str(directory),
        colours=colours,
        goods_names=goods_names,
        goods_per_colour=per_colour,
        move_cards=cards,
        card_index=index,
        fortune_names=fortune_names,
        fortune_counts=counts,
        extra_orders=tuple(extra),
        dev_names=tuple(
            (_get(dev[k], "name", str, f, k), _get(dev[k], "ru", str, f, k)) for k in DEV_IDS
        ),
        dev_tier=tuple(dev_tier),
        tiers=tiers,
        victory_costs=victory,
        sources=sources,
        **board,
    )


@cache
def load_components(path: str = "") -> Components:
    """The component set in directory ``path`` (the package's own data when empty)."""
    return _load(Path(path) if path else DATA_DIR)
