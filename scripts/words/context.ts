import { readFileSync } from "node:fs";
import { join } from "node:path";
import { figureToken, type FigureFormats, type FigureSpec } from "../../app/i18n/figures.ts";
import type { Lang } from "../../app/i18n/languages.ts";
import { figuresBeside, namedFigures, structureFigures, writtenFigure, type Figure } from "./figures.ts";
import type { WordsSet } from "./files.ts";
import { readWords } from "./source.ts";
import type { Note } from "./xliff.ts";

/** A language's figure formats ("{{n}} h", "{{n}} óra"), read from its catalogue's `figures` texts. */
export function figureFormats(root: string, lang: Lang): FigureFormats {
  const file = `app/i18n/catalogues/${lang}.ts`;
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

const LANGUAGE_NAMES: Record<Exclude<Lang, "en">, string> = { tr: "Turkish", hu: "Hungarian", de: "German" };

/** Where a text is shown: the page of a page's words, a card's page for entity words, a page's own catalogue texts. */
function placeOf(set: WordsSet, key: string, addresses: ReadonlyMap<string, string>): Note {
  const at = (page: string) => {
    const address = addresses.get(page);
    return address ? `${page}, ${address}` : page;
  };
  if (set.page !== undefined) return { category: "page", text: at(set.page) };
  const [group, name] = key.split(".");
  if (set.kind === "entities" && name) {
    const page = group === "sectors" ? `sectors/${name}` : name;
    if (addresses.has(page)) return { category: "page", text: `Cards that link to ${at(page)}` };
  }
  if (set.kind === "catalogue" && group === "pages" && name && addresses.has(name)) return { category: "page", text: at(name) };
  return { category: "file", text: set.english };
}

/**
 * What a translator needs beside each text of a words set: where it is shown, its kind, and the
 * figures it names, labels or sits beside, as the English site and the translation's site write them.
 */
export function contextOf(
  set: WordsSet,
  root: string,
  lang: Exclude<Lang, "en">,
  addresses: ReadonlyMap<string, string>,
): (key: string, english: string) => Note[] {
  const formats = figureFormats(root, "en");
  const translatedFormats = figureFormats(root, lang);
  const structure = new Map<string, FigureSpec>(
    set.structure.flatMap(({ file, prefix }) => [...structureFigures(file, readFileSync(join(root, file), "utf8"), formats, prefix)]),
  );
  const written = (figure: Figure) => {
    const translated = writtenFigure(figure.spec, lang, translatedFormats);
    const name = typeof figure.spec === "string" ? figure.spec : figure.spec.join("|");
    return `${figure.english} (${name}${translated ? `; the ${LANGUAGE_NAMES[lang]} site writes ${translated}` : ""})`;
  };

  return (key, english) => {
    const notes: Note[] = [placeOf(set, key, addresses)];
    const { labels, beside } = figuresBeside(key, structure, formats);
    const kind = kindOf(key, english, labels.length > 0);
    if (kind) notes.push({ category: "kind", text: kind });
    for (const figure of labels) notes.push({ category: "figure", text: `Labels the figure shown beside it: ${written(figure)}` });
    for (const figure of beside) notes.push({ category: "figure", text: `Shown with the figure ${written(figure)}` });
    for (const figure of namedFigures(english, formats)) {
      notes.push({
        category: "figure",
        text: `${figureToken(figure.spec)} reads ${written(figure)}; keep the placeholder, the site writes the figure`,
      });
    }
    return notes;
  };
}
