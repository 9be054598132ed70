"""Worker processes of the server's pools (bots, post-game analysis): started with ``spawn``,
at a chosen priority, and ended when the server that started them is gone."""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from typing import Any

ORPHAN_CHECK_S = 1.0
"""How often a worker looks whether the server process that started it is still there."""


def _exit_when_orphaned(server: int) -> None:
    """End this worker once the server process ``server`` is gone (killed, crashed): its
    queued work is for nobody, and a pool worker would otherwise wait forever."""
    while os.getppid() == server:
        time.sleep(ORPHAN_CHECK_S)
    os._exit(0)


def _start(niceness: int, server: int, warm_up: Callable[[], Any] | None) -> None:
    if niceness:
        with contextlib.suppress(OSError):
            os.nice(niceness)
    threading.Thread(target=_exit_when_orphaned, args=(server,), daemon=True).start()
    if warm_up is not None:
        warm_up()


def worker_pool(
    workers: int, niceness: int = 0, warm_up: Callable[[], Any] | None = None
) -> ProcessPoolExecutor:
    """A pool of ``workers`` spawned processes (not forked: the server has threads and an
    event loop that a fork would copy), ``niceness`` lower in priority, each calling
    ``warm_up`` (a module-level function) once before its first task."""
    return ProcessPoolExecutor(
        max_workers=workers,
        mp_context=multiprocessing.get_context("spawn"),
        initializer=_start,
        initargs=(niceness, os.getpid(), warm_up),
    )
