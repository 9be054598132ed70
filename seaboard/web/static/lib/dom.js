// Building DOM nodes: el("button", {class: "primary", onclick}, "text", child, ...).

/** A new element with attributes (`on...` keys add listeners; false/null skip) and children. */
export function el(tag, attrs = {}, ...children) {
  const svg = tag.startsWith("svg:");
  const node = svg
    ? document.createElementNS("http://www.w3.org/2000/svg", tag.slice(4))
    : document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.setAttribute("class", value);
    else if (key.startsWith("on") && typeof value === "function") node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  append(node, children);
  return node;
}

function append(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) append(node, child);
    else node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Show or hide `node` (the `hidden` attribute). */
export function show(node, visible) {
  node.hidden = !visible;
}

/** Replace `node`'s children (arrays flattened; null, undefined and false skipped). */
export function fill(node, ...children) {
  node.replaceChildren();
  append(node, children);
  return node;
}
