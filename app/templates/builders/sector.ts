import type { Action } from "~/content/types";
import { caseStudiesOfSector, otherServicesFor } from "~/site/relations";
import { SECTORS, type SectorKey } from "~/site/sectors";
import type { BuildContext, PageDefinition } from "./define";
import * as part from "./parts";

/**
 * A sector page: hero with a quote and a request for samples, a trust strip, then Overview,
 * Benefits, Services (those the sector's record features, then links to the others whose records
 * name the sector), Deliverables, Process, Use Cases, Case Studies
 * and FAQs in a sticky section nav, then the closing call to a quote or an expert. The case
 * studies are the project pages whose records name the sector when it has any; otherwise short
 * ones told in words.
 */
export interface SectorStructure {
  readonly sector: SectorKey;
  readonly hero: part.HeroStructure;
  readonly benefits: part.CardsStructure;
  readonly process: part.ProcessStructure;
  readonly useCases: part.CardsStructure;
  /** Case studies without a page of their own, for a sector whose record has no projects. */
  readonly caseStudies?: part.CardsStructure;
  readonly trust: part.ListStructure;
  readonly overview: part.ProseStructure;
  readonly deliverables: part.ListStructure;
  readonly faq: part.FaqStructure;
}

export interface SectorWords {
  readonly hero: part.HeroWords;
  readonly trust: part.TrustWords;
  readonly overview: part.ProseWords;
  readonly benefits: part.CardsWords;
  readonly services: { readonly nav: string; readonly heading: string; readonly intro?: string };
  readonly deliverables: part.ListWords;
  readonly process: part.ProcessWords;
  readonly useCases: part.CardsWords;
  readonly caseStudies: {
    readonly nav: string;
    readonly heading: string;
    readonly intro?: string;
    readonly cards?: part.CardsWords["cards"];
  };
  readonly faq: part.FaqWords;
  readonly cta: part.CtaWords;
}

export function sectorPage<const S extends SectorStructure>(structure: S): PageDefinition<SectorWords, S> {
  const record = SECTORS[structure.sector];
  const caseStudies = caseStudiesOfSector(structure.sector);
  return {
    build: (words, context) => {
      const actions: readonly Action[] = [{ to: "get-a-quote" }, { to: "resources/samples", label: context.shared.viewSamples }];
      return {
        hero: part.hero({ actions, ...structure.hero }, words.hero),
        anchorNavLabel: context.shared.onThisPage,
        sections: [
          part.trust("at-a-glance", structure.trust, words.trust),
          part.prose("overview", structure.overview, words.overview),
          part.cards("benefits", structure.benefits, words.benefits),
          {
            ...part.serviceCards("services", record.services, words.services, context, { to: "services", label: context.nav.allServices }),
            also: otherServices(structure.sector, context),
          },
          part.list("deliverables", structure.deliverables, words.deliverables),
          part.process("process", structure.process, words.process),
          part.cards("use-cases", structure.useCases, words.useCases),
          caseStudies.length > 0
            ? part.projectCards("case-studies", caseStudies, words.caseStudies, context, {
                more: { to: "projects", label: context.shared.allCaseStudies },
              })
            : part.cards("case-studies", structure.caseStudies ?? { cards: [] }, {
                ...words.caseStudies,
                cards: words.caseStudies.cards ?? {},
              }),
          part.faq("faq", structure.faq, words.faq),
          part.cta("get-started", {}, words.cta),
        ],
      };
    },
  };
}

/** The other services whose records name the sector, as links under the featured ones. */
function otherServices(sector: SectorKey, context: BuildContext) {
  const pages = otherServicesFor(sector);
  if (pages.length === 0) return undefined;
  return {
    heading: context.shared.moreServicesForSector,
    items: pages.map((page) => ({ page, text: context.entities.services[page].summary })),
  };
}
