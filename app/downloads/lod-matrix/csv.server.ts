import type { Lang } from "~/i18n/languages";
import { lodMatrix } from "./matrix.server";

/** The separator a spreadsheet in the language expects: where the decimal mark is a comma, Excel splits on ";". */
export const SEPARATORS: Readonly<Record<Lang, string>> = { en: ",", tr: ";", hu: ";", de: ";" };

/** A field as RFC 4180 writes it: quoted when it holds the separator, a quote or a line break, its quotes doubled. */
function field(text: string, separator: string): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The LOD matrix as CSV: UTF-8 with a byte order mark (so Excel reads ő and ğ), CRLF line ends, the page's head and rows. */
export async function renderCsv(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const { head, rows } = await lodMatrix(lang);
  const separator = SEPARATORS[lang];
  const lines = [head, ...rows].map((cells) => cells.map((cell) => field(cell, separator)).join(separator));
  return new TextEncoder().encode(`\uFEFF${lines.join("\r\n")}\r\n`);
}
