"""Run a server in a child process (for the load benchmark, crash tests and browser tests).

``ServerProcess(database_url, ...)`` starts ``python -m seaboard.server`` on a free loopback
port and waits until it answers; ``kill()`` ends it abruptly (as a crash would), ``stop()``
politely. Only the process it started is ever signalled. The limits on anonymous clients
are lifted (``UNLIMITED``: every client of a benchmark or a test comes from one address)
unless ``env`` sets them.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path

UNLIMITED = {
    "SEABOARD_TABLES_PER_MINUTE": "1000000",
    "SEABOARD_BOT_TABLES_PER_ADDRESS": "1000000",
    "SEABOARD_MAX_BOT_TABLES": "1000000",
    "SEABOARD_MAX_SPECTATORS_PER_ADDRESS": "1000000",
    "SEABOARD_MAX_SPECTATORS_PER_TABLE": "1000000",
}


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port: int = sock.getsockname()[1]
        return port


class ServerProcess:
    """A ``seaboard.server`` child process on 127.0.0.1."""

    def __init__(
        self,
        database_url: str,
        *,
        redis_url: str | None = None,
        port: int | None = None,
        bot_delay: float = 0.0,
        log_path: Path | None = None,
        env: dict[str, str] | None = None,
        python_options: Sequence[str] = (),
    ) -> None:
        self.database_url = database_url
        self.redis_url = redis_url
        self.port = port or free_port()
        self.bot_delay = bot_delay
        self.log_path = log_path
        self.env = env or {}
        self.python_options = list(python_options)
        """Put before ``-m seaboard.server`` (a script that runs the module under a profiler)."""
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self, timeout: float = 180.0) -> ServerProcess:
        command = [
            sys.executable,
            *self.python_options,
            "-m",
            "seaboard.server",
            "--port",
            str(self.port),
            "--database-url",
            self.database_url,
        ]
        if self.redis_url:
            command += ["--redis-url", self.redis_url]
        env = os.environ | UNLIMITED | {"SEABOARD_BOT_DELAY": str(self.bot_delay)} | self.env
        output = open(self.log_path, "ab") if self.log_path else subprocess.DEVNULL  # noqa: SIM115
        self.process = subprocess.Popen(command, env=env, stdout=output, stderr=output)
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server exited with {self.process.returncode}")
            try:
                with urllib.request.urlopen(self.url + "/api/games", timeout=2) as response:
                    if response.status == 200:
                        return self
            except OSError:
                time.sleep(0.1)
        self.kill()
        raise RuntimeError("the server did not start in time")

    def kill(self) -> None:
        """End the process at once, like a crash (SIGKILL)."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self, timeout: float = 10.0) -> None:
        """End the process as an operator would (SIGTERM), killing it after ``timeout``."""
        if self.process is not None and self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(timeout)
            except subprocess.TimeoutExpired:
                self.kill()

    def __enter__(self) -> ServerProcess:
        return self.start()

    def __exit__(self, *_: object) -> None:
        self.stop()
