// The post-game analysis beside the replay: each seat's estimated chance of winning after every
// step (an inline SVG chart, one line per seat in its board colour), the moves where a seat's
// chance fell most marked on the chart and listed with the move the bot preferred. Choosing a
// mark or a list entry moves the replay to the position before that move.
import { el, fill } from "../lib/dom.js";
import { lang, t } from "../lib/i18n.js";
import { seatColour } from "../table/seats.js";

const WIDTH = 320;
const HEIGHT = 160;
const PAD = 6;
const AXIS = 30;
const POLL_MS = 2000;
const POLL_LIMIT = 300;

const app = document.getElementById("sb-replay-app");
const box = document.getElementById("sb-analysis");
const jump = document.getElementById("sb-jump");

function x(ply, total) {
  return AXIS + ((WIDTH - AXIS - PAD) * ply) / Math.max(1, total);
}

function y(chance) {
  return PAD + (HEIGHT - 2 * PAD) * (1 - chance);
}

function goTo(ply) {
  jump.value = ply;
  jump.dispatchEvent(new Event("input"));
}

function percent(value) {
  return Math.round(value * 100);
}

function chart(data, seatData, cursor) {
  const total = data.chances.length - 1;
  const svg = el("svg:svg", {
    viewBox: "0 0 " + WIDTH + " " + HEIGHT, class: "analysis-chart", role: "img",
    "aria-label": t("analysis_title"),
  });
  for (const chance of [1, 0.5, 0]) {
    svg.append(el("svg:text", { x: AXIS - 4, y: y(chance), class: "analysis-axis" },
      t("analysis_percent", { n: percent(chance) })));
  }
  svg.append(el("svg:line", { x1: AXIS, x2: WIDTH - PAD, y1: y(0.5), y2: y(0.5), class: "analysis-half" }));
  const lines = data.names.map((name, seat) =>
    data.chances.map((row, ply) => x(ply, total).toFixed(1) + "," + y(row[seat]).toFixed(1)).join(" "));
  // a dark edge under the lines, so a light seat colour (Black Fleet's white) shows
  for (const points of lines) svg.append(el("svg:polyline", { points, class: "analysis-edge" }));
  data.names.forEach((name, seat) => {
    svg.append(el("svg:polyline", {
      points: lines[seat], fill: "none", stroke: seatColour(seatData, seat), "stroke-width": 2, "data-seat": seat,
    }, el("svg:title", {}, name)));
  });
  for (const swing of data.swings) {
    const chance = data.chances[swing.ply + 1][swing.seat];
    svg.append(el("svg:circle", {
      cx: x(swing.ply + 1, total), cy: y(chance), r: 5, class: "analysis-swing",
      fill: seatColour(seatData, swing.seat), "data-ply": swing.ply, tabindex: 0,
      onclick: () => goTo(swing.ply),
      onkeydown: (event) => { if (event.key === "Enter") goTo(swing.ply); },
    }, el("svg:title", {}, swingText(data, swing))));
  }
  svg.append(cursor);
  return svg;
}

function legend(data, seatData) {
  return el("ul", { class: "analysis-legend" }, data.names.map((name, seat) =>
    el("li", {}, el("span", { class: "analysis-key", style: "background:" + seatColour(seatData, seat) }),
      name)));
}

function swingText(data, swing) {
  return t("analysis_swing", { n: swing.ply + 1, name: data.names[swing.seat], drop: percent(swing.drop) });
}

function swingItem(data, swing) {
  return el("li", { class: "analysis-item", "data-ply": swing.ply },
    el("button", { type: "button", onclick: () => goTo(swing.ply) }, swingText(data, swing)),
    el("div", {}, t("analysis_played", { move: swing.played_label })),
    swing.best_label
      ? el("div", { class: "analysis-best" }, t("analysis_preferred", { move: swing.best_label }))
      : null);
}

function draw(data, seatData) {
  const total = data.chances.length - 1;
  const cursor = el("svg:line", { y1: PAD, y2: HEIGHT - PAD, class: "analysis-cursor" });
  const follow = () => {
    const ply = Number(app.dataset.ply || total);
    cursor.setAttribute("x1", x(ply, total));
    cursor.setAttribute("x2", x(ply, total));
  };
  const list = data.swings.length
    ? el("ol", { id: "sb-analysis-swings", class: "analysis-swings" }, data.swings.map((s) => swingItem(data, s)))
    : el("p", { class: "muted" }, t("analysis_none"));
  fill(box, el("h2", { id: "sb-analysis-title" }, t("analysis_title")),
    el("p", { class: "muted" }, t("analysis_help")), chart(data, seatData, cursor), legend(data, seatData),
    list);
  box.dataset.state = "ready";
  follow();
  new MutationObserver(follow).observe(app, { attributes: true, attributeFilter: ["data-ply"] });
}

async function load(seatData, attempt) {
  const response = await fetch("/api/tables/" + app.dataset.table + "/analysis?lang=" + lang);
  const data = response.ok ? await response.json() : null;
  if (data && data.status === "ready") {
    draw(data, seatData);
  } else if (data && attempt < POLL_LIMIT) {
    setTimeout(() => load(seatData, attempt + 1), POLL_MS);
  } else {
    box.dataset.state = "failed";
    fill(box, el("h2", {}, t("analysis_title")), el("p", { class: "muted" }, t("analysis_failed")));
  }
}

if (app && box && jump) {
  const seatData = JSON.parse(document.getElementById("sb-replay-seats").textContent);
  load(seatData, 0);
}
