"""The HTTP and WebSocket API (documented in docs/server.md).

A seat proves itself with its token in the ``X-Seat-Token`` header (or ``Authorization:
Bearer``); on the WebSocket, in the first message (``seaboard.server.handshake``). Without the
right token a request is a spectator's: it can never move for a seat or see a seat's hidden
view.
"""

from __future__ import annotations

import contextlib
from typing import Any

from fastapi import APIRouter, Request, WebSocket
from fastapi.responses import JSONResponse, PlainTextResponse, Response

from seaboard.core.options import describe_options
from seaboard.core.record import Record
from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import GameSpec
from seaboard.i18n import LANGS
from seaboard.server.analysis import worded
from seaboard.server.clocks import PRESETS
from seaboard.server.errors import (
    ApiError,
    bad_request,
    conflict,
    forbidden,
    not_found,
    parse_json,
)
from seaboard.server.handshake import CLOSE_POLICY, close_code, first_token, origin_allowed
from seaboard.server.hub import Connection, encode, log_entries, message
from seaboard.server.lobby import listings
from seaboard.server.manager import Manager
from seaboard.server.table import BOT_LEVELS, FINISHED, Table

router = APIRouter()
REPLAY_CACHE = 64


def json_body(properties: dict[str, Any], required: list[str]) -> dict[str, Any]:
    """The OpenAPI description of a JSON body (the handlers read bodies themselves, so the
    schema, which the API fuzzer in the tests works from, says what they expect)."""
    schema = {"type": "object", "properties": properties, "required": required}
    return {"requestBody": {"required": True, "content": {"application/json": {"schema": schema}}}}


SEAT = {"type": "integer", "minimum": 0}
VERSION = {"type": "integer", "minimum": 0}
LEVEL = {"type": "string", "enum": list(BOT_LEVELS)}
CREATE_BODY = json_body(
    {
        "game": {"type": "string"},
        "preset": {"type": "string"},
        "options": {"type": "object"},
        "seats": {
            "type": "array",
            "items": {
                "type": "object",
                "properties": {
                    "kind": {"type": "string", "enum": ["human", "bot"]},
                    "level": LEVEL,
                    "name": {"type": "string"},
                },
                "required": ["kind"],
            },
        },
        "my_seat": SEAT,
        "name": {"type": "string"},
        "clock": {"type": "string"},
        "replacement_level": LEVEL,
        "private": {"type": "boolean"},
    },
    ["game", "seats"],
)
SEAT_BODY = json_body({"seat": SEAT}, ["seat"])
JOIN_BODY = json_body(
    {"seat": SEAT, "name": {"type": "string"}, "invite": {"type": "string"}}, ["seat"]
)
CHAT_BODY = json_body({"seat": SEAT, "text": {"type": "string"}}, ["seat", "text"])
MOVE_BODY = json_body(
    {"seat": SEAT, "move": {"type": "string"}, "expected_version": VERSION},
    ["seat", "move", "expected_version"],
)
UNDO_BODY = json_body({"seat": SEAT, "expected_version": VERSION}, ["seat", "expected_version"])


def manager_of(request: Request | WebSocket) -> Manager:
    manager: Manager = request.app.state.manager
    return manager


def token_of(request: Request) -> str | None:
    token = request.headers.get("x-seat-token")
    if token:
        return token
    auth = request.headers.get("authorization", "")
    if auth.lower().startswith("bearer "):
        return auth[7:].strip()
    return None


async def body_of(request: Request) -> dict[str, Any]:
    data = parse_json(await request.body())
    if not isinstance(data, dict):
        raise bad_request("bad_json", "the request body must be a JSON object")
    return data


def seat_of(data: dict[str, Any]) -> int:
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise bad_request("bad_seat", "seat must be a seat number")
    return seat


def lang_of(value: str | None) -> str:
    return value if value in LANGS else "en"


def perspective_of(table: Table, seat: str | None, token: str | None) -> int | None:
    """The seat a request speaks for: a seat only with its token, else a spectator; a seat
    asked for with a wrong token is refused rather than silently downgraded."""
    if seat is None or seat == "":
        return None
    try:
        number = int(seat)
    except ValueError:
        raise forbidden("no such seat at this table") from None
    table.seat_for(number, token)
    return number


def game_info(spec: GameSpec) -> dict[str, Any]:
    return {
        "id": spec.id,
        "title": spec.title,
        "title_ru": spec.title_ru,
        "version": spec.version,
        "min_players": spec.min_players,
        "max_players": spec.max_players,
        "has_chance": spec.has_chance,
        "has_hidden_info": spec.has_hidden_info,
        "options": describe_options(spec.Options),
        "presets": {name: dict(values) for name, values in spec.presets.items()},
    }


@router.get("/api/games")
async def games() -> dict[str, Any]:
    return {
        "games": [game_info(get_game(g)) for g in list_games()],
        "clocks": {
            name: {"kind": p.kind, "label": p.label, "label_ru": p.label_ru}
            for name, p in PRESETS.items()
        },
        "bot_levels": list(BOT_LEVELS),
    }


@router.get("/api/games/{game_id}")
async def game(game_id: str) -> dict[str, Any]:
    if game_id not in list_games():
        raise not_found("game")
    return game_info(get_game(game_id))


@router.get("/api/tables")
async def tables(request: Request) -> dict[str, Any]:
    return await listings(manager_of(request))


@router.post("/api/tables", status_code=201, openapi_extra=CREATE_BODY)
async def create_table(request: Request) -> dict[str, Any]:
    data = await body_of(request)
    address = request.client.host if request.client else ""
    table, seat, token = await manager_of(request).create(data, address)
    result: dict[str, Any] = {
        "id": table.id,
        "status": table.status,
        "url": f"/t/{table.id}",
        "private": table.private,
    }
    if table.invite_token is not None:
        result |= {
            "invite": table.invite_token,
            "invite_url": f"/t/{table.id}#invite={table.invite_token}",
        }
    if seat is not None:
        result |= {
            "seat": seat,
            "token": token,
            "seat_url": f"/t/{table.id}#seat={seat}&token={token}",
        }
    return result


@router.get("/api/tables/{table_id}")
async def table_state(
    request: Request, table_id: str, seat: str | None = None, lang: str | None = None
) -> dict[str, Any]:
    table = await manager_of(request).current(table_id)
    perspective = perspective_of(table, seat, token_of(request))
    return message(table, perspective, lang_of(lang), svg=True)


@router.post("/api/tables/{table_id}/join", openapi_extra=JOIN_BODY)
async def join(request: Request, table_id: str) -> dict[str, Any]:
    data = await body_of(request)
    seat = seat_of(data)
    token = await manager_of(request).join(table_id, seat, data.get("name"), data.get("invite"))
    return {"seat": seat, "token": token, "seat_url": f"/t/{table_id}#seat={seat}&token={token}"}


@router.post("/api/tables/{table_id}/rematch", openapi_extra=SEAT_BODY)
async def rematch(request: Request, table_id: str) -> dict[str, Any]:
    data = await body_of(request)
    new_id = await manager_of(request).rematch(table_id, seat_of(data), token_of(request))
    return {"table": new_id, "url": f"/t/{new_id}"}


@router.post("/api/tables/{table_id}/rematch/seat", openapi_extra=SEAT_BODY)
async def rematch_seat(request: Request, table_id: str) -> dict[str, Any]:
    """Take your seat in a rematch, proving it with the old table's seat token."""
    data = await body_of(request)
    seat = seat_of(data)
    token = await manager_of(request).take_rematch_seat(table_id, seat, token_of(request))
    return {"seat": seat, "token": token, "seat_url": f"/t/{table_id}#seat={seat}&token={token}"}


@router.get("/api/tables/{table_id}/chat")
async def chat_history(request: Request, table_id: str) -> dict[str, Any]:
    manager = manager_of(request)
    await manager.current(table_id)
    return {"messages": await manager.chat.history(table_id)}


@router.post("/api/tables/{table_id}/chat", status_code=201, openapi_extra=CHAT_BODY)
async def chat_post(request: Request, table_id: str) -> dict[str, Any]:
    data = await body_of(request)
    manager = manager_of(request)
    return await manager.chat.post(table_id, seat_of(data), token_of(request), data.get("text"))


@router.post("/api/tables/{table_id}/start", openapi_extra=SEAT_BODY)
async def start(request: Request, table_id: str) -> dict[str, Any]:
    data = await body_of(request)
    await manager_of(request).start_now(table_id, seat_of(data), token_of(request))
    return {"ok": True}


@router.post("/api/tables/{table_id}/moves", openapi_extra=MOVE_BODY)
async def move(request: Request, table_id: str) -> dict[str, Any]:
    data = await body_of(request)
    version = await manager_of(request).move(
        table_id, seat_of(data), token_of(request), data.get("move"), data.get("expected_version")
    )
    return {"ok": True, "version": version}


@router.post("/api/tables/{table_id}/undo", openapi_extra=UNDO_BODY)
async def undo(request: Request, table_id: str) -> dict[str, Any]:
    data = await body_of(request)
    version = await manager_of(request).undo(
        table_id, seat_of(data), token_of(request), data.get("expected_version")
    )
    return {"ok": True, "version": version}


@router.post("/api/tables/{table_id}/leave", openapi_extra=SEAT_BODY)
async def leave(request: Request, table_id: str) -> dict[str, Any]:
    data = await body_of(request)
    await manager_of(request).leave(table_id, seat_of(data), token_of(request))
    return {"ok": True}


@router.post("/api/tables/{table_id}/reclaim", openapi_extra=SEAT_BODY)
async def reclaim(request: Request, table_id: str) -> dict[str, Any]:
    data = await body_of(request)
    await manager_of(request).reclaim(table_id, seat_of(data), token_of(request))
    return {"ok": True}


async def finished_table(request: Request, table_id: str) -> Table:
    table = await manager_of(request).current(table_id)
    if table.status != FINISHED:
        raise conflict("not_finished", "records and replays are available once the game is over")
    return table


@router.get("/api/tables/{table_id}/record", response_model=None)
async def record(request: Request, table_id: str, format: str = "text") -> Response:
    table = await finished_table(request, table_id)
    data = await manager_of(request).archiver.record(table)
    if format == "json":
        return JSONResponse(
            data,
            headers={"Content-Disposition": f'attachment; filename="{table_id}.json"'},
        )
    return PlainTextResponse(
        Record.from_json(data).to_text(),
        headers={"Content-Disposition": f'attachment; filename="{table_id}.txt"'},
    )


@router.get("/api/tables/{table_id}/replay/{ply}")
async def replay(
    request: Request, table_id: str, ply: int, lang: str | None = None, seat: int | None = None
) -> dict[str, Any]:
    """The finished game after ``ply`` steps, as ``seat`` saw it (a spectator without one):
    once the game is over nothing is secret (its record holds every card), so anyone may
    follow any seat, its own hand included."""
    table = await finished_table(request, table_id)
    if seat is not None and not 0 <= seat < table.num_players:
        raise bad_request("bad_seat", "no such seat at this table")
    total = len(table.log)
    ply = max(0, min(ply, total))
    language = lang_of(lang)
    key = ("replay", ply, language, seat)
    if key not in table.cache:
        steps = [k for k in table.cache if isinstance(k, tuple) and k[0] == "replay"]
        if len(steps) >= REPLAY_CACHE:  # keep a few boards, not every step of long games
            for old in steps:
                del table.cache[old]
        state = table.spec.new_state(table.num_players, table.options)
        for entry in table.log[:ply]:
            state.apply(table.spec.parse_move(state, entry.notation))
        names = table.names(language)
        table.cache[key] = {
            "ply": ply,
            "total": total,
            "seat": seat,
            "svg": table.spec.render_svg(state, seat, lang=language, names=names),
            "code": state.to_code(),
            "to_move": state.to_move(),
        }
    result: dict[str, Any] = dict(table.cache[key])
    result["log"] = log_entries(table, seat, language, 0)[:ply]
    return result


@router.get("/api/tables/{table_id}/analysis")
async def analysis(request: Request, table_id: str, lang: str | None = None) -> dict[str, Any]:
    """Each seat's estimated chance after every step of a finished game and its largest
    swings (``{"status": "pending"}`` while the analysis is computed)."""
    table = await finished_table(request, table_id)
    stored = await manager_of(request).analysis.result(table)
    if stored is None:
        return {"status": "pending"}
    return worded(table, stored, lang_of(lang))


@router.websocket("/ws/tables/{table_id}")
async def table_socket(
    ws: WebSocket,
    table_id: str,
    seat: str | None = None,
    token: str | None = None,
    lang: str | None = None,
    svg: int = 1,
) -> None:
    """A table's socket (``seaboard.server.handshake``: the origin, then the seat's token in
    the first message), then ``Hub.serve`` until it closes."""
    manager = manager_of(ws)
    settings = manager.settings
    await ws.accept()
    try:
        if not origin_allowed(ws, settings.allowed_origins):
            error = forbidden("pages of another site may not open this table's socket")
            await ws.send_text(encode({"type": "error"} | error.to_json()))
            await ws.close(code=CLOSE_POLICY, reason="origin not allowed")
            return
        table = await manager.current(table_id)
        if seat not in (None, "") and token is None:
            token = await first_token(ws, settings.auth_timeout_s)
        perspective = perspective_of(table, seat, token)
    except ApiError as error:
        with contextlib.suppress(Exception):
            await ws.send_text(encode({"type": "error"} | error.to_json()))
            await ws.close(code=close_code(error), reason=error.message[:120])
        return
    address = ws.client.host if ws.client else ""
    connection = Connection(ws, perspective, lang_of(lang), bool(svg), address, token)
    history = await manager.chat.history(table_id)
    if history:  # after the first state message, the table's recent chat
        connection.outbox.append(encode({"type": "chat", "messages": history, "history": True}))
    await manager.hub.serve(table_id, connection)
