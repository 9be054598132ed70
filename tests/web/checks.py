"""What the table page tests read from a page: colours, texts, the end screen."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

AXE = Path(__file__).resolve().parents[2] / "seaboard/web/node_modules/axe-core/axe.min.js"
WORD = re.compile(r"[A-Za-zА-Яа-яЁё]{3,}")
ALLOWED_SAME = {"Ann", "Seaboard"}
"""Words that may read the same in English and Russian: player names and the site's name."""

COLOURS = """() => {
  const probe = document.createElement('span');
  document.body.append(probe);
  const rgb = (c) => {
    probe.style.color = '';
    probe.style.color = c;
    return getComputedStyle(probe).color;
  };
  const result = [...document.querySelectorAll('#sb-panels .panel')].map((panel) => {
    const seat = panel.dataset.seat;
    const pieces = [...document.querySelectorAll('#sb-board svg [data-seat="' + seat + '"]')];
    const fills = pieces.map((n) => {
      const own = n.getAttribute('fill') ? n : n.querySelector('[fill]');
      return own ? rgb(own.getAttribute('fill')) : null;
    }).filter((f) => f !== null && f !== 'rgba(0, 0, 0, 0)');
    const dot = panel.querySelector('.panel-colour');
    return {seat, panel: getComputedStyle(dot).backgroundColor, fills};
  });
  probe.remove();
  return result;
}"""

TEXTS = """() => {
  const parts = [];
  const add = (sel) => document.querySelectorAll(sel).forEach((n) => parts.push(n.textContent));
  add('#sb-status'); add('#sb-prompt-actions button'); add('#sb-panels .panel');
  add('#sb-log li'); add('#sb-moves button.move'); add('#sb-result'); add('#sb-chooser');
  document.querySelectorAll('#sb-board .sb-target')
    .forEach((n) => parts.push(n.getAttribute('aria-label') || ''));
  return parts;
}"""


def colours_agree(page: Any) -> list[str]:
    """Problems with the panels' colours: a seat with no piece on the board marked
    ``data-seat``, or pieces whose fill differs from the seat's panel."""
    problems = []
    for entry in page.evaluate(COLOURS):
        if not entry["fills"]:
            problems.append(f"seat {entry['seat']}: no piece with data-seat and a fill")
        elif any(fill != entry["panel"] for fill in entry["fills"]):
            seat, panel, fills = entry["seat"], entry["panel"], entry["fills"]
            problems.append(f"seat {seat}: panel {panel}, pieces {fills}")
    return problems


def texts(page: Any) -> list[str]:
    return [" ".join(t.split()) for t in page.evaluate(TEXTS)]


def same_words(english: list[str], russian: list[str]) -> set[str]:
    """Words of three letters or more that read the same on the English and Russian pages."""
    en = {w for t in english for w in WORD.findall(t)}
    ru = {w for t in russian for w in WORD.findall(t)}
    return (en & ru) - ALLOWED_SAME


def notation_labels(page: Any) -> list[str]:
    """Move labels that are only the move's notation."""
    pairs = page.eval_on_selector_all(
        "#sb-moves button.move, #sb-prompt-actions button.action",
        "nodes => nodes.map(n => [n.textContent.trim(), n.dataset.move])",
    )
    return [label for label, move in pairs if label == move]


def raw_log(page: Any) -> list[str]:
    """Log lines that are notation of a hidden step ("card ?") rather than a sentence."""
    lines = page.eval_on_selector_all("#sb-log .log-text", "nodes => nodes.map(n => n.textContent)")
    return [line for line in lines if re.fullmatch(r"[a-z_]+ \?(, [a-z_]+ \?)*", line)]


def doubled_names(page: Any) -> list[str]:
    """Log lines that name their actor twice ("Bot 2 Bot 2 plays ..."), as a reader sees the
    whole line."""
    lines = page.eval_on_selector_all("#sb-log li", "nodes => nodes.map(n => n.textContent)")
    return [line for line in lines if re.match(r"\s*(\S+ \d+) \1\b", line)]


def serious_violations(page: Any) -> list[str]:
    """axe-core's serious and critical findings on the page as it is now (the page's context
    is made with ``bypass_csp`` so the injected script runs)."""
    page.add_script_tag(path=str(AXE))
    found = page.evaluate(
        "async () => (await axe.run(document, {resultTypes: ['violations']})).violations"
        ".filter(v => ['serious', 'critical'].includes(v.impact))"
        ".map(v => v.id + ': ' + v.nodes.slice(0, 3).map(n => n.target.join(' ')).join(' | '))"
    )
    return list(found)
