"""The deployment of docs/deploy.md, exercised on loopback: Debian's nginx with the project's
own configuration (docs/deploy/nginx-seaboard.conf) and a self-signed certificate in front of
``seaboard serve``; a game is created over HTTPS and played with its board over wss."""

from __future__ import annotations

import json
import os
import shutil
import ssl
import subprocess
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest
from websockets.sync.client import connect

from seaboard.server.process import ServerProcess, free_port
from tests.support.http_play import play_moves, two_people
from tests.support.waiting import until

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
SITE = ROOT / "docs" / "deploy" / "nginx-seaboard.conf"
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


def certificate(directory: Path) -> tuple[Path, Path]:
    """A self-signed certificate for 127.0.0.1 and its key."""
    cert, key = directory / "cert.pem", directory / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "2",
            "-subj",
            "/CN=127.0.0.1",
            "-addext",
            "subjectAltName=IP:127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )
    return cert, key


@pytest.fixture(scope="module")
def proxied(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[str, Path]]:
    """``seaboard serve`` behind nginx with TLS: the https base URL and the certificate."""
    if not Path(NGINX).exists():
        pytest.fail("Debian's nginx is not installed (make nginx)")
    work = tmp_path_factory.mktemp("nginx")
    cert, key = certificate(work)
    server = ServerProcess(
        f"sqlite:///{work / 'seaboard.sqlite3'}", env={"SEABOARD_TRUSTED_PROXIES": "127.0.0.1"}
    ).start()
    port = free_port()
    site = SITE.read_text()
    for name, value in {
        "@UPSTREAM@": f"127.0.0.1:{server.port}",
        "@SERVER_NAME@": "127.0.0.1",
        "@PORT@": f"127.0.0.1:{port}",
        "@HTTP_PORT@": f"127.0.0.1:{free_port()}",
        "@CERT@": str(cert),
        "@KEY@": str(key),
    }.items():
        site = site.replace(name, value)
    worker = "user root;\n" if os.geteuid() == 0 else ""  # a private temp folder nobody can read
    (work / "nginx.conf").write_text(
        f"{worker}pid {work}/nginx.pid;\nerror_log {work}/error.log;\n"
        "events { worker_connections 64; }\n"
        f"http {{\naccess_log {work}/access.log;\nclient_body_temp_path {work}/body;\n"
        f"proxy_temp_path {work}/proxy;\n{site}\n}}\n"
    )
    nginx = subprocess.Popen(
        [NGINX, "-p", str(work), "-c", str(work / "nginx.conf"), "-g", "daemon off;"],
        stderr=subprocess.PIPE,
    )
    url = f"https://127.0.0.1:{port}"
    try:

        def answers() -> bool:
            assert nginx.poll() is None, nginx.stderr.read() if nginx.stderr else b""
            try:
                return httpx.get(f"{url}/livez", verify=str(cert), timeout=5).status_code == 200
            except httpx.TransportError:
                return False

        until(answers, "nginx answers")
        yield url, cert
    finally:
        nginx.terminate()
        nginx.wait(timeout=60)
        server.stop()


def test_a_game_over_https_and_wss(proxied: tuple[str, Path]) -> None:
    url, cert = proxied
    with httpx.Client(base_url=url, verify=str(cert), timeout=60) as client:
        table, tokens = two_people(client)
        context = ssl.create_default_context(cafile=str(cert))
        socket_url = url.replace("https", "wss") + f"/ws/tables/{table}?seat=0"
        with connect(socket_url, ssl=context, origin=url) as ws:
            ws.send(json.dumps({"type": "auth", "token": tokens[0]}))
            first = json.loads(ws.recv(timeout=120))
            assert first["type"] == "state"
            assert first["you"] == 0
            assert first["svg"].startswith("<svg")
            version = play_moves(client, table, tokens, 1)
            while True:  # the move reaches the socket through the proxy
                update = json.loads(ws.recv(timeout=120))
                if update.get("version", -1) >= version:
                    break
