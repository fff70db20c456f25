import { GUIDE_KEYS, servicesOf, type GuideKey } from "./guides";
import { PROJECT_KEYS, PROJECTS, type ProjectKey } from "./projects";
import { LEGAL_LINKS } from "./navigation";
import { childrenOf, pageEntry, type PageKey } from "./route-table";
import { SERVICES, isServiceKey, type ServiceKey } from "./services";
import { SECTORS, type SectorKey } from "./sectors";

/**
 * The links between services, sectors and case studies, computed from their records
 * (services.ts, sectors.ts, projects.ts) so that no page types them: a service names the sectors
 * it serves, a case study its sector and the services it used.
 */

/** A service and, for a group, every service beneath it. */
function withServicesBeneath(service: ServiceKey): ServiceKey[] {
  return [service, ...childrenOf(service).filter(isServiceKey).flatMap(withServicesBeneath)];
}

/** The case studies whose records name the service (or, for a group, one of its services), in record order. */
export function caseStudiesNaming(service: ServiceKey): ProjectKey[] {
  const family = new Set(withServicesBeneath(service));
  return PROJECT_KEYS.filter((key) => PROJECTS[key].services.some((used) => family.has(used)));
}

/** The case studies of a sector, in record order. */
export function caseStudiesOfSector(sector: SectorKey): ProjectKey[] {
  return PROJECT_KEYS.filter((key) => PROJECTS[key].sector === sector);
}

/** The services (not the groups) whose records name the sector and that its page does not already feature, in record order. */
export function otherServicesFor(sector: SectorKey): ServiceKey[] {
  const featured: readonly ServiceKey[] = SECTORS[sector].services;
  return (Object.keys(SERVICES) as ServiceKey[]).filter(
    (key) => key.includes("/") && !featured.includes(key) && (SERVICES[key].sectors as readonly SectorKey[]).includes(sector),
  );
}

/** The sectors a service serves, as its record names them. */
export function sectorsServedBy(service: ServiceKey): readonly SectorKey[] {
  return SERVICES[service].sectors;
}

/**
 * The proof a service page shows: the case studies that name it, or where none does, those of the
 * sectors it serves (`ofItsSectors`), and the sectors themselves.
 */
export function proofOf(service: ServiceKey): { caseStudies: ProjectKey[]; ofItsSectors: boolean; sectors: readonly SectorKey[] } {
  const sectors = sectorsServedBy(service);
  const own = caseStudiesNaming(service);
  if (own.length > 0) return { caseStudies: own, ofItsSectors: false, sectors };
  const served = new Set(sectors);
  return { caseStudies: PROJECT_KEYS.filter((key) => served.has(PROJECTS[key].sector)), ofItsSectors: true, sectors };
}

/** The guides written for a service or, for a group, for one of the services beneath it, in the guides' order. */
export function guidesFor(service: ServiceKey): GuideKey[] {
  const family = new Set(withServicesBeneath(service));
  return GUIDE_KEYS.filter((guide) => servicesOf(guide).some((served) => family.has(served)));
}

/**
 * The pages a reader of a page is likely to want next, for pages that belong to a set: the other
 * legal texts for a legal text, otherwise the page above and the other pages beside it. `set` is
 * "legal" or the page above; a page in no set (beneath home or a service group) has none.
 */
export function pagesBesides(page: PageKey): { set: PageKey | "legal"; pages: PageKey[] } | undefined {
  if (LEGAL_LINKS.includes(page)) return { set: "legal", pages: LEGAL_LINKS.filter((other) => other !== page) };
  const parent = pageEntry(page).parent;
  if (!parent || !READING_SETS.includes(parent)) return undefined;
  return { set: parent, pages: [parent, ...childrenOf(parent).filter((other) => other !== page)] };
}

/** The sections whose pages are read one after another: the about pages, the resources and the guides. */
const READING_SETS: readonly PageKey[] = ["about", "resources", "resources/guides"];
