"""Size of the table's update messages per game: uncompressed and on the wire.

Plays games of every registered game between level-1 bots, table by table as the server
does (``Table.clone`` and ``move`` per step), and after every change builds each seat's and a
spectator's message with the hub's own builder (``seaboard.server.hub.Viewer``: the board as
a patch against the board the client holds, the log entries it has not seen). The first
message of a connection (the whole board) is counted apart from the updates. On the wire
means compressed as permessage-deflate with uvicorn's websockets defaults (a 15-bit window,
the context kept across messages, each message flushed with Z_SYNC_FLUSH less its 4-byte
tail), plus the frame header. Writes ``benchmarks/results/update_size.json``.

    .venv/bin/python benchmarks/update_size.py --games 2
"""

from __future__ import annotations

import argparse
import json
import statistics
import time
import zlib
from pathlib import Path
from typing import Any

from seaboard.bots import make_bot
from seaboard.core.registry import get_game, list_games
from seaboard.server.clocks import Clock
from seaboard.server.hub import Viewer
from seaboard.server.seats import Seat
from seaboard.server.table import Table

RESULTS = Path(__file__).parent / "results" / "update_size.json"


class Wire:
    """One connection's permessage-deflate stream."""

    def __init__(self) -> None:
        self.compressor = zlib.compressobj(zlib.Z_DEFAULT_COMPRESSION, zlib.DEFLATED, -15)

    def size(self, text: str) -> int:
        data = self.compressor.compress(text.encode()) + self.compressor.flush(zlib.Z_SYNC_FLUSH)
        payload = len(data) - 4
        header = 2 if payload < 126 else 4 if payload < 65536 else 10
        return payload + header


def play(game: str, players: int, seed: int, max_steps: int) -> dict[str, list[int]]:
    spec = get_game(game)
    seats = [Seat(i, "bot", "1", f"bot {i + 1}") for i in range(players)]
    table = Table(
        table_id=f"{game}-{seed}",
        spec=spec,
        options=spec.make_options(next(iter(spec.presets), None) or None),
        preset="",
        num_players=players,
        seed=seed,
        seats=seats,
        clock=Clock.new("none", players),
        replacement_level="1",
        host_seat=None,
        created_at=time.time(),
    )
    table = table.clone()
    table.start(time.time())
    viewers = [(Viewer(p, "en", svg=True), Wire()) for p in [*range(players), None]]
    sizes: dict[str, list[int]] = {"first": [], "update": [], "first_wire": [], "update_wire": []}
    for viewer, wire in viewers:
        text = viewer.update(table)
        sizes["first"].append(len(text.encode()))
        sizes["first_wire"].append(wire.size(text))
    for step in range(max_steps):
        seat = table.bot_to_move()
        if seat is None:
            break
        move = make_bot("1", seed=seed * 1000 + step).choose_move(table.state)
        table = table.clone()
        table.move(seat, str(move), table.version, time.time())
        for viewer, wire in viewers:
            text = viewer.update(table)
            sizes["update"].append(len(text.encode()))
            sizes["update_wire"].append(wire.size(text))
    return sizes


def quantile(values: list[int], q: float) -> int:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=2, help="games per game id")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--max-steps", type=int, default=400)
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args()
    results: dict[str, Any] = {}
    for game in list_games():
        spec = get_game(game)
        players = min(max(args.players, spec.min_players), spec.max_players)
        merged: dict[str, list[int]] = {}
        for seed in range(1, args.games + 1):
            for key, values in play(game, players, seed, args.max_steps).items():
                merged.setdefault(key, []).extend(values)
        row = {
            "players": players,
            "updates": len(merged["update"]),
            "update_median": int(statistics.median(merged["update"])),
            "update_p95": quantile(merged["update"], 0.95),
            "update_max": max(merged["update"]),
            "update_wire_median": int(statistics.median(merged["update_wire"])),
            "update_wire_p95": quantile(merged["update_wire"], 0.95),
            "first_median": int(statistics.median(merged["first"])),
            "first_wire_median": int(statistics.median(merged["first_wire"])),
        }
        results[game] = row
        print(
            f"{game:12} {row['updates']:5} updates: median {row['update_median'] / 1024:6.1f} KB,"
            f" p95 {row['update_p95'] / 1024:6.1f} KB (max {row['update_max'] / 1024:6.1f});"
            f" on the wire median {row['update_wire_median'] / 1024:5.1f} KB,"
            f" p95 {row['update_wire_p95'] / 1024:5.1f} KB; first message"
            f" {row['first_median'] / 1024:6.1f} KB ({row['first_wire_median'] / 1024:5.1f} KB)"
        )
    if not args.no_save:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(results, indent=2) + "\n")


if __name__ == "__main__":
    main()
