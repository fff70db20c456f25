import type { Lang } from "./languages";
import { catalogueFor } from "./catalogues.server";
import { pageNamesFor } from "~/content/page-names.server";
import type { PageKey } from "~/site/route-table";

/** What every page needs from the catalogue: the UI groups and the page labels, one language only. */
export function uiMessages(lang: Lang) {
  const { nav, footer, cookies, common } = catalogueFor(lang);
  const pages = pageNamesFor(lang);
  const labels = Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, page.label])) as Record<PageKey, string>;
  return { nav, footer, cookies, common, labels };
}

export type UiMessages = ReturnType<typeof uiMessages>;
