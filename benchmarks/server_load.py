"""Load benchmark of the web server: N concurrent tables of bots and WebSocket clients.

``load`` (the default scenario) starts ``python -m seaboard.server`` on loopback with a fresh
SQLite file (or ``--servers 2 --database postgres``: two processes sharing a fresh PostgreSQL
database and the local Redis), creates N Cartagena tables (seat 0: a client of this script over
HTTP + WebSocket; the other seats: bots that move ``--pace`` after the move before,
``bot_delay``), opens ``--spectators`` spectator sockets spread over the tables (with two
servers, on the other server than the player's), and lets every client move ``--pace`` after
the table's last move when it is its turn: a move a second at every table. For each client move
it measures the time from sending the POST to that version's arrival at every socket of the
table (the player's and the spectators'): each arrival is a sample, and the last arrival of
each move is one more. ``bots`` measures a human table's bot
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
import pstats
import random
import statistics
import tempfile
import time
import urllib.request
import uuid
from collections.abc import Callable
from pathlib import Path
from typing import Any

from load_client import RawHttp, client_worker
from websockets.asyncio.client import connect

from seaboard.server.process import ServerProcess

RESULTS = Path(__file__).parent / "results"
PROFILER = Path(__file__).parent / "profiled_server.py"
REDIS = "redis://127.0.0.1:6379/0"
PG_ADMIN = "postgresql://postgres@127.0.0.1/test"


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


def hot_spots(path: Path, count: int = 30) -> list[dict[str, Any]]:
    """The functions the server spent most time in (its own time), from its cProfile file."""
    if not path.exists():
        return []
    stats = pstats.Stats(str(path))
    rows = []
    for (file, line, name), (_, calls, own, total, _) in stats.stats.items():  # type: ignore[attr-defined]
        rows.append(
            {
                "function": f"{Path(file).name}:{line}({name})",
                "calls": calls,
                "own_s": round(own, 3),
                "cumulative_s": round(total, 3),
            }
        )
    rows.sort(key=lambda r: r["own_s"], reverse=True)
    return rows[:count]


def run(args: argparse.Namespace) -> dict[str, Any]:
    directory = Path(tempfile.mkdtemp(prefix="seaboard-load-"))
    url, drop = make_database(args.database, directory)
    redis = REDIS if args.servers > 1 else None
    profiles = [directory / f"server{i}.prof" for i in range(args.servers)]
    servers = [
        ServerProcess(
            url,
            redis_url=redis,
            bot_delay=args.pace,
            log_path=directory / f"server{i}.log",
            python_options=[str(PROFILER), str(profiles[i])] if args.profile else (),
        ).start()
        for i in range(args.servers)
    ]
    pids = [s.process.pid for s in servers if s.process is not None]
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
            # the clients' start (their imports) is not part of the schedule
            pool.map(time.sleep, [1.0] * args.clients, chunksize=1)
            begin = time.time() + args.ramp + args.warmup
            end = begin + args.duration
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
            server.stop(timeout=120)
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
        "server_cpu_ms_per_move": round(1000 * cpu / moves, 2) if moves else None,
        "server_loop_runqueue_wait_percent": round(100 * waited / args.duration, 1),
        "clients_cpu_percent_whole_run": round(
            100 * sum(r["cpu_s"] for r in results) / (args.duration + args.warmup + args.ramp), 1
        ),
        "errors": errors,
        "client_loop_lag_ms": summary([x for r in results for x in r["loop_lag_ms"]]),
        "server_profile": hot_spots(profiles[0]) if args.profile else None,
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
            async with connect(url, max_size=None, compression=None) as ws:
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


def store_tables(url: str, count: int, seed: int) -> dict[str, int]:
    """Store ``count`` Cartagena tables: half finished (archived, as the server would have
    archived them), a quarter playing (40 steps in), a quarter waiting."""
    from seaboard.core.registry import get_game
    from seaboard.server import archive
    from seaboard.server.archiver import record_of
    from seaboard.server.clocks import Clock
    from seaboard.server.lifecycle import lobby_entry
    from seaboard.server.seats import Seat
    from seaboard.server.storage import LogRow, Storage
    from seaboard.server.table import Table

    storage = Storage(url)
    storage.migrate()
    spec = get_game("cartagena")
    logs = {"finished": game_log(spec, seed, None), "playing": game_log(spec, seed, 40)}
    kinds = {"finished": 0, "playing": 0, "waiting": 0}
    for number in range(count):
        kind = ("finished", "finished", "playing", "waiting")[number % 4]
        seats = [Seat(0, "human", "1", "Ann", "0" * 64), Seat(1, "human", "1", "Bea", "1" * 64)]
        table = Table(
            table_id=f"t{number}",
            spec=spec,
            options=spec.make_options(None),
            preset="",
            num_players=2,
            seed=seed,
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
            table.finished_at = time.time() - 3600 if kind == "finished" else None
        kinds[kind] += 1
        row = table.row()
        storage.create_table(row, table.seat_rows(), rows)
        if kind == "finished":
            lobby = lobby_entry(row | {"seats": table.seat_rows()})
            archive.archive(storage, table.id, 0, record_of(table), lobby)
    storage.close()
    return kinds


def app_start(url: str) -> tuple[float, float, float]:
    """Seconds from the app's start (imports done) to its first answer and to the lobby."""
    from fastapi.testclient import TestClient

    from seaboard.server import Settings, create_app

    cpu = time.process_time()
    started = time.perf_counter()
    with TestClient(create_app(Settings(database_url=url))) as client:
        client.get("/api/games").raise_for_status()
        first = time.perf_counter() - started
        client.get("/api/tables").raise_for_status()
        lobby = time.perf_counter() - started
    return first, lobby, time.process_time() - cpu


def process_start(url: str, log_path: Path, env: dict[str, str]) -> tuple[float, float, float]:
    """Seconds from starting ``python -m seaboard.server`` to its first answer and lobby, and
    the CPU seconds it used until its first answer (what the start costs on an idle machine)."""
    started = time.perf_counter()
    server = ServerProcess(url, log_path=log_path, env=env).start(timeout=600)
    first = time.perf_counter() - started
    assert server.process is not None
    cpu = cpu_seconds(server.process.pid)
    try:
        with urllib.request.urlopen(server.url + "/api/tables", timeout=60) as response:
            response.read()
        lobby = time.perf_counter() - started
    finally:
        server.stop()
    return first, lobby, cpu


def startup(args: argparse.Namespace) -> dict[str, Any]:
    """Time to the first answer with ``--stored`` stored tables: the app alone (imports
    done) and the whole process, without bytecode files (as this machine's environment sets
    PYTHONDONTWRITEBYTECODE) and with them (an ordinary install), ``--repeat`` times each."""
    directory = Path(tempfile.mkdtemp(prefix="seaboard-start-"))
    url, drop = make_database("sqlite", directory)
    kinds = store_tables(url, args.stored, args.seed)
    log_path = directory / "server.log"
    no_bytecode = {"PYTHONDONTWRITEBYTECODE": "1"}
    bytecode = {"PYTHONDONTWRITEBYTECODE": "", "PYTHONPYCACHEPREFIX": str(directory / "pyc")}
    try:
        process_start(url, log_path, bytecode)  # writes the bytecode files, not measured
        runs = {
            "app": [app_start(url) for _ in range(args.repeat)],
            "process_without_bytecode": [
                process_start(url, log_path, no_bytecode) for _ in range(args.repeat)
            ],
            "process_with_bytecode": [
                process_start(url, log_path, bytecode) for _ in range(args.repeat)
            ],
        }
    finally:
        drop()
    return {
        "scenario": "startup",
        "stored_tables": args.stored,
        "kinds": kinds,
        "database_mb": round((directory / "load.sqlite3").stat().st_size / 2**20, 1),
        **{
            f"{name}_{field}": [round(run[index], 2) for run in values]
            for name, values in runs.items()
            for index, field in enumerate(("first_answer_s", "lobby_s", "cpu_s"))
        },
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
    parser.add_argument("--profile", action="store_true", help="run the server under cProfile")
    parser.add_argument("--client-nice", type=int, default=0, help="niceness of the clients")
    parser.add_argument("--bot-tables", type=int, default=20)
    parser.add_argument("--bot-level", default="3", help="level of the human table's bot")
    parser.add_argument("--replies", type=int, default=12)
    parser.add_argument("--stored", type=int, default=10000)
    parser.add_argument("--repeat", type=int, default=3, help="start-up runs of each kind")
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
        print(f"{args.stored} stored tables ({result['database_mb']} MB):")
        for name in ("app", "process_without_bytecode", "process_with_bytecode"):
            print(
                f"  {name}: first answer {result[name + '_first_answer_s']} s,"
                f" lobby {result[name + '_lobby_s']} s, CPU {result[name + '_cpu_s']} s"
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
            f" {result['server_cpu_percent']}% ({result['server_cpu_ms_per_move']} ms a move),"
            f" waiting for a CPU"
            f" {result['server_loop_runqueue_wait_percent']}% of the time;"
            f" load average {result['load_average_1m']}; errors {result['errors']};"
            f" client loop lag p95 {result['client_loop_lag_ms']['p95']} ms"
        )
        for row in (result["server_profile"] or [])[:15]:
            print(
                f"  {row['own_s']:8.2f} s own {row['cumulative_s']:8.2f} s cum  {row['function']}"
            )
    if not args.no_save:
        RESULTS.mkdir(parents=True, exist_ok=True)
        name = (
            args.scenario
            if args.scenario != "load"
            else f"load_{args.servers}x{args.database}_{args.tables}t{args.spectators}s"
        )
        (RESULTS / f"server_load_{name}.json").write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
