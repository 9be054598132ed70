"""X-Forwarded-For names the client only when a configured proxy sent it: the limits per
address count the real client behind a trusted proxy, and a client cannot escape them by
writing the header itself."""

from __future__ import annotations

from pathlib import Path

import httpx

from seaboard.server.process import ServerProcess

ONE_TABLE_A_MINUTE = {"SEABOARD_TABLES_PER_MINUTE": "1"}
BODY = {"game": "cartagena", "seats": [{"kind": "human"}, {"kind": "human"}]}


def created(url: str, forwarded_for: str) -> int:
    answer = httpx.post(
        f"{url}/api/tables", json=BODY, headers={"X-Forwarded-For": forwarded_for}, timeout=60
    )
    return answer.status_code


def test_a_client_cannot_escape_the_limits_by_forging_the_header(tmp_path: Path) -> None:
    server = ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite3'}", env=ONE_TABLE_A_MINUTE)
    server.start()
    try:
        assert created(server.url, "203.0.113.1") == 201
        assert created(server.url, "203.0.113.2") == 429  # the same client: not believed
    finally:
        server.stop()


def test_a_trusted_proxy_names_each_client(tmp_path: Path) -> None:
    env = ONE_TABLE_A_MINUTE | {"SEABOARD_TRUSTED_PROXIES": "127.0.0.1"}
    server = ServerProcess(f"sqlite:///{tmp_path / 'db.sqlite3'}", env=env)
    server.start()
    try:
        assert created(server.url, "203.0.113.1") == 201
        assert created(server.url, "203.0.113.2") == 201  # another client behind the proxy
        assert created(server.url, "203.0.113.1") == 429  # the first, counted as itself
    finally:
        server.stop()
