// Which clickable element the player means. Hit areas may be larger than what is drawn (a
// transparent `.hit` shape inside the target), so they can overlap; a click goes to the
// target whose drawn shapes lie nearest to the pointer, never to nothing while a target's hit
// area is under it.

const SHAPES = "rect, circle, ellipse, path, polygon, polyline, line, text";

/** Distance from (x, y) to the rectangle `r` (0 inside). */
function distance(r, x, y) {
  const dx = Math.max(r.left - x, 0, x - r.right);
  const dy = Math.max(r.top - y, 0, y - r.bottom);
  return Math.hypot(dx, dy);
}

/** How far the drawn part of `node` is from (x, y): [distance to its nearest visible
 * shape's box, distance to that shape's centre] (boxes of tilted shapes overlap, so the
 * centre decides between shapes the pointer is inside of). */
export function reach(node, x, y) {
  let best = [Infinity, Infinity];
  const shapes = node.matches(SHAPES) ? [node] : [...node.querySelectorAll(SHAPES)];
  for (const shape of shapes) {
    if (shape.classList.contains("hit")) continue;
    const r = shape.getBoundingClientRect();
    if (r.width || r.height) {
      const d = [distance(r, x, y), Math.hypot(r.left + r.width / 2 - x, r.top + r.height / 2 - y)];
      if (closer(d, best)) best = d;
    }
  }
  if (best[0] === Infinity) {
    const r = node.getBoundingClientRect();
    best = [distance(r, x, y), Math.hypot(r.left + r.width / 2 - x, r.top + r.height / 2 - y)];
  }
  return best;
}

/** Whether reach `a` is nearer than `b` (boxes within half a pixel tie on their centres). */
function closer(a, b) {
  if (Math.abs(a[0] - b[0]) > 0.5) return a[0] < b[0];
  return a[1] < b[1];
}

/** The target under the point (x, y) the player means, among the elements with `selector`:
 * of all whose hit areas are under the pointer, the one drawn nearest; null if none is. */
export function targetAt(x, y, selector) {
  const found = [];
  for (const node of document.elementsFromPoint(x, y)) {
    const target = node.closest(selector);
    if (target && !found.includes(target)) found.push(target);
  }
  if (found.length < 2) return found[0] || null;
  let best = null;
  let bestReach = [Infinity, Infinity];
  for (const node of found) {
    const d = reach(node, x, y);
    if (closer(d, bestReach)) {
      best = node;
      bestReach = d;
    }
  }
  return best;
}
