import { describe, expect, it } from "vitest";
import { breadcrumbJsonLd, faqPageJsonLd, howToJsonLd, organizationJsonLd, serviceJsonLd } from "./json-ld";
import { SITE_URL } from "~/site/site-url";

describe("JSON-LD builders", () => {
  it("describe the company with both offices, Budapest first", () => {
    const org = organizationJsonLd("en", "d") as { location: { address: { addressLocality: string } }[] };
    expect(org.location.map((l) => l.address.addressLocality)).toEqual(["Budapest", "Şişli/İstanbul"]);
  });

  it("serve Hungary, Turkey and Germany, plus the United Kingdom for tree surveys", () => {
    const names = (s: Record<string, unknown>) => (s.areaServed as { name: string }[]).map((c) => c.name);
    expect(names(serviceJsonLd({ name: "a", serviceType: "a", description: "d", path: "/en" }))).toEqual(["Hungary", "Turkey", "Germany"]);
    expect(names(serviceJsonLd({ name: "t", serviceType: "t", description: "d", path: "/en", includesUnitedKingdom: true }))).toContain(
      "United Kingdom",
    );
  });

  it("number breadcrumb items from 1 with absolute URLs", () => {
    const list = breadcrumbJsonLd([
      { name: "Home", path: "/en" },
      { name: "Services", path: "/en/services" },
    ]) as { itemListElement: { position: number; item: string }[] };
    expect(list.itemListElement.map((i) => [i.position, i.item])).toEqual([
      [1, `${SITE_URL}/en`],
      [2, `${SITE_URL}/en/services`],
    ]);
  });

  it("turn FAQs and steps into FAQPage and HowTo", () => {
    expect(faqPageJsonLd([{ q: "Q?", a: "A." }])).toMatchObject({ "@type": "FAQPage", mainEntity: [{ name: "Q?" }] });
    expect(howToJsonLd("n", "d", [{ title: "One", text: "t" }])).toMatchObject({ step: [{ position: 1, name: "One" }] });
  });
});
