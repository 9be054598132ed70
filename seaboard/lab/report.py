"""``seaboard report``: one self-contained HTML page about a results file.

Sections: the run; win rate by seat, by turn position and by bot with 95% Wilson intervals;
first-player advantage (the seat that made the first decision); score and length
distributions; how games ended; standings (Elo, openskill, head-to-head) when several bots
played; and the game's own extras. Plots are inline SVG.

Per-game extras come from the optional hook ``report_extras(records, lang) -> list[dict]`` found
in ``seaboard/games/<id>/extras.py`` (or the package). It receives the saved records
(``core.record.Record``) of the games and returns blocks, each a dict with ``title`` and
``kind``:

- ``bar``: ``labels`` and ``series`` ({name: values}), optional ``xlabel``, ``ylabel``;
- ``table``: ``columns`` and ``rows``;
- ``heatmap``: ``rows``, ``columns`` and ``values`` (None for a blank cell);
- ``svg``: ``svg``, an SVG document the game drew (e.g. its map coloured by use);
- ``text``: ``text``.

The hook sees records only, so it needs no numpy or matplotlib: the game package stays
standard-library only. Simulate with ``--records DIR`` to get extras.
"""

from __future__ import annotations

import html
import inspect
import json
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.lab import plots
from seaboard.lab.hooks import find_hook
from seaboard.lab.ratings import mean_interval, wilson
from seaboard.lab.report_texts import report_texts
from seaboard.lab.results import load_results, seat_count
from seaboard.lab.tournament import head_to_head, standings

Texts = dict[str, str]

MAX_RECORDS = 2000
"""Records read for the extras (a sample is enough for a heat map; reading replays them)."""

_STYLE = """
body{font-family:system-ui,sans-serif;max-width:1100px;margin:2em auto;color:#222}
h1{color:#1f5f8b}h2{border-bottom:1px solid #ccc;padding-bottom:.2em;margin-top:1.6em}
table{border-collapse:collapse;margin:.6em 0}td,th{border:1px solid #ccc;padding:.25em .6em;
text-align:right}th{background:#eef3f7}td:first-child{text-align:left}
.plot{display:inline-block;vertical-align:top;margin:.3em}.plot svg{max-width:100%;height:auto}
.note{color:#555;font-size:.9em}
"""


def _table(columns: Sequence[str] | None, rows: Sequence[Sequence[Any]]) -> str:
    if columns is None:
        body = "".join(
            f"<tr><th>{html.escape(_fmt(row[0]))}</th>"
            + "".join(f"<td>{html.escape(_fmt(v))}</td>" for v in row[1:])
            + "</tr>"
            for row in rows
        )
        return f"<table>{body}</table>"
    head = "".join(f"<th>{html.escape(str(c))}</th>" for c in columns)
    body = "".join(
        "<tr>" + "".join(f"<td>{html.escape(_fmt(v))}</td>" for v in row) + "</tr>" for row in rows
    )
    return f"<table><tr>{head}</tr>{body}</table>"


def _fmt(value: Any) -> str:
    if isinstance(value, float):
        if math.isnan(value):
            return "-"
        return f"{value:.3f}" if abs(value) < 10 else f"{value:.1f}"
    return str(value)


def _plot(svg: str) -> str:
    return f'<div class="plot">{svg}</div>'


def _pct(low: float, high: float) -> str:
    return f"{100 * low:.1f}-{100 * high:.1f}%"


def _win_rate_plot(
    labels: list[str], rates: list[tuple[float, float, float]], title: str, seats: int, t: Texts
) -> str:
    """Win rates with their intervals as bars, the fair share 1/seats marked."""
    return plots.interval_bars(
        labels,
        [r[0] for r in rates],
        [r[1] for r in rates],
        [r[2] for r in rates],
        title=title,
        ylabel=t["win_rate"],
        reference=1 / seats,
    )


def _win_by_seat(frame: Any, seats: int, t: Texts) -> str:
    rates = [wilson(int((frame[f"rank_{k}"] == 1).sum()), len(frame)) for k in range(seats)]
    labels = [t["seat_fmt"].format(seat=k) for k in range(seats)]
    svg = _win_rate_plot(labels, rates, t["by_seat_plot"], seats, t)
    rows = [
        [label, int((frame[f"rank_{k}"] == 1).sum()), rate[0], _pct(rate[1], rate[2])]
        for k, (label, rate) in enumerate(zip(labels, rates, strict=True))
    ]
    return _plot(svg) + _table([t["seat"], t["wins"], t["win_rate"], t["interval"]], rows)


def _win_by_bot(frame: Any, seats: int, t: Texts) -> str:
    wins: dict[str, int] = {}
    games: dict[str, int] = {}
    for k in range(seats):
        for bot, rank in zip(frame[f"bot_{k}"], frame[f"rank_{k}"], strict=True):
            games[str(bot)] = games.get(str(bot), 0) + 1
            wins[str(bot)] = wins.get(str(bot), 0) + int(rank == 1)
    names = sorted(games)
    rates = [wilson(wins[n], games[n]) for n in names]
    svg = _win_rate_plot(names, rates, t["by_bot_plot"], seats, t)
    rows = [
        [n, games[n], wins[n], r[0], _pct(r[1], r[2])] for n, r in zip(names, rates, strict=True)
    ]
    columns = [t["bot"], t["seats_played"], t["wins"], t["win_rate"], t["interval"]]
    return _plot(svg) + _table(columns, rows)


def _turn_positions(frame: Any, seats: int) -> list[int] | None:
    """Wins by turn position (0 = the seat that made the first decision, then the seats after
    it in seat order), or None when the results do not say who moved first."""
    if "first_mover" not in frame.columns:
        return None
    first = frame["first_mover"].astype(int).to_numpy()
    if (first < 0).any():
        return None
    wins = [0] * seats
    ranks = [frame[f"rank_{k}"].astype(int).to_numpy() for k in range(seats)]
    for game, mover in enumerate(first):
        for position in range(seats):
            if ranks[(mover + position) % seats][game] == 1:
                wins[position] += 1
    return wins


def _win_by_position(frame: Any, seats: int, wins: list[int], t: Texts) -> str:
    rates = [wilson(w, len(frame)) for w in wins]
    labels = [t["first"] if p == 0 else f"+{p}" for p in range(seats)]
    svg = _win_rate_plot(labels, rates, t["by_position_plot"], seats, t)
    rows = [
        [label, w, r[0], _pct(r[1], r[2])] for label, w, r in zip(labels, wins, rates, strict=True)
    ]
    return (
        _plot(svg)
        + _table([t["position"], t["wins"], t["win_rate"], t["interval"]], rows)
        + f'<p class="note">{html.escape(t["position_note"])}</p>'
    )


def _first_player(frame: Any, seats: int, wins: int, who: str, t: Texts) -> str:
    n = len(frame)
    expected = 1 / seats
    if n == 0:
        return f"<p>{t['no_games']}</p>"
    rate = wilson(wins, n)
    sigma = math.sqrt(expected * (1 - expected) / n)
    z = (rate[0] - expected) / sigma if sigma else 0.0
    p_value = math.erfc(abs(z) / math.sqrt(2))
    sentence = t["first_player_fmt"].format(
        who=who,
        rate=100 * rate[0],
        games=n,
        interval=_pct(rate[1], rate[2]),
        expected=100 * expected,
        advantage=100 * (rate[0] - expected),
        z=z,
        p=p_value,
        verdict=t["significant"] if p_value < 0.05 else t["not_significant"],
    )
    return f"<p>{html.escape(sentence)}</p>"


def _distributions(frame: Any, seats: int, t: Texts) -> str:
    by_seat = {
        t["seat_fmt"].format(seat=k): frame[f"score_{k}"].astype(float).tolist()
        for k in range(seats)
    }
    by_bot: dict[str, list[float]] = {}
    for k in range(seats):
        for bot, score in zip(frame[f"bot_{k}"], frame[f"score_{k}"], strict=True):
            by_bot.setdefault(str(bot), []).append(float(score))
    parts = [plots.histograms(by_seat, title=t["scores_by_seat"], xlabel=t["score"])]
    if len(by_bot) > 1:
        parts.append(plots.histograms(by_bot, title=t["scores_by_bot"], xlabel=t["score"]))
    lengths = {
        t["plies"]: frame["length"].astype(float).tolist(),
        t["decisions"]: frame["decisions"].astype(float).tolist(),
    }
    parts.append(plots.histograms(lengths, title=t["game_length"], xlabel=t["moves"]))
    rows = []
    for name, values in [*by_seat.items(), *lengths.items()]:
        mean, low, high = mean_interval(values)
        rows.append([name, mean, f"{low:.2f}-{high:.2f}", min(values), max(values)])
    return "".join(_plot(p) for p in parts) + _table(
        [t["quantity"], t["mean"], t["interval"], t["min"], t["max"]], rows
    )


def _terminations(frame: Any, t: Texts) -> str:
    counts = frame["termination"].astype(str).value_counts()
    rows = [[reason, int(count), count / len(frame)] for reason, count in counts.items()]
    return _table([t["termination"], t["games"], t["share"]], rows)


def _standings(frame: Any, t: Texts) -> str:
    table = standings(frame)
    rows = [
        [
            s.bot,
            s.games,
            s.win_rate,
            _pct(s.win_low, s.win_high),
            s.mean_return,
            f"{s.elo:.0f} ({s.elo_low:.0f}-{s.elo_high:.0f})",
            f"{s.skill_mu:.2f} ± {2 * s.skill_sigma:.2f}",
        ]
        for s in table
    ]
    names, matrix = head_to_head(frame)
    columns = [
        t["bot"],
        t["seats"],
        t["win_rate"],
        t["interval"],
        t["mean_return"],
        t["elo"],
        t["skill"],
    ]
    return (
        _table(columns, rows)
        + _plot(plots.heatmap(names, names, matrix, title=t["head_to_head"]))
        + f'<p class="note">{html.escape(t["standings_note"])}</p>'
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
        return heading + _plot(svg)
    if kind == "table":
        return heading + _table(block["columns"], block["rows"])
    if kind == "heatmap":
        svg = plots.heatmap(block["rows"], block["columns"], block["values"], title=title)
        return heading + _plot(svg)
    if kind == "svg":
        text = str(block["svg"])
        return heading + _plot(text[text.index("<svg") :] if "<svg" in text else "")
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
            _table(
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
        (t["by_seat"], _win_by_seat(frame, seats, t)),
    ]
    positions = _turn_positions(frame, seats)
    if positions is not None:
        sections.append((t["by_position"], _win_by_position(frame, seats, positions, t)))
        first = _first_player(frame, seats, positions[0], t["first_mover"], t)
    else:
        seat0_wins = int((frame["rank_0"] == 1).sum())
        first = _first_player(frame, seats, seat0_wins, t["seat_zero"], t)
    sections += [
        (t["by_bot"], _win_by_bot(frame, seats, t)),
        (t["first_player"], first),
        (t["scores"], _distributions(frame, seats, t)),
        (t["endings"], _terminations(frame, t)),
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
        f"<title>{html.escape(heading)}</title><style>{_STYLE}</style></head>"
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
