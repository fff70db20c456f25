import { SERVICES, type ServiceKey } from "~/site/services";
import { preselectFor } from "~/site/service-preselect";
import type { PageDefinition } from "./define";
import { block } from "./assemble";
import * as part from "./parts";

/** A service page with a short body: hero, scope and add-ons, deliverables, an optional FAQ and the closing call to action. */
export interface SimpleServiceStructure {
  readonly service: ServiceKey;
  readonly hero: part.HeroStructure;
  readonly deliverables: part.DeliverablesStructure;
  readonly scope: part.ScopeStructure;
  readonly faq?: part.FaqStructure;
  readonly cta?: part.CtaStructure;
}

export interface SimpleServiceWords {
  readonly hero: part.HeroWords;
  readonly scope: part.ScopeWords;
  readonly deliverables: part.DeliverablesWords;
  readonly faq?: part.FaqWords;
  readonly cta: part.CtaWords;
}

export function simpleService<const S extends SimpleServiceStructure>(structure: S): PageDefinition<SimpleServiceWords, S> {
  const record = SERVICES[structure.service];
  return {
    build: (words, context) => ({
      hero: part.hero(
        {
          visual: record.visual,
          ...structure.hero,
          actions: preselectFor(structure.service, structure.hero?.actions ?? part.QUOTE_AND_EXPERT),
        },
        words.hero,
      ),
      sections: [
        part.scope("scope", structure.scope, words.scope, context),
        part.deliverables("deliverables", structure.deliverables, words.deliverables),
        ...part.proof(structure.service, context),
        ...block("faq", structure.faq, words.faq, (st, w) => part.faq("faq", st, w)),
        part.cta("get-started", { actions: preselectFor(structure.service, structure.cta?.actions ?? part.QUOTE_AND_EXPERT) }, words.cta),
      ],
      service: { serviceType: context.entities.services[structure.service].serviceType },
    }),
  };
}
