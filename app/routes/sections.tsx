import type { Route } from "./+types/sections";
import { catalogueFor } from "~/i18n/catalogues.server";
import { loadContent } from "~/content/content.server";
import { loadPage } from "~/templates/page-data.server";
import { pageHead } from "~/templates/page-head";
import { sectionPageJsonLd } from "~/templates/section-page-jsonld";
import { SectionPage } from "~/templates/SectionPage";

export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const content = await loadContent(page.key, page.lang);
  const jsonLd = sectionPageJsonLd(
    { key: page.key, lang: page.lang, name: page.text.h1, description: page.text.description, labels: catalogueFor(page.lang).pages },
    content,
  );
  return { ...page, content, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData, loaderData.jsonLd) : []);

export default function Sections({ loaderData }: Route.ComponentProps) {
  return <SectionPage page={loaderData} content={loaderData.content} />;
}
