// The bar above the board: the decision in one sentence and, for the player to move, buttons
// for the moves no board element picks (End turn, Pass, Confirm…).
import { el } from "../lib/dom.js";
import { t } from "../lib/i18n.js";
import { icon } from "../lib/icons.js";
import { seatName, seatColour, edgeOf } from "./seats.js";

// more would push the board down (the rest are under "All moves")
const MAX_BUTTONS = 6;
const MAX_BUTTONS_PHONE = 3;
const PHONE_WIDTH = 700;

/** The sentence of the bar for this browser. */
export function promptText(data, myTurn) {
  if (data.status === "waiting") return t("waiting_for_players");
  if (data.status === "closed") return t("table_closed");
  if (data.status === "finished") return t("game_over");
  if (myTurn && data.prompt) return data.prompt;
  if (data.to_move >= 0) return t("is_choosing", { name: seatName(data, data.to_move) });
  return "";
}

/** Draw the bar: `status` gets the sentence, `actions` the buttons of `unbound` moves;
 * `onMove(move)` plays one, `onMore()` opens the full list when there are too many. */
export function renderPrompt(bar, data, myTurn, unbound, onMove, onMore) {
  const status = bar.querySelector("#sb-status");
  const actions = bar.querySelector("#sb-prompt-actions");
  bar.classList.toggle("mine", myTurn);
  bar.classList.toggle("over", data.status === "finished");
  const who = data.status === "playing" && data.to_move >= 0 ? data.to_move : null;
  bar.style.setProperty("--seat", who === null ? "transparent" : edgeOf(seatColour(data, who)));
  const parts = [el("span", { class: "prompt-text" }, promptText(data, myTurn))];
  if (myTurn) parts.unshift(el("span", { class: "turn-badge" }, icon("turn"), t("your_turn")));
  if (data.you === null || data.you === undefined) parts.push(el("span", { class: "muted spectating" }, t("spectator")));
  status.replaceChildren(...parts);
  const limit = window.innerWidth < PHONE_WIDTH ? MAX_BUTTONS_PHONE : MAX_BUTTONS;
  const shown = myTurn ? unbound.slice(0, limit) : [];
  const buttons = shown.map((m) => el("button", { type: "button", class: "action", "data-move": m.move, onclick: () => onMove(m.move), title: m.label }, m.action || m.label));
  if (myTurn && unbound.length > limit) {
    buttons.push(el("button", { type: "button", class: "action more", onclick: onMore }, t("more_moves", {}, unbound.length - limit)));
  }
  actions.replaceChildren(...buttons);
  actions.hidden = !actions.childElementCount;
}
