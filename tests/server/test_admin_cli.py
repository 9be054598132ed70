"""``seaboard admin`` against a running server process: it lists, closes, deletes, removes a
chat message and blocks an address (whose requests and sockets the server then refuses,
the probes and the administration excepted), and says clearly what is wrong when the token
or the server is."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
import websockets.sync.client
from typer.testing import CliRunner, Result

from seaboard.cli import app
from seaboard.server.process import ServerProcess, free_port
from tests.support.http_play import two_people

TOKEN = "cli-admin-token"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[ServerProcess]:
    folder: Path = tmp_path_factory.mktemp("admin")
    process = ServerProcess(
        f"sqlite:///{folder / 'seaboard.sqlite3'}", env={"SEABOARD_ADMIN_TOKEN": TOKEN}
    ).start()
    try:
        yield process
    finally:
        process.stop()


def admin(server: ServerProcess, *arguments: str, token: str = TOKEN) -> Result:
    options = ["admin", "--url", server.url, "--token", token]
    return CliRunner().invoke(app, [*options, *arguments], env={"COLUMNS": "200"})


def test_list_close_and_log(server: ServerProcess) -> None:
    with httpx.Client(base_url=server.url, timeout=60) as client:
        table, _ = two_people(client)
        listed = admin(server, "tables", "--status", "playing")
        assert listed.exit_code == 0, listed.output
        assert table in listed.output
        players = admin(server, "players", "--json")
        assert players.exit_code == 0, players.output
        assert table in players.output
        closed = admin(server, "close", table)
        assert closed.exit_code == 0, closed.output
        assert client.get(f"/api/tables/{table}").json()["status"] == "closed"
        again = admin(server, "close", table)
        assert again.exit_code == 1
        assert "only a waiting or playing table can be closed" in again.output
    logged = admin(server, "log")
    assert logged.exit_code == 0
    assert "close" in logged.output
    assert table in logged.output


def test_chat_removal_and_delete(server: ServerProcess) -> None:
    with httpx.Client(base_url=server.url, timeout=60) as client:
        table, tokens = two_people(client)
        said = client.post(
            f"/api/tables/{table}/chat",
            json={"seat": 1, "text": "rude words"},
            headers={"X-Seat-Token": tokens[1]},
        ).json()
        shown = admin(server, "chat", table)
        assert "rude words" in shown.output
        removed = admin(server, "remove-message", table, str(said["id"]))
        assert removed.exit_code == 0, removed.output
        assert client.get(f"/api/tables/{table}/chat").json()["messages"] == []
        deleted = admin(server, "delete", table, "--yes")
        assert deleted.exit_code == 0, deleted.output
        assert client.get(f"/api/tables/{table}").status_code == 404


def test_a_blocked_address_is_refused_until_unblocked(server: ServerProcess) -> None:
    with httpx.Client(base_url=server.url, timeout=60) as client:
        table, _ = two_people(client)
        blocked = admin(server, "block", "127.0.0.1", "--reason", "a test")
        assert blocked.exit_code == 0, blocked.output
        try:
            refused = client.get("/api/games")
            assert refused.status_code == 403
            assert refused.json()["error"]["code"] == "blocked"
            assert client.get(f"/table/{table}").status_code == 403
            socket_url = server.url.replace("http", "ws") + f"/ws/tables/{table}"
            with (
                pytest.raises(websockets.exceptions.InvalidStatus),
                websockets.sync.client.connect(socket_url, open_timeout=60),
            ):
                pass
            assert client.get("/livez").status_code == 200
            listed = admin(server, "blocks")
            assert "127.0.0.1/32" in listed.output
            assert "a test" in listed.output
        finally:
            lifted = admin(server, "unblock", "127.0.0.1")
        assert lifted.exit_code == 0, lifted.output
        assert client.get("/api/games").status_code == 200


def test_a_wrong_token_or_no_server_is_said_clearly(server: ServerProcess) -> None:
    wrong = admin(server, "tables", token="not-it")
    assert wrong.exit_code == 1
    assert "the admin token is missing or wrong" in wrong.output
    nobody = CliRunner().invoke(
        app,
        ["admin", "--url", f"http://127.0.0.1:{free_port()}", "--token", TOKEN, "tables"],
    )
    assert nobody.exit_code == 1
    assert "cannot reach the server" in nobody.output
    tokenless = CliRunner().invoke(
        app, ["admin", "--url", server.url, "tables"], env={"SEABOARD_ADMIN_TOKEN": ""}
    )
    assert tokenless.exit_code == 1
    assert "SEABOARD_ADMIN_TOKEN" in tokenless.output
