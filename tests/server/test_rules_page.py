"""The rules pages (issue 32, "Rules that teach"): every game has one in English and Russian,
with its options explained and links to its Learn lessons; a game with a rule book shows each
of its sections under a heading and lists its cards with their effects, worded in the page's
language, with no catalogue key, placeholder or line break copied from the source left."""

from __future__ import annotations

import html
import re

import pytest
from server_helpers import Api
from test_words import LANGS, REAL_GAMES, visible_text

from seaboard.core.registry import get_game
from seaboard.i18n import render
from seaboard.learn import lessons
from seaboard.server.table_form import option_fields

BOOKS = REAL_GAMES
"""Every game has a rule book."""
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)
LEFTOVER = re.compile(r"\{\w+\}|\b[a-z_]+:rules_\w+|\brules_\w+")


def page_of(api: Api, game: str, lang: str) -> str:
    api.client.cookies.set("lang", lang)
    answer = api.client.get(f"/rules/{game}")
    assert answer.status_code == 200, answer.text
    return answer.text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", REAL_GAMES)
def test_every_game_has_a_rules_page_with_its_options_and_lessons(
    api: Api, game: str, lang: str
) -> None:
    spec = get_game(game)
    page = page_of(api, game, lang)
    shown = html.unescape(page)
    title = spec.title_ru if lang == "ru" else spec.title
    assert title in shown
    for field in option_fields(spec, lang):
        assert field["label"] in shown, field["name"]
    for item in lessons(game):
        assert f'href="/learn/{game}/{item.id}"' in page
    assert f'href="/new?game={game}"' in page
    assert not LEFTOVER.search(visible_text(page))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", BOOKS)
def test_a_rule_book_is_shown_whole_in_the_pages_language(api: Api, game: str, lang: str) -> None:
    book = get_game(game).rulebook(lang)
    assert book is not None
    page = page_of(api, game, lang)
    shown = html.unescape(page)
    paragraphs = [render(book.intro, lang)]
    for section in book.sections:
        assert f'id="{section.anchor}"' in page
        assert f'href="#{section.anchor}"' in page
        paragraphs += [render(section.heading, lang)]
        paragraphs += [render(p, lang) for p in section.paragraphs]
        for entry in section.entries:
            paragraphs += [render(entry.name, lang), render(entry.effect, lang)]
    for text in paragraphs:
        assert text in shown, text
        assert "\n" not in text, text
        assert not LEFTOVER.search(text), text
        assert bool(CYRILLIC.search(text)) == (lang == "ru"), text


def test_an_unknown_game_has_no_rules_page(api: Api) -> None:
    assert api.client.get("/rules/nosuchgame").status_code == 404
