import type { Catalogue } from "~/i18n/catalogues/en";
import type { Lang } from "~/i18n/languages";
import type { PageContent } from "~/content/types";
import type { EntityWords } from "~/content/entities/types";

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
 */
export interface PageDefinition<W> {
  readonly build: (words: W, context: BuildContext) => PageContent;
}

/** The words a page definition takes. The English words file satisfies it. */
export type WordsOf<P> = P extends PageDefinition<infer W> ? W : never;

/**
 * The shape of the English words with any text: the same keys and lists of the same length. The
 * Turkish, Hungarian and German words files satisfy `SameShape<typeof en>`, so a missing, extra
 * or uncounted text fails the type check.
 */
export type SameShape<T> = T extends string ? string : { readonly [K in keyof T]: SameShape<T[K]> };

/** Pairs a page's structural list with its words, which must be as long. */
export function pair<S, W>(structure: readonly S[], words: readonly W[], where: string): [S, W][] {
  if (structure.length !== words.length) {
    throw new Error(`${where}: the structure has ${structure.length} items, the words ${words.length}`);
  }
  return structure.map((item, i) => [item, words[i]]);
}
