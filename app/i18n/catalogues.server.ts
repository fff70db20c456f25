import type { Lang } from "./languages";
import { en, type Catalogue } from "./catalogues/en";
import { tr } from "./catalogues/tr";
import { hu } from "./catalogues/hu";
import { de } from "./catalogues/de";
import { withFallback, type Messages } from "./translate";
import type { PageKey } from "~/site/route-table";

export const CATALOGUES: Record<Lang, Catalogue> = { en, tr, hu, de };

/** The catalogue of one language with gaps filled from English. */
export function catalogueFor(lang: Lang): Catalogue {
  return withFallback(en as unknown as Messages, CATALOGUES[lang] as unknown as Messages) as unknown as Catalogue;
}

/** What every page needs from the catalogue: the UI groups and the page labels, one language only. */
export function uiMessages(lang: Lang) {
  const { nav, footer, cookies, common, pages } = catalogueFor(lang);
  const labels = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.label])) as Record<
    PageKey,
    string
  >;
  return { nav, footer, cookies, common, labels };
}

export type UiMessages = ReturnType<typeof uiMessages>;
