import { readFileSync } from "node:fs";
import path from "node:path";

/** The pages the build lists in its sitemap: every page in every language, as paths. */
export function sitemapPaths(): string[] {
  const xml = readFileSync(path.resolve("build/client/sitemap.xml"), "utf8");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The pre-rendered HTML file of a page path. */
export function htmlFileOf(pagePath: string): string {
  return path.resolve("build/client", `.${pagePath}`, "index.html");
}

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
