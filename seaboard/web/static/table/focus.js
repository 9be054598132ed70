// Keeping the targets in reach on a phone: when none of the highlighted elements is on
// screen, or one on screen is smaller than a fingertip (32 px), zoom to the largest group of
// them that fits the board's viewport at 36 px (a ship's destinations rather than ships at
// both ends of the map); the player pans to the others.
const PHONE_WIDTH = 700;
const MIN_PX = 32;
const WANT_PX = 36;
const MAX_SCALE = 8;

function side(node) {
  const r = node.getBoundingClientRect();
  return Math.min(r.width, r.height);
}

function inside(node, view) {
  const r = node.getBoundingClientRect();
  const cx = r.left + r.width / 2;
  const cy = r.top + r.height / 2;
  return cx > view.left && cx < view.right && cy > view.top && cy < view.bottom;
}

/** The nodes within `span` (a width and height in px) of `anchor`'s centre. */
function around(anchor, nodes, span) {
  const a = anchor.getBoundingClientRect();
  return nodes.filter((node) => {
    const r = node.getBoundingClientRect();
    return Math.abs(r.left + r.width / 2 - (a.left + a.width / 2)) < span.width / 2
      && Math.abs(r.top + r.height / 2 - (a.top + a.height / 2)) < span.height / 2;
  });
}

/** On a phone, bring a group of `nodes` (the highlighted elements) into view with the
 * smaller side of each at least 36 px (left alone while those on screen are 32 px or more). */
export function focusTargets(board, nodes) {
  if (window.innerWidth >= PHONE_WIDTH) return;
  const shown = nodes.filter((node) => side(node) > 0);
  if (!shown.length) return;
  const view = board.box.getBoundingClientRect();
  const seen = shown.filter((node) => inside(node, view));
  if (seen.length && seen.every((node) => side(node) >= MIN_PX)) return;
  const grow = Math.max(1, WANT_PX / Math.min(...shown.map(side)));
  const span = { width: (view.width * 0.9) / grow, height: (view.height * 0.9) / grow };
  let group = [];
  for (const node of shown) {
    const near = around(node, shown, span);
    if (near.length > group.length) group = near;
  }
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const node of group) {
    const r = node.getBoundingClientRect();
    left = Math.min(left, r.left);
    top = Math.min(top, r.top);
    right = Math.max(right, r.right);
    bottom = Math.max(bottom, r.bottom);
  }
  const cx = ((left + right) / 2 - view.left - board.x) / board.scale;
  const cy = ((top + bottom) / 2 - view.top - board.y) / board.scale;
  board.scale = Math.min(MAX_SCALE, board.scale * grow);
  board.x = view.width / 2 - cx * board.scale;
  board.y = view.height / 2 - cy * board.scale;
  board.apply();
}
