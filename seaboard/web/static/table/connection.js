// The table's WebSocket: credentials from the link's fragment or localStorage (the token goes
// in the socket's first message, never in an address), reconnection with back-off, control messages.
import { lang } from "../lib/i18n.js";

/** This browser's seat at `tableId`: from `#seat=..&token=..` (then stored and removed from
 * the address bar), else from localStorage; `{seat: null, token: null}` for a spectator. */
export function loadCredentials(tableId) {
  const key = "seaboard:" + tableId;
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.get("token")) {
    const found = { seat: Number(fragment.get("seat")), token: fragment.get("token") };
    localStorage.setItem(key, JSON.stringify(found));
    history.replaceState(null, "", location.pathname + location.search);
    return found;
  }
  try {
    const saved = JSON.parse(localStorage.getItem(key) || "null");
    if (saved && typeof saved.token === "string") return { seat: saved.seat, token: saved.token };
  } catch (e) {
    localStorage.removeItem(key);
  }
  return { seat: null, token: null };
}

/** Forget a stored seat whose token the server refused. */
export function forgetCredentials(tableId) {
  localStorage.removeItem("seaboard:" + tableId);
}

/** A connection that calls `onState(message)` and `onError(error)`, `onOnline(bool)`, and
 * `onMessage(message)` for the other messages (`chat`, `chat_removed`, `rematch`). */
export class Connection {
  constructor(tableId, credentials, handlers) {
    this.tableId = tableId;
    this.credentials = credentials;
    this.handlers = handlers;
    this.socket = null;
    this.retries = 0;
    this.stopped = false;
  }

  open() {
    const query = new URLSearchParams({ lang });
    const seated = this.credentials.token !== null;
    if (seated) query.set("seat", this.credentials.seat);
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const socket = new WebSocket(scheme + "://" + location.host + "/ws/tables/" + this.tableId + "?" + query);
    this.socket = socket;
    socket.addEventListener("open", () => {
      // the token travels in the first message, never in an address a log could keep
      if (seated) socket.send(JSON.stringify({ type: "auth", token: this.credentials.token }));
      this.retries = 0;
      this.handlers.onOnline(true);
    });
    socket.addEventListener("message", (event) => {
      const data = JSON.parse(event.data);
      if (data.type === "error") this.handlers.onError(data.error);
      else if (data.type === "state") this.handlers.onState(data);
      else if (this.handlers.onMessage) this.handlers.onMessage(data);
    });
    socket.addEventListener("close", () => {
      this.handlers.onOnline(false);
      if (!this.stopped) setTimeout(() => this.open(), Math.min(5000, 300 * 2 ** this.retries++));
    });
  }

  /** Stop reconnecting (the table no longer exists). */
  stop() {
    this.stopped = true;
  }

  /** Ask the server for a full message (after a stale move or a patch on another base). */
  refresh() {
    this.send({ type: "refresh" });
  }

  send(data) {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(data));
  }
}
