// Help on every piece of the board: what an element is and what it does now, worded by the
// server in the page's language (`data-help` on the element). Shown on hover (mouse), on a
// long press (touch: the press then plays nothing) and on keyboard focus (the element is then
// described by the help box, `aria-describedby`). An element may name others to light while
// its help is shown (`data-lights`: a ticket's cities). The box never covers its element: it
// goes above it, else below, else beside it; moving away, a tap elsewhere or Escape closes it.
import { el } from "../lib/dom.js";

const LONG_PRESS_MS = 450;
const MOVE_TOLERANCE_PX = 10;
const GAP_PX = 8;
const HELP_ID = "sb-help";

export class Help {
  /** `board` is the Board whose SVG elements carry `data-help`. */
  constructor(board) {
    this.board = board;
    this.box = el("div", { id: HELP_ID, class: "help-tip", role: "tooltip", hidden: true });
    document.body.append(this.box);
    this.shown = null;
    this.lit = [];
    this.press = null; // a touch held on an element: {timer, x, y}
    this.swallowClick = false;
    this.listen();
  }

  /** After the board changed: every element with help is reachable by Tab; the help shown
   * follows its element's new words, or closes when the element is gone. */
  refresh() {
    const svg = this.board.svg;
    if (!svg) return;
    for (const node of svg.querySelectorAll("[data-help]:not([tabindex])")) node.setAttribute("tabindex", "0");
    if (this.shown && (!this.shown.isConnected || !this.shown.dataset.help)) this.hide();
    else if (this.shown) this.show(this.shown);
  }

  show(node) {
    if (this.shown && this.shown !== node) this.hide();
    this.shown = node;
    this.box.textContent = node.dataset.help;
    this.box.hidden = false;
    node.setAttribute("aria-describedby", HELP_ID);
    this.light(node);
    this.place(node);
  }

  hide() {
    if (this.shown) this.shown.removeAttribute("aria-describedby");
    this.shown = null;
    this.box.hidden = true;
    for (const node of this.lit) node.classList.remove("sb-lit");
    this.lit = [];
  }

  light(node) {
    for (const other of this.lit) other.classList.remove("sb-lit");
    this.lit = [];
    const svg = this.board.svg;
    for (const id of (node.dataset.lights || "").split(" ").filter(Boolean)) {
      const other = svg && svg.querySelector('[id="' + CSS.escape(id) + '"]');
      if (other) {
        other.classList.add("sb-lit");
        this.lit.push(other);
      }
    }
  }

  /** Above the element, else below, else to its right or left; always inside the window. */
  place(node) {
    const r = node.getBoundingClientRect();
    const box = this.box;
    box.style.left = "0px";
    box.style.top = "0px";
    const w = box.offsetWidth;
    const h = box.offsetHeight;
    const vw = document.documentElement.clientWidth;
    const vh = document.documentElement.clientHeight;
    const clampX = (x) => Math.max(GAP_PX, Math.min(vw - w - GAP_PX, x));
    const clampY = (y) => Math.max(GAP_PX, Math.min(vh - h - GAP_PX, y));
    let left = clampX(r.left + r.width / 2 - w / 2);
    let top;
    if (r.top - h - GAP_PX >= 0) top = r.top - h - GAP_PX;
    else if (r.bottom + h + GAP_PX <= vh) top = r.bottom + GAP_PX;
    else {
      top = clampY(r.top + r.height / 2 - h / 2);
      left = r.right + w + GAP_PX <= vw ? r.right + GAP_PX : clampX(r.left - w - GAP_PX);
    }
    box.style.left = left + "px";
    box.style.top = top + "px";
  }

  listen() {
    const area = this.board.box;
    const helpAt = (event) => event.target.closest && event.target.closest("[data-help]");
    area.addEventListener("pointerover", (event) => {
      if (event.pointerType === "touch") return;
      const node = helpAt(event);
      if (node) this.show(node);
      else if (this.shown && document.activeElement !== this.shown) this.hide();
    });
    area.addEventListener("pointerleave", (event) => {
      if (event.pointerType !== "touch" && document.activeElement !== this.shown) this.hide();
    });
    area.addEventListener("pointerdown", (event) => {
      if (event.pointerType !== "touch") return;
      this.cancelPress();
      if (this.shown && helpAt(event) !== this.shown) this.hide();
      const node = helpAt(event);
      if (!node) return;
      const timer = setTimeout(() => {
        this.press = null;
        this.swallowClick = true; // a long press explains; it does not play
        this.show(node);
      }, LONG_PRESS_MS);
      this.press = { timer, x: event.clientX, y: event.clientY };
    });
    area.addEventListener("pointermove", (event) => {
      const press = this.press;
      if (press && Math.hypot(event.clientX - press.x, event.clientY - press.y) > MOVE_TOLERANCE_PX) this.cancelPress();
    });
    area.addEventListener("pointerup", () => this.cancelPress());
    area.addEventListener("pointercancel", () => this.cancelPress());
    // the long press's own click (and the phone's context menu) must not act
    area.addEventListener("click", (event) => {
      if (!this.swallowClick) return;
      this.swallowClick = false;
      event.stopPropagation();
      event.preventDefault();
    }, true);
    area.addEventListener("contextmenu", (event) => {
      if (helpAt(event)) event.preventDefault();
    });
    // focus by keyboard only: a tap or a click also focuses, and must not open the help
    area.addEventListener("focusin", (event) => {
      const node = helpAt(event);
      if (node && event.target.matches(":focus-visible")) this.show(node);
    });
    area.addEventListener("focusout", () => this.hide());
    document.addEventListener("keydown", (event) => {
      if (event.key === "Escape" && this.shown) this.hide();
    });
    document.addEventListener("pointerdown", (event) => {
      if (this.shown && !area.contains(event.target)) this.hide();
    });
    window.addEventListener("scroll", () => { if (this.shown) this.place(this.shown); }, { passive: true });
  }

  cancelPress() {
    if (this.press) clearTimeout(this.press.timer);
    this.press = null;
  }
}
