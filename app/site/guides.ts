import { PAGE_KEYS, type PageKey } from "./route-table";
import type { ServiceKey } from "./services";

/**
 * The guides under Resources → Guides, in the order the guides index lists them, and the services
 * each one serves: a service page links to the guides that name it (relations.ts `guidesFor`).
 * A guide counts once its page is in the route table; until then its record waits here.
 */
const GUIDES = {
  "resources/guides/choosing-a-level-of-detail": [
    "construction/scan-to-bim",
    "industrial/scan-to-bim",
    "aec/architectural-survey",
    "aec/heritage-survey",
    "construction/ar-integrated-bim",
  ],
  "resources/guides/preparing-for-a-laser-scan": [
    "aec/architectural-survey",
    "aec/facade-survey",
    "industrial/scan-to-bim",
    "industrial/as-built-qaqc",
    "construction/as-built-progress",
    "maritime/ship-yacht-scanning",
  ],
  "resources/guides/qa-qc-report": [
    "industrial/as-built-qaqc",
    "construction/as-built-progress",
    "construction/scan-to-cad",
    "construction/scan-to-bim",
    "aec/facade-survey",
    "aec/land-surveying",
  ],
} as const satisfies Record<`resources/guides/${string}`, readonly ServiceKey[]>;

/** A guide whose page is in the route table. */
export type GuideKey = Extract<keyof typeof GUIDES, PageKey>;

const PAGES: ReadonlySet<string> = new Set(PAGE_KEYS);

/** The guides whose pages exist, in record order. */
export const GUIDE_KEYS: readonly GuideKey[] = (Object.keys(GUIDES) as (keyof typeof GUIDES)[]).filter((key): key is GuideKey =>
  PAGES.has(key),
);

/** The services a guide serves. */
export function servicesOf(guide: GuideKey): readonly ServiceKey[] {
  return GUIDES[guide];
}

export function isGuideKey(key: string): key is GuideKey {
  return (GUIDE_KEYS as readonly string[]).includes(key);
}
