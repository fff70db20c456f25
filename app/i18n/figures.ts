import type { Lang } from "./languages.ts";
// Relative, with its extension: the production server loads this module (through the forms' words) without a bundler.
import { FACTS, factText, isFactKey, type FactKey } from "../site/facts.ts";

/**
 * How a language writes a figure with a word around it ("{{n}} days", "Up to {{n}}"). Each
 * catalogue has them under `figures`; a text asks for one as {{fact|format}}.
 */
export type FigureFormats = Readonly<Record<string, string>>;

/** A figure a page shows: a fact as it is, or a fact in one of its language's formats. */
export type FigureSpec = FactKey | readonly [fact: FactKey, format: string];

const PLACEHOLDER = /\{\{\s*([A-Za-z]\w*)(?:\|(\w+))?\s*\}\}/g;

/** The placeholder a figure spec stands for, to be filled with the page's language. */
export function figureToken(spec: FigureSpec): string {
  return typeof spec === "string" ? `{{${spec}}}` : `{{${spec[0]}|${spec[1]}}}`;
}

/**
 * Fills every {{fact}} and {{fact|format}} of a text with the figure as the language writes it.
 * Names in `keep` are left for later (values known only when the text is shown, such as {{year}}).
 * Any other name is an error: a text never refers to a figure that does not exist.
 *
 * A figure that ends in a full stop (a Hungarian address, "1134 Budapest, Váci út 47.") takes the
 * place of the sentence's own full stop after it, as a sentence that ends in an abbreviation does:
 * "{{companySeat}}." reads "… Váci út 47.", never "… 47..".
 */
export function fillFigures(text: string, lang: Lang, formats: FigureFormats, keep: readonly string[] = []): string {
  return text.replace(PLACEHOLDER, (match, name: string, format: string | undefined, offset: number) => {
    if (!isFactKey(name)) {
      if (keep.includes(name) && !format) return match;
      throw new Error(`Unknown figure {{${name}}} in "${text}"`);
    }
    const value = factText(name, lang);
    let filled = value;
    if (format) {
      const pattern = formats[format];
      if (pattern === undefined) throw new Error(`Unknown figure format "${format}" in "${text}"`);
      filled = pattern.replace("{{n}}", value);
    }
    const fullStopFollows = text[offset + match.length] === ".";
    return fullStopFollows && filled.endsWith(".") ? filled.slice(0, -1) : filled;
  });
}

/** The names a text refers to as {{name}} or {{name|format}}. */
export function placeholdersOf(text: string): { name: string; format?: string }[] {
  return [...text.matchAll(PLACEHOLDER)].map(([, name, format]) => ({ name, format }));
}

/** Every fact key, for tests that look for figures typed by hand. */
export const FACT_KEYS = Object.keys(FACTS) as FactKey[];
