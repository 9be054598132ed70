"""The wheel as a self-hoster installs it: built, installed into a fresh virtual environment
outside the repository, served, its table page's modules loaded and a game played.

Building and installing run offline, from uv's cache that ``make setup`` filled: a test reaches
no network beyond localhost. The environment holds the wheel and the required dependencies at
the lock's versions, as a plain ``pip install seaboard`` would: no extras, so nothing of the lab,
RL or Ray is present.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
import urllib.parse
from collections.abc import Iterator
from pathlib import Path

import httpx
import pytest

from seaboard.server.process import UNLIMITED, free_port
from tests.support.waiting import until

pytestmark = pytest.mark.slow

ROOT = Path(__file__).resolve().parents[2]
UV = ROOT / ".tools" / "bin" / "uv"
IMPORT = re.compile(r"""(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"']+\.js)["']""")
MODULE_SCRIPT = re.compile(r"""<script type="module" src="([^"]+)">""")


def uv() -> str:
    return str(UV) if UV.exists() else shutil.which("uv") or pytest.fail("uv is not installed")


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh virtual environment holding only the wheel and its required dependencies."""
    work = tmp_path_factory.mktemp("wheel")
    subprocess.run(
        [uv(), "build", "--offline", "--wheel", "--out-dir", str(work / "dist"), str(ROOT)],
        check=True,
        capture_output=True,
    )
    (wheel,) = (work / "dist").glob("seaboard-*.whl")
    venv = work / "venv"
    # the wheel's required dependencies at the lock's versions, from the cache (an offline
    # resolution would need the index's pages, which installing from the lock never fetched)
    subprocess.run(
        [
            *(uv(), "sync", "--frozen", "--offline", "--no-dev", "--no-install-project"),
            *("--project", str(ROOT), "--python", sys.executable),
        ],
        check=True,
        capture_output=True,
        env=os.environ | {"UV_PROJECT_ENVIRONMENT": str(venv)},
        cwd=work,
    )
    subprocess.run(
        [
            *(uv(), "pip", "install", "--offline", "--no-deps"),
            *("--python", str(venv / "bin" / "python"), str(wheel)),
        ],
        check=True,
        capture_output=True,
        cwd=work,
    )
    return venv


@pytest.fixture(scope="module")
def server(installed: Path, tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """``seaboard serve`` from the installed script, run outside the repository."""
    data = tmp_path_factory.mktemp("data")
    port = free_port()
    env = {k: v for k, v in os.environ.items() if k not in {"PYTHONPATH", "VIRTUAL_ENV"}}
    env |= UNLIMITED | {"SEABOARD_BOT_DELAY": "0"}
    command = [
        str(installed / "bin" / "seaboard"),
        "serve",
        "--port",
        str(port),
        "--database-url",
        f"sqlite:///{data / 'seaboard.db'}",
    ]
    process = subprocess.Popen(command, cwd=data, env=env, stdout=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        with httpx.Client(base_url=url, timeout=5) as client:

            def answers() -> bool:
                assert process.poll() is None, f"seaboard serve exited with {process.returncode}"
                try:
                    return client.get("/").status_code == 200
                except httpx.TransportError:
                    return False

            until(answers, "seaboard serve answers", timeout=180)
        yield url
    finally:
        process.terminate()
        process.wait(timeout=60)


def _project_name(requirement: str) -> str:
    """The distribution a requirement names ("uvicorn[standard]>=0.30" -> "uvicorn")."""
    return re.split(r"[\s\[<>=!~;]", requirement, maxsplit=1)[0].lower()


def test_the_wheel_requires_the_projects_dependencies_and_no_extra(installed: Path) -> None:
    """The environment was filled from the lock: the wheel itself must ask for just those
    dependencies, so that ``pip install seaboard`` brings the same (and the extras only when
    asked for)."""
    required = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    wanted = {_project_name(item) for item in required}
    site = next((installed / "lib").glob("python*/site-packages"))
    dist = next(site.glob("seaboard-*.dist-info"))
    requires = [
        line.removeprefix("Requires-Dist: ")
        for line in (dist / "METADATA").read_text().splitlines()
        if line.startswith("Requires-Dist: ")
    ]
    plain = {_project_name(r) for r in requires if "extra ==" not in r}
    assert plain == wanted
    assert any("extra ==" in r for r in requires)


def test_the_installed_package_leaves_the_extras_out(installed: Path) -> None:
    python = str(installed / "bin" / "python")
    probe = "import importlib.util as u; print([m for m in %r if u.find_spec(m)])"
    missing = ("numpy", "pandas", "pyarrow", "matplotlib", "ray", "pyspiel", "psycopg", "redis")
    found = subprocess.run(
        [python, "-c", probe % (missing,)], check=True, capture_output=True, text=True
    ).stdout
    assert found.strip() == "[]"
    listing = subprocess.run(
        [str(installed / "bin" / "seaboard"), "list"], check=True, capture_output=True, text=True
    ).stdout
    assert "cartagena" in listing


def test_a_lab_command_names_the_extra_it_needs(installed: Path, tmp_path: Path) -> None:
    (tmp_path / "x.csv").write_text("", encoding="utf-8")
    result = subprocess.run(
        [str(installed / "bin" / "seaboard"), "report", str(tmp_path / "x.csv")],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=os.environ | {"COLUMNS": "200"},
    )
    assert result.returncode == 2
    assert "pip install 'seaboard[lab]'" in result.stdout + result.stderr
    assert "Traceback" not in result.stdout + result.stderr


def test_the_table_page_loads_every_module_and_a_game_is_played(server: str) -> None:
    with httpx.Client(base_url=server, timeout=60) as client:
        created = client.post(
            "/api/tables",
            json={
                "game": "cartagena",
                "seats": [{"kind": "human"}, {"kind": "human"}],
                "my_seat": 0,
            },
        )
        assert created.status_code == 201, created.text
        table, token0 = created.json()["id"], created.json()["token"]
        joined = client.post(f"/api/tables/{table}/join", json={"seat": 1})
        tokens = [token0, joined.json()["token"]]
        page = client.get(f"/t/{table}")
        assert page.status_code == 200
        pending = [
            urllib.parse.urljoin(f"{server}/t/{table}", s) for s in MODULE_SCRIPT.findall(page.text)
        ]
        assert any(p.endswith("/static/table/main.js") for p in pending)
        loaded: set[str] = set()
        while pending:
            module = pending.pop()
            if module in loaded:
                continue
            response = client.get(module)
            assert response.status_code == 200, module
            assert "javascript" in response.headers["content-type"], module
            loaded.add(module)
            pending += [urllib.parse.urljoin(module, i) for i in IMPORT.findall(response.text)]
        assert f"{server}/vendor/idiomorph.esm.js" in loaded
        version = client.get(f"/api/tables/{table}").json()["version"]
        for _ in range(8):
            view = client.get(f"/api/tables/{table}").json()
            mover = view["to_move"]
            headers = {"X-Seat-Token": tokens[mover]}
            legal = client.get(
                f"/api/tables/{table}", params={"seat": str(mover)}, headers=headers
            ).json()["legal"]
            played = client.post(
                f"/api/tables/{table}/moves",
                json={"seat": mover, "move": legal[0]["move"], "expected_version": version},
                headers=headers,
            )
            assert played.status_code == 200, played.text
            assert played.json()["version"] > version
            version = played.json()["version"]
        assert client.get(f"/api/tables/{table}").json()["version"] == version
