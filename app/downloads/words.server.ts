import { catalogueFor } from "~/i18n/catalogues.server";
import { fillFigures } from "~/i18n/figures";
import type { Lang } from "~/i18n/languages";
import { bindUnits } from "~/i18n/translate";

/**
 * A text as a file carries it: without the invisible word joiners the site puts around a range's
 * dash, which the embedded font has no glyph for and a spreadsheet shows as stray characters.
 */
export const printable = (text: string): string => text.replace(/\u2060/g, "");

/** A document's words in one language, with every {{figure}} written out as the site writes it. */
export function documentWords<T extends Readonly<Record<string, string>>>(words: T, lang: Lang): T {
  const formats = catalogueFor(lang).figures;
  return Object.fromEntries(
    Object.entries(words).map(([path, text]) => [path, printable(bindUnits(fillFigures(text, lang, formats)))]),
  ) as T;
}

/** The words of a document in each language, as its folder's en.ts, tr.ts, hu.ts and de.ts give them. */
export type DocumentWords<T> = Readonly<Record<Lang, T>>;
