"""Nothing hidden from a receiver reaches it: random tables of every game, every seat and a
spectator connected over WebSockets, every frame (state messages, board patches, the log)
and every endpoint checked at every step.

The oracle is the engines' own knowledge of what each perspective may see: the board each
seat is shown (``render_svg(state, seat)``). An element id that another seat's board shows
and the receiver's does not (a kept ticket, a card in a hidden hand, a card drawn blind) is
hidden from the receiver; a frame or an answer that names it has leaked it.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from contextlib import ExitStack
from typing import Any

import pytest
from fastapi.testclient import TestClient
from server_helpers import Api

from seaboard.core.registry import get_game, list_games
from seaboard.core.spec import GameSpec
from seaboard.core.state import State

REAL_GAMES = [g for g in list_games() if g != "tiny"]
STEPS = 40
SEATS = 3
ELEMENT_ID = re.compile(r'id="([^"]+)"')


def board_ids(spec: GameSpec, state: State, perspective: int | None) -> set[str]:
    return set(ELEMENT_ID.findall(spec.render_svg(state, perspective, lang="en")))


def boards(spec: GameSpec, state: State, num_players: int) -> dict[int | None, set[str]]:
    """The ids each perspective's board shows."""
    return {p: board_ids(spec, state, p) for p in [*range(num_players), None]}


def hidden_ids(
    before: dict[int | None, set[str]], now: dict[int | None, set[str]]
) -> dict[int | None, set[str]]:
    """For each perspective, the ids another seat's board showed before the last step or
    shows now while its own does not show them now (a ticket offered, then kept, is hidden
    from the others in both positions, though no board shows it once kept)."""
    seats = [p for p in now if p is not None]
    seats_show = set().union(*(before[q] | now[q] for q in seats))
    return {p: seats_show - now[p] - before[p] for p in now}


def named(text: str, ids: set[str]) -> list[str]:
    """The ids of ``ids`` that ``text`` names (as a whole id, not part of a longer one)."""
    return [i for i in ids if re.search(rf"(?<![\w.+-]){re.escape(i)}(?![\w.+-])", text)]


def frames_until(ws: Any, version: int) -> Iterator[str]:
    """The socket's frames up to the first state message at ``version`` or later."""
    while True:
        text = ws.receive_text()
        yield text
        if '"type":"state"' in text and int(re.search(r'"version":(\d+)', text)[1]) >= version:
            return


@pytest.fixture
def sqlite_api(make_client: Callable[..., TestClient], database_url: str) -> Api:
    """The API over SQLite only: what a receiver is sent does not depend on the database."""
    if not database_url.startswith("sqlite"):
        pytest.skip("the frames are the same over PostgreSQL")
    return Api(make_client())


@pytest.mark.parametrize("game", REAL_GAMES)
def test_no_frame_names_an_element_hidden_from_its_receiver(sqlite_api: Api, game: str) -> None:
    api = sqlite_api
    spec = get_game(game)
    players = max(spec.min_players, min(SEATS, spec.max_players))
    seats = [{"kind": "human"} for _ in range(players)]
    created = api.create(game=game, seats=seats, my_seat=0, name="P0")
    table = created["id"]
    tokens = [created["token"]] + [api.join(table, s, f"P{s}") for s in range(1, players)]
    manager = api.client.app.state.manager  # type: ignore[attr-defined]
    rng = random.Random(f"leaks:{game}")
    frames = 0
    leaks: list[str] = []
    with ExitStack() as stack:
        sockets: dict[int | None, Any] = {}
        for seat in range(players):
            ws = stack.enter_context(
                api.client.websocket_connect(f"/ws/tables/{table}?seat={seat}")
            )
            ws.send_json({"type": "auth", "token": tokens[seat]})
            sockets[seat] = ws
        sockets[None] = stack.enter_context(api.client.websocket_connect(f"/ws/tables/{table}"))
        version = 0
        previous = boards(spec, manager.tables[table].state, players)
        for _ in range(STEPS):
            shown = boards(spec, manager.tables[table].state, players)
            hidden = hidden_ids(previous, shown)
            previous = shown
            for perspective, ws in sockets.items():
                for text in frames_until(ws, version):
                    frames += 1
                    leaks += [f"{perspective} frame: {i}" for i in named(text, hidden[perspective])]
            for perspective in sockets:
                token = None if perspective is None else tokens[perspective]
                answer = api.state(table, perspective, token)
                leaks += [
                    f"{perspective} GET: {i}" for i in named(str(answer), hidden[perspective])
                ]
            for endpoint in ("record", "replay/1", "analysis"):
                assert api.client.get(f"/api/tables/{table}/{endpoint}").status_code == 409
            state = api.state(table)
            if state["status"] != "playing":
                break
            seat = state["to_move"]
            mine = api.state(table, seat, tokens[seat])
            move = rng.choice(mine["legal"])["move"]
            played = api.move(table, seat, tokens[seat], move, mine["version"])
            assert played.status_code == 200, played.text
            version = played.json()["version"]
    print(f"{game}: {frames} frames checked, {len(leaks)} leaks")
    assert not leaks, leaks[:20]
