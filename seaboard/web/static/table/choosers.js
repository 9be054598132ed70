// The dialogs of a decision half made on the board: a list of the moves left (a payment
// pictured as its cards), a number for moves that differ only by an amount (the marker
// split), and the confirm bar of a set being toggled (the tickets to keep).
import { el, fill } from "../lib/dom.js";
import { t } from "../lib/i18n.js";

/** A payment's cards: one chip per card kind in its colour and shape, with the count. */
function cardChips(cards) {
  return el("span", { class: "pay-cards", "aria-hidden": "true" }, cards.map((card) => {
    const chip = el("span", { class: "pay-card pay-" + card.shape, "data-card": card.code }, "×" + card.count);
    chip.style.setProperty("--card", card.fill);
    return chip;
  }));
}

/** The chooser listing `moves` (legal entries); `onChoose(move)`, `onCancel()`. */
export function listChooser(box, moves, onChoose, onCancel) {
  const pictured = moves.every((m) => m.hints && m.hints.cards);
  fill(box,
    el("p", { class: "chooser-title" }, t(pictured ? "choose_payment" : "choose_move")),
    moves.map((m) => el("button", {
      type: "button", class: "choice" + (pictured ? " payment" : ""), "data-move": m.move,
      title: m.label, onclick: () => onChoose(m.move),
    }, pictured ? [cardChips(m.hints.cards), el("span", { class: "pay-label" }, m.label)] : m.label)),
    el("button", { type: "button", class: "cancel", onclick: onCancel }, t("cancel")),
  );
  open(box);
}

/** The number dialog for moves that differ by `hints.amount.value` only. */
export function amountChooser(box, moves, onChoose, onCancel) {
  const sorted = moves.slice().sort((a, b) => a.hints.amount.value - b.hints.amount.value);
  const values = sorted.map((m) => m.hints.amount.value);
  const label = el("output", { class: "amount-label", "aria-live": "polite" });
  const range = el("input", {
    type: "range", min: 0, max: sorted.length - 1, step: 1, value: Math.floor(sorted.length / 2),
    class: "amount-range", "aria-label": t("choose_amount"),
  });
  const current = () => sorted[Number(range.value)];
  const update = () => { label.textContent = current().label; };
  range.addEventListener("input", update);
  update();
  fill(box,
    el("p", { class: "chooser-title" }, t("choose_amount")),
    el("div", { class: "amount-row" }, el("span", {}, values[0]), range, el("span", {}, values[values.length - 1])),
    label,
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary confirm", onclick: () => onChoose(current().move) }, t("confirm")),
      el("button", { type: "button", class: "cancel", onclick: onCancel }, t("cancel"))),
  );
  open(box);
}

/** The confirm bar of a set: the move the toggled ids make (null: not yet a legal choice). */
export function setChooser(box, move, onChoose, onCancel) {
  fill(box,
    el("p", { class: "chooser-title" }, move ? move.label : t("pick_set")),
    el("div", { class: "row" },
      el("button", { type: "button", class: "primary confirm", disabled: !move, onclick: () => move && onChoose(move.move) }, t("confirm")),
      el("button", { type: "button", class: "cancel", onclick: onCancel }, t("cancel"))),
  );
  open(box);
}

function open(box) {
  box.hidden = false;
  const first = box.querySelector("button:not([disabled]), input");
  if (first) first.focus({ preventScroll: true });
}
