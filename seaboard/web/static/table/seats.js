// How a seat is named and coloured on the page, the same in panels, log and end screen.
import { t } from "../lib/i18n.js";

const DEFAULT_COLOURS = ["#c0392b", "#2471a3", "#229954", "#d4ac0d", "#7d3c98", "#ca6f1e", "#17a589", "#5d6d7e", "#6e2c00"];

/** The seat's name: the player's own, else "Player 2" / "Bot 2" (numbered from 1). */
export function seatName(data, index) {
  const seat = data.seats[index];
  if (!seat) return "?";
  if (seat.kind === "bot" && /^bot \d+$/.test(seat.name)) return t("bot_n", { n: index + 1 });
  if (!seat.name || /^player \d+$/.test(seat.name)) return t("player_n", { n: index + 1 });
  return seat.name;
}

/** The seat's colour on the game's board (its panel's), a default before the game starts. */
export function seatColour(data, index) {
  const panel = data.panels && data.panels[index];
  return panel ? panel.colour : DEFAULT_COLOURS[index % DEFAULT_COLOURS.length];
}

const EDGE_ON_LIGHT = "#5d6d7e";

/** The relative luminance of `colour` (a #rrggbb; null for anything else). */
function luminance(colour) {
  const match = /^#?([0-9a-f]{6})$/i.exec(colour || "");
  if (!match) return null;
  const n = parseInt(match[1], 16);
  const channel = (v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(n >> 16) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255);
}

/** Black or white text, whichever reads better on `colour` (a #rrggbb). */
export function inkOn(colour) {
  const lum = luminance(colour);
  return lum !== null && lum > 0.4 ? "#111" : "#fff";
}

/** A line that shows on the page's white for `colour`: the colour itself, or slate for a
 * seat nearly as light as the page (Black Fleet's white fleet). */
export function edgeOf(colour) {
  const lum = luminance(colour);
  return lum !== null && lum > 0.8 ? EDGE_ON_LIGHT : colour;
}
