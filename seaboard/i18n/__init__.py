"""Every word a player reads, in every language Seaboard speaks (DESIGN.md, "Words").

Catalogues are JSON files, ``locales/<lang>/<domain>.json``: one domain for the web pages
(``web``), one for the game-agnostic words (``core``) and one per game (its id). A key with
plural forms has one entry per CLDR plural category of the language (``cards_one``,
``cards_few``, ``cards_many``, ``cards_other``); the category of a number comes from Babel's
CLDR data, so a new language is a new folder of catalogues and nothing else. Placeholders are
``{name}``.

``translate(lang, "cartagena:play", count=2, card=...)`` words one key; ``render(message,
lang, names)`` words a ``seaboard.core.message.Message`` with seat names filled in.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Any

from babel import Locale

from seaboard.core.errors import SeaboardError
from seaboard.core.message import Message, SeatRef

LOCALES = Path(__file__).parent / "locales"
LANGS = ("en", "ru")
DEFAULT = "en"
PLACEHOLDER = re.compile(r"\{(\w+)\}")


class MissingTextError(SeaboardError):
    """A key has no text in the catalogue (a bug in the catalogues, found by the tests)."""


def check_lang(lang: str) -> str:
    """``lang`` if Seaboard speaks it; a ``SeaboardError`` naming the languages otherwise."""
    if lang not in LANGS:
        raise SeaboardError(f"unknown language {lang!r}; languages: {', '.join(LANGS)}")
    return lang


@cache
def catalogue(lang: str, domain: str) -> dict[str, str]:
    """The texts of one domain in one language (empty when the domain has no catalogue)."""
    path = LOCALES / check_lang(lang) / f"{domain}.json"
    if not path.exists():
        return {}
    data = json.loads(path.read_text("utf-8"))
    if not isinstance(data, dict) or not all(isinstance(v, str) for v in data.values()):
        raise SeaboardError(f"{path}: a catalogue is an object of texts")
    return data


def domains(lang: str) -> list[str]:
    """The catalogue domains of ``lang``."""
    return sorted(p.stem for p in (LOCALES / check_lang(lang)).glob("*.json"))


@cache
def _locale(lang: str) -> Locale:
    return Locale.parse(lang)


@cache
def plural_category(lang: str, count: float) -> str:
    """The CLDR plural category of ``count`` in ``lang``: one, few, many or other."""
    category: str = _locale(check_lang(lang)).plural_form(count)
    return category


@cache
def lookup(lang: str, key: str, count: float | None = None) -> str:
    """The raw text of ``"domain:key"`` (its plural form for ``count``), English as fallback."""
    domain, _, name = key.partition(":")
    if not name:
        domain, name = "web", domain
    for language in dict.fromkeys((lang, DEFAULT)):
        texts = catalogue(language, domain)
        if count is not None:
            for candidate in (f"{name}_{plural_category(language, count)}", f"{name}_other"):
                if candidate in texts:
                    return texts[candidate]
        if name in texts:
            return texts[name]
    raise MissingTextError(f"no text for {key!r} in {lang}")


def translate(lang: str, key: str, count: float | None = None, **values: Any) -> str:
    """``key`` worded in ``lang`` with ``values`` in its placeholders (``count`` among them)."""
    if count is not None:
        values.setdefault("count", count)
    parts = _template(lookup(lang, key, count))
    worded = [parts[0]]
    for at in range(1, len(parts), 2):
        name = parts[at]
        worded.append(str(values[name]) if name in values else f"{{{name}}}")
        worded.append(parts[at + 1])
    return "".join(worded)


@cache
def _template(text: str) -> tuple[str, ...]:
    """``text`` cut at its placeholders: literal, name, literal, ..., literal."""
    return tuple(PLACEHOLDER.split(text))


def translate_or(lang: str, key: str, fallback: str, **values: Any) -> str:
    """``key`` worded in ``lang``, or ``fallback`` while the catalogues lack it (a page shows
    a humanised name rather than failing when a game's words are not written yet)."""
    try:
        return translate(lang, key, **values)
    except MissingTextError:
        return fallback


def humanise(name: str) -> str:
    """``max_rounds`` → "Max rounds": the last resort for a key no catalogue words."""
    text = name.replace("_", " ").strip()
    return text[:1].upper() + text[1:]


def seat_name(seat: int, lang: str, names: Sequence[str] | None = None) -> str:
    """A seat's player name, or "Player 1" (seats are numbered from 1 for people)."""
    if names is not None and 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return translate(lang, "core:player_n", n=seat + 1)


def render(message: Message, lang: str, names: Sequence[str] | None = None) -> str:
    """``message`` worded in ``lang``; seat references become ``names`` (or "Player N")."""
    values = {k: _value(v, lang, names) for k, v in message.values.items()}
    return translate(lang, message.key, message.count, **values)


def _value(value: Any, lang: str, names: Sequence[str] | None) -> Any:
    if isinstance(value, SeatRef):
        return seat_name(value.seat, lang, names)
    if isinstance(value, Message):
        return render(value, lang, names)
    if isinstance(value, list | tuple):
        return translate(lang, "core:list_separator").join(
            str(_value(v, lang, names)) for v in value
        )
    return value


def texts(lang: str, domain: str = "web") -> Mapping[str, str]:
    """Every text of one domain in ``lang`` (English for a key it lacks), for the web pages."""
    merged = dict(catalogue(DEFAULT, domain))
    if lang in LANGS:
        merged.update(catalogue(lang, domain))
    return merged


def pick_lang(cookie: str | None, accept: str | None) -> str:
    """The language from the ``lang`` cookie, else from Accept-Language, else English."""
    if cookie in LANGS:
        return cookie
    for part in (accept or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGS:
            return code
    return DEFAULT
