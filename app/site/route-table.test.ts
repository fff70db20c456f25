import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { localizedPath, resolveLegacyPath, resolvePath } from "~/i18n/paths";
import { LEGACY_REDIRECTS, ROUTE_TABLE, breadcrumbTrail, pageEntry } from "./route-table";

/** The localized top-level segments every page path starts with (decision 001), with the Hungarian terms and Turkish projects slugs as corrected. */
const SLUG_TABLE: Record<string, [tr: string, hu: string, de: string]> = {
  services: ["hizmetler", "szolgaltatasok", "leistungen"],
  sectors: ["sektorler", "agazatok", "branchen"],
  projects: ["projeler", "projektek", "projekte"],
  resources: ["kaynaklar", "forrasok", "ressourcen"],
  about: ["hakkimizda", "rolunk", "ueber-uns"],
  contact: ["iletisim", "kapcsolat", "kontakt"],
  "get-a-quote": ["teklif-al", "ajanlatkeres", "angebot-anfordern"],
  "talk-to-an-expert": ["uzmanla-gorus", "beszeljen-szakertovel", "mit-experten-sprechen"],
  privacy: ["gizlilik-politikasi", "adatvedelmi-iranyelvek", "datenschutzrichtlinie"],
  cookies: ["cerez-politikasi", "suti-iranyelvek", "cookie-richtlinie"],
  terms: ["hizmet-kosullari", "felhasznalasi-feltetelek", "nutzungsbedingungen"],
  imprint: ["kunye", "impresszum", "impressum"],
};

/** English paths the site must keep: its pages as first specified, with the fictional clients' project slugs. */
const ENGLISH_PATHS = [
  "",
  "/services",
  "/services/aec-solutions",
  ...["architectural-survey", "heritage-survey", "facade-survey", "tree-survey", "construction-setting-out", "land-surveying"].map(
    (s) => `/services/aec-solutions/${s}`,
  ),
  "/services/industrial-plant",
  "/services/industrial-plant/scan-to-bim",
  "/services/industrial-plant/as-built-qaqc",
  "/services/construction-bim",
  ...["scan-to-bim", "scan-to-cad", "as-built-progress", "ar-integrated-bim"].map((s) => `/services/construction-bim/${s}`),
  "/services/maritime",
  "/services/maritime/ship-yacht-scanning",
  "/services/drone-photogrammetry",
  ...["3d-modelling", "existing-map", "site-plans"].map((s) => `/services/drone-photogrammetry/${s}`),
  "/sectors",
  ...["industrial-plants", "commercial-hospitality", "infrastructure-transportation", "heritage-culture", "maritime"].map(
    (s) => `/sectors/${s}`,
  ),
  "/projects",
  "/projects/tiszachem-tiszaujvaros-as-built-progress",
  "/projects/tiszachem-tiszaujvaros-scan-to-bim-as-built",
  "/projects/alfold-pharma-debrecen-scan-to-bim-as-built",
  "/projects/rheinblick-hotel-krefeld-scan-to-cad-facade-survey",
  "/resources",
  "/resources/blog",
  "/resources/guides",
  "/resources/downloads",
  "/about",
  ...["company", "methodology", "equipment", "certifications", "clients"].map((s) => `/about/${s}`),
  "/contact",
  "/get-a-quote",
  "/talk-to-an-expert",
  "/privacy",
  "/cookies",
  "/terms",
  "/imprint",
];

describe("route table", () => {
  it("holds every page of the site, by English path (a new page needs only its entry and its folder)", () => {
    expect(ROUTE_TABLE.map((e) => e.paths.en)).toEqual(expect.arrayContaining(ENGLISH_PATHS));
  });

  it("translates every top-level segment exactly as the slug table says", () => {
    for (const entry of ROUTE_TABLE) {
      const first = entry.paths.en.split("/")[1];
      if (!first) continue;
      const [tr, hu, de] = SLUG_TABLE[first];
      expect(entry.paths.tr.split("/")[1], entry.key).toBe(tr);
      expect(entry.paths.hu.split("/")[1], entry.key).toBe(hu);
      expect(entry.paths.de.split("/")[1], entry.key).toBe(de);
    }
  });

  it("gives every page in every language a unique path", () => {
    const all = ROUTE_TABLE.flatMap((e) => LANGUAGES.map((l) => `/${l}${e.paths[l]}`));
    expect(new Set(all).size).toBe(ROUTE_TABLE.length * LANGUAGES.length);
  });

  it("uses natural ASCII slugs: lowercase, hyphenated, no trailing slash", () => {
    for (const entry of ROUTE_TABLE) {
      for (const lang of LANGUAGES) {
        const path = entry.paths[lang];
        if (path === "") continue;
        expect(path, `${entry.key} ${lang}`).toMatch(/^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/);
      }
    }
  });

  it("nests every page under its parent's path in every language", () => {
    for (const entry of ROUTE_TABLE) {
      const parent = entry.parent ? pageEntry(entry.parent) : undefined;
      for (const lang of LANGUAGES) {
        expect(entry.paths[lang].split("/").length, `${entry.key} ${lang}`).toBe(entry.paths.en.split("/").length);
        if (parent) expect(entry.paths[lang].startsWith(`${parent.paths[lang]}/`), `${entry.key} ${lang}`).toBe(true);
      }
    }
  });

  it("gives service pages the breadcrumb Home, Services, parent, page", () => {
    expect(breadcrumbTrail("aec/facade-survey")).toEqual(["home", "services", "aec", "aec/facade-survey"]);
    expect(breadcrumbTrail("drone/site-plans")).toEqual(["home", "services", "drone", "drone/site-plans"]);
    expect(breadcrumbTrail("services")).toEqual(["home", "services"]);
    expect(breadcrumbTrail("home")).toEqual(["home"]);
  });
});

/** The sub-path slugs renamed after the copy review: old address, new address. */
const RENAMED: [from: string, to: string][] = [
  ["/tr/hizmetler/endustriyel-tesis/as-built-kalite-kontrol", "/tr/hizmetler/endustriyel-tesis/uygulama-kontrolu"],
  ["/tr/hizmetler/insaat-bim/as-built-ilerleme-takibi", "/tr/hizmetler/insaat-bim/mevcut-durum-ve-ilerleme-takibi"],
  ["/tr/projeler/tiszachem-tiszaujvaros-as-built-ilerleme-takibi", "/tr/projeler/tiszachem-tiszaujvaros-insaat-ilerleme-takibi"],
  ["/tr/projeler/tiszachem-tiszaujvaros-scan-to-bim-as-built", "/tr/projeler/tiszachem-tiszaujvaros-scan-to-bim-mevcut-durum-modeli"],
  ["/tr/projeler/alfold-pharma-debrecen-scan-to-bim-as-built", "/tr/projeler/alfold-pharma-debrecen-scan-to-bim-mevcut-durum-modeli"],
  ["/hu/szolgaltatasok/aec-megoldasok/fafelmeres", "/hu/szolgaltatasok/aec-megoldasok/fakataszter"],
  ["/hu/szolgaltatasok/dronos-fotogrammetria/meglevo-allapot-terkep", "/hu/szolgaltatasok/dronos-fotogrammetria/allapotterkep"],
  ["/hu/szolgaltatasok/ipari-letesitmeny", "/hu/szolgaltatasok/ipari-letesitmenyek"],
  ["/hu/szolgaltatasok/ipari-letesitmeny/scan-to-bim", "/hu/szolgaltatasok/ipari-letesitmenyek/scan-to-bim"],
  [
    "/hu/szolgaltatasok/ipari-letesitmeny/megvalosulasi-minosegellenorzes",
    "/hu/szolgaltatasok/ipari-letesitmenyek/megvalosulasi-minosegellenorzes",
  ],
  [
    "/hu/szolgaltatasok/epitoipari-bim/megvalosulasi-felmeres-es-elorehaladas-kovetes",
    "/hu/szolgaltatasok/epitoipari-bim/megvalosulas-es-elorehaladas",
  ],
];

describe("renamed slugs", () => {
  it("leave no English in Turkish sub-paths beyond the product names Scan to BIM and Scan to CAD", () => {
    for (const entry of ROUTE_TABLE) expect(entry.paths.tr, entry.key).not.toMatch(/as-built|progress|qaqc/);
  });

  it("give each renamed page its new address, and the old one no longer names a page", () => {
    for (const [from, to] of RENAMED) {
      expect(resolvePath(to), to).toBeDefined();
      expect(resolvePath(from), from).toBeUndefined();
    }
  });

  it("send every old address to the same page, in the same language, at its new address", () => {
    for (const [from, to] of RENAMED) {
      const target = resolveLegacyPath(from);
      expect(target, from).toBeDefined();
      expect(localizedPath(target!.key, target!.lang), from).toBe(to);
    }
  });

  it("list no address that is still a page, and each old address under its own language", () => {
    for (const legacy of LEGACY_REDIRECTS) {
      for (const lang of LANGUAGES) {
        for (const path of legacy.paths[lang]) {
          expect(resolvePath(`/${lang}${path}`), `/${lang}${path}`).toBeUndefined();
          expect(resolveLegacyPath(`/${lang}${path}`)?.lang).toBe(lang);
        }
      }
    }
  });
});
