import type { Route } from "./+types/language-redirect";
import { alternatePaths } from "~/i18n/paths";
import { noIndexMeta } from "~/seo/meta";
import { LanguageRedirect } from "~/components/layout/LanguageRedirect";
import { absoluteUrl } from "~/site/site-url";

/** "/": sends the visitor to the home page in their language. */
export function loader() {
  return { languageRedirect: alternatePaths("home") };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...noIndexMeta("Pontos 3D"),
  { tagName: "link", rel: "canonical", href: absoluteUrl(loaderData.languageRedirect.en) },
];

export default function LanguageRoot({ loaderData }: Route.ComponentProps) {
  return <LanguageRedirect targets={loaderData.languageRedirect} />;
}
