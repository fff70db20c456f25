import type { Catalogue } from "~/i18n/catalogues/types";
import type { Lang } from "~/i18n/languages";
import type { PageContent } from "~/content/types";
import type { PageKey } from "~/site/route-table";
import type { EntityWords } from "~/content/entities/types";
import type { WordsFile } from "~/i18n/words";
import type { PageMetaWords, PageNames } from "./page-meta";

/** What a template builder knows besides a page's structure and words: the language and the words pages share. */
export interface BuildContext {
  /** The page being built. */
  page: PageKey;
  lang: Lang;
  /** The catalogue's `content` group: words every content page uses ("On this page", "Included as standard"). */
  shared: Catalogue["content"];
  /** The catalogue's `nav` group, for links such as "All sectors" after a list of cards. */
  nav: Catalogue["nav"];
  /** The words of services and projects, for cards derived from their records. */
  entities: EntityWords;
  /** Every page's names in the language, for cards that link to pages by their label and description. */
  names: Readonly<Record<PageKey, PageNames>>;
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
export type WordsOf<P> = P extends PageDefinition<infer W, unknown> ? W : never;
type StructureOf<P> = P extends PageDefinition<infer _W, infer S> ? S : never;

/**
 * A page's English words file: every text its template requires, under the names its structure
 * gives its lists. Translations satisfy `SameKeys<typeof en>`.
 */
export type PageWords<P> = WordsFile<WordsOf<P>, StructureOf<P>> & PageMetaWords;
