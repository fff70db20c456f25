import type { Route } from "./+types/page";
import { loadPage } from "~/templates/page-data.server";
import { pageHead } from "~/templates/page-head";
import { BasicPage } from "~/templates/BasicPage";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage(url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData) : []);

export default function Page({ loaderData }: Route.ComponentProps) {
  return <BasicPage page={loaderData} />;
}
