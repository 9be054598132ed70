"""CPU cost of one move at the server, apart from the network and the machine's other load.

Plays Cartagena tables with random legal moves, as the server changes a table (``Table.clone``
then ``move``), and after each move builds the messages of a player's and a spectator's
socket with the hub's own builder (``Viewer.update``: render, board patch, log, JSON). Times
are CPU seconds of this process (``time.process_time``), so other processes' load does not
count; the board patch is timed again on its own. Writes ``benchmarks/results/move_cost.json``.

    .venv/bin/python benchmarks/move_cost.py --tables 6
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
from pathlib import Path
from typing import Any

from seaboard.core.registry import get_game
from seaboard.server.clocks import Clock
from seaboard.server.hub import Viewer, board_pieces
from seaboard.server.patches import patch
from seaboard.server.seats import Seat
from seaboard.server.table import PLAYING, Table

RESULTS = Path(__file__).parent / "results" / "move_cost.json"


def play(seed: int, max_moves: int) -> tuple[int, list[tuple[list[str], list[str]]]]:
    """One table's moves and the boards before and after each (a player's view)."""
    spec = get_game("cartagena")
    table = Table(
        table_id=f"cost-{seed}",
        spec=spec,
        options=spec.make_options(None),
        preset="",
        num_players=2,
        seed=seed,
        seats=[Seat(0, "bot", "1", "Ann"), Seat(1, "bot", "1", "Bea")],
        clock=Clock.new("none", 2),
        replacement_level="1",
        host_seat=None,
        created_at=time.time(),
    )
    table.start(time.time())
    rng = random.Random(seed)
    viewers = [Viewer(0, "en", svg=True), Viewer(None, "en", svg=True)]
    for viewer in viewers:
        viewer.update(table)
    boards: list[tuple[list[str], list[str]]] = []
    moves = 0
    while table.status == PLAYING and moves < max_moves:
        seat = table.bot_to_move()
        if seat is None:
            break
        before = board_pieces(table, 0, "en")
        table = table.clone()
        table.move(seat, str(rng.choice(table.state.legal_moves())), table.version, time.time())
        for viewer in viewers:
            viewer.update(table)
        after = board_pieces(table, 0, "en")
        assert before is not None  # an SVG board begins with a tag
        assert after is not None
        boards.append((before, after))
        moves += 1
    return moves, boards


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--tables", type=int, default=6)
    parser.add_argument("--max-moves", type=int, default=150)
    parser.add_argument("--no-save", action="store_true")
    args = parser.parse_args()
    started = time.process_time()
    played = [play(seed, args.max_moves) for seed in range(args.tables)]
    spent = time.process_time() - started
    moves = sum(count for count, _ in played)
    pairs = [pair for _, boards in played for pair in boards]
    started = time.process_time()
    for old, new in pairs:
        patch(old, new)
    patch_spent = time.process_time() - started
    result: dict[str, Any] = {
        "game": "cartagena",
        "moves": moves,
        "cpu_ms_per_move": round(1000 * spent / moves, 3),
        "perspectives": 2,
        "patch_cpu_ms_per_perspective": round(1000 * patch_spent / len(pairs), 3),
        "load_average_1m": round(os.getloadavg()[0], 2),
    }
    print(
        f"{moves} moves: {result['cpu_ms_per_move']} ms of CPU per move (2 perspectives),"
        f" board patch {result['patch_cpu_ms_per_perspective']} ms per perspective"
    )
    if not args.no_save:
        RESULTS.parent.mkdir(parents=True, exist_ok=True)
        RESULTS.write_text(json.dumps(result, indent=2) + "\n")


if __name__ == "__main__":
    main()
