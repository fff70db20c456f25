import type { IconName } from "~/components/ui/icons";
import type { ServiceKey } from "./services";

export const SECTOR_KEYS = [
  "industrial-plants",
  "commercial-hospitality",
  "infrastructure-transportation",
  "heritage-culture",
  "maritime",
] as const;
export type SectorKey = (typeof SECTOR_KEYS)[number];

/**
 * What the site knows about a sector, whatever the language: its icon and the services its page
 * features, each of which names the sector in its own record. Its case studies are those whose
 * records name it (relations.ts).
 */
export interface SectorRecord {
  icon: IconName;
  services: readonly ServiceKey[];
}

export const SECTORS = {
  "industrial-plants": {
    icon: "factory",
    services: ["industrial/scan-to-bim", "industrial/as-built-qaqc", "construction/as-built-progress", "drone/site-plans"],
  },
  "commercial-hospitality": {
    icon: "building",
    services: ["aec/architectural-survey", "aec/facade-survey", "construction/scan-to-bim", "construction/scan-to-cad"],
  },
  "infrastructure-transportation": {
    icon: "route",
    services: ["aec/land-surveying", "aec/construction-setting-out", "drone/existing-map", "drone/3d-modelling"],
  },
  "heritage-culture": {
    icon: "heritage",
    services: ["aec/heritage-survey", "aec/facade-survey", "construction/scan-to-bim", "drone/3d-modelling"],
  },
  maritime: {
    icon: "ship",
    services: ["maritime/ship-yacht-scanning", "maritime"],
  },
} as const satisfies Record<SectorKey, SectorRecord>;
