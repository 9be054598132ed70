"""Run a module under cProfile (CPU time) and write its profile when it ends, SIGTERM included:
``python benchmarks/profiled_server.py OUT -m seaboard.server --port ...``.

uvicorn re-raises the SIGTERM it handled once it has shut down, which ends the process
before ``python -m cProfile`` writes anything; here the signal writes the profile first.
"""

from __future__ import annotations

import cProfile
import os
import runpy
import signal
import sys
import time
from typing import Any


def main() -> None:
    out, flag, module, *arguments = sys.argv[1:]
    if flag != "-m":
        raise SystemExit(__doc__)
    # CPU time, not wall time: on a shared machine the wall clock counts other processes'
    # turns, and a coroutine's own time would include its waits
    profiler = cProfile.Profile(time.process_time)

    def dump(*_: Any) -> None:
        profiler.disable()
        profiler.dump_stats(out)
        os._exit(0)

    signal.signal(signal.SIGTERM, dump)
    sys.argv = [module, *arguments]
    profiler.enable()
    try:
        runpy.run_module(module, run_name="__main__", alter_sys=True)
    finally:
        dump()


if __name__ == "__main__":
    main()
