import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { alternatePaths, langOfPath, localizedPath, resolveLegacyPath, resolveUnprefixedPath } from "~/i18n/paths";
import { noIndexMeta } from "~/seo/meta";
import { LanguageRedirect } from "~/components/layout/LanguageRedirect";
import { NotFound } from "~/components/layout/NotFound";
import { absoluteUrl } from "~/site/site-url";
import { closePages } from "~/site/close-pages.server";
import type { PageKey } from "~/site/route-table";

/**
 * Every address that is not a page: an old address (permanent redirect), an
 * unprefixed page address (sent on to the visitor's language), or not found (404), with the
 * pages whose addresses are close to it.
 */
export function loader({ url }: Route.LoaderArgs) {
  const legacy = resolveLegacyPath(url.pathname);
  if (legacy) throw redirect(localizedPath(legacy.key, legacy.lang) + url.search, 301);
  const key = langOfPath(url.pathname) ? undefined : resolveUnprefixedPath(url.pathname);
  if (key) return { languageRedirect: alternatePaths(key) };
  throw data({ suggestions: closePages(url.pathname) }, { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (loaderData) {
    return [...noIndexMeta("Pontos 3D"), { tagName: "link", rel: "canonical", href: absoluteUrl(loaderData.languageRedirect.en) }];
  }
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    { messages: { common: { notFoundTitle: string; notFoundText: string } } } | undefined;
  return noIndexMeta(root?.messages.common.notFoundTitle ?? "Page Not Found", root?.messages.common.notFoundText);
};

export default function CatchAll({ loaderData }: Route.ComponentProps) {
  return <LanguageRedirect targets={loaderData.languageRedirect} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const found = isRouteErrorResponse(error) ? (error.data as { suggestions?: PageKey[] } | null) : null;
  return <NotFound suggestions={found?.suggestions} />;
}
