import { CATALOGUES } from "~/i18n/catalogue";
import { fillFigures } from "~/i18n/figures";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { bindUnits } from "~/i18n/translate";
import { PAGE_KEYS, type PageKey } from "~/site/route-table";
import type { PageMetaWords, PageNames } from "~/templates/builders/page-meta";

/**
 * Every page's names (label, title, h1, description) in every language, read from the first lines
 * of its words files (app/content/<page key>/<lang>.ts), with their figures written out. Menus,
 * breadcrumbs, cards, heads, the sitemap and the language switcher take them from here.
 */
const WORDS = import.meta.glob<PageMetaWords>(["./**/en.ts", "./**/tr.ts", "./**/hu.ts", "./**/de.ts", "!./entities/**"], {
  eager: true,
  import: "default",
});

function namesOf(key: PageKey, lang: Lang): PageNames {
  const words = WORDS[`./${key}/${lang}.ts`];
  if (!words) throw new Error(`No ${lang} words for page "${key}": app/content/${key}/${lang}.ts`);
  const fill = (name: keyof PageNames) => bindUnits(fillFigures(words[`page.${name}`], lang, CATALOGUES[lang].figures));
  return { label: fill("label"), title: fill("title"), h1: fill("h1"), description: fill("description") };
}

const NAMES = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Object.fromEntries(PAGE_KEYS.map((key) => [key, namesOf(key, lang)]))]),
) as Record<Lang, Record<PageKey, PageNames>>;

/** The names of every page in one language. */
export function pageNamesFor(lang: Lang): Readonly<Record<PageKey, PageNames>> {
  return NAMES[lang];
}
