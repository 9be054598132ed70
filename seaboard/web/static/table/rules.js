// The rules panel: a dialog with the game's rules summary (rendered by the server in the
// page's language), opened by any element with `data-open-rules`.

/** Wire the rules dialog of the page, if it has one. */
export function wireRules(root = document) {
  const dialog = root.getElementById ? root.getElementById("sb-rules") : null;
  if (!dialog) return;
  root.querySelectorAll("[data-open-rules]").forEach((button) => {
    button.addEventListener("click", () => dialog.showModal());
  });
  dialog.querySelectorAll("[data-close]").forEach((button) => {
    button.addEventListener("click", () => dialog.close());
  });
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog) dialog.close(); // a click on the backdrop
  });
}
