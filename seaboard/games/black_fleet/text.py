"""A Black Fleet position as text for the terminal (``GameSpec.render_text``, seed 001): the
goods left in the ports, the navy ships and every seat's ships by the names of their areas
(``places.area_name``: "off Bahamas", "the sea north-east of Tortuga"), doubloons, cargo and
revealed development cards by their printed names, and the viewer's own cards.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from seaboard.core.textview import flow
from seaboard.games.black_fleet.moves import MERCHANT, PIRATE, PURPLE, YELLOW
from seaboard.games.black_fleet.places import area_name
from seaboard.games.black_fleet.words import (
    cubes,
    dev_card,
    doubloons,
    fortune_card,
    goods,
    move_card,
    ship,
)
from seaboard.i18n import render, translate

if TYPE_CHECKING:
    from seaboard.games.black_fleet.state import BlackFleetState


def _t(lang: str, key: str, count: int | None = None, **values: object) -> str:
    return translate(lang, f"black_fleet:{key}", count, **values)


def _where(st: BlackFleetState, area: int, lang: str) -> str:
    if area < 0:
        return _t(lang, "text_off_board")
    return render(area_name(st.comp, area), lang)


def _seat_lines(st: BlackFleetState, seat: int, lang: str) -> list[str]:
    player = translate(lang, "core:player_n", n=seat + 1)
    cargo = [render(cubes(st, st.mcnt[seat], st.mcol[seat]), lang)] if st.mcnt[seat] else []
    treasure = (
        [_t(lang, "text_treasure", goods=render(goods(st, st.pcargo[seat]), lang))]
        if st.pcargo[seat] >= 0
        else []
    )
    revealed = [
        render(dev_card(st.dev[seat][k]), lang)
        for k in range(len(st.dev[seat]))
        if st.rev[seat][k] and st.dev[seat][k] >= 0
    ]
    head = f"{player}: {render(doubloons(st.money[seat]), lang)}"
    if st.vic[seat]:
        head += " · " + _t(lang, "text_victory")
    lines = [head]
    merchant = f"  {render(ship(MERCHANT), lang)}: "
    lines.extend(flow(merchant, [_where(st, st.mpos[seat], lang), *cargo]))
    pirate = f"  {render(ship(PIRATE), lang)}: "
    lines.extend(flow(pirate, [_where(st, st.ppos[seat], lang), *treasure]))
    if revealed:
        lines.extend(flow("  " + _t(lang, "text_revealed") + " ", revealed))
    return lines


def board_text(st: BlackFleetState, viewer: int | None, lang: str) -> str:
    comp = st.comp
    lines = [_t(lang, "text_round", round=st.round + 1)]
    goods_left = [
        f"{render(goods(st, colour), lang)} {count}" for colour, count in enumerate(st.cubes)
    ]
    lines.extend(flow(_t(lang, "text_goods") + " ", goods_left))
    for slot, area in ((YELLOW, st.navy[0]), (PURPLE, st.navy[1])):
        lines.extend(flow(f"{render(ship(slot), lang)}: ", [_where(st, area, lang)]))
    for seat in range(st.num_players):
        lines.extend(_seat_lines(st, seat, lang))
    if viewer is not None:
        hand = [render(move_card(st, comp.move_cards[c].code), lang) for c in st.mhand[viewer]]
        movement = _t(lang, "text_movement") + " "
        lines.extend(flow(movement, hand or [_t(lang, "text_empty")], separator="; "))
        fortune = [render(fortune_card(f), lang) for f in st.fhand[viewer]]
        lines.extend(flow(_t(lang, "text_fortune") + " ", fortune or [_t(lang, "text_empty")]))
        secret = [
            f"{render(dev_card(c), lang)} ({comp.tiers[k]})"
            for k, c in enumerate(st.dev[viewer])
            if c >= 0 and not st.rev[viewer][k]
        ]
        lines.extend(flow(_t(lang, "text_face_down") + " ", secret or [_t(lang, "text_empty")]))
    return "\n".join(lines)
