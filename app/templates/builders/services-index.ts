import type { Section } from "~/content/types";
import { figureToken } from "~/i18n/figures";
import { childrenOf } from "~/site/route-table";
import { SERVICE_GROUP_KEYS, SERVICES, isServiceKey } from "~/site/services";
import type { BuildContext, PageDefinition } from "./define";
import * as part from "./parts";

/**
 * The services index: hero, outcomes, the catalogue of every service group and the services
 * beneath it (built from the service records and the route table), the FAQ and the closing call.
 */
export interface ServicesIndexStructure {
  readonly hero: part.HeroStructure;
  readonly outcomes: part.CardsStructure;
  readonly faq: part.FaqStructure;
  readonly cta?: part.CtaStructure;
}

export interface ServicesIndexWords {
  readonly hero: part.HeroWords;
  /** What schema.org calls the page's serviceType. */
  readonly serviceType: string;
  readonly outcomes: part.CardsWords;
  readonly catalogue: { readonly heading: string; readonly intro?: string; readonly tabsLabel: string };
  readonly faq: part.FaqWords;
  readonly cta: part.CtaWords;
}

function catalogue(words: ServicesIndexWords["catalogue"], context: BuildContext): Section {
  const text = context.entities.services;
  return {
    type: "catalogue",
    id: "catalogue",
    heading: words.heading,
    intro: words.intro,
    tabsLabel: words.tabsLabel,
    groups: SERVICE_GROUP_KEYS.map((group) => ({
      id: group,
      page: group,
      text: text[group].summary,
      services: childrenOf(group)
        .filter(isServiceKey)
        .map((page) => ({
          page,
          benefit: text[page].summary,
          metric: { value: figureToken(SERVICES[page].metric), label: text[page].metric },
        })),
    })),
  };
}

export function servicesIndex<const S extends ServicesIndexStructure>(structure: S): PageDefinition<ServicesIndexWords, S> {
  return {
    build: (words, context) => ({
      hero: part.hero(structure.hero, words.hero),
      sections: [
        part.cards("outcomes", structure.outcomes, words.outcomes),
        catalogue(words.catalogue, context),
        part.faq("faq", structure.faq, words.faq),
        part.cta("get-started", structure.cta ?? {}, words.cta),
      ],
      service: { serviceType: words.serviceType },
    }),
  };
}
