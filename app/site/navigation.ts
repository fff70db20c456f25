import type { Action } from "~/content/types";
import type { UiKey } from "~/i18n/language-context";
import { childrenOf, type PageKey } from "./route-table";
import { SERVICE_GROUP_KEYS, type ServiceGroupKey } from "./services";

/** The navigation model: which pages the header, mobile menu and footer show, derived from the route table. */
export interface ServiceGroup {
  id: ServiceGroupKey;
  key: PageKey;
  children: PageKey[];
}

/**
 * Pages a group lists as well as its own children: architects read the first column first, and the
 * buildings' Scan to BIM (whose page lives under Construction and BIM) is what most of them come for.
 */
const ALSO_LISTED: Partial<Record<ServiceGroupKey, readonly PageKey[]>> = { aec: ["construction/scan-to-bim"] };

export const SERVICE_GROUPS: readonly ServiceGroup[] = SERVICE_GROUP_KEYS.map((id) => ({
  id,
  key: id,
  children: [...childrenOf(id), ...(ALSO_LISTED[id] ?? [])],
}));

export const SECTOR_PAGES: readonly PageKey[] = childrenOf("sectors");
export const RESOURCE_PAGES: readonly PageKey[] = childrenOf("resources");

/** Top-level items of the main navigation, in order. */
export type NavItem =
  | { kind: "mega"; id: "services"; key: PageKey; labelKey: UiKey }
  | { kind: "dropdown"; id: "sectors" | "resources"; key: PageKey; labelKey: UiKey; children: readonly PageKey[] }
  | { kind: "link"; id: string; key: PageKey; labelKey: UiKey; hash?: string };

export const MAIN_NAV: readonly NavItem[] = [
  { kind: "mega", id: "services", key: "services", labelKey: "nav.services" },
  { kind: "dropdown", id: "sectors", key: "sectors", labelKey: "nav.sectors", children: SECTOR_PAGES },
  { kind: "link", id: "projects", key: "projects", labelKey: "nav.projects" },
  { kind: "dropdown", id: "resources", key: "resources", labelKey: "nav.resources", children: RESOURCE_PAGES },
  { kind: "link", id: "about", key: "about", labelKey: "nav.about" },
  { kind: "link", id: "offices", key: "contact", labelKey: "nav.offices", hash: "offices" },
  { kind: "link", id: "contact", key: "contact", labelKey: "nav.contact" },
];

export const FOOTER_QUICK_LINKS: readonly PageKey[] = [
  "services",
  "sectors",
  "projects",
  "about",
  "resources",
  "contact",
  "get-a-quote",
  "talk-to-an-expert",
];
export const LEGAL_LINKS: readonly PageKey[] = ["privacy", "cookies", "terms", "imprint"];

/** The two calls to action of the whole site: a quote, and a call with an expert. Their labels are the pages' labels. */
export const PRIMARY_ACTIONS: readonly Action[] = [{ to: "get-a-quote" }, { to: "talk-to-an-expert" }];
