"""``python -m seaboard.server [--host H] [--port P] [--database-url U] [--redis-url R]``:
the same as ``seaboard serve``, for deployments and tests without the CLI."""

from __future__ import annotations

import argparse

from seaboard.server.app import serve


def main() -> None:
    parser = argparse.ArgumentParser(prog="python -m seaboard.server", description=__doc__)
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--database-url", default=None)
    parser.add_argument("--redis-url", default=None)
    args = parser.parse_args()
    serve(args.host, args.port, args.database_url, args.redis_url)


if __name__ == "__main__":
    main()
