"""Seeds derived from a master seed, so that results never depend on the worker count.

Game ``i`` of a job seeded ``S`` always gets the same chance seed and the same bot seeds,
whichever process (or Ray node) plays it and in whatever order.
"""

from __future__ import annotations

import hashlib

SEED_BITS = 63


def derive_seed(master: int, *path: int | str) -> int:
    """A 63-bit seed from ``master`` and a path such as ``(game_index, "seat", 2)``.

    BLAKE2b of the decimal text: stable across Python versions, machines and processes
    (unlike ``hash``), and independent for different paths.
    """
    text = ":".join([str(master), *(str(part) for part in path)])
    digest = hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big") >> (64 - SEED_BITS)
