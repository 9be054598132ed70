"""Board patches: what changed between two SVG boards of a table, as token edits.

The client holds the board of version ``base`` and applies ``{"base", "ops"}`` to reach the
new one (the contract in docs/server.md, "WebSocket"). An SVG's tokens are its text cut before
every ``<`` (``tokens``); each op ``[start, end, [token, ...]]`` replaces ``tokens[start:end]``
of the base; ops are ascending and do not overlap.

Boards change little from move to move (a piece, a few counters, the highlights), so the
diff is a patience diff: tokens occurring exactly once in both texts that keep their order
anchor the two sides, the runs between anchors are compared again, and runs without anchors
of their own are matched by difflib when they are short, else replaced whole. That finds the
same small patches as difflib over the whole board in a fraction of its time.
"""

from __future__ import annotations

import bisect
from collections import Counter
from collections.abc import Sequence
from difflib import SequenceMatcher
from typing import Any

EXACT_WORK = 40_000
"""Runs whose lengths multiply to at most this are matched exactly by difflib."""

Op = tuple[int, int, list[str]]


def tokens(svg: str) -> list[str]:
    """The SVG text cut before every ``<`` (JS: ``svg.split(/(?=<)/).filter(Boolean)``)."""
    lead, *rest = svg.split("<")
    cut = ["<" + token for token in rest]
    if lead:
        cut.insert(0, lead)
    return cut


def apply_patch(base: Sequence[str], ops: Sequence[Sequence[Any]]) -> str:
    """The text ``ops`` make of ``base``'s tokens (what the client does; for tests and checks)."""
    out: list[str] = []
    at = 0
    for start, end, new in ops:
        out.extend(base[at : int(start)])
        out.extend(new)
        at = int(end)
    out.extend(base[at:])
    return "".join(out)


def diff(old: Sequence[str], new: Sequence[str]) -> list[Op]:
    """The ops turning token list ``old`` into ``new``."""
    ops: list[Op] = []
    _diff(old, 0, len(old), new, 0, len(new), ops)
    return ops


def _diff(
    a: Sequence[str], a0: int, a1: int, b: Sequence[str], b0: int, b1: int, ops: list[Op]
) -> None:
    while a0 < a1 and b0 < b1 and a[a0] == b[b0]:
        a0, b0 = a0 + 1, b0 + 1
    while a0 < a1 and b0 < b1 and a[a1 - 1] == b[b1 - 1]:
        a1, b1 = a1 - 1, b1 - 1
    if a0 == a1 and b0 == b1:
        return
    if a0 == a1 or b0 == b1:
        ops.append((a0, a1, list(b[b0:b1])))
        return
    anchors = _anchors(a, a0, a1, b, b0, b1)
    if not anchors:
        if (a1 - a0) * (b1 - b0) <= EXACT_WORK:
            _exact(a, a0, a1, b, b0, b1, ops)
        else:
            ops.append((a0, a1, list(b[b0:b1])))
        return
    for i, j in anchors:
        if i > a0 or j > b0:
            _diff(a, a0, i, b, b0, j, ops)
        a0, b0 = i + 1, j + 1
    _diff(a, a0, a1, b, b0, b1, ops)


def _anchors(
    a: Sequence[str], a0: int, a1: int, b: Sequence[str], b0: int, b1: int
) -> list[tuple[int, int]]:
    """Pairs of positions of the tokens unique on both sides, the longest run in one order."""
    run_a, run_b = a[a0:a1], b[b0:b1]
    count_a, count_b = Counter(run_a), Counter(run_b)
    where_b = dict(zip(run_b, range(b0, b1), strict=True))
    pairs = [
        (i, where_b[token])
        for i, token in enumerate(run_a, a0)
        if count_a[token] == 1 and count_b.get(token) == 1
    ]
    return _increasing(pairs)


def _increasing(pairs: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The longest subsequence of ``pairs`` (sorted by the first) increasing in the second."""
    seconds = [j for _, j in pairs]
    if seconds == sorted(seconds):  # nothing moved: all of them
        return pairs
    tails: list[int] = []
    tail_index: list[int] = []
    previous: list[int] = [-1] * len(pairs)
    for index, j in enumerate(seconds):
        place = bisect.bisect_left(tails, j)
        if place == len(tails):
            tails.append(j)
            tail_index.append(index)
        else:
            tails[place] = j
            tail_index[place] = index
        previous[index] = tail_index[place - 1] if place else -1
    result: list[tuple[int, int]] = []
    index = tail_index[-1] if tail_index else -1
    while index >= 0:
        result.append(pairs[index])
        index = previous[index]
    result.reverse()
    return result


def _exact(
    a: Sequence[str], a0: int, a1: int, b: Sequence[str], b0: int, b1: int, ops: list[Op]
) -> None:
    matcher = SequenceMatcher(None, a[a0:a1], b[b0:b1], autojunk=False)
    for tag, i0, i1, j0, j1 in matcher.get_opcodes():
        if tag != "equal":
            ops.append((a0 + i0, a0 + i1, list(b[b0 + j0 : b0 + j1])))
