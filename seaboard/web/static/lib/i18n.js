// The page's texts: the `web` catalogue in the page's language, passed by the server as JSON
// in <script type="application/json" id="sb-texts">. Plural keys carry CLDR suffixes
// (`moves_one`, `moves_few`, `moves_many`, `moves_other`); the category comes from
// Intl.PluralRules, so a new language needs only a new catalogue.

const source = document.getElementById("sb-texts");
const data = source ? JSON.parse(source.textContent) : { lang: "en", texts: {} };

export const lang = data.lang;
const texts = data.texts;
const plurals = new Intl.PluralRules(lang);

/** Whether the catalogue has `key`. */
export function has(key) {
  return Object.prototype.hasOwnProperty.call(texts, key);
}

/** The text of `key` with `{name}` placeholders filled from `values`; with `count`, the
 * plural form of the count (and `{count}` filled). The key itself when the catalogue lacks it. */
export function t(key, values = {}, count = null) {
  let text = null;
  if (count !== null) {
    const forms = [key + "_" + plurals.select(count), key + "_other"];
    const found = forms.find(has);
    if (found) text = texts[found];
    values = Object.assign({ count }, values);
  }
  if (text === null) text = has(key) ? texts[key] : key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in values ? String(values[name]) : whole));
}

/** A duration in the page's language: "4:05", "1:02:03", "2 d 3 h". */
export function duration(ms) {
  if (ms === null || ms === undefined) return "";
  const total = Math.max(0, Math.round(ms / 1000));
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (d > 0) return t("duration_days", { d, h });
  if (h > 0) return h + ":" + String(m).padStart(2, "0") + ":" + String(s).padStart(2, "0");
  return m + ":" + String(s).padStart(2, "0");
}
