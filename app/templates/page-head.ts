import { breadcrumbJsonLd, organizationJsonLd } from "~/seo/json-ld";
import { pageMeta } from "~/seo/meta";
import type { PageData } from "./page-data.server";

/**
 * The head of a page: its meta tags, the organisation where the route table asks for it, and its
 * breadcrumb trail. `query` is a filter the page shows (the projects index's country), kept in
 * its canonical and alternate addresses.
 */
export function pageHead(page: PageData, extraJsonLd: readonly Record<string, unknown>[] = [], { query = "" } = {}) {
  const jsonLd = [
    ...(page.organisation ? [organizationJsonLd(page.lang, page.text.description)] : []),
    ...(page.crumbs.length > 1 ? [breadcrumbJsonLd(page.crumbs)] : []),
    ...extraJsonLd,
  ];
  return pageMeta({ key: page.key, lang: page.lang, title: page.text.title, description: page.text.description, jsonLd, query });
}
