"""Where games are played: in this process, in a process pool, or on a Ray cluster.

All three yield the results in game-index order, and a game's result depends only on the job
and its index (see ``jobs``), so the results file is the same for any worker count and for
the pool and Ray alike.
"""

from __future__ import annotations

import multiprocessing
import os
import socket
from collections.abc import Iterator
from concurrent.futures import Future, ProcessPoolExecutor
from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.extras import require
from seaboard.lab.jobs import GameResult, Job, play_chunk, play_one


class RayUnavailableError(SeaboardError):
    """The Ray cluster named by ``--ray`` cannot be reached."""


RAY_WINDOW = 4
"""Chunks kept in flight per Ray CPU: enough to hide latency, few enough to stream."""
POOL_WINDOW = 2
"""Chunks submitted per pool worker ahead of the results: Ctrl-C then waits for none."""
RAY_CONNECT_TIMEOUT_S = 10.0
"""How long ``--ray host:port`` may take to answer before the run is refused."""


def chunks(count: int, size: int) -> list[range]:
    return [range(start, min(start + size, count)) for start in range(0, count, size)]


def default_chunk_size(count: int, workers: int) -> int:
    """About four chunks per worker, at most 32 games each (the progress bar stays live)."""
    return max(1, min(32, count // max(1, workers * 4)))


def run_serial(job: Job) -> Iterator[GameResult]:
    for index in range(len(job)):
        yield play_one(job, index)


def _pool_context() -> Any:
    # fork is cheap and keeps what the parent imported; elsewhere spawn is the only choice.
    methods = multiprocessing.get_all_start_methods()
    return multiprocessing.get_context("fork" if "fork" in methods else "spawn")


def run_pool(job: Job, workers: int, chunk_size: int | None = None) -> Iterator[GameResult]:
    """Play the job on ``workers`` processes; results come back in index order.

    Only a few chunks per worker are submitted ahead, so an interrupt (Ctrl-C) cancels the
    rest at once instead of waiting for the whole job; what was yielded before stays.
    """
    size = chunk_size or default_chunk_size(len(job), workers)
    parts = iter(chunks(len(job), size))
    pool = ProcessPoolExecutor(max_workers=workers, mp_context=_pool_context())
    pending: list[Future[list[GameResult]]] = []
    try:
        while True:
            while len(pending) < workers * POOL_WINDOW:
                part = next(parts, None)
                if part is None:
                    break
                pending.append(pool.submit(play_chunk, job, list(part)))
            if not pending:
                break
            yield from pending.pop(0).result()
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def run_ray(
    job: Job, address: str | None, workers: int, chunk_size: int | None = None
) -> Iterator[GameResult]:
    """Play the job as Ray tasks on the cluster at ``address``.

    ``address`` is a Ray address, ``auto`` (a cluster already running on this machine) or
    ``local`` (start a private one with ``workers`` CPUs). An already initialised Ray session
    is used as it is and left open; a session opened here is shut down at the end.
    """
    require("ray", purpose="running on Ray (--ray)")
    import ray

    started = not ray.is_initialized()
    try:
        if started and address in (None, "", "local"):
            ray.init(num_cpus=max(1, workers), include_dashboard=False, log_to_driver=False)
        elif started and address is not None:
            check_reachable(address)
            try:
                ray.init(address=address, log_to_driver=False)
            except (ConnectionError, RuntimeError, ValueError) as error:
                raise RayUnavailableError(
                    f"cannot join the Ray cluster at {address}: {error}"
                ) from None
        resources = ray.cluster_resources()  # type: ignore[no-untyped-call]
        cpus = max(1, int(resources.get("CPU", workers)))
        size = chunk_size or default_chunk_size(len(job), cpus)
        remote = ray.remote(play_chunk)
        job_ref = ray.put(job)
        pending: list[Any] = []
        parts = iter(chunks(len(job), size))
        window = cpus * RAY_WINDOW
        while True:
            while len(pending) < window:
                part = next(parts, None)
                if part is None:
                    break
                pending.append(remote.remote(job_ref, list(part)))
            if not pending:
                return
            head = pending.pop(0)
            yield from ray.get(head)
    finally:
        if started:  # a session this run opened (or half-opened) closes with it: no stray raylets
            ray.shutdown()


def check_reachable(address: str) -> None:
    """A ``host:port`` Ray address must answer within ``RAY_CONNECT_TIMEOUT_S`` (Ray itself
    keeps retrying an unreachable head for minutes); ``auto`` and ``ray://`` are Ray's."""
    if address == "auto" or "://" in address:
        return
    host, sep, port = address.rpartition(":")
    if not sep or not port.isascii() or not port.isdigit():
        raise RayUnavailableError(f"a Ray address is host:port, 'auto' or 'local', not {address!r}")
    try:
        socket.create_connection((host, int(port)), timeout=RAY_CONNECT_TIMEOUT_S).close()
    except OSError as error:
        raise RayUnavailableError(f"cannot reach the Ray cluster at {address}: {error}") from None


def run_job(
    job: Job,
    *,
    workers: int = 1,
    ray_address: str | None = None,
    chunk_size: int | None = None,
) -> Iterator[GameResult]:
    """Results of every game of ``job`` in index order, played where asked."""
    if ray_address is not None:
        return run_ray(job, ray_address, workers, chunk_size)
    if workers <= 1:
        return run_serial(job)
    return run_pool(job, workers, chunk_size)


def available_cpus() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1
