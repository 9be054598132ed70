// The side controls: the join form, the full move list (collapsible, with notation for
// experts), the seat's buttons (undo, leave, take back, start) and the links to share.
import { el, fill } from "../lib/dom.js";
import { t } from "../lib/i18n.js";
import { copy } from "../lib/net.js";
import { seatName } from "./seats.js";
import { inviteField, inviteLink } from "./invite.js";

/** Until when a rematch's seats are kept for the people who sat there (a Date), or null. */
function reservedUntil(data) {
  const until = data.reserved_until ? new Date(data.reserved_until * 1000) : null;
  return until && until > new Date() ? until : null;
}

/** The join form for a visitor while seats are open (`invited`: the seat the link names); a
 * rematch's seats kept for their people say until when instead. */
export function renderJoin(root, data, mine, invited, tableId) {
  const reserved = reservedUntil(data);
  const open = data.seats.filter((s) => !s.claimed && !(reserved && s.kind === "human"));
  const kept = reserved && data.seats.some((s) => !s.claimed && s.kind === "human");
  root.hidden = !(data.status === "waiting" && !mine && (open.length || kept));
  if (root.hidden) return;
  const time = kept ? reserved.toLocaleTimeString(document.documentElement.lang, { hour: "2-digit", minute: "2-digit" }) : "";
  const note = kept ? el("p", { class: "muted", id: "sb-reserved" }, t("seats_reserved", { time })) : null;
  if (!open.length) {
    fill(root, el("h2", {}, t("join")), note);
    return;
  }
  fill(root, el("h2", {}, t("join")), note,
    el("form", { method: "post", action: "/t/" + tableId + "/join", class: "join-form" },
      el("label", {}, t("your_name"), " ", el("input", { name: "name", maxlength: "40", autocomplete: "nickname" })),
      el("label", {}, t("seat"), " ", el("select", { name: "seat" },
        open.map((s) => el("option", { value: s.seat, selected: String(s.seat) === invited }, seatName(data, s.seat))))),
      inviteField(tableId),
      el("button", { type: "submit", class: "primary" }, t("join"))));
}

/** Every legal move as a button (with its notation when `expert`). */
export function renderMoves(details, data, myTurn, expert, onMove) {
  const list = details.querySelector("#sb-moves");
  details.hidden = !myTurn || !data.legal || !data.legal.length;
  if (details.hidden) {
    list.replaceChildren();
    return;
  }
  details.querySelector(".count").textContent = String(data.legal.length);
  list.replaceChildren(...data.legal.map((m) => el("button", {
    type: "button", class: "move", "data-move": m.move, onclick: () => onMove(m.move),
  }, m.label, expert ? el("code", { class: "notation" }, m.move) : null)));
}

/** Show the seat's buttons that apply now. */
export function renderButtons(ui, data, mine) {
  const me = mine ? data.seats[data.you] : null;
  ui.undo.hidden = !data.can_undo;
  ui.leave.hidden = !(me && data.status === "playing" && !me.replaced);
  ui.reclaim.hidden = !(me && data.status === "playing" && me.replaced);
  ui.start.hidden = !(data.status === "waiting" && mine && data.host === data.you);
  ui.controls.hidden = [ui.undo, ui.leave, ui.reclaim, ui.start].every((b) => b.hidden);
}

/** The links to share: position code, my seat's link, invitations, the table's link. */
export function renderLinks(root, data, mine, credentials, tableId) {
  const base = location.origin + "/t/" + tableId;
  const parts = [];
  if (data.code) parts.push(el("button", { type: "button", id: "sb-copy-code", onclick: () => copy(data.code) }, t("copy_code")));
  if (mine && credentials.token) {
    const link = base + "#seat=" + credentials.seat + "&token=" + encodeURIComponent(credentials.token);
    parts.push(el("button", { type: "button", onclick: () => copy(link) }, t("copy_seat_link")));
  }
  if (data.status === "waiting" && (!data.private || data.invite)) {
    for (const s of data.seats.filter((x) => !x.claimed)) {
      // a private table's seats are taken only with its invitation
      const link = data.private ? inviteLink(tableId, data.invite, s.seat) : base + "?join=" + s.seat;
      parts.push(el("button", { type: "button", class: "invite", "data-seat": s.seat, onclick: () => copy(link) },
        t("copy_invite", { seat: s.seat + 1 })));
    }
  }
  parts.push(el("button", { type: "button", onclick: () => copy(base) }, t("copy_table_link")));
  root.replaceChildren(...parts);
  const details = root.closest("details");
  if (details && data.status === "waiting") details.open = true; // invitations are the point now
}
