"""Seed sentences that had no test of their own (audit, seed 000)."""

from __future__ import annotations

from seaboard.games.packet_row.constants import FORCED
from seaboard.games.packet_row.scoring import final_scores
from seaboard.games.packet_row.state import PacketRowState

from .helpers import legal, play, position


def _three(
    hands: dict[int, list[str]], ships: dict[int, list[str]] | None = None
) -> PacketRowState:
    return position(
        3,
        hm=0,
        hands=hands,
        ships=ships or {},
        current={0: ["G30", "G31"], 1: ["D24", "D29"], 2: ["M34", "M35"], 3: ["B30", "B31"]},
        future={0: ["G32", "G33"], 1: ["D36", "D37"], 2: ["M36", "M37"], 3: ["B32", "B33"]},
    )


def test_gold_bars_and_vp_cards_are_paid_for() -> None:
    """ "Если игрок берёт карту товаров, победных очков или золотых слитков, он должен оплатить
    её стоимость"; "Карта Университет стоит 18 долларов и приносит 4 победных очка"."""
    st = _three({0: ["S01"], 1: ["S02"], 2: ["S03"]})
    play(st, "board docks", "take D24", "take D29")  # single bar $4, double bar $8
    assert st.money == [25, 21, 17]
    assert st.phase == FORCED
    play(st, "take G30")  # the harbor master's forced take from a board not chosen yet
    assert st.money == [7, 21, 17]
    points, _ = final_scores(st)
    assert points[0] == 4  # the University; $7 is no point


def test_the_merchant_still_needs_a_ship() -> None:
    """ "Для выполнения контракта с участием торговца всё так же требуется торговый корабль",
    and "Корабль может быть использован только для отправки товаров по контракту в
    соответствующую страну"."""
    cards = ["G05", "M15", "M10", "M29"]  # 3 hides to Spain; 1 hides, 2 cotton, a merchant
    assert not any(m.startswith("ship") for m in legal(_three({0: cards})))
    st = _three({0: cards}, {0: ["D01"]})  # a ship to Great Britain
    assert not any(m.startswith("ship") for m in legal(st))
    st = _three({0: cards}, {0: ["D13"]})  # a ship to Spain
    assert "ship D13" in legal(st)


def test_money_lies_open() -> None:
    """ "Все игроки должны держать свои деньги в открытую перед собой в течение всей игры"."""
    st = position(3, hm=0, money=[12, 34, 56])
    for seat in (0, 1, 2, None):
        assert [p["money"] for p in st.view(seat)["players"]] == [12, 34, 56]
