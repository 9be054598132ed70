// The replay viewer of a finished game: step, jump, play; the board as a spectator saw it.
"use strict";
(function () {
  const { copy } = window.SB;
  const app = document.getElementById("sb-replay-app");
  const board = document.getElementById("sb-board");
  if (!board) return;
  const tableId = app.dataset.table;
  const jump = document.getElementById("sb-jump");
  const plyText = document.getElementById("sb-ply");
  const logList = document.getElementById("sb-log");
  const total = Number(jump.max);
  let ply = total;
  let code = "";
  let timer = null;
  let token = 0;

  async function show(target) {
    ply = Math.max(0, Math.min(total, target));
    jump.value = ply;
    const mine = ++token;
    const response = await fetch("/api/tables/" + tableId + "/replay/" + ply + "?lang=" + (window.LANG || "en"));
    if (!response.ok || mine !== token) return;
    const data = await response.json();
    board.innerHTML = data.svg;
    code = data.code;
    app.dataset.ply = data.ply;
    plyText.textContent = data.ply + " / " + data.total;
    logList.replaceChildren(...data.log.map((entry) => {
      const item = document.createElement("li");
      item.textContent = (entry.kind === "chance" ? "🎲 " : (entry.actor + 1) + ": ") + entry.text;
      return item;
    }));
    logList.scrollTop = logList.scrollHeight;
  }

  function stop() { clearInterval(timer); timer = null; }
  document.getElementById("sb-first").onclick = () => { stop(); show(0); };
  document.getElementById("sb-prev").onclick = () => { stop(); show(ply - 1); };
  document.getElementById("sb-next").onclick = () => { stop(); show(ply + 1); };
  document.getElementById("sb-last").onclick = () => { stop(); show(total); };
  document.getElementById("sb-play").onclick = () => {
    if (timer) { stop(); return; }
    if (ply >= total) show(0);
    timer = setInterval(() => { if (ply >= total) stop(); else show(ply + 1); }, 700);
  };
  jump.addEventListener("input", () => { stop(); show(Number(jump.value)); });
  document.getElementById("sb-copy-code").onclick = () => copy(code);
  document.addEventListener("keydown", (event) => {
    if (event.target.tagName === "INPUT") return;
    if (event.key === "ArrowLeft") { stop(); show(ply - 1); }
    if (event.key === "ArrowRight") { stop(); show(ply + 1); }
    if (event.key === "Home") { stop(); show(0); }
    if (event.key === "End") { stop(); show(total); }
  });
  show(total);
})();
