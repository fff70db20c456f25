import { LANGUAGES, type Lang } from "~/i18n/languages";
import { type PageDefinition } from "./define";
import { proseSections, type ProseSection } from "./markdown";
import { relatedSection } from "./parts";
import * as part from "./parts";

/**
 * A page of running text (legal texts, guides): a plain hero, sections of paragraphs,
 * sub-headings, lists and tables, and the date the text was last revised, kept with it.
 * The text is Markdown, one file a language beside page.ts (`en.md`, `tr.md`, …); each
 * "## Heading {#id}" starts a section, whose id is its anchor. Only the hero's words are in
 * the words files. The text ends with links to the pages that belong with it (the other legal
 * texts, or the other guides).
 */
export interface ProseStructure {
  /** The date of the text's last revision (ISO 8601), the same in every language. */
  readonly revised: string;
  /**
   * The page's Markdown files by path ("./en.md"), as the page folder's
   * `import.meta.glob("./*.md", { query: "?raw", import: "default", eager: true })` gives them.
   */
  readonly text: Readonly<Record<string, string>>;
  /** The section (by id) that ends with the control for changing the answer to the language question. */
  readonly languageMemoryIn?: string;
}

export interface ProsePageWords {
  readonly hero: { readonly eyebrow: string; readonly lead: string };
}

/** The sections of each language that has a Markdown file; English must have one. */
function sectionsByLang(text: ProseStructure["text"]): Partial<Record<Lang, readonly ProseSection[]>> {
  if (text["./en.md"] === undefined) throw new Error("A prose page needs its English text in en.md");
  return Object.fromEntries(
    LANGUAGES.flatMap((lang) => {
      const markdown = text[`./${lang}.md`];
      if (markdown === undefined) return [];
      try {
        return [[lang, proseSections(markdown)]];
      } catch (error) {
        throw new Error(`${lang}.md: ${(error as Error).message}`, { cause: error });
      }
    }),
  );
}

export function prosePage(structure: ProseStructure): PageDefinition<ProsePageWords> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(structure.revised)) throw new Error(`revised: "${structure.revised}" is not a date`);
  const texts = sectionsByLang(structure.text);
  for (const [lang, sections] of Object.entries(texts)) {
    if (structure.languageMemoryIn !== undefined && !sections.some(({ id }) => id === structure.languageMemoryIn))
      throw new Error(`languageMemoryIn: no section "${structure.languageMemoryIn}" in ${lang}.md`);
  }
  return {
    build: (words, context) => ({
      hero: part.hero({ actions: [] }, words.hero),
      sections: [
        ...(texts[context.lang] ?? texts.en ?? []).map(({ id, heading, blocks }) => ({
          type: "prose" as const,
          id,
          heading,
          blocks,
          ...(id === structure.languageMemoryIn ? { control: "language-memory" as const } : {}),
        })),
        ...relatedSection(context),
      ],
      revised: { label: context.shared.lastUpdated, date: structure.revised },
    }),
  };
}
