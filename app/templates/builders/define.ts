import type { Catalogue } from "~/i18n/catalogues/types";
import type { Lang } from "~/i18n/languages";
import type { PageContent } from "~/content/types";
import type { EntityWords } from "~/content/entities/types";
import type { PageMetaWords, PageNames } from "./page-meta";

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
  /** A page whose address carries a choice (the projects index's `?country=`) adapts its built content and names to it. */
  readonly atAddress?: (url: URL, page: AddressedPage, context: BuildContext) => AddressedPage;
}

/** A page as one address shows it: its content, its names, and the query that address keeps in its links and head. */
export interface AddressedPage {
  content: PageContent;
  names: PageNames;
  query: string;
}

/** The words a page definition takes, as its template's builder reads them (nested). */
export type WordsOf<P> = P extends PageDefinition<infer W> ? W : never;

/** Every path from the top of a words type to one of its texts: "hero.lead", "faq.items.3.q". */
type PathsOf<T> = T extends string
  ? never
  : T extends readonly (infer U)[]
    ? NonNullable<U> extends string
      ? `${number}`
      : `${number}.${PathsOf<NonNullable<U>>}`
    : { [K in keyof T & string]-?: NonNullable<T[K]> extends string ? K : `${K}.${PathsOf<NonNullable<T[K]>>}` }[keyof T & string];

/**
 * A words file as it is written: one text a line, each under the path of the place it fills
 * ("benefits.cards.0.title"), so that a file holds nothing but what its language says. A path
 * that the page's template does not have fails the type check.
 */
export type FlatWords<W> = { readonly [P in PathsOf<W>]?: string };

/** The words of a page definition, as the English words file is written: the page's names, then its body's texts. */
export type PageWords<P> = FlatWords<WordsOf<P>> & PageMetaWords;

/**
 * The keys of the English words with any text. The Turkish, Hungarian and German words files
 * satisfy `SameKeys<typeof en>`, so a missing or extra text fails the type check.
 */
export type SameKeys<T> = { readonly [K in keyof T]: string };

/** Nested words from a words file's paths: {"faq.items.0.q": "…"} → { faq: { items: [{ q: "…" }] } }. */
export function unflatten(flat: Readonly<Record<string, string>>): unknown {
  const root: Record<string, unknown> = {};
  for (const [path, text] of Object.entries(flat)) {
    const parts = path.split(".");
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = text;
      else node = (node[part] ??= /^\d+$/.test(parts[i + 1]) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

/** Pairs a page's structural list with its words, which must be as long. */
export function pair<S, W>(structure: readonly S[], words: readonly W[], where: string): [S, W][] {
  if (structure.length !== words.length) {
    throw new Error(`${where}: the structure has ${structure.length} items, the words ${words.length}`);
  }
  return structure.map((item, i) => [item, words[i]]);
}
