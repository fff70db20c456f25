import type { Lang } from "../i18n/languages";

/** A file's size as the page's language writes it: "86 kB", "1.2 MB" / "1,2 MB". */
export function sizeText(bytes: number, lang: Lang): string {
  const megabytes = bytes >= 1_000_000;
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1_000_000 : Math.max(1, bytes / 1000));
}
