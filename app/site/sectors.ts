import type { IconName } from "~/components/ui/icons";
import type { ProjectKey } from "./projects";
import type { ServiceKey } from "./services";

export const SECTOR_KEYS = [
  "industrial-plants",
  "commercial-hospitality",
  "infrastructure-transportation",
  "heritage-culture",
  "maritime",
] as const;
export type SectorKey = (typeof SECTOR_KEYS)[number];

/** What the site knows about a sector, whatever the language: its icon, the services it uses and its projects. */
export interface SectorRecord {
  icon: IconName;
  services: readonly ServiceKey[];
  projects: readonly ProjectKey[];
}

export const SECTORS = {
  "industrial-plants": {
    icon: "factory",
    services: ["industrial/scan-to-bim", "industrial/as-built-qaqc", "construction/as-built-progress", "drone/site-plans"],
    projects: ["projects/tiszachem-as-built-progress", "projects/tiszachem-scan-to-bim", "projects/alfold-pharma-scan-to-bim"],
  },
  "commercial-hospitality": {
    icon: "building",
    services: ["aec/architectural-survey", "aec/facade-survey", "construction/scan-to-bim", "construction/scan-to-cad"],
    projects: ["projects/rheinblick-hotel-facade"],
  },
  "infrastructure-transportation": {
    icon: "route",
    services: ["aec/land-surveying", "aec/construction-setting-out", "drone/existing-map", "drone/3d-modelling"],
    projects: [],
  },
  "heritage-culture": {
    icon: "heritage",
    services: ["aec/heritage-survey", "aec/facade-survey", "construction/scan-to-bim", "drone/3d-modelling"],
    projects: [],
  },
  maritime: {
    icon: "ship",
    services: ["maritime/ship-yacht-scanning", "maritime"],
    projects: [],
  },
} as const satisfies Record<SectorKey, SectorRecord>;
