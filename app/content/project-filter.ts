import { PROJECT_COUNTRIES } from "~/site/projects";
import type { PageContent } from "./types";

/**
 * The projects index as chosen by its address: `?country=germany` keeps that country's case
 * studies and marks its filter link as the current one; no value, or one that names no country
 * with projects, shows them all. The filter links are plain addresses, so they work without script.
 */
export function chooseCountry(content: PageContent, value: string | null, path: string): { content: PageContent; country?: string } {
  const country = value !== null && PROJECT_COUNTRIES.has(value) ? value : undefined;
  const sections = content.sections.map((section) => {
    if (section.type !== "projects" || !section.filter) return section;
    return {
      ...section,
      items: country ? section.items.filter((item) => item.country === country) : section.items,
      filter: {
        ...section.filter,
        options: section.filter.options.map((option) => ({
          ...option,
          href: option.country ? `${path}?country=${option.country}` : path,
          current: option.country === (country ?? null),
        })),
      },
    };
  });
  return { content: { ...content, sections }, country };
}
