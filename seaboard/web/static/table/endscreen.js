// The end of the game, above the board across the page: places, names in colour, how the game
// ended (and how places were set where the scores do not show it: a tie-break) and the links
// to the replay and record beside the score by source (rows × seats with totals, time used
// and moves per seat).
import { el, fill } from "../lib/dom.js";
import { t, duration } from "../lib/i18n.js";
import { icon } from "../lib/icons.js";
import { seatName, seatColour } from "./seats.js";

function nameCell(data, i) {
  return el("th", { scope: "col" }, el("span", { class: "seat-name", style: "--seat: " + seatColour(data, i) },
    el("span", { class: "panel-colour" }), seatName(data, i)));
}

/** Draw the end screen into `root` (hidden while the game runs). */
export function renderEnd(root, data, tableId) {
  root.hidden = !data.outcome;
  if (!data.outcome) return;
  const o = data.outcome;
  const order = data.seats.map((s) => s.seat).sort((a, b) => o.ranks[a] - o.ranks[b]);
  const winners = o.winners.length ? o.winners.map((i) => seatName(data, i)).join(t("list_separator")) : t("nobody");
  const b = data.breakdown;
  const rows = b ? b.rows.map((row) => ({ label: row.label, values: row.values })) : [];
  const totals = b ? b.totals : o.scores;
  const unit = b ? b.unit : "";
  const summary = el("div", { class: "end-summary" },
    el("p", { class: "winners" }, t("winners", {}, o.winners.length || 1) + ": ", el("strong", {}, winners)),
    data.reason_text ? el("p", { class: "reason" }, data.reason_text) : null,
    data.ranking_text ? el("p", { class: "ranking" }, data.ranking_text) : null,
    el("ol", { class: "places" }, order.map((i) => el("li", { class: o.winners.includes(i) ? "winner" : "", "data-seat": i },
      el("span", { class: "place" }, t("place_n", { n: o.ranks[i] })), " ",
      el("span", { class: "seat-name", style: "--seat: " + seatColour(data, i) }, el("span", { class: "panel-colour" }), seatName(data, i)),
      " ", el("strong", { class: "total" }, totals[i])))),
    el("p", { class: "end-links" },
      el("a", { class: "button primary", href: "/t/" + tableId + "/replay", id: "sb-replay-link" }, icon("play"), t("replay")),
      el("a", { class: "button", href: "/api/tables/" + tableId + "/record?format=text", download: "" }, t("download_text"))));
  const breakdown = el("div", { class: "table-scroll" }, el("table", { class: "breakdown" },
    el("caption", {}, b ? t("breakdown", { unit }) : t("score")),
    el("thead", {}, el("tr", {}, el("th", { scope: "col" }, t("source")), order.map((i) => nameCell(data, i)))),
    el("tbody", {},
      rows.map((row) => el("tr", {}, el("th", { scope: "row" }, row.label), order.map((i) => el("td", {}, row.values[i])))),
      el("tr", { class: "total-row" }, el("th", { scope: "row" }, t("total")), order.map((i) => el("td", {}, totals[i]))),
      data.stats ? el("tr", { class: "time-row" }, el("th", { scope: "row" }, t("think_time")), order.map((i) => el("td", {}, duration(data.stats.think_ms[i])))) : null,
      data.stats ? el("tr", { class: "moves-row" }, el("th", { scope: "row" }, t("moves")), order.map((i) => el("td", {}, data.stats.moves[i]))) : null)));
  fill(root, el("h2", {}, icon("trophy"), t("result")), el("div", { class: "end-body" }, summary, breakdown));
}
