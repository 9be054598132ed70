"""Matplotlib figures as inline SVG for the HTML report (Agg backend, no display needed)."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

PALETTE = ["#1f5f8b", "#c8553d", "#2a9d8f", "#e9c46a", "#6d597a", "#8d99ae", "#bc4749"]


def _pyplot() -> Any:
    import matplotlib

    matplotlib.use("Agg", force=False)
    matplotlib.rcParams["svg.hashsalt"] = "seaboard"  # stable element ids: same input, same report
    import matplotlib.pyplot as plt

    return plt


def figure_svg(fig: Any) -> str:
    """The figure as an ``<svg>`` element (no XML prolog), then closed."""
    plt = _pyplot()
    buffer = io.StringIO()
    fig.savefig(buffer, format="svg", bbox_inches="tight", metadata={"Date": None})
    plt.close(fig)
    text = buffer.getvalue()
    return text[text.index("<svg") :]


def interval_bars(
    labels: Sequence[str],
    values: Sequence[float],
    lows: Sequence[float],
    highs: Sequence[float],
    *,
    title: str,
    ylabel: str,
    reference: float | None = None,
) -> str:
    """Bars with 95% interval whiskers and an optional reference line (e.g. 1/n)."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(max(4.0, 0.9 * len(labels) + 2), 3.2))
    xs = list(range(len(labels)))
    errors = [
        [max(0.0, v - lo) for v, lo in zip(values, lows, strict=True)],
        [max(0.0, hi - v) for v, hi in zip(values, highs, strict=True)],
    ]
    colors = [PALETTE[i % len(PALETTE)] for i in xs]
    ax.bar(xs, values, yerr=errors, capsize=4, color=colors)
    if reference is not None:
        ax.axhline(reference, color="#444", linestyle="--", linewidth=1, label="no advantage")
        ax.legend(loc="upper right", fontsize=8)
    ax.set_xticks(xs, labels, rotation=20 if max(map(len, labels), default=0) > 8 else 0)
    ax.set_title(title)
    ax.set_ylabel(ylabel)
    return figure_svg(fig)


def histograms(
    series: Mapping[str, Sequence[float]], *, title: str, xlabel: str, bins: int = 20
) -> str:
    """Overlaid step histograms, one per named series."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(6.0, 3.2))
    for i, (name, values) in enumerate(series.items()):
        if len(values):
            ax.hist(
                list(values),
                bins=bins,
                histtype="step",
                linewidth=1.6,
                color=PALETTE[i % len(PALETTE)],
                label=name,
            )
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel("games")
    if len(series) > 1:
        ax.legend(fontsize=8)
    return figure_svg(fig)


def bar_chart(
    labels: Sequence[str],
    series: dict[str, Sequence[float]],
    *,
    title: str,
    xlabel: str = "",
    ylabel: str = "",
) -> str:
    """Grouped bars: one group per label, one bar per series."""
    plt = _pyplot()
    fig, ax = plt.subplots(figsize=(max(5.0, 0.6 * len(labels) * max(1, len(series)) + 2), 3.4))
    width = 0.8 / max(1, len(series))
    for i, (name, values) in enumerate(series.items()):
        xs = [x + (i - (len(series) - 1) / 2) * width for x in range(len(labels))]
        ax.bar(xs, list(values), width=width, label=name, color=PALETTE[i % len(PALETTE)])
    ax.set_xticks(list(range(len(labels))), list(labels), rotation=30 if len(labels) > 6 else 0)
    ax.set_title(title)
    ax.set_xlabel(xlabel)
    ax.set_ylabel(ylabel)
    if len(series) > 1:
        ax.legend(fontsize=8)
    return figure_svg(fig)


def heatmap(
    rows: Sequence[str],
    columns: Sequence[str],
    values: Sequence[Sequence[float | None]],
    *,
    title: str,
) -> str:
    """A labelled heat map; None cells stay blank."""
    plt = _pyplot()
    import numpy as np

    data = np.array([[np.nan if v is None else float(v) for v in row] for row in values])
    fig, ax = plt.subplots(
        figsize=(max(4.0, 0.7 * len(columns) + 2), max(3.0, 0.5 * len(rows) + 1))
    )
    image = ax.imshow(data, cmap="viridis", aspect="auto")
    ax.set_xticks(list(range(len(columns))), list(columns), rotation=30)
    ax.set_yticks(list(range(len(rows))), list(rows))
    for i in range(len(rows)):
        for j in range(len(columns)):
            if not np.isnan(data[i, j]):
                ax.text(j, i, f"{data[i, j]:.2g}", ha="center", va="center", color="w", fontsize=7)
    fig.colorbar(image, ax=ax)
    ax.set_title(title)
    return figure_svg(fig)
