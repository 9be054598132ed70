"""Help on every piece (issue 32): in positions of random games of every game, seen by every
seat and by a spectator, in English and Russian, every element of the board that a click can
name (an ``id``) carries a help text (``data-help``) of at least a short sentence, worded in the
page's language with no placeholder or code left; the elements it lights (``data-lights``)
are drawn."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ElementTree

import pytest

from seaboard import get_game
from seaboard.core.state import CHANCE, State

PLAYERS = 3
SAMPLES = 6
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
CODE = re.compile(r"\b[A-Z]{1,2}\d+(\.\d+)+|\b[A-Z]\d{2,}\b|[{}]")
"""A card or port code ("Y2.3.4+1", "G34", "P1.2.5") or a placeholder left in the words."""
SVG_NS = "{http://www.w3.org/2000/svg}"


def _positions(game: str, seed: int) -> list[State]:
    """``SAMPLES`` decisions spread over one random game, and its end."""
    spec = get_game(game)
    players = max(spec.min_players, min(PLAYERS, spec.max_players))
    state = spec.new_state(players)
    rng = random.Random(seed)
    decisions: list[State] = []
    while not state.is_terminal() and len(decisions) < 400:
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        decisions.append(state.copy())
        state.apply(rng.choice(state.legal_moves()))
    step = max(1, len(decisions) // SAMPLES)
    return [*decisions[::step][:SAMPLES], state]


def _background(node: ElementTree.Element) -> bool:
    """A bare square of a grid map (sea or land): named for clicks, it is no piece. A cell a
    ship can reach now is drawn as a group and explains itself."""
    return node.tag == f"{SVG_NS}rect" and "cell" in node.get("class", "").split()


def _helped(svg: str) -> list[tuple[str, str, str]]:
    """(id, help, lights) of every piece drawn with an id (outside ``<defs>``)."""
    root = ElementTree.fromstring(svg)
    hidden = {node for defs in root.iter(f"{SVG_NS}defs") for node in defs.iter()}
    return [
        (node.get("id", ""), node.get("data-help", ""), node.get("data-lights", ""))
        for node in root.iter()
        if node.get("id") and node not in hidden and not _background(node)
    ]


HELPED = ["black_fleet", "cartagena", "colonies", "packet_row", "pirates"]
"""The games whose boards carry their help (all of them once issue 32 is done)."""


@pytest.mark.parametrize("game", HELPED)
def test_every_piece_explains_itself(game: str) -> None:
    spec = get_game(game)
    for state in _positions(game, 11):
        for perspective in [*range(state.num_players), None]:
            for lang in ("en", "ru"):
                svg = spec.render_svg(state, perspective, lang=lang)
                elements = _helped(svg)
                ids = {element for element, _, _ in elements}
                for element, words, lights in elements:
                    where = (game, perspective, lang, element)
                    assert len(words.split()) >= 3, (*where, words)
                    assert not CODE.search(words), (*where, words)
                    assert bool(CYRILLIC.search(words)) == (lang == "ru"), (*where, words)
                    assert set(lights.split()) <= ids, (*where, lights)


SHOWN_CODE = re.compile(CODE.pattern + r"|\b[A-Z]\d\b|≈|^\s*[A-Z]\s*$|\|")
"""A code on a card or port face as the picture once showed them: a movement card ("Y2.3.4+1"),
a port's prices ("R2 G3"), a distant sea ("≈ D"), a navy ship ("N"), "13 | R2"."""
FACED = ["black_fleet"]
"""The games whose pictures draw cards and ports as faces, never as codes (issue 32)."""


@pytest.mark.parametrize("game", FACED)
def test_no_code_is_shown(game: str) -> None:
    spec = get_game(game)
    for seed in (3, 11, 29):
        for state in _positions(game, seed):
            for perspective in [*range(state.num_players), None]:
                for lang in ("en", "ru"):
                    root = ElementTree.fromstring(spec.render_svg(state, perspective, lang=lang))
                    for node in root.iter(f"{SVG_NS}text"):
                        shown = "".join(node.itertext())
                        where = (game, seed, perspective, lang)
                        assert not SHOWN_CODE.search(shown), (*where, shown)
