import { CATALOGUES } from "../../i18n/catalogue.ts";
import { fillFigures } from "../../i18n/figures.ts";
import { unflatten } from "../../i18n/words.ts";
import { bindUnits } from "../../i18n/translate.ts";
import type { Lang } from "../../i18n/languages.ts";
import de from "./de.ts";
import en from "./en.ts";
import hu from "./hu.ts";
import tr from "./tr.ts";
import type { FormCopy } from "./types.ts";

/** Placeholders the forms fill when a text is shown (a file's name and size; a call slot; an e-mail address). */
export const FORM_RUNTIME_PLACEHOLDERS = ["ref", "name", "other", "size", "total", "day", "window", "zone", "email"] as const;

const FIGURE_FORMATS = { en: CATALOGUES.en.figures, tr: CATALOGUES.tr.figures, hu: CATALOGUES.hu.figures, de: CATALOGUES.de.figures };

/**
 * Every string with its {{figures}} written out in the language (from app/site/facts.ts) and its
 * numbers bound to their units ("10 MB", "48 hours" never break).
 */
function filled<T>(value: T, lang: Lang): T {
  if (typeof value === "string") return bindUnits(fillFigures(value, lang, FIGURE_FORMATS[lang], FORM_RUNTIME_PLACEHOLDERS)) as T;
  if (Array.isArray(value)) return value.map((item) => filled(item, lang)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, filled(item, lang)])) as T;
  }
  return value;
}

/** A language's words, from its file's paths to the nested shape the forms read. */
const nested = (words: Readonly<Record<string, string>>) => unflatten(words) as FormCopy;

const COPIES: Record<Lang, FormCopy> = {
  en: filled(nested(en), "en"),
  tr: filled(nested(tr), "tr"),
  hu: filled(nested(hu), "hu"),
  de: filled(nested(de), "de"),
};

/** The forms' words in one language; only this one travels to the browser, through the page's loader. */
export function copyFor(lang: Lang): FormCopy {
  return COPIES[lang];
}
