// Clickable board elements. Each legal move names the ids of the board elements it concerns
// (`legal[].targets`); the elements a click can still use get the class `sb-target`.
// Select, then target (selection.js): each click narrows the moves to those naming every
// element picked so far; one left, it is played; when only fully picked moves are left, a
// chooser lists them (payments pictured, amounts as a number); a set (tickets to keep) is
// toggled and confirmed. Hovering a target (or a first tap on a touch screen) previews where
// the move it would play leads (`legal[].hints.preview`). Overlapping hit areas resolve to
// the target drawn nearest to the pointer (hit.js).
//
// Extension points: `addHook("mark", (node, moves) => …)` runs for every highlighted element
// after marking; `addHook("selection", (picked, moves) => …)` runs after every marking with the
// ids picked so far and the moves they leave (nothing picked: no moves); `addHook("arm",
// (node) => …)` runs after every marking with the element a first tap previewed (or null).
import { Selection } from "./selection.js";
import { targetAt } from "./hit.js";
import { focusTargets } from "./focus.js";
import { listChooser, amountChooser, setChooser } from "./choosers.js";

export class Targets {
  /** `board` is a Board; `chooser` the chooser's element; `onChoose(move)` plays a move. */
  constructor(board, chooser, onChoose) {
    this.board = board;
    this.chooser = chooser;
    this.onChoose = onChoose;
    this.legal = [];
    this.active = false;
    this.selection = new Selection([]);
    this.armed = null; // the id a first tap previewed (touch screens)
    this.hooks = { mark: [], selection: [], arm: [] };
    this.listen();
  }

  addHook(name, fn) {
    this.hooks[name].push(fn);
  }

  /** New legal moves (`active`: this browser may play them now). A new position clears any
   * selection; the same moves again (a seat left, a clock moved: the table changed, not the
   * position) keep the half-made selection and the open chooser. */
  setMoves(legal, active) {
    const same = active === this.active && sameMoves(this.legal, legal || []);
    this.legal = legal || [];
    this.active = active;
    if (!same) {
      this.selection = new Selection(this.legal);
      this.armed = null;
      this.chooser.hidden = true;
    }
    this.mark();
    this.preview(this.armed);
  }

  /** The picked ids (for tests and the prompt). */
  get picked() {
    return this.selection.picked.slice();
  }

  find(id) {
    const svg = this.board.svg;
    return svg ? svg.querySelector('[id="' + CSS.escape(id) + '"]') : null;
  }

  /** The prompt's buttons: the legal moves no board element can pick (Pass…) and those the
   * game words a button for (`action`: "End the turn", "Sail: spin the spinner"), which may
   * also be picked on the board but need not be in view on a phone. */
  unbound() {
    return this.legal.filter((move) => move.action || !move.targets.some((id) => this.find(id)));
  }

  /** The highlighted elements now. */
  nodes() {
    const svg = this.board.svg;
    return svg ? [...svg.querySelectorAll(".sb-target")] : [];
  }

  /** Highlight what can be clicked now (call again after the board changed). */
  mark() {
    const svg = this.board.svg;
    if (svg) {
      for (const node of svg.querySelectorAll(".sb-target, .sb-picked, .sb-preview")) {
        node.classList.remove("sb-target", "sb-picked", "sb-preview");
        node.removeAttribute("tabindex");
        node.removeAttribute("role");
        node.removeAttribute("aria-label");
        node.removeAttribute("aria-pressed");
      }
    }
    this.board.box.dataset.selection = JSON.stringify({ picked: this.selection.picked, armed: this.armed });
    const picked = this.active ? this.selection.picked.slice() : [];
    const left = picked.length ? this.selection.moves().map((i) => this.legal[i]) : [];
    for (const hook of this.hooks.selection) hook(picked, left);
    for (const hook of this.hooks.arm) hook(this.active && this.armed ? this.find(this.armed) : null);
    if (!this.active) return;
    const set = this.selection.isSet();
    for (const id of this.selection.picked) {
      const node = this.find(id);
      if (node) node.classList.add("sb-picked");
    }
    for (const [id, indexes] of this.selection.live()) {
      const node = this.find(id);
      if (!node) continue;
      const moves = indexes.filter((i) => i >= 0).map((i) => this.legal[i]);
      node.classList.add("sb-target");
      node.setAttribute("tabindex", "0");
      node.setAttribute("role", "button");
      if (set) node.setAttribute("aria-pressed", this.selection.picked.includes(id) ? "true" : "false");
      node.setAttribute("aria-label", (node.querySelector("title") || {}).textContent || moves.map((m) => m.label).join("; "));
      for (const hook of this.hooks.mark) hook(node, moves);
    }
  }

  /** Show where the move a click on `id` would play leads (nothing: clear the preview). */
  preview(id) {
    const svg = this.board.svg;
    if (!svg) return;
    svg.querySelectorAll(".sb-preview").forEach((node) => node.classList.remove("sb-preview"));
    if (!id || !this.active) return;
    for (const ref of this.selection.preview(id)) {
      const node = this.find(ref);
      if (node) node.classList.add("sb-preview");
    }
  }

  /** A click (or Enter) on the element `id`; `touch`: a tap, which previews first. */
  pick(id, touch = false) {
    if (!this.active) return;
    if (this.selection.picked.includes(id)) {
      this.cancel(); // a second click on a picked element drops the selection
      return;
    }
    if (!this.selection.live().has(id)) return;
    if (touch && this.armed !== id && this.selection.preview(id).length) {
      this.armed = id; // first tap: show where it leads; the second plays it
      this.mark();
      this.preview(id);
      return;
    }
    this.armed = null;
    this.preview(null);
    const result = this.selection.pick(id);
    if (result.kind === "play") {
      this.choose(this.legal[result.index].move);
      return;
    }
    this.mark();
    this.reveal();
    focusTargets(this.board, this.nodes());
    if (result.kind === "choose") this.openChooser(result.moves);
    else if (this.selection.isSet()) this.openSet();
    else this.chooser.hidden = true;
  }

  /** Pan the board so the targets left are in view (on a phone they may lie outside). */
  reveal() {
    const view = this.board.box.getBoundingClientRect();
    const boxes = this.nodes().map((node) => node.getBoundingClientRect()).filter((r) => r.width || r.height);
    if (!boxes.length) return;
    const outside = boxes.some((r) => r.left < view.left || r.right > view.right || r.top < view.top || r.bottom > view.bottom);
    if (!outside) return;
    const left = Math.min(...boxes.map((r) => r.left));
    const right = Math.max(...boxes.map((r) => r.right));
    const top = Math.min(...boxes.map((r) => r.top));
    const bottom = Math.max(...boxes.map((r) => r.bottom));
    // centre the targets; when they do not all fit, start from the first one drawn
    const cx = right - left <= view.width ? (left + right) / 2 : boxes[0].left + boxes[0].width / 2;
    const cy = bottom - top <= view.height ? (top + bottom) / 2 : boxes[0].top + boxes[0].height / 2;
    this.board.x += view.left + view.width / 2 - cx;
    this.board.y += view.top + view.height / 2 - cy;
    this.board.apply();
  }

  choose(move) {
    this.cancel();
    this.onChoose(move);
  }

  openChooser(indexes) {
    const moves = indexes.map((i) => this.legal[i]);
    const amounts = moves.every((m) => m.hints && m.hints.amount) && new Set(moves.map((m) => m.hints.amount.group)).size === 1;
    (amounts ? amountChooser : listChooser)(this.chooser, moves, (move) => this.choose(move), () => this.cancel());
  }

  openSet() {
    const done = this.selection.complete();
    setChooser(this.chooser, done.length === 1 ? this.legal[done[0]] : null, (move) => this.choose(move), () => this.cancel());
  }

  /** Drop the selection and close the chooser. */
  cancel() {
    this.chooser.hidden = true;
    this.selection.reset();
    this.armed = null;
    this.mark();
  }

  listen() {
    const box = this.board.box;
    let touch = false;
    box.addEventListener("pointerdown", (event) => { touch = event.pointerType === "touch"; });
    box.addEventListener("click", (event) => {
      const node = targetAt(event.clientX, event.clientY, ".sb-target, .sb-picked") || event.target.closest(".sb-target, .sb-picked");
      if (node) this.pick(node.id, touch);
    });
    box.addEventListener("pointerover", (event) => {
      if (event.pointerType === "touch") return;
      const node = event.target.closest(".sb-target");
      this.preview(node ? node.id : null);
    });
    box.addEventListener("keydown", (event) => {
      if (event.key !== "Enter" && event.key !== " ") return;
      const node = event.target.closest(".sb-target");
      if (node) {
        event.preventDefault();
        this.pick(node.id);
      }
    });
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && (!this.chooser.hidden || this.selection.picked.length)) this.cancel();
    });
  }
}

/** Mark the elements the last move concerned with `sb-last` (a style of its own). */
export function markLast(board, ids) {
  const svg = board.svg;
  if (!svg) return;
  svg.querySelectorAll(".sb-last").forEach((node) => node.classList.remove("sb-last"));
  for (const id of ids || []) {
    const node = svg.querySelector('[id="' + CSS.escape(id) + '"]');
    if (node) node.classList.add("sb-last");
  }
}

/** Whether two lists of legal moves offer the same moves in the same words. */
function sameMoves(a, b) {
  return a.length === b.length && a.every((move, i) => move.move === b[i].move && move.label === b[i].label);
}
