import { inOrder, type Keyed } from "~/i18n/words";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * A page of running text (legal texts, guides): a plain hero, sections of paragraphs,
 * sub-headings, lists and tables, and the date the text was last revised, kept with it.
 */
export interface ProseStructure {
  /** The date of the text's last revision (ISO 8601), the same in every language. */
  readonly revised: string;
  /** The sections' anchor ids, in order. */
  readonly sections: readonly string[];
  /** The section (by id) that ends with the control for changing the answer to the language question. */
  readonly languageMemoryIn?: string;
}

export interface ProsePageWords {
  readonly hero: { readonly eyebrow: string; readonly lead: string };
  /** The words of each section, under its id. */
  readonly sections: Keyed<part.ProseWords>;
}

export function prosePage<const S extends ProseStructure>(structure: S): PageDefinition<ProsePageWords, S> {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(structure.revised)) throw new Error(`revised: "${structure.revised}" is not a date`);
  if (structure.languageMemoryIn !== undefined && !structure.sections.includes(structure.languageMemoryIn))
    throw new Error(`languageMemoryIn: no section "${structure.languageMemoryIn}"`);
  return {
    build: (words, context) => ({
      hero: part.hero({ actions: [] }, words.hero),
      sections: inOrder(structure.sections, words.sections, "prose sections").map((w, i) => {
        const id = structure.sections[i];
        const section = part.prose(id, { blocks: Object.keys(w.blocks) }, w);
        return id === structure.languageMemoryIn ? { ...section, control: "language-memory" as const } : section;
      }),
      revised: { label: context.shared.lastUpdated, date: structure.revised },
    }),
  };
}
