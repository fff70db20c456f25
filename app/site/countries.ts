import type { Lang } from "../i18n/languages.ts";

/** The countries the site names, in each language. */
export const COUNTRIES = {
  HU: { en: "Hungary", tr: "Macaristan", hu: "Magyarország", de: "Ungarn" },
  TR: { en: "Türkiye", tr: "Türkiye", hu: "Törökország", de: "Türkei" },
  DE: { en: "Germany", tr: "Almanya", hu: "Németország", de: "Deutschland" },
  GB: { en: "United Kingdom", tr: "Birleşik Krallık", hu: "Egyesült Királyság", de: "Vereinigtes Königreich" },
} as const satisfies Record<string, Record<Lang, string>>;

export type CountryCode = keyof typeof COUNTRIES;
