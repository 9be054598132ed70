"""The words a player reads show no raw option value, identifier or untranslated English:
the new-table form of every game and, after a short game of bots, everything beside the
board (prompt, panels, log, result, score by source) and the board's own words, in English
and Russian."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from typing import Any

import pytest
from server_helpers import Api

from seaboard.core.options import describe_options
from seaboard.core.registry import get_game, list_games

REAL_GAMES = [g for g in list_games() if g != "tiny"]
LANGS = ("en", "ru")

PYTHON_REPR = re.compile(r"'[A-Za-z_]+'")
"""A value quoted as Python prints it ('random')."""
IDENTIFIER = re.compile(r"\b[a-z]+_[a-z_]+\b")
"""A snake_case name (first_seat, dev_deal)."""
SENTINEL = re.compile(r"(?<![\w-])-1(?=\s*[:=)])")
"""A number that stands for something else ("-1: chosen by chance"; "-1 point" is a number)."""
LATIN_WORD = re.compile(r"\b[A-Za-z]{3,}\b")
SEED_NAMES = {"Wild"}
"""Latin words the Russian rules themselves use as names (seed 002: «Wild-карта»)."""
RUSSIAN_FEW = re.compile(r"\b(\d+) (игрока)\b")
"""A count with the genitive singular, right only for the "few" numbers (2-4, 22-24...)."""


def visible_text(page: str) -> str:
    """What a reader sees of an HTML or SVG text: element text, titles and placeholders."""
    page = re.sub(r"<(script|style)\b.*?</\1>", " ", page, flags=re.S)
    shown = re.findall(r'(?:placeholder|aria-label|title)="([^"]*)"', page)
    return html.unescape(" | ".join([*re.findall(r">([^<]+)<", page), *shown]))


def strings(data: Any) -> Iterator[str]:
    """The strings of a JSON value (its keys, colours, icons and seat marks are not words a
    player reads: the page draws them)."""
    if isinstance(data, str):
        yield data
    elif isinstance(data, dict):
        for key, value in data.items():
            if key not in ("colour", "icon", "mark"):
                yield from strings(value)
    elif isinstance(data, list):
        for value in data:
            yield from strings(value)


def raw_choices(game: str) -> set[str]:
    """The option values a form offers, as the program names them (tiers, any, choice)."""
    values = set()
    for item in describe_options(get_game(game).Options):
        for choice in item["choices"] or []:
            if isinstance(choice, str):
                values.add(choice)
    return values


def problems(text: str, lang: str, allowed: set[str]) -> list[str]:
    """The raw values, identifiers, English words and wrong counts in ``text`` (``allowed``:
    Latin words a Russian text may hold: the game's brand name, a map's notation)."""
    found = PYTHON_REPR.findall(text) + IDENTIFIER.findall(text) + SENTINEL.findall(text)
    if lang == "ru":
        found += [w for w in LATIN_WORD.findall(text) if w not in SEED_NAMES | allowed]
        for count, word in RUSSIAN_FEW.findall(text):
            n = int(count)
            if not (2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14):
                found.append(f"{count} {word}")
    return found


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", REAL_GAMES)
def test_the_new_table_form_reads_as_words(api: Api, game: str, lang: str) -> None:
    page = api.client.get(f"/new?game={game}", headers={"Accept-Language": lang}).text
    text = visible_text(page.split('<form method="post" action="/new"')[1])
    found = problems(text, lang, brand_words(game))
    found += [v for v in raw_choices(game) if re.search(rf"[('\"]{re.escape(v)}[)'\"]", text)]
    assert not found, found


def brand_words(game: str) -> set[str]:
    """The words of the game's title as its publisher spells it in every language (Ticket to
    Ride: Rails & Sails)."""
    return set(LATIN_WORD.findall(get_game(game).title_ru))


def board_codes(game: str) -> set[str]:
    """The map's own notation that a board labels its places with (Capture of Colonies' ports:
    HAV, KIN), which moves name too."""
    state = get_game(game).new_state(get_game(game).min_players)
    ports = getattr(getattr(state, "map", None), "ports", None) or []
    return {port.id for port in ports}


@pytest.mark.parametrize("game", REAL_GAMES)
def test_a_finished_table_reads_as_words(api: Api, game: str) -> None:
    spec = get_game(game)
    bots = [{"kind": "bot", "level": "1"}] * max(2, spec.min_players)
    table = api.create(game=game, seats=bots, options={"max_rounds": 2})["id"]
    api.wait(table, lambda d: d["status"] == "finished")
    for lang in LANGS:
        data = api.client.get(f"/api/tables/{table}", params={"lang": lang}).json()
        parts = {
            "board": visible_text(data["svg"]),
            "prompt": data.get("prompt", ""),
            "panels": " | ".join(strings(data["panels"])),
            "log": " | ".join(e["text"] + " " + (e["heading"] or "") for e in data["log"]),
            "result": " | ".join((data["reason_text"], data.get("ranking_text") or "")),
            "breakdown": " | ".join(strings(data.get("breakdown"))),
        }
        for where, text in parts.items():
            found = problems(text, lang, brand_words(game) | board_codes(game))
            assert not found, (lang, where, found[:10])


@pytest.mark.parametrize("lang", LANGS)
def test_the_lobby_reads_as_words(api: Api, lang: str) -> None:
    table = api.create("cartagena", [{"kind": "human"}] * 3, my_seat=0)["id"]
    headers = {"Accept-Language": lang}
    page = api.client.get("/", headers=headers).text
    lists = api.client.get("/lobby/lists", params={"mine": f"{table}.0"}, headers=headers).text
    allowed = {"Seaboard"}.union(*(brand_words(game) for game in REAL_GAMES))
    for text in (visible_text(page), visible_text(lists)):
        found = problems(text, lang, allowed)
        assert not found, found
