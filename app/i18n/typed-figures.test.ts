import { describe, expect, it } from "vitest";
import { CATALOGUES, catalogueFor, RUNTIME_PLACEHOLDERS } from "./catalogues.server";
import { LANGUAGES } from "./languages";
import { textsOf, typedFigures } from "./typed-figures";
import { FACTS, factText } from "~/site/facts";
import { pageNamesFor } from "~/content/page-names.server";

/** What a visitor reads: no-break spaces and word joiners (bindUnits) count as plain text. */
const plain = (text: string) => text.replace(/\u00a0/g, " ").replace(/\u2060/g, "");

describe("typedFigures", () => {
  it("finds the figures copy used to type by hand, in every language", () => {
    for (const text of [
      "Fixed-fee quote within 48 hours",
      "on site within 24–48 hours",
      "±6 mm planimetric accuracy",
      "HBIM models at LOD 300",
      "since 2007",
      "up to 10MB",
      "48 saat içinde",
      "%90 daha az",
      "48 órán belül",
      "3–5 munkanap alatt",
      "innerhalb von 48 Stunden",
      "ein 20–30-minütiges Gespräch",
      "Vormittags, 9–12 Uhr",
      "available 24/7",
      "≤3 mm RMSE",
      "at 1:50 scale",
      "a BS 5837 tree survey",
    ]) {
      expect(typedFigures(text), text).not.toEqual([]);
    }
  });

  it("lets figures from placeholders and names that are not figures pass", () => {
    for (const text of [
      "Fixed-fee quote within {{quoteTurnaroundHours}} hours",
      "{{facadeTurnaroundDays|workingDays}}",
      "{{heritagePointCloud}}-es pontfelhők",
      "3D models, 2D drawings, E57 point clouds and 360° images",
      "ISO 19650 and GNSS/RTK",
      "at the scale you need ({{drawingScales}})",
      "e.g. +44 20 7946 0147",
      "© {{year}} {{company}} All rights reserved.",
    ]) {
      expect(typedFigures(text), text).toEqual([]);
    }
  });
});

describe("figures in the catalogues", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: no text types a figure; each one names a fact`, () => {
      const typed = textsOf(CATALOGUES[lang])
        .map(([path, text]) => [path, typedFigures(text)] as const)
        .filter(([, found]) => found.length > 0);
      expect(typed).toEqual([]);
    });

    it(`${lang}: every placeholder is filled, except those the page fills at render (${RUNTIME_PLACEHOLDERS.join(", ")})`, () => {
      const { figures, ...texts } = catalogueFor(lang);
      const runtime = new RegExp(`\\{\\{(${RUNTIME_PLACEHOLDERS.join("|")})\\}\\}`, "g");
      for (const [path, text] of textsOf(texts)) {
        expect(text.replace(runtime, ""), path).not.toContain("{{");
      }
      for (const [path, text] of textsOf(pageNamesFor(lang))) expect(text, path).not.toContain("{{");
      expect(Object.values(figures).every((pattern) => pattern.includes("{{n}}"))).toBe(true);
    });

    it(`${lang}: uses the ellipsis character, never three dots`, () => {
      for (const [path, text] of textsOf({ ...CATALOGUES[lang], pages: pageNamesFor(lang) })) expect(text, path).not.toContain("...");
    });
  }

  it("write the figures as each language does", () => {
    const claim = Object.fromEntries(LANGUAGES.map((lang) => [lang, plain(catalogueFor(lang).nav.quoteClaim)]));
    expect(claim).toEqual({
      en: `Fixed-fee quote within ${FACTS.quoteTurnaroundHours} hours (working days)`,
      tr: `İş günlerinde ${FACTS.quoteTurnaroundHours} saat içinde sabit fiyatlı teklif`,
      hu: `Fix díjas árajánlat munkanapokon számított ${FACTS.quoteTurnaroundHours} órán belül`,
      de: `Festpreisangebot innerhalb von ${FACTS.quoteTurnaroundHours} Stunden (an Werktagen)`,
    });
    expect(plain(pageNamesFor("de")["aec/facade-survey"].description)).toContain(`in ${FACTS.facadeTurnaroundDays} Arbeitstagen`);
    expect(plain(pageNamesFor("en")["aec/facade-survey"].description)).toContain(`in ${FACTS.facadeTurnaroundDays} working days`);
    expect(plain(pageNamesFor("hu")["about/company"].description)).toContain(
      `${FACTS.foundingYear} óta több mint ${FACTS.projectsCompleted} projektet`,
    );
    expect(plain(pageNamesFor("tr")["about/company"].description)).toContain(
      `${FACTS.countriesWorkedIn}'ten fazla ülkede ${FACTS.projectsCompleted}'ü aşkın proje`,
    );
  });

  it("write the founding year as a year in every language, never grouped as a number", () => {
    for (const lang of LANGUAGES) {
      expect(factText("foundingYear", lang)).toBe("2007");
      expect(catalogueFor(lang).footer.tagline, lang).toContain("2007");
    }
  });
});
