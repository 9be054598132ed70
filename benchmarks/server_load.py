"""Load benchmark of the web server: N concurrent tables of bots and WebSocket clients.

Starts ``python -m seaboard.server`` on loopback with a fresh SQLite file, creates N Cartagena
tables (seat 0: a client of this script over HTTP + WebSocket; the other seats: bots whose
delay makes them move about once a second), and lets every client move about once a second
when it is its turn. For each client move it measures the time from sending the POST to
receiving the broadcast of that version on the client's WebSocket. It prints moves/s (all
moves: clients' and bots') and the p50/p95/p99 latency, and writes them to
benchmarks/results/server_load.json.

    .venv/bin/python benchmarks/server_load.py --tables 200 --duration 60
"""

from __future__ import annotations

import argparse
import asyncio
import json
import multiprocessing
import os
import random
import socket
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

import websockets

from seaboard.server.process import ServerProcess

RESULTS = Path(__file__).parent / "results" / "server_load.json"


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
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.moves = 0
        self.client_moves = 0
        self.errors: dict[str, int] = {}
        self.begin = 0.0
        self.end = 0.0

    @property
    def measuring(self) -> bool:
        return self.begin <= time.time() < self.end

    def error(self, kind: str) -> None:
        self.errors[kind] = self.errors.get(kind, 0) + 1


async def run_table(
    port: int, stats: Stats, players: int, pace: float, svg: int, rng: random.Random
) -> None:
    """One table after another: play seat 0 against bots, a move per ``pace`` seconds."""
    seats = [{"kind": "human"}] + [{"kind": "bot", "level": "1"}] * (players - 1)
    http = RawHttp(port)
    try:
        while time.time() < stats.end:
            _, created = await http.post(
                "/api/tables", {"game": "cartagena", "seats": seats, "my_seat": 0}
            )
            await play_table(port, http, stats, created, pace, svg, rng)
    finally:
        http.close()


async def play_table(
    port: int,
    http: RawHttp,
    stats: Stats,
    created: dict[str, Any],
    pace: float,
    svg: int,
    rng: random.Random,
) -> None:
    table, token = created["id"], created["token"]
    url = f"ws://127.0.0.1:{port}/ws/tables/{table}?seat=0&token={token}&svg={svg}"
    arrivals: dict[int, float] = {}
    latest: dict[str, Any] = {}
    changed = asyncio.Event()
    async with websockets.connect(url, max_size=None, compression=None) as ws:

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
                changed.set()

        reading = asyncio.create_task(reader())
        await asyncio.sleep(rng.random() * pace)  # spread the tables over the second
        last_move = 0.0
        try:
            while time.time() < stats.end:
                await changed.wait()
                changed.clear()
                data = dict(latest)
                if data.get("status") == "finished":
                    return
                if data.get("to_move") != 0 or not data.get("legal"):
                    continue
                wait = last_move + pace - time.perf_counter()
                if wait > 0:
                    await asyncio.sleep(wait)
                move = rng.choice(data["legal"])["move"]
                started = time.perf_counter()
                last_move = started
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
                arrived = min(t for v, t in arrivals.items() if v >= version)
                arrivals.clear()
                if stats.measuring:
                    stats.latencies.append((arrived - started) * 1000)
                    stats.client_moves += 1
        finally:
            reading.cancel()


def client_worker(
    port: int, tables: int, args: dict[str, Any], begin: float, end: float, seed: int
) -> dict[str, Any]:
    """One client process: ``tables`` tables on its own event loop."""

    async def run() -> Stats:
        stats = Stats()
        stats.begin, stats.end = begin, end
        rng = random.Random(seed)
        tasks = []
        for _ in range(tables):
            worker_rng = random.Random(rng.random())
            tasks.append(
                asyncio.create_task(
                    run_table(port, stats, args["players"], args["pace"], args["svg"], worker_rng)
                )
            )
            await asyncio.sleep(args["ramp"] / tables)
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
        "moves": stats.moves,
        "client_moves": stats.client_moves,
        "errors": stats.errors,
    }


def cpu_seconds(pid: int) -> float:
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def runqueue_wait_seconds(pid: int) -> float:
    """Time the server's event-loop thread spent ready to run but waiting for a CPU."""
    return int(Path(f"/proc/{pid}/schedstat").read_text().split()[1]) / 1e9


def percentile(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def run(args: argparse.Namespace) -> dict[str, Any]:
    directory = Path(tempfile.mkdtemp(prefix="seaboard-load-"))
    server = ServerProcess(
        f"sqlite:///{directory / 'load.sqlite3'}",
        bot_delay=args.pace,
        log_path=directory / "server.log",
    ).start()
    assert server.process is not None
    begin = time.time() + args.ramp + args.warmup
    end = begin + args.duration
    shares = [
        args.tables // args.clients + (i < args.tables % args.clients) for i in range(args.clients)
    ]
    settings = {
        "players": args.players,
        "pace": args.pace,
        "svg": args.svg,
        "ramp": args.ramp,
        "nice": args.client_nice,
    }
    try:
        with multiprocessing.get_context("spawn").Pool(args.clients) as pool:
            pending = [
                pool.apply_async(
                    client_worker, (server.port, n, settings, begin, end, args.seed + i)
                )
                for i, n in enumerate(shares)
            ]
            time.sleep(max(0.0, begin - time.time()))
            cpu_before = cpu_seconds(server.process.pid)
            wait_before = runqueue_wait_seconds(server.process.pid)
            time.sleep(max(0.0, end - time.time()))
            cpu = cpu_seconds(server.process.pid) - cpu_before
            waited = runqueue_wait_seconds(server.process.pid) - wait_before
            results = [
                p.get(timeout=args.duration + args.ramp + args.warmup + 120) for p in pending
            ]
    finally:
        server.stop()
    lat = [x for r in results for x in r["latencies"]]
    errors: dict[str, int] = {}
    for r in results:
        for k, v in r["errors"].items():
            errors[k] = errors.get(k, 0) + v
    moves = sum(r["moves"] for r in results)
    client_moves = sum(r["client_moves"] for r in results)
    return {
        "tables": args.tables,
        "players": args.players,
        "pace_s": args.pace,
        "svg": bool(args.svg),
        "client_processes": args.clients,
        "client_nice": args.client_nice,
        "duration_s": args.duration,
        "moves_per_s": round(moves / args.duration, 1),
        "client_moves_per_s": round(client_moves / args.duration, 1),
        "latency_ms": {
            "p50": round(percentile(lat, 0.50), 2),
            "p95": round(percentile(lat, 0.95), 2),
            "p99": round(percentile(lat, 0.99), 2),
            "max": round(max(lat), 2) if lat else None,
            "mean": round(statistics.fmean(lat), 2) if lat else None,
            "samples": len(lat),
        },
        "server_cpu_percent": round(100 * cpu / args.duration, 1),
        "server_loop_runqueue_wait_percent": round(100 * waited / args.duration, 1),
        "clients_cpu_percent_whole_run": round(
            100 * sum(r["cpu_s"] for r in results) / (args.duration + args.warmup + args.ramp), 1
        ),
        "errors": errors,
        "database": "sqlite",
        "cpus": os.cpu_count(),
        "load_average_1m": round(os.getloadavg()[0], 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--pace", type=float, default=1.0, help="seconds between a seat's moves")
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--warmup", type=float, default=10.0)
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds to open all tables")
    parser.add_argument("--svg", type=int, default=1, help="1: clients receive the SVG board")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    parser.add_argument("--client-nice", type=int, default=0, help="niceness of the clients")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args()
    result = run(args)
    lat = result["latency_ms"]
    print(
        f"{result['tables']} tables, {result['duration_s']} s: {result['moves_per_s']} moves/s"
        f" ({result['client_moves_per_s']} client moves/s); POST->broadcast p50 {lat['p50']} ms,"
        f" p95 {lat['p95']} ms, p99 {lat['p99']} ms (n={lat['samples']});"
        f" server CPU {result['server_cpu_percent']}%, waiting for a CPU"
        f" {result['server_loop_runqueue_wait_percent']}% of the time;"
        f" load average {result['load_average_1m']}; errors {result['errors']}"
    )
    if not args.no_save:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
