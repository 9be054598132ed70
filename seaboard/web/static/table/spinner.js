// The Golitsyn spinner: when a spin arrives (a chance entry in the new log entries) the
// board's arrow (`#spinner .arrow`, turned by its `--turn`) plays the spin animation of the
// board's own style, once.

/** After `data` (a state message) is shown on `board`: spin the arrow if a spin arrived. */
export function playSpin(board, data) {
  const svg = board.svg;
  const arrow = svg ? svg.querySelector("#spinner .arrow") : null;
  if (!arrow || !data.log_from || !(data.log || []).some((entry) => entry.kind === "chance")) return;
  arrow.classList.remove("spinning");
  void arrow.getBoundingClientRect(); // restart the animation
  arrow.classList.add("spinning");
  arrow.addEventListener("animationend", () => arrow.classList.remove("spinning"), { once: true });
}
