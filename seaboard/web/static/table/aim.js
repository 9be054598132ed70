// Lines of fire while a shot is being chosen (Pirates, Capture of Colonies; seed 004, 6.1:
// a shot needs a clear straight line): with a ship or colony selected, a dashed line runs from
// it to each ship or colony it may fire at or that may join it. The lines live in their own
// group of the board's SVG; the next board update or selection replaces them.
const SVG_NS = "http://www.w3.org/2000/svg";
const GAMES = new Set(["pirates", "colonies"]);

function centre(node) {
  const box = node.getBBox();
  return [box.x + box.width / 2, box.y + box.height / 2];
}

/** Remove the lines of fire from `svg`. */
export function clearAim(svg) {
  if (svg) svg.querySelectorAll(".sb-aim").forEach((node) => node.remove());
}

/** Draw lines from the element `from` to the elements `to` (ids) when they are units. */
export function drawAim(svg, game, from, to) {
  clearAim(svg);
  if (!svg || !GAMES.has(game)) return;
  const units = to.filter((id) => id.startsWith("ship-") || id.startsWith("port-"));
  const source = svg.querySelector('[id="' + CSS.escape(from) + '"]');
  if (!source || !units.length) return;
  const group = document.createElementNS(SVG_NS, "g");
  group.setAttribute("class", "sb-aim");
  group.setAttribute("pointer-events", "none");
  const [x1, y1] = centre(source);
  for (const id of units) {
    const node = svg.querySelector('[id="' + CSS.escape(id) + '"]');
    if (!node) continue;
    const [x2, y2] = centre(node);
    const line = document.createElementNS(SVG_NS, "line");
    for (const [key, value] of Object.entries({ x1, y1, x2, y2 })) line.setAttribute(key, value.toFixed(1));
    line.setAttribute("stroke", "#c62828");
    line.setAttribute("stroke-width", "1.5");
    line.setAttribute("stroke-dasharray", "4 3");
    group.append(line);
  }
  svg.append(group);
}
