import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FigureFormats, FigureSpec } from "../../app/i18n/figures.ts";
import { figuresBeside, namedFigures, structureFigures, type Figure } from "./figures.ts";
import type { WordsSet } from "./files.ts";
import { readWords } from "./source.ts";
import type { Note } from "./xliff.ts";

/** The English figure formats ("{{n}} h"), read from the English catalogue's `figures` texts. */
export function englishFormats(root: string): FigureFormats {
  const file = "app/i18n/catalogues/en.ts";
  const { texts } = readWords(file, readFileSync(join(root, file), "utf8"));
  return Object.fromEntries(
    [...texts.values()].filter(({ key }) => key.startsWith("figures.")).map(({ key, value }) => [key.slice(8), value]),
  );
}

/** Every page's English address, or none when the route table cannot be loaded on its own. */
export async function englishAddresses(): Promise<ReadonlyMap<string, string>> {
  try {
    const { ROUTE_TABLE } = await import("../../app/site/route-table.ts");
    return new Map(ROUTE_TABLE.map((entry) => [entry.key as string, `/en${entry.paths.en}`]));
  } catch {
    return new Map();
  }
}

const KINDS: Record<string, string> = {
  q: "FAQ question",
  a: "FAQ answer",
  heading: "section heading",
  h1: "the page's main heading (h1)",
  title: "title",
  nav: "link in the page's section menu",
  eyebrow: "short line above the main heading",
  lead: "lead paragraph under the main heading",
  intro: "introduction under a heading",
  text: "paragraph",
  alt: "image description for screen readers (alt text)",
  label: "label",
  metric: "label of a figure",
  summary: "summary shown on cards",
  description: "description shown in search results",
  duration: "how long a step takes",
  serviceType: "service name for search engines (schema.org serviceType)",
};

function kindOf(key: string, english: string, labelsFigure: boolean): string | undefined {
  if (english.startsWith("### ")) return "sub-heading";
  if (english.startsWith("- ")) return "bulleted list, one item a line";
  if (/^\d+\. /.test(english)) return "numbered list, one item a line";
  if (english.startsWith("|") || english.startsWith("Table: ")) return "table, one row a line, cells between |";
  if (labelsFigure) return "label of a figure";
  const segments = key.split(".");
  if (segments[0] === "pages" && segments.at(-1) === "title") return "page title in the browser tab and search results";
  if (segments[0] === "pages" && segments.at(-1) === "label") return "the page's name in menus and breadcrumbs";
  return KINDS[segments.at(-1)!];
}

const written = (figure: Figure) => `${figure.english} (${typeof figure.spec === "string" ? figure.spec : figure.spec.join("|")})`;

/**
 * What a translator needs beside each text of a words set: its page, its kind, and the figures it
 * names, labels or sits beside, written as the English site writes them.
 */
export function contextOf(
  set: WordsSet,
  root: string,
  formats: FigureFormats,
  addresses: ReadonlyMap<string, string>,
): (key: string, english: string) => Note[] {
  const structure = new Map<string, FigureSpec>(
    set.structure.flatMap(({ file, prefix }) => [...structureFigures(file, readFileSync(join(root, file), "utf8"), formats, prefix)]),
  );
  const address = set.page === undefined ? undefined : addresses.get(set.page);
  const where: Note =
    set.page === undefined
      ? { category: "file", text: set.english }
      : { category: "page", text: address ? `${set.page}, ${address}` : set.page };

  return (key, english) => {
    const notes: Note[] = [where];
    const { labels, beside } = figuresBeside(key, structure, formats);
    const kind = kindOf(key, english, labels.length > 0);
    if (kind) notes.push({ category: "kind", text: kind });
    for (const figure of labels) notes.push({ category: "figure", text: `Labels the figure shown beside it: ${written(figure)}` });
    for (const figure of beside) notes.push({ category: "figure", text: `Shown with the figure ${written(figure)}` });
    for (const figure of namedFigures(english, formats)) {
      const token = typeof figure.spec === "string" ? `{{${figure.spec}}}` : `{{${figure.spec.join("|")}}}`;
      notes.push({
        category: "figure",
        text: `${token} reads ${figure.english} in English; keep the placeholder, the site writes the figure`,
      });
    }
    return notes;
  };
}
