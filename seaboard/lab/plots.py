"""Matplotlib figures as inline SVG for the HTML report (Agg backend, no display needed).

Made to read at any label length in every language: category labels are wrapped to the room
their bar has, and when a wrapped label would still not fit the bars turn horizontal; legends
stand outside the axes, never over the bars; a heat map's colour scale is anchored to a
meaningful range (0 for values that cannot be negative, symmetric about 0 or about a given
centre otherwise) so small differences do not pass for a pattern, and each cell's number is
black or white by the brightness of its colour.
"""

from __future__ import annotations

import io
import math
import textwrap
from collections.abc import Mapping, Sequence
from typing import Any

PALETTE = ["#1f5f8b", "#c8553d", "#2a9d8f", "#e9c46a", "#6d597a", "#8d99ae", "#bc4749"]
CHAR_INCHES = 0.1
"""The width of an average character of a 10-point tick label (Cyrillic is wide), in inches."""
MAX_LINES = 3
"""A category label wrapped to more lines than this turns the bars horizontal."""
WRAP_HORIZONTAL = 28
"""Characters per line of a label beside a horizontal bar."""
LIGHT = 0.55
"""A cell colour brighter than this gets black figures, a darker one white."""


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


def wrap_labels(labels: Sequence[str], slot_inches: float) -> list[str] | None:
    """``labels`` wrapped to the width of their slot, or None when one would need more than
    ``MAX_LINES`` lines or has a word wider than the slot (then bars go horizontal)."""
    width = max(4, int(slot_inches / CHAR_INCHES))
    wrapped = []
    for label in labels:
        lines = textwrap.wrap(label, width, break_long_words=False) or [""]
        if len(lines) > MAX_LINES or max(len(line) for line in lines) > width:
            return None
        wrapped.append("\n".join(lines))
    return wrapped


def _legend_outside(ax: Any) -> None:
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), fontsize=8, frameon=False)


def interval_bars(
    labels: Sequence[str],
    values: Sequence[float],
    lows: Sequence[float],
    highs: Sequence[float],
    *,
    title: str,
    ylabel: str,
    reference: Sequence[float] | None = None,
    reference_label: str = "",
) -> str:
    """Bars with 95% interval whiskers and, per bar, an optional reference mark (e.g. the
    fair share) labelled ``reference_label`` in a legend beside the axes."""
    plt = _pyplot()
    width = max(4.0, 0.9 * len(labels) + 2)
    wrapped = wrap_labels(labels, 0.8 * (width - 1) / max(1, len(labels)))
    horizontal = wrapped is None
    shown = [textwrap.fill(label, WRAP_HORIZONTAL) for label in labels] if horizontal else wrapped
    height = max(2.4, 0.45 * len(labels) + 1.2) if horizontal else 3.2
    fig, ax = plt.subplots(figsize=(6.0 if horizontal else width, height))
    places = list(range(len(labels)))
    errors = [
        [max(0.0, v - lo) for v, lo in zip(values, lows, strict=True)],
        [max(0.0, hi - v) for v, hi in zip(values, highs, strict=True)],
    ]
    colors = [PALETTE[i % len(PALETTE)] for i in places]
    if horizontal:
        ax.barh(places, values, xerr=errors, capsize=4, color=colors)
        ax.set_yticks(places, shown)
        ax.invert_yaxis()
        ax.set_xlabel(ylabel)
    else:
        ax.bar(places, values, yerr=errors, capsize=4, color=colors)
        ax.set_xticks(places, shown)
        ax.set_ylabel(ylabel)
    if reference is not None:
        marks = ax.vlines if horizontal else ax.hlines
        marks(
            list(reference),
            [p - 0.45 for p in places],
            [p + 0.45 for p in places],
            colors="#222",
            linestyles="dashed",
            linewidth=1.2,
            label=reference_label,
        )
        if reference_label:
            _legend_outside(ax)
    ax.set_title(title)
    return figure_svg(fig)


def histograms(
    series: Mapping[str, Sequence[float]],
    *,
    title: str,
    xlabel: str,
    ylabel: str,
    bins: int = 20,
) -> str:
    """Overlaid step histograms, one per named series, the legend beside the axes."""
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
    ax.set_ylabel(ylabel)
    if len(series) > 1:
        _legend_outside(ax)
    return figure_svg(fig)


def bar_chart(
    labels: Sequence[str],
    series: dict[str, Sequence[float]],
    *,
    title: str,
    xlabel: str = "",
    ylabel: str = "",
) -> str:
    """Grouped bars: one group per label, one bar per series; horizontal groups when the
    labels do not fit under their bars even wrapped."""
    plt = _pyplot()
    groups = max(1, len(series))
    width = max(5.0, 0.6 * len(labels) * groups + 2)
    wrapped = wrap_labels(labels, 0.9 * (width - 1) / max(1, len(labels)))
    horizontal = wrapped is None
    bar = 0.8 / groups
    if horizontal:
        height = max(2.6, (0.22 * groups + 0.25) * len(labels) + 1.2)
        fig, ax = plt.subplots(figsize=(6.5, height))
    else:
        fig, ax = plt.subplots(figsize=(width, 3.4))
    for i, (name, values) in enumerate(series.items()):
        places = [x + (i - (groups - 1) / 2) * bar for x in range(len(labels))]
        draw = ax.barh if horizontal else ax.bar
        draw(places, list(values), bar, label=name, color=PALETTE[i % len(PALETTE)])
    if horizontal:
        ax.set_yticks(list(range(len(labels))), [textwrap.fill(x, WRAP_HORIZONTAL) for x in labels])
        ax.invert_yaxis()
        ax.set_ylabel(xlabel)
        ax.set_xlabel(ylabel)
        ax.axvline(0, color="#444", linewidth=0.8)
    else:
        ax.set_xticks(list(range(len(labels))), wrapped)
        ax.set_xlabel(xlabel)
        ax.set_ylabel(ylabel)
        ax.axhline(0, color="#444", linewidth=0.8)
    ax.set_title(title)
    if len(series) > 1:
        _legend_outside(ax)
    return figure_svg(fig)


def colour_limits(
    values: Sequence[float], limits: tuple[float, float] | None, centre: float | None
) -> tuple[float, float, bool]:
    """The colour scale (low, high) and whether it diverges about a centre: the given
    limits, else 0 to the largest value when none is negative, else symmetric about 0."""
    finite = [v for v in values if math.isfinite(v)]
    if limits is not None:
        return (limits[0], limits[1], centre is not None)
    if not finite:
        return (0.0, 1.0, False)
    if centre is not None:
        reach = max(abs(v - centre) for v in finite) or 1.0
        return (centre - reach, centre + reach, True)
    if min(finite) >= 0:
        return (0.0, max(finite) or 1.0, False)
    reach = max(abs(v) for v in finite)
    return (-reach, reach, True)


def figure_colour(cell: Sequence[float]) -> str:
    """Black on a light cell (yellow, pale blue), white on a dark one: by the cell's luma."""
    red, green, blue = cell[:3]
    return "black" if 0.299 * red + 0.587 * green + 0.114 * blue > LIGHT else "white"


def heatmap(
    rows: Sequence[str],
    columns: Sequence[str],
    values: Sequence[Sequence[float | None]],
    *,
    title: str,
    limits: tuple[float, float] | None = None,
    centre: float | None = None,
) -> str:
    """A labelled heat map on an anchored colour scale (``colour_limits``); None cells stay
    blank; each figure is black or white by the brightness of its cell."""
    plt = _pyplot()
    import numpy as np
    from matplotlib.colors import Normalize

    data = np.array([[np.nan if v is None else float(v) for v in row] for row in values])
    low, high, diverging = colour_limits(data.ravel().tolist(), limits, centre)
    cmap = plt.get_cmap("RdBu_r" if diverging else "YlGnBu")
    norm = Normalize(vmin=low, vmax=high)
    fig, ax = plt.subplots(
        figsize=(max(4.0, 0.8 * len(columns) + 2.5), max(3.0, 0.5 * len(rows) + 1.5))
    )
    image = ax.imshow(data, cmap=cmap, norm=norm, aspect="auto")
    ax.set_xticks(
        list(range(len(columns))), list(columns), rotation=35, ha="right", rotation_mode="anchor"
    )
    ax.set_yticks(list(range(len(rows))), [textwrap.fill(r, 24) for r in rows])
    for i in range(len(rows)):
        for j in range(len(columns)):
            value = data[i, j]
            if not np.isnan(value):
                colour = figure_colour(cmap(norm(value)))
                ax.text(j, i, f"{value:.2g}", ha="center", va="center", color=colour, fontsize=7)
    fig.colorbar(image, ax=ax)
    ax.set_title(title)
    return figure_svg(fig)
