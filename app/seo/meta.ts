import type { MetaDescriptor } from "react-router";
import { LANGUAGES, OG_LOCALES, type Lang } from "~/i18n/languages";
import { alternatePaths } from "~/i18n/paths";
import type { PageKey } from "~/site/route-table";
import { COMPANY } from "~/site/company";
import { absoluteUrl } from "~/site/site-url";

export interface PageMetaInput {
  key: PageKey;
  lang: Lang;
  title: string;
  description: string;
  jsonLd?: readonly Record<string, unknown>[];
  /** A filter the page shows ("?country=germany"): the same view in every language, so every address keeps it. */
  query?: string;
}

/** The full title: the page title, then the brand unless it already names it. */
export function fullTitle(title: string): string {
  return title.includes(COMPANY.name) ? title : `${title} | ${COMPANY.name}`;
}

/**
 * Title, description, self canonical, hreflang alternates (en, tr, hu, de, x-default),
 * Open Graph and Twitter tags, and JSON-LD: everything a page puts in its head.
 */
export function pageMeta({ key, lang, title, description, jsonLd = [], query = "" }: PageMetaInput): MetaDescriptor[] {
  const paths = alternatePaths(key);
  const alternates = Object.fromEntries(Object.entries(paths).map(([l, path]) => [l, path + query])) as typeof paths;
  const canonical = absoluteUrl(alternates[lang]);
  const full = fullTitle(title);
  const image = absoluteUrl("/og-image.png");
  return [
    { title: full },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LANGUAGES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: l, href: absoluteUrl(alternates[l]) })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(alternates.en) },
    { property: "og:type", content: key === "home" ? "website" : "article" },
    { property: "og:site_name", content: COMPANY.name },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALES[lang] },
    ...LANGUAGES.filter((l) => l !== lang).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALES[l] })),
    { property: "og:image", content: image },
    { property: "og:image:width", content: "1200" },
    { property: "og:image:height", content: "630" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: full },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: image },
    ...jsonLd.map((data) => ({ "script:ld+json": data })),
  ];
}

/** Head tags for pages that must not be indexed (not-found, language choice). */
export function noIndexMeta(title: string, description?: string): MetaDescriptor[] {
  return [
    { title: fullTitle(title) },
    ...(description ? [{ name: "description", content: description }] : []),
    { name: "robots", content: "noindex" },
  ];
}
