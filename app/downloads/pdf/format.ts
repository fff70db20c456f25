import type { Lang } from "~/i18n/languages";

/**
 * Numbers as each language writes them in a technical document: a decimal comma in Turkish,
 * Hungarian and German, a point in English, and a fixed number of decimals so a column of
 * figures lines up. A minus is the typographic minus, a plus is written where a sign is asked for.
 */
export function formatNumber(lang: Lang, value: number, decimals: number, { signed = false } = {}): string {
  const text = new Intl.NumberFormat(lang, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    signDisplay: signed ? "exceptZero" : "auto",
    useGrouping: true,
  }).format(value);
  return text.replace("-", "\u2212");
}

/** A grid coordinate in metres, to the millimetre, without grouping (as a coordinate list writes it: 650120.000). */
export function formatCoordinate(lang: Lang, metres: number): string {
  return new Intl.NumberFormat(lang, { minimumFractionDigits: 3, maximumFractionDigits: 3, useGrouping: false }).format(metres);
}

/** A date of the document, as the language writes a date in full. */
export function formatDate(lang: Lang, isoDate: string): string {
  return new Intl.DateTimeFormat(lang, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(new Date(isoDate));
}
