import { catalogueFor } from "~/i18n/catalogues.server";
import { fillFigures } from "~/i18n/figures";
import { bindUnits } from "~/i18n/translate";
import type { Lang } from "~/i18n/languages";

/**
 * A document's words in one language with every {{fact}} filled from the facts module, so a
 * document states each company figure as the site does. Values known only when the document is
 * made (a sample's computed figures) stay as {name} for `fill`.
 */
export function documentWords<T extends Readonly<Record<string, string>>>(words: T, lang: Lang): T {
  const formats = catalogueFor(lang).figures;
  return Object.fromEntries(
    Object.entries(words).map(([key, text]) => [key, bindUnits(fillFigures(text, lang, formats)).replaceAll("\u2060", "")]),
  ) as T;
}

/** A text with its {name} slots filled: "RMSE {rmse} mm" → "RMSE 1,6 mm", a figure never parted from its unit at a line's end. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  const filled = text.replace(/\{(\w+)\}/g, (slot, name: string) => {
    if (!(name in values)) throw new Error(`No value for ${slot} in "${text}"`);
    return String(values[name]);
  });
  // The word joiners around a range's dash are left out: the embedded font has no glyph for them.
  return bindUnits(filled).replaceAll("\u2060", "");
}
