import type { IconName } from "~/components/ui/icons";
import type { VisualName } from "~/components/visuals/visuals";
import type { FigureSpec } from "~/i18n/figures";
import type { PageKey } from "./route-table";
import type { SectorKey } from "./sectors";

/** The five service groups, in the order the services index and the menus show them. */
export const SERVICE_GROUP_KEYS = ["aec", "industrial", "construction", "maritime", "drone"] as const;
export type ServiceGroupKey = (typeof SERVICE_GROUP_KEYS)[number];

/** Every service page: a group, or a page beneath one. */
export type ServiceKey = Extract<PageKey, ServiceGroupKey | `${ServiceGroupKey}/${string}`>;

/**
 * What the site knows about a service, whatever the language: the icon and illustration that
 * stand for it, the figure its cards lead with, and the sectors that use it. Its words (summary, the
 * figure's label, its schema.org serviceType) are in app/content/entities/<lang>.ts.
 */
export interface ServiceRecord {
  icon: IconName;
  visual: VisualName;
  /** The key figure shown on the service's cards, on the home page, the services index and elsewhere. */
  metric: FigureSpec;
  /** Offered in the United Kingdom as well as the company's usual area (tree surveys). */
  alsoUnitedKingdom?: boolean;
  sectors: readonly SectorKey[];
}

export const SERVICES = {
  aec: {
    icon: "building",
    visual: "building",
    metric: "architecturalPlanimetric",
    sectors: ["commercial-hospitality", "heritage-culture", "infrastructure-transportation"],
  },
  "aec/architectural-survey": {
    icon: "building",
    visual: "interior",
    metric: "architecturalPlanimetric",
    sectors: ["commercial-hospitality", "heritage-culture"],
  },
  "aec/heritage-survey": {
    icon: "heritage",
    visual: "heritage",
    metric: "heritagePointCloud",
    sectors: ["heritage-culture"],
  },
  "aec/facade-survey": {
    icon: "layers",
    visual: "facade",
    metric: "facadePointCloud",
    sectors: ["commercial-hospitality", "heritage-culture"],
  },
  "aec/tree-survey": {
    icon: "tree",
    visual: "tree",
    metric: ["treesPerDay", "upTo"],
    alsoUnitedKingdom: true,
    sectors: ["infrastructure-transportation", "commercial-hospitality"],
  },
  "aec/construction-setting-out": {
    icon: "target",
    visual: "setting-out",
    metric: "settingOutAccuracy",
    sectors: ["commercial-hospitality", "infrastructure-transportation", "industrial-plants"],
  },
  "aec/land-surveying": {
    icon: "terrain",
    visual: "terrain",
    metric: "landHorizontal",
    sectors: ["infrastructure-transportation"],
  },
  industrial: {
    icon: "factory",
    visual: "plant",
    metric: "lodIndustrial",
    sectors: ["industrial-plants"],
  },
  "industrial/scan-to-bim": {
    icon: "factory",
    visual: "plant",
    metric: "lodIndustrial",
    sectors: ["industrial-plants"],
  },
  "industrial/as-built-qaqc": {
    icon: "checklist",
    visual: "plant",
    metric: "totalStationQa",
    sectors: ["industrial-plants"],
  },
  construction: {
    icon: "hardhat",
    visual: "building",
    metric: "progressCadence",
    sectors: ["commercial-hospitality", "industrial-plants", "infrastructure-transportation"],
  },
  "construction/scan-to-bim": {
    icon: "model",
    visual: "bim-overlay",
    metric: "bimTolerance",
    sectors: ["commercial-hospitality", "industrial-plants", "heritage-culture"],
  },
  "construction/scan-to-cad": {
    icon: "drafting",
    visual: "interior",
    metric: "scanToCadAccuracy",
    sectors: ["commercial-hospitality", "heritage-culture"],
  },
  "construction/as-built-progress": {
    icon: "calendar",
    visual: "building",
    metric: "progressCadence",
    sectors: ["commercial-hospitality", "industrial-plants", "infrastructure-transportation"],
  },
  "construction/ar-integrated-bim": {
    icon: "ar",
    visual: "ar-tablet",
    metric: "arScale",
    sectors: ["commercial-hospitality", "industrial-plants"],
  },
  maritime: {
    icon: "ship",
    visual: "ship",
    metric: ["dryDockTurnaroundHours", "hours"],
    sectors: ["maritime"],
  },
  "maritime/ship-yacht-scanning": {
    icon: "ship",
    visual: "ship",
    metric: "vesselHullAccuracy",
    sectors: ["maritime"],
  },
  drone: {
    icon: "drone",
    visual: "drone",
    metric: "droneGsd",
    sectors: ["infrastructure-transportation", "industrial-plants", "heritage-culture"],
  },
  "drone/3d-modelling": {
    icon: "model",
    visual: "drone",
    metric: "droneAccuracyWithGcp",
    sectors: ["infrastructure-transportation", "heritage-culture"],
  },
  "drone/existing-map": {
    icon: "plot",
    visual: "orthophoto",
    metric: "existingMapAccuracy",
    sectors: ["infrastructure-transportation"],
  },
  "drone/site-plans": {
    icon: "pin",
    visual: "drone",
    metric: "droneGsd",
    sectors: ["infrastructure-transportation", "industrial-plants"],
  },
} as const satisfies Record<ServiceKey, ServiceRecord>;

export function isServiceKey(key: string): key is ServiceKey {
  return Object.hasOwn(SERVICES, key);
}
