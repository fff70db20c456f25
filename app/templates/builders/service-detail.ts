import type { PageContent } from "~/content/types";
import { preselectFor } from "~/site/service-preselect";
import { SERVICES, type ServiceKey } from "~/site/services";
import { block } from "./assemble";
import type { BuildContext, PageDefinition } from "./define";
import * as part from "./parts";

/**
 * A service page with a full body: hero, then any of these blocks in this order: what-is,
 * outcomes, benefits, an illustration, process, who we help, deliverables, scope and add-ons, a
 * table of what the service delivers at each grade (levels of detail, drawing scales, ground
 * sampling distances), the service's particulars, formats, what decides the price and the
 * schedule, what the client provides, testimonials; then always the proof from the records (case
 * studies and sectors served), the guides written for it, the FAQ and the closing call to action.
 */
export interface ServiceDetailStructure {
  readonly service: ServiceKey;
  readonly hero: part.HeroStructure;
  readonly definition?: part.DefinitionStructure;
  readonly outcomes?: part.CardsStructure;
  readonly benefits?: part.CardsStructure;
  readonly visual?: part.VisualStructure;
  readonly process?: part.ProcessStructure;
  readonly audiences?: part.CardsStructure;
  readonly deliverables?: part.DeliverablesStructure;
  readonly formats?: part.FormatsStructure;
  readonly testimonials?: part.TestimonialsStructure;
  readonly scope?: part.ScopeStructure;
  /** `id` is its anchor, e.g. "levels-of-detail". */
  readonly table?: part.TableStructure & { readonly id: string };
  /** What only this service needs said (a ship's hull and tanks, an AR session's hardware); `id` is its anchor. */
  readonly specifics?: part.ListStructure & { readonly id: string };
  /** What decides the price and the schedule. */
  readonly drivers?: part.CardsStructure;
  /** What the client provides. */
  readonly provides?: part.ListStructure;
  readonly faq: part.FaqStructure;
  readonly cta?: part.CtaStructure;
  /** A published starting price (schema.org Offer); its name and eligibility are words. */
  readonly offer?: { readonly price: number; readonly priceCurrency: "USD" | "EUR" };
}

export interface ServiceDetailWords {
  readonly hero: part.HeroWords;
  readonly definition?: part.DefinitionWords;
  readonly outcomes?: part.CardsWords;
  readonly benefits?: part.CardsWords;
  readonly visual?: part.VisualWords;
  readonly process?: part.ProcessWords;
  readonly audiences?: part.CardsWords;
  readonly deliverables?: part.DeliverablesWords;
  readonly scope?: part.ScopeWords;
  readonly table?: part.TableWords;
  readonly specifics?: part.ListWords;
  readonly formats?: part.FormatsWords;
  readonly drivers?: part.CardsWords;
  readonly provides?: part.ListWords;
  readonly testimonials?: part.TestimonialsWords;
  readonly faq: part.FaqWords;
  readonly cta: part.CtaWords;
  readonly offer?: { readonly name: string; readonly eligibility: string };
}

export function serviceDetail<const S extends ServiceDetailStructure>(structure: S): PageDefinition<ServiceDetailWords, S> {
  const record = SERVICES[structure.service];
  return {
    build(words, context: BuildContext): PageContent {
      const s = structure;
      return {
        hero: part.hero(
          { visual: record.visual, ...s.hero, actions: preselectFor(s.service, s.hero?.actions ?? part.QUOTE_AND_EXPERT) },
          words.hero,
        ),
        anchorNavLabel: context.shared.onThisPage,
        sections: [
          ...block("definition", s.definition, words.definition, (st, w) => part.definition("what-is", st, w)),
          ...block("outcomes", s.outcomes, words.outcomes, (st, w) => part.cards("outcomes", st, w)),
          ...block("benefits", s.benefits, words.benefits, (st, w) => part.cards("benefits", st, w)),
          ...block("visual", s.visual, words.visual, (st, w) => part.visual("visual", st, w)),
          ...block("process", s.process, words.process, (st, w) => part.process("process", st, w)),
          ...block("audiences", s.audiences, words.audiences, (st, w) => part.cards("who-we-help", st, w)),
          ...block("deliverables", s.deliverables, words.deliverables, (st, w) => part.deliverables("deliverables", st, w)),
          ...block("scope", s.scope, words.scope, (st, w) => part.scope("scope", st, w, context)),
          ...block("table", s.table, words.table, (st, w) => part.table(st.id, st, w)),
          ...block("specifics", s.specifics, words.specifics, (st, w) => part.list(st.id, st, w)),
          ...block("formats", s.formats, words.formats, (st, w) => part.formats("formats", st, w)),
          ...block("drivers", s.drivers, words.drivers, (st, w) => part.cards("price-and-schedule", st, w)),
          ...block("provides", s.provides, words.provides, (st, w) => part.list("what-we-need", st, w)),
          ...block("testimonials", s.testimonials, words.testimonials, (st, w) => part.testimonials("testimonials", st, w)),
          ...part.proof(s.service, context),
          ...part.guides(s.service, context),
          part.faq("faq", s.faq, words.faq),
          part.cta("get-started", { actions: preselectFor(s.service, s.cta?.actions ?? part.QUOTE_AND_EXPERT) }, words.cta),
        ],
        service: {
          serviceType: context.entities.services[structure.service].serviceType,
          includesUnitedKingdom: "alsoUnitedKingdom" in record ? record.alsoUnitedKingdom : undefined,
          offer: part.offer(s.offer, words.offer),
        },
      };
    },
  };
}
