// The board: the server's SVG shown in a viewport that zooms and pans (wheel, pinch, drag,
// +/−/fit buttons). A new position morphs the SVG in place (idiomorph), so elements with the
// same id keep their identity and CSS transitions move them; a board patch is applied to the
// text of the board held here.
import { applyPatch } from "./patch.js";
import { places, glide } from "./motion.js";

const MIN_SCALE = 0.5;
const MAX_SCALE = 8;
const DRAG_THRESHOLD = 6;
const PHONE_WIDTH = 700;
const TALL_ASPECT = 1.45;
const MIN_TARGET_PX = 36;
const EDGE = 32; // CSS px a zoomed board may be panned past its edges

let morphLibrary = null;
/** Settles once the morphing library is loaded (or failed to: the board is then replaced). */
export const morphReady = import("/vendor/idiomorph.esm.js")
  .then((module) => { morphLibrary = module.Idiomorph; })
  .catch(() => { morphLibrary = null; });

function parseSvg(text) {
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = parsed.documentElement;
  if (root && root.namespaceURI === "http://www.w3.org/2000/svg" && !parsed.querySelector("parsererror")) {
    return document.importNode(root, true);
  }
  const template = document.createElement("template");
  template.innerHTML = text;
  return template.content.querySelector("svg");
}

export class Board {
  /** `box` is the viewport element (#sb-board); the SVG goes into a stage inside it. */
  constructor(box) {
    this.box = box;
    this.stage = document.createElement("div");
    this.stage.className = "board-stage";
    box.replaceChildren(this.stage);
    this.text = null; // the SVG text shown
    this.version = null; // the version whose board it is
    this.scale = 1;
    this.x = 0;
    this.y = 0;
    this.userMoved = false;
    this.pointers = new Map();
    this.dragged = false;
    this.listen();
    new ResizeObserver(() => this.clamp()).observe(box);
  }

  get svg() {
    return this.stage.querySelector("svg");
  }

  /** Show the board of a state message: a full `svg` or an `svg_patch` on the board held.
   * Returns false when the patch applies to another board (the caller asks for a refresh). */
  update(data) {
    let text = null;
    if (typeof data.svg === "string") text = data.svg;
    else if (data.svg_patch) {
      if (this.text === null || data.svg_patch.base !== this.version) return false;
      try {
        text = applyPatch(this.text, data.svg_patch.ops);
      } catch (e) {
        return false;
      }
    } else return true;
    const version = data.svg_version !== undefined ? data.svg_version : data.version;
    if (text !== this.text) this.show(text);
    this.text = text;
    this.version = version;
    return true;
  }

  show(text) {
    const next = parseSvg(text);
    if (!next) return;
    // a group, not an image: its clickable elements are buttons a screen reader must reach
    next.setAttribute("role", "group");
    next.setAttribute("aria-label", this.box.getAttribute("aria-label") || "");
    const old = this.svg;
    const first = !old;
    const before = places(old);
    if (old && morphLibrary) morphLibrary.morph(old, next, { morphStyle: "outerHTML" });
    else this.stage.replaceChildren(next);
    const svg = this.svg;
    svg.removeAttribute("width");
    svg.removeAttribute("height");
    glide(svg, before);
    const box = svg.viewBox && svg.viewBox.baseVal;
    if (box && box.width) {
      this.box.style.setProperty("--board-aspect", box.width / box.height);
      // a board nearly as tall as wide (Cartagena) gets a taller viewport on a phone: its
      // rows, the hand row at the bottom included, then fit at a size a finger can tap
      this.box.dataset.shape = box.width / box.height < TALL_ASPECT ? "tall" : "wide";
    }
    if (first) this.fit(window.innerWidth < PHONE_WIDTH ? "fill" : "meet");
  }

  /** Clear the board (a table that has not started). */
  clear(node) {
    this.stage.replaceChildren(node);
    this.text = null;
    this.version = null;
  }

  // -- zoom and pan --------------------------------------------------------------------------

  /** The drawing's rectangle inside the stage at scale 1 (the SVG letterboxes its viewBox). */
  content() {
    const width = this.box.clientWidth;
    const height = this.box.clientHeight;
    const svg = this.svg;
    const box = svg && svg.viewBox && svg.viewBox.baseVal;
    if (!box || !box.width) return { x: 0, y: 0, width, height };
    const ratio = Math.min(width / box.width, height / box.height);
    const w = box.width * ratio;
    const h = box.height * ratio;
    return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
  }

  /** "meet": the whole board; "fill": the board's height fills the viewport (phones). */
  fit(mode = "meet") {
    this.scale = 1;
    this.x = 0;
    this.y = 0;
    if (mode === "fill") {
      const c = this.content();
      const grow = Math.min(this.box.clientHeight / c.height, MAX_SCALE);
      if (grow > 1.2) this.zoomAt(grow, this.box.clientWidth / 2, this.box.clientHeight / 2);
    }
    this.userMoved = false;
    this.apply();
  }

  /** Multiply the scale by `factor` keeping the point (px, py) of the viewport in place. */
  zoomAt(factor, px, py) {
    const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, this.scale * factor));
    const ratio = scale / this.scale;
    this.x = px - (px - this.x) * ratio;
    this.y = py - (py - this.y) * ratio;
    this.scale = scale;
    this.apply();
  }

  zoomBy(factor) {
    this.userMoved = true;
    this.zoomAt(factor, this.box.clientWidth / 2, this.box.clientHeight / 2);
  }

  /** Keep the drawing in view: centred along an axis where it is smaller than the viewport,
   * never panned past its edges where it is larger. */
  clamp() {
    const c = this.content();
    const axes = [["x", c.x, c.width, this.box.clientWidth], ["y", c.y, c.height, this.box.clientHeight]];
    for (const [axis, offset, size, view] of axes) {
      const scaled = size * this.scale;
      if (scaled <= view) this[axis] = (view - scaled) / 2 - offset * this.scale;
      // a zoomed board pans a little past its edges, so that a piece drawn at the very edge
      // can be brought away from the frame and tapped
      else this[axis] = Math.min(EDGE - offset * this.scale, Math.max(view - (offset + size) * this.scale - EDGE, this[axis]));
    }
  }

  apply() {
    this.clamp();
    this.stage.style.transform = `translate(${this.x}px, ${this.y}px) scale(${this.scale})`;
    this.box.dataset.scale = this.scale.toFixed(3);
  }

  /** On a phone, zoom so the smallest of `nodes` is at least 36 CSS px (only as far as all of
   * them stay in view: focus.js then zooms on to the densest group), centred on them all
   * (once per turn). */
  zoomToTargets(nodes) {
    if (window.innerWidth >= PHONE_WIDTH || !nodes.length || this.userMoved) return;
    const view = this.box.getBoundingClientRect();
    let smallest = Infinity;
    let left = Infinity;
    let top = Infinity;
    let right = -Infinity;
    let bottom = -Infinity;
    for (const node of nodes) {
      const r = node.getBoundingClientRect();
      if (!r.width && !r.height) continue;
      smallest = Math.min(smallest, Math.min(r.width, r.height) / this.scale);
      left = Math.min(left, r.left);
      top = Math.min(top, r.top);
      right = Math.max(right, r.right);
      bottom = Math.max(bottom, r.bottom);
    }
    if (!Number.isFinite(smallest)) return;
    // as large as the smallest target needs, but never so large that some target leaves the
    // view: spread-out targets stay all visible (pinch for more)
    const spread = Math.min(view.width / (right - left), view.height / (bottom - top)) * 0.9 * this.scale;
    const scale = Math.max(this.scale, Math.min(MAX_SCALE, MIN_TARGET_PX / smallest, spread));
    const cx = ((left + right) / 2 - view.left - this.x) / this.scale;
    const cy = ((top + bottom) / 2 - view.top - this.y) / this.scale;
    this.scale = scale;
    this.x = view.width / 2 - cx * scale;
    this.y = view.height / 2 - cy * scale;
    this.apply();
  }

  listen() {
    const box = this.box;
    // the viewport pans by transform only: undo any scrolling (focus, scrollIntoView)
    box.addEventListener("scroll", () => {
      box.scrollTop = 0;
      box.scrollLeft = 0;
    });
    box.addEventListener("wheel", (event) => {
      event.preventDefault();
      const r = box.getBoundingClientRect();
      this.userMoved = true;
      this.zoomAt(Math.exp(-event.deltaY * 0.0015), event.clientX - r.left, event.clientY - r.top);
    }, { passive: false });
    box.addEventListener("pointerdown", (event) => {
      this.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY });
      if (this.pointers.size === 1) this.dragged = false;
    });
    box.addEventListener("pointermove", (event) => this.onMove(event));
    const end = (event) => {
      this.pointers.delete(event.pointerId);
      if (box.hasPointerCapture(event.pointerId)) box.releasePointerCapture(event.pointerId);
    };
    box.addEventListener("pointerup", end);
    box.addEventListener("pointercancel", end);
    // a drag is not a click on the element under the pointer
    box.addEventListener("click", (event) => {
      if (this.dragged) {
        event.stopPropagation();
        event.preventDefault();
        this.dragged = false;
      }
    }, true);
  }

  onMove(event) {
    const point = this.pointers.get(event.pointerId);
    if (!point) return;
    const dx = event.clientX - point.x;
    const dy = event.clientY - point.y;
    if (!this.dragged && Math.hypot(event.clientX - point.startX, event.clientY - point.startY) < DRAG_THRESHOLD) return;
    if (!this.dragged) {
      this.dragged = true;
      this.box.setPointerCapture(event.pointerId);
    }
    this.userMoved = true;
    if (this.pointers.size === 2) {
      const [a, b] = [...this.pointers.values()];
      const before = Math.hypot(a.x - b.x, a.y - b.y);
      point.x = event.clientX;
      point.y = event.clientY;
      const after = Math.hypot(a.x - b.x, a.y - b.y);
      const r = this.box.getBoundingClientRect();
      if (before > 0) this.zoomAt(after / before, (a.x + b.x) / 2 - r.left, (a.y + b.y) / 2 - r.top);
      return;
    }
    point.x = event.clientX;
    point.y = event.clientY;
    this.x += dx;
    this.y += dy;
    this.apply();
  }
}
