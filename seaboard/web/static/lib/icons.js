// The pages' icons as SVG (never emoji, which show as empty boxes without an emoji font).
// Each is drawn on a 24×24 grid with the current text colour.
import { el } from "./dom.js";

const SHAPES = {
  coin: [["circle", { cx: 12, cy: 12, r: 9, fill: "#e9b93a", stroke: "#8a6a12", "stroke-width": 1.5 }],
    ["circle", { cx: 12, cy: 12, r: 5.5, fill: "none", stroke: "#8a6a12", "stroke-width": 1.2 }]],
  card: [["rect", { x: 5, y: 3, width: 14, height: 18, rx: 2, fill: "#fff", stroke: "currentColor", "stroke-width": 1.6 }],
    ["path", { d: "M9 8h6M9 12h6M9 16h4", stroke: "currentColor", "stroke-width": 1.4 }]],
  pirate: [["circle", { cx: 12, cy: 10, r: 6, fill: "currentColor" }],
    ["path", { d: "M6 9h12", stroke: "#fff", "stroke-width": 1.5 }],
    ["path", { d: "M7 21c0-4 2-5 5-5s5 1 5 5z", fill: "currentColor" }]],
  ship: [["path", { d: "M3 15h18l-3 5H6z", fill: "currentColor" }],
    ["path", { d: "M12 3v11M12 4l6 8h-6M12 6l-5 6h5", fill: "none", stroke: "currentColor", "stroke-width": 1.5 }]],
  train: [["rect", { x: 5, y: 3, width: 14, height: 14, rx: 3, fill: "currentColor" }],
    ["rect", { x: 7.5, y: 6, width: 9, height: 4, fill: "#fff" }],
    ["path", { d: "M7 21l2-4M17 21l-2-4", stroke: "currentColor", "stroke-width": 1.8 }]],
  ticket: [["path", { d: "M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4z", fill: "none", stroke: "currentColor", "stroke-width": 1.6 }],
    ["path", { d: "M14 7v10", stroke: "currentColor", "stroke-width": 1.2, "stroke-dasharray": "2 2" }]],
  goods: [["rect", { x: 4, y: 7, width: 16, height: 13, rx: 1, fill: "#c8955a", stroke: "currentColor", "stroke-width": 1.4 }],
    ["path", { d: "M4 11h16M12 7v13", stroke: "currentColor", "stroke-width": 1.2 }]],
  star: [["path", { d: "M12 2.5l2.9 6 6.6.8-4.9 4.5 1.3 6.5L12 17l-5.9 3.3 1.3-6.5-4.9-4.5 6.6-.8z", fill: "#f1c40f", stroke: "#9a7d0a", "stroke-width": 1 }]],
  flag: [["path", { d: "M5 21V3", stroke: "currentColor", "stroke-width": 2 }],
    ["path", { d: "M6 4h12l-3 4 3 4H6z", fill: "currentColor" }]],
  bot: [["rect", { x: 5, y: 7, width: 14, height: 11, rx: 3, fill: "none", stroke: "currentColor", "stroke-width": 1.8 }],
    ["circle", { cx: 9.5, cy: 12, r: 1.5, fill: "currentColor" }], ["circle", { cx: 14.5, cy: 12, r: 1.5, fill: "currentColor" }],
    ["path", { d: "M12 7V4M3 12v3M21 12v3", stroke: "currentColor", "stroke-width": 1.8 }]],
  dice: [["rect", { x: 4, y: 4, width: 16, height: 16, rx: 3, fill: "none", stroke: "currentColor", "stroke-width": 1.6 }],
    ["circle", { cx: 8.5, cy: 8.5, r: 1.4, fill: "currentColor" }], ["circle", { cx: 12, cy: 12, r: 1.4, fill: "currentColor" }],
    ["circle", { cx: 15.5, cy: 15.5, r: 1.4, fill: "currentColor" }]],
  clock: [["circle", { cx: 12, cy: 12, r: 8.5, fill: "none", stroke: "currentColor", "stroke-width": 1.8 }],
    ["path", { d: "M12 7v5l3 2", fill: "none", stroke: "currentColor", "stroke-width": 1.8 }]],
  turn: [["path", { d: "M4 12h12M11 6l6 6-6 6", fill: "none", stroke: "currentColor", "stroke-width": 2.6, "stroke-linecap": "round", "stroke-linejoin": "round" }]],
  plus: [["path", { d: "M12 5v14M5 12h14", stroke: "currentColor", "stroke-width": 2.2 }]],
  minus: [["path", { d: "M5 12h14", stroke: "currentColor", "stroke-width": 2.2 }]],
  fit: [["path", { d: "M4 9V4h5M15 4h5v5M20 15v5h-5M9 20H4v-5", fill: "none", stroke: "currentColor", "stroke-width": 2 }]],
  book: [["path", { d: "M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2z", fill: "none", stroke: "currentColor", "stroke-width": 1.7 }],
    ["path", { d: "M4 21V5M8 7h7", stroke: "currentColor", "stroke-width": 1.5 }]],
  first: [["path", { d: "M6 5v14M18 5l-9 7 9 7z", fill: "currentColor", stroke: "currentColor", "stroke-width": 1.5 }]],
  prev: [["path", { d: "M16 5l-9 7 9 7z", fill: "currentColor" }]],
  next: [["path", { d: "M8 5l9 7-9 7z", fill: "currentColor" }]],
  last: [["path", { d: "M18 5v14M6 5l9 7-9 7z", fill: "currentColor", stroke: "currentColor", "stroke-width": 1.5 }]],
  play: [["path", { d: "M7 4l13 8-13 8z", fill: "currentColor" }]],
  pause: [["path", { d: "M7 5h3.5v14H7zM13.5 5H17v14h-3.5z", fill: "currentColor" }]],
  trophy: [["path", { d: "M7 4h10v4a5 5 0 0 1-10 0zM12 13v4M8 20h8", fill: "none", stroke: "currentColor", "stroke-width": 1.8 }],
    ["path", { d: "M7 6H4a3 3 0 0 0 3 4M17 6h3a3 3 0 0 1-3 4", fill: "none", stroke: "currentColor", "stroke-width": 1.5 }]],
  players: [["circle", { cx: 9, cy: 7.5, r: 3.3, fill: "currentColor" }],
    ["path", { d: "M2.5 20c0-4 2.9-6.5 6.5-6.5s6.5 2.5 6.5 6.5z", fill: "currentColor" }],
    ["circle", { cx: 17, cy: 8.5, r: 2.7, fill: "currentColor", opacity: 0.55 }],
    ["path", { d: "M15.2 13.3c.6-.2 1.2-.3 1.8-.3 2.9 0 4.8 2.2 4.8 5.5h-5", fill: "currentColor", opacity: 0.55 }]],
  anchor: [["circle", { cx: 12, cy: 5, r: 2, fill: "none", stroke: "currentColor", "stroke-width": 1.8 }],
    ["path", { d: "M12 7v14M8 11h8M4 14a8 7 0 0 0 16 0", fill: "none", stroke: "currentColor", "stroke-width": 1.8 }]],
};

/** An inline SVG icon (decorative: hidden from screen readers; label its button instead). */
export function icon(name, extraClass = "") {
  const shapes = SHAPES[name] || SHAPES.star;
  return el("svg:svg", { class: ("icon " + extraClass).trim(), viewBox: "0 0 24 24", width: 20, height: 20, "aria-hidden": "true", focusable: "false" },
    shapes.map(([tag, attrs]) => el("svg:" + tag, attrs)));
}

/** Put icons into every element marked `data-icon="name"` in the server's HTML. */
export function fillIcons(root = document) {
  root.querySelectorAll("[data-icon]").forEach((node) => {
    if (!node.querySelector(":scope > svg.icon")) node.prepend(icon(node.dataset.icon));
  });
}
