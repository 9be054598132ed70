"""The life of a table around its game: private invitations, leaving before the start, rematches.

Pure logic on a ``Table`` draft, like the table's own methods: each function refuses a bad
request with an ``ApiError`` and leaves the draft as it was, and the manager stores the draft.

- **Private tables** are not listed in the lobby; their open seats are taken only with the
  invitation token (``invite_token``), which the creator receives and every seated person sees
  while the table waits. Table ids hold 96 random bits, so a table's address cannot be guessed.
- **Leaving a waiting table** opens the seat again. When the host leaves, the first other
  seated person becomes the host; with nobody else seated the table closes (``CLOSED``).
- **Rematch**: a finished table spawns a new waiting table with the same game, options,
  preset, clock, replacement level, privacy, bots and host seat; its human seats are open to
  the people who sat there, who prove it with their old seat's token (``take_rematch_seat``),
  and kept for them alone for a while (``Settings.rematch_reserve_s``; ``check_reservation``).
"""

from __future__ import annotations

import hmac
import json
import math
import random
import secrets
from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.core.registry import get_game
from seaboard.server.clocks import Clock
from seaboard.server.errors import ApiError, conflict, forbidden
from seaboard.server.seats import Seat
from seaboard.server.table import CLOSED, FINISHED, WAITING, Table

TABLE_ID_BYTES = 12
INVITE_BYTES = 18


def new_table_id() -> str:
    """A table id of 96 random bits (16 characters): unguessable, so a private table's
    address is as secret as its invitation."""
    return secrets.token_urlsafe(TABLE_ID_BYTES)


def new_invite() -> str:
    return secrets.token_urlsafe(INVITE_BYTES)


def check_invite(table: Table, invite: object) -> None:
    """A private table's open seat needs its invitation token: 403 ``invite_required``."""
    if not table.private:
        return
    expected = table.invite_token or ""
    given = invite if isinstance(invite, str) and len(invite) <= 200 else ""
    if not expected or not hmac.compare_digest(expected.encode(), given.encode()):
        raise ApiError(
            403,
            "invite_required",
            "this table is private: its seats are taken only with the invitation link",
        )


def vacate(table: Table, seat: int, now: float) -> None:
    """``seat`` (already authenticated) leaves the waiting table: the seat opens again under
    its default name; a leaving host hands the table on, or closes it when alone."""
    if table.status != WAITING:
        raise conflict("not_waiting", "the game is not waiting for players")
    entry = table.seats[seat]
    entry.token_hash = None
    entry.name = f"player {seat + 1}"
    table.dirty_seats.add(seat)
    if table.host_seat == seat:
        others = [s.seat for s in table.seats if s.kind == "human" and s.token_hash is not None]
        table.host_seat = others[0] if others else None
        if not others:
            table.status = CLOSED
    table.touch(now)


def start_rematch(table: Table, now: float, reserve_s: float) -> str:
    """The id of ``table``'s rematch, spawning it (``table.spawned``) on the first request;
    its people's seats are kept for them for ``reserve_s`` seconds (``check_reservation``)."""
    if table.rematch_id is not None:
        return table.rematch_id
    if table.status != FINISHED:
        raise conflict("not_finished", "a rematch can be asked for once the game is over")
    # the same seating: bots as they were, people's seats open to them under their names
    seats = [Seat(s.seat, s.kind, s.bot_level, s.name) for s in table.seats]
    rematch = Table(
        table_id=new_table_id(),
        spec=table.spec,
        options=table.options,
        preset=table.preset,
        num_players=table.num_players,
        seed=random.SystemRandom().randrange(2**62),
        seats=seats,
        clock=Clock.new(table.clock.preset.name, table.num_players),
        replacement_level=table.replacement_level,
        host_seat=table.host_seat,
        created_at=now,
        private=table.private,
        invite_token=new_invite() if table.private else None,
        rematch_of=table.id,
    )
    rematch.reserved_until = now + reserve_s if reserve_s > 0 else None
    table.rematch_id = rematch.id
    table.spawned = rematch
    table.touch(now)
    return rematch.id


def take_rematch_seat(
    rematch: Table, previous: Table, seat: int, token: str | None, now: float
) -> str:
    """The person of ``previous``'s seat ``seat`` (proven by that seat's token) takes the same
    seat of its rematch under the same name; their new token. The game starts when every
    seat is taken."""
    if rematch.rematch_of != previous.id:
        raise conflict("not_a_rematch", "this table is not a rematch")
    previous.seat_for(seat, token)
    entry = rematch.seats[seat]
    if entry.kind != "human":
        raise forbidden("a bot plays this seat")
    new_token = secrets.token_urlsafe(24)
    rematch.claim(seat, previous.seats[seat].name, new_token)
    if rematch.ready():
        rematch.start(now)
    return new_token


def check_reservation(table: Table, seat: int, now: float) -> None:
    """Refuse (409 ``seat_reserved``, with ``Retry-After``) a stranger's claim of a rematch seat
    kept for the person who sat there (``Table.reserved_until``); they take it with
    ``take_rematch_seat``."""
    until = table.reserved_until
    if until is None or now >= until or not 0 <= seat < table.num_players:
        return
    if table.seats[seat].kind != "human":
        return
    wait = max(1, math.ceil(until - now))
    raise ApiError(
        409,
        "seat_reserved",
        "this seat is kept for the player who sat there in the last game;"
        f" it opens to others in {wait} s",
        {"Retry-After": str(wait)},
    )


def lobby_entry(row: dict[str, Any]) -> dict[str, Any]:
    """A stored table as the lobby lists it."""
    try:
        spec = get_game(row["game"])
        title, title_ru = spec.title, spec.title_ru
    except SeaboardError:
        title = title_ru = row["game"]
    return {
        "id": row["id"],
        "game": row["game"],
        "title": title,
        "title_ru": title_ru,
        "preset": row["preset"],
        "options": json.loads(row["options_json"]),
        "status": row["status"],
        "players": row["num_players"],
        "clock": json.loads(row["clock_json"]).get("preset", "none"),
        "updated_at": row["updated_at"],
        "outcome": json.loads(row["outcome_json"]) if row["outcome_json"] else None,
        "reserved_until": row.get("reserved_until"),
        "seats": [
            {
                "seat": s["seat"],
                "name": s["name"],
                "kind": s["kind"],
                "level": s["bot_level"],
                "open": s["kind"] == "human" and s["token_hash"] is None,
            }
            for s in row["seats"]
        ],
    }
