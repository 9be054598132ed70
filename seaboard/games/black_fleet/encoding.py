"""Black Fleet's fixed-size encodings for the RL adapters (docs/rl.md; seed 001 "Ход игры").

Both are built from the loaded component set (option ``components``: a replacement board or
card set changes the sizes), per seat count. Below, A is the number of sea and island areas
(127 on the built-in board, whose 23 continent areas never hold a ship), S the sea areas
(114), E the sea-sea edges (254), C the movement card types (22), n the seat count.

Actions (``action_catalogue``), in this order (3763 for 3 seats, 3765 for 4 on the built-in set):

- ``place A`` for every dock, ``enter A`` for every distant sea (ascending areas);
- ``play CODE`` for every card type; then Expert Crew plays ``play X&Y:PQR`` for card types
  X <= Y in component order (the hand is kept sorted that way): ``111`` alone for a pair of
  equal cards, the 8 picks ``111`` ... ``222`` otherwise;
- ``move SHIP A`` for the 4 ships (merchant, pirate, yellow, purple) x A (ships step through
  islands with Tidal Wave or the Navigation Chart, never onto a continent);
- ``lucky A`` (S: Lucky Wind steps end or pass on the sea), ``stop``;
- ``sell``, ``bury``, ``smuggle``; ``rob A``, ``trade A``, ``spot A``, ``detach A`` (S each),
  ``sink yellow|purple A``, ``marque yellow|purple A`` (2 x S each): a target is always an
  opponent's ship at rest, and ships rest only on the sea;
- ``swap``, ``tide SHIP`` (4);
- ``fortune TYPE`` for the 13 argument-less types (in ``FORTUNE_IDS`` order),
  ``fortune lucky-wind SEAT SHIP`` (n seats x merchant|pirate), ``fortune freak-winds PERM``
  (5), ``fortune whirlwind A B`` (E pairs A < B: whirled ships rest on the sea),
  ``fortune lighter-load merchant|pirate``;
- ``end``, ``discard TYPE`` (17), ``buy COST`` (the 4 tiers), ``buy victory``, ``done``,
  ``pass``.

Observation (``encode_observation``; ``observation_size(num_players, options)`` floats,
``OBSERVATION_SIZE`` = 1951 for the built-in set and any seat count), every value in [0, 1]
(counts scaled and capped), seat blocks seat-relative: block 0 is the observing seat, then the
seats after it in turn order, zeros for a missing fourth seat; spectators see from seat 0:

- phase one-hot (14); seat to move relative one-hot (4) and a chance flag (1); seat count
  one-hot 3-4 (2); black fleet seat relative one-hot (4); round / 200, last-round flag (2);
- 4 seat blocks of 2A + 117: doubloons / 40 (1); merchant area one-hot (A), goods colour
  one-hot (5), cubes / 3 (1); pirate area one-hot (A), treasure colour one-hot (5); the 4
  development slots x (card one-hot 24 when the observer may see it, revealed flag) (100);
  victory cost / 20, victory bought (2); cubes stolen from the merchant / 3 (1); movement and
  fortune hand sizes / 3 and / 6 (2);
- the navy: yellow and purple area one-hot (2A); goods left in the ports / per colour (5);
- the observer's hands: movement cards by type / 2 (C), fortune cards by type / 3 (17);
- movement and fortune deck sizes / 44, undealt development cards / 24 (3); discards by
  type / that type's count: movement (C), fortune (17);
- this turn: navy ship of the card one-hot (2), bottom line one-hot (4), Expert Crew flag (1),
  card values / 9 (3); per ship (4 x 9): steps value / 9, used / 12, bonus / 12, cap / 9,
  breeze / 9, acted, finished, under control (navy) or afloat (own), moving now; Freshening
  Winds / 3, robbed, buried, fortune cards played / 3, Extra Orders / 2, Tidal Wave, swapped,
  Freak Winds, Secret Orders, Duplicate Order (10); Navigation Chart ship one-hot (4); Tide
  Tables ship one-hot (4); Lucky Wind owner relative one-hot (4), ship (2), steps left / 2
  (1); deliveries colour x port flags (25); movement draws / 2, fortune draws / 3, discards
  owed / 3 (3);
- a game-over flag (1).

Only the standard library is used: this module is part of the rules package.
"""

from __future__ import annotations

from functools import cache
from typing import Any, Final

from seaboard.games.black_fleet.components import (
    CONTINENT,
    DEV_IDS,
    FORTUNE_IDS,
    SEA,
    Components,
    load_components,
)
from seaboard.games.black_fleet.fortune import FREAK_PERMS
from seaboard.games.black_fleet.moves import SHIP_NAMES
from seaboard.games.black_fleet.state import DEV_SLUG, FORTUNE_SLUG, NO_CAP, PHASE_NAMES

MAX_SEATS: Final = 4
NUM_DEV: Final = len(DEV_IDS)
NUM_FORTUNE: Final = len(FORTUNE_IDS)
FORTUNE_WITH_ARGS: Final = frozenset({"lucky-wind", "freak-winds", "whirlwind", "lighter-load"})
ROUND_SCALE: Final = 200.0
MONEY_SCALE: Final = 40.0
DECK_SCALE: Final = 44.0
STEP_SCALE: Final = 9.0
USED_SCALE: Final = 12.0
SEAT_FIXED: Final = 1 + 6 + 5 + 4 * (NUM_DEV + 1) + 2 + 1 + 2
"""A seat block without its two area one-hots (117)."""
TURN_SIZE: Final = 2 + 4 + 1 + 3 + 4 * 9 + 10 + 4 + 4 + 7 + 3
"""The turn block without its deliveries (colours x ports)."""

_PHASE: Final = {name: i for i, name in enumerate(PHASE_NAMES)}
_DEV: Final = {slug: i for i, slug in enumerate(DEV_SLUG)}
_FORTUNE: Final = {slug: i for i, slug in enumerate(FORTUNE_SLUG)}


def _components(options: Any) -> Components:
    return load_components(str(getattr(options, "components", "") or ""))


def _catalogue(comp: Components, num_players: int) -> list[str]:
    sea = [a for a in range(comp.num_areas) if comp.kind[a] == SEA]
    afloat = [a for a in range(comp.num_areas) if comp.kind[a] != CONTINENT]
    docks = [a for a in range(comp.num_areas) if comp.dock_port[a] >= 0]
    codes = [card.code for card in comp.move_cards]
    picks = [f"{x}{y}{z}" for x in "12" for y in "12" for z in "12"]
    out = [f"place {a}" for a in docks] + [f"enter {a}" for a in comp.distant]
    out += [f"play {code}" for code in codes]
    for i, first in enumerate(codes):
        out += [f"play {first}&{first}:111"]
        out += [f"play {first}&{other}:{p}" for other in codes[i + 1 :] for p in picks]
    out += [f"move {ship} {a}" for ship in SHIP_NAMES for a in afloat]
    out += [f"lucky {a}" for a in sea] + ["stop", "sell", "bury", "smuggle"]
    for verb in ("rob", "trade", "spot", "detach"):
        out += [f"{verb} {a}" for a in sea]
    for verb in ("sink", "marque"):
        out += [f"{verb} {ship} {a}" for ship in SHIP_NAMES[2:] for a in sea]
    out += ["swap"] + [f"tide {ship}" for ship in SHIP_NAMES]
    out += [f"fortune {slug}" for slug in FORTUNE_SLUG if slug not in FORTUNE_WITH_ARGS]
    out += [f"fortune lucky-wind {o} {s}" for o in range(num_players) for s in SHIP_NAMES[:2]]
    out += [f"fortune freak-winds {perm}" for perm in FREAK_PERMS]
    out += [f"fortune whirlwind {a} {b}" for a in sea for b in comp.sea_adj[a] if a < b]
    out += [f"fortune lighter-load {ship}" for ship in SHIP_NAMES[:2]]
    out += ["end"] + [f"discard {slug}" for slug in FORTUNE_SLUG]
    out += [f"buy {cost}" for cost in dict.fromkeys(comp.tiers)]
    return [*out, "buy victory", "done", "pass"]


def action_catalogue(num_players: int, options: Any) -> list[str]:
    """Every decision's notation, in the fixed order of the module docstring."""
    return _catalogue(_components(options), num_players)


def max_chance_outcomes(num_players: int, options: Any) -> int:
    """The widest chance point: the black fleet seat, a development card dealt from one tier
    (6) or from all 24 (option ``dev_deal=any``), a fortune type (17) or a movement card type."""
    comp = _components(options)
    deal = (
        NUM_DEV
        if getattr(options, "dev_deal", "tiers") == "any"
        else max(comp.dev_tier.count(k) for k in range(len(comp.tiers)))
    )
    return max(num_players, deal, NUM_FORTUNE, len(comp.move_cards))


class _Layout:
    """Index tables of one component set (built once per set)."""

    __slots__ = (
        "afloat",
        "card",
        "card_counts",
        "colour",
        "fortune_counts",
        "goods_per_colour",
        "num_afloat",
        "num_cards",
        "num_ports",
        "seat_size",
        "size",
    )

    def __init__(self, comp: Components) -> None:
        index = [-1] * comp.num_areas
        afloat = [a for a in range(comp.num_areas) if comp.kind[a] != CONTINENT]
        for i, a in enumerate(afloat):
            index[a] = i
        self.afloat = tuple(index)
        self.num_afloat = len(afloat)
        self.card = {card.code: i for i, card in enumerate(comp.move_cards)}
        self.card_counts = tuple(float(card.count) for card in comp.move_cards)
        self.num_cards = len(comp.move_cards)
        self.colour = {name: i for i, name in enumerate(comp.colours)}
        self.fortune_counts = tuple(float(k) for k in comp.fortune_counts)
        self.goods_per_colour = float(comp.goods_per_colour)
        self.num_ports = len(comp.ports)
        self.seat_size = 2 * self.num_afloat + SEAT_FIXED
        self.size = (
            14
            + 5
            + 2
            + 4
            + 2
            + MAX_SEATS * self.seat_size
            + 2 * self.num_afloat
            + len(comp.colours)
            + self.num_cards
            + NUM_FORTUNE
            + 3
            + self.num_cards
            + NUM_FORTUNE
            + TURN_SIZE
            + len(comp.colours) * self.num_ports
            + 1
        )


@cache
def _layout(path: str) -> _Layout:
    return _Layout(load_components(path))


def observation_size(num_players: int, options: Any) -> int:
    """The observation length for the component set of ``options`` (any seat count)."""
    return _layout(str(getattr(options, "components", "") or "")).size


OBSERVATION_SIZE: Final = _layout("").size


def _one(value: float, scale: float) -> float:
    return value / scale if value < scale else 1.0


def encode_observation(view: dict[str, Any]) -> list[float]:
    """A seat's view (``state.view(seat)``) as ``observation_size`` floats."""
    lay = _layout(view["components"])
    n = len(view["money"])
    perspective = view.get("perspective")
    me = perspective if isinstance(perspective, int) else 0
    order = [(me + k) % n for k in range(n)]
    out = [0.0] * lay.size
    out[_PHASE[view["phase"]]] = 1.0
    to_move = view["to_move"]
    if to_move == -1:
        out[18] = 1.0
    elif to_move >= 0:
        out[14 + (to_move - me) % n] = 1.0
    out[19 + n - 3] = 1.0
    out[21 + (view["first"] - me) % n] = 1.0
    out[25] = _one(view["round"], ROUND_SCALE)
    out[26] = 1.0 if view["last_round"] else 0.0
    pos = 27
    afloat = lay.afloat
    na = lay.num_afloat
    colour = lay.colour
    for seat in order:
        base = pos
        out[pos] = _one(max(0, view["money"][seat]), MONEY_SCALE)
        merchant = view["merchants"][seat]
        if merchant["area"] >= 0:
            out[pos + 1 + afloat[merchant["area"]]] = 1.0
        pos += 1 + na
        if merchant["goods"] is not None:
            out[pos + colour[merchant["goods"]]] = 1.0
        out[pos + 5] = _one(merchant["count"], 3.0)
        pos += 6
        pirate = view["pirates"][seat]
        if pirate["area"] >= 0:
            out[pos + afloat[pirate["area"]]] = 1.0
        pos += na
        if pirate["treasure"] is not None:
            out[pos + colour[pirate["treasure"]]] = 1.0
        pos += 5
        for slot in view["development"][seat]:
            if slot["card"] is not None:
                out[pos + _DEV[slot["card"]]] = 1.0
            if slot["revealed"]:
                out[pos + NUM_DEV] = 1.0
            pos += NUM_DEV + 1
        victory = view["victory"][seat]
        out[pos] = _one(victory["cost"], 20.0)
        out[pos + 1] = 1.0 if victory["bought"] else 0.0
        out[pos + 2] = _one(view["stolen"][seat], 3.0)
        out[pos + 3] = _one(view["movement_hand_sizes"][seat], 3.0)
        out[pos + 4] = _one(view["fortune_hand_sizes"][seat], 6.0)
        pos = base + lay.seat_size
    pos = 27 + MAX_SEATS * lay.seat_size
    navy = view["navy"]
    out[pos + afloat[navy["yellow"]]] = 1.0
    out[pos + na + afloat[navy["purple"]]] = 1.0
    pos += 2 * na
    for name, count in view["port_goods"].items():
        out[pos + colour[name]] = _one(count, lay.goods_per_colour)
    pos += len(colour)
    for code in view.get("movement_hand", ()):
        out[pos + lay.card[code]] = min(1.0, out[pos + lay.card[code]] + 0.5)
    pos += lay.num_cards
    for slug in view.get("fortune_hand", ()):
        out[pos + _FORTUNE[slug]] = min(1.0, out[pos + _FORTUNE[slug]] + 1.0 / 3.0)
    pos += NUM_FORTUNE
    out[pos] = _one(view["movement_deck_size"], DECK_SCALE)
    out[pos + 1] = _one(view["fortune_deck_size"], DECK_SCALE)
    out[pos + 2] = _one(view["undealt_development_cards"], float(NUM_DEV))
    pos += 3
    for code, count in view["movement_discards"].items():
        i = lay.card[code]
        out[pos + i] = _one(count, lay.card_counts[i])
    pos += lay.num_cards
    for slug, count in view["fortune_discards"].items():
        i = _FORTUNE[slug]
        out[pos + i] = _one(count, lay.fortune_counts[i])
    pos += NUM_FORTUNE
    _encode_turn(view, lay, me, n, out, pos)
    out[-1] = 1.0 if view["phase"] == "over" else 0.0
    return out


def _encode_turn(
    view: dict[str, Any], lay: _Layout, me: int, n: int, out: list[float], pos: int
) -> None:
    """The turn block of the module docstring, written into ``out`` from ``pos``."""
    t = view["turn"]
    seat = view["seat"]
    pnavy = t["pnavy"]
    if pnavy >= 0:
        out[pos + pnavy] = 1.0
    out[pos + 2 + t["bottom"]] = 1.0
    out[pos + 6] = float(t["expert"])
    for i, value in enumerate(t["cardv"]):
        out[pos + 7 + i] = _one(value, STEP_SCALE)
    pos += 10
    afloat = (view["merchants"][seat]["area"] >= 0, view["pirates"][seat]["area"] >= 0)
    for slot in range(4):
        out[pos] = _one(t["val"][slot], STEP_SCALE)
        out[pos + 1] = _one(t["used"][slot], USED_SCALE)
        out[pos + 2] = _one(t["bonus"][slot], USED_SCALE)
        cap = t["cap"][slot]
        out[pos + 3] = 1.0 if cap == NO_CAP else _one(cap, STEP_SCALE)
        out[pos + 4] = _one(max(0, t["brz"][slot]), STEP_SCALE)
        out[pos + 5] = float(t["acted"][slot])
        out[pos + 6] = float(t["done"][slot])
        out[pos + 7] = float(t["ctrl"][slot - 2]) if slot >= 2 else float(afloat[slot])
        out[pos + 8] = 1.0 if t["cur"] == slot else 0.0
        pos += 9
    out[pos] = _one(t["fresh"], 3.0)
    out[pos + 1] = float(t["robbed"])
    out[pos + 2] = float(t["buried"])
    out[pos + 3] = _one(t["fplayed"], 3.0)
    out[pos + 4] = _one(t["extra"], 2.0)
    out[pos + 5] = float(t["tidal"])
    out[pos + 6] = float(t["swapped"])
    out[pos + 7] = float(t["freaked"])
    out[pos + 8] = float(t["secret"])
    out[pos + 9] = float(t["dup"])
    pos += 10
    if t["chart"] >= 0:
        out[pos + t["chart"]] = 1.0
    if t["tide"] >= 0:
        out[pos + 4 + t["tide"]] = 1.0
    pos += 8
    lucky = t["lucky"]
    if lucky:
        owner, slot, left = lucky
        out[pos + (owner - me) % n] = 1.0
        out[pos + 4 + slot] = 1.0
        out[pos + 6] = _one(left, 2.0)
    pos += 7
    for colour, port in t["delivered"]:
        out[pos + colour * lay.num_ports + port] = 1.0
    pos += len(lay.colour) * lay.num_ports
    out[pos] = _one(t["mdraw"], 2.0)
    out[pos + 1] = _one(t["fdraw"], 3.0)
    out[pos + 2] = _one(t["fdiscard"], 3.0)


def observation_range(num_players: int, options: Any) -> tuple[float, float]:
    """Every number ``encode_observation`` gives lies in this range (docs/rl.md)."""
    return (0.0, 1.0)
