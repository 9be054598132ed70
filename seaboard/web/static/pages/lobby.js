// The lobby refreshes its lists of tables every few seconds (HTML rendered by the server).
// It names the seats this browser holds (kept in localStorage by the table page), so that the
// server offers "Your turn" or "Resume" on those tables instead of "Watch" or "Join".
import { fillIcons } from "../lib/icons.js";

const EVERY_MS = 5000;
const SEAT_KEY = /^seaboard:([A-Za-z0-9_-]{1,32})$/;
let shown = null;

/** "table.seat,table.seat": the seats whose tokens this browser keeps. */
export function heldSeats(storage = localStorage) {
  const held = [];
  for (let i = 0; i < storage.length; i++) {
    const found = SEAT_KEY.exec(storage.key(i) || "");
    if (!found) continue;
    try {
      const saved = JSON.parse(storage.getItem(found[0]) || "null");
      if (saved && typeof saved.token === "string" && Number.isInteger(saved.seat)) {
        held.push(found[1] + "." + saved.seat);
      }
    } catch (e) {
      // not a seat: left alone
    }
  }
  return held.join(",");
}

/** The link to focus again after a section is refilled: the same address and action. */
function focusKey(section) {
  const active = document.activeElement;
  if (!active || !section.contains(active) || !active.getAttribute("href")) return null;
  return { href: active.getAttribute("href"), action: active.dataset.action || "" };
}

function refocus(section, key) {
  if (key === null) return;
  const links = [...section.querySelectorAll("a[href]")].filter((a) => a.getAttribute("href") === key.href);
  const again = links.find((a) => (a.dataset.action || "") === key.action) || links[0];
  if (again) again.focus();
}

/** Refill each of the page's sections from the section of the same id in `html` (the
 * sections stay, so they keep announcing changes to screen readers). */
function fill(html) {
  const parsed = new DOMParser().parseFromString(html, "text/html");
  for (const fresh of parsed.body.children) {
    const section = fresh.id ? document.getElementById(fresh.id) : null;
    if (!section) continue;
    const key = focusKey(section);
    section.hidden = fresh.hidden;
    section.replaceChildren(...fresh.childNodes);
    fillIcons(section);
    refocus(section, key);
  }
}

async function refresh() {
  try {
    const mine = heldSeats();
    const response = await fetch("/lobby/lists" + (mine ? "?mine=" + encodeURIComponent(mine) : ""));
    if (!response.ok) return;
    const html = await response.text();
    if (html !== shown) fill(html); // unchanged: focus and screen readers are left in peace
    shown = html;
    document.body.dataset.lobbyMine = mine;
  } catch (e) {
    // the next round tries again
  }
}

refresh();
setInterval(refresh, EVERY_MS);
