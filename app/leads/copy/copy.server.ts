import { bindUnits } from "../../i18n/translate.ts";
import type { Lang } from "../types.ts";
import de from "./de.ts";
import en from "./en.ts";
import hu from "./hu.ts";
import tr from "./tr.ts";
import type { FormCopy } from "./types.ts";

/** Every string with its numbers bound to their units ("10 MB", "48 hours" never break). */
function bound<T>(value: T): T {
  if (typeof value === "string") return bindUnits(value) as T;
  if (Array.isArray(value)) return value.map(bound) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bound(v)])) as T;
  return value;
}

const COPIES: Record<Lang, FormCopy> = { en: bound(en), tr: bound(tr), hu: bound(hu), de: bound(de) };

/** The forms' words in one language; only this one travels to the browser, through the page's loader. */
export function copyFor(lang: Lang): FormCopy {
  return COPIES[lang];
}
