import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { catalogueFor } from "~/i18n/catalogues.server";
import { PROJECTS, type ProjectKey } from "~/site/projects";
import { GUIDE_KEYS, servicesOf } from "~/site/guides";
import { guidesFor, otherServicesFor, pagesBesides, proofOf } from "~/site/relations";
import { childrenOf, type PageKey } from "~/site/route-table";
import { SECTORS, SECTOR_KEYS } from "~/site/sectors";
import { SERVICES, isServiceKey, type ServiceKey } from "~/site/services";
import { loadContent } from "./content.server";
import { pageNamesFor } from "./page-names.server";
import type { PageContent, Section } from "./types";

const SERVICE_KEYS = Object.keys(SERVICES) as ServiceKey[];

const loaded = new Map<string, Promise<PageContent>>();
function contentOf(key: PageKey, lang: Lang): Promise<PageContent> {
  const id = `${key}:${lang}`;
  if (!loaded.has(id)) loaded.set(id, loadContent(key, lang));
  return loaded.get(id)!;
}

function section<T extends Section["type"]>(page: PageContent, id: string, type: T): Extract<Section, { type: T }> {
  const found = page.sections.find((s) => s.id === id);
  if (!found) throw new Error(`no section "${id}"`);
  expect(found.type, id).toBe(type);
  return found as Extract<Section, { type: T }>;
}

/** The seven service pages that were short, and the table each now carries. */
const DEEPENED: Record<string, string> = {
  "construction/scan-to-bim": "levels-of-detail",
  "construction/scan-to-cad": "drawing-sets",
  "construction/as-built-progress": "reporting-cadence",
  "construction/ar-integrated-bim": "hardware",
  "maritime/ship-yacht-scanning": "vessel-areas",
  "drone/3d-modelling": "gsd-and-control",
  "drone/existing-map": "map-contents",
};

describe("the service pages a buyer decides on", () => {
  it.each(Object.entries(DEEPENED))(
    "%s has its table, particulars, a timed process, what decides price and schedule, what the client provides and four to six FAQs, in every language",
    async (key, tableId) => {
      for (const lang of LANGUAGES) {
        const page = await contentOf(key as PageKey, lang);
        const ids = page.sections.map((s) => s.id);
        for (const id of ["scope", "deliverables", "process", tableId, "price-and-schedule", "what-we-need", "faq", "get-started"])
          expect(ids, `${lang} ${id}`).toContain(id);
        const steps = section(page, "process", "process").steps;
        expect(steps.length, lang).toBeGreaterThanOrEqual(4);
        for (const step of steps) expect(step.duration, `${lang} ${step.title}`).toBeTruthy();
        expect(steps.filter((step) => /\d/.test(step.duration ?? "")).length, `${lang}: durations from the facts`).toBeGreaterThanOrEqual(
          2,
        );
        const [table] = section(page, tableId, "prose").blocks;
        expect(table.type, lang).toBe("table");
        if (table.type === "table") {
          expect(table.rows.length, lang).toBeGreaterThanOrEqual(3);
          for (const row of table.rows) expect(row, lang).toHaveLength(table.head.length);
        }
        const particulars = page.sections.filter((s) => s.type === "prose" && s.id !== tableId && s.id !== "what-we-need");
        expect(particulars.length, `${lang}: a section of the service's particulars`).toBe(1);
        expect(section(page, "price-and-schedule", "cards").cards.length, lang).toBeGreaterThanOrEqual(4);
        const provides = section(page, "what-we-need", "prose").blocks[0];
        expect(provides.type === "list" && provides.items.length, lang).toBeGreaterThanOrEqual(4);
        const faqs = section(page, "faq", "faq").items.length;
        expect(faqs, lang).toBeGreaterThanOrEqual(4);
        expect(faqs, lang).toBeLessThanOrEqual(6);
      }
    },
  );

  it("the Scan to BIM table gives LOD 200, 300, 350 and 400 in order, each with a tolerance", async () => {
    for (const lang of LANGUAGES) {
      const [table] = section(await contentOf("construction/scan-to-bim", lang), "levels-of-detail", "prose").blocks;
      if (table.type !== "table") throw new Error("not a table");
      expect(
        table.rows.map((row) => row.join(" ").match(/LOD[\s\u00a0\u2060]*(\d{3})/)?.[1]),
        lang,
      ).toEqual(["200", "300", "350", "400"]);
      for (const row of table.rows) expect(row.join(" "), lang).toMatch(/±/);
    }
  });
});

describe("proof on every service page, from the records", () => {
  it.each(SERVICE_KEYS)("%s links the sectors it serves and the case studies that name it (or its sectors')", async (key) => {
    const { caseStudies, ofItsSectors, sectors } = proofOf(key);
    for (const lang of LANGUAGES) {
      const page = await contentOf(key, lang);
      const { proof, allCaseStudies } = catalogueFor(lang).content;
      const served = section(page, "sectors-served", "services");
      expect(
        served.items.map((item) => item.page),
        lang,
      ).toEqual(sectors.map((sector) => `sectors/${sector}`));
      expect(served.more?.to).toBe("sectors");
      const studies = page.sections.find((s) => s.id === "case-studies");
      if (caseStudies.length === 0) {
        expect(studies, lang).toBeUndefined();
        continue;
      }
      if (studies?.type !== "projects") throw new Error(`${lang}: no case studies`);
      expect(studies.items.map((item) => item.page)).toEqual(caseStudies);
      expect(studies.heading, lang).toBe(ofItsSectors ? proof.sectorCaseStudies : proof.caseStudies);
      expect(studies.more, lang).toEqual({ to: "projects", label: allCaseStudies });
    }
  });

  it("a service's case studies are those whose records name it or, for a group, a service beneath it; else those of its sectors", () => {
    const naming = (service: ServiceKey) =>
      (Object.keys(PROJECTS) as ProjectKey[]).filter((p) =>
        PROJECTS[p].services.some((used) => used === service || childrenOf(service).includes(used)),
      );
    for (const key of SERVICE_KEYS) {
      const { caseStudies, ofItsSectors } = proofOf(key);
      const own = naming(key);
      if (own.length > 0) expect([caseStudies, ofItsSectors], key).toEqual([own, false]);
      else {
        expect(ofItsSectors, key).toBe(true);
        for (const project of caseStudies) expect(SERVICES[key].sectors, key).toContain(PROJECTS[project].sector);
      }
    }
    expect(proofOf("construction/scan-to-bim").caseStudies).toEqual(["projects/alfold-pharma-scan-to-bim"]);
    expect(proofOf("aec/tree-survey")).toMatchObject({ caseStudies: ["projects/rheinblick-hotel-facade"], ofItsSectors: true });
    expect(proofOf("maritime/ship-yacht-scanning").caseStudies).toEqual([]);
  });

  it("a sector page features services that name the sector in their records, and links every other service that does", () => {
    for (const sector of SECTOR_KEYS) {
      for (const service of SECTORS[sector].services) expect(SERVICES[service].sectors as readonly string[], service).toContain(sector);
      const linked = new Set<ServiceKey>([...SECTORS[sector].services, ...otherServicesFor(sector)]);
      for (const service of SERVICE_KEYS.filter((key) => key.includes("/")))
        expect(linked.has(service), `${sector} ${service}`).toBe((SERVICES[service].sectors as readonly string[]).includes(sector));
    }
  });

  it("every project page links back to each service it used", async () => {
    for (const key of Object.keys(PROJECTS) as ProjectKey[])
      for (const lang of LANGUAGES) {
        const used = section(await contentOf(key, lang), "services-used", "services").items.map((item) => item.page);
        expect(used, `${key} ${lang}`).toEqual(PROJECTS[key].services);
        expect(used.every(isServiceKey)).toBe(true);
      }
  });
});

describe("guides on the service pages, from the records", () => {
  it("every guide page of the route table has a record naming the services it serves", () => {
    expect([...GUIDE_KEYS].sort()).toEqual(childrenOf("resources/guides").sort());
    for (const guide of GUIDE_KEYS) expect(servicesOf(guide).length, guide).toBeGreaterThan(0);
  });

  it("a service has the guides that name it, a group those that name one of its services", () => {
    const lod = "resources/guides/choosing-a-level-of-detail";
    for (const service of [
      "construction/scan-to-bim",
      "industrial/scan-to-bim",
      "aec/heritage-survey",
      "construction/ar-integrated-bim",
    ] as const)
      expect(guidesFor(service), service).toContain(lod);
    expect(guidesFor("construction"), "the group of Scan to BIM").toContain(lod);
    expect(guidesFor("aec/tree-survey")).toEqual([]);
    expect(guidesFor("drone")).toEqual([]);
    expect(guidesFor("drone/site-plans")).toEqual([]);
  });

  it.each(SERVICE_KEYS)("%s links its guides after the proof and before the questions, or has no guides section", async (key) => {
    const guides = guidesFor(key);
    for (const lang of LANGUAGES) {
      const page = await contentOf(key, lang);
      const ids = page.sections.map((s) => s.id);
      if (guides.length === 0) {
        expect(ids, lang).not.toContain("guides");
        continue;
      }
      const names = pageNamesFor(lang);
      const linked = section(page, "guides", "links");
      expect(linked.items, lang).toEqual(guides.map((page) => ({ page, text: names[page].description })));
      expect([linked.nav, linked.heading], lang).toEqual([
        catalogueFor(lang).content.guides.nav,
        catalogueFor(lang).content.guides.heading,
      ]);
      expect(ids.indexOf("guides"), lang).toBe(ids.indexOf("sectors-served") + 1);
      expect(ids.indexOf("faq"), lang).toBe(ids.indexOf("guides") + 1);
    }
  });
});

describe("pages that belong with each other", () => {
  it("each legal text ends with the other three, each about page and resource with its section and the pages beside it", async () => {
    const expected: [PageKey, PageKey[]][] = [
      ["privacy", ["cookies", "terms", "imprint"]],
      ["imprint", ["privacy", "cookies", "terms"]],
      ["about/methodology", ["about", ...childrenOf("about").filter((k) => k !== "about/methodology")]],
      ["resources/guides", ["resources", ...childrenOf("resources").filter((k) => k !== "resources/guides")]],
      ...GUIDE_KEYS.map((guide): [PageKey, PageKey[]] => [
        guide,
        ["resources/guides", ...childrenOf("resources/guides").filter((k) => k !== guide)],
      ]),
    ];
    for (const [key, pages] of expected) {
      expect(pagesBesides(key)?.pages, key).toEqual(pages);
      for (const lang of LANGUAGES) {
        const related = section(await contentOf(key, lang), "read-next", "links");
        expect(
          related.items.map((item) => item.page),
          `${key} ${lang}`,
        ).toEqual(pages);
        for (const item of related.items) expect(item.text.length, `${key} ${lang} ${item.page}`).toBeGreaterThan(20);
      }
    }
    expect(pagesBesides("construction/scan-to-bim")).toBeUndefined();
    expect(pagesBesides("about")).toBeUndefined();
  });
});
