// Pieces glide: before the board morphs to a new position, the place of every piece that can
// move (an element with an id and the class `ship`) is noted; after, a piece that changed
// place is animated from where it was to where it is (Web Animations API, well under a
// second). Nothing moves under `prefers-reduced-motion`.
const PIECES = ".ship[id]";
const GLIDE_MS = 400;
const STILL_PX = 1;

const reduced = window.matchMedia("(prefers-reduced-motion: reduce)");

/** The screen centre of every movable piece of `svg`, by id. */
export function places(svg) {
  const found = new Map();
  if (!svg || reduced.matches) return found;
  for (const node of svg.querySelectorAll(PIECES)) {
    const r = node.getBoundingClientRect();
    if (r.width || r.height) found.set(node.id, { x: r.left + r.width / 2, y: r.top + r.height / 2 });
  }
  return found;
}

/** Animate each piece of `svg` that moved since `before` (from `places`) to its new place. */
export function glide(svg, before) {
  if (!svg || !before.size || reduced.matches) return;
  const scale = svg.getScreenCTM() ? svg.getScreenCTM().a : 1;
  for (const node of svg.querySelectorAll(PIECES)) {
    const was = before.get(node.id);
    if (!was) continue;
    const r = node.getBoundingClientRect();
    const dx = (was.x - (r.left + r.width / 2)) / scale;
    const dy = (was.y - (r.top + r.height / 2)) / scale;
    if (Math.hypot(dx, dy) * scale < STILL_PX) continue;
    node.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "translate(0px, 0px)" }],
      { duration: GLIDE_MS, easing: "cubic-bezier(.2,.7,.3,1)" });
  }
}
