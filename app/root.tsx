import type { ShouldRevalidateFunctionArgs } from "react-router";
import { isRouteErrorResponse, Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import fontUrl from "./fonts/inter-tight-latin.woff2?url";
import fontTrHuUrl from "./fonts/inter-tight-tr-hu.woff2?url";
import stylesUrl from "./app.css?url";
import { uiMessages } from "./i18n/ui-messages.server";
import { LanguageProvider } from "./i18n/language-context";
import { DEFAULT_LANG } from "./i18n/languages";
import { langOfPath } from "./i18n/paths";
import { SiteShell } from "./components/layout/SiteShell";
import { isLanguageRedirect } from "./components/layout/LanguageRedirect";
import { NotFound } from "./components/layout/NotFound";

/** The language comes from the URL's first segment; addresses without one are shown in English. */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langOfPath(url.pathname) ?? DEFAULT_LANG;
  return { lang, messages: uiMessages(lang) };
}

/** The UI texts depend only on the language: keep them across navigations within one language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return langOfPath(currentUrl.pathname) !== langOfPath(nextUrl.pathname);
}

export const links: Route.LinksFunction = () => [
  { rel: "preload", href: fontUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // 4 kB: ğ ı İ ş ő ű appear on every page (the Istanbul address), so it must arrive with the Latin file.
  { rel: "preload", href: fontTrHuUrl, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const matches = useMatches();
  const redirect = matches.find((match) => isLanguageRedirect(match.loaderData));
  return (
    <html lang={data?.lang ?? DEFAULT_LANG} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#060a13" />
        {redirect && isLanguageRedirect(redirect.loaderData) && (
          <noscript>
            <meta httpEquiv="refresh" content={`0; url=${redirect.loaderData.languageRedirect.en}`} />
          </noscript>
        )}
        {/* precedence lets React place the stylesheet ahead of the script preloads */}
        <link rel="stylesheet" href={stylesUrl} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* No page runs the router in the browser: entry.server adds the one client entry, which
            enhances the page and hydrates a form page's form (docs/decisions/010, 021). */}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const isRedirect = useMatches().some((match) => isLanguageRedirect(match.loaderData));
  return (
    <LanguageProvider lang={loaderData.lang} messages={loaderData.messages}>
      {isRedirect ? (
        <Outlet />
      ) : (
        <SiteShell>
          <Outlet />
        </SiteShell>
      )}
    </LanguageProvider>
  );
}

/**
 * Only reached if the root itself fails, or a route without a boundary of its own does. A page
 * that is not there (404) is the designed not-found page in the site's frame, never "try again",
 * which cannot help. The words are the visitor's language when the root's data arrived, English otherwise.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("root");
  if (data && isRouteErrorResponse(error) && error.status === 404) {
    return (
      <LanguageProvider lang={data.lang} messages={data.messages}>
        <title>{`${data.messages.common.notFoundTitle} | Pontos 3D`}</title>
        <meta name="robots" content="noindex" />
        <SiteShell>
          <NotFound />
        </SiteShell>
      </LanguageProvider>
    );
  }
  const common = data?.messages.common;
  return (
    <main id="main" className="container-page py-24">
      <h1 className="text-h1 font-semibold">{common?.errorTitle ?? "Something went wrong"}</h1>
      <p className="mt-4 text-lead text-ink-600">{common?.errorText ?? "The page could not be shown. Please try again in a moment."}</p>
      <a href={`/${data?.lang ?? DEFAULT_LANG}`} className="btn-ink mt-8">
        {common?.goHome ?? "Go to Homepage"}
      </a>
    </main>
  );
}
