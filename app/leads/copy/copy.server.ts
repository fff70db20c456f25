import type { Lang } from "../types.ts";
import de from "./de.ts";
import en from "./en.ts";
import hu from "./hu.ts";
import tr from "./tr.ts";
import type { FormCopy } from "./types.ts";

const COPIES: Record<Lang, FormCopy> = { en, tr, hu, de };

/** The forms' words in one language; only this one travels to the browser, through the page's loader. */
export function copyFor(lang: Lang): FormCopy {
  return COPIES[lang];
}
