import type { Route } from "./+types/contact";
import { loadPage } from "~/templates/page-data.server";
import { pageHead } from "~/templates/page-head";
import { ContactPage } from "~/templates/ContactPage";

export function loader({ url }: Route.LoaderArgs) {
  return loadPage(url);
}

export const meta: Route.MetaFunction = ({ loaderData }) => (loaderData ? pageHead(loaderData) : []);

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage page={loaderData} />;
}
