"""Start-up time of ``seaboard list``: the wall time of the whole command, as a person waits.

Runs the installed ``seaboard`` script ``--runs`` times (after one warm-up run that also
writes the bytecode, as ``pip install`` does) and writes the median and the spread to
``benchmarks/results/cli_startup.json``. The lab's numpy, pandas and matplotlib stay
unimported until a command needs them, so this stays under half a second.

    .venv/bin/python benchmarks/cli_startup.py --runs 10
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

RESULTS = Path(__file__).parent / "results" / "cli_startup.json"


def seaboard_script() -> str:
    """The ``seaboard`` script beside this interpreter (the project's environment)."""
    beside = Path(sys.executable).parent / "seaboard"
    return str(beside) if beside.exists() else shutil.which("seaboard") or "seaboard"


def time_run(command: list[str], env: dict[str, str]) -> float:
    started = time.perf_counter()
    subprocess.run(command, check=True, stdout=subprocess.DEVNULL, env=env)
    return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    command = [seaboard_script(), "list"]
    time_run(command, env)
    times = [time_run(command, env) for _ in range(args.runs)]
    result = {
        "command": "seaboard list",
        "runs": args.runs,
        "median_s": round(statistics.median(times), 3),
        "min_s": round(min(times), 3),
        "max_s": round(max(times), 3),
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(result, indent=1) + "\n", encoding="utf-8")
    print(json.dumps(result))


if __name__ == "__main__":
    main()
