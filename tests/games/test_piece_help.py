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

from seaboard import get_game, list_games
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


HELPED = list_games()
"""Every game's board carries its help."""


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
FACED = ["black_fleet", "cartagena", "packet_row", "rails_sails"]
"""The games whose pictures draw cards, ports and tickets as faces, never as codes (issue 32;
the Golitsyn maps by ``test_ports_are_named_not_coded``: their spinner shows compass letters)."""


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


def _rails_sails_midgame() -> State:
    """A Rails & Sails game of three after 60 random decisions: tickets kept, routes claimed."""
    spec = get_game("rails_sails")
    state = spec.new_state(3)
    rng = random.Random(5)
    decisions = 0
    while decisions < 60 and not state.is_terminal():
        if state.to_move() == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        state.apply(rng.choice(state.legal_moves()))
        decisions += 1
    return state


def test_a_rails_sails_ticket_lights_exactly_its_two_cities() -> None:
    from seaboard.games.rails_sails.state import RailsSailsState

    state = _rails_sails_midgame()
    assert isinstance(state, RailsSailsState)
    spec = get_game("rails_sails")
    for seat in range(state.num_players):
        root = ElementTree.fromstring(spec.render_svg(state, seat, lang="en"))
        by_id = {node.get("id"): node for node in root.iter() if node.get("id")}
        tickets = [t for t in state.held[seat] if not state.world.tickets[t].is_tour]
        assert tickets
        for ticket in tickets:
            lights = by_id[f"ticket-{ticket}"].get("data-lights", "").split()
            ends = state.world.tickets[ticket].cities
            cities = {f"city-{state.world.cities[c].id}" for c in ends}
            assert len(lights) == 2
            assert set(lights) == cities
            assert cities <= set(by_id)


def test_every_claimed_rails_sails_route_carries_its_owners_mark() -> None:
    from seaboard.games.rails_sails.state import RailsSailsState

    state = _rails_sails_midgame()
    assert isinstance(state, RailsSailsState)
    root = ElementTree.fromstring(get_game("rails_sails").render_svg(state, None))
    claimed = 0
    for node in root.iter(f"{SVG_NS}g"):
        owner = node.get("data-owner")
        if not node.get("id", "").startswith("route-") or owner is None:
            continue
        route = state.world.routes[state.world.route_by_id[node.get("id", "")[6:]]]
        cues = [c.get("data-cue") for c in node.iter() if c.get("data-cue") is not None]
        if owner == "-1":
            assert not cues, route.id
            continue
        claimed += 1
        assert cues == [owner] * route.length, route.id  # one mark on every space
    assert claimed >= 3
    # the legend shows each seat's mark beside its name, and says it in words
    legend = [node for node in root.iter(f"{SVG_NS}g") if node.get("class") == "legend"]
    marks = [[c.get("data-cue") for c in line.iter() if c.get("data-cue")] for line in legend]
    assert marks == [[str(seat)] for seat in range(state.num_players)]
    assert all(line.get("data-help") for line in legend)


@pytest.mark.parametrize("game", ["colonies", "pirates"])
def test_ports_are_named_not_coded(game: str) -> None:
    """The maps label a port, base or colony by its name, never by its id ("HAV")."""
    spec = get_game(game)
    for state in _positions(game, 3):
        codes = {port.id for port in state.map.ports}
        for lang in ("en", "ru"):
            root = ElementTree.fromstring(spec.render_svg(state, None, lang=lang))
            shown = {"".join(node.itertext()).split(" ")[0] for node in root.iter(f"{SVG_NS}text")}
            assert not codes & shown, (game, lang, codes & shown)


HELP = re.compile(r'data-help=(["\'])(.*?)\1')


@pytest.mark.parametrize("game", [g for g in list_games() if get_game(g).has_hidden_info])
def test_help_tells_a_seat_nothing_it_may_not_know(game: str) -> None:
    """Redraw what a seat cannot see (``determinize``): the help its board carries is the
    same, so no help names a hidden card, ticket or treasure (the game's end shows all)."""
    spec = get_game(game)
    for state in _positions(game, 5)[:-1]:
        for seat in range(state.num_players):
            helps = sorted(m[1] for m in HELP.findall(spec.render_svg(state, seat)))
            for redraw in range(2):
                other = spec.determinize(state, seat, random.Random(redraw))
                redrawn = sorted(m[1] for m in HELP.findall(spec.render_svg(other, seat)))
                assert redrawn == helps, (game, seat, set(helps) ^ set(redrawn))
