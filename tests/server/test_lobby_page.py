"""The lobby page: a card per game (picture, description, players, duration, complexity),
sorted by title in the page's language, and the person's own tables offering "Your turn" or
"Resume" where a stranger reads "Watch" or "Join"."""

from __future__ import annotations

import gzip
import html
import re

import pytest
from server_helpers import Api

from seaboard.core.registry import get_game, list_games
from seaboard.i18n import translate

REAL_GAMES = [g for g in list_games() if g != "tiny"]
CARD = re.compile(r'<li class="game-card" data-game="(\w+)">(.*?)</li>', re.S)
EXPECTED = {
    "en": {
        "order": ["black_fleet", "colonies", "cartagena", "packet_row", "pirates", "rails_sails"],
        "cartagena": ("2–5 players", "30–45 min", "Light game"),
        "black_fleet": ("3–4 players", "30–60 min", "Medium game"),
        "pirates": ("2–9 players", "60–90 min", "Medium game"),
    },
    "ru": {
        # Cyrillic titles first, then Latin (CLDR's order for Russian)
        "order": ["colonies", "cartagena", "packet_row", "pirates", "black_fleet", "rails_sails"],
        "cartagena": ("2–5 игроков", "30–45 мин", "Лёгкая игра"),
        "black_fleet": ("3–4 игрока", "30–60 мин", "Игра средней сложности"),
        "pirates": ("2–9 игроков", "60–90 мин", "Игра средней сложности"),
    },
}


def cards(api: Api, lang: str) -> dict[str, str]:
    """The lobby's game cards in ``lang``, in the page's order: game id → the card's text."""
    page = api.client.get("/", headers={"Accept-Language": lang})
    assert page.status_code == 200
    return {game: html.unescape(body) for game, body in CARD.findall(page.text)}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_every_game_has_a_card_sorted_by_title_in_the_pages_language(api: Api, lang: str) -> None:
    shown = cards(api, lang)
    assert [g for g in shown if g != "tiny"] == EXPECTED[lang]["order"]
    for game in REAL_GAMES:
        spec = get_game(game)
        card = shown[game]
        title = spec.title_ru if lang == "ru" else spec.title
        assert f">{title}</h3>" in card
        description = translate(lang, f"{game}:description")
        assert len(description) > 40
        assert f'<p class="game-blurb">{description}</p>' in card
        assert f'href="/new?game={game}"' in card
        assert f'src="/games/{game}/picture.svg?lang={lang}&v={spec.version}"' in card
        assert re.search(r'alt="[^"]*' + re.escape(title), card)
    for game in ("cartagena", "black_fleet", "pirates"):
        players, minutes, complexity = EXPECTED[lang][game]
        text = re.sub(r"<[^>]+>", " ", shown[game])
        for fact in (players, minutes, complexity):
            assert fact in text, (game, fact, text)


def test_the_descriptions_differ_by_language_and_by_game() -> None:
    english = {translate("en", f"{g}:description") for g in REAL_GAMES}
    russian = {translate("ru", f"{g}:description") for g in REAL_GAMES}
    assert len(english) == len(russian) == len(REAL_GAMES)
    assert not english & russian
    assert all(re.search("[а-яё]", text) for text in russian)


def test_every_game_declares_its_duration_and_complexity() -> None:
    for game in REAL_GAMES:
        spec = get_game(game)
        low, high = spec.play_minutes
        assert 0 < low <= high, game
        assert spec.complexity in ("light", "medium", "heavy"), game


@pytest.mark.parametrize("game", REAL_GAMES)
def test_a_games_picture_is_its_own_board_cut_to_a_card(api: Api, game: str) -> None:
    spec = get_game(game)
    plain = api.client.get(
        f"/games/{game}/picture.svg", params={"lang": "ru"}, headers={"Accept-Encoding": "identity"}
    )
    assert plain.status_code == 200
    assert plain.headers["content-type"].startswith("image/svg+xml")
    assert "max-age" in plain.headers["cache-control"]
    svg = plain.text
    assert svg.startswith("<svg")
    assert spec.picture_box is not None
    x, y, width, height = spec.picture_box
    assert f'viewBox="{x:g} {y:g} {width:g} {height:g}"' in svg
    assert 1.6 <= width / height <= 2.4  # about the card's 2:1
    assert "<title>" not in svg
    assert "<script" not in svg
    packed = api.client.get(
        f"/games/{game}/picture.svg", params={"lang": "ru"}, headers={"Accept-Encoding": "gzip"}
    )
    assert packed.headers.get("content-encoding") == "gzip"
    assert packed.content == plain.content  # the client unpacked it
    assert len(gzip.compress(plain.content)) < len(plain.content)


def test_an_unknown_games_picture_is_not_found(api: Api) -> None:
    assert api.client.get("/games/nope/picture.svg").status_code == 404


def row(lists: str, table: str) -> str:
    found = re.search(rf'<li class="table-row[^"]*" data-table="{table}">(.*?)</li>', lists, re.S)
    assert found, table
    return found.group(1)


def action(lists: str, table: str) -> str:
    found = re.search(r'data-action="(\w+)"', row(lists, table))
    assert found
    return found.group(1)


def mine_section(lists: str) -> str:
    found = re.search(r'<section id="sb-mine".*?</section>', lists, re.S)
    assert found
    return found.group(0)


def test_a_seat_holder_reads_your_turn_or_resume_where_others_read_watch(api: Api) -> None:
    created = api.create(seats=[{"kind": "human"}, {"kind": "human"}], my_seat=0)
    table = created["id"]
    stranger = api.client.get("/lobby/lists").text
    assert action(stranger, table) == "join"
    assert " hidden" in mine_section(stranger).split(">")[0]
    # the creator waits for a friend: "Resume", among their own tables
    waiting = api.client.get("/lobby/lists", params={"mine": f"{table}.0"}).text
    assert action(waiting, table) == "resume"
    assert f'data-table="{table}"' in mine_section(waiting)
    assert "1 seat free" in row(waiting, table)
    api.join(table, 1)
    data = api.wait(table, lambda d: d["status"] == "playing" and d["to_move"] >= 0)
    mover, other = data["to_move"], 1 - data["to_move"]
    assert action(api.client.get("/lobby/lists").text, table) == "watch"
    turn = api.client.get("/lobby/lists", params={"mine": f"{table}.{mover}"}).text
    assert action(turn, table) == "lobby_your_turn"
    assert ">Your turn<" in row(turn, table)
    assert f'data-table="{table}"' in mine_section(turn)
    wait = api.client.get("/lobby/lists", params={"mine": f"{table}.{other}"}).text
    assert action(wait, table) == "resume"
    russian = api.client.get(
        "/lobby/lists", params={"mine": f"{table}.{mover}"}, headers={"Accept-Language": "ru"}
    ).text
    assert ">Ваш ход<" in row(russian, table)


@pytest.mark.parametrize("mine", ["", "x", "nope.0", ".1", "abc.-1", "abc.9", "a" * 40 + ".0"])
def test_seats_a_browser_cannot_hold_change_nothing(api: Api, mine: str) -> None:
    table = api.create(seats=[{"kind": "human"}, {"kind": "human"}], my_seat=0)["id"]
    odd = mine.replace("abc", table)
    lists = api.client.get("/lobby/lists", params={"mine": odd})
    assert lists.status_code == 200
    assert action(lists.text, table) == "join"


def test_an_open_table_shows_its_free_seats(api: Api) -> None:
    table = api.create(seats=[{"kind": "human"}] * 3, my_seat=0)["id"]
    lists = api.client.get("/lobby/lists").text
    seats = row(lists, table)
    assert seats.count('class="dot free"') == 2
    assert seats.count('class="dot"') == 1
    assert 'role="img" aria-label="1 of 3 seats taken"' in seats
    assert "2 seats free" in seats
    russian = row(api.client.get("/lobby/lists", headers={"Accept-Language": "ru"}).text, table)
    assert 'aria-label="Занято 1 из 3 мест"' in russian
    assert "2 места свободно" in russian
