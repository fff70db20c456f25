import type { Lang } from "~/i18n/languages";
import { catalogueFor } from "~/i18n/catalogues.server";
import { fillFigures, type FigureFormats } from "~/i18n/figures";
import { bindUnits } from "~/i18n/translate";
import type { PageKey } from "~/site/route-table";
import { unflatten } from "~/i18n/words";
import { pageNamesFor } from "./page-names.server";
import type { AddressedPage, BuildContext, PageDefinition } from "~/templates/builders/define";
import type { PageNames } from "~/templates/builders/page-meta";
import type { EntityWords } from "./entities/types";
import type { PageContent } from "./types";
import { withFileSizes } from "~/downloads/sizes.server";

/**
 * Every page's structure (app/content/<page key>/page.ts) and words (<lang>.ts), and the words of
 * the site's services and projects (entities/<lang>.ts), found by their place. Server only: a
 * page's loader sends the browser its content in one language.
 */
const STRUCTURES = import.meta.glob<{ default: PageDefinition<never> }>("./**/page.ts");
const WORDS = import.meta.glob<{ default: unknown }>(["./**/en.ts", "./**/tr.ts", "./**/hu.ts", "./**/de.ts"]);

/** The words of a body in one language; the page's names ("page.label"…) are read by page-names.server.ts. */
async function wordsOf(folder: string, lang: Lang): Promise<unknown> {
  const load = WORDS[`./${folder}/${lang}.ts`] ?? WORDS[`./${folder}/en.ts`];
  if (!load) throw new Error(`No words for "${folder}".`);
  const words = Object.entries((await load()).default as Record<string, string>).filter(([path]) => !path.startsWith("page."));
  return unflatten(Object.fromEntries(words));
}

/** Writes out every {{figure}} in the page's language and keeps numbers with their units. */
function fillAll<T>(value: T, lang: Lang, formats: FigureFormats): T {
  if (typeof value === "string") return bindUnits(fillFigures(value, lang, formats)) as T;
  if (Array.isArray(value)) return value.map((item) => fillAll(item, lang, formats)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, lang, formats)])) as T;
  }
  return value;
}

async function built(
  key: PageKey,
  lang: Lang,
): Promise<{ definition: PageDefinition<never>; content: PageContent; context: BuildContext }> {
  const structure = STRUCTURES[`./${key}/page.ts`];
  if (!structure) throw new Error(`No content for page "${key}".`);
  const [definition, words, entities] = await Promise.all([structure(), wordsOf(key, lang), wordsOf("entities", lang)]);
  const catalogue = catalogueFor(lang);
  const context = {
    page: key,
    lang,
    shared: catalogue.content,
    nav: catalogue.nav,
    entities: entities as EntityWords,
    names: pageNamesFor(lang),
  };
  const content = fillAll(definition.default.build(words as never, context), lang, catalogue.figures);
  return { definition: definition.default, content, context };
}

/** The content of a page in a language (its words fall back to English if that language has none). */
export async function loadContent(key: PageKey, lang: Lang): Promise<PageContent> {
  return (await built(key, lang)).content;
}

/** A page's content and names as one address asks for them; most pages are the same at every address. */
export async function contentAt(url: URL, key: PageKey, lang: Lang, names: PageNames): Promise<AddressedPage> {
  const { definition, content, context } = await built(key, lang);
  // The sizes of the files a page offers are measured on the files, made in the same build.
  const page = { content: await withFileSizes(content, lang), names, query: "" };
  return definition.atAddress?.(url, page, context) ?? page;
}
