"""The web client's texts in English and Russian (``en.json``, ``ru.json``, same keys)."""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path

LANGS = ("en", "ru")
DEFAULT = "en"


@cache
def texts(lang: str) -> dict[str, str]:
    """Every text of the client in ``lang`` (English for an unknown language)."""
    if lang not in LANGS:
        lang = DEFAULT
    data: dict[str, str] = json.loads((Path(__file__).parent / f"{lang}.json").read_text("utf-8"))
    return data


def pick_lang(cookie: str | None, accept: str | None) -> str:
    """The language from the ``lang`` cookie, else from Accept-Language, else English."""
    if cookie in LANGS:
        return cookie
    for part in (accept or "").split(","):
        code = part.split(";")[0].strip().lower()[:2]
        if code in LANGS:
            return code
    return DEFAULT
