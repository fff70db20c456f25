import type { ProjectKey } from "~/site/projects";
import type { SectorKey } from "~/site/sectors";
import type { ServiceKey } from "~/site/services";

/**
 * The words of the site's repeated things, in one language: each service's and project's
 * summary and the label of its key figure, and what each sector needs. Cards on the home page, the services index and the
 * service, sector and project pages are built from these and the records in app/site/.
 */
export interface EntityWords {
  /** A service's summary, the label of its key figure, and what schema.org calls its serviceType. */
  services: Readonly<Record<ServiceKey, { readonly summary: string; readonly metric: string; readonly serviceType: string }>>;
  projects: Readonly<Record<ProjectKey, { readonly kind: string; readonly summary: string; readonly metric: string }>>;
  /** What a sector needs from us, in one sentence (the sectors index's cards). */
  sectors: Readonly<Record<SectorKey, { readonly summary: string }>>;
}
