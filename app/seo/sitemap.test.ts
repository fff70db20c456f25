import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";
import { SITE_URL } from "~/site/site-url";
import { LANGUAGES } from "~/i18n/languages";
import { PAGE_KEYS } from "~/site/route-table";

describe("sitemap and robots", () => {
  it("lists every page of the route table in every language, each with five alternates", () => {
    const xml = sitemapXml();
    const urls = PAGE_KEYS.length * LANGUAGES.length;
    expect(urls).toBeGreaterThanOrEqual(224);
    expect(xml.match(/<url>/g)).toHaveLength(urls);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(urls * 5);
    expect(xml).toContain(`<loc>${SITE_URL}/de/ressourcen/leitfaeden/detaillierungsgrad-waehlen</loc>`);
    expect(xml).toContain(`<loc>${SITE_URL}/de/ressourcen/beispieldaten</loc>`);
    expect(xml).toContain(`hreflang="tr" href="${SITE_URL}/tr/kaynaklar/lod-matrisi"`);
    expect(xml).toContain(`<loc>${SITE_URL}/hu/felhasznalasi-feltetelek</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${SITE_URL}/en/services"`);
  });

  it("robots.txt names the sitemap", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
