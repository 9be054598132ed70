// The life of a table around its game, for the people at it: the invitation link of a private
// table, leaving before the start, the closed table, and the rematch (ask for it; take your
// seat in it with this seat's token; spectators follow it).
import { el, fill } from "../lib/dom.js";
import { t } from "../lib/i18n.js";
import { post, notice, copy, errorText } from "../lib/net.js";
import { inviteLink } from "./invite.js";

export class TableLife {
  /** Mount into `root` for the table; `credentials` is `{seat, token}`; `onLeft()` runs when
   * this browser has left its seat (its token is then worthless). */
  constructor(root, tableId, credentials, onLeft) {
    this.root = root;
    this.tableId = tableId;
    this.credentials = credentials;
    this.onLeft = onLeft;
    this.rematchId = null;
    this.data = null;
  }

  /** A `{"type": "rematch", "table": id}` message from the socket. */
  rematch(message) {
    if (this.rematchId === message.table) return;
    this.rematchId = message.table;
    notice(t("rematch_ready"));
    if (this.data) this.update(this.data);
  }

  /** Show what applies to the table as it is now. */
  update(data) {
    this.data = data;
    if (data.rematch) this.rematchId = data.rematch;
    const seated = this.credentials.token !== null && data.you !== null && data.you !== undefined;
    const parts = [];
    if (data.private) parts.push(el("p", { class: "private-note", id: "sb-private-note" }, t("private_note")));
    if (data.private && data.invite) {
      parts.push(el("button", { type: "button", id: "sb-copy-private-invite", "data-invite": inviteLink(this.tableId, data.invite),
        onclick: () => copy(inviteLink(this.tableId, data.invite)) }, t("copy_private_invite")));
    }
    if (data.status === "waiting" && seated) {
      parts.push(el("button", { type: "button", id: "sb-leave-waiting", onclick: () => this.leave() }, t("leave_waiting")));
    }
    if (data.status === "closed") parts.push(el("p", { id: "sb-closed" }, t("table_closed")));
    if (data.status === "finished") parts.push(...this.rematchControls(seated));
    this.root.hidden = parts.length === 0;
    fill(this.root, parts);
  }

  rematchControls(seated) {
    if (this.rematchId === null) {
      return seated ? [el("button", { type: "button", class: "primary", id: "sb-rematch", onclick: () => this.ask() }, t("rematch"))] : [];
    }
    const url = "/t/" + this.rematchId;
    return [
      el("p", { id: "sb-rematch-ready" }, t("rematch_ready")),
      seated
        ? el("button", { type: "button", class: "primary", id: "sb-rematch-take", onclick: () => this.take() }, t("rematch_take"))
        : el("a", { class: "button primary", id: "sb-rematch-watch", href: url }, t("rematch_watch")),
    ];
  }

  async leave() {
    if (!confirm(t("leave_waiting_confirm"))) return;
    try {
      await post("/api/tables/" + this.tableId + "/leave", { seat: this.credentials.seat }, this.credentials.token);
      this.onLeft();
    } catch (error) {
      notice(errorText(error), "error");
    }
  }

  async ask() {
    try {
      const answer = await post("/api/tables/" + this.tableId + "/rematch", { seat: this.credentials.seat }, this.credentials.token);
      this.rematch({ table: answer.table });
    } catch (error) {
      notice(errorText(error), "error");
    }
  }

  /** Take this seat in the rematch with this seat's token, then go there with the new one. */
  async take() {
    const seat = this.credentials.seat;
    try {
      const answer = await post("/api/tables/" + this.rematchId + "/rematch/seat", { seat }, this.credentials.token);
      location.assign(answer.seat_url);
    } catch (error) {
      if (error.code === "seat_taken") location.assign("/t/" + this.rematchId); // taken on another device
      else notice(errorText(error), "error");
    }
  }
}
