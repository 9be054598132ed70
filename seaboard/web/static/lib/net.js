// Requests to the JSON API, the clipboard and the small notices at the top of a page.
import { t, has } from "./i18n.js";

/** POST `body` as JSON (with the seat token when given); throws an Error with `.code`. */
export async function post(url, body, token) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers["X-Seat-Token"] = token;
  const response = await fetch(url, { method: "POST", headers, body: JSON.stringify(body) });
  let data = null;
  try {
    data = await response.json();
  } catch (e) {
    data = null;
  }
  if (!response.ok) {
    const error = new Error(data && data.error ? data.error.message : response.statusText);
    error.code = data && data.error ? data.error.code : "http";
    error.retryAfter = Number(response.headers.get("Retry-After")) || null;
    throw error;
  }
  return data;
}

/** An API error in the page's language: the code's text, plus the server's detail where it
 * carries the game's own reason (an illegal move, a move that cannot be undone). */
export function errorText(error) {
  const key = "error_" + error.code;
  if (!has(key)) return error.message;
  if (["illegal_move", "bad_notation", "cannot_undo"].includes(error.code)) {
    return t(key) + ": " + error.message;
  }
  return t(key);
}

let noticeTimer = null;

/** A short message at the top of the page; `kind` "error" or "turn" colours it. */
export function notice(text, kind = "", ms = 4000) {
  const box = document.getElementById("sb-notice");
  if (!box) return;
  box.textContent = text;
  box.className = "notice" + (kind ? " " + kind : "");
  box.hidden = false;
  clearTimeout(noticeTimer);
  if (ms) noticeTimer = setTimeout(hideNotice, ms);
}

/** Hide the notice now (the turn it announced has passed). */
export function hideNotice(kind = null) {
  const box = document.getElementById("sb-notice");
  if (box && (kind === null || box.classList.contains(kind))) box.hidden = true;
}

/** Copy `text` to the clipboard and say so. */
export async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
  } catch (e) {
    const area = document.createElement("textarea");
    area.value = text;
    document.body.appendChild(area);
    area.select();
    document.execCommand("copy");
    area.remove();
  }
  notice(t("copied"));
}
