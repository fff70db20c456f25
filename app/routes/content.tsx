import type { Route } from "./+types/content";
import { catalogueFor } from "~/i18n/catalogues.server";
import { loadContent } from "~/content/content.server";
import { chooseCountry } from "~/content/project-filter";
import { localizedPath } from "~/i18n/paths";
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
    const chosen = chooseCountry(content, url.searchParams.get("country"), localizedPath("projects", page.lang));
    content = chosen.content;
    if (chosen.country) {
      const headings: Readonly<Record<string, string | undefined>> = catalogueFor(page.lang).content.projectsIn;
      const heading = headings[chosen.country] ?? page.text.h1;
      page = { ...page, text: { ...page.text, h1: heading, title: heading } };
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
