import type { Lang } from "../../app/i18n/languages";
import type { PageKey } from "../../app/site/route-table";
import type { PageMetaWords, PageNames } from "../../app/templates/builders/page-meta";

/** A page's names as the first lines of its words file write them (app/content/<key>/<lang>.ts), for names without figures. */
export async function pageNames(key: PageKey, lang: Lang): Promise<PageNames> {
  const words: PageMetaWords = (await import(`../../app/content/${key}/${lang}.ts`)).default;
  return { label: words["page.label"], title: words["page.title"], h1: words["page.h1"], description: words["page.description"] };
}
