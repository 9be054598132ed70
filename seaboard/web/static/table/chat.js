// Chat at the table: every connected client reads it (the server sends the recent history on
// connecting, then each message live); seated players write, spectators are told they only
// read. Messages are shown with text nodes only, never as markup.
import { el, fill } from "../lib/dom.js";
import { t } from "../lib/i18n.js";
import { post, errorText } from "../lib/net.js";

const MAX_CHARS = 300;

/** The writer's name; a name the server made up ("player 2") in the page's language. */
function displayName(m) {
  return /^player \d+$/.test(m.name) ? t("player_n", { n: m.seat + 1 }) : m.name;
}
const KEEP = 200;

export class Chat {
  /** Mount into `root` (a section) for the table; `credentials` is `{seat, token}`. */
  constructor(root, tableId, credentials) {
    this.root = root;
    this.tableId = tableId;
    this.credentials = credentials;
    this.messages = new Map();
    this.onNew = null; // called with each later message of someone else
    this.list = el("ol", { class: "chat-list", id: "sb-chat-list", "aria-live": "polite", tabindex: "0", "aria-labelledby": "sb-chat-title" });
    this.empty = el("p", { class: "muted chat-empty" }, t("chat_empty"));
    this.input = el("input", {
      id: "sb-chat-input", name: "text", maxlength: String(MAX_CHARS), autocomplete: "off",
      "aria-label": t("chat_message"), placeholder: t("chat_message"),
    });
    this.left = el("span", { class: "muted chat-left", id: "sb-chat-left", "aria-live": "polite" });
    this.error = el("p", { class: "error chat-error", role: "alert", hidden: true });
    this.form = el("form", { class: "chat-form", id: "sb-chat-form", onsubmit: (event) => this.send(event) },
      this.input, el("button", { type: "submit", class: "primary", id: "sb-chat-send" }, t("chat_send")), this.left);
    this.readOnly = el("p", { class: "muted", id: "sb-chat-readonly" }, t("chat_spectator"));
    this.input.addEventListener("input", () => this.count());
    fill(root, el("h2", { id: "sb-chat-title" }, t("chat")), this.empty, this.list, this.form, this.readOnly, this.error);
    this.update(null);
  }

  /** Seated people write; everybody else reads. */
  update(data) {
    const seated = this.credentials.token !== null && data !== null && data.you !== null && data.you !== undefined;
    this.form.hidden = !seated;
    this.readOnly.hidden = seated;
    this.root.dataset.canPost = seated ? "1" : "0";
    this.count();
  }

  /** A `{"type": "chat", "messages": [...]}` message from the socket (`history`: the recent
   * messages sent on connecting). */
  receive(message) {
    for (const m of message.messages) {
      if (this.messages.has(m.id)) continue;
      this.messages.set(m.id, m);
      this.list.append(this.line(m));
      // the history sent on connecting is not news; later messages of others are
      if (!message.history && !this.mine(m) && this.onNew) this.onNew(m);
    }
    while (this.list.children.length > KEEP) this.list.firstElementChild.remove();
    this.empty.hidden = this.messages.size > 0;
    this.root.dataset.count = String(this.messages.size);
    this.list.scrollTop = this.list.scrollHeight;
  }

  /** A `{"type": "chat_removed", "id": N}` message: the server's administrator removed it. */
  remove(message) {
    if (!this.messages.delete(message.id)) return;
    this.list.querySelector(`[data-id="${message.id}"]`)?.remove();
    this.empty.hidden = this.messages.size > 0;
    this.root.dataset.count = String(this.messages.size);
  }

  /** Whether this browser's seat wrote `m`. */
  mine(m) {
    return m.seat === this.credentials.seat && this.credentials.token !== null;
  }

  line(m) {
    const at = new Date(m.at * 1000);
    const time = el("time", { class: "muted", datetime: at.toISOString() },
      at.toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" }));
    const mine = this.mine(m);
    return el("li", { class: "chat-line" + (mine ? " mine" : ""), "data-seat": m.seat, "data-id": m.id },
      time, " ", el("strong", { class: "chat-name" }, displayName(m)), ": ", el("span", { class: "chat-text" }, m.text));
  }

  count() {
    const left = MAX_CHARS - this.input.value.length;
    this.left.textContent = left < 60 ? t("chat_left", {}, left) : "";
  }

  async send(event) {
    event.preventDefault();
    const text = this.input.value.trim();
    if (!text) return;
    this.error.hidden = true;
    try {
      await post("/api/tables/" + this.tableId + "/chat", { seat: this.credentials.seat, text }, this.credentials.token);
      this.input.value = "";
      this.count();
    } catch (error) {
      this.error.textContent = error.code === "too_fast" && error.retryAfter
        ? t("chat_wait", {}, error.retryAfter)
        : errorText(error);
      this.error.hidden = false;
    }
  }
}
