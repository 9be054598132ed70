// The game log: consecutive entries of one actor under the same heading are one line
// ("Cards dealt: …", "You drew: key, key"); each line's sentence names its actor, drawn in
// the actor's colour.
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

/** A move's line: the seat's colour, then its sentence, which names the seat itself ("Bot 2
 * plays a sabre card"); that name is drawn in the seat's colour, never written twice. */
function moveLine(data, group, text) {
  const name = seatName(data, group.actor);
  const colour = "--seat: " + seatColour(data, group.actor);
  const swatch = el("span", { class: "log-who", style: colour, "aria-hidden": "true" });
  if (!text.startsWith(name)) return [swatch, " ", el("span", { class: "log-text" }, text)];
  return [swatch, " ", el("span", { class: "log-text" },
    el("strong", { class: "log-name", style: colour }, name), text.slice(name.length))];
}

/** Draw `entries` into the list `root` (newest at the bottom, scrolled into view). */
export function renderLog(root, data, entries) {
  root.replaceChildren(...groupLog(entries).map((group) => {
    const text = group.heading ? group.heading + ": " + group.texts.join(t("list_separator")) : group.texts.join(t("list_separator"));
    const parts = group.kind === "chance"
      ? [el("span", { class: "log-who chance", title: t("chance") }, icon("dice")), " ", el("span", { class: "log-text" }, text)]
      : moveLine(data, group, text);
    return el("li", { class: "log-" + group.kind, "data-seq": group.seq }, ...parts);
  }));
  root.scrollTop = root.scrollHeight;
}
