import { childrenOf } from "~/site/route-table";
import { preselectFor } from "~/site/service-preselect";
import { SERVICES, isServiceKey, type ServiceGroupKey } from "~/site/services";
import { block } from "./assemble";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * A service group's page: hero, then any of what-is and outcomes, always the cards of the services
 * beneath it (from their records), then any of a platform the group offers (the industrial group's
 * Visual Plant viewer), an illustration and the process, then the proof from the records (case
 * studies of its services and the sectors it serves), the guides written for its services, the FAQ and the closing call. Its
 * "Talk to an expert" buttons open the call form with the group's topic chosen, as its services' do.
 */
export interface ServiceHubStructure {
  readonly service: ServiceGroupKey;
  readonly hero: part.HeroStructure;
  readonly definition?: part.DefinitionStructure;
  readonly outcomes?: part.CardsStructure;
  /** A product of the group's own, described with a term, its points and an illustration; `id` is its anchor. */
  readonly platform?: part.DefinitionStructure & { readonly id: string };
  readonly visual?: part.VisualStructure;
  readonly process?: part.ProcessStructure;
  readonly faq: part.FaqStructure;
  readonly cta?: part.CtaStructure;
}

export interface ServiceHubWords {
  readonly hero: part.HeroWords;
  readonly definition?: part.DefinitionWords;
  readonly outcomes?: part.CardsWords;
  readonly services: { readonly nav?: string; readonly heading: string; readonly intro?: string };
  readonly platform?: part.DefinitionWords;
  readonly visual?: part.VisualWords;
  readonly process?: part.ProcessWords;
  readonly faq: part.FaqWords;
  readonly cta: part.CtaWords;
}

export function serviceHub<const S extends ServiceHubStructure>(structure: S): PageDefinition<ServiceHubWords, S> {
  const record = SERVICES[structure.service];
  const s = structure;
  return {
    build: (words, context) => ({
      hero: part.hero(
        { visual: record.visual, ...s.hero, actions: preselectFor(s.service, s.hero.actions ?? part.QUOTE_AND_EXPERT) },
        words.hero,
      ),
      anchorNavLabel: context.shared.onThisPage,
      sections: [
        ...block("definition", s.definition, words.definition, (st, w) => part.definition("what-is", st, w)),
        ...block("outcomes", s.outcomes, words.outcomes, (st, w) => part.cards("outcomes", st, w)),
        part.serviceCards("core-services", childrenOf(s.service).filter(isServiceKey), words.services, context),
        ...block("platform", s.platform, words.platform, (st, w) => part.definition(st.id, st, w)),
        ...block("visual", s.visual, words.visual, (st, w) => part.visual("visual", st, w)),
        ...block("process", s.process, words.process, (st, w) => part.process("process", st, w)),
        ...part.proof(s.service, context),
        ...part.guides(s.service, context),
        part.faq("faq", s.faq, words.faq),
        part.cta("get-started", { ...s.cta, actions: preselectFor(s.service, s.cta?.actions ?? part.QUOTE_AND_EXPERT) }, words.cta),
      ],
      service: { serviceType: context.entities.services[s.service].serviceType },
    }),
  };
}
