// The table page: wires the connection, the board, the clickable targets, the prompt bar,
// the panels, the log and the end screen. The server sends this seat's view, its redacted
// log, the board as SVG (or a patch of it) and the legal moves with the ids of the board
// elements each concerns; moves are posted with the version they were chosen at.
import { t } from "../lib/i18n.js";
import { post, notice, errorText } from "../lib/net.js";
import { el } from "../lib/dom.js";
import { Connection, loadCredentials, forgetCredentials } from "./connection.js";
import { Board } from "./board.js";
import { Targets, markLast } from "./targets.js";
import { installSelectThenTarget } from "./select.js";
import { playSpin } from "./spinner.js";
import { focusTargets } from "./focus.js";
import { Help } from "./help.js";
import { installTapAgain } from "./tapagain.js";
import { renderPrompt, promptText } from "./prompt.js";
import { renderPanels, tickClocks } from "./panels.js";
import { renderLog } from "./log.js";
import { renderEnd } from "./endscreen.js";
import { renderJoin, renderMoves, renderButtons, renderLinks } from "./controls.js";
import { Chat } from "./chat.js";
import { Talk } from "./talk.js";
import { TableLife } from "./life.js";
import { loadSettings, renderSettings } from "./settings.js";
import { Alerts } from "./alerts.js";
import { takeInvite } from "./invite.js";

const RESEND_AFTER_MS = 3000;
const app = document.getElementById("sb-table-app");
const tableId = app.dataset.table;
const $ = (id) => document.getElementById(id);
const ui = {
  prompt: $("sb-prompt"), panels: $("sb-panels"), join: $("sb-join"), allMoves: $("sb-all-moves"),
  expert: $("sb-expert"), controls: $("sb-controls"), undo: $("sb-undo"), leave: $("sb-leave"),
  reclaim: $("sb-reclaim"), start: $("sb-start"), result: $("sb-result"), links: $("sb-links"), log: $("sb-log"),
};

let credentials = loadCredentials(tableId);
takeInvite(tableId);
const invited = new URLSearchParams(location.search).get("join");
let current = null;
let log = [];
let receivedAt = 0;
let busy = false; // a move is on its way: nothing more may be chosen until the answer
let wasMyTurn = false;
let online = []; // the seats with a socket open (presence)

const board = new Board($("sb-board"));
const settings = loadSettings();
renderSettings($("sb-settings"), settings);
const alerts = new Alerts(settings);
const chat = new Chat($("sb-chat"), tableId, credentials);
const talk = new Talk($("sb-talk"));
chat.onNew = () => talk.arrived();
const life = new TableLife($("sb-life"), tableId, credentials, () => {
  forgetCredentials(tableId);
  location.reload();
});
const targets = new Targets(board, $("sb-chooser"), send);
installSelectThenTarget(targets);
const help = new Help(board);
installTapAgain(targets);
targets.addHook("selection", () => help.refresh());
const connection = new Connection(tableId, credentials, {
  onState: receive,
  onError(error) {
    if ((error.code === "forbidden" || error.code === "seat_lost") && credentials.token !== null) {
      forgetCredentials(tableId);
      credentials = { seat: null, token: null };
      connection.credentials = credentials;
      notice(t(error.code === "seat_lost" ? "seat_lost" : "seat_link_invalid"), "error");
    } else if (error.code === "deleted") {
      connection.stop(); // the table is gone: nothing to reconnect to
      notice(t("table_gone"), "error");
    } else notice(error.message, "error");
  },
  onOnline(online) {
    app.dataset.offline = online ? "0" : "1";
  },
  onMessage(message) {
    if (message.type === "chat") chat.receive(message);
    else if (message.type === "chat_removed") chat.remove(message);
    else if (message.type === "presence") {
      online = message.online;
      if (current) renderPanels(ui.panels, Object.assign({}, current, { online }), receivedAt);
    }
    else if (message.type === "rematch") life.rematch(message);
  },
});

function receive(data) {
  if (!board.update(data)) {
    connection.refresh(); // a patch on a board this page does not hold
    return;
  }
  log = data.log_from === 0 ? data.log.slice() : log.slice(0, data.log_from).concat(data.log);
  if (current && data.version > current.version) alerts.sound(data.status === "finished" ? "end" : "move");
  current = data;
  receivedAt = Date.now();
  busy = false;
  render();
  playSpin(board, data);
}

function render() {
  const d = current;
  const mine = d.you !== null && d.you !== undefined;
  const myTurn = mine && d.status === "playing" && d.to_move === d.you && d.legal.length > 0;
  const canChoose = myTurn && !busy;
  app.dataset.status = d.status;
  app.dataset.version = d.version;
  app.dataset.myTurn = myTurn ? "1" : "0";
  app.dataset.game = d.game;
  board.box.setAttribute("aria-busy", busy ? "true" : "false");
  if (d.status === "waiting") board.clear(el("p", { class: "muted waiting" }, t("waiting_for_players")));
  if (d.status === "closed") board.clear(el("p", { class: "muted waiting" }, t("table_closed")));
  targets.setMoves(d.legal, canChoose);
  markLast(board, d.last_targets);
  renderPrompt(ui.prompt, d, myTurn, canChoose ? targets.unbound() : [], send, () => { ui.allMoves.open = true; });
  renderPanels(ui.panels, Object.assign({}, d, { online }), receivedAt);
  renderJoin(ui.join, d, mine, invited, tableId);
  renderMoves(ui.allMoves, d, canChoose, ui.expert.checked, send);
  renderButtons(ui, d, mine);
  renderLog(ui.log, d, log);
  renderEnd(ui.result, d, tableId);
  renderLinks(ui.links, d, mine, credentials, tableId);
  chat.update(d);
  life.update(d);
  // the rematch offer (and the other after-game controls) sit in the result box, in view
  if (d.outcome) ui.result.querySelector(".end-summary").append(life.root);
  if (myTurn && !wasMyTurn) {
    alerts.turn(d.version, d.title, promptText(d, myTurn), "seaboard-" + tableId);
    ui.prompt.classList.remove("flash");
    void ui.prompt.offsetWidth; // restart the animation: the turn is announced once
    ui.prompt.classList.add("flash");
    board.userMoved = false;
    board.zoomToTargets(targets.nodes());
  }
  if (myTurn) focusTargets(board, targets.nodes());
  wasMyTurn = myTurn;
  document.title = (myTurn ? "● " : "") + d.title + " · " + t("app_name");
}

async function send(move) {
  if (busy || !current) return;
  busy = true;
  render(); // the board and the buttons rest until the server answers
  const version = current.version;
  try {
    await post("/api/tables/" + tableId + "/moves", { seat: credentials.seat, move, expected_version: version }, credentials.token);
    // accepted: the new position comes over the socket; ask again if it has not come
    setTimeout(() => { if (busy && current.version === version) connection.refresh(); }, RESEND_AFTER_MS);
  } catch (error) {
    busy = false;
    render();
    notice(errorText(error), "error");
    if (error.code === "stale") connection.refresh();
  }
}

async function action(path, body = {}) {
  try {
    await post("/api/tables/" + tableId + "/" + path, Object.assign({ seat: credentials.seat }, body), credentials.token);
  } catch (error) {
    notice(errorText(error), "error");
  }
}

ui.undo.addEventListener("click", () => action("undo", { expected_version: current.version }));
ui.leave.addEventListener("click", () => { if (confirm(t("leave_confirm"))) action("leave"); });
ui.reclaim.addEventListener("click", () => action("reclaim"));
ui.start.addEventListener("click", () => action("start"));
ui.expert.addEventListener("change", () => { if (current) render(); });
$("sb-zoom-in").addEventListener("click", () => board.zoomBy(1.25));
$("sb-zoom-out").addEventListener("click", () => board.zoomBy(0.8));
$("sb-zoom-fit").addEventListener("click", () => board.fit("meet"));
setInterval(() => { if (current) tickClocks(ui.panels, current, receivedAt); }, 1000);

const refused = new URLSearchParams(location.search).get("error");
if (refused) notice(errorText({ code: refused, message: refused }), "error");
connection.open();
