"""``seaboard report``: one self-contained HTML page about a results file.

Sections: the run; win rate by seat, by turn position and by bot with 95% Wilson intervals
(a first place shared by ``k`` seats is ``1/k`` of a win: see ``report_wins``); first-player
advantage (the seat that made the first decision), or, in a game played by sides, the sides'
win rates; score and length distributions; how games ended (the game's words for its end
reasons); standings (Elo, openskill, head-to-head) when several bots played; and the game's
own extras. Plots are inline SVG; an interval that cannot be given says so.

Per-game extras come from the optional hook ``report_extras(records, lang) -> list[dict]`` found
in ``seaboard/games/<id>/extras.py`` (or the package). It receives the saved records
(``core.record.Record``) of the games and returns blocks, each a dict with ``title`` and
``kind``:

- ``bar``: ``labels`` and ``series`` ({name: values}), optional ``xlabel``, ``ylabel``;
- ``table``: ``columns`` and ``rows``;
- ``heatmap``: ``rows``, ``columns`` and ``values`` (None for a blank cell), optional
  ``limits`` (low, high) of the colour scale; without them the scale starts at 0 for
  values that cannot be negative, so small differences do not pass for a pattern;
- ``svg``: ``svg``, an SVG document the game drew (e.g. its map coloured by use);
- ``text``: ``text``.

The hook sees records only, so it needs no numpy or matplotlib: the game package stays
standard-library only. Simulate with ``--records DIR`` to get extras.
"""

from __future__ import annotations

import html
import inspect
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.lab import plots, report_wins
from seaboard.lab.hooks import find_hook
from seaboard.lab.outcomes import frame_sides, reason_text, share_matrix, side_name
from seaboard.lab.ratings import Interval, mean_interval
from seaboard.lab.report_html import STYLE, interval_text, note, pct, plot, table
from seaboard.lab.report_texts import report_texts
from seaboard.lab.results import load_results, seat_count
from seaboard.lab.tournament import elo_text, head_to_head, standings

Texts = dict[str, str]

MAX_RECORDS = 2000
"""Records read for the extras (a sample is enough for a heat map; reading replays them)."""


def _distributions(frame: Any, seats: int, t: Texts) -> str:
    by_seat = {
        t["seat_fmt"].format(seat=k): frame[f"score_{k}"].astype(float).tolist()
        for k in range(seats)
    }
    by_bot: dict[str, list[float]] = {}
    for k in range(seats):
        for bot, score in zip(frame[f"bot_{k}"], frame[f"score_{k}"], strict=True):
            by_bot.setdefault(str(bot), []).append(float(score))
    games = t["games"]
    parts = [plots.histograms(by_seat, title=t["scores_by_seat"], xlabel=t["score"], ylabel=games)]
    if len(by_bot) > 1:
        parts.append(
            plots.histograms(by_bot, title=t["scores_by_bot"], xlabel=t["score"], ylabel=games)
        )
    lengths = {
        t["plies"]: frame["length"].astype(float).tolist(),
        t["decisions"]: frame["decisions"].astype(float).tolist(),
    }
    parts.append(plots.histograms(lengths, title=t["game_length"], xlabel=t["moves"], ylabel=games))
    rows = []
    for name, values in [*by_seat.items(), *lengths.items()]:
        mean = mean_interval(values)
        rows.append(
            [name, mean.value, interval_text(mean, t["undefined"]), min(values), max(values)]
        )
    return "".join(plot(p) for p in parts) + table(
        [t["quantity"], t["mean"], t["interval"], t["min"], t["max"]], rows
    )


def _terminations(frame: Any, game: str, lang: str, t: Texts) -> str:
    counts = frame["termination"].astype(str).value_counts()
    rows = [
        [reason_text(game, str(reason), lang), int(count), count / len(frame)]
        for reason, count in counts.items()
    ]
    return table([t["termination"], t["games"], t["share"]], rows)


def _standings(frame: Any, t: Texts) -> str:
    table_rows = standings(frame)
    rows = [
        [
            s.bot,
            s.games,
            s.win_rate,
            pct(s.win_low, s.win_high),
            s.mean_return,
            interval_text(
                Interval(s.mean_return, s.return_low, s.return_high, s.return_degenerate),
                t["undefined"],
            ),
            elo_text(s, t["undefined"]),
            f"{s.skill_mu:.2f} ± {2 * s.skill_sigma:.2f}",
        ]
        for s in table_rows
    ]
    names, matrix = head_to_head(frame)
    columns = [
        t["bot"],
        t["seats"],
        t["win_rate"],
        t["interval"],
        t["mean_return"],
        t["return_interval"],
        t["elo"],
        t["skill"],
    ]
    degenerate = any(s.elo_degenerate or s.return_degenerate for s in table_rows)
    heat = plots.heatmap(
        names, names, matrix, title=t["head_to_head"], limits=(0.0, 1.0), centre=0.5
    )
    return (
        table(columns, rows)
        + plot(heat)
        + note(t["standings_note"])
        + (note(t["degenerate_note"]) if degenerate else "")
    )


def load_records(frame: Any, results_path: Path, limit: int = MAX_RECORDS) -> list[Record]:
    """The saved records a results file refers to (at most ``limit``)."""
    records = []
    for ref in frame["record"].astype(str).tolist():
        if not ref or ref == "nan":
            continue
        path = results_path.parent / ref
        if path.exists():
            records.append(Record.from_text(path.read_text(encoding="utf-8")))
        if len(records) >= limit:
            break
    return records


def render_extra(block: dict[str, Any]) -> str:
    """One block returned by a game's ``report_extras`` hook, as HTML."""
    title = str(block.get("title", ""))
    kind = block.get("kind")
    heading = f"<h3>{html.escape(title)}</h3>"
    if kind == "bar":
        svg = plots.bar_chart(
            [str(x) for x in block["labels"]],
            {str(k): [float(v) for v in vs] for k, vs in block["series"].items()},
            title=title,
            xlabel=str(block.get("xlabel", "")),
            ylabel=str(block.get("ylabel", "")),
        )
        return heading + plot(svg)
    if kind == "table":
        return heading + table(block["columns"], block["rows"])
    if kind == "heatmap":
        limits = block.get("limits")
        svg = plots.heatmap(
            block["rows"],
            block["columns"],
            block["values"],
            title=title,
            limits=(float(limits[0]), float(limits[1])) if limits else None,
        )
        return heading + plot(svg)
    if kind == "svg":
        text = str(block["svg"])
        return heading + plot(text[text.index("<svg") :] if "<svg" in text else "")
    if kind == "text":
        return heading + f"<p>{html.escape(str(block['text']))}</p>"
    raise ValueError(f"unknown report block kind {kind!r} in {title!r}")


def _call_extras(hook: Callable[..., Any], records: list[Record], lang: str) -> Any:
    """Call a game's ``report_extras``, with ``lang`` when the hook takes it (older hooks
    without the parameter write English)."""
    if "lang" in inspect.signature(hook).parameters:
        return hook(records, lang=lang)
    return hook(records)


def _extras(game: str, frame: Any, results_path: Path, lang: str, t: Texts) -> str:
    spec = get_game(game)
    title = spec.title_ru if lang == "ru" else spec.title
    hook = find_hook(spec, "report_extras", "extras")
    if hook is None:
        return f"<p>{html.escape(t['no_extras_fmt'].format(title=title))}</p>"
    records = load_records(frame, results_path)
    if not records:
        return f"<p>{t['no_records']}</p>"
    blocks = _call_extras(hook, records, lang)
    return "".join(render_extra(block) for block in blocks) + (
        f'<p class="note">{html.escape(t["records_fmt"].format(count=len(records)))}</p>'
    )


def _win_sections(frame: Any, game: str, lang: str, t: Texts) -> list[tuple[str, str]]:
    """Win rates by seat, then by side (a game played by sides) or by turn position with the
    first player's advantage, and by bot."""
    shares = share_matrix(frame)
    games, seats = shares.shape
    sides = frame_sides(frame)
    labels = [t["seat_fmt"].format(seat=k) for k in range(seats)]
    if sides is not None:
        labels = [
            t["seat_side_fmt"].format(seat=label, side=side_name(game, side, lang))
            for label, side in zip(labels, sides, strict=True)
        ]
    sections = [
        (
            t["by_seat"],
            report_wins.by_seat(shares, labels, t) + report_wins.draws_note(shares, sides, t),
        )
    ]
    if sides is not None:
        sections.append((t["by_side"], report_wins.by_side(frame, shares, sides, game, lang, t)))
        sections.append((t["by_bot"], report_wins.by_bot(frame, shares, t)))
        return sections
    positions = report_wins.turn_positions(frame, shares)
    if positions is not None:
        sections.append((t["by_position"], report_wins.by_position(games, positions, t)))
        first = report_wins.first_player(games, seats, positions[0], t["first_mover"], t)
    else:
        first = report_wins.first_player(games, seats, float(shares[:, 0].sum()), t["seat_zero"], t)
    sections.append((t["by_bot"], report_wins.by_bot(frame, shares, t)))
    sections.append((t["first_player"], first))
    return sections


def build_report(results_path: Path | str, *, title: str | None = None, lang: str = "en") -> str:
    """The HTML report of a results file, in English (``lang="en"``) or Russian (``"ru"``)."""
    t = report_texts(lang)
    results_path = Path(results_path)
    frame = load_results(results_path)
    if len(frame) == 0:
        raise SeaboardError(f"{results_path} holds no games")
    seats = seat_count(frame)
    games = sorted(set(frame["game"].astype(str)))
    if len(games) != 1:
        raise SeaboardError(f"a report covers one game; {results_path} has {', '.join(games)}")
    game = games[0]
    spec = get_game(game)
    names = (spec.title_ru, spec.title) if lang == "ru" else (spec.title, spec.title_ru)
    bots = sorted({str(b) for k in range(seats) for b in frame[f"bot_{k}"]})
    options = sorted(set(frame["options"].astype(str)))
    heading = title or t["heading_fmt"].format(title=names[0], games=len(frame), players=seats)
    about = t["game_fmt"].format(title=names[0], other=names[1], id=game, version=spec.version)
    sections = [
        (
            t["the_run"],
            table(
                None,
                [
                    [t["game"], about],
                    [t["games"], len(frame)],
                    [t["players"], seats],
                    [t["bots"], ", ".join(bots)],
                    [
                        t["options"],
                        "; ".join(o if json.loads(o) else t["defaults"] for o in options),
                    ],
                    [t["results_file"], results_path.name],
                ],
            ),
        ),
    ]
    sections += _win_sections(frame, game, lang, t)
    sections += [
        (t["scores"], _distributions(frame, seats, t)),
        (t["endings"], _terminations(frame, game, lang, t)),
    ]
    if len(bots) > 1:
        sections.append((t["standings"], _standings(frame, t)))
    try:
        extras = _extras(game, frame, results_path, lang, t)
    except SeaboardError as error:
        extras = f"<p>{html.escape(t['extras_failed_fmt'].format(error=error))}</p>"
    sections.append((t["extras_fmt"].format(title=names[0]), extras))
    body = "".join(f"<h2>{html.escape(name)}</h2>{content}" for name, content in sections)
    return (
        f'<!DOCTYPE html><html lang="{lang}"><head><meta charset="utf-8">'
        f"<title>{html.escape(heading)}</title><style>{STYLE}</style></head>"
        f"<body><h1>{html.escape(heading)}</h1>{body}</body></html>\n"
    )


def write_report(
    results_path: Path | str, out: Path | str, *, title: str | None = None, lang: str = "en"
) -> Path:
    out = Path(out)
    page = build_report(results_path, title=title, lang=lang)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(page, encoding="utf-8")
    return out
