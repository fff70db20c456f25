import { describe, expect, it } from "vitest";
import { CATALOGUES } from "~/i18n/catalogues.server";
import type { Lang } from "~/i18n/languages";
import type { PageKey } from "~/site/route-table";
import architectural from "~/content/aec/architectural-survey/en";
import services from "~/content/services/en";
import tree from "~/content/aec/tree-survey/en";
import home from "~/content/home/en";
import { contentJsonLd } from "./content-jsonld";

function identity(key: PageKey, lang: Lang = "en") {
  const pages = CATALOGUES[lang].pages;
  return { key, lang, name: pages[key].h1, description: pages[key].description, labels: pages };
}

const byType = (items: Record<string, unknown>[], type: string) => items.find((item) => item["@type"] === type) as Record<string, any>;

describe("structured data of content pages", () => {
  it("the architectural survey publishes Service with a 1500 USD offer excluding VAT, FAQPage and HowTo", () => {
    const jsonLd = contentJsonLd(identity("aec/architectural-survey"), architectural);
    const service = byType(jsonLd, "Service");
    const offer = service.hasOfferCatalog.itemListElement[0];
    expect(offer.priceSpecification).toMatchObject({ price: 1500, priceCurrency: "USD", valueAddedTaxIncluded: false });
    expect(offer.priceSpecification.description).toMatch(/1,000 m²/);
    expect(byType(jsonLd, "FAQPage").mainEntity).toHaveLength(6);
    expect(byType(jsonLd, "HowTo").step.map((s: { name: string }) => s.name)).toEqual([
      "Brief and Booking",
      "On-Site Scanning",
      "Processing and QA",
      "Delivery and Revisions",
    ]);
  });

  it("the services index publishes an offer catalogue of every service, and its nine FAQs", () => {
    const jsonLd = contentJsonLd(identity("services"), services);
    const offers = byType(jsonLd, "Service").hasOfferCatalog.itemListElement;
    expect(offers).toHaveLength(16);
    expect(offers[0].itemOffered.name).toBe("Architectural Survey");
    expect(byType(jsonLd, "FAQPage").mainEntity).toHaveLength(9);
  });

  it("the tree survey is also offered in the United Kingdom", () => {
    const service = byType(contentJsonLd(identity("aec/tree-survey"), tree), "Service");
    expect(service.areaServed.map((c: { name: string }) => c.name)).toContain("United Kingdom");
  });

  it("the home page publishes its FAQ but no Service", () => {
    const jsonLd = contentJsonLd(identity("home"), home);
    expect(byType(jsonLd, "FAQPage").mainEntity).toHaveLength(5);
    expect(byType(jsonLd, "Service")).toBeUndefined();
  });
});
