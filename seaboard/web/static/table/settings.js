// The person's table settings, kept in this browser (localStorage) for every table: sounds
// (off until turned on) and a browser notification when the turn comes while the tab is hidden
// (asks the browser's permission when turned on).
import { el } from "../lib/dom.js";
import { t } from "../lib/i18n.js";

const KEY = "seaboard.settings";
const DEFAULTS = { sound: false, notify: false };

/** The saved settings, the defaults for what was never set. */
export function loadSettings() {
  try {
    return Object.assign({}, DEFAULTS, JSON.parse(localStorage.getItem(KEY) || "{}"));
  } catch (e) {
    return Object.assign({}, DEFAULTS);
  }
}

function save(settings) {
  localStorage.setItem(KEY, JSON.stringify(settings));
}

/** Draw the settings' switches into `root` (a details card); `settings` is changed in place. */
export function renderSettings(root, settings) {
  const toggle = (name, label) => {
    const input = el("input", { type: "checkbox", id: "sb-setting-" + name, checked: settings[name] });
    input.addEventListener("change", async () => {
      settings[name] = input.checked;
      if (name === "notify" && input.checked && "Notification" in window && Notification.permission === "default") {
        await Notification.requestPermission();
      }
      save(settings);
    });
    return el("label", { class: "setting" }, input, " ", label);
  };
  root.replaceChildren(
    el("summary", {}, t("settings")),
    toggle("sound", t("setting_sound")),
    toggle("notify", t("setting_notify")),
  );
}
