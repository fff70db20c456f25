import type { FigureSpec } from "~/i18n/figures";
import type { PageKey } from "./route-table";
import type { SectorKey } from "./sectors";
import type { ServiceKey } from "./services";
import { COUNTRIES, type CountryCode } from "./countries";

export type ProjectKey = Extract<PageKey, `projects/${string}`>;

/**
 * What the site knows about a case study, whatever the language. The clients are fictional
 * (the site never names a real company as a client). Its words are in app/content/entities/<lang>.ts.
 */
export interface ProjectRecord {
  /** A fictional client firm, also in the logo strip (app/site/clients.ts). */
  client: string;
  sector: SectorKey;
  country: CountryCode;
  /** The city's name, the same in every language. */
  city: string;
  services: readonly ServiceKey[];
  /** The headline figure of the project's cards. */
  metric: FigureSpec;
  /** Year and month the work started and ended (ISO 8601). */
  start: string;
  end: string;
}

export const PROJECTS = {
  "projects/tiszachem-as-built-progress": {
    client: "Tiszachem",
    sector: "industrial-plants",
    country: "HU",
    city: "Tiszaújváros",
    services: ["construction/as-built-progress", "industrial/as-built-qaqc"],
    metric: "progressCadence",
    start: "2025-03",
    end: "2025-11",
  },
  "projects/tiszachem-scan-to-bim": {
    client: "Tiszachem",
    sector: "industrial-plants",
    country: "HU",
    city: "Tiszaújváros",
    services: ["industrial/scan-to-bim"],
    metric: "lodIndustrial",
    start: "2024-06",
    end: "2024-09",
  },
  "projects/alfold-pharma-scan-to-bim": {
    client: "Alföld Pharma",
    sector: "industrial-plants",
    country: "HU",
    city: "Debrecen",
    services: ["industrial/scan-to-bim", "construction/scan-to-bim"],
    metric: "registrationRmseStrict",
    start: "2025-01",
    end: "2025-04",
  },
  "projects/rheinblick-hotel-facade": {
    client: "Rheinblick",
    sector: "commercial-hospitality",
    country: "DE",
    city: "Krefeld",
    services: ["aec/facade-survey", "construction/scan-to-cad"],
    metric: "facadePointCloud",
    start: "2025-05",
    end: "2025-06",
  },
} as const satisfies Record<ProjectKey, ProjectRecord>;

export const PROJECT_KEYS = Object.keys(PROJECTS) as ProjectKey[];

/** A country's word in addresses: its English name in lower case ("?country=germany"). */
export function countrySlug(country: CountryCode): string {
  return COUNTRIES[country].en.toLowerCase().replace(/\s+/g, "-");
}

/** The countries the projects index can be filtered by: those with a case study, by their address word. */
export const PROJECT_COUNTRIES: ReadonlyMap<string, CountryCode> = new Map(
  [...new Set(PROJECT_KEYS.map((key) => PROJECTS[key].country))].map((country) => [countrySlug(country), country]),
);
