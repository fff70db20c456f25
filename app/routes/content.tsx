import type { Route } from "./+types/content";
import { catalogueFor } from "~/i18n/catalogues.server";
import { loadContent } from "~/content/content.server";
import { loadPage } from "~/templates/page-data.server";
import { pageHead } from "~/templates/page-head";
import { contentJsonLd } from "~/templates/content-jsonld";
import { ContentPage } from "~/templates/ContentPage";

export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const content = await loadContent(page.key, page.lang);
  const jsonLd = contentJsonLd(
    { key: page.key, lang: page.lang, name: page.text.h1, description: page.text.description, labels: catalogueFor(page.lang).pages },
    content,
  );
  return { ...page, content, jsonLd };
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData, loaderData.jsonLd) : []);

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} content={loaderData.content} />;
}
