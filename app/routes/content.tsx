import type { Route } from "./+types/content";
import { contentAt } from "~/content/content.server";
import { pageNamesFor } from "~/content/page-names.server";
import { loadPage } from "~/templates/page-data.server";
import { pageHead } from "~/templates/page-head";
import { contentJsonLd } from "~/templates/content-jsonld";
import { ContentPage } from "~/templates/ContentPage";

export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const { content, names, query } = await contentAt(url, page.key, page.lang, page.text);
  const jsonLd = contentJsonLd(
    { key: page.key, lang: page.lang, name: names.h1, description: names.description, labels: pageNamesFor(page.lang) },
    content,
  );
  return { ...page, text: names, content, jsonLd, query };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageHead(loaderData, loaderData.jsonLd, { query: loaderData.query }) : [];

export default function Content({ loaderData }: Route.ComponentProps) {
  return <ContentPage page={loaderData} content={loaderData.content} />;
}
