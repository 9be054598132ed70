// Board patches (the hub's `svg_patch`): an SVG text is cut into tokens before every "<";
// each op [start, end, tokens] replaces base tokens[start:end]. Ops do not overlap, come in
// ascending order and index the base, so they are applied from the last to the first.

/** The tokens of an SVG text (Python: `[t for t in re.split(r"(?=<)", svg) if t]`). */
export function tokens(svg) {
  return svg.split(/(?=<)/).filter(Boolean);
}

/** `base` with `ops` applied; throws on ops outside the base or out of order. */
export function applyPatch(base, ops) {
  const parts = tokens(base);
  let limit = parts.length;
  for (let i = ops.length - 1; i >= 0; i--) {
    const [start, end, replacement] = ops[i];
    if (!(start >= 0 && start <= end && end <= limit)) throw new Error("bad svg patch");
    parts.splice(start, end - start, ...replacement);
    limit = start;
  }
  return parts.join("");
}
