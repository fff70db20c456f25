import type { ProjectKey } from "~/site/projects";
import type { ServiceKey } from "~/site/services";
import { block } from "./assemble";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * The home page: hero, client logos, advantages, service cards, recent projects, the process,
 * what clients receive, the FAQ and the closing call to action.
 */
export interface HomeStructure {
  readonly hero: part.HeroStructure;
  readonly advantages: part.CardsStructure;
  readonly services: readonly ServiceKey[];
  readonly projects: readonly ProjectKey[];
  readonly process: part.ProcessStructure;
  readonly deliverables: part.DeliverablesStructure;
  readonly faq: part.FaqStructure;
  readonly cta?: part.CtaStructure;
}

export interface HomeWords {
  readonly hero: part.HeroWords;
  readonly clients: { readonly heading: string };
  readonly advantages: part.CardsWords;
  readonly services: { readonly heading: string; readonly intro?: string };
  readonly projects: { readonly heading: string; readonly intro?: string };
  readonly process: part.ProcessWords;
  readonly deliverables: part.DeliverablesWords;
  readonly faq: part.FaqWords;
  readonly cta: part.CtaWords;
}

export function homePage<const S extends HomeStructure>(structure: S): PageDefinition<HomeWords, S> {
  return {
    build: (words, context) => ({
      hero: part.hero(structure.hero, words.hero),
      sections: [
        part.logos("clients", words.clients),
        part.cards("advantages", structure.advantages, words.advantages),
        part.serviceCards("services", structure.services, words.services, context),
        part.projectCards("projects", structure.projects, words.projects, context),
        ...block("process", structure.process, words.process, (s, w) => part.process("process", s, w)),
        part.deliverables("deliverables", structure.deliverables, words.deliverables),
        part.faq("faq", structure.faq, words.faq),
        part.cta("get-started", structure.cta ?? {}, words.cta),
      ],
    }),
  };
}
