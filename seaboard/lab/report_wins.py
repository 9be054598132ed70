"""The report's win-rate sections: by seat, by turn position, by bot, by side, and the
first player's advantage.

Every figure counts win shares (``outcomes.share_matrix``): a first place shared by ``k``
seats is ``1/k`` of a win for each, so the win rates by seat, by position and by side add up
to 100%, and so do the bots' shares of all wins. In a game played by sides (its seats are
roles), the sides are compared instead of turn positions: the side that moves first would
otherwise pass for a first-player advantage.
"""

from __future__ import annotations

import html
import math
from collections import Counter
from collections.abc import Sequence
from typing import Any

import numpy as np
import numpy.typing as npt

from seaboard.lab import plots
from seaboard.lab.outcomes import side_name
from seaboard.lab.ratings import wilson
from seaboard.lab.report_html import count, note, pct, plot, table

Texts = dict[str, str]
Shares = npt.NDArray[np.float64]
Rate = tuple[float, float, float]


def _bars(
    labels: list[str], rates: list[Rate], title: str, fair: Sequence[float] | None, t: Texts
) -> str:
    """Win rates with their intervals as bars, each bar's fair share marked."""
    return plots.interval_bars(
        labels,
        [r[0] for r in rates],
        [r[1] for r in rates],
        [r[2] for r in rates],
        title=title,
        ylabel=t["win_rate"],
        reference=fair,
        reference_label=t["no_advantage"],
    )


def draws(shares: Shares, sides: Sequence[str] | None) -> int:
    """Games that ended in a draw: first place shared by several seats, or, in a game played
    by sides, by seats of several sides (a side's win shared by its seats is not a draw)."""
    drawn = 0
    for row in shares:
        winners = [seat for seat, share in enumerate(row.tolist()) if share > 0]
        groups = {sides[seat] for seat in winners} if sides is not None else set(winners)
        drawn += len(groups) > 1
    return drawn


def draws_note(shares: Shares, sides: Sequence[str] | None, t: Texts) -> str:
    """How wins are counted, and how many games were drawn."""
    drawn = draws(shares, sides)
    return note(t["shares_note_fmt"].format(shared=drawn, share=100 * drawn / max(1, len(shares))))


def by_seat(shares: Shares, labels: list[str], t: Texts) -> str:
    games, seats = shares.shape
    wins = shares.sum(axis=0).tolist()
    rates = [wilson(w, games) for w in wins]
    svg = _bars(labels, rates, t["by_seat_plot"], [1 / seats] * seats, t)
    rows = [
        [label, count(w), r[0], pct(r[1], r[2])]
        for label, w, r in zip(labels, wins, rates, strict=True)
    ]
    return plot(svg) + table([t["seat"], t["wins"], t["win_rate"], t["interval"]], rows)


def turn_positions(frame: Any, shares: Shares) -> list[float] | None:
    """Win shares by turn position (0 = the seat that made the first decision, then the
    seats after it in seat order), or None when the results do not say who moved first."""
    if "first_mover" not in frame.columns:
        return None
    first = frame["first_mover"].astype(int).to_numpy()
    if (first < 0).any():
        return None
    seats = shares.shape[1]
    wins = [0.0] * seats
    for game, mover in enumerate(first.tolist()):
        for position in range(seats):
            wins[position] += float(shares[game, (mover + position) % seats])
    return wins


def by_position(games: int, wins: list[float], t: Texts) -> str:
    seats = len(wins)
    rates = [wilson(w, games) for w in wins]
    labels = [t["first"] if p == 0 else f"+{p}" for p in range(seats)]
    svg = _bars(labels, rates, t["by_position_plot"], [1 / seats] * seats, t)
    rows = [
        [label, count(w), r[0], pct(r[1], r[2])]
        for label, w, r in zip(labels, wins, rates, strict=True)
    ]
    return (
        plot(svg)
        + table([t["position"], t["wins"], t["win_rate"], t["interval"]], rows)
        + note(t["position_note"])
    )


def by_bot(frame: Any, shares: Shares, t: Texts) -> str:
    """Each bot's share of all wins (adding up to 100%) against its share of the seats, and
    its win rate per seat played."""
    games, seats = shares.shape
    wins: dict[str, float] = {}
    played: Counter[str] = Counter()
    for k in range(seats):
        for game, bot in enumerate(frame[f"bot_{k}"].astype(str).tolist()):
            played[bot] += 1
            wins[bot] = wins.get(bot, 0.0) + float(shares[game, k])
    names = sorted(played)
    rates = [wilson(wins[n], games) for n in names]
    fair = [played[n] / (games * seats) for n in names]
    svg = _bars(names, rates, t["by_bot_plot"], fair, t)
    rows = [
        [n, played[n], count(wins[n]), r[0], pct(r[1], r[2]), f, wins[n] / played[n]]
        for n, r, f in zip(names, rates, fair, strict=True)
    ]
    columns = [
        t["bot"],
        t["seats_played"],
        t["wins"],
        t["share_of_wins"],
        t["interval"],
        t["share_of_seats"],
        t["per_seat"],
    ]
    return plot(svg) + table(columns, rows) + note(t["by_bot_note"])


def first_player(games: int, seats: int, wins: float, who: str, t: Texts) -> str:
    expected = 1 / seats
    if games == 0:
        return f"<p>{html.escape(t['no_games'])}</p>"
    rate = wilson(wins, games)
    sigma = math.sqrt(expected * (1 - expected) / games)
    z = (rate[0] - expected) / sigma if sigma else 0.0
    p_value = math.erfc(abs(z) / math.sqrt(2))
    sentence = t["first_player_fmt"].format(
        who=who,
        rate=100 * rate[0],
        games=games,
        interval=pct(rate[1], rate[2]),
        expected=100 * expected,
        advantage=100 * (rate[0] - expected),
        z=z,
        p=p_value,
        verdict=t["significant"] if p_value < 0.05 else t["not_significant"],
    )
    return f"<p>{html.escape(sentence)}</p>"


def by_side(frame: Any, shares: Shares, sides: list[str], game: str, lang: str, t: Texts) -> str:
    """Each side's share of the wins (draws split by seat), its outright wins, and which side
    moved first: in a game of roles that is the whole of the "first-player advantage"."""
    games = len(shares)
    order = list(dict.fromkeys(sides))
    names = [side_name(game, side, lang) for side in order]
    wins, outright = [], []
    for side in order:
        mine = np.array([s == side for s in sides])
        wins.append(float(shares[:, mine].sum()))
        outright.append(
            int(((shares[:, mine].sum(axis=1) > 0) & (shares[:, ~mine].sum(axis=1) == 0)).sum())
        )
    rates = [wilson(w, games) for w in wins]
    seat_counts = [sides.count(side) for side in order]
    svg = _bars(names, rates, t["by_side_plot"], None, t)
    rows = [
        [name, seated, outright_wins, count(w), r[0], pct(r[1], r[2])]
        for name, seated, outright_wins, w, r in zip(
            names, seat_counts, outright, wins, rates, strict=True
        )
    ]
    columns = [t["side"], t["seats"], t["outright_wins"], t["wins"], t["win_rate"], t["interval"]]
    sentence = ""
    if "first_mover" in frame.columns:
        movers = [m for m in frame["first_mover"].astype(int).tolist() if m >= 0]
        first_sides = {sides[m] for m in movers}
        if len(first_sides) == 1:
            sentence = t["side_first_fmt"].format(side=side_name(game, first_sides.pop(), lang))
    return (
        plot(svg) + table(columns, rows) + (f"<p>{html.escape(sentence)}</p>" if sentence else "")
    )
