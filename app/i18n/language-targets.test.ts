import { describe, expect, it } from "vitest";
import { languageTargets } from "./language-targets";

describe("language targets", () => {
  it("keep the projects index's country filter in every language", () => {
    expect(languageTargets("/en/projects", "?country=hungary")).toEqual({
      en: "/en/projects?country=hungary",
      tr: "/tr/projeler?country=hungary",
      hu: "/hu/projektek?country=hungary",
      de: "/de/projekte?country=hungary",
    });
    expect(languageTargets("/de/projekte", "?country=Deutschland&utm_source=x").tr).toBe("/tr/projeler?country=Deutschland");
  });

  it("leave other queries, and an empty filter, behind", () => {
    expect(languageTargets("/en/projects", "").de).toBe("/de/projekte");
    expect(languageTargets("/en/projects", "?country=").de).toBe("/de/projekte");
    expect(languageTargets("/en/contact", "?topic=samples").de).toBe("/de/kontakt");
    expect(languageTargets("/en/contact", "?country=hungary").hu).toBe("/hu/kapcsolat");
  });

  it("take a confirmation to the same confirmation in each language, with its reference and call slot only", () => {
    expect(languageTargets("/de/mit-experten-sprechen/eingegangen", "?ref=E-2611-7K4QX&day=2026-12-07&window=09-12&zone=UTC&x=1")).toEqual({
      en: "/en/talk-to-an-expert/received?ref=E-2611-7K4QX&day=2026-12-07&window=09-12&zone=UTC",
      tr: "/tr/uzmanla-gorus/alindi?ref=E-2611-7K4QX&day=2026-12-07&window=09-12&zone=UTC",
      hu: "/hu/beszeljen-szakertovel/megkaptuk?ref=E-2611-7K4QX&day=2026-12-07&window=09-12&zone=UTC",
      de: "/de/mit-experten-sprechen/eingegangen?ref=E-2611-7K4QX&day=2026-12-07&window=09-12&zone=UTC",
    });
  });

  it("send an unknown page to each language's home page", () => {
    expect(languageTargets("/en/nowhere", "?country=hungary")).toEqual({ en: "/en", tr: "/tr", hu: "/hu", de: "/de" });
  });
});
