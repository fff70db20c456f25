import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { childrenOf, type PageKey } from "~/site/route-table";
import { FACTS, factText, type FactKey } from "~/site/facts";
import { PROJECTS, PROJECT_KEYS, PROJECT_COUNTRIES } from "~/site/projects";
import { SECTORS, SECTOR_KEYS } from "~/site/sectors";
import { catalogueFor } from "~/i18n/catalogues.server";
import { chooseCountry, foldCountryWord, normalizeCountry } from "./project-filter";
import { LANGUAGE_STORAGE_KEY } from "~/i18n/languages";
import { COOKIE_CONSENT_KEY } from "~/components/layout/CookieBanner";
import { COMPANY, OFFICES } from "~/site/company";
import { SERVICE_GROUP_KEYS } from "~/site/services";
import { loadContent } from "./content.server";
import { PAGES_WITH_BODY } from "./page-folders";
import { pageNamesFor } from "./page-names.server";
import { caseStudiesOfSector, otherServicesFor } from "~/site/relations";
import { GUIDE_KEYS } from "~/site/guides";
import type { PageContent, Section } from "./types";

const CONTENT_PAGES = PAGES_WITH_BODY;
/** The sections every service page gets from the records (service-depth.test.ts checks them). */
const PROOF = new Set(["case-studies", "sectors-served", "guides"]);

const loaded = new Map<string, PageContent>();
async function contentOf(key: PageKey, lang: Lang): Promise<PageContent> {
  const id = `${key}:${lang}`;
  if (!loaded.has(id)) loaded.set(id, await loadContent(key, lang));
  return loaded.get(id)!;
}

function sectionsOf<T extends Section["type"]>(content: PageContent, type: T) {
  return content.sections.filter((section): section is Extract<Section, { type: T }> => section.type === type);
}

/** Fields that name things in code (ids, icons, page keys) rather than hold copy. */
const STRUCTURAL = new Set([
  "type",
  "id",
  "icon",
  "name",
  "page",
  "to",
  "topic",
  "hash",
  "howTo",
  "price",
  "priceCurrency",
  "includesUnitedKingdom",
  "serviceType",
  "date",
  "services",
  "country",
  "start",
  "end",
  // The addresses of a section's files (the sample point cloud's image, packed cloud and download).
  "src",
  "href",
]);

/** Every text of a content tree, flattened, with non-breaking characters made plain. */
function allText(value: unknown, key = ""): string[] {
  if (typeof value === "string") return STRUCTURAL.has(key) ? [] : [value.replace(/[\u00a0\u202f]/g, " ").replace(/\u2060/g, "")];
  if (Array.isArray(value)) return value.flatMap((item) => allText(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => allText(v, k));
  return [];
}

/** A page's structure without its words: section types, ids, nav presence, item counts, icons, link targets. */
function shape(value: unknown, key = ""): unknown {
  if (Array.isArray(value)) return value.map((item) => shape(item, key));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v, k)]));
  // A visual's name is structure; an offer's name is words.
  if (typeof value === "string")
    return STRUCTURAL.has(key) && key !== "serviceType" && !(key === "name" && value.includes(" ")) ? value : "text";
  return value;
}

describe("page content", () => {
  it.each(CONTENT_PAGES)("%s builds in every language with the same structure, every figure written out", async (key) => {
    const reference = shape(await contentOf(key, "en"));
    for (const lang of LANGUAGES) {
      const content = await contentOf(key, lang);
      expect(shape(content), lang).toEqual(reference);
      expect(
        allText(content).filter((text) => text.includes("{{")),
        lang,
      ).toEqual([]);
    }
  });

  /** Fields a page shows as text: none may be missing from its words. */
  const SHOWN = new Set([
    "eyebrow",
    "lead",
    "heading",
    "title",
    "text",
    "q",
    "a",
    "term",
    "caption",
    "quote",
    "role",
    "alt",
    "challenge",
    "solution",
  ]);
  function missing(value: unknown, path = ""): string[] {
    if (Array.isArray(value)) return value.flatMap((item, i) => missing(item, `${path}.${i}`));
    if (value && typeof value === "object") {
      return Object.entries(value).flatMap(([k, v]) =>
        SHOWN.has(k) && (typeof v !== "string" || v.trim() === "") ? [`${path}.${k}`] : missing(v, `${path}.${k}`),
      );
    }
    return [];
  }
  it.each(CONTENT_PAGES)("%s has every text it shows, in every language", async (key) => {
    for (const lang of LANGUAGES) expect(missing(await contentOf(key, lang)), lang).toEqual([]);
  });

  it.each(CONTENT_PAGES)("%s has no placeholder, no bracket and no untranslated copy of the English text", async (key) => {
    const english = new Set(allText(await contentOf(key, "en")).filter((text) => text.length > 24));
    for (const lang of LANGUAGES) {
      const texts = allText(await contentOf(key, lang));
      expect(
        texts.filter((text) => /[[\]]|lorem|TODO|TBD/i.test(text)),
        lang,
      ).toEqual([]);
      if (lang !== "en")
        expect(
          texts.filter((text) => english.has(text)),
          lang,
        ).toEqual([]);
    }
  });

  it.each(CONTENT_PAGES)("%s puts no second full stop after a figure that closes with one, such as a Hungarian address", async (key) => {
    for (const lang of LANGUAGES)
      expect(
        allText(await contentOf(key, lang)).filter((text) => /(?<!\.)\.\.(?!\.)/.test(text)),
        lang,
      ).toEqual([]);
  });

  it.each(CONTENT_PAGES)("%s never says 'at most' before a figure that already reads '≤ …'", async (key) => {
    for (const lang of LANGUAGES) {
      const doubled = allText(await contentOf(key, lang)).filter((text) =>
        /(at most|at or below|up to|en fazla|azami|legfeljebb|maximum|höchstens|maximal|bis zu)\s*\(?≤/i.test(text),
      );
      expect(doubled, lang).toEqual([]);
    }
  });

  // Second copy review, H3/§1.2 and H9: a Hungarian call to action has the survey done ("Szkenneltesse", "Mérettesse
  // fel", "Dokumentáltassa"), never tells the client to do it; and "Scan to BIM/CAD" joins a Hungarian noun with a
  // hyphen ("Scan to BIM-modell", "Scan to CAD-homlokzatfelmérés"), as the catalogue's "Scan to BIM-projektek" does.
  const HU_SURVEY_IMPERATIVE =
    /(^|[.!?:]\s+)(Szkennelje|Szkenneljen|Mérje fel|Mérjen fel|Dokumentálja|Dokumentáljon|Modellezze|Modellezzen)\b/;
  const HU_UNJOINED_SCAN_TO = /Scan to (BIM|CAD) (projekt|modell|felmérés|homlokzatfelmérés|rajz)/i;
  const huCopyFaults = (texts: string[]) => texts.filter((text) => HU_SURVEY_IMPERATIVE.test(text) || HU_UNJOINED_SCAN_TO.test(text));

  it.each(CONTENT_PAGES)("%s in Hungarian asks the client to have a survey done, and hyphenates Scan to BIM/CAD compounds", async (key) => {
    expect(huCopyFaults(allText(await contentOf(key, "hu")))).toEqual([]);
  });

  it("the Hungarian page titles, headings and descriptions follow the same two rules", () => {
    expect(huCopyFaults(allText(pageNamesFor("hu")))).toEqual([]);
  });

  it.each(CONTENT_PAGES)("%s uses ASCII hyphenated section ids, each once", async (key) => {
    const ids = (await contentOf(key, "en")).sections.map((section) => section.id);
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
    industrial: 8,
    "industrial/scan-to-bim": 5,
    "industrial/as-built-qaqc": 4,
    construction: 6,
    maritime: 4,
    drone: 5,
  };
  it.each(Object.entries(FAQ_COUNTS))("%s has %i FAQs", async (key, count) => {
    for (const lang of LANGUAGES) {
      const [faq] = sectionsOf(await contentOf(key as PageKey, lang), "faq");
      expect(faq.items, lang).toHaveLength(count);
    }
  });
});

describe("the home page", () => {
  it("has both calls to action, the logo strip, advantages, six services, three projects, four steps, nine deliverables and a closing call", async () => {
    const home = await contentOf("home", "en");
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

  it("shows each project card's place from its record, with the country in the page's language", async () => {
    const [projects] = sectionsOf(await contentOf("home", "tr"), "projects");
    const rheinblick = projects.items.find((item) => item.page === "projects/rheinblick-hotel-facade");
    expect(rheinblick?.location).toBe(`${PROJECTS["projects/rheinblick-hotel-facade"].city}, Almanya`);
  });
});

describe("the services index", () => {
  it("has outcomes and a catalogue of the five groups, in order, each listing every child service", async () => {
    const services = await contentOf("services", "en");
    expect(sectionsOf(services, "cards")[0].cards.length).toBeGreaterThanOrEqual(3);
    const [catalogue] = sectionsOf(services, "catalogue");
    expect(catalogue.groups.map((g) => g.id)).toEqual([...SERVICE_GROUP_KEYS]);
    for (const group of catalogue.groups) {
      expect(group.page).toBe(group.id);
      expect(group.services.map((s) => s.page)).toEqual(childrenOf(group.page));
    }
  });

  it("describes a service with the same words and figure as every other card of it", async () => {
    for (const lang of LANGUAGES) {
      const [catalogue] = sectionsOf(await contentOf("services", lang), "catalogue");
      const [core] = sectionsOf(await contentOf("aec", lang), "services");
      const inCatalogue = catalogue.groups.find((group) => group.id === "aec")!.services;
      expect(
        core.items.map((item) => [item.page, item.text, item.metric?.value]),
        lang,
      ).toEqual(inCatalogue.map((service) => [service.page, service.benefit, service.metric.value]));
    }
  });
});

describe("AEC pages", () => {
  it("the AEC page has a definition box, four outcome cards and a core-services grid of all its children", async () => {
    const aec = await contentOf("aec", "en");
    expect(sectionsOf(aec, "definition")).toHaveLength(1);
    expect(sectionsOf(aec, "cards")[0].cards).toHaveLength(4);
    expect(sectionsOf(aec, "services")[0].items.map((i) => i.page)).toEqual(childrenOf("aec"));
    expect(aec.anchorNavLabel).toBeTruthy();
  });

  it("the architectural survey has four outcomes, the four named steps as HowTo, three audiences, two testimonials and the 1500 USD offer", async () => {
    const page = await contentOf("aec/architectural-survey", "en");
    const [outcomes, audiences] = sectionsOf(page, "cards");
    expect(outcomes.cards).toHaveLength(4);
    expect(audiences.cards.map((c) => c.title)).toEqual(["Architects", "Developers", "Contractors"]);
    const [process] = sectionsOf(page, "process");
    expect(process.howTo).toBe(true);
    expect(process.steps.map((s) => s.title)).toEqual([
      "Brief and Booking",
      "On-Site Scanning",
      "Processing and QA",
      "Delivery and Revisions",
    ]);
    expect(sectionsOf(page, "testimonials")[0].items).toHaveLength(2);
    expect(page.service?.offer).toMatchObject({ price: 1500, priceCurrency: "USD" });
  });

  it("every service page's quote and call buttons carry the service's project type and call topic (usability m3)", async () => {
    const expected = [
      ["maritime/ship-yacht-scanning", "ship-yacht-scanning", "maritime"],
      ["construction/scan-to-bim", "scan-to-bim", "scan-to-bim"],
      ["aec/heritage-survey", "heritage-survey", "surveying"],
      ["aec/tree-survey", "tree-survey", "surveying"],
      ["drone/site-plans", "drone-survey", "drone"],
    ] as const;
    for (const lang of LANGUAGES)
      for (const [key, type, callTopic] of expected) {
        const page = await contentOf(key, lang);
        for (const actions of [page.hero.actions, sectionsOf(page, "cta")[0].actions]) {
          expect(actions.find((a) => a.to === "get-a-quote")?.type, `${lang} ${key}`).toBe(type);
          expect(actions.find((a) => a.to === "talk-to-an-expert")?.callTopic, `${lang} ${key}`).toBe(callTopic);
        }
      }
  });

  it("the heritage survey offers a quote, the sample deliverables, and a call with an expert; its closing call also samples from a comparable project through the contact form", async () => {
    for (const lang of LANGUAGES) {
      const actions = (await contentOf("aec/heritage-survey", lang)).hero.actions;
      expect(actions.map((a) => [a.to, a.topic])).toEqual([
        ["get-a-quote", undefined],
        ["resources/samples", undefined],
        ["talk-to-an-expert", undefined],
      ]);
    }
  });

  it.each(["aec/facade-survey", "aec/tree-survey", "aec/construction-setting-out", "aec/land-surveying"] as const)(
    "%s has what-is, four benefit cards with metrics, visual, scope, formats, FAQ and a call to action",
    async (key) => {
      const page = await contentOf(key, "en");
      expect(page.sections.filter((s) => !PROOF.has(s.id)).map((s) => s.type)).toEqual([
        "definition",
        "cards",
        "visual",
        "scope",
        "formats",
        "faq",
        "cta",
      ]);
      const [benefits] = sectionsOf(page, "cards");
      expect(benefits.cards).toHaveLength(4);
      for (const card of benefits.cards) expect(card.metric?.value).toBeTruthy();
    },
  );

  it("a service page names its schema.org serviceType in the page's language, from the service's words", async () => {
    expect((await contentOf("aec/facade-survey", "de")).service?.serviceType).toBe("Fassadenaufmaß");
    expect((await contentOf("aec/tree-survey", "tr")).service?.serviceType.replace(/\u00a0/g, " ")).toBe("BS 5837 ağaç envanteri");
    expect((await contentOf("services", "hu")).service?.serviceType).toBe("3D lézerszkennelés és felmérés");
  });

  it("the setting-out page's button books a surveyor", async () => {
    const page = await contentOf("aec/construction-setting-out", "en");
    expect(page.hero.actions[0].label).toBe("Book a Surveyor");
    expect(sectionsOf(page, "cta")[0].actions[0].label).toBe("Book a Surveyor");
  });
});

describe("industrial and construction pages", () => {
  /** Every figure a page states, as the page shows it (spaces made plain). */
  const shows = async (key: PageKey, lang: Lang, fact: FactKey) =>
    allText(await contentOf(key, lang)).some((text) => text.includes(factText(fact, lang).replace(/[\u00a0\u202f]/g, " ")));

  it("the industrial hub has the four anchors in its nav, both core services, Visual Plant and the six timed steps as HowTo", async () => {
    for (const lang of LANGUAGES) {
      const page = await contentOf("industrial", lang);
      const ids = page.sections.map((s) => s.id);
      for (const id of ["core-services", "visual-plant", "process", "faq"]) expect(ids, lang).toContain(id);
      expect(page.anchorNavLabel, lang).toBeTruthy();
      for (const section of page.sections) expect(section.nav, `${lang} ${section.id}`).toBeTruthy();
      expect(sectionsOf(page, "services")[0].items.map((i) => i.page)).toEqual(["industrial/scan-to-bim", "industrial/as-built-qaqc"]);
      const platform = page.sections.find((s) => s.id === "visual-plant");
      expect(platform?.type).toBe("definition");
      const [process] = sectionsOf(page, "process");
      expect(process.howTo).toBe(true);
      expect(process.steps).toHaveLength(6);
      const durations = (
        ["industrialContactDays", "industrialDetailsDays", "industrialOfferDays", "industrialOnSiteDays", "visualPlantAccessDays"] as const
      ).map((fact) => factText(fact, lang));
      process.steps
        .slice(0, 5)
        .forEach((step, i) => expect(step.duration?.replace(/\u2060/g, ""), `${lang} step ${i}`).toContain(durations[i]));
      expect(process.steps[5].duration, lang).toBeTruthy();
    }
    const en = await contentOf("industrial", "en");
    expect(sectionsOf(en, "process")[0].steps.map((s) => s.title)).toEqual([
      "First Contact",
      "Collecting Key Details",
      "Concept and Offer",
      "On-site scanning",
      "Visual Plant access",
      "Decide next steps",
    ]);
  });

  it("Visual Plant is described, not offered: no page links to a demo of it", async () => {
    for (const lang of LANGUAGES) {
      const page = await contentOf("industrial", lang);
      const actions = [...page.hero.actions, ...sectionsOf(page, "cta").flatMap((c) => c.actions)];
      expect(
        actions.map((a) => a.to),
        lang,
      ).toEqual(["get-a-quote", "talk-to-an-expert", "get-a-quote", "talk-to-an-expert"]);
    }
  });

  it.each(["industrial/scan-to-bim", "industrial/as-built-qaqc"] as const)(
    "%s has benefits, process, deliverables and FAQ anchors",
    async (key) => {
      for (const lang of LANGUAGES) {
        const ids = (await contentOf(key, lang)).sections.map((s) => s.id);
        for (const id of ["benefits", "process", "deliverables", "faq"]) expect(ids, lang).toContain(id);
      }
    },
  );

  it("the industrial pages state the figures of SPEC section 9 from the facts module, in every language", async () => {
    const expected: [PageKey, FactKey[]][] = [
      ["industrial", ["lodIndustrial", "bimTolerance", "totalStationQa", "qaMemoHours", "registrationRmse", "controlResiduals"]],
      ["industrial/scan-to-bim", ["lodIndustrial", "lod350", "lod400", "bimTolerance", "registrationRmse", "controlResiduals"]],
      ["industrial/as-built-qaqc", ["totalStationQa", "qaMemoHours", "bimTolerance", "controlResiduals"]],
      ["construction/scan-to-cad", ["scanToCadAccuracy", "drawingScales"]],
      [
        "construction/as-built-progress",
        ["constructionAccuracy", "constructionDroneTurnaroundHours", "smallReportHours", "progressCadence"],
      ],
      ["construction", ["constructionAccuracy", "scanToCadAccuracy", "constructionDroneTurnaroundHours", "smallReportHours"]],
    ];
    for (const [key, facts] of expected)
      for (const lang of LANGUAGES) for (const fact of facts) expect(await shows(key, lang, fact), `${key} ${lang} ${fact}`).toBe(true);
    expect(FACTS.lodIndustrial).toBe("LOD 300");
  });

  it("the construction hub links its four services", async () => {
    const hub = await contentOf("construction", "en");
    expect(sectionsOf(hub, "services")[0].items.map((i) => i.page)).toEqual(childrenOf("construction"));
    expect(childrenOf("construction")).toHaveLength(4);
  });

  it("the AR page leads to Talk to an Expert, never to the quote form", async () => {
    for (const lang of LANGUAGES) {
      const page = await contentOf("construction/ar-integrated-bim", lang);
      const targets = [...page.hero.actions, ...sectionsOf(page, "cta")[0].actions].map((a) => a.to);
      expect(targets, lang).not.toContain("get-a-quote");
      expect(
        sectionsOf(page, "cta")[0].actions.map((a) => a.to),
        lang,
      ).toEqual(["talk-to-an-expert"]);
      expect(
        page.hero.actions.map((a) => [a.to, a.topic]),
        lang,
      ).toEqual([
        ["talk-to-an-expert", undefined],
        ["contact", "samples"],
      ]);
    }
  });
});

describe("maritime and drone pages", () => {
  const shows = async (key: PageKey, lang: Lang, fact: FactKey) =>
    allText(await contentOf(key, lang)).some((text) => text.includes(factText(fact, lang).replace(/[\u00a0\u202f]/g, " ")));

  it("state the figures of SPEC section 9 from the facts module, in every language", async () => {
    const expected: [PageKey, FactKey[]][] = [
      ["maritime", ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", "dryDockTurnaroundHours"]],
      ["maritime/ship-yacht-scanning", ["vesselInteriorAccuracy", "vesselHullAccuracy", "vesselRmse", "dryDockTurnaroundHours"]],
      [
        "drone",
        ["droneAccuracyWithGcp", "droneAccuracyWithoutGcp", "droneGsd", "landDroneHectaresPerDay", "constructionDroneTurnaroundHours"],
      ],
      ["drone/existing-map", ["existingMapAccuracy"]],
      ["drone/site-plans", ["droneAccuracyWithGcp", "droneGsd"]],
    ];
    for (const [key, facts] of expected)
      for (const lang of LANGUAGES) for (const fact of facts) expect(await shows(key, lang, fact), `${key} ${lang} ${fact}`).toBe(true);
  });

  it("the maritime hub links Ship and Yacht Scanning; the drone hub links its three services", async () => {
    for (const lang of LANGUAGES) {
      expect(sectionsOf(await contentOf("maritime", lang), "services")[0].items.map((i) => i.page)).toEqual([
        "maritime/ship-yacht-scanning",
      ]);
      expect(sectionsOf(await contentOf("drone", lang), "services")[0].items.map((i) => i.page)).toEqual([
        "drone/3d-modelling",
        "drone/existing-map",
        "drone/site-plans",
      ]);
    }
  });

  it("the existing map names each market's coordinate system instead of a placeholder", async () => {
    for (const lang of LANGUAGES) {
      const text = allText(await contentOf("drone/existing-map", lang)).join(" ");
      for (const system of ["EOV/HD72", "TUREF/ITRF96", "ETRS89/UTM"]) expect(text, lang).toContain(system);
    }
  });

  it("site plans: methodology as HowTo, an orthophoto drawn in the project, DWG, SHP/GeoJSON and GeoTIFF, and a quote button", async () => {
    for (const lang of LANGUAGES) {
      const page = await contentOf("drone/site-plans", lang);
      expect(sectionsOf(page, "process")[0].howTo, lang).toBe(true);
      expect(sectionsOf(page, "visual")[0].visual.name).toBe("orthophoto");
      const formats = sectionsOf(page, "deliverables")[0].items.flatMap((item) => item.formats ?? []);
      for (const format of ["DWG", "SHP", "GeoJSON", "GeoTIFF"]) expect(formats).toContain(format);
      expect(page.hero.actions[0].to).toBe("get-a-quote");
      expect(sectionsOf(page, "cta")[0].actions[0].to).toBe("get-a-quote");
    }
  });
});

describe("sectors", () => {
  it("the sectors index is a card for each of the five sectors, in order, with what the sector needs", async () => {
    for (const lang of LANGUAGES) {
      const [cards] = sectionsOf(await contentOf("sectors", lang), "services");
      expect(cards.items.map((item) => item.page)).toEqual(SECTOR_KEYS.map((key) => `sectors/${key}`));
      for (const item of cards.items) expect(item.text.length, `${lang} ${item.page}`).toBeGreaterThan(40);
    }
  });

  it.each(SECTOR_KEYS)(
    "sectors/%s has the eight sections of its nav in order, the quote and samples calls, and its record's services",
    async (key) => {
      for (const lang of LANGUAGES) {
        const page = await contentOf(`sectors/${key}`, lang);
        expect(page.sections.map((s) => s.id)).toEqual([
          "at-a-glance",
          "overview",
          "benefits",
          "services",
          "deliverables",
          "process",
          "use-cases",
          "case-studies",
          "faq",
          "get-started",
        ]);
        const navigated = page.sections.filter((s) => s.nav).map((s) => s.id);
        expect(navigated, lang).toEqual(
          expect.arrayContaining(["overview", "benefits", "services", "deliverables", "process", "use-cases", "case-studies", "faq"]),
        );
        expect(
          page.hero.actions.map((a) => [a.to, a.topic]),
          lang,
        ).toEqual([
          ["get-a-quote", undefined],
          ["resources/samples", undefined],
        ]);
        expect(sectionsOf(page, "services")[0].items.map((i) => i.page)).toEqual(SECTORS[key].services);
        expect(sectionsOf(page, "services")[0].also?.items.map((i) => i.page) ?? [], lang).toEqual(otherServicesFor(key));
        expect(sectionsOf(page, "trust")[0].items.length, lang).toBeGreaterThanOrEqual(3);
        expect(sectionsOf(page, "faq")[0].items.length, lang).toBeGreaterThanOrEqual(5);
        expect(sectionsOf(page, "cta")[0].actions.map((a) => a.to)).toEqual(["get-a-quote", "talk-to-an-expert"]);
        const caseStudies = page.sections.find((s) => s.id === "case-studies")!;
        if (caseStudiesOfSector(key).length > 0) {
          expect(caseStudies.type).toBe("projects");
          if (caseStudies.type === "projects") expect(caseStudies.items.map((i) => i.page)).toEqual(caseStudiesOfSector(key));
        } else {
          expect(caseStudies.type).toBe("cards");
          if (caseStudies.type === "cards") expect(caseStudies.cards.length, lang).toBeGreaterThanOrEqual(2);
        }
      }
    },
  );
});

describe("projects", () => {
  it("the index lists the four case studies with client, sector, place, services and headline figure, under a filter by country", async () => {
    for (const lang of LANGUAGES) {
      const [cards] = sectionsOf(await contentOf("projects", lang), "projects");
      expect(cards.items.map((i) => i.page)).toEqual(PROJECT_KEYS);
      for (const item of cards.items) {
        const record = PROJECTS[item.page as keyof typeof PROJECTS];
        expect(item.client).toBe(record.client);
        expect(item.services).toEqual(record.services);
        expect(item.location.startsWith(record.city)).toBe(true);
        expect(item.metric.value).toBeTruthy();
      }
      expect(cards.filter?.options.map((o) => o.country)).toEqual([null, "hungary", "germany"]);
      for (const [slug] of PROJECT_COUNTRIES) {
        const headings: Record<string, string | undefined> = catalogueFor(lang).content.projectsIn;
        expect(headings[slug], `${lang} ${slug}`).toBeTruthy();
      }
    }
  });

  it("?country= keeps that country's case studies and marks its link, in any case and any language's name", async () => {
    const content = await contentOf("projects", "de");
    const pick = (value: string | null) => {
      const { content: chosen, country } = chooseCountry(content, value, "/de/projekte", ({ value }) => ({
        text: `none: ${value}`,
        link: { label: "team", to: "talk-to-an-expert" },
      }));
      const [cards] = sectionsOf(chosen, "projects");
      return {
        country,
        pages: cards.items.map((i) => i.page),
        current: cards.filter?.options.filter((o) => o.current).map((o) => o.href),
        notice: cards.notice?.text,
      };
    };
    const germany = {
      country: "germany",
      pages: ["projects/rheinblick-hotel-facade"],
      current: ["/de/projekte?country=germany"],
      notice: undefined,
    };
    for (const value of ["germany", "GERMANY", "Germany", "deutschland", "Deutschland", " Németország ", "nemetorszag", "Almanya", "DE"]) {
      expect(pick(value), value).toEqual(germany);
    }
    expect(pick("hungary").pages).toEqual(PROJECT_KEYS.filter((key) => PROJECTS[key].country === "HU"));
    expect(pick("Magyarország").country).toBe("hungary");
    expect(pick("ungarn").country).toBe("hungary");
    for (const value of [null, ""]) {
      expect(pick(value), String(value)).toEqual({ country: undefined, pages: PROJECT_KEYS, current: ["/de/projekte"], notice: undefined });
    }
    // A country without case studies, or a word that names none, says so instead of listing everything.
    for (const value of ["turkey", "Türkiye", "TÜRKİYE", "mars", "germany'><script>"]) {
      expect(pick(value), value).toEqual({ country: undefined, pages: [], current: [], notice: `none: ${value.trim()}` });
    }
  });

  it("normalizes a ?country= value to the country it names", () => {
    expect(normalizeCountry("Deutschland")).toEqual({ kind: "country", slug: "germany", code: "DE" });
    expect(normalizeCountry("türkei")).toEqual({ kind: "none", code: "TR", value: "türkei" });
    expect(normalizeCountry("Türkiye")).toEqual({ kind: "none", code: "TR", value: "Türkiye" });
    expect(normalizeCountry("x".repeat(100))).toEqual({ kind: "none", value: "x".repeat(40) });
    expect(normalizeCountry("   ")).toEqual({ kind: "all" });
    expect(foldCountryWord("TÜRKİYE")).toBe("turkiye");
    expect(foldCountryWord("Vereinigtes  Königreich")).toBe("vereinigtes konigreich");
  });

  it("the filtered projects index has a lead for every country with case studies, and words for an empty result", () => {
    for (const lang of LANGUAGES) {
      const words = catalogueFor(lang).content;
      const leads: Record<string, string | undefined> = words.projectsLead;
      for (const [slug] of PROJECT_COUNTRIES) expect(leads[slug], `${lang} ${slug}`).toBeTruthy();
      expect(words.noProjectsFrom).toContain("{{country}}");
      expect(words.noProjectsMatch).toContain("{{value}}");
      expect(words.talkToTeam).toBeTruthy();
    }
  });

  it.each(PROJECT_KEYS)("%s has every section of a case study, its record's figure first, and the same story as its card", async (key) => {
    for (const lang of LANGUAGES) {
      const page = await contentOf(key, lang);
      expect(page.sections.map((s) => s.id)).toEqual([
        "at-a-glance",
        "overview",
        "objectives",
        "scope",
        "methods",
        "accuracy",
        "deliverables",
        "challenges",
        "schedule",
        "outcomes",
        "lessons",
        "faq",
        "services-used",
        "related-work",
        "get-started",
      ]);
      const [home] = sectionsOf(await contentOf("home", lang), "projects");
      const card = home.items.find((item) => item.page === key);
      if (card) expect(page.hero.facts?.[0].value, lang).toBe(card.metric.value);
      expect(sectionsOf(page, "services")[0].items.map((i) => i.page)).toEqual(PROJECTS[key].services);
      expect(page.caseStudy).toMatchObject({ start: PROJECTS[key].start, end: PROJECTS[key].end, city: PROJECTS[key].city });
      expect(sectionsOf(page, "challenges")[0].items.length, lang).toBeGreaterThanOrEqual(2);
      expect(sectionsOf(page, "faq")[0].items.length, lang).toBeGreaterThanOrEqual(3);
    }
  });

  it("a case study writes its record's dates out as each language writes a month", async () => {
    const schedule = async (lang: Lang) =>
      allText((await contentOf("projects/rheinblick-hotel-facade", lang)).sections.find((s) => s.id === "schedule")).join(" ");
    expect(await schedule("en")).toMatch(/May 2025/);
    expect(await schedule("de")).toMatch(/Mai 2025/);
    expect(await schedule("hu")).toMatch(/2025\. május/);
    expect(await schedule("tr")).toMatch(/Mayıs 2025/);
  });
});

describe("about, resources and legal pages", () => {
  const text = async (key: PageKey, lang: Lang) => allText(await contentOf(key, lang)).join(" ");
  const shows = async (key: PageKey, lang: Lang, fact: FactKey) =>
    (await text(key, lang)).includes(factText(fact, lang).replace(/[\u00a0\u202f]/g, " "));

  it("every about page has the side menu of the six about pages, and /about links the five beneath it", async () => {
    for (const lang of LANGUAGES) {
      for (const key of ["about", ...childrenOf("about")] as PageKey[]) {
        expect((await contentOf(key, lang)).sideMenu?.pages, `${lang} ${key}`).toEqual(["about", ...childrenOf("about")]);
      }
      const [cards] = sectionsOf(await contentOf("about", lang), "services");
      expect(cards.items.map((i) => i.page)).toEqual(childrenOf("about"));
    }
    expect(childrenOf("about")).toHaveLength(5);
  });

  it("the company page states the company's figures from the facts module, in every language", async () => {
    for (const lang of LANGUAGES)
      for (const fact of ["foundingYear", "teamSize", "projects", "countries"] as const)
        expect(await shows("about/company", lang, fact), `${lang} ${fact}`).toBe(true);
  });

  it("the clients page shows the wordmarks and two testimonials", async () => {
    for (const lang of LANGUAGES) {
      const page = await contentOf("about/clients", lang);
      expect(sectionsOf(page, "logos")).toHaveLength(1);
      expect(sectionsOf(page, "testimonials")[0].items).toHaveLength(2);
    }
  });

  it("the guides index lists every guide with its description, then the other resources and a call to action, and promises nothing", async () => {
    for (const lang of LANGUAGES) {
      const page = await contentOf("resources/guides", lang);
      const names = pageNamesFor(lang);
      expect(
        page.sections.map((s) => s.id),
        lang,
      ).toEqual(["guides", "read-next", "get-started"]);
      expect(sectionsOf(page, "links")[0].items, lang).toEqual(GUIDE_KEYS.map((page) => ({ page, text: names[page].description })));
      expect(GUIDE_KEYS.length).toBeGreaterThan(0);
      const comingSoon = catalogueFor(lang).content.comingSoon;
      expect(page.hero.eyebrow, lang).not.toBe(comingSoon);
      expect(names["resources/guides"].description.toLowerCase(), lang).not.toContain(comingSoon.toLowerCase());
      expect(sectionsOf(page, "cta")[0].actions.length, lang).toBeGreaterThan(0);
    }
  });

  it("a guide ends with the other guides under its own heading, and carries its revision date", async () => {
    for (const guide of GUIDE_KEYS)
      for (const lang of LANGUAGES) {
        const page = await contentOf(guide, lang);
        const next = page.sections.at(-1)!;
        expect([next.id, next.heading], `${guide} ${lang}`).toEqual(["read-next", catalogueFor(lang).content.related["resources/guides"]]);
        expect(page.revised?.date, `${guide} ${lang}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
  });

  it("the blog is a Coming Soon page that points somewhere useful now", async () => {
    for (const key of ["resources/blog"] as const)
      for (const lang of LANGUAGES) {
        const page = await contentOf(key, lang);
        expect(page.hero.eyebrow, lang).toBe(catalogueFor(lang).content.comingSoon);
        expect(sectionsOf(page, "cta")[0].actions.length, `${lang} ${key}`).toBeGreaterThan(0);
      }
  });

  it("the legal texts carry the date they were last revised, the same in every language", async () => {
    for (const key of ["privacy", "cookies", "terms", "imprint"] as const) {
      const dates = await Promise.all(LANGUAGES.map(async (lang) => (await contentOf(key, lang)).revised?.date));
      expect(dates[0], key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Set(dates).size, key).toBe(1);
    }
  });

  it("the privacy policy states the retention periods the software applies, the supervisory authority and the controller", async () => {
    for (const lang of LANGUAGES) {
      for (const fact of [
        "leadRetention",
        "naihAddress",
        "naihPhone",
        "companySeat",
        "hostingProviderName",
        "hostingProviderEmail",
      ] as const)
        expect(await shows("privacy", lang, fact), `${lang} ${fact}`).toBe(true);
      expect(await text("privacy", lang), lang).toMatch(/NAIH/);
      expect(await text("privacy", lang), lang).toContain(COMPANY.privacyEmail);
    }
  });

  it("the privacy policy names every browser-storage entry the site writes, by the name the code uses", async () => {
    // Scroll restoration keeps its positions in session storage under React Router's own key; the
    // root names the component in a comment when it leaves it out, so only an import counts.
    const restoresScroll = /import\s*\{[^}]*\bScrollRestoration\b[^}]*\}\s*from\s*"react-router"/.test(
      readFileSync(new URL("../root.tsx", import.meta.url), "utf8"),
    );
    for (const lang of LANGUAGES) {
      const words = await text("privacy", lang);
      expect(words, lang).toContain(LANGUAGE_STORAGE_KEY);
      expect(words, lang).toContain(COOKIE_CONSENT_KEY);
      expect(words.includes("react-router-scroll-positions"), lang).toBe(restoresScroll);
    }
  });

  it("the privacy policy sets the objection right apart in a box of its own (Art. 21(4) GDPR)", async () => {
    for (const lang of LANGUAGES) {
      const notices = sectionsOf(await contentOf("privacy", lang), "prose").flatMap((section) =>
        section.blocks.filter((block) => block.type === "notice"),
      );
      expect(notices, lang).toHaveLength(1);
      expect(notices[0].title, lang).toMatch(/21/);
    }
  });

  it("the cookie policy lists exactly the storage entries the code uses, and says why none needs consent", async () => {
    for (const lang of LANGUAGES) {
      const content = await contentOf("cookies", lang);
      const table = sectionsOf(content, "prose")
        .flatMap((section) => section.blocks)
        .find((block) => block.type === "table");
      expect(
        table?.rows.map((row) => row[0]),
        lang,
      ).toEqual([COOKIE_CONSENT_KEY, LANGUAGE_STORAGE_KEY]);
      // No session storage: <ScrollRestoration /> is gone from app/root.tsx.
      expect(await text("cookies", lang), lang).toMatch(/session storage/i);
      for (const law of ["TDDDG", "155", "5"]) expect(await text("cookies", lang), `${lang} ${law}`).toContain(law);
      // The answer can be changed on the page itself (the control the enhancement script reveals).
      expect(
        content.sections.filter((section) => section.type === "prose" && section.control === "language-memory"),
        lang,
      ).toHaveLength(1);
    }
  });

  it("the legal notice gives the register entry, tax numbers, managing director and seat from the company module", async () => {
    expect(FACTS.companySeat.en).toBe(`${OFFICES[0].street}, ${OFFICES[0].postalCode} ${OFFICES[0].locality}`);
    expect(FACTS.companyPhone).toBe(OFFICES[0].phone);
    expect(FACTS.istanbulPhone).toBe(OFFICES[1].phone);
    expect(FACTS.istanbulOfficeAddress.en.startsWith(OFFICES[1].street)).toBe(true);
    for (const lang of LANGUAGES) {
      for (const fact of ["companyRegistrationNumber", "companyTaxNumber", "companyEuVatNumber", "companySeat"] as const)
        expect(await shows("imprint", lang, fact), `${lang} ${fact}`).toBe(true);
      expect(await text("imprint", lang), lang).toMatch(/Kovács|Péter Kovács/);
      expect(await text("imprint", lang), lang).toContain("Pontos 3D Kft.");
    }
  });

  it("the legal notice names the hosting provider (Ekertv. 4. § h) and the Istanbul branch's registration, from the facts module", async () => {
    const facts = [
      "hostingProviderName",
      "hostingProviderSeat",
      "hostingProviderEmail",
      "istanbulBranchName",
      "istanbulOfficeAddress",
      "istanbulTradeRegistryNumber",
      "istanbulMersisNumber",
      "istanbulTaxOffice",
      "istanbulTaxNumber",
      "istanbulBranchManager",
      "conciliationBoardAddress",
    ] as const;
    for (const lang of LANGUAGES) for (const fact of facts) expect(await shows("imprint", lang, fact), `${lang} ${fact}`).toBe(true);
    // The Turkish numbers agree with each other: a ten-digit VKN, and a MERSİS number of sixteen digits built on it.
    expect(FACTS.istanbulTaxNumber).toMatch(/^\d{10}$/);
    expect(FACTS.istanbulMersisNumber).toMatch(/^0\d{15}$/);
    expect(FACTS.istanbulMersisNumber.slice(1, 11)).toBe(FACTS.istanbulTaxNumber);
  });

  it("the terms state how long a quote binds us, in every language", async () => {
    for (const lang of LANGUAGES) expect(await shows("terms", lang, "quoteValidityDays"), lang).toBe(true);
  });
});
