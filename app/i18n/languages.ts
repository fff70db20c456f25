/** The four languages of the site. English is the default and the x-default. */
export const LANGUAGES = ["en", "tr", "hu", "de"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";
/** Local storage key holding the visitor's chosen language. */
export const LANGUAGE_STORAGE_KEY = "language";

export const LANGUAGE_NAMES: Record<Lang, string> = {
  en: "English",
  tr: "Türkçe",
  hu: "Magyar",
  de: "Deutsch",
};

/** Open Graph locale per language. */
export const OG_LOCALES: Record<Lang, string> = {
  en: "en_GB",
  tr: "tr_TR",
  hu: "hu_HU",
  de: "de_DE",
};

export function isLang(value: unknown): value is Lang {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** The language a browser language tag maps to: hu, tr or de, anything else en. */
export function langFromBrowser(tag: string | undefined | null): Lang {
  const primary = (tag ?? "").slice(0, 2).toLowerCase();
  return primary === "hu" || primary === "tr" || primary === "de" ? primary : "en";
}
