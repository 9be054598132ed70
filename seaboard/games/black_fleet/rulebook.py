"""Black Fleet's rules as a page that teaches (``core.rulebook``), after seed 001: the goal, the
map and the ships, setting up, the phases of a turn, moving with movement cards, trading,
piracy, the navy, the development and fortune cards, the victory card and the end.

Every number comes from the rules (``rewards``) or the component data (``components``); every
picture is drawn by the board's and the cards' own code (``render``, ``faces``) in the reader's
language.
"""

from __future__ import annotations

from typing import Final

from seaboard.core.message import Message, msg
from seaboard.core.rulebook import Entry, RuleBook, Section
from seaboard.games.black_fleet import faces, help
from seaboard.games.black_fleet import rewards as r
from seaboard.games.black_fleet.colours import FLEET_FILL
from seaboard.games.black_fleet.components import (
    CONTINENT,
    DEV_IDS,
    FORTUNE_IDS,
    ISLAND,
    NAVY_COLOURS,
    SEA,
    Components,
    MoveCard,
)
from seaboard.games.black_fleet.panel import CARD_H, CARD_W, DEV_FILL, VICTORY_FILL, Reader
from seaboard.games.black_fleet.places import port_name
from seaboard.games.black_fleet.render import (
    GOODS_FILL,
    HEX_R,
    KIND_FILL,
    beach_mark,
    hex_points,
    merchant_shape,
    navy_shape,
    pirate_shape,
    port_body,
    waves,
)
from seaboard.games.black_fleet.words import dev_card, doubloons, fortune_card, ship

B: Final = "black_fleet:"
FLEET: Final = FLEET_FILL["orange"]
"""The fleet drawn in the pictures of a player's ships."""
PIECE_BOX: Final = (40, 36)
"""The box (SVG units) a ship's picture is drawn in; the two navy ships take a wider one."""
NAVY_BOX: Final = (68, 36)
PIECE_SCALE: Final = 1.6
PICTURE_SCALE: Final = 1.3
"""How much larger than the board the map's marks and the ports are shown."""
PORT_W: Final = 112
LEGEND_W: Final = 78
"""The widths of a port's and an area's pictures (SVG units)."""
CAPTION_CHARS: Final = 12
GOODS_SAMPLE: Final = ("red", "yellow", "green")
"""The goods drawn aboard the pictured ships."""


def _words(key: str, count: int) -> tuple[Message, ...]:
    """The paragraphs ``rules_<key>_1`` .. ``rules_<key>_<count>``."""
    return tuple(msg(f"{B}rules_{key}_{n}") for n in range(1, count + 1))


def _prices(comp: Components) -> list[int]:
    """The prices ports pay for a cube, lowest first (seed "Торговый корабль": 2 or 3)."""
    return sorted({price for port in comp.ports for price in port.buys if price})


def _joined(values: list[int], key: str) -> Message | int:
    """Numbers said as a list ending in "and" (``key`` "and") or "or" ("or"): "5, 8, 11 and
    14"; a single number as itself."""
    if len(values) == 1:
        return values[0]
    return msg(f"{B}rules_{key}", some=values[:-1], last=values[-1])


def _beaches(comp: Components) -> list[int]:
    """The values of the beaches, lowest first (seed "Пиратский корабль")."""
    return sorted({value for value in comp.beach if value})


# -- pictures ----------------------------------------------------------------------------------


def ship_picture(kind: str) -> str:
    """A ship as the board draws it (``render``): a merchant loaded with goods, a pirate with
    its treasure, or the two navy ships, yellow and purple (seed "Компоненты")."""
    box = NAVY_BOX if kind == "navy" else PIECE_BOX
    w, h = box
    x, y = w / 2, h / 2
    if kind == "merchant":
        cargo = [GOODS_FILL[colour] for colour in GOODS_SAMPLE]
        shape = merchant_shape(x, y, FLEET, cargo)
    elif kind == "pirate":
        shape = pirate_shape(x, y, FLEET, GOODS_FILL[GOODS_SAMPLE[0]])
    else:
        half = w / 4
        shape = navy_shape(x - half, y, 0) + navy_shape(x + half, y, 1)
    return faces.standalone(box, shape, scale=PIECE_SCALE)


def _captioned(mark: str, caption: str, width: int) -> str:
    """A mark of the board (drawn around the origin) in a picture of its own, its name under
    it."""
    lines = faces.wrap(caption, CAPTION_CHARS, 2)
    body = f'<g transform="translate({width // 2},{HEX_R + 2})">{mark}</g>' + faces.lines_at(
        0, 2 * HEX_R + 18, width, lines, 11
    )
    return faces.standalone((width, 2 * HEX_R + 32), body, scale=PICTURE_SCALE)


def map_pictures(comp: Components, rd: Reader) -> tuple[str, ...]:
    """The kinds of area on the map, each a hexagon as the board draws it with its name under
    it: sea, island, mainland, a beach, a distant sea and a pirate lair (seed "Использовать
    корабли", "Пиратский корабль", "Примечания")."""
    value = _beaches(comp)[-1]
    kinds = (
        (SEA, "sea", ""),
        (ISLAND, "island", ""),
        (CONTINENT, "mainland", ""),
        (SEA, "beach", beach_mark(0, 12, value)),
        (SEA, "distant", waves(0, 9)),
        (SEA, "lair", faces.text(0, 6, "☠", 18, text_anchor="middle")),
    )
    return tuple(
        _captioned(
            f'<polygon points="{hex_points(0, 0, HEX_R)}" fill="{KIND_FILL[kind]}"'
            f' stroke="#6b8fa3"/>{mark}',
            rd.say(f"rules_area_{key}"),
            LEGEND_W,
        )
        for kind, key, mark in kinds
    )


def port_pictures(comp: Components, rd: Reader) -> tuple[str, ...]:
    """Each port as the board draws it (``render.port_body``) with its name above it: its
    goods' colour, its stock and what it buys at what price (seed "Торговый корабль")."""
    out = []
    for i, port in enumerate(comp.ports):
        x = PORT_W // 2
        prices = [(GOODS_FILL[comp.colours[c]], p) for c, p in enumerate(port.buys) if p]
        fill = GOODS_FILL[comp.colours[port.colour]]
        name = faces.wrap(rd.words(port_name(comp, i)), CAPTION_CHARS, 2)
        body = faces.lines_at(0, 13, PORT_W, name, 11, font_weight="bold") + port_body(
            x, 52, fill, comp.goods_per_colour, prices
        )
        out.append(faces.standalone((PORT_W, 90), body, scale=PICTURE_SCALE))
    return tuple(out)


def beach_pictures(comp: Components, rd: Reader) -> tuple[str, ...]:
    """A beach of each value, on sea (seed "Пиратский корабль")."""
    return tuple(
        _captioned(
            f'<polygon points="{hex_points(0, 0, HEX_R)}" fill="{KIND_FILL[SEA]}"'
            f' stroke="#6b8fa3"/>{beach_mark(0, 12, value)}',
            rd.words(doubloons(value)),
            LEGEND_W,
        )
        for value in _beaches(comp)
    )


def card_picture(
    name: str, glyphs: tuple[faces.Glyph, ...], words: str, fill: str, price: int = 0
) -> str:
    """A development, fortune or victory card as the table draws it (``faces.card_face``),
    with its price on a doubloon in its corner when it has one."""
    size = (CARD_W, CARD_H)
    stripe = ""
    if fill == faces.FORTUNE_FILL:
        stripe = (
            f'<rect x="1" y="1" width="{CARD_W - 2}" height="6" rx="3"'
            f' fill="{faces.FORTUNE_STRIPE}"/>'
        )
    body = stripe + faces.card_face(0, 0, size, name, glyphs, words)
    if price:
        body += faces.coin(12, 12, str(price), 9)
    return faces.standalone(size, body, fill)


# -- entries -----------------------------------------------------------------------------------


def _ship_entries() -> tuple[Entry, ...]:
    """The merchant, the pirate and the navy ships (seed "Компоненты", "Подготовка к игре")."""
    return (
        Entry(
            msg(B + "ship_merchant"),
            msg(B + "rules_ship_merchant", r.LOAD),
            picture=ship_picture("merchant"),
        ),
        Entry(
            msg(B + "ship_pirate"),
            msg(B + "rules_ship_pirate", money=doubloons(r.ROB_PAY)),
            picture=ship_picture("pirate"),
        ),
        Entry(
            msg(B + "rules_ship_navy_name"),
            msg(B + "rules_ship_navy", money=doubloons(r.SINK_PAY)),
            len(NAVY_COLOURS),
            ship_picture("navy"),
        ),
    )


def move_entry(card: MoveCard, rd: Reader) -> Entry:
    """A movement card: how far the navy ship of its colour, the pirate and the merchant sail,
    and its bottom line (seed "Сыграть карту хода")."""
    navy, pirate, merchant = card.values
    fortune = r.BOTTOM_FORTUNE[card.bottom]
    tail = msg(B + "rules_mcard_none")
    if fortune:
        tail = msg(B + ("rules_mcard_draw" if fortune > 0 else "rules_mcard_discard"), abs(fortune))
    effect = msg(
        B + "rules_mcard_effect",
        navy=ship(2 + card.navy),
        n=help.up_to(navy),
        p=help.up_to(pirate),
        m=help.up_to(merchant),
        bottom=tail,
    )
    name = msg(
        B + "rules_mcard_name",
        navy=msg(f"{B}navy_{NAVY_COLOURS[card.navy]}"),
        values=" · ".join(str(v) for v in card.values),
    )
    body = faces.move_face(0, 0, (CARD_W, CARD_H), card, rd.say)
    return Entry(name, effect, card.count, faces.standalone((CARD_W, CARD_H), body, "#fff"))


def dev_entry(comp: Components, card: int, rd: Reader) -> Entry:
    """A development card: its name and price, its effect, and its face with the price on a
    doubloon (seed "Карты развития")."""
    cost = comp.tiers[comp.dev_tier[card]]
    glyphs = faces.DEV_PICTURES.get(DEV_IDS[card], ())
    words = rd.words(help.face_words("dev", card))
    face = card_picture(rd.words(dev_card(card)), glyphs, words, DEV_FILL[True], cost)
    return Entry(
        msg(B + "dev_with_cost", card=dev_card(card), cost=doubloons(cost)),
        help.dev_effect(card),
        picture=face,
    )


def fortune_entry(comp: Components, card: int, rd: Reader) -> Entry:
    """A fortune card: its name, its effect, how many the deck holds and its face (seed "Карты
    удачи")."""
    glyphs = faces.FORTUNE_PICTURES.get(FORTUNE_IDS[card], ())
    face = card_picture(
        rd.words(fortune_card(card)),
        glyphs,
        rd.words(help.face_words("fortune", card)),
        faces.FORTUNE_FILL,
    )
    return Entry(
        fortune_card(card), help.fortune_effect(comp, card), comp.fortune_counts[card], face
    )


def victory_entry(comp: Components, rd: Reader) -> Entry:
    """The victory card of each cost (seed "Цель игры", "Варианты игры")."""
    low, high = min(comp.victory_costs), max(comp.victory_costs)
    words = rd.say("face_victory_words")
    glyphs: tuple[faces.Glyph, ...] = (("crown", "♛"),)
    face = card_picture(rd.say("face_victory"), glyphs, words, VICTORY_FILL[False], low)
    return Entry(
        msg(B + "rules_victory_card"),
        msg(B + "rules_victory_card_effect", low=doubloons(low), high=doubloons(high)),
        picture=face,
    )


# -- sections ----------------------------------------------------------------------------------


def _goal(comp: Components) -> Section:
    """Seed "Цель игры"."""
    return Section(
        "goal",
        msg(B + "rules_goal"),
        (
            msg(B + "rules_goal_1", money=doubloons(min(comp.victory_costs))),
            msg(B + "rules_goal_2", costs=_joined(list(comp.tiers), "and")),
            msg(B + "rules_goal_3"),
        ),
    )


def _pieces(comp: Components, rd: Reader) -> Section:
    """Seed "Компоненты", "Использовать корабли": the map and the ships."""
    return Section(
        "pieces",
        msg(B + "rules_pieces"),
        (
            msg(B + "rules_pieces_1"),
            msg(B + "rules_pieces_2", len(comp.ports)),
            msg(B + "rules_pieces_3", values=_joined(_beaches(comp), "or")),
            msg(B + "rules_pieces_4"),
        ),
        pictures=map_pictures(comp, rd),
        entries=_ship_entries(),
    )


def _setup(comp: Components) -> Section:
    """Seed "Подготовка к игре"."""
    return Section(
        "setup",
        msg(B + "rules_setup"),
        (
            msg(B + "rules_setup_1", comp.goods_per_colour),
            msg(B + "rules_setup_2", costs=_joined(list(comp.tiers), "and")),
            msg(B + "rules_setup_3", r.MOVEMENT_HAND),
            msg(B + "rules_setup_4", r.LOAD),
            msg(B + "rules_setup_5"),
        ),
    )


def _turn() -> Section:
    """Seed "Ход игры", "Конец хода": the four phases in their order."""
    return Section(
        "turn",
        msg(B + "rules_turn"),
        (
            msg(B + "rules_turn_1"),
            msg(B + "rules_turn_2"),
            msg(B + "rules_turn_3"),
            msg(B + "rules_turn_4", r.MOVEMENT_HAND),
            msg(B + "rules_turn_5"),
        ),
    )


def _moving(comp: Components, rd: Reader) -> Section:
    """Seed "Сыграть карту хода", "Использовать корабли": every movement card."""
    return Section(
        "moving",
        msg(B + "rules_moving"),
        _words("moving", 4),
        entries=tuple(move_entry(card, rd) for card in comp.move_cards),
    )


def _trading(comp: Components, rd: Reader) -> Section:
    """Seed "Торговый корабль"."""
    low, high = _prices(comp)[0], _prices(comp)[-1]
    return Section(
        "trading",
        msg(B + "rules_trading"),
        (
            msg(B + "rules_trading_1", low=doubloons(low), high=doubloons(high)),
            msg(B + "rules_trading_2", r.LOAD),
            msg(B + "rules_trading_3"),
            msg(B + "rules_trading_4", r.LOAD),
            msg(B + "rules_trading_5"),
        ),
        pictures=port_pictures(comp, rd),
    )


def _piracy(comp: Components, rd: Reader) -> Section:
    """Seed "Пиратский корабль"."""
    return Section(
        "piracy",
        msg(B + "rules_piracy"),
        (
            msg(B + "rules_piracy_1", money=doubloons(r.ROB_PAY)),
            msg(B + "rules_piracy_2", values=_joined(_beaches(comp), "or")),
            msg(B + "rules_piracy_3"),
            msg(B + "rules_piracy_4"),
        ),
        pictures=beach_pictures(comp, rd),
    )


def _navy() -> Section:
    """Seed "Военный корабль", "Примечания"."""
    return Section(
        "navy",
        msg(B + "rules_navy"),
        (
            msg(B + "rules_navy_1"),
            msg(B + "rules_navy_2", money=doubloons(r.SINK_PAY)),
            msg(B + "rules_navy_3"),
        ),
    )


def _development(comp: Components, rd: Reader) -> Section:
    """Seed "Открыть карту развития/победы", "Карты развития": every development card."""
    return Section(
        "development",
        msg(B + "rules_development"),
        (
            msg(B + "rules_development_1", costs=_joined(list(comp.tiers), "and")),
            msg(B + "rules_development_2"),
            msg(B + "rules_development_3"),
        ),
        entries=tuple(dev_entry(comp, card, rd) for card in range(len(DEV_IDS))),
    )


def _fortune(comp: Components, rd: Reader) -> Section:
    """Seed "Разыграть карты удачи", "Карты удачи": every fortune card."""
    return Section(
        "fortune",
        msg(B + "rules_fortune"),
        (
            msg(B + "rules_fortune_1"),
            msg(B + "rules_fortune_2"),
            msg(B + "rules_fortune_3", r.FORTUNE_MAX),
        ),
        entries=tuple(fortune_entry(comp, card, rd) for card in range(len(FORTUNE_IDS))),
    )


def _end(comp: Components, rd: Reader) -> Section:
    """Seed "Цель игры", "Конец игры", "Варианты игры"."""
    return Section(
        "end",
        msg(B + "rules_end"),
        _words("end", 3),
        entries=(victory_entry(comp, rd),),
    )


def rulebook(comp: Components, lang: str) -> RuleBook:
    """The rule book, its pictures worded in ``lang``."""
    rd = Reader(lang, None)
    return RuleBook(
        intro=msg(B + "rules_intro"),
        sections=(
            _goal(comp),
            _pieces(comp, rd),
            _setup(comp),
            _turn(),
            _moving(comp, rd),
            _trading(comp, rd),
            _piracy(comp, rd),
            _navy(),
            _development(comp, rd),
            _fortune(comp, rd),
            _end(comp, rd),
        ),
    )
