import type { Lang } from "../i18n/languages";
import type { FormKind } from "../leads/index.ts";

/**
 * Every page of the site: its key and its paths, given without the language prefix ("" is the
 * home page). A page's other place is its folder, app/content/<key>/, with its names and words.
 * routes.ts, the prerender list, the sitemap, hreflang links, the language switcher, menus,
 * breadcrumbs and every internal link derive from this table.
 */

/**
 * What a page needs besides its paths, on the few pages that need it: the form it holds, what its
 * head publishes, the home page's larger hero. Whether a page has a body is not said here: it has
 * one when its folder app/content/<key>/ has a page.ts (app/content/page-folders.ts).
 */
interface PageOptions {
  form?: FormKind;
  organisation?: true;
  home?: true;
}

export interface PageEntry {
  key: PageKey;
  /** Path per language, without the language prefix. */
  paths: Record<Lang, string>;
  /** The page this one sits under in the breadcrumb trail (home is implied). */
  parent?: PageKey;
  /** The form the page holds. */
  form?: FormKind;
  /** The home page has the larger hero. */
  home: boolean;
  /** The page's head publishes the organisation (schema.org Organization). */
  organisation: boolean;
}

type Paths = [en: string, tr: string, hu: string, de: string];

const PAGES = {
  home: { paths: ["", "", "", ""], home: true, organisation: true },
  services: ["/services", "/hizmetler", "/szolgaltatasok", "/leistungen"],

  aec: ["/services/aec-solutions", "/hizmetler/aec-cozumleri", "/szolgaltatasok/aec-megoldasok", "/leistungen/architektur-und-planung"],
  "aec/architectural-survey": [
    "/services/aec-solutions/architectural-survey",
    "/hizmetler/aec-cozumleri/mimari-rolove",
    "/szolgaltatasok/aec-megoldasok/epiteszeti-felmeres",
    "/leistungen/architektur-und-planung/gebaeudeaufmass",
  ],
  "aec/heritage-survey": [
    "/services/aec-solutions/heritage-survey",
    "/hizmetler/aec-cozumleri/tarihi-yapi-rolovesi",
    "/szolgaltatasok/aec-megoldasok/muemleki-felmeres",
    "/leistungen/architektur-und-planung/denkmalaufmass",
  ],
  "aec/facade-survey": [
    "/services/aec-solutions/facade-survey",
    "/hizmetler/aec-cozumleri/cephe-rolovesi",
    "/szolgaltatasok/aec-megoldasok/homlokzatfelmeres",
    "/leistungen/architektur-und-planung/fassadenaufmass",
  ],
  "aec/tree-survey": [
    "/services/aec-solutions/tree-survey",
    "/hizmetler/aec-cozumleri/agac-envanteri",
    "/szolgaltatasok/aec-megoldasok/fakataszter",
    "/leistungen/architektur-und-planung/baumerfassung",
  ],
  "aec/construction-setting-out": [
    "/services/aec-solutions/construction-setting-out",
    "/hizmetler/aec-cozumleri/insaat-aplikasyonu",
    "/szolgaltatasok/aec-megoldasok/epitesi-kituzes",
    "/leistungen/architektur-und-planung/bauabsteckung",
  ],
  "aec/land-surveying": [
    "/services/aec-solutions/land-surveying",
    "/hizmetler/aec-cozumleri/arazi-olcumu",
    "/szolgaltatasok/aec-megoldasok/foldmeres",
    "/leistungen/architektur-und-planung/gelaendevermessung",
  ],

  industrial: [
    "/services/industrial-plant",
    "/hizmetler/endustriyel-tesis",
    "/szolgaltatasok/ipari-letesitmenyek",
    "/leistungen/industrieanlagen",
  ],
  "industrial/scan-to-bim": [
    "/services/industrial-plant/scan-to-bim",
    "/hizmetler/endustriyel-tesis/scan-to-bim",
    "/szolgaltatasok/ipari-letesitmenyek/scan-to-bim",
    "/leistungen/industrieanlagen/scan-to-bim",
  ],
  "industrial/as-built-qaqc": [
    "/services/industrial-plant/as-built-qaqc",
    "/hizmetler/endustriyel-tesis/uygulama-kontrolu",
    "/szolgaltatasok/ipari-letesitmenyek/megvalosulasi-minosegellenorzes",
    "/leistungen/industrieanlagen/soll-ist-vergleich",
  ],

  construction: ["/services/construction-bim", "/hizmetler/insaat-bim", "/szolgaltatasok/epitoipari-bim", "/leistungen/bau-bim"],
  "construction/scan-to-bim": [
    "/services/construction-bim/scan-to-bim",
    "/hizmetler/insaat-bim/scan-to-bim",
    "/szolgaltatasok/epitoipari-bim/scan-to-bim",
    "/leistungen/bau-bim/scan-to-bim",
  ],
  "construction/scan-to-cad": [
    "/services/construction-bim/scan-to-cad",
    "/hizmetler/insaat-bim/scan-to-cad",
    "/szolgaltatasok/epitoipari-bim/scan-to-cad",
    "/leistungen/bau-bim/scan-to-cad",
  ],
  "construction/as-built-progress": [
    "/services/construction-bim/as-built-progress",
    "/hizmetler/insaat-bim/mevcut-durum-ve-ilerleme-takibi",
    "/szolgaltatasok/epitoipari-bim/megvalosulas-es-elorehaladas",
    "/leistungen/bau-bim/baufortschritt-und-bestand",
  ],
  "construction/ar-integrated-bim": [
    "/services/construction-bim/ar-integrated-bim",
    "/hizmetler/insaat-bim/ar-entegre-bim",
    "/szolgaltatasok/epitoipari-bim/ar-integralt-bim",
    "/leistungen/bau-bim/ar-integriertes-bim",
  ],

  maritime: ["/services/maritime", "/hizmetler/denizcilik", "/szolgaltatasok/hajoipar", "/leistungen/maritim"],
  "maritime/ship-yacht-scanning": [
    "/services/maritime/ship-yacht-scanning",
    "/hizmetler/denizcilik/gemi-ve-yat-taramasi",
    "/szolgaltatasok/hajoipar/hajo-es-jacht-szkenneles",
    "/leistungen/maritim/schiffs-und-yachtscanning",
  ],

  drone: [
    "/services/drone-photogrammetry",
    "/hizmetler/drone-fotogrametrisi",
    "/szolgaltatasok/dronos-fotogrammetria",
    "/leistungen/drohnen-photogrammetrie",
  ],
  "drone/3d-modelling": [
    "/services/drone-photogrammetry/3d-modelling",
    "/hizmetler/drone-fotogrametrisi/3d-modelleme",
    "/szolgaltatasok/dronos-fotogrammetria/3d-modellezes",
    "/leistungen/drohnen-photogrammetrie/3d-modellierung",
  ],
  "drone/existing-map": [
    "/services/drone-photogrammetry/existing-map",
    "/hizmetler/drone-fotogrametrisi/halihazir-harita",
    "/szolgaltatasok/dronos-fotogrammetria/allapotterkep",
    "/leistungen/drohnen-photogrammetrie/bestandskarte",
  ],
  "drone/site-plans": [
    "/services/drone-photogrammetry/site-plans",
    "/hizmetler/drone-fotogrametrisi/vaziyet-planlari",
    "/szolgaltatasok/dronos-fotogrammetria/helyszinrajzok",
    "/leistungen/drohnen-photogrammetrie/lageplaene",
  ],

  sectors: ["/sectors", "/sektorler", "/agazatok", "/branchen"],
  "sectors/industrial-plants": [
    "/sectors/industrial-plants",
    "/sektorler/endustriyel-tesisler",
    "/agazatok/ipari-letesitmenyek",
    "/branchen/industrieanlagen",
  ],
  "sectors/commercial-hospitality": [
    "/sectors/commercial-hospitality",
    "/sektorler/ticari-yapilar-ve-konaklama",
    "/agazatok/kereskedelem-es-vendeglatas",
    "/branchen/gewerbe-und-hotellerie",
  ],
  "sectors/infrastructure-transportation": [
    "/sectors/infrastructure-transportation",
    "/sektorler/altyapi-ve-ulasim",
    "/agazatok/infrastruktura-es-kozlekedes",
    "/branchen/infrastruktur-und-verkehr",
  ],
  "sectors/heritage-culture": [
    "/sectors/heritage-culture",
    "/sektorler/kulturel-miras",
    "/agazatok/kulturalis-orokseg",
    "/branchen/denkmal-und-kultur",
  ],
  "sectors/maritime": ["/sectors/maritime", "/sektorler/denizcilik", "/agazatok/hajoipar", "/branchen/maritim"],

  projects: ["/projects", "/projeler", "/projektek", "/projekte"],
  "projects/tiszachem-as-built-progress": [
    "/projects/tiszachem-tiszaujvaros-as-built-progress",
    "/projeler/tiszachem-tiszaujvaros-insaat-ilerleme-takibi",
    "/projektek/tiszachem-tiszaujvaros-elorehaladas-kovetes",
    "/projekte/tiszachem-tiszaujvaros-baufortschritt-und-bestand",
  ],
  "projects/tiszachem-scan-to-bim": [
    "/projects/tiszachem-tiszaujvaros-scan-to-bim-as-built",
    "/projeler/tiszachem-tiszaujvaros-scan-to-bim-mevcut-durum-modeli",
    "/projektek/tiszachem-tiszaujvaros-scan-to-bim-megvalosulasi-modell",
    "/projekte/tiszachem-tiszaujvaros-scan-to-bim-bestandsmodell",
  ],
  "projects/alfold-pharma-scan-to-bim": [
    "/projects/alfold-pharma-debrecen-scan-to-bim-as-built",
    "/projeler/alfold-pharma-debrecen-scan-to-bim-mevcut-durum-modeli",
    "/projektek/alfold-pharma-debrecen-scan-to-bim-megvalosulasi-modell",
    "/projekte/alfold-pharma-debrecen-scan-to-bim-bestandsmodell",
  ],
  "projects/rheinblick-hotel-facade": [
    "/projects/rheinblick-hotel-krefeld-scan-to-cad-facade-survey",
    "/projeler/rheinblick-hotel-krefeld-scan-to-cad-cephe-rolovesi",
    "/projektek/rheinblick-hotel-krefeld-scan-to-cad-homlokzatfelmeres",
    "/projekte/rheinblick-hotel-krefeld-scan-to-cad-fassadenaufmass",
  ],

  resources: ["/resources", "/kaynaklar", "/forrasok", "/ressourcen"],
  "resources/blog": ["/resources/blog", "/kaynaklar/blog", "/forrasok/blog", "/ressourcen/blog"],
  "resources/guides": ["/resources/guides", "/kaynaklar/rehberler", "/forrasok/utmutatok", "/ressourcen/leitfaeden"],
  "resources/guides/choosing-a-level-of-detail": [
    "/resources/guides/choosing-a-level-of-detail",
    "/kaynaklar/rehberler/detay-seviyesi-secimi",
    "/forrasok/utmutatok/lod-szint-kivalasztasa",
    "/ressourcen/leitfaeden/detaillierungsgrad-waehlen",
  ],
  "resources/guides/preparing-for-a-laser-scan": [
    "/resources/guides/preparing-for-a-laser-scan",
    "/kaynaklar/rehberler/lazer-taramaya-hazirlik",
    "/forrasok/utmutatok/felkeszules-a-lezerszkennelesre",
    "/ressourcen/leitfaeden/vorbereitung-auf-den-laserscan",
  ],
  "resources/guides/qa-qc-report": [
    "/resources/guides/what-a-qa-qc-report-must-contain",
    "/kaynaklar/rehberler/qa-qc-raporunda-olmasi-gerekenler",
    "/forrasok/utmutatok/mit-tartalmaz-a-qa-qc-jelentes",
    "/ressourcen/leitfaeden/was-ein-qa-qc-bericht-enthalten-muss",
  ],
  "resources/downloads": ["/resources/downloads", "/kaynaklar/indirmeler", "/forrasok/letoltesek", "/ressourcen/downloads"],
  "resources/samples": ["/resources/samples", "/kaynaklar/ornekler", "/forrasok/mintak", "/ressourcen/beispieldaten"],
  "resources/lod-matrix": ["/resources/lod-matrix", "/kaynaklar/lod-matrisi", "/forrasok/lod-matrix", "/ressourcen/lod-matrix"],

  about: ["/about", "/hakkimizda", "/rolunk", "/ueber-uns"],
  "about/company": ["/about/company", "/hakkimizda/sirket", "/rolunk/cegunk", "/ueber-uns/unternehmen"],
  "about/methodology": ["/about/methodology", "/hakkimizda/metodoloji", "/rolunk/modszertan", "/ueber-uns/methodik"],
  "about/equipment": ["/about/equipment", "/hakkimizda/ekipman", "/rolunk/eszkozpark", "/ueber-uns/messtechnik"],
  "about/certifications": ["/about/certifications", "/hakkimizda/sertifikalar", "/rolunk/tanusitvanyok", "/ueber-uns/zertifizierungen"],
  "about/clients": ["/about/clients", "/hakkimizda/musteriler", "/rolunk/ugyfeleink", "/ueber-uns/kunden"],

  contact: { paths: ["/contact", "/iletisim", "/kapcsolat", "/kontakt"], form: "contact", organisation: true },
  "get-a-quote": { paths: ["/get-a-quote", "/teklif-al", "/ajanlatkeres", "/angebot-anfordern"], form: "quote" },
  "talk-to-an-expert": {
    paths: ["/talk-to-an-expert", "/uzmanla-gorus", "/beszeljen-szakertovel", "/mit-experten-sprechen"],
    form: "call",
  },

  privacy: ["/privacy", "/gizlilik-politikasi", "/adatvedelmi-iranyelvek", "/datenschutzrichtlinie"],
  cookies: ["/cookies", "/cerez-politikasi", "/suti-iranyelvek", "/cookie-richtlinie"],
  terms: ["/terms", "/hizmet-kosullari", "/felhasznalasi-feltetelek", "/nutzungsbedingungen"],
  imprint: { paths: ["/imprint", "/kunye", "/impresszum", "/impressum"], organisation: true },
} as const satisfies Record<string, Paths | ({ paths: Paths } & PageOptions)>;

export type PageKey = keyof typeof PAGES;

/** The page a key sits under: "aec/facade-survey" under "aec", "aec" under "services". */
const PARENT_OVERRIDES: Partial<Record<PageKey, PageKey>> = {
  aec: "services",
  industrial: "services",
  construction: "services",
  maritime: "services",
  drone: "services",
};

function parentOf(key: PageKey): PageKey | undefined {
  if (key === "home") return undefined;
  const override = PARENT_OVERRIDES[key];
  if (override) return override;
  const slash = key.lastIndexOf("/");
  return slash > 0 ? (key.slice(0, slash) as PageKey) : undefined;
}

/** The pages that hold a lead form. */
export type FormPageKey = "get-a-quote" | "contact" | "talk-to-an-expert";

/**
 * Where a sent form lands: its confirmation, beneath the form page in each language. Rendered on
 * request for the reference in its query, so never pre-rendered and not in the sitemap.
 */
export const CONFIRMATION_PATHS: Record<FormPageKey, Record<Lang, string>> = {
  "get-a-quote": confirmationPaths("get-a-quote", ["/received", "/alindi", "/megkaptuk", "/eingegangen"]),
  contact: confirmationPaths("contact", ["/received", "/alindi", "/megkaptuk", "/eingegangen"]),
  "talk-to-an-expert": confirmationPaths("talk-to-an-expert", ["/received", "/alindi", "/megkaptuk", "/eingegangen"]),
};

/** The page that holds each form. */
export const FORM_PAGES: Record<FormKind, FormPageKey> = { quote: "get-a-quote", contact: "contact", call: "talk-to-an-expert" };

function confirmationPaths(key: FormPageKey, [en, tr, hu, de]: Paths): Record<Lang, string> {
  const [pen, ptr, phu, pde] = written(key).paths;
  return { en: pen + en, tr: ptr + tr, hu: phu + hu, de: pde + de };
}

/** A page's entry as the table writes it: its paths alone, or its paths with its options. */
function written(key: PageKey): { paths: Paths } & PageOptions {
  const page: Paths | ({ paths: Paths } & PageOptions) = PAGES[key];
  return "paths" in page ? page : { paths: page };
}

export const PAGE_KEYS = Object.keys(PAGES) as PageKey[];

export const ROUTE_TABLE: readonly PageEntry[] = PAGE_KEYS.map((key) => {
  const { paths, form, home, organisation } = written(key);
  const [en, tr, hu, de] = paths;
  return { key, paths: { en, tr, hu, de }, parent: parentOf(key), form, home: home === true, organisation: organisation === true };
});

const BY_KEY = new Map(ROUTE_TABLE.map((entry) => [entry.key, entry]));

export function pageEntry(key: PageKey): PageEntry {
  const entry = BY_KEY.get(key);
  if (!entry) throw new Error(`Unknown page key: ${key}`);
  return entry;
}

/**
 * Old addresses that answer with a permanent redirect, per language: the services index of the
 * old site linked to /services/maritime-solutions, and the sub-path slugs renamed after the
 * copy review (English left in Turkish slugs; Hungarian slugs that did not match their page).
 */
export const LEGACY_REDIRECTS: readonly { paths: Record<Lang, readonly string[]>; to: PageKey }[] = [
  {
    paths: {
      en: ["/services/maritime-solutions"],
      tr: ["/hizmetler/maritime-solutions", "/hizmetler/denizcilik-cozumleri", "/services/maritime-solutions"],
      hu: ["/szolgaltatasok/maritime-solutions", "/szolgaltatasok/hajozasi-megoldasok", "/services/maritime-solutions"],
      de: ["/leistungen/maritime-solutions", "/leistungen/maritime-loesungen", "/services/maritime-solutions"],
    },
    to: "maritime",
  },
  renamed("aec/tree-survey", { hu: "/szolgaltatasok/aec-megoldasok/fafelmeres" }),
  renamed("industrial", { hu: "/szolgaltatasok/ipari-letesitmeny" }),
  renamed("industrial/scan-to-bim", { hu: "/szolgaltatasok/ipari-letesitmeny/scan-to-bim" }),
  renamed("industrial/as-built-qaqc", {
    tr: "/hizmetler/endustriyel-tesis/as-built-kalite-kontrol",
    hu: "/szolgaltatasok/ipari-letesitmeny/megvalosulasi-minosegellenorzes",
  }),
  renamed("construction/as-built-progress", {
    tr: "/hizmetler/insaat-bim/as-built-ilerleme-takibi",
    hu: "/szolgaltatasok/epitoipari-bim/megvalosulasi-felmeres-es-elorehaladas-kovetes",
  }),
  renamed("drone/existing-map", { hu: "/szolgaltatasok/dronos-fotogrammetria/meglevo-allapot-terkep" }),
  renamed("projects/tiszachem-as-built-progress", { tr: "/projeler/tiszachem-tiszaujvaros-as-built-ilerleme-takibi" }),
  renamed("projects/tiszachem-scan-to-bim", { tr: "/projeler/tiszachem-tiszaujvaros-scan-to-bim-as-built" }),
  renamed("projects/alfold-pharma-scan-to-bim", { tr: "/projeler/alfold-pharma-debrecen-scan-to-bim-as-built" }),
];

/** A page's former path in the languages where its slug was renamed (each answers in its own language). */
function renamed(to: PageKey, former: Partial<Record<Lang, string>>) {
  const paths = { en: [], tr: [], hu: [], de: [] } as Record<Lang, string[]>;
  for (const [lang, path] of Object.entries(former) as [Lang, string][]) paths[lang].push(path);
  return { paths, to };
}

/** The breadcrumb trail of a page, from home to the page itself. */
export function breadcrumbTrail(key: PageKey): PageKey[] {
  const trail: PageKey[] = [];
  for (let k: PageKey | undefined = key; k; k = pageEntry(k).parent) trail.unshift(k);
  return key === "home" ? trail : ["home", ...trail];
}

/** The pages directly beneath a page, in table order. */
export function childrenOf(key: PageKey): PageKey[] {
  return ROUTE_TABLE.filter((entry) => entry.parent === key).map((entry) => entry.key);
}
