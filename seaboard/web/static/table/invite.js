// Private tables: the invitation token travels in the link's fragment (`/t/<id>#invite=...`),
// which browsers never send to a server; the page keeps it for the session and takes it off
// the address bar, and the join form carries it.
import { el } from "../lib/dom.js";

const key = (tableId) => "seaboard:invite:" + tableId;

/** Read `#invite=...` from the address (once, at load), keep it, and remove it from view. */
export function takeInvite(tableId) {
  const fragment = new URLSearchParams(location.hash.slice(1));
  const invite = fragment.get("invite");
  if (invite) {
    sessionStorage.setItem(key(tableId), invite);
    history.replaceState(null, "", location.pathname + location.search);
  }
  return inviteOf(tableId);
}

/** The invitation this browser holds for `tableId`, or null. */
export function inviteOf(tableId) {
  return sessionStorage.getItem(key(tableId));
}

/** The hidden field the join form sends, or null without an invitation. */
export function inviteField(tableId) {
  const invite = inviteOf(tableId);
  return invite ? el("input", { type: "hidden", name: "invite", value: invite }) : null;
}

/** The link that lets a friend take a seat at a private table. */
export function inviteLink(tableId, invite, seat = null) {
  const join = seat === null ? "" : "?join=" + seat;
  return location.origin + "/t/" + tableId + join + "#invite=" + encodeURIComponent(invite);
}
