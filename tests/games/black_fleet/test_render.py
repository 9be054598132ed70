"""The picture as a player clicks it: hit areas, seat colours, the end-of-game reveal."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ElementTree

from seaboard.core.state import CHANCE, TERMINAL
from seaboard.games.black_fleet.colours import seat_fill
from seaboard.games.black_fleet.render import HIT
from seaboard.games.black_fleet.state import BlackFleetState
from tests.games.black_fleet.helpers import SPEC

SCALE = 900 / 1370
"""The picture is 1370 units wide and the table shows it at least 900 CSS px wide."""


def _size(element: ElementTree.Element) -> tuple[float, float]:
    """The larger of a target's hit square and its first drawn rectangle (polygons: hexes)."""
    if element.tag.endswith("polygon"):
        return (52.0, 60.0)
    rects = [r for r in element.iter() if r.tag.endswith("rect")]
    best = max(rects, key=lambda r: float(r.get("width", 0)) * float(r.get("height", 0)))
    return float(best.get("width", 0)), float(best.get("height", 0))


def _play_until(rng: random.Random, stop: float) -> BlackFleetState:
    st = SPEC.new_state(4)
    assert isinstance(st, BlackFleetState)
    while st.to_move() != TERMINAL:
        if st.to_move() == CHANCE:
            st.apply(st.sample_chance(rng))
            continue
        if rng.random() < stop:
            return st
        st.play(rng.choice(st.legal_moves()))
    return st


def test_every_target_is_at_least_24_css_px_at_900_px() -> None:
    rng = random.Random(3)
    checked = 0
    for _ in range(30):
        st = _play_until(rng, 0.01)
        if st.to_move() < 0:
            continue
        root = ElementTree.fromstring(SPEC.render_svg(st, st.to_move()))
        by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
        for move in st.legal_moves():
            for target in SPEC.move_targets(st, move):
                width, height = _size(by_id[target])
                assert min(width, height) * SCALE >= 24, (str(move), target, width, height)
                checked += 1
    assert checked > 50
    assert HIT * SCALE >= 24


def test_ships_carry_the_seat_colour_the_table_shows() -> None:
    st = _play_until(random.Random(5), 0.02)
    root = ElementTree.fromstring(SPEC.render_svg(st, None))
    seated = [el for el in root.iter() if el.get("data-seat") is not None]
    assert len(seated) >= st.num_players
    for element in seated:
        assert element.get("fill") == seat_fill(st, int(element.get("data-seat", "-1")))


def test_ships_sharing_an_area_stand_apart() -> None:
    st = _play_until(random.Random(7), 0.02)
    st.mpos[1] = st.mpos[0]
    root = ElementTree.fromstring(SPEC.render_svg(st, 0))
    by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
    hits = [by_id[f"ship-{s}-merchant"].find("{*}rect") for s in (0, 1)]
    assert hits[0] is not None
    assert hits[1] is not None
    assert abs(float(hits[0].get("x", 0)) - float(hits[1].get("x", 0))) >= 20


def test_the_finished_game_shows_every_card_to_spectators() -> None:
    st = _play_until(random.Random(11), 0.0)
    assert st.to_move() == TERMINAL
    svg = SPEC.render_svg(st, None)
    hidden = [(s, k) for s in range(st.num_players) for k in range(4) if st.dev[s][k] >= 0]
    assert hidden
    root = ElementTree.fromstring(svg)
    by_id = {el.get("id"): el for el in root.iter() if el.get("id")}
    for s, k in hidden:
        words = " ".join(
            t.text or "" for t in by_id[f"dev-{s}-{k}"].iter() if t.tag.endswith("text")
        )
        assert "?" not in words
        assert st.comp.dev_names[st.dev[s][k]][0].split()[0] in words


def test_the_panel_counts_doubloons_with_the_plural() -> None:
    st = SPEC.new_state(3)
    while st.to_move() == CHANCE:
        st.play(st.chance_outcomes()[0][0])
    st.money = [1, 3, 5]
    english = SPEC.render_svg(st, perspective=0, lang="en")
    russian = SPEC.render_svg(st, perspective=0, lang="ru")
    for shown in ("· 1 doubloon ◀", "· 3 doubloons<", "· 5 doubloons<"):
        assert shown in english
    for shown in ("· 1 дублон ◀", "· 3 дублона<", "· 5 дублонов<"):
        assert shown in russian
