"""Rails & Sails's rule book (issue 32, "Rules that teach"): its figures come from the map's
data, every ticket of the World map is listed, and its words hold no number of their own."""

from __future__ import annotations

import re

import pytest

from seaboard.core.rulebook import Section
from seaboard.games.rails_sails.cards import SINGLE
from seaboard.games.rails_sails.data import load_world
from seaboard.games.rails_sails.rulebook import rulebook
from seaboard.games.rails_sails.words import chain
from seaboard.i18n import LANGS, catalogue, render


def section(lang: str, anchor: str) -> Section:
    return next(s for s in rulebook(lang).sections if s.anchor == anchor)


@pytest.mark.parametrize("lang", LANGS)
def test_every_ticket_of_the_map_is_listed_with_its_points(lang: str) -> None:
    world = load_world()
    shown = {
        render(e.name, lang): render(e.effect, lang) for e in section(lang, "ticket-list").entries
    }
    assert len(shown) == len(world.tickets)
    for ticket in world.tickets.values():
        effect = shown[render(chain(world, ticket.cities), lang)]
        assert str(ticket.points) in effect
        assert str(ticket.penalty) in effect
        if ticket.is_tour:
            assert str(ticket.any_points) in effect


def test_the_route_points_are_the_scoring_table() -> None:
    world = load_world()
    entries = section("en", "end").entries
    assert [(e.name.count, e.effect.count) for e in entries] == sorted(world.route_score.items())


def test_the_cards_add_up_to_the_two_decks() -> None:
    world = load_world()
    entries = section("en", "cards").entries
    assert sum(e.count or 0 for e in entries) == sum(world.deck)
    assert sum(world.deck[:SINGLE]) + sum(world.deck[SINGLE:]) == sum(world.deck)
    assert all(e.picture.startswith("<svg") for e in entries)


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_words_type_no_number(lang: str) -> None:
    words = {k: v for k, v in catalogue(lang, "rails_sails").items() if k.startswith("rules_")}
    assert words
    for key, text in words.items():
        assert not re.search(r"\d", re.sub(r"\{\w+\}", "", text)), key


@pytest.mark.parametrize("lang", LANGS)
def test_the_pictures_name_their_cities_in_the_readers_language(lang: str) -> None:
    world = load_world()
    pictures = section(lang, "routes").pictures
    assert len(pictures) == 4
    lima = world.cities[world.city_by_id["lima"]]
    assert (lima.name_ru if lang == "ru" else lima.name) in pictures[-1]
