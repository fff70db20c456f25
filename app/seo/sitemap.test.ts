import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml } from "./sitemap";
import { SITE_URL } from "~/site/site-url";

describe("sitemap and robots", () => {
  it("lists all 204 pages, each with five alternates", () => {
    const xml = sitemapXml();
    expect(xml.match(/<url>/g)).toHaveLength(204);
    expect(xml.match(/<xhtml:link /g)).toHaveLength(1020);
    expect(xml).toContain(`<loc>${SITE_URL}/hu/felhasznalasi-feltetelek</loc>`);
    expect(xml).toContain(`hreflang="x-default" href="${SITE_URL}/en/services"`);
  });

  it("robots.txt names the sitemap", () => {
    expect(robotsTxt()).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
