import { chooseCountry } from "~/content/project-filter";
import { localizedPath } from "~/i18n/paths";
import { COUNTRIES, type CountryCode } from "~/site/countries";
import { PROJECT_COUNTRIES, PROJECT_KEYS } from "~/site/projects";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * The projects index: a hero, every case study as a card (client, sector, place, services, headline
 * figure) with a filter by country, and the closing call. Which country is chosen is the
 * address's business (`?country=`, app/content/project-filter.ts): the page's heading, title and
 * lead then name that country, or a notice says it has no case study.
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
    atAddress: (url, page, { lang, shared }) => {
      const notice = ({ code, value }: { code?: CountryCode; value: string }) => ({
        text: code
          ? shared.noProjectsFrom.replace("{{country}}", COUNTRIES[code][lang])
          : shared.noProjectsMatch.replace("{{value}}", value),
        link: { label: shared.talkToTeam, to: "talk-to-an-expert" as const },
      });
      const chosen = chooseCountry(page.content, url.searchParams.get("country"), localizedPath("projects", lang), notice);
      if (!chosen.country) return { ...page, content: chosen.content };
      const headings: Readonly<Record<string, string | undefined>> = shared.projectsIn;
      const leads: Readonly<Record<string, string | undefined>> = shared.projectsLead;
      const heading = headings[chosen.country] ?? page.names.h1;
      // The generic lead names every sector on the list; a country's list gets a lead about that country.
      const hero = { ...chosen.content.hero, lead: leads[chosen.country] ?? chosen.content.hero.lead };
      return {
        content: { ...chosen.content, hero },
        names: { ...page.names, h1: heading, title: heading },
        query: `?country=${chosen.country}`,
      };
    },
  };
}
