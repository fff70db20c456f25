import { COUNTRIES, type CountryCode } from "~/site/countries";
import { PROJECT_COUNTRIES, countrySlug } from "~/site/projects";
import type { PageContent, ProjectsNotice } from "./types";

/**
 * What a `?country=` value asks for. Visitors type it, print it and get it from other languages'
 * pages, so any case, the country's name in any of the site's languages (with or without its
 * accents), its English address word and its ISO code all name it: "Germany", "deutschland",
 * "Németország", "de". A country with no case study, or a word that names none, is `none`, so the
 * page can say so instead of silently listing everything.
 */
export type CountryChoice =
  { kind: "all" } | { kind: "country"; slug: string; code: CountryCode } | { kind: "none"; code?: CountryCode; value: string };

/** Other words visitors use for a country, besides its names on the site. */
const ALIASES: Partial<Record<CountryCode, readonly string[]>> = {
  TR: ["turkey", "turkiye", "turkei"],
  GB: ["uk", "great britain", "britain"],
};

/** Lower case without accents or dotless i, one space between words: "TÜRKİYE" and "türkiye" meet. */
export function foldCountryWord(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/ı/g, "i")
    .replace(/[\s_+-]+/g, " ")
    .trim();
}

const WORDS: ReadonlyMap<string, CountryCode> = new Map(
  (Object.keys(COUNTRIES) as CountryCode[]).flatMap((code) =>
    [code, countrySlug(code), ...Object.values(COUNTRIES[code]), ...(ALIASES[code] ?? [])].map(
      (word) => [foldCountryWord(word), code] as const,
    ),
  ),
);

const SLUG_OF: ReadonlyMap<CountryCode, string> = new Map([...PROJECT_COUNTRIES].map(([slug, code]) => [code, slug]));

/** The longest value the page repeats back to the visitor. */
const MAX_ECHO = 40;

export function normalizeCountry(value: string | null): CountryChoice {
  const folded = value === null ? "" : foldCountryWord(value);
  if (folded === "") return { kind: "all" };
  const code = WORDS.get(folded);
  const slug = code && SLUG_OF.get(code);
  if (code && slug) return { kind: "country", slug, code };
  return code ? { kind: "none", code, value: value!.trim().slice(0, MAX_ECHO) } : { kind: "none", value: value!.trim().slice(0, MAX_ECHO) };
}

/**
 * The projects index as chosen by its address: `?country=germany` (or `Deutschland`, `GERMANY`…)
 * keeps that country's case studies and marks its filter link as the current one; no value shows
 * them all; a value that names no country with case studies shows none, and `notice` says so
 * (with the way to the team). The filter links are plain addresses, so they work without script.
 */
export function chooseCountry(
  content: PageContent,
  value: string | null,
  path: string,
  notice?: (missing: { code?: CountryCode; value: string }) => ProjectsNotice,
): { content: PageContent; country?: string; choice: CountryChoice } {
  const choice = normalizeCountry(value);
  const country = choice.kind === "country" ? choice.slug : undefined;
  const sections = content.sections.map((section) => {
    if (section.type !== "projects" || !section.filter) return section;
    return {
      ...section,
      items: choice.kind === "all" ? section.items : section.items.filter((item) => item.country === country),
      ...(choice.kind === "none" && notice ? { notice: notice({ code: choice.code, value: choice.value }) } : {}),
      filter: {
        ...section.filter,
        options: section.filter.options.map((option) => ({
          ...option,
          href: option.country ? `${path}?country=${option.country}` : path,
          current: choice.kind === "none" ? false : option.country === (country ?? null),
        })),
      },
    };
  });
  return { content: { ...content, sections }, country, choice };
}
