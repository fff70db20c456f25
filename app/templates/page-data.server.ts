import { data } from "react-router";
import { pageNamesFor } from "~/content/page-names.server";
import { localizedPath, resolvePath } from "~/i18n/paths";
import { breadcrumbTrail, childrenOf, pageEntry } from "~/site/route-table";

/** What every page template starts from: which page and its settings, its texts in its language, its breadcrumb trail and the pages beneath it. */
export function loadPage(url: URL) {
  const page = resolvePath(url.pathname);
  if (!page) throw data(null, { status: 404 });
  const pages = pageNamesFor(page.lang);
  const crumbs = breadcrumbTrail(page.key).map((key) => ({ name: pages[key].label, path: localizedPath(key, page.lang) }));
  const children = childrenOf(page.key).map((key) => ({ key, label: pages[key].label, description: pages[key].description }));
  const { home, organisation, form } = pageEntry(page.key);
  return { key: page.key, lang: page.lang, text: pages[page.key], crumbs, children, home, organisation, form };
}

export type PageData = ReturnType<typeof loadPage>;
