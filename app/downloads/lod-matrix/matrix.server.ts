import { loadContent } from "~/content/content.server";
import type { Lang } from "~/i18n/languages";
import { matrixOf } from "~/templates/builders/lod-matrix";
import { printable } from "../words.server";

/** The LOD matrix exactly as the page shows it in a language: its caption, its head and its rows, the tolerance row last. */
export async function lodMatrix(lang: Lang): Promise<{ caption: string; head: string[]; rows: string[][] }> {
  const { caption, head, rows } = matrixOf(await loadContent("resources/lod-matrix", lang));
  return { caption: printable(caption), head: head.map(printable), rows: rows.map((row) => row.map(printable)) };
}
