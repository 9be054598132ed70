// Lines of fire while a shot is being chosen (Pirates and Colonies): when a click picks a
// unit that can fire, lines run from it to each target it may choose (aim.js). The picking
// itself is the Targets' selection (select, then target); this hook only draws, and never
// takes the click over.
import { clearAim, drawAim } from "./aim.js";

const SHOTS = /^(shoot|portfire|also) /;

/** Install the hook on `targets` (a Targets). */
export function installSelectThenTarget(targets) {
  targets.addHook("pick", (id, moves) => {
    const svg = targets.board.svg;
    const shots = moves
      .filter((move) => SHOTS.test(move.move))
      .flatMap((move) => move.targets.filter((other) => other !== id));
    if (shots.length) drawAim(svg, document.getElementById("sb-table-app").dataset.game, id, shots);
    else clearAim(svg);
    return false;
  });
}
