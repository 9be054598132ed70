// On a touch screen a first tap on a piece only previews where its move leads; this says so in
// place: "Tap again to play" beside the piece, until the second tap or another choice.
import { el } from "../lib/dom.js";
import { t } from "../lib/i18n.js";

const GAP_PX = 6;

/** Show the words beside the element a first tap armed (Targets' "arm" hook). */
export function installTapAgain(targets) {
  const label = el("div", { id: "sb-tap-again", class: "tap-again", role: "status", hidden: true }, t("tap_again"));
  document.body.append(label);
  targets.addHook("arm", (node) => {
    label.hidden = !node;
    if (!node) return;
    const r = node.getBoundingClientRect();
    const width = label.offsetWidth;
    const left = Math.max(GAP_PX, Math.min(window.innerWidth - width - GAP_PX, r.left + r.width / 2 - width / 2));
    const above = r.top - label.offsetHeight - GAP_PX;
    label.style.left = left + "px";
    label.style.top = (above > GAP_PX ? above : r.bottom + GAP_PX) + "px";
  });
}
