"""Component data: every known fact holds, broken files are refused, a set is replaceable."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from seaboard.core.errors import InvalidDataError
from seaboard.games.black_fleet.components import (
    CONTINENT,
    DATA_DIR,
    ISLAND,
    SEA,
    load_components,
)
from tests.games.black_fleet.helpers import SPEC


def _port(comp, name):  # type: ignore[no-untyped-def]
    return next(p for p in comp.ports if p.name == name)


def test_counts_and_known_trade_facts() -> None:
    comp = load_components()
    col = comp.colours.index
    assert sum(c.count for c in comp.move_cards) == 44
    assert sum(comp.fortune_counts) == 44
    assert len(comp.fortune_counts) == 17
    assert len(comp.dev_tier) == 24
    assert comp.tiers == (5, 8, 11, 14)
    assert comp.victory_costs == (10, 20)
    assert comp.goods_per_colour == 13
    lb = _port(comp, "La Barbaria")
    assert lb.colour == col("red")
    assert lb.buys[col("yellow")] == 2
    assert lb.buys[col("purple")] == 2
    bahamas = _port(comp, "Bahamas")
    assert bahamas.buys[col("blue")] == 3
    assert bahamas.buys[col("yellow")] == 0
    assert bahamas.buys[col("purple")] == 0
    assert _port(comp, "Port-des-Duques").buys[col("red")]
    assert _port(comp, "Santa Claudia").buys[col("purple")]
    assert _port(comp, "Salvador de Lama").buys[col("green")]
    for colour, port in comp.extra_orders:
        assert comp.ports[port].buys[colour]
    assert all(p.buys[col("red")] for p in comp.ports if p.colour != col("red"))
    assert not all(p.buys[col("yellow")] for p in comp.ports if p.colour != col("yellow"))
    assert all(price in (0, 2, 3) for p in comp.ports for price in p.buys)
    assert {v for v in comp.beach if v} == {3, 4, 6}
    assert len(comp.lairs) == 2
    assert ISLAND in comp.kind
    assert CONTINENT in comp.kind


def test_board_geometry() -> None:
    comp = load_components()
    width, height = comp.size
    for area in comp.distant:  # distant seas near the corners
        x, y = comp.xy[area]
        assert min(x, width - x) < width / 4
        assert min(y, height - y) < height / 4
    for area in comp.navy_start:  # navy starts near the centre
        x, y = comp.xy[area]
        assert abs(x - width / 2) < width / 4
        assert abs(y - height / 2) < height / 4
    # all sea areas are connected
    seas = [a for a in range(comp.num_areas) if comp.kind[a] == SEA]
    seen = {seas[0]}
    todo = [seas[0]]
    while todo:
        a = todo.pop()
        for b in comp.adj[a]:
            if comp.kind[b] == SEA and b not in seen:
                seen.add(b)
                todo.append(b)
    assert seen == set(seas)


def _broken(tmp_path: Path, name: str, change) -> Path:  # type: ignore[no-untyped-def]
    target = tmp_path / "set"
    shutil.copytree(DATA_DIR, target)
    data = json.loads((target / name).read_text(encoding="utf-8"))
    change(data)
    (target / name).write_text(json.dumps(data), encoding="utf-8")
    return target


@pytest.mark.parametrize(
    ("name", "change", "message"),
    [
        ("movement_cards.json", lambda d: d["cards"].pop(), "sum to"),
        ("fortune_cards.json", lambda d: d["cards"][0].update(count=9), "sum to 44"),
        ("development_cards.json", lambda d: d["cards"][0].update(cost=7), "quick_launch"),
        ("board.json", lambda d: d["ports"][0]["docks"].append(0), "dock"),
        ("board.json", lambda d: d["areas"][3].update(beach=5), "area 3"),
        ("movement_cards.json", lambda d: d["cards"][0].update(navy="green"), "card 0"),
    ],
)
def test_broken_data_is_refused_with_file_and_entry(tmp_path, name, change, message) -> None:  # type: ignore[no-untyped-def]
    path = _broken(tmp_path, name, change)
    with pytest.raises(InvalidDataError, match=message) as error:
        load_components(str(path))
    assert name in str(error.value)


def test_a_replacement_set_is_loaded_with_the_components_option(tmp_path: Path) -> None:
    def change(data):  # type: ignore[no-untyped-def]
        data["cards"][0]["count"] = 1
        data["cards"][1]["count"] = 3
        data["source"] = "real"

    path = _broken(tmp_path, "movement_cards.json", change)
    st = SPEC.new_state(3, {"components": str(path), "first_seat": 0})
    assert st.comp.move_cards[0].count == 1  # type: ignore[attr-defined]
    assert st.comp.sources["movement_cards"] == "real"  # type: ignore[attr-defined]
    assert load_components().sources["board"] == "reconstructed"
