import type { Route } from "./+types/content";
import { catalogueFor } from "~/i18n/catalogues.server";
import { loadContent } from "~/content/content.server";
import { chooseCountry } from "~/content/project-filter";
import { localizedPath } from "~/i18n/paths";
import { COUNTRIES, type CountryCode } from "~/site/countries";
import { loadPage } from "~/templates/page-data.server";
import { pageHead } from "~/templates/page-head";
import { contentJsonLd } from "~/templates/content-jsonld";
import { ContentPage } from "~/templates/ContentPage";

export async function loader({ url }: Route.LoaderArgs) {
  let page = loadPage(url);
  let content = await loadContent(page.key, page.lang);
  let query = "";
  // The projects index names the country it is filtered by, in its heading, title and addresses.
  if (page.key === "projects") {
    const words = catalogueFor(page.lang).content;
    const notice = ({ code, value }: { code?: CountryCode; value: string }) => ({
      text: code
        ? words.noProjectsFrom.replace("{{country}}", COUNTRIES[code][page.lang])
        : words.noProjectsMatch.replace("{{value}}", value),
      link: { label: words.talkToTeam, to: "talk-to-an-expert" as const },
    });
    const chosen = chooseCountry(content, url.searchParams.get("country"), localizedPath("projects", page.lang), notice);
    content = chosen.content;
    if (chosen.country) {
      const headings: Readonly<Record<string, string | undefined>> = words.projectsIn;
      const leads: Readonly<Record<string, string | undefined>> = words.projectsLead;
      const heading = headings[chosen.country] ?? page.text.h1;
      page = { ...page, text: { ...page.text, h1: heading, title: heading } };
      // The generic lead names every sector on the list; a country's list gets a lead about that country.
      content = { ...content, hero: { ...content.hero, lead: leads[chosen.country] ?? content.hero.lead } };
      query = `?country=${chosen.country}`;
    }
  }
  const jsonLd = contentJsonLd(
    { key: page.key, lang: page.lang, name: page.text.h1, description: page.text.description, labels: catalogueFor(page.lang).pages },
    content,
  );
  return { ...page, content, jsonLd, query };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageHead(loaderData, loaderData.jsonLd, { query: loaderData.query }) : [];

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} content={loaderData.content} />;
}
