"""The rules page of a game (``/rules/<game>``): its rule book (``core.rulebook``) worded in the
reader's language, then every option explained with its choices and each preset, then the
Learn lessons that play the rules' worked examples. A game without a rule book shows its
summary, its lines joined into paragraphs.
"""

from __future__ import annotations

from typing import Any

from fastapi import APIRouter, Request
from fastapi.responses import HTMLResponse
from markupsafe import Markup

from seaboard.core.errors import SeaboardError
from seaboard.core.registry import get_game
from seaboard.core.rulebook import Entry, RuleBook, Section
from seaboard.core.spec import GameSpec
from seaboard.i18n import render as worded
from seaboard.learn import lessons
from seaboard.server.errors import not_found
from seaboard.server.pages import lang_of, render, rules_of
from seaboard.server.summary import preset_label
from seaboard.server.table_form import option_fields

router = APIRouter()


def _entry(entry: Entry, lang: str) -> dict[str, Any]:
    return {
        "name": worded(entry.name, lang),
        "effect": worded(entry.effect, lang),
        "count": entry.count,
        "picture": Markup(entry.picture),
    }


def _section(section: Section, lang: str) -> dict[str, Any]:
    return {
        "anchor": section.anchor,
        "heading": worded(section.heading, lang),
        "paragraphs": [worded(p, lang) for p in section.paragraphs],
        "pictures": [Markup(svg) for svg in section.pictures],
        "entries": [_entry(e, lang) for e in section.entries],
    }


def summary_paragraphs(text: str) -> list[str]:
    """A summary's paragraphs: blank lines part them, a line break inside one is a space."""
    blocks = [" ".join(line.strip() for line in block.splitlines()) for block in text.split("\n\n")]
    return [block for block in blocks if block]


def book_context(spec: GameSpec, lang: str) -> dict[str, Any]:
    """What the rules template shows: the intro and sections, or the summary's paragraphs."""
    book: RuleBook | None = spec.rulebook(lang)
    if book is None:
        return {
            "intro": "",
            "sections": [],
            "summary_paragraphs": summary_paragraphs(rules_of(spec, lang)),
        }
    return {
        "intro": worded(book.intro, lang),
        "sections": [_section(s, lang) for s in book.sections],
        "summary_paragraphs": [],
    }


@router.get("/rules/{game_id}", response_class=HTMLResponse)
async def rules_page(request: Request, game_id: str) -> HTMLResponse:
    try:
        spec = get_game(game_id)
    except SeaboardError:
        raise not_found("game") from None
    lang = lang_of(request)
    return render(
        request,
        "rules.html",
        game=spec.id,
        title=spec.title_ru if lang == "ru" else spec.title,
        presets=[preset_label(spec, p, lang) for p in spec.presets],
        options=option_fields(spec, lang),
        lessons=[{"id": item.id, "title": item.title[lang]} for item in lessons(spec.id)],
        **book_context(spec, lang),
    )
