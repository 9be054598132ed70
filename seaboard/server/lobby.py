"""What the lobby page shows: a card per game, and the tables' lists with their seats worded.

A game's card holds its title, its one-line description (the game's catalogue, key
``description``), players, usual duration and complexity, and its picture
(``seaboard.server.pictures``); the cards are sorted by title as a reader of the page's
language sorts (``seaboard.i18n.collation``). The browser names the tables where it holds a
seat (``mine``: the seats it keeps in localStorage; nothing secret, a token never leaves the
browser): those are listed apart, as the person's own tables, with "Your turn" or "Resume"
as their action instead of "Watch" or "Join".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import COMPLEXITIES, GameSpec
from seaboard.i18n import translate, translate_or
from seaboard.i18n.collation import sorted_for
from seaboard.server import archive
from seaboard.server.errors import ApiError
from seaboard.server.lifecycle import lobby_entry
from seaboard.server.table import FINISHED, PLAYING, WAITING, Table

if TYPE_CHECKING:
    from seaboard.server.manager import Manager

MAX_MINE = 50
"""The most seats a browser may name in one request (more are ignored)."""
MAX_TABLE_ID = 32


class Tables(Protocol):
    """Where the lobby reads a table it must know more of (the ``Manager``)."""

    async def current(self, table_id: str) -> Table: ...


@dataclass(frozen=True)
class GameCard:
    """One game as the lobby presents it, in one language."""

    id: str
    title: str
    description: str
    players: str
    minutes: str
    complexity: str
    complexity_level: int
    """1 for the lightest of ``COMPLEXITIES``."""
    picture: str
    """The picture's address."""
    picture_alt: str


def title_of(spec: GameSpec, lang: str) -> str:
    return spec.title_ru if lang == "ru" else spec.title


def span(low: int, high: int) -> str:
    """ "2–5", or "4" when both ends are one number."""
    return str(low) if low == high else f"{low}–{high}"


def game_card(spec: GameSpec, lang: str) -> GameCard:
    title = title_of(spec, lang)
    level = spec.complexity if spec.complexity in COMPLEXITIES else "medium"
    return GameCard(
        id=spec.id,
        title=title,
        description=translate_or(lang, f"{spec.id}:description", ""),
        players=translate(
            lang,
            "web:players_count",
            count=spec.max_players,
            range=span(spec.min_players, spec.max_players),
        ),
        minutes=translate(lang, "web:play_minutes", range=span(*spec.play_minutes)),
        complexity=translate(lang, f"web:complexity_{level}"),
        complexity_level=COMPLEXITIES.index(level) + 1,
        picture=f"/games/{spec.id}/picture.svg?lang={lang}&v={spec.version}",
        picture_alt=translate(lang, "web:game_picture_alt", game=title),
    )


def game_cards(lang: str) -> list[GameCard]:
    """Every registered game's card, sorted by title in ``lang``."""
    cards = [game_card(get_game(game_id), lang) for game_id in list_games()]
    return sorted_for(cards, lang, lambda card: card.title)


def word_seats(entry: dict[str, Any], lang: str) -> None:
    """Add to a lobby entry how many seats are free, in words (``free_text``) and as the text
    alternative of its seat dots (``seats_text``)."""
    total = len(entry["seats"])
    free = sum(1 for seat in entry["seats"] if seat["open"])
    entry["free"] = free
    entry["free_text"] = translate(lang, "web:seats_free", count=free)
    entry["seats_text"] = translate(lang, "web:seats_taken", count=total, taken=total - free)


def parse_mine(text: str | None) -> dict[str, int]:
    """The seats a browser holds, from ``"table.seat,table.seat"`` (malformed parts skipped)."""
    mine: dict[str, int] = {}
    for part in (text or "").split(",")[:MAX_MINE]:
        table_id, _, seat = part.strip().rpartition(".")
        if 0 < len(table_id) <= MAX_TABLE_ID and seat.isdigit():
            mine[table_id] = int(seat)
    return mine


async def your_turn(tables: Tables, table_id: str, seat: int) -> bool:
    """Is ``seat`` (not replaced by a bot) to move at the playing table ``table_id``?"""
    try:
        table = await tables.current(table_id)
    except ApiError:
        return False
    if table.status != PLAYING or not 0 <= seat < len(table.seats):
        return False
    return table.state.to_move() == seat and not table.seats[seat].replaced


async def mark_mine(
    tables: Tables, lists: dict[str, list[dict[str, Any]]], mine: Mapping[str, int]
) -> None:
    """Move the waiting and playing tables where the browser holds a person's seat into
    ``lists["mine"]``, each marked with its seat (``mine``) and, at a playing table, whether
    that seat is to move (``your_turn``): those first, then the other games in progress."""
    held: list[dict[str, Any]] = []
    for status in (WAITING, PLAYING):
        kept = []
        for entry in lists.get(status, []):
            seat = mine.get(entry["id"])
            if seat is None or not holds(entry, seat):
                kept.append(entry)
                continue
            entry["mine"] = seat
            entry["your_turn"] = status == PLAYING and await your_turn(tables, entry["id"], seat)
            held.append(entry)
        lists[status] = kept
    held.sort(key=lambda entry: (not entry["your_turn"], entry["status"] != PLAYING))
    lists["mine"] = held


def holds(entry: Mapping[str, Any], seat: int) -> bool:
    """Can the browser still hold ``seat`` of the listed table (a person's claimed seat; an
    open one or a bot's means its stored token is stale: the table page will say so)?"""
    seats = entry["seats"]
    return 0 <= seat < len(seats) and seats[seat]["kind"] == "human" and not seats[seat]["open"]


async def listings(manager: Manager) -> dict[str, list[dict[str, Any]]]:
    """The lobby's tables by status: waiting, playing and finished (the live finished ones
    not yet archived with the newest of the archive), the newest first, each at most
    ``Settings.lobby_limit``."""
    result = {}
    limit = manager.settings.lobby_limit
    for status in (WAITING, PLAYING, FINISHED):
        rows = await manager.run_db(manager.storage.listing, status, limit)
        result[status] = [lobby_entry(r) for r in rows]
    finished = result[FINISHED] + await manager.run_db(archive.listing, manager.storage, limit)
    result[FINISHED] = sorted(finished, key=lambda e: e["updated_at"], reverse=True)[:limit]
    return result
