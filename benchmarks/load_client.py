"""The load generator of ``server_load.py``: client processes, each an asyncio loop playing
its share of the tables over raw keep-alive HTTP and WebSockets, watched by spectators.

Built to cost the server's machine as little as it can, so it can drive 500 tables (about
500 moves a second) from two cores: requests are written by hand on one keep-alive
connection per table, spectators read only the version of each state message (a regular
expression on the raw bytes, no JSON decoding, no UTF-8 decoding), and each process measures
its own event-loop lag, so a run says when the generator, not the server, was late.
"""

from __future__ import annotations

import asyncio
import json
import os
import random
import re
import socket
import time
from typing import Any

from websockets.asyncio.client import connect

STATE_VERSION = re.compile(rb'^\{"type": ?"state",.*?"version": ?(\d+)')
"""The version of a state message (the hub writes ``type`` first and ``version`` before any
nested object)."""
LAG_TICK_S = 0.05


class RawHttp:
    """A minimal keep-alive HTTP/1.1 JSON client on one connection: the benchmark's own cost
    per request stays far below the server's, so the figures are the server's."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def post(
        self, path: str, body: dict[str, Any], token: str | None = None
    ) -> tuple[int, Any]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection("127.0.0.1", self.port)
            sock = self.writer.get_extra_info("socket")
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        assert self.reader is not None
        payload = json.dumps(body).encode()
        head = (
            f"POST {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            f"Content-Length: {len(payload)}\r\n"
            + (f"X-Seat-Token: {token}\r\n" if token else "")
            + "\r\n"
        ).encode()
        self.writer.write(head + payload)
        status_line = await self.reader.readline()
        if not status_line:  # the server closed the idle keep-alive connection: reconnect
            self.close()
            self.writer = None
            return await self.post(path, body, token)
        status = int(status_line.split()[1])
        length = 0
        while True:
            line = await self.reader.readline()
            if line in (b"\r\n", b""):
                break
            name, _, value = line.decode().partition(":")
            if name.lower() == "content-length":
                length = int(value)
        data = await self.reader.readexactly(length)
        return status, json.loads(data) if data else None

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()


class Stats:
    """One client process's samples."""

    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.last_arrivals: list[float] = []
        self.moves = 0
        self.client_moves = 0
        self.errors: dict[str, int] = {}
        self.loop_lag_ms: list[float] = []
        self.begin = 0.0
        self.end = 0.0

    @property
    def measuring(self) -> bool:
        return self.begin <= time.time() < self.end

    def error(self, kind: str) -> None:
        self.errors[kind] = self.errors.get(kind, 0) + 1


async def run_table(
    ports: tuple[int, int],
    stats: Stats,
    args: dict[str, Any],
    watchers: int,
    rng: random.Random,
) -> None:
    """One table after another: play seat 0 against bots, a move per ``pace`` seconds at the
    table (each seat moves ``pace`` after the move before it), on
    ``ports[0]``, watched by ``watchers`` spectators on ``ports[1]``."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "1"}] * (args["players"] - 1)
    http = RawHttp(ports[0])
    try:
        while time.time() < stats.end:
            status, created = await http.post(
                "/api/tables", {"game": "cartagena", "seats": seats, "my_seat": 0}
            )
            if status != 201:
                stats.error(f"create {status}")
                await asyncio.sleep(1)
                continue
            await play_table(ports, http, stats, created, args, watchers, rng)
    finally:
        http.close()


async def watch(url: str, arrivals: dict[int, float], changed: asyncio.Event) -> None:
    """A spectator: note when each version arrives (read from the raw bytes)."""
    async with connect(url, max_size=None, compression=None) as ws:
        while True:
            raw = await ws.recv(decode=False)
            now = time.perf_counter()
            found = STATE_VERSION.match(raw)
            if found is not None:
                arrivals[int(found.group(1))] = now
                changed.set()


async def play_table(
    ports: tuple[int, int],
    http: RawHttp,
    stats: Stats,
    created: dict[str, Any],
    args: dict[str, Any],
    watchers: int,
    rng: random.Random,
) -> None:
    table, token, pace, svg = created["id"], created["token"], args["pace"], args["svg"]
    url = f"ws://127.0.0.1:{ports[0]}/ws/tables/{table}?seat=0&token={token}&svg={svg}"
    spectator_url = f"ws://127.0.0.1:{ports[1]}/ws/tables/{table}?svg={svg}"
    seen: list[dict[int, float]] = [{} for _ in range(watchers)]
    watched = asyncio.Event()
    spectators = [asyncio.create_task(watch(spectator_url, s, watched)) for s in seen]
    arrivals: dict[int, float] = {}
    latest: dict[str, Any] = {}
    changed = asyncio.Event()
    async with connect(url, max_size=None, compression=None) as ws:

        async def reader() -> None:
            async for raw in ws:
                now = time.perf_counter()
                data = json.loads(raw)
                if data.get("type") != "state":
                    continue
                arrivals[data["version"]] = now
                if stats.measuring:
                    stats.moves += sum(1 for e in data["log"] if e["kind"] == "move")
                latest.clear()
                latest.update(data)
                latest["arrived"] = now
                changed.set()

        reading = asyncio.create_task(reader())
        await asyncio.sleep(rng.random() * pace)  # spread the tables over the second
        try:
            while time.time() < stats.end:
                await changed.wait()
                changed.clear()
                data = dict(latest)
                if data.get("status") == "finished":
                    return
                if data.get("to_move") != 0 or not data.get("legal"):
                    continue
                # a move a second at each table: ``pace`` after the table's last move (the
                # bots wait as long after a move, ``bot_delay``)
                wait = data["arrived"] + pace - time.perf_counter()
                if wait > 0:
                    await asyncio.sleep(wait)
                move = rng.choice(data["legal"])["move"]
                started = time.perf_counter()
                status, answer = await http.post(
                    f"/api/tables/{table}/moves",
                    {"seat": 0, "move": move, "expected_version": data["version"]},
                    token,
                )
                if status != 200:
                    stats.error(str(status))
                    changed.set()
                    continue
                version = answer["version"]
                while not any(v >= version for v in arrivals):
                    await asyncio.wait_for(changed.wait(), timeout=60)
                    changed.clear()
                changed.set()
                arrived = [min(t for v, t in arrivals.items() if v >= version)]
                arrivals.clear()
                for got in seen:
                    while not any(v >= version for v in got):
                        watched.clear()
                        await asyncio.wait_for(watched.wait(), timeout=60)
                    arrived.append(min(t for v, t in got.items() if v >= version))
                    got.clear()
                if stats.measuring:
                    stats.latencies.extend((t - started) * 1000 for t in arrived)
                    stats.last_arrivals.append((max(arrived) - started) * 1000)
                    stats.client_moves += 1
        finally:
            reading.cancel()
            for task in spectators:
                task.cancel()


def client_worker(
    ports: list[int],
    tables: list[int],
    args: dict[str, Any],
    begin: float,
    end: float,
    seed: int,
) -> dict[str, Any]:
    """One client process: the tables numbered ``tables`` on its own event loop."""

    async def run() -> Stats:
        stats = Stats()
        stats.begin, stats.end = begin, end
        rng = random.Random(seed)
        tasks = [asyncio.create_task(measure_lag(stats))]
        for number in tables:
            worker_rng = random.Random(rng.random())
            home = ports[number % len(ports)]
            other = ports[(number + 1) % len(ports)]
            watchers = args["spectators"] // args["tables"] + (
                number < args["spectators"] % args["tables"]
            )
            tasks.append(
                asyncio.create_task(run_table((home, other), stats, args, watchers, worker_rng))
            )
            await asyncio.sleep(args["ramp"] / len(tables))
        await asyncio.sleep(max(0.0, end - time.time()))
        for task in tasks:
            task.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)
        return stats

    if args.get("nice"):
        os.nice(args["nice"])  # the benchmark's own clients yield the CPU to the server
    cpu_start = time.process_time()
    stats = asyncio.run(run())
    return {
        "cpu_s": time.process_time() - cpu_start,
        "latencies": stats.latencies,
        "last_arrivals": stats.last_arrivals,
        "moves": stats.moves,
        "client_moves": stats.client_moves,
        "errors": stats.errors,
        "loop_lag_ms": stats.loop_lag_ms,
    }


async def measure_lag(stats: Stats) -> None:
    """How late this process's event loop wakes from a short sleep: the generator's own delay
    in every latency it measures."""
    while True:
        started = time.perf_counter()
        await asyncio.sleep(LAG_TICK_S)
        if stats.measuring:
            stats.loop_lag_ms.append((time.perf_counter() - started - LAG_TICK_S) * 1000)
