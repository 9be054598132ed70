// Lines of fire while a shot is being chosen (Pirates and Capture of Colonies): while a unit
// that can fire is picked, lines run from it to each target it may choose (aim.js). The
// picking itself is the Targets' selection (select, then target); this hook only draws what
// the selection is, after every marking: a new position or a dropped selection clears them.
import { clearAim, drawAim } from "./aim.js";

const SHOTS = /^(shoot|portfire|also) /;

/** Install the hook on `targets` (a Targets). */
export function installSelectThenTarget(targets) {
  targets.addHook("selection", (picked, moves) => {
    const svg = targets.board.svg;
    const shots = moves
      .filter((move) => SHOTS.test(move.move))
      .flatMap((move) => move.targets.filter((other) => !picked.includes(other)));
    if (shots.length) drawAim(svg, document.getElementById("sb-table-app").dataset.game, picked[picked.length - 1], shots);
    else clearAim(svg);
  });
}
