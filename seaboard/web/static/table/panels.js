// One panel per seat, in the seat's board colour: name, bot level, score, public figures,
// the reader's own private figures, clock and a "to move" marker.
import { el } from "../lib/dom.js";
import { t, duration } from "../lib/i18n.js";
import { icon } from "../lib/icons.js";
import { seatName, seatColour, inkOn, edgeOf } from "./seats.js";

// the second cue a game may give a seat besides its colour (its pieces carry the same shape)
const MARKS = {
  disc: "\u25cf", triangle: "\u25b2", square: "\u25a0", plus: "\u271a", cross: "\u2716",
  diamond: "\u25c6", ring: "\u25cb", bar: "\u25ac", star: "\u2605",
};

function stat(s, extraClass = "") {
  return el("li", { class: ("stat " + extraClass).trim(), title: s.label },
    s.icon ? icon(s.icon) : el("span", { class: "icon", "aria-hidden": "true" }),
    el("span", { class: "stat-label" }, s.label),
    el("span", { class: "stat-value" }, s.value));
}

/** The clock text of `index` now (the running clock counts down from the message's time). */
export function clockText(data, index, receivedAt) {
  const c = data.clock;
  if (!c || c.kind === "none") return "";
  if (c.kind === "correspondence") {
    if (c.running !== index || !c.deadline) return "";
    return duration(c.deadline * 1000 - Date.now());
  }
  let ms = c.remaining_ms[index];
  if (c.running === index) ms -= Date.now() - receivedAt;
  return duration(ms);
}

/** Draw every seat's panel into `root`. */
export function renderPanels(root, data, receivedAt) {
  const playing = data.status === "playing";
  root.replaceChildren(...data.seats.map((seat) => {
    const i = seat.seat;
    const panel = data.panels ? data.panels[i] : null;
    const colour = seatColour(data, i);
    const toMove = playing && data.to_move === i;
    const tags = [];
    if (seat.kind === "bot") tags.push(el("span", { class: "tag" }, icon("bot"), t("bot_named", { name: t("bot_level_" + seat.level), level: seat.level })));
    else if (seat.replaced) tags.push(el("span", { class: "tag" }, icon("bot"), t("replaced")));
    else if (!seat.claimed) tags.push(el("span", { class: "tag" }, t("open_seat")));
    if (i === data.you) tags.push(el("span", { class: "tag you" }, t("you")));
    if (seat.kind !== "bot" && !seat.replaced && seat.claimed && data.online) {
      const here = data.online.includes(i);
      tags.push(el("span", { class: "tag presence " + (here ? "online" : "away"), "data-presence": here ? "online" : "away" }, t(here ? "online" : "away")));
    }
    const clock = clockText(data, i, receivedAt);
    return el("section", {
      class: "panel" + (toMove ? " to-move" : "") + (i === data.you ? " mine" : ""),
      "data-seat": i, style: "--seat: " + colour + "; --seat-ink: " + inkOn(colour) + "; --seat-edge: " + edgeOf(colour),
      "aria-label": seatName(data, i) + (toMove ? " (" + t("to_move") + ")" : ""),
    },
    el("header", { class: "panel-head" },
      el("span", { class: "panel-colour", "data-colour": colour, "data-mark": panel && panel.mark ? panel.mark : null,
        title: panel ? panel.colour_name : "" }, panel && MARKS[panel.mark] ? MARKS[panel.mark] : ""),
      el("span", { class: "panel-name" }, seatName(data, i)),
      toMove ? el("span", { class: "turn-marker", title: t("to_move") }, icon("turn"), el("span", { class: "sr-only" }, t("to_move"))) : null,
      panel ? el("span", { class: "panel-score", title: panel.score.label },
        panel.score.icon ? icon(panel.score.icon) : null, el("strong", {}, panel.score.value)) : null),
    el("div", { class: "panel-tags" }, tags,
      clock ? el("span", { class: "clock", "data-clock": i }, icon("clock"), clock) : null),
    panel && (panel.stats.length || panel.private.length) ? el("ul", { class: "stats" },
      el("li", { class: "stat score-stat" }, panel.score.icon ? icon(panel.score.icon) : null,
        el("span", { class: "stat-label" }, panel.score.label), el("span", { class: "stat-value" }, panel.score.value)),
      panel.stats.map((s) => stat(s)),
      panel.private.map((s) => stat(s, "private"))) : null);
  }));
}

/** Refresh the running clocks without redrawing the panels. */
export function tickClocks(root, data, receivedAt) {
  root.querySelectorAll("[data-clock]").forEach((node) => {
    const text = clockText(data, Number(node.dataset.clock), receivedAt);
    const last = node.lastChild;
    if (last && last.nodeType === Node.TEXT_NODE) last.textContent = text;
  });
}
