import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { LANGUAGES, type Lang } from "../../app/i18n/languages";
import { GUIDE_KEYS, servicesOf } from "../../app/site/guides";
import { PROJECTS, PROJECT_KEYS } from "../../app/site/projects";
import { proofOf } from "../../app/site/relations";
import { ROUTE_TABLE, childrenOf, pageEntry, type PageKey } from "../../app/site/route-table";
import { SECTORS, SECTOR_KEYS } from "../../app/site/sectors";
import { SERVICES, type ServiceKey } from "../../app/site/services";
import { htmlFileOf, sitemapPaths } from "./site-pages";

/**
 * The links between pages, read from the pre-rendered HTML: only links in the body of a page
 * count, that is inside <main> but outside any <nav> (the breadcrumb, the section nav and the
 * about pages' side menu are navigation, like the header and the footer).
 */
const pages = sitemapPaths();
const known = new Set(pages);
const pathOf = (key: PageKey, lang: Lang) => `/${lang}${pageEntry(key).paths[lang]}`;

function bodyLinks(pagePath: string): Set<string> {
  const html = readFileSync(htmlFileOf(pagePath), "utf8");
  const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
  expect(main.length, pagePath).toBeGreaterThan(0);
  const body = main.replace(/<nav\b[\s\S]*?<\/nav>/g, "");
  const targets = [...body.matchAll(/<a\b[^>]*\shref="([^"]+)"/g)].map((m) => m[1].split(/[?#]/)[0]);
  return new Set(targets.filter((target) => target !== pagePath && known.has(target)));
}

const LINKS = new Map(pages.map((page) => [page, bodyLinks(page)]));
const linkingTo = (target: string) => [...LINKS].filter(([, targets]) => targets.has(target)).map(([source]) => source);

test("every page is linked from the body of at least two other pages of its language (the home page is every page's logo link)", () => {
  const orphans: string[] = [];
  for (const lang of LANGUAGES)
    for (const entry of ROUTE_TABLE) {
      if (entry.home) continue;
      const target = pathOf(entry.key, lang);
      const sources = linkingTo(target).filter((source) => source.split("/")[1] === lang);
      if (sources.length < 2) orphans.push(`${target} (${sources.join(", ") || "no page"})`);
    }
  expect(orphans).toEqual([]);
});

test("every service page links the sectors it serves and, where one exists, a case study of it or of its sectors", () => {
  const keys = Object.keys(SERVICES) as ServiceKey[];
  let withCaseStudy = 0;
  for (const lang of LANGUAGES)
    for (const key of keys) {
      const links = LINKS.get(pathOf(key, lang))!;
      for (const sector of SERVICES[key].sectors) expect(links, `${key} ${lang} → ${sector}`).toContain(pathOf(`sectors/${sector}`, lang));
      const { caseStudies } = proofOf(key);
      for (const project of caseStudies) expect(links, `${key} ${lang} → ${project}`).toContain(pathOf(project, lang));
      if (lang === "en" && caseStudies.length > 0) withCaseStudy++;
      const family: readonly PageKey[] = [key, ...childrenOf(key)];
      const sectors: readonly string[] = SERVICES[key].sectors;
      const exists = PROJECT_KEYS.some(
        (project) => PROJECTS[project].services.some((used) => family.includes(used)) || sectors.includes(PROJECTS[project].sector),
      );
      const linksOne = PROJECT_KEYS.some((project) => links.has(pathOf(project, lang)));
      expect(linksOne, `${key} ${lang}: a case study of the service or of its sectors exists`).toBe(exists);
    }
  expect(withCaseStudy).toBeGreaterThan(0);
});

test("every guide is linked from the page of each service it serves and from the guides index, and links the other guides", () => {
  expect(GUIDE_KEYS.length).toBeGreaterThan(0);
  for (const lang of LANGUAGES)
    for (const guide of GUIDE_KEYS) {
      const target = pathOf(guide, lang);
      for (const service of servicesOf(guide)) expect(LINKS.get(pathOf(service, lang)), `${service} ${lang} → ${guide}`).toContain(target);
      expect(LINKS.get(pathOf("resources/guides", lang)), `guides index ${lang} → ${guide}`).toContain(target);
      for (const other of GUIDE_KEYS.filter((key) => key !== guide))
        expect(LINKS.get(target), `${guide} ${lang} → ${other}`).toContain(pathOf(other, lang));
    }
});

test("every project page links each service it used, and every sector page each service that serves it and its case studies", () => {
  for (const lang of LANGUAGES) {
    for (const project of PROJECT_KEYS) {
      const links = LINKS.get(pathOf(project, lang))!;
      for (const service of PROJECTS[project].services) expect(links, `${project} ${lang}`).toContain(pathOf(service, lang));
    }
    for (const sector of SECTOR_KEYS) {
      const links = LINKS.get(pathOf(`sectors/${sector}`, lang))!;
      for (const service of SECTORS[sector].services) expect(links, `${sector} ${lang}`).toContain(pathOf(service, lang));
      const naming = (Object.keys(SERVICES) as ServiceKey[]).filter(
        (service) => service.includes("/") && (SERVICES[service].sectors as readonly string[]).includes(sector),
      );
      for (const service of naming) expect(links, `${sector} ${lang} → ${service}`).toContain(pathOf(service, lang));
      for (const project of PROJECT_KEYS.filter((p) => PROJECTS[p].sector === sector))
        expect(links, `${sector} ${lang}`).toContain(pathOf(project, lang));
    }
  }
});
