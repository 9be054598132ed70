// The game log: consecutive entries of one actor under the same heading are one line
// ("Cards dealt: …", "You drew: key, key"); actors are named in their colour.
import { el } from "../lib/dom.js";
import { t } from "../lib/i18n.js";
import { icon } from "../lib/icons.js";
import { seatName, seatColour } from "./seats.js";

/** Log entries grouped: [{kind, actor, heading, texts: [..], seq}]. */
export function groupLog(entries) {
  const groups = [];
  for (const entry of entries) {
    const last = groups[groups.length - 1];
    if (last && entry.heading && last.heading === entry.heading && last.actor === entry.actor) {
      last.texts.push(entry.text);
      last.seq = entry.seq;
    } else {
      groups.push({ kind: entry.kind, actor: entry.actor, heading: entry.heading || null, texts: [entry.text], seq: entry.seq });
    }
  }
  return groups;
}

/** Draw `entries` into the list `root` (newest at the bottom, scrolled into view). */
export function renderLog(root, data, entries) {
  root.replaceChildren(...groupLog(entries).map((group) => {
    const text = group.heading ? group.heading + ": " + group.texts.join(t("list_separator")) : group.texts.join(t("list_separator"));
    const who = group.kind === "chance"
      ? el("span", { class: "log-who chance", title: t("chance") }, icon("dice"))
      : el("strong", { class: "log-who", style: "--seat: " + seatColour(data, group.actor) }, seatName(data, group.actor));
    return el("li", { class: "log-" + group.kind, "data-seq": group.seq }, who, " ", el("span", { class: "log-text" }, text));
  }));
  root.scrollTop = root.scrollHeight;
}
