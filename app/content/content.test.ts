import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { ROUTE_TABLE, childrenOf, type PageKey } from "~/site/route-table";
import type { PageContent, Section } from "./types";

const FILES = import.meta.glob<{ default: PageContent }>(["./**/en.ts", "./**/tr.ts", "./**/hu.ts", "./**/de.ts"], { eager: true });

const SECTION_PAGES = ROUTE_TABLE.filter((entry) => entry.template === "sections").map((entry) => entry.key);

function contentOf(key: PageKey, lang: Lang): PageContent {
  const file = FILES[`./${key}/${lang}.ts`];
  if (!file) throw new Error(`missing app/content/${key}/${lang}.ts`);
  return file.default;
}

function sectionsOf<T extends Section["type"]>(content: PageContent, type: T) {
  return content.sections.filter((section): section is Extract<Section, { type: T }> => section.type === type);
}

/** Fields that name things in code (ids, icons, page keys) rather than hold copy. */
const STRUCTURAL = new Set(["type", "id", "icon", "name", "page", "to", "topic", "hash", "howTo", "price", "priceCurrency", "includesUnitedKingdom"]);

/** Every text of a content tree, flattened, with non-breaking characters made plain. */
function allText(value: unknown, key = ""): string[] {
  if (typeof value === "string") return STRUCTURAL.has(key) ? [] : [value.replace(/[\u00a0\u202f\u2060]/g, " ")];
  if (Array.isArray(value)) return value.flatMap((item) => allText(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => allText(v, k));
  return [];
}

/**
 * A page's structure without its words: section types, ids, nav presence, item counts, icons,
 * visuals, link targets and topics. Every language must have the same one.
 */
function shape(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => shape(item, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  }
  if (typeof value === "string") return STRUCTURAL.has(key) && !(key === "name" && value.includes(" ")) ? value : "text";
  return value;
}

describe("page content", () => {
  it("exists in all four languages for every page the route table renders from content, and for no other", () => {
    const withContent = new Set(Object.keys(FILES).map((file) => file.replace(/^\.\//, "").replace(/\/[a-z]{2}\.ts$/, "")));
    expect([...withContent].sort()).toEqual([...SECTION_PAGES].sort());
    for (const key of SECTION_PAGES) for (const lang of LANGUAGES) expect(() => contentOf(key, lang), `${key} ${lang}`).not.toThrow();
  });

  it.each(SECTION_PAGES)("%s has the same structure in tr, hu and de as in en", (key) => {
    const reference = shape(contentOf(key, "en"));
    for (const lang of LANGUAGES.filter((l) => l !== "en")) expect(shape(contentOf(key, lang)), lang).toEqual(reference);
  });

  it.each(SECTION_PAGES)("%s has no placeholder, no bracket and no untranslated copy of the English text", (key) => {
    const english = new Set(allText(contentOf(key, "en")).filter((text) => text.length > 24));
    for (const lang of LANGUAGES) {
      const texts = allText(contentOf(key, lang));
      expect(texts.filter((text) => /[[\]]|lorem|TODO|TBD/i.test(text)), lang).toEqual([]);
      if (lang !== "en") expect(texts.filter((text) => english.has(text)), lang).toEqual([]);
    }
  });

  it.each(SECTION_PAGES)("%s uses ASCII hyphenated section ids, each once", (key) => {
    const ids = contentOf(key, "en").sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  const FAQ_COUNTS: Partial<Record<PageKey, number>> = {
    home: 5,
    services: 9,
    aec: 9,
    "aec/architectural-survey": 6,
    "aec/heritage-survey": 8,
    "aec/facade-survey": 8,
    "aec/tree-survey": 8,
    "aec/construction-setting-out": 8,
    "aec/land-surveying": 8,
  };
  it.each(Object.entries(FAQ_COUNTS))("%s has %i FAQs, as the specification gives", (key, count) => {
    for (const lang of LANGUAGES) {
      const [faq] = sectionsOf(contentOf(key as PageKey, lang), "faq");
      expect(faq.items, lang).toHaveLength(count);
    }
  });
});

describe("the home page", () => {
  const home = contentOf("home", "en");
  it("has both calls to action, the logo strip, advantages, six services, three projects, four steps, nine deliverables and a closing call", () => {
    expect(home.hero.actions.map((a) => a.to)).toEqual(["get-a-quote", "talk-to-an-expert"]);
    expect(sectionsOf(home, "logos")).toHaveLength(1);
    expect(sectionsOf(home, "cards")[0].cards.length).toBeGreaterThanOrEqual(3);
    expect(sectionsOf(home, "services")[0].items).toHaveLength(6);
    const projects = sectionsOf(home, "projects")[0].items.map((item) => item.page);
    expect(projects).toHaveLength(3);
    for (const page of projects) expect(childrenOf("projects")).toContain(page);
    expect(sectionsOf(home, "process")[0].steps).toHaveLength(4);
    expect(sectionsOf(home, "deliverables")[0].items).toHaveLength(9);
    expect(sectionsOf(home, "cta")[0].actions.map((a) => a.to)).toContain("get-a-quote");
  });
});

describe("the services index", () => {
  const services = contentOf("services", "en");
  it("has outcomes and a catalogue of the five groups, in order, each listing every child service", () => {
    expect(sectionsOf(services, "cards")[0].cards.length).toBeGreaterThanOrEqual(3);
    const [catalogue] = sectionsOf(services, "catalogue");
    expect(catalogue.groups.map((g) => g.id)).toEqual(["aec", "industrial", "construction", "maritime", "drone"]);
    for (const group of catalogue.groups) {
      expect(group.page).toBe(group.id);
      expect(group.services.map((s) => s.page)).toEqual(childrenOf(group.page));
    }
  });
});

describe("AEC pages", () => {
  it("the AEC page has a definition box, four outcome cards and a core-services grid of all its children", () => {
    const aec = contentOf("aec", "en");
    expect(sectionsOf(aec, "definition")).toHaveLength(1);
    expect(sectionsOf(aec, "cards")[0].cards).toHaveLength(4);
    expect(sectionsOf(aec, "services")[0].items.map((i) => i.page)).toEqual(childrenOf("aec"));
    expect(aec.anchorNavLabel).toBeTruthy();
  });

  it("the architectural survey has four outcomes, the four named steps as HowTo, three audiences, two testimonials and the 1500 USD offer", () => {
    const page = contentOf("aec/architectural-survey", "en");
    const [outcomes, audiences] = sectionsOf(page, "cards");
    expect(outcomes.cards).toHaveLength(4);
    expect(audiences.cards.map((c) => c.title)).toEqual(["Architects", "Developers", "Contractors"]);
    const [process] = sectionsOf(page, "process");
    expect(process.howTo).toBe(true);
    expect(process.steps.map((s) => s.title)).toEqual(["Brief and Booking", "On-Site Scanning", "Processing and QA", "Delivery and Revisions"]);
    expect(sectionsOf(page, "testimonials")[0].items).toHaveLength(2);
    expect(page.service?.offer).toMatchObject({ price: 1500, priceCurrency: "USD" });
  });

  it("the heritage survey offers a quote, sample deliverables through the contact form, and a call with an expert", () => {
    for (const lang of LANGUAGES) {
      const actions = contentOf("aec/heritage-survey", lang).hero.actions;
      expect(actions.map((a) => [a.to, a.topic])).toEqual([
        ["get-a-quote", undefined],
        ["contact", "samples"],
        ["talk-to-an-expert", undefined],
      ]);
    }
  });

  it.each(["aec/facade-survey", "aec/tree-survey", "aec/construction-setting-out", "aec/land-surveying"] as const)(
    "%s follows the survey template: what-is, four benefit cards with metrics, visual, scope, formats, FAQ, call to action",
    (key) => {
      const page = contentOf(key, "en");
      expect(page.sections.map((s) => s.type)).toEqual(["definition", "cards", "visual", "scope", "formats", "faq", "cta"]);
      const [benefits] = sectionsOf(page, "cards");
      expect(benefits.cards).toHaveLength(4);
      for (const card of benefits.cards) expect(card.metric?.value).toBeTruthy();
    },
  );

  it("the setting-out page's button books a surveyor", () => {
    const page = contentOf("aec/construction-setting-out", "en");
    expect(page.hero.actions[0].label).toBe("Book a Surveyor");
    expect(sectionsOf(page, "cta")[0].actions[0].label).toBe("Book a Surveyor");
  });
});

/** Figures of SPEC.md section 9 that each page states, in every language (any thousands separator). */
const FIGURES: Partial<Record<PageKey, RegExp[]>> = {
  home: [/2007/, /100\+/, /15\+/, /48/, /±2–4 mm/],
  "aec/architectural-survey": [/±6 mm/, /±5 mm/, /3 mm/, /48/, /1[.,  ]?500 USD/],
  "aec/heritage-survey": [/±3 mm/, /±10 mm/, /1 mm/, /1[.,  ]?500 m²/, /1–2/, /5–7/, /LOD 300/, /LOD 200–350/],
  "aec/facade-survey": [/±5 mm/, /±10 mm/, /2 mm/, /3–5/, /7–10/, /90/, /48/],
  "aec/tree-survey": [/BS 5837:2012/, /\bA\b/, /\bB\b/, /\bC\b/, /\bU\b/, /50/, /3–5/],
  "aec/construction-setting-out": [/±3–5 mm/, /24–48/, /24\/7|7\/24|0–24/, /1/],
  "aec/land-surveying": [/±20 mm/, /±25 mm/, /±5 mm/, /50/, /3–5/],
};

describe("figures from the specification", () => {
  it.each(Object.entries(FIGURES))("%s states its figures in every language", (key, figures) => {
    for (const lang of LANGUAGES) {
      const text = allText(contentOf(key as PageKey, lang)).join("\n");
      for (const figure of figures) expect(text, `${lang} ${figure}`).toMatch(figure);
    }
  });
});
