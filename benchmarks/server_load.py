"""Load benchmark of the web server: N concurrent tables of bots and WebSocket clients.

``load`` (the default scenario) starts ``python -m seaboard.server`` on loopback with a fresh
SQLite file (or ``--servers 2 --database postgres``: two processes sharing a fresh PostgreSQL
database and the local Redis), creates N Cartagena tables (seat 0: a client of this script
over HTTP + WebSocket; the other seats: bots whose delay makes them move about once a second),
opens ``--spectators`` spectator sockets spread over the tables (with two servers, on the
other server than the player's), and lets every client move about once a second when it is
its turn. For each client move it measures the time from sending the POST to that version's
arrival at every socket of the table (the player's and the spectators'): each arrival is a
sample, and the last arrival of each move is one more. ``bots`` measures a human table's bot
reply time (the POST of the human's move to the arrival of the position after the bot's
reply) alone and with ``--bot-tables`` level-3 bot-only tables running. ``startup`` stores
``--stored`` tables (finished games with their logs, waiting and playing tables) and
measures the time from starting the server to its first answer. Each scenario writes
``benchmarks/results/server_load_<scenario>.json``.

    .venv/bin/python benchmarks/server_load.py --tables 200 --duration 60
    .venv/bin/python benchmarks/server_load.py --tables 500 --spectators 1000
    .venv/bin/python benchmarks/server_load.py --servers 2 --database postgres
    .venv/bin/python benchmarks/server_load.py --scenario bots --bot-tables 20
    .venv/bin/python benchmarks/server_load.py --scenario startup --stored 10000
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
import urllib.request
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

import websockets

from seaboard.server.process import ServerProcess

RESULTS = Path(__file__).parent / "results"
REDIS = "redis://127.0.0.1:6379/0"
PG_ADMIN = "postgresql://postgres@127.0.0.1/test"


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
    def __init__(self) -> None:
        self.latencies: list[float] = []
        self.last_arrivals: list[float] = []
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
    ports: tuple[int, int],
    stats: Stats,
    args: dict[str, Any],
    watchers: int,
    rng: random.Random,
) -> None:
    """One table after another: play seat 0 against bots, a move per ``pace`` seconds, on
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
    """A spectator: note when each version arrives."""
    async with websockets.connect(url, max_size=None, compression=None) as ws:
        async for raw in ws:
            now = time.perf_counter()
            data = json.loads(raw)
            if data.get("type") == "state":
                arrivals[data["version"]] = now
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
        tasks = []
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


def make_database(kind: str, directory: Path) -> tuple[str, Callable[[], None]]:
    """A fresh database URL and a function that drops it."""
    if kind == "sqlite":
        return f"sqlite:///{directory / 'load.sqlite3'}", lambda: None
    import psycopg

    name = f"seaboard_bench_{uuid.uuid4().hex[:10]}"
    with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
        conn.execute(f'CREATE DATABASE "{name}"')

    def drop() -> None:
        with psycopg.connect(PG_ADMIN, autocommit=True) as conn:
            conn.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')

    return f"postgresql+psycopg://postgres@127.0.0.1/{name}", drop


def summary(values: list[float]) -> dict[str, Any]:
    return {
        "p50": round(percentile(values, 0.50), 2),
        "p95": round(percentile(values, 0.95), 2),
        "p99": round(percentile(values, 0.99), 2),
        "max": round(max(values), 2) if values else None,
        "mean": round(statistics.fmean(values), 2) if values else None,
        "samples": len(values),
    }


def run(args: argparse.Namespace) -> dict[str, Any]:
    directory = Path(tempfile.mkdtemp(prefix="seaboard-load-"))
    url, drop = make_database(args.database, directory)
    redis = REDIS if args.servers > 1 else None
    servers = [
        ServerProcess(
            url, redis_url=redis, bot_delay=args.pace, log_path=directory / f"server{i}.log"
        ).start()
        for i in range(args.servers)
    ]
    pids = [s.process.pid for s in servers if s.process is not None]
    begin = time.time() + args.ramp + args.warmup
    end = begin + args.duration
    numbers = list(range(args.tables))
    shares = [numbers[i :: args.clients] for i in range(args.clients)]
    settings = {
        "players": args.players,
        "pace": args.pace,
        "svg": args.svg,
        "ramp": args.ramp,
        "nice": args.client_nice,
        "tables": args.tables,
        "spectators": args.spectators,
    }
    ports = [s.port for s in servers]
    try:
        with multiprocessing.get_context("spawn").Pool(args.clients) as pool:
            pending = [
                pool.apply_async(client_worker, (ports, n, settings, begin, end, args.seed + i))
                for i, n in enumerate(shares)
            ]
            time.sleep(max(0.0, begin - time.time()))
            cpu_before = sum(cpu_seconds(pid) for pid in pids)
            wait_before = sum(runqueue_wait_seconds(pid) for pid in pids)
            time.sleep(max(0.0, end - time.time()))
            cpu = sum(cpu_seconds(pid) for pid in pids) - cpu_before
            waited = sum(runqueue_wait_seconds(pid) for pid in pids) - wait_before
            results = [
                p.get(timeout=args.duration + args.ramp + args.warmup + 300) for p in pending
            ]
    finally:
        for server in servers:
            server.stop()
        drop()
    lat = [x for r in results for x in r["latencies"]]
    last = [x for r in results for x in r["last_arrivals"]]
    errors: dict[str, int] = {}
    for r in results:
        for k, v in r["errors"].items():
            errors[k] = errors.get(k, 0) + v
    moves = sum(r["moves"] for r in results)
    client_moves = sum(r["client_moves"] for r in results)
    return {
        "scenario": "load",
        "tables": args.tables,
        "spectators": args.spectators,
        "servers": args.servers,
        "database": args.database,
        "players": args.players,
        "pace_s": args.pace,
        "svg": bool(args.svg),
        "client_processes": args.clients,
        "client_nice": args.client_nice,
        "duration_s": args.duration,
        "moves_per_s": round(moves / args.duration, 1),
        "client_moves_per_s": round(client_moves / args.duration, 1),
        "latency_ms": summary(lat),
        "last_socket_latency_ms": summary(last),
        "server_cpu_percent": round(100 * cpu / args.duration, 1),
        "server_loop_runqueue_wait_percent": round(100 * waited / args.duration, 1),
        "clients_cpu_percent_whole_run": round(
            100 * sum(r["cpu_s"] for r in results) / (args.duration + args.warmup + args.ramp), 1
        ),
        "errors": errors,
        "cpus": os.cpu_count(),
        "load_average_1m": round(os.getloadavg()[0], 2),
    }


async def bot_replies(port: int, level: str, moves: int) -> list[float]:
    """Seconds from a human's move to the arrival of the position after the bot's reply."""
    seats = [{"kind": "human"}, {"kind": "bot", "level": level}]
    http = RawHttp(port)
    replies: list[float] = []
    try:
        while len(replies) < moves:
            _, created = await http.post(
                "/api/tables", {"game": "cartagena", "seats": seats, "my_seat": 0}
            )
            table, token = created["id"], created["token"]
            url = f"ws://127.0.0.1:{port}/ws/tables/{table}?seat=0&token={token}&svg=1"
            async with websockets.connect(url, max_size=None, compression=None) as ws:
                sent = 0.0
                bot_turn = False
                async for raw in ws:
                    data = json.loads(raw)
                    if data.get("status") == "finished" or len(replies) >= moves:
                        break
                    if data.get("to_move") == 1:
                        bot_turn = True
                    if data.get("to_move") != 0 or not data.get("legal"):
                        continue
                    if bot_turn and sent:  # the bot has replied to the move that ended our turn
                        replies.append(time.perf_counter() - sent)
                    bot_turn = False
                    move = data["legal"][0]["move"]
                    sent = time.perf_counter()
                    await http.post(
                        f"/api/tables/{table}/moves",
                        {"seat": 0, "move": move, "expected_version": data["version"]},
                        token,
                    )
    finally:
        http.close()
    return replies


def bots(args: argparse.Namespace) -> dict[str, Any]:
    """A human table's bot reply time, quiet and beside ``--bot-tables`` bot-only tables."""
    directory = Path(tempfile.mkdtemp(prefix="seaboard-bots-"))
    url, drop = make_database("sqlite", directory)
    result: dict[str, Any] = {"scenario": "bots", "level": args.bot_level}
    try:
        with ServerProcess(url, bot_delay=0.0, log_path=directory / "server.log") as server:
            quiet = asyncio.run(bot_replies(server.port, args.bot_level, args.replies))
            bot_seats = [{"kind": "bot", "level": "3"}] * 2
            for _ in range(args.bot_tables):
                body = json.dumps({"game": "cartagena", "seats": bot_seats}).encode()
                request = urllib.request.Request(
                    server.url + "/api/tables", data=body, method="POST"
                )
                urllib.request.urlopen(request, timeout=60).close()
            time.sleep(5)  # the bot-only tables are thinking
            busy = asyncio.run(bot_replies(server.port, args.bot_level, args.replies))
    finally:
        drop()
    result["quiet_s"] = summary(quiet)
    result["with_bot_tables_s"] = summary(busy)
    result["bot_tables"] = args.bot_tables
    result["median_ratio"] = round(statistics.median(busy) / statistics.median(quiet), 2)
    result["load_average_1m"] = round(os.getloadavg()[0], 2)
    return result


def game_log(spec: Any, seed: int, steps: int | None) -> tuple[Any, list[Any]]:
    """A Cartagena game's state and log rows after ``steps`` steps (None: to the end),
    each seat playing its first legal move."""
    from seaboard.core.state import CHANCE, TERMINAL
    from seaboard.server.storage import LogRow

    state = spec.new_state(2, None)
    rng = random.Random(seed)
    rows: list[LogRow] = []
    while state.to_move() != TERMINAL and (steps is None or len(rows) < steps):
        actor = state.to_move()
        move = state.sample_chance(rng) if actor == CHANCE else state.legal_moves()[0]
        kind = "chance" if actor == CHANCE else "move"
        rows.append(LogRow(len(rows) + 1, kind, actor, str(move), 0, time.time()))
        state.apply(move)
    return state, rows


def startup(args: argparse.Namespace) -> dict[str, Any]:
    """Time from starting the server to its first answer with ``--stored`` stored tables."""
    from seaboard.core.registry import get_game
    from seaboard.server.clocks import Clock
    from seaboard.server.seats import Seat
    from seaboard.server.storage import LogRow, Storage
    from seaboard.server.table import Table

    directory = Path(tempfile.mkdtemp(prefix="seaboard-start-"))
    url, drop = make_database("sqlite", directory)
    storage = Storage(url)
    storage.migrate()
    spec = get_game("cartagena")
    logs = {"finished": game_log(spec, args.seed, None), "playing": game_log(spec, args.seed, 40)}
    kinds = {"finished": 0, "playing": 0, "waiting": 0}
    for number in range(args.stored):
        kind = ("finished", "finished", "playing", "waiting")[number % 4]
        seats = [Seat(0, "human", "1", "Ann", "0" * 64), Seat(1, "human", "1", "Bea", "1" * 64)]
        table = Table(
            table_id=f"t{number}",
            spec=spec,
            options=spec.make_options(None),
            preset="",
            num_players=2,
            seed=args.seed,
            seats=seats,
            clock=Clock.new("none", 2),
            replacement_level="1",
            host_seat=0,
            created_at=time.time() - 86400,
        )
        rows: list[LogRow] = []
        if kind != "waiting":
            state, rows = logs[kind]
            table.state, table.status, table.version = state, kind, len(rows)
        kinds[kind] += 1
        storage.create_table(table.row(), [s.row() for s in table.seats], rows)
    storage.close()
    started = time.perf_counter()
    server = ServerProcess(url, log_path=directory / "server.log").start(timeout=600)
    first_answer = time.perf_counter() - started
    try:
        with urllib.request.urlopen(server.url + "/api/tables", timeout=60) as response:
            response.read()
        lobby = time.perf_counter() - started
    finally:
        server.stop()
        drop()
    return {
        "scenario": "startup",
        "stored_tables": args.stored,
        "kinds": kinds,
        "database_mb": round((directory / "load.sqlite3").stat().st_size / 2**20, 1),
        "first_answer_s": round(first_answer, 2),
        "lobby_answered_s": round(lobby, 2),
        "load_average_1m": round(os.getloadavg()[0], 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--scenario", choices=["load", "bots", "startup"], default="load")
    parser.add_argument("--tables", type=int, default=200)
    parser.add_argument("--spectators", type=int, default=0, help="spectator sockets in all")
    parser.add_argument("--servers", type=int, default=1)
    parser.add_argument("--database", choices=["sqlite", "postgres"], default="sqlite")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--pace", type=float, default=1.0, help="seconds between a seat's moves")
    parser.add_argument("--duration", type=float, default=60.0)
    parser.add_argument("--warmup", type=float, default=10.0)
    parser.add_argument("--ramp", type=float, default=10.0, help="seconds to open all tables")
    parser.add_argument("--svg", type=int, default=1, help="1: clients receive the SVG board")
    parser.add_argument("--clients", type=int, default=2, help="client processes")
    parser.add_argument("--client-nice", type=int, default=0, help="niceness of the clients")
    parser.add_argument("--bot-tables", type=int, default=20)
    parser.add_argument("--bot-level", default="3", help="level of the human table's bot")
    parser.add_argument("--replies", type=int, default=12)
    parser.add_argument("--stored", type=int, default=10000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args()
    if args.scenario == "bots":
        result = bots(args)
        print(
            f"bot replies (level {args.bot_level}): quiet p50 {result['quiet_s']['p50']} s,"
            f" p95 {result['quiet_s']['p95']} s; with {args.bot_tables} bot-only tables"
            f" p50 {result['with_bot_tables_s']['p50']} s,"
            f" p95 {result['with_bot_tables_s']['p95']} s (x{result['median_ratio']})"
        )
    elif args.scenario == "startup":
        result = startup(args)
        print(
            f"{args.stored} stored tables ({result['database_mb']} MB): first answer after"
            f" {result['first_answer_s']} s, lobby after {result['lobby_answered_s']} s"
        )
    else:
        result = run(args)
        lat, last = result["latency_ms"], result["last_socket_latency_ms"]
        print(
            f"{result['tables']} tables, {result['spectators']} spectators,"
            f" {result['servers']} server(s) on {result['database']}, {result['duration_s']} s:"
            f" {result['moves_per_s']} moves/s ({result['client_moves_per_s']} client moves/s);"
            f" POST->arrival at each socket p50 {lat['p50']} ms, p95 {lat['p95']} ms,"
            f" p99 {lat['p99']} ms (n={lat['samples']}); at the last socket p50 {last['p50']},"
            f" p95 {last['p95']}, p99 {last['p99']} ms; server CPU"
            f" {result['server_cpu_percent']}%, waiting for a CPU"
            f" {result['server_loop_runqueue_wait_percent']}% of the time;"
            f" load average {result['load_average_1m']}; errors {result['errors']}"
        )
    if not args.no_save:
        RESULTS.mkdir(parents=True, exist_ok=True)
        name = args.scenario if args.scenario != "load" else f"load_{args.servers}x{args.database}"
        (RESULTS / f"server_load_{name}.json").write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
