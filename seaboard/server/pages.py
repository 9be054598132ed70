"""The HTML pages: lobby, new table, table, replay (Jinja2 templates in ``seaboard/web``),
and the games' pictures the lobby shows.

Pages carry no secrets: a seat's token travels in the URL fragment (``#seat=..&token=..``),
which browsers never send to the server; the page script keeps it in localStorage. Page
data reaches the scripts as JSON in ``<script type="application/json">`` elements and data-
attributes (no inline scripts: the Content-Security-Policy forbids them). ``/vendor/`` serves
the few front-end files the pages load from ``node_modules`` (installed by ``make setup``).
"""

from __future__ import annotations

from typing import Any
from urllib.parse import quote

from fastapi import APIRouter, Request
from fastapi.responses import FileResponse, HTMLResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates

from seaboard.core.errors import SeaboardError
from seaboard.core.options import options_to_json
from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import GameSpec
from seaboard.i18n import LANGS, pick_lang, texts
from seaboard.server.api import manager_of
from seaboard.server.clocks import PRESETS
from seaboard.server.errors import ApiError, not_found
from seaboard.server.lobby import game_cards, listings, mark_mine, parse_mine, word_seats
from seaboard.server.pictures import picture
from seaboard.server.snapshot import presentation
from seaboard.server.summary import preset_label, table_summary
from seaboard.server.table import BOT_LEVELS
from seaboard.server.table_form import changed_options, first_preset, option_fields, preset_values
from seaboard.web import NODE_MODULES, TEMPLATES_DIR

router = APIRouter()
templates = Jinja2Templates(directory=str(TEMPLATES_DIR))

VENDOR = {"idiomorph.esm.js": NODE_MODULES / "idiomorph" / "dist" / "idiomorph.esm.js"}
"""The front-end files served under ``/vendor/``: only what the pages load."""


def lang_of(request: Request) -> str:
    return pick_lang(request.cookies.get("lang"), request.headers.get("accept-language"))


def render(request: Request, name: str, status: int = 200, **context: Any) -> HTMLResponse:
    lang = lang_of(request)
    context |= {"lang": lang, "t": texts(lang), "langs": LANGS, "path": request.url.path}
    return templates.TemplateResponse(request, name, context, status_code=status)


def rules_of(spec: GameSpec, lang: str) -> str:
    """The game's rules summary in ``lang`` (empty when the game has none)."""
    try:
        return spec.rules_summary(lang)
    except SeaboardError:
        return ""


@router.get("/vendor/{name}", response_model=None)
async def vendor(name: str) -> Response:
    path = VENDOR.get(name)
    if path is None or not path.exists():
        raise not_found("file")
    return FileResponse(path, media_type="text/javascript")


def games_for(lang: str) -> list[dict[str, Any]]:
    result = []
    for game_id in list_games():
        spec = get_game(game_id)
        result.append(
            {
                "id": spec.id,
                "title": spec.title_ru if lang == "ru" else spec.title,
                "players": f"{spec.min_players}-{spec.max_players}",
            }
        )
    return result


def summarised(lists: dict[str, list[dict[str, Any]]], lang: str) -> dict[str, Any]:
    """The lobby's lists with each table's settings (``summary``) and seats worded in
    ``lang``."""
    for entries in lists.values():
        for entry in entries:
            word_seats(entry, lang)
            try:
                spec = get_game(entry["game"])
            except SeaboardError:
                entry["summary"] = ""
                continue
            entry["summary"] = table_summary(spec, entry["preset"], entry["options"], lang)
    return lists


@router.get("/", response_class=HTMLResponse)
async def lobby(request: Request) -> HTMLResponse:
    lang = lang_of(request)
    lists = summarised(await listings(manager_of(request)), lang)
    return render(request, "lobby.html", cards=game_cards(lang), lists=lists)


@router.get("/lobby/lists", response_class=HTMLResponse)
async def lobby_lists(request: Request, mine: str | None = None) -> HTMLResponse:
    """The lists alone, for the lobby's script; ``mine`` names the seats the browser holds
    (``table.seat,...``), whose tables then offer "Your turn" or "Resume"."""
    manager = manager_of(request)
    lists = summarised(await listings(manager), lang_of(request))
    await mark_mine(manager, lists, parse_mine(mine))
    return render(request, "lobby_lists.html", lists=lists)


@router.get("/games/{game_id}/picture.svg", response_model=None)
async def game_picture(request: Request, game_id: str, lang: str = "en") -> Response:
    """The game's picture for the lobby (its board at the start), gzipped when accepted;
    the address carries the game's version, so browsers may keep it for a day."""
    if game_id not in list_games():
        raise not_found("game")
    made = picture(get_game(game_id), lang if lang in LANGS else "en")
    headers = {"Cache-Control": "public, max-age=86400", "Vary": "Accept-Encoding"}
    if "gzip" in request.headers.get("accept-encoding", ""):
        headers["Content-Encoding"] = "gzip"
        return Response(made.gzipped, media_type="image/svg+xml", headers=headers)
    return Response(made.svg, media_type="image/svg+xml", headers=headers)


@router.get("/new", response_class=HTMLResponse)
async def new_table(request: Request, game: str | None = None) -> HTMLResponse:
    return _new_page(request, game or (list_games() or [""])[0], error=None)


def _new_page(request: Request, game: str, error: str | None, status: int = 200) -> HTMLResponse:
    if game not in list_games():
        raise not_found("game")
    spec = get_game(game)
    lang = lang_of(request)
    return render(
        request,
        "new.html",
        status=status,
        games=games_for(lang),
        game=spec,
        title=spec.title_ru if lang == "ru" else spec.title,
        options=option_fields(spec, lang),
        presets=[(p, preset_label(spec, p, lang)) for p in spec.presets],
        preset_values=preset_values(spec),
        first_preset=first_preset(spec),
        clocks=PRESETS,
        levels=BOT_LEVELS,
        summary=rules_of(spec, lang),
        rules_game=spec.id,
        error=error,
    )


@router.post("/new", response_model=None)
async def create_from_form(request: Request) -> Response:
    form = await request.form()
    game = str(form.get("game", ""))
    if game not in list_games():
        raise not_found("game")
    spec = get_game(game)
    try:
        players = int(str(form.get("players", spec.min_players)))
    except ValueError:
        players = spec.min_players
    seats: list[dict[str, Any]] = []
    mine = None
    for index in range(max(0, min(players, spec.max_players))):
        choice = str(form.get(f"seat_{index}", "bot1"))
        if choice == "me" and mine is None:
            mine = index
            seats.append({"kind": "human"})
        elif choice.startswith("bot") and choice[3:] in BOT_LEVELS:
            seats.append({"kind": "bot", "level": choice[3:]})
        else:
            seats.append({"kind": "human"})
    request_data = {
        "game": game,
        "preset": str(form.get("preset", "")),
        "options": changed_options(spec, form),
        "seats": seats,
        "my_seat": mine,
        "name": str(form.get("name", "")),
        "clock": str(form.get("clock", "none")),
        "replacement_level": str(form.get("replacement_level", "1")),
        "private": form.get("private") == "on",
    }
    try:
        address = request.client.host if request.client else ""
        table, seat, token = await manager_of(request).create(request_data, address)
    except ApiError as error:
        return _new_page(request, game, error=error.message, status=error.status)
    target = f"/t/{table.id}"
    if seat is not None and token is not None:
        target += f"#seat={seat}&token={quote(token)}"
    elif table.invite_token is not None:
        target += f"#invite={quote(table.invite_token)}"
    return RedirectResponse(target, status_code=303)


@router.get("/t/{table_id}", response_class=HTMLResponse)
async def table_page(request: Request, table_id: str) -> HTMLResponse:
    table = await manager_of(request).current(table_id)
    lang = lang_of(request)
    return render(
        request,
        "table.html",
        table=table,
        title=table.spec.title_ru if lang == "ru" else table.spec.title,
        preset=table_summary(table.spec, table.preset or "", options_to_json(table.options), lang),
        summary=rules_of(table.spec, lang),
        rules_game=table.spec.id,
    )


@router.post("/t/{table_id}/join", response_model=None)
async def join_from_form(request: Request, table_id: str) -> Response:
    form = await request.form()
    try:
        seat = int(str(form.get("seat", "")))
    except ValueError:
        seat = -1
    try:
        token = await manager_of(request).join(
            table_id, seat, str(form.get("name", "")), form.get("invite")
        )
    except ApiError as error:
        if error.status == 404:
            raise
        return RedirectResponse(f"/t/{table_id}?error={quote(error.code)}", status_code=303)
    return RedirectResponse(f"/t/{table_id}#seat={seat}&token={quote(token)}", status_code=303)


@router.get("/t/{table_id}/replay", response_class=HTMLResponse)
async def replay_page(request: Request, table_id: str) -> HTMLResponse:
    table = await manager_of(request).current(table_id)
    lang = lang_of(request)
    return render(
        request,
        "replay.html",
        table=table,
        title=table.spec.title_ru if lang == "ru" else table.spec.title,
        preset=table_summary(table.spec, table.preset or "", options_to_json(table.options), lang),
        summary=rules_of(table.spec, lang),
        rules_game=table.spec.id,
        names=table.names(lang),
        seats={
            "seats": [s.public() for s in table.seats],
            "panels": presentation(table, None, lang)["panels"]
            if table.status != "waiting"
            else None,
        },
    )


@router.get("/lang/{code}", response_model=None)
async def set_lang(code: str, next: str = "/") -> Response:
    target = next if next.startswith("/") and not next.startswith("//") else "/"
    response = RedirectResponse(target, status_code=303)
    if code in LANGS:
        response.set_cookie("lang", code, max_age=365 * 24 * 3600, samesite="lax")
    return response
