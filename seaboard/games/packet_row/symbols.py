"""The small pictures on Packet Row's card faces, in a column at the card's right edge (seed
000, "Подробное описание карт"): the flag of a ship's or a contract's country, one square per
unit of goods in the goods' colour, gold bars, a coin for money, a star for victory points.
The people (assistant, captain, merchant, banker) are named in words only.
"""

from __future__ import annotations

from typing import Final

from seaboard.games.packet_row.components import (
    CONTRACT,
    GOLD1,
    GOLD2,
    GOODS_CARD,
    MONEY,
    SHIP,
    VP,
    Components,
)

COLUMN_W: Final = 16
"""The width of the picture column at a card's right edge."""
GOODS_FILL: Final = ("#e2b93b", "#f7f7f2", "#8b5a2b", "#4f7a32")
"""Wheat, cotton, hides, tobacco (``components.GOODS`` order)."""
FLAGS: Final = (
    ("cross", "#23408e", "#c8102e"),
    ("vertical", "#23408e", "#ffffff", "#e1000f"),
    ("horizontal", "#ae1c28", "#ffffff", "#21468b"),
    ("cross", "#006aa7", "#fecc00"),
    ("horizontal", "#aa151b", "#f1bf00", "#aa151b"),
    ("horizontal", "#000000", "#dd0000", "#ffce00"),
)
"""Great Britain, France, the Netherlands, Sweden, Spain, Germany (``DESTINATIONS`` order),
simplified to what reads at a few pixels: a cross or three stripes."""
FLAG_W, FLAG_H = 12, 8
UNIT = 5


def _flag(destination: int, x: float, y: float) -> str:
    kind, *colours = FLAGS[destination]
    if kind == "cross":
        ground, cross = colours
        return (
            f'<rect x="{x}" y="{y}" width="{FLAG_W}" height="{FLAG_H}" fill="{ground}"/>'
            f'<path d="M{x + 4.5} {y}v{FLAG_H}M{x} {y + FLAG_H / 2}h{FLAG_W}"'
            f' stroke="{cross}" stroke-width="2"/>'
        )
    parts = []
    for k, colour in enumerate(colours):
        if kind == "vertical":
            parts.append(
                f'<rect x="{x + k * FLAG_W / 3:.1f}" y="{y}" width="{FLAG_W / 3:.1f}"'
                f' height="{FLAG_H}" fill="{colour}"/>'
            )
        else:
            parts.append(
                f'<rect x="{x}" y="{y + k * FLAG_H / 3:.1f}" width="{FLAG_W}"'
                f' height="{FLAG_H / 3:.1f}" fill="{colour}"/>'
            )
    outline = (
        f'<rect x="{x}" y="{y}" width="{FLAG_W}" height="{FLAG_H}" fill="none"'
        ' stroke="#555" stroke-width="0.5"/>'
    )
    return "".join(parts) + outline


def _goods(goods: int, amount: int, x: float, y: float) -> str:
    """``amount`` squares of ``goods``' colour, two a row."""
    return "".join(
        f'<rect x="{x + (k % 2) * (UNIT + 1)}" y="{y + (k // 2) * (UNIT + 1)}" width="{UNIT}"'
        f' height="{UNIT}" fill="{GOODS_FILL[goods]}" stroke="#333" stroke-width="0.5"/>'
        for k in range(amount)
    )


def _bars(count: int, x: float, y: float) -> str:
    return "".join(
        f'<rect x="{x}" y="{y + k * 6}" width="11" height="4.5" rx="1" fill="#e0b020"'
        ' stroke="#7a5c00" stroke-width="0.6"/>'
        for k in range(count)
    )


def _coin(x: float, y: float) -> str:
    return (
        f'<circle cx="{x + 6}" cy="{y + 6}" r="5.5" fill="#f2c94c" stroke="#9a7b12"/>'
        f'<text x="{x + 6}" y="{y + 9}" font-size="8" text-anchor="middle" fill="#6b5200">$</text>'
    )


def _star(x: float, y: float) -> str:
    return (
        f'<path d="M{x + 6} {y}l1.8 3.9 4.2.5-3.1 2.9.8 4.2-3.7-2.1-3.7 2.1.8-4.2-3.1-2.9'
        f' 4.2-.5z" fill="#d4a017" stroke="#8a6a00" stroke-width="0.5"/>'
    )


def picture(comps: Components, card: int, x: float, y: float) -> str:
    """The card's picture for a column whose top-left corner is (``x``, ``y``)."""
    kind = comps.kind[card]
    if kind == CONTRACT:
        return _flag(comps.destination[card], x, y) + _goods(
            comps.goods[card], comps.amount[card], x, y + FLAG_H + 3
        )
    if kind == SHIP:
        return _flag(comps.destination[card], x, y)
    if kind == GOODS_CARD:
        return _goods(comps.goods[card], comps.amount[card], x, y)
    if kind in (GOLD1, GOLD2):
        return _bars(1 if kind == GOLD1 else 2, x, y)
    if kind == MONEY:
        return _coin(x, y)
    if kind == VP:
        return _star(x, y)
    return ""
