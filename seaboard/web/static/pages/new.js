// The new-table form: as many seat rows as there are players, and the options set by the
// chosen preset (a preset's values fill the option fields; `opt_base` tells the server which
// preset the fields show, so only what the person then changes overrides the preset).
const players = document.getElementById("sb-players");
const preset = document.getElementById("sb-preset");
const base = document.getElementById("sb-opt-base");
const valuesSource = document.getElementById("sb-preset-values");
const presetValues = valuesSource ? JSON.parse(valuesSource.textContent) : {};

function showSeats() {
  const n = Number(players.value);
  document.querySelectorAll(".seat-row").forEach((row) => {
    const used = Number(row.dataset.seat) < n;
    row.hidden = !used;
    row.querySelector("select").disabled = !used;
  });
}

/** Set every option field to the value `name` (a preset) gives it. */
function applyPreset(name) {
  const values = presetValues[name] || {};
  for (const [option, value] of Object.entries(values)) {
    const fields = document.querySelectorAll(`[name="opt_${option}"]`);
    for (const field of fields) {
      if (field.type === "checkbox") field.checked = value === "true";
      else if (field.tagName === "SELECT") field.value = value;
      else if (field.type !== "hidden") {
        field.value = "";
        field.placeholder = value === field.dataset.value ? field.dataset.words : value;
      }
    }
  }
  base.value = name;
}

players.addEventListener("change", showSeats);
showSeats();
if (preset && base) {
  preset.addEventListener("change", () => applyPreset(preset.value));
  applyPreset(preset.value); // a reloaded page keeps the chosen preset
}
