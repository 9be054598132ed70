// Learn mode: play a worked example of the rules on the table's own board (zoom, morphing,
// select-then-target). The server judges every try (it keeps no session: the page sends the
// moves made so far) and answers with the board, the moves that can be made next and the
// words of the step.
import { el } from "../lib/dom.js";
import { Board } from "../table/board.js";
import { Targets } from "../table/targets.js";

const app = document.getElementById("sb-learn-app");
const words = app.dataset;
const $ = (id) => document.getElementById(id);
const url = "/api/learn/" + words.game + "/" + words.lesson;
const board = new Board($("sb-board"));
const targets = new Targets(board, $("sb-chooser"), (move) => tryMove(move));

let made = [];
let busy = false;

function say(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ""));
}

async function ask(moves) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ moves, lang: words.lang }),
  });
  if (!response.ok) throw new Error((await response.json()).error?.message || response.statusText);
  return response.json();
}

/** A wrong try set beside the example's move: the try in words, then the mover's figures that
 * differ after each (what the try costs, in the game's terms). */
function showCost(box, answer) {
  box.hidden = !answer.tried;
  if (!answer.tried) return;
  const rows = (answer.cost || []).map((row) =>
    el("tr", {}, el("th", { scope: "row" }, row.label), el("td", {}, row.yours), el("td", {}, row.example)));
  box.replaceChildren(
    el("p", {}, say(rows.length ? words.textTried : words.textTriedSame, { move: answer.tried })),
    rows.length ? el("table", { class: "learn-cost" },
      el("thead", {}, el("tr", {}, el("td"), el("th", { scope: "col" }, words.textYours), el("th", { scope: "col" }, words.textExample))),
      el("tbody", {}, rows)) : null,
  );
}

function show(answer) {
  board.update({ svg: answer.svg, version: answer.step });
  targets.setMoves(answer.legal, !answer.finished);
  app.dataset.step = String(answer.step);
  app.dataset.finished = answer.finished ? "1" : "0";
  app.dataset.verdict = answer.verdict || "";
  $("sb-learn-progress").textContent = answer.finished
    ? words.textDone
    : say(words.textStep, { step: answer.step + 1, steps: answer.steps });
  const verdict = $("sb-learn-verdict");
  verdict.hidden = !answer.verdict;
  verdict.className = "learn-verdict " + (answer.verdict || "");
  verdict.textContent = answer.verdict === "wrong" ? words.textWrong : words.textRight;
  $("sb-learn-text").textContent = answer.text;
  showCost($("sb-learn-cost"), answer);
  $("sb-learn-hint").textContent = answer.next_hint || "";
  // moves with nothing to click on the board (an exchange of markers, ending a turn)
  $("sb-learn-actions").replaceChildren(...targets.unbound().map((move) => el("button", {
    type: "button", class: "action", "data-move": move.move, onclick: () => tryMove(move.move),
  }, move.label)));
}

async function tryMove(move) {
  if (busy) return;
  busy = true;
  const legal = targets.legal;
  targets.setMoves(legal, false); // nothing more may be picked until the answer
  try {
    const answer = await ask(made.concat([move]));
    if (answer.verdict === "right") made = made.concat([move]);
    show(answer);
  } catch (error) {
    targets.setMoves(legal, true);
    throw error;
  } finally {
    busy = false;
  }
}

$("sb-learn-restart").addEventListener("click", async () => {
  made = [];
  show(await ask([]));
});
$("sb-zoom-in").addEventListener("click", () => board.zoomBy(1.25));
$("sb-zoom-out").addEventListener("click", () => board.zoomBy(0.8));
$("sb-zoom-fit").addEventListener("click", () => board.fit("meet"));

ask([]).then(show);
