import { COUNTRIES } from "~/site/countries";
import { PROJECT_COUNTRIES, PROJECT_KEYS } from "~/site/projects";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * The projects index: a hero, every case study as a card (client, sector, place, services, headline
 * figure) with a filter by country, and the closing call. Which country is chosen is the
 * address's business: the page's loader applies it (app/content/project-filter.ts).
 */
export interface ProjectsIndexWords {
  readonly hero: part.HeroWords;
  readonly caseStudies: { readonly heading: string; readonly intro?: string };
  readonly cta: part.CtaWords;
}

export function projectsIndex<const S extends { readonly hero?: part.HeroStructure }>(
  structure: S = {} as S,
): PageDefinition<ProjectsIndexWords, S> {
  return {
    build: (words, context) => {
      const cards = part.projectCards("case-studies", PROJECT_KEYS, words.caseStudies, context, { detailed: true });
      const filter = {
        label: context.shared.filterByCountry,
        options: [
          { country: null, label: context.shared.allProjects },
          ...[...PROJECT_COUNTRIES].map(([slug, code]) => ({ country: slug, label: COUNTRIES[code][context.lang] })),
        ],
      };
      return {
        hero: part.hero(structure.hero ?? {}, words.hero),
        sections: [
          { ...cards, filter, labels: { client: context.shared.client, servicesUsed: context.shared.servicesUsed } },
          part.cta("get-started", {}, words.cta),
        ],
      };
    },
  };
}
