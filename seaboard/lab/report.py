"""``seaboard report``: one self-contained HTML page about a results file.

Sections: the run; win rate by seat, by turn position and by bot with 95% Wilson intervals;
first-player advantage (the seat that made the first decision); score and length
distributions; how games ended; standings (Elo, openskill, head-to-head) when several bots
played; and the game's own extras. Plots are inline SVG.

Per-game extras come from the optional hook ``report_extras(records) -> list[dict]`` found
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
import json
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from seaboard.core.errors import SeaboardError
from seaboard.core.record import Record
from seaboard.core.registry import get_game
from seaboard.lab import plots
from seaboard.lab.hooks import find_hook
from seaboard.lab.ratings import mean_interval, wilson
from seaboard.lab.results import load_results, seat_count
from seaboard.lab.tournament import head_to_head, standings

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
    labels: list[str], rates: list[tuple[float, float, float]], title: str, seats: int
) -> str:
    """Win rates with their intervals as bars, the fair share 1/seats marked."""
    return plots.interval_bars(
        labels,
        [r[0] for r in rates],
        [r[1] for r in rates],
        [r[2] for r in rates],
        title=title,
        ylabel="win rate",
        reference=1 / seats,
    )


def _win_by_seat(frame: Any, seats: int) -> tuple[str, list[tuple[float, float, float]]]:
    rates = [wilson(int((frame[f"rank_{k}"] == 1).sum()), len(frame)) for k in range(seats)]
    labels = [f"seat {k}" for k in range(seats)]
    svg = _win_rate_plot(labels, rates, "Win rate by seat (95% Wilson)", seats)
    rows = [
        [label, int((frame[f"rank_{k}"] == 1).sum()), rate[0], _pct(rate[1], rate[2])]
        for k, (label, rate) in enumerate(zip(labels, rates, strict=True))
    ]
    return _plot(svg) + _table(["seat", "wins", "win rate", "95% interval"], rows), rates


def _win_by_bot(frame: Any, seats: int) -> str:
    wins: dict[str, int] = {}
    games: dict[str, int] = {}
    for k in range(seats):
        for bot, rank in zip(frame[f"bot_{k}"], frame[f"rank_{k}"], strict=True):
            games[str(bot)] = games.get(str(bot), 0) + 1
            wins[str(bot)] = wins.get(str(bot), 0) + int(rank == 1)
    names = sorted(games)
    rates = [wilson(wins[n], games[n]) for n in names]
    svg = _win_rate_plot(names, rates, "Win rate by bot (95% Wilson)", seats)
    rows = [
        [n, games[n], wins[n], r[0], _pct(r[1], r[2])] for n, r in zip(names, rates, strict=True)
    ]
    return _plot(svg) + _table(["bot", "seats played", "wins", "win rate", "95% interval"], rows)


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


def _win_by_position(frame: Any, seats: int, wins: list[int]) -> str:
    rates = [wilson(w, len(frame)) for w in wins]
    labels = ["first" if p == 0 else f"+{p}" for p in range(seats)]
    svg = plots.interval_bars(
        labels,
        [r[0] for r in rates],
        [r[1] for r in rates],
        [r[2] for r in rates],
        title="Win rate by turn position (95% Wilson)",
        ylabel="win rate",
        reference=1 / seats,
    )
    rows = [
        [label, w, r[0], _pct(r[1], r[2])] for label, w, r in zip(labels, wins, rates, strict=True)
    ]
    return (
        _plot(svg)
        + _table(["position", "wins", "win rate", "95% interval"], rows)
        + '<p class="note">Position 0 is the seat that made the first decision; +k is k seats'
        " after it in seat order.</p>"
    )


def _first_player(frame: Any, seats: int, wins: int, who: str) -> str:
    n = len(frame)
    expected = 1 / seats
    if n == 0:
        return "<p>No games.</p>"
    rate = wilson(wins, n)
    sigma = math.sqrt(expected * (1 - expected) / n)
    z = (rate[0] - expected) / sigma if sigma else 0.0
    p_value = math.erfc(abs(z) / math.sqrt(2))
    verdict = "significant at the 5% level" if p_value < 0.05 else "not significant"
    return (
        f"<p>{who} won {100 * rate[0]:.1f}% of {n} games "
        f"(95% interval {_pct(rate[1], rate[2])}) against {100 * expected:.1f}% expected "
        f"without a seat advantage: advantage {100 * (rate[0] - expected):+.1f} points, "
        f"z = {z:.2f}, two-sided p = {p_value:.3g} ({verdict}). Ties for first count as wins.</p>"
    )


def _distributions(frame: Any, seats: int) -> str:
    by_seat = {f"seat {k}": frame[f"score_{k}"].astype(float).tolist() for k in range(seats)}
    by_bot: dict[str, list[float]] = {}
    for k in range(seats):
        for bot, score in zip(frame[f"bot_{k}"], frame[f"score_{k}"], strict=True):
            by_bot.setdefault(str(bot), []).append(float(score))
    parts = [plots.histograms(by_seat, title="Scores by seat", xlabel="score")]
    if len(by_bot) > 1:
        parts.append(plots.histograms(by_bot, title="Scores by bot", xlabel="score"))
    lengths = {
        "plies (chance included)": frame["length"].astype(float).tolist(),
        "decisions": frame["decisions"].astype(float).tolist(),
    }
    parts.append(plots.histograms(lengths, title="Game length", xlabel="moves"))
    rows = []
    for name, values in [*by_seat.items(), *lengths.items()]:
        mean, low, high = mean_interval(values)
        rows.append([name, mean, f"{low:.2f}-{high:.2f}", min(values), max(values)])
    return "".join(_plot(p) for p in parts) + _table(
        ["quantity", "mean", "95% interval", "min", "max"], rows
    )


def _terminations(frame: Any) -> str:
    counts = frame["termination"].astype(str).value_counts()
    rows = [[reason, int(count), count / len(frame)] for reason, count in counts.items()]
    return _table(["termination", "games", "share"], rows)


def _standings(frame: Any) -> str:
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
    return (
        _table(
            [
                "bot",
                "seats",
                "win rate",
                "95% interval",
                "mean return",
                "Elo (95%)",
                "openskill μ ± 2σ",
            ],
            rows,
        )
        + _plot(plots.heatmap(names, names, matrix, title="Head to head: row's share vs column"))
        + '<p class="note">Elo: Bradley-Terry fit of all pairwise results with a bootstrap '
        "interval; openskill: Plackett-Luce, games in index order.</p>"
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


def _extras(game: str, frame: Any, results_path: Path) -> str:
    spec = get_game(game)
    hook = find_hook(spec, "report_extras", "extras")
    if hook is None:
        return f"<p>{html.escape(spec.title)} declares no report extras (see docs/lab.md).</p>"
    records = load_records(frame, results_path)
    if not records:
        return (
            "<p>No saved records: simulate with <code>--records DIR</code> to get the extras.</p>"
        )
    blocks = hook(records)
    return "".join(render_extra(block) for block in blocks) + (
        f'<p class="note">From {len(records)} saved records.</p>'
    )


def build_report(results_path: Path | str, *, title: str | None = None) -> str:
    """The HTML report of a results file."""
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
    bots = sorted({str(b) for k in range(seats) for b in frame[f"bot_{k}"]})
    options = sorted(set(frame["options"].astype(str)))
    heading = title or f"{spec.title}: {len(frame)} games, {seats} players"
    seat_html, _ = _win_by_seat(frame, seats)
    sections = [
        (
            "The run",
            _table(
                None,
                [
                    ["game", f"{spec.title} ({spec.title_ru}), id {game}, rules v{spec.version}"],
                    ["games", len(frame)],
                    ["players", seats],
                    ["bots", ", ".join(bots)],
                    ["options", "; ".join(o if json.loads(o) else "defaults" for o in options)],
                    ["results file", results_path.name],
                ],
            ),
        ),
        ("Win rate by seat", seat_html),
    ]
    positions = _turn_positions(frame, seats)
    if positions is not None:
        sections.append(("Win rate by turn position", _win_by_position(frame, seats, positions)))
        first = _first_player(frame, seats, positions[0], "The first player (first to decide)")
    else:
        seat0_wins = int((frame["rank_0"] == 1).sum())
        first = _first_player(frame, seats, seat0_wins, "Seat 0")
    sections += [
        ("Win rate by bot", _win_by_bot(frame, seats)),
        ("First-player advantage", first),
        ("Scores and game length", _distributions(frame, seats)),
        ("How games ended", _terminations(frame)),
    ]
    if len(bots) > 1:
        sections.append(("Standings", _standings(frame)))
    try:
        extras = _extras(game, frame, results_path)
    except SeaboardError as error:
        extras = f"<p>Extras unavailable: {html.escape(str(error))}</p>"
    sections.append((f"{spec.title}: game extras", extras))
    body = "".join(f"<h2>{html.escape(name)}</h2>{content}" for name, content in sections)
    return (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(heading)}</title><style>{_STYLE}</style></head>"
        f"<body><h1>{html.escape(heading)}</h1>{body}</body></html>\n"
    )


def write_report(results_path: Path | str, out: Path | str, *, title: str | None = None) -> Path:
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(build_report(results_path, title=title), encoding="utf-8")
    return out
