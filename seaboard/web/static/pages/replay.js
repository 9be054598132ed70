// The replay of a finished game: step, jump, play; the board as a spectator or any seat saw
// it (a seat this browser held is shown by default: its own hand, as it played).
import { lang } from "../lib/i18n.js";
import { icon } from "../lib/icons.js";
import { copy } from "../lib/net.js";
import { Board } from "../table/board.js";
import { loadCredentials } from "../table/connection.js";
import { renderLog } from "../table/log.js";

const app = document.getElementById("sb-replay-app");
const box = document.getElementById("sb-board");
const jump = document.getElementById("sb-jump");
const view = document.getElementById("sb-view");

if (box && jump) {
  const tableId = app.dataset.table;
  const { seats, panels } = JSON.parse(document.getElementById("sb-replay-seats").textContent);
  const board = new Board(box);
  const plyText = document.getElementById("sb-ply");
  const logList = document.getElementById("sb-log");
  const playButton = document.getElementById("sb-play");
  const total = Number(jump.max);
  let ply = total;
  let code = "";
  let timer = null;
  let token = 0;
  const held = loadCredentials(tableId);
  if (held.seat !== null && view.querySelector(`option[value="${held.seat}"]`)) view.value = String(held.seat);

  async function show(target) {
    ply = Math.max(0, Math.min(total, target));
    jump.value = ply;
    const mine = ++token;
    const query = new URLSearchParams({ lang });
    if (view.value !== "") query.set("seat", view.value);
    const response = await fetch("/api/tables/" + tableId + "/replay/" + ply + "?" + query);
    if (!response.ok || mine !== token) return;
    const data = await response.json();
    board.update({ svg: data.svg, version: data.ply });
    code = data.code;
    app.dataset.ply = data.ply;
    plyText.textContent = data.ply + " / " + data.total;
    renderLog(logList, { seats, panels }, data.log);
  }

  function setPlaying(playing) {
    playButton.replaceChildren(icon(playing ? "pause" : "play"));
  }

  function stop() {
    clearInterval(timer);
    timer = null;
    setPlaying(false);
  }

  document.getElementById("sb-first").addEventListener("click", () => { stop(); show(0); });
  document.getElementById("sb-prev").addEventListener("click", () => { stop(); show(ply - 1); });
  document.getElementById("sb-next").addEventListener("click", () => { stop(); show(ply + 1); });
  document.getElementById("sb-last").addEventListener("click", () => { stop(); show(total); });
  playButton.addEventListener("click", () => {
    if (timer) {
      stop();
      return;
    }
    if (ply >= total) show(0);
    setPlaying(true);
    timer = setInterval(() => { if (ply >= total) stop(); else show(ply + 1); }, 700);
  });
  jump.addEventListener("input", () => { stop(); show(Number(jump.value)); });
  view.addEventListener("change", () => show(ply));
  document.getElementById("sb-copy-code").addEventListener("click", () => copy(code));
  document.getElementById("sb-zoom-in").addEventListener("click", () => board.zoomBy(1.25));
  document.getElementById("sb-zoom-out").addEventListener("click", () => board.zoomBy(0.8));
  document.getElementById("sb-zoom-fit").addEventListener("click", () => board.fit("meet"));
  document.addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT") return;
    if (event.key === "ArrowLeft") { stop(); show(ply - 1); }
    if (event.key === "ArrowRight") { stop(); show(ply + 1); }
    if (event.key === "Home") { stop(); show(0); }
    if (event.key === "End") { stop(); show(total); }
  });
  show(total);
}
