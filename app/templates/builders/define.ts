import type { Catalogue } from "~/i18n/catalogues/en";
import type { Lang } from "~/i18n/languages";
import type { PageContent } from "~/content/types";
import type { EntityWords } from "~/content/entities/types";
import type { WordsFile } from "~/i18n/words";

/** What a template builder knows besides a page's structure and words: the language and the words pages share. */
export interface BuildContext {
  lang: Lang;
  /** The catalogue's `content` group: words every content page uses ("On this page", "Included as standard"). */
  shared: Catalogue["content"];
  /** The words of services and projects, for cards derived from their records. */
  entities: EntityWords;
}

/**
 * A page's structure bound to its template: given the words of one language, it returns the
 * page's content. `app/content/<page key>/page.ts` exports one; `<lang>.ts` holds the words.
 * `S` is the structure as the page writes it, so that the names it gives its lists type the words.
 */
export interface PageDefinition<W, S = unknown> {
  readonly build: (words: W, context: BuildContext) => PageContent;
  /** Only for the type of the words: the structure as written. */
  readonly structure?: S;
}

/** The words a page definition takes, as its template's builder reads them (nested). */
export type WordsOf<P> = P extends PageDefinition<infer W, unknown> ? W : never;
type StructureOf<P> = P extends PageDefinition<infer _W, infer S> ? S : never;

/**
 * A page's English words file: every text its template requires, under the names its structure
 * gives its lists. Translations satisfy `SameKeys<typeof en>`.
 */
export type PageWords<P> = WordsFile<WordsOf<P>, StructureOf<P>>;

/** Pairs a page's structural list with its words, which must be as long. */
export function pair<S, W>(structure: readonly S[], words: readonly W[], where: string): [S, W][] {
  if (structure.length !== words.length) {
    throw new Error(`${where}: the structure has ${structure.length} items, the words ${words.length}`);
  }
  return structure.map((item, i) => [item, words[i]]);
}
