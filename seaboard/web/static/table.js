// The table page: a thin client over the server. The server sends this seat's view, its
// redacted log, the board as SVG and the legal moves (with the ids of the board elements
// each concerns); this script shows them and posts the chosen move with the version it saw.
"use strict";
(function () {
  const { T, fmt, post, copy, notice, el, duration, errorText } = window.SB;
  const app = document.getElementById("sb-table-app");
  const tableId = app.dataset.table;
  const key = "seaboard:" + tableId;
  const ui = {
    status: document.getElementById("sb-status"),
    board: document.getElementById("sb-board"),
    chooser: document.getElementById("sb-chooser"),
    seats: document.getElementById("sb-seats"),
    join: document.getElementById("sb-join"),
    actions: document.getElementById("sb-actions"),
    moves: document.getElementById("sb-moves"),
    undo: document.getElementById("sb-undo"),
    leave: document.getElementById("sb-leave"),
    reclaim: document.getElementById("sb-reclaim"),
    start: document.getElementById("sb-start"),
    result: document.getElementById("sb-result"),
    links: document.getElementById("sb-links"),
    log: document.getElementById("sb-log"),
  };

  // -- credentials: from the link's fragment (never sent to the server), then localStorage --
  let seat = null;
  let token = null;
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.get("token")) {
    seat = Number(fragment.get("seat"));
    token = fragment.get("token");
    localStorage.setItem(key, JSON.stringify({ seat, token }));
    history.replaceState(null, "", location.pathname + location.search);
  } else {
    try {
      const saved = JSON.parse(localStorage.getItem(key) || "null");
      if (saved && typeof saved.token === "string") { seat = saved.seat; token = saved.token; }
    } catch (e) { /* no saved seat */ }
  }

  const invited = new URLSearchParams(location.search).get("join");
  let current = null;
  let log = [];
  let receivedAt = 0;
  let busy = false;
  let pending = null; // moves still possible after the clicks so far
  let wasMyTurn = false;
  let socket = null;
  let retries = 0;

  function connect() {
    const query = new URLSearchParams({ lang: window.LANG || "en" });
    if (token !== null) { query.set("seat", seat); query.set("token", token); }
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    socket = new WebSocket(scheme + "://" + location.host + "/ws/tables/" + tableId + "?" + query);
    socket.onopen = () => { retries = 0; };
    socket.onmessage = (event) => {
      const data = JSON.parse(event.data);
      if (data.type === "error") {
        if (data.error.code === "forbidden" && token !== null) {
          localStorage.removeItem(key);
          seat = null; token = null;
          notice(T("seat_link_invalid"), "error");
        } else {
          ui.status.textContent = data.error.message;
        }
        return;
      }
      if (data.type === "state") receive(data);
    };
    socket.onclose = () => {
      ui.status.dataset.offline = "1";
      setTimeout(connect, Math.min(5000, 300 * 2 ** retries++));
    };
  }

  function receive(data) {
    log = data.log_from === 0 ? data.log.slice() : log.slice(0, data.log_from).concat(data.log);
    current = data;
    receivedAt = Date.now();
    busy = false;
    pending = null;
    delete ui.status.dataset.offline;
    render();
  }

  // Names the server made up ("bot 2", "player 3") are shown in the page's language.
  function seatName(index) {
    const s = current.seats[index];
    if (!s) return "?";
    if (s.kind === "bot" && /^bot \d$/.test(s.name)) return T("bot") + " " + s.level;
    if (/^player \d+$/.test(s.name)) return fmt("player_n", { n: s.seat + 1 });
    return s.name;
  }

  // -- rendering ---------------------------------------------------------------------------
  function render() {
    const d = current;
    const mine = d.you !== null && d.you !== undefined;
    const myTurn = mine && d.status === "playing" && d.to_move === d.you && d.legal.length > 0;
    app.dataset.status = d.status;
    app.dataset.version = d.version;
    app.dataset.myTurn = myTurn ? "1" : "0";
    renderStatus(d, mine, myTurn);
    renderSeats(d);
    renderJoin(d, mine);
    renderBoard(d);
    renderActions(d, mine, myTurn);
    renderLog(d);
    renderResult(d);
    renderLinks(d, mine);
    if (myTurn && !wasMyTurn) {
      notice(T("your_turn"), "turn");
      if (navigator.vibrate) navigator.vibrate(120);
    }
    wasMyTurn = myTurn;
    document.title = (myTurn ? "● " : "") + d.title + " · " + T("app_name");
  }

  function renderStatus(d, mine, myTurn) {
    let text;
    if (d.status === "waiting") text = T("waiting_for_players");
    else if (d.status === "finished") text = T("game_over");
    else if (myTurn) text = T("your_turn");
    else if (d.to_move >= 0) text = fmt("turn_of", { name: seatName(d.to_move) });
    else text = "";
    if (!mine) text += " · " + T("spectator");
    ui.status.textContent = text;
    ui.status.classList.toggle("mine", myTurn);
  }

  function clockText(d, index) {
    const c = d.clock;
    if (!c || c.kind === "none") return "";
    if (c.kind === "correspondence") {
      if (c.running !== index || !c.deadline) return "";
      return duration(c.deadline * 1000 - Date.now());
    }
    let ms = c.remaining_ms[index];
    if (c.running === index) ms -= Date.now() - receivedAt;
    return duration(ms);
  }

  function renderSeats(d) {
    ui.seats.replaceChildren(el("h2", {}, T("seats")));
    const list = el("ul", { class: "seat-list" });
    d.seats.forEach((s) => {
      const tags = [];
      if (s.kind === "bot") tags.push("🤖 " + T("bot") + " " + s.level);
      else if (s.replaced) tags.push("🤖 " + T("replaced"));
      else if (!s.claimed) tags.push(T("open_seat"));
      if (s.seat === d.you) tags.push(T("you"));
      list.append(el("li", {
        class: "seat" + (d.to_move === s.seat && d.status === "playing" ? " to-move" : ""),
        "data-seat": s.seat,
      }, el("span", { class: "seat-color seat-" + s.seat }), " ", seatName(s.seat),
      tags.length ? el("span", { class: "muted" }, " (" + tags.join(", ") + ")") : null,
      el("span", { class: "clock", "data-clock": s.seat }, clockText(d, s.seat))));
    });
    ui.seats.append(list);
  }

  function renderJoin(d, mine) {
    const open = d.seats.filter((s) => !s.claimed);
    ui.join.hidden = !(d.status === "waiting" && !mine && open.length);
    if (ui.join.hidden) return;
    const form = el("form", { method: "post", action: "/t/" + tableId + "/join", class: "join-form" },
      el("label", {}, T("your_name"), " ", el("input", { name: "name", maxlength: "40" })),
      el("label", {}, T("seat"), " ", el("select", { name: "seat" },
        ...open.map((s) => el("option", { value: s.seat, selected: String(s.seat) === invited },
          T("seat") + " " + (s.seat + 1))))),
      el("button", { type: "submit", class: "primary" }, T("join")));
    ui.join.replaceChildren(el("h2", {}, T("join")), form);
  }

  function targetsMap(legal) {
    const map = new Map();
    legal.forEach((m, index) => m.targets.forEach((id) => {
      if (!map.has(id)) map.set(id, []);
      map.get(id).push(index);
    }));
    return map;
  }

  function renderBoard(d) {
    if (d.svg === undefined) { ui.board.replaceChildren(el("p", { class: "muted" }, T("waiting_for_players"))); return; }
    ui.board.innerHTML = d.svg;
    markTargets();
  }

  function markTargets() {
    const d = current;
    ui.board.querySelectorAll(".sb-target").forEach((node) => {
      node.classList.remove("sb-target", "sb-picked");
      node.removeAttribute("tabindex");
      node.removeAttribute("role");
    });
    if (!d.legal || !d.legal.length) return;
    const map = targetsMap(d.legal);
    for (const [id, indexes] of map) {
      const live = pending ? indexes.filter((i) => pending.moves.includes(i)) : indexes;
      if (!live.length) continue;
      const node = ui.board.querySelector('[id="' + CSS.escape(id) + '"]');
      if (!node) continue;
      node.classList.add("sb-target");
      if (pending && pending.ids.includes(id)) node.classList.add("sb-picked");
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      node.setAttribute("aria-label", live.map((i) => d.legal[i].label).join("; "));
    }
  }

  function pick(id) {
    if (busy || !current || !current.legal.length) return;
    const map = targetsMap(current.legal);
    let moves = map.get(id) || [];
    if (pending) moves = moves.filter((i) => pending.moves.includes(i));
    if (!moves.length) return;
    if (moves.length === 1) { closeChooser(); send(current.legal[moves[0]].move); return; }
    pending = { moves, ids: (pending ? pending.ids : []).concat([id]) };
    markTargets();
    openChooser(moves);
  }

  function openChooser(moves) {
    ui.chooser.replaceChildren(el("p", {}, T("choose_move")),
      ...moves.map((i) => el("button", { type: "button", class: "choice", "data-move": current.legal[i].move,
        onclick: () => { closeChooser(); send(current.legal[i].move); } }, current.legal[i].label)),
      el("button", { type: "button", class: "cancel", onclick: () => { closeChooser(); } }, T("cancel")));
    ui.chooser.hidden = false;
    const first = ui.chooser.querySelector("button");
    if (first) first.focus({ preventScroll: true });
  }

  function closeChooser() {
    ui.chooser.hidden = true;
    pending = null;
    if (current) markTargets();
  }

  ui.board.addEventListener("click", (event) => {
    const node = event.target.closest(".sb-target");
    if (node) pick(node.id);
  });
  ui.board.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const node = event.target.closest(".sb-target");
    if (node) { event.preventDefault(); pick(node.id); }
  });
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !ui.chooser.hidden) closeChooser();
  });

  function renderActions(d, mine, myTurn) {
    ui.actions.hidden = !mine && !(d.status === "waiting" && d.host === d.you);
    ui.moves.replaceChildren(...(myTurn ? d.legal.map((m) => el("button", {
      type: "button", class: "move", "data-move": m.move, onclick: () => send(m.move),
    }, m.label)) : [el("p", { class: "muted" }, d.status === "playing" ? T("wait_turn") : "")]));
    const me = mine ? d.seats[d.you] : null;
    ui.undo.hidden = !d.can_undo;
    ui.leave.hidden = !(me && d.status === "playing" && !me.replaced);
    ui.reclaim.hidden = !(me && d.status === "playing" && me.replaced);
    ui.start.hidden = !(d.status === "waiting" && mine && d.host === d.you);
  }

  function renderLog(d) {
    ui.log.replaceChildren(...log.map((entry) => el("li", { class: "log-" + entry.kind },
      entry.kind === "chance" ? "🎲 " : el("strong", {}, seatName(entry.actor) + ": "), entry.text)));
    ui.log.scrollTop = ui.log.scrollHeight;
  }

  function renderResult(d) {
    ui.result.hidden = !d.outcome;
    if (!d.outcome) return;
    const o = d.outcome;
    const s = d.stats;
    const order = d.seats.map((x) => x.seat).sort((a, b) => o.ranks[a] - o.ranks[b]);
    const rows = order.map((i) => el("tr", { class: o.winners.includes(i) ? "winner" : "" },
      el("td", {}, o.ranks[i]), el("td", {}, seatName(i)), el("td", {}, o.scores[i]),
      el("td", {}, s.moves[i]), el("td", {}, duration(s.think_ms[i]))));
    const winners = o.winners.length ? o.winners.map(seatName).join(", ") : T("nobody");
    ui.result.replaceChildren(el("h2", {}, T("result")),
      el("p", { class: "winners" }, T("winners") + ": " + winners),
      el("table", { class: "scores" },
        el("thead", {}, el("tr", {}, el("th", {}, T("rank")), el("th", {}, T("player")),
          el("th", {}, T("score")), el("th", {}, T("moves")), el("th", {}, T("think_time")))),
        el("tbody", {}, ...rows)),
      el("p", { class: "muted" }, fmt("stats_line", {
        plies: s.plies, chance: s.chance_outcomes, duration: duration(s.duration_s * 1000), reason: o.reason,
      })),
      el("p", {}, el("a", { class: "button primary", href: "/t/" + tableId + "/replay", id: "sb-replay-link" }, T("replay")),
        " ", el("a", { class: "button", href: "/api/tables/" + tableId + "/record?format=text", download: "" }, T("download_text"))));
  }

  function renderLinks(d, mine) {
    const parts = [];
    if (d.code) {
      parts.push(el("button", { type: "button", id: "sb-copy-code", onclick: () => copy(current.code) }, T("copy_code")));
    }
    if (mine && token) {
      const link = location.origin + "/t/" + tableId + "#seat=" + seat + "&token=" + encodeURIComponent(token);
      parts.push(el("button", { type: "button", onclick: () => copy(link) }, T("copy_seat_link")));
    }
    if (d.status === "waiting") {
      d.seats.filter((s) => !s.claimed).forEach((s) => {
        const invite = location.origin + "/t/" + tableId + "?join=" + s.seat;
        parts.push(el("button", { type: "button", class: "invite", "data-seat": s.seat, onclick: () => copy(invite) },
          fmt("copy_invite", { seat: s.seat + 1 })));
      });
    }
    parts.push(el("button", { type: "button", onclick: () => copy(location.origin + "/t/" + tableId) }, T("copy_table_link")));
    ui.links.hidden = false;
    ui.links.replaceChildren(...parts);
  }

  // -- requests ------------------------------------------------------------------------------
  async function send(move) {
    if (busy) return;
    busy = true;
    try {
      await post("/api/tables/" + tableId + "/moves", { seat, move, expected_version: current.version }, token);
    } catch (error) {
      busy = false;
      notice(errorText(error), "error");
      if (error.code === "stale" && socket) socket.send(JSON.stringify({ type: "refresh" }));
    }
  }

  async function action(path, body) {
    try {
      await post("/api/tables/" + tableId + "/" + path, Object.assign({ seat }, body || {}), token);
    } catch (error) {
      notice(errorText(error), "error");
    }
  }

  ui.undo.addEventListener("click", () => action("undo", { expected_version: current.version }));
  ui.leave.addEventListener("click", () => { if (confirm(T("leave_confirm"))) action("leave"); });
  ui.reclaim.addEventListener("click", () => action("reclaim"));
  ui.start.addEventListener("click", () => action("start"));

  setInterval(() => {
    if (!current) return;
    document.querySelectorAll("[data-clock]").forEach((node) => {
      node.textContent = clockText(current, Number(node.dataset.clock));
    });
  }, 1000);

  const refused = new URLSearchParams(location.search).get("error");
  if (refused) notice(errorText({ code: refused, message: refused }), "error");

  connect();
})();
