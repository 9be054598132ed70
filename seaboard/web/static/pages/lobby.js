// The lobby refreshes its lists of tables every few seconds (HTML rendered by the server).
import { fillIcons } from "../lib/icons.js";

const lists = document.getElementById("sb-lists");

async function refresh() {
  try {
    const response = await fetch("/lobby/lists");
    if (!response.ok) return;
    const parsed = new DOMParser().parseFromString(await response.text(), "text/html");
    lists.replaceChildren(...parsed.body.childNodes);
    fillIcons(lists);
  } catch (e) {
    // the next round tries again
  }
}

setInterval(refresh, 5000);
