"""The hub: board patches that rebuild the board exactly, messages shared between sockets,
players served before spectators, and the caps on spectators."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from server_helpers import Api, receive
from starlette.websockets import WebSocketDisconnect

from seaboard.core.registry import get_game
from seaboard.core.state import CHANCE, TERMINAL
from seaboard.server.hub import CLOSE_TOO_MANY, Connection, Hub, Viewer
from seaboard.server.patches import apply_patch, diff, patch, pieces, tokens
from seaboard.server.settings import Settings

GAMES = ["cartagena", "packet_row", "rails_sails", "black_fleet", "pirates", "colonies"]


TOKENS = st.lists(st.sampled_from([f"<t{i}" for i in range(30)] + ["x"]), max_size=400)


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow])  # a busy machine is slow
@given(TOKENS, TOKENS)
def test_a_patch_turns_any_token_list_into_any_other(old: list[str], new: list[str]) -> None:
    ops = diff(old, new)
    assert apply_patch(old, ops) == "".join(new)
    starts = [start for start, _, _ in ops]
    assert starts == sorted(starts)
    assert all(end <= following for (_, end, _), following in zip(ops, starts[1:], strict=False))


def test_tokens_cut_before_every_tag() -> None:
    assert tokens('<svg a="1"><g>text</g></svg>') == ['<svg a="1">', "<g>text", "</g>", "</svg>"]
    assert tokens("lead<a>") == ["lead", "<a>"]


def test_pieces_are_the_tokens_without_their_tag_mark() -> None:
    svg = '<svg a="1"><g>text</g></svg>'
    assert ["<" + piece for piece in pieces(svg) or []] == tokens(svg)
    assert pieces("lead<a>") is None  # patched only from a tag on: such a text goes whole


@pytest.mark.parametrize("game", GAMES)
def test_patches_rebuild_every_board_of_a_game_and_are_small(game: str) -> None:
    spec = get_game(game)
    state = spec.new_state(max(3, spec.min_players))
    rng = random.Random(7)
    previous = spec.render_svg(state, 0, lang="en")
    checked = 0
    for _ in range(2000):
        actor = state.to_move()
        if actor == TERMINAL or checked == 30:
            break
        if actor == CHANCE:
            state.apply(state.sample_chance(rng))
            continue
        state.apply(rng.choice(state.legal_moves()))
        svg = spec.render_svg(state, 0, lang="en")
        old_pieces, new_pieces = pieces(previous), pieces(svg)
        assert old_pieces is not None
        assert new_pieces is not None
        ops = patch(old_pieces, new_pieces)
        assert apply_patch(tokens(previous), ops) == svg
        assert sum(len("".join(new)) for _, _, new in ops) < len(svg)
        previous = svg
        checked += 1
    assert checked == 30


def played(api: Api) -> tuple[str, str, str]:
    created = api.create(my_seat=0, name="Ann")
    token1 = api.join(created["id"], 1, "Bea")
    return created["id"], created["token"], token1


def test_sockets_get_a_patch_against_the_board_they_hold(api: Api) -> None:
    table, token0, _ = played(api)
    with api.client.websocket_connect(f"/ws/tables/{table}") as ws:
        first = receive(ws)
        assert first["svg_version"] == first["version"]
        board = tokens(first["svg"])
        assert api.move(table, 0, token0, "add 1", first["version"]).status_code == 200
        update = receive(ws)
        assert "svg" not in update
        patch = update["svg_patch"]
        assert patch["base"] == first["svg_version"]
        assert update["svg_version"] == update["version"] == first["version"] + 1
        assert apply_patch(board, patch["ops"]) == api.state(table)["svg"]
        ws.send_json({"type": "refresh"})
        again = receive(ws)
        assert again["svg"] == api.state(table)["svg"]
        assert again["log_from"] == 0


def test_one_message_is_built_for_every_spectator(api: Api) -> None:
    table, token0, _ = played(api)
    manager: Any = api.client.app.state.manager  # type: ignore[attr-defined]
    renders: list[int | None] = []
    spec = get_game("tiny")
    original = spec.render_svg

    def counting(state: Any, perspective: int | None = None, **kw: Any) -> str:
        renders.append(perspective)
        return original(state, perspective, **kw)

    spec.render_svg = counting  # type: ignore[method-assign]
    try:
        url = f"/ws/tables/{table}"
        with api.client.websocket_connect(url) as a, api.client.websocket_connect(url) as b:
            receive(a)
            receive(b)
            version = manager.tables[table].version
            renders.clear()
            assert api.move(table, 0, token0, "add 2", version).status_code == 200
            assert a.receive_text() == b.receive_text()
        assert renders == [None]
    finally:
        spec.render_svg = original  # type: ignore[method-assign]


def test_players_are_woken_before_spectators() -> None:
    order: list[str] = []

    class Flag:
        def __init__(self, name: str) -> None:
            self.name = name

        def set(self) -> None:
            order.append(self.name)

    async def run() -> None:
        hub = Hub(lambda _: None, Settings(database_url="sqlite://"))
        spectators = [Connection(None, None, "en", True) for _ in range(3)]  # type: ignore[arg-type]
        player = Connection(None, 1, "en", True)  # type: ignore[arg-type]
        for i, c in enumerate([*spectators, player]):
            c.dirty = Flag("player" if c.perspective is not None else f"s{i}")  # type: ignore[assignment]
        hub.connections["t"] = {*spectators, player}
        hub.notify("t")
        await asyncio.sleep(0)

    asyncio.run(run())
    assert order[0] == "player"
    assert sorted(order[1:]) == ["s0", "s1", "s2"]


def test_spectators_over_the_caps_are_told_why(make_client: Callable[..., TestClient]) -> None:
    api = Api(make_client(max_spectators_per_table=2, max_spectators_per_address=3))
    table, token0, _ = played(api)
    other, _, _ = played(api)
    url = f"/ws/tables/{table}"
    with api.client.websocket_connect(url) as a, api.client.websocket_connect(url) as b:
        receive(a)
        receive(b)
        with api.client.websocket_connect(url) as refused:
            error = receive(refused)
            assert error["error"]["code"] == "too_many_spectators"
            with pytest.raises(WebSocketDisconnect) as closed:
                receive(refused)
            assert closed.value.code == CLOSE_TOO_MANY
        # the player is never refused
        with api.client.websocket_connect(f"/ws/tables/{table}?seat=0&token={token0}") as seat:
            assert receive(seat)["you"] == 0
        with api.client.websocket_connect(f"/ws/tables/{other}") as c:
            receive(c)
            with api.client.websocket_connect(f"/ws/tables/{other}") as refused:
                assert "address" in receive(refused)["error"]["message"]
    with api.client.websocket_connect(url) as again:  # the places are free again
        assert receive(again)["type"] == "state"


def test_sockets_without_the_board_get_no_board(api: Api) -> None:
    table, token0, _ = played(api)
    with api.client.websocket_connect(f"/ws/tables/{table}?svg=0") as ws:
        first = receive(ws)
        assert "svg" not in first
        assert "svg_version" not in first
        assert api.move(table, 0, token0, "add 1", first["version"]).status_code == 200
        update = receive(ws)
        assert "svg_patch" not in update
        assert "svg" not in update
    viewer = Viewer(None, "en", svg=False)
    viewer.update(api.client.app.state.manager.tables[table])  # type: ignore[attr-defined]
    assert viewer.board is None
