"""What a client sees of a table: the state message (docs/server.md, "WebSocket").

Everything here reads a ``Table`` and changes nothing but its per-version ``cache``: the
seat's view, the legal moves worded with their board targets (for the seat to move only), the
last move's targets as the seat may see them, the board as SVG, the words beside the board
(decision, panels, score by source, tie-break) and, once the game is over, the outcome and the
end-of-game figures. The hub adds the log.
"""

from __future__ import annotations

import re
import time
from typing import Any

from seaboard.i18n import humanise, render, translate_or
from seaboard.i18n.present import breakdown_json, panels_json
from seaboard.server.table import CLOSED, FINISHED, PLAYING, WAITING, Table
from seaboard.server.tablelog import legal_entry, moves_by_seat


def legal_for(table: Table, perspective: int | None, lang: str) -> list[dict[str, Any]]:
    """The legal moves with labels and board targets, for the seat to move only."""
    if (
        table.status != PLAYING
        or perspective is None
        or table.state.to_move() != perspective
        or table.seats[perspective].by_bot
    ):
        return []
    key = ("legal", table.version, lang)
    if key not in table.cache:
        names = table.names(lang)
        table.cache[key] = [
            legal_entry(table.spec, table.state, m, perspective, lang, names)
            for m in table.state.legal_moves()
        ]
    result: list[dict[str, Any]] = table.cache[key]
    return result


def board_svg(table: Table, perspective: int | None, lang: str) -> str:
    """The board as ``perspective`` sees it, worded in ``lang``."""
    key = ("svg", table.version, perspective, lang)
    if key not in table.cache:
        names = table.names(lang)
        table.cache[key] = table.spec.render_svg(table.state, perspective, lang=lang, names=names)
    result: str = table.cache[key]
    return result


ELEMENT_ID = re.compile(r'\bid="([^"]+)"')


def last_targets(table: Table, perspective: int | None, lang: str) -> list[str]:
    """The last move's board ids as ``perspective`` may see them (``GameSpec.seen_targets``:
    none of a move it sees redacted), and only those its own board draws: an element it is
    not shown (a card in another seat's hidden hand, another seat's own buttons) is never
    named to it."""
    seen = table.last_targets.get(perspective, [])
    if not seen:
        return []
    key = ("board_ids", table.version, perspective, lang)
    if key not in table.cache:
        table.cache[key] = frozenset(ELEMENT_ID.findall(board_svg(table, perspective, lang)))
    drawn: frozenset[str] = table.cache[key]
    return [target for target in seen if target in drawn]


def seat_view(table: Table, perspective: int | None) -> dict[str, Any]:
    key = ("view", table.version, perspective)
    if key not in table.cache:
        table.cache[key] = table.state.view(perspective)
    result: dict[str, Any] = table.cache[key]
    return result


def presentation(table: Table, perspective: int | None, lang: str) -> dict[str, Any]:
    """The words beside the board: the decision to make (for the seat to move), each seat's
    panel and, once the game is over, the score by source and how places were set where the
    scores do not show it (``spec.ranking_note``)."""
    key = ("presentation", table.version, perspective, lang)
    if key not in table.cache:
        spec, state, names = table.spec, table.state, table.names(lang)
        data: dict[str, Any] = {
            "panels": panels_json(spec.seat_panels(state, perspective), lang, names)
        }
        if state.to_move() >= 0:
            data["prompt"] = render(spec.decision(state), lang, names)
        if table.status == FINISHED:
            breakdown = spec.score_breakdown(state)
            if breakdown is not None:
                data["breakdown"] = breakdown_json(breakdown, lang, names)
            note = spec.ranking_note(state)
            if note is not None:
                data["ranking_text"] = render(note, lang, names)
        table.cache[key] = data
    result: dict[str, Any] = table.cache[key]
    return result


def statistics(table: Table) -> dict[str, Any]:
    """End-of-game figures: moves and time used per seat (``Clock.time_used``: a person's
    clock time, undone moves and partial turns included, plus a bot's thinking time),
    chance outcomes, duration."""
    end = table.finished_at or table.updated_at
    return {
        "moves": moves_by_seat(table.log, table.num_players),
        "think_ms": table.clock.time_used(),
        "chance_outcomes": sum(entry.kind == "chance" for entry in table.log),
        "plies": len(table.log),
        "duration_s": round(end - table.created_at, 1),
    }


def snapshot(table: Table, perspective: int | None, lang: str, with_svg: bool) -> dict[str, Any]:
    """Everything a client at ``perspective`` sees now (no log: the hub adds its part)."""
    spec = table.spec
    data: dict[str, Any] = {
        "type": "state",
        "table": table.id,
        "game": spec.id,
        "title": spec.title_ru if lang == "ru" else spec.title,
        "status": table.status,
        "version": table.version,
        "epoch": table.epoch,
        "num_players": table.num_players,
        "you": perspective,
        "host": table.host_seat,
        "private": table.private,
        "rematch": table.rematch_id,
        "rematch_of": table.rematch_of,
        "reserved_until": table.reserved_until,
        "seats": [s.public() for s in table.seats],
        "clock": table.clock.public(time.time()),
    }
    if table.private and perspective is not None and table.status == WAITING:
        data["invite"] = table.invite_token
    if table.status in (WAITING, CLOSED):
        return data
    data["to_move"] = table.state.to_move()
    data["view"] = seat_view(table, perspective)
    data |= presentation(table, perspective, lang)
    data["legal"] = legal_for(table, perspective, lang)
    data["last_targets"] = last_targets(table, perspective, lang)
    data["can_undo"] = perspective is not None and table.undo_refusal(perspective) is None
    if table.code_visible():
        data["code"] = table.state.to_code()
    outcome = table.state.outcome()
    if table.status == FINISHED and outcome is not None:
        data["outcome"] = outcome.to_json()
        data["reason_text"] = translate_or(
            lang, f"{spec.id}:reason_{outcome.reason}", humanise(outcome.reason)
        )
        data["stats"] = statistics(table)
    if with_svg:
        data["svg"] = board_svg(table, perspective, lang)
    return data
