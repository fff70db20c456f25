import type { Route } from "./+types/child-links";
import { loadPage } from "~/templates/page-data.server";
import { pageHead } from "~/templates/page-head";
import { ChildLinksPage } from "~/templates/ChildLinksPage";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage(url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData) : []);

export default function ChildLinks({ loaderData }: Route.ComponentProps) {
  return <ChildLinksPage page={loaderData} />;
}
