import type { Lang } from "~/i18n/languages";
import { COUNTRIES } from "~/site/countries";
import { PROJECTS, type ProjectKey } from "~/site/projects";
import { SERVICES } from "~/site/services";
import type { PageDefinition } from "./define";
import * as part from "./parts";

/**
 * A case study: hero, trust strip, then Overview, Objectives, Scope, Methods, Accuracy,
 * Deliverables, Challenges (each with its solution), Schedule, Outcomes, Lessons and FAQs in a
 * sticky section nav, the services it used and related projects (from the records), and the
 * closing call to action. The words name the record's dates as {{projectStart}} and {{projectEnd}}.
 */
export interface ProjectStructure {
  readonly project: ProjectKey;
  readonly hero: part.HeroStructure;
  readonly trust: part.ListStructure;
  readonly overview: part.ProseStructure;
  readonly objectives: part.ListStructure;
  readonly scope: part.ListStructure;
  readonly methods: part.ListStructure;
  readonly accuracy: part.ListStructure;
  readonly deliverables: part.ListStructure;
  readonly challenges: part.ListStructure;
  readonly schedule: part.ListStructure;
  readonly outcomes: part.ListStructure;
  readonly lessons: part.ListStructure;
  readonly faq: part.FaqStructure;
}

export interface ProjectWords {
  readonly hero: part.HeroWords;
  readonly trust: part.TrustWords;
  readonly overview: part.ProseWords;
  readonly objectives: part.ListWords;
  readonly scope: part.ListWords;
  readonly methods: part.ListWords;
  readonly accuracy: part.ListWords;
  readonly deliverables: part.ListWords;
  readonly challenges: part.ChallengesWords;
  readonly schedule: part.ListWords;
  readonly outcomes: part.ListWords;
  readonly lessons: part.ListWords;
  readonly faq: part.FaqWords;
  readonly services: { readonly heading: string; readonly intro?: string };
  readonly related: { readonly heading: string; readonly intro?: string };
  readonly cta: part.CtaWords;
}

/** Other case studies of the same sector first, then the rest; three at most. */
function relatedTo(project: ProjectKey): ProjectKey[] {
  const sector = PROJECTS[project].sector;
  const others = (Object.keys(PROJECTS) as ProjectKey[]).filter((key) => key !== project);
  return [...others.filter((key) => PROJECTS[key].sector === sector), ...others.filter((key) => PROJECTS[key].sector !== sector)].slice(
    0,
    3,
  );
}

/** "March 2025", "Mart 2025", "2025. március", "März 2025": a record's year and month as the language writes them. */
export function monthOf(isoMonth: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${isoMonth}-01T00:00:00Z`));
}

/** The words with {{projectStart}} and {{projectEnd}} written out from the record, so the dates are typed once. */
function withDates<T>(value: T, dates: Record<string, string>): T {
  if (typeof value === "string") return value.replace(/\{\{(projectStart|projectEnd)\}\}/g, (_, name: string) => dates[name]) as T;
  if (Array.isArray(value)) return value.map((item) => withDates(item, dates)) as T;
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withDates(v, dates)])) as T;
  return value;
}

export function projectPage<const S extends ProjectStructure>(structure: S): PageDefinition<ProjectWords, S> {
  const record = PROJECTS[structure.project];
  return {
    build: (rawWords, context) => {
      const words = withDates(rawWords, {
        projectStart: monthOf(record.start, context.lang),
        projectEnd: monthOf(record.end, context.lang),
      });
      return {
        hero: part.hero({ visual: SERVICES[record.services[0]].visual, facts: [record.metric], ...structure.hero }, words.hero),
        anchorNavLabel: context.shared.onThisPage,
        sections: [
          part.trust("at-a-glance", structure.trust, words.trust),
          part.prose("overview", structure.overview, words.overview),
          part.list("objectives", structure.objectives, words.objectives),
          part.list("scope", structure.scope, words.scope),
          part.list("methods", structure.methods, words.methods),
          part.list("accuracy", structure.accuracy, words.accuracy),
          part.list("deliverables", structure.deliverables, words.deliverables),
          part.challenges("challenges", structure.challenges, words.challenges, context),
          part.list("schedule", structure.schedule, words.schedule),
          part.list("outcomes", structure.outcomes, words.outcomes),
          part.list("lessons", structure.lessons, words.lessons),
          part.faq("faq", structure.faq, words.faq),
          part.serviceCards("services-used", record.services, words.services, context),
          part.projectCards("related-work", relatedTo(structure.project), words.related, context),
          part.cta("get-started", {}, words.cta),
        ],
        caseStudy: {
          place: `${record.city}, ${COUNTRIES[record.country][context.lang]}`,
          city: record.city,
          country: record.country,
          start: record.start,
          end: record.end,
          services: record.services,
        },
      };
    },
  };
}
