import { describe, expect, it } from "vitest";
import { pageNamesFor } from "~/content/page-names.server";
import type { Lang } from "~/i18n/languages";
import type { PageKey } from "~/site/route-table";
import { loadContent } from "~/content/content.server";
import { contentJsonLd } from "./content-jsonld";

function identity(key: PageKey, lang: Lang = "en") {
  const pages = pageNamesFor(lang);
  return { key, lang, name: pages[key].h1, description: pages[key].description, labels: pages };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- structured data is read as loosely as the JSON it becomes
const byType = (items: Record<string, unknown>[], type: string) => items.find((item) => item["@type"] === type) as Record<string, any>;

describe("structured data of content pages", () => {
  it("the architectural survey publishes Service with a 1500 USD offer excluding VAT, FAQPage and HowTo", async () => {
    const jsonLd = contentJsonLd(identity("aec/architectural-survey"), await loadContent("aec/architectural-survey", "en"));
    const service = byType(jsonLd, "Service");
    const offer = service.hasOfferCatalog.itemListElement[0];
    expect(offer.priceSpecification).toMatchObject({ price: 1500, priceCurrency: "USD", valueAddedTaxIncluded: false });
    expect(offer.priceSpecification.description).toMatch(/1,000[\s\u00a0]m²/);
    expect(byType(jsonLd, "FAQPage").mainEntity).toHaveLength(6);
    expect(byType(jsonLd, "HowTo").step.map((s: { name: string }) => s.name)).toEqual([
      "Brief and Booking",
      "On-Site Scanning",
      "Processing and QA",
      "Delivery and Revisions",
    ]);
  });

  it("the services index publishes an offer catalogue of every service, and its nine FAQs", async () => {
    const jsonLd = contentJsonLd(identity("services"), await loadContent("services", "en"));
    const offers = byType(jsonLd, "Service").hasOfferCatalog.itemListElement;
    expect(offers).toHaveLength(16);
    expect(offers[0].itemOffered.name).toBe("Architectural Survey");
    expect(byType(jsonLd, "FAQPage").mainEntity).toHaveLength(9);
  });

  it("the tree survey is also offered in the United Kingdom", async () => {
    const service = byType(contentJsonLd(identity("aec/tree-survey"), await loadContent("aec/tree-survey", "en")), "Service");
    expect(service.areaServed.map((c: { name: string }) => c.name)).toContain("United Kingdom");
  });

  it("the home page publishes its FAQ but no Service", async () => {
    const jsonLd = contentJsonLd(identity("home"), await loadContent("home", "en"));
    expect(byType(jsonLd, "FAQPage").mainEntity).toHaveLength(5);
    expect(byType(jsonLd, "Service")).toBeUndefined();
  });

  it("a case study publishes an Article about the services it used, where and when the work was done, and no Service", async () => {
    const jsonLd = contentJsonLd(
      identity("projects/rheinblick-hotel-facade", "de"),
      await loadContent("projects/rheinblick-hotel-facade", "de"),
    );
    const article = byType(jsonLd, "Article");
    expect(article).toMatchObject({
      inLanguage: "de",
      temporalCoverage: "2025-05/2025-06",
      contentLocation: { "@type": "Place", name: "Krefeld, Deutschland", address: { addressLocality: "Krefeld", addressCountry: "DE" } },
      publisher: { name: "Pontos 3D" },
    });
    expect(article.url).toMatch(/\/de\/projekte\/rheinblick-hotel-krefeld/);
    expect(article.about.map((s: { name: string }) => s.name)).toEqual(["Fassadenaufmaß", "Scan to CAD"]);
    expect(byType(jsonLd, "Service")).toBeUndefined();
    expect(byType(jsonLd, "FAQPage").mainEntity.length).toBeGreaterThanOrEqual(3);
  });

  it("a guide publishes an Article by the company, dated by its revision, about its own page, and no Service", async () => {
    const key = "resources/guides/choosing-a-level-of-detail";
    for (const lang of ["en", "hu"] as const) {
      const content = await loadContent(key, lang);
      const page = identity(key, lang);
      const jsonLd = contentJsonLd(page, content);
      const article = byType(jsonLd, "Article");
      expect(article).toMatchObject({
        headline: page.name,
        description: page.description,
        inLanguage: lang,
        datePublished: content.revised?.date,
        dateModified: content.revised?.date,
        author: { "@type": "Organization", name: "Pontos 3D" },
        publisher: { "@type": "Organization", name: "Pontos 3D" },
      });
      expect(article.mainEntityOfPage).toBe(article.url);
      expect(article.url).toMatch(
        lang === "en" ? /\/en\/resources\/guides\/choosing-a-level-of-detail$/ : /\/hu\/forrasok\/utmutatok\/lod-szint-kivalasztasa$/,
      );
      expect(byType(jsonLd, "Service")).toBeUndefined();
    }
  });

  it("a legal text, though dated like a guide, publishes no Article", async () => {
    expect(byType(contentJsonLd(identity("privacy"), await loadContent("privacy", "en")), "Article")).toBeUndefined();
  });
});
