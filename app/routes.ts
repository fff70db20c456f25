import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { LANGUAGES } from "./i18n/languages";
import { templateOf } from "./content/page-folders";
import { CONFIRMATION_PATHS, ROUTE_TABLE, type FormPageKey } from "./site/route-table";

/**
 * Generated from the route table: one route per page per language, all sharing their template's module
 * (a body when the page's folder has a page.ts, a form when its entry names one, else links to its children).
 * Matched case-sensitively: "/de/Kontakt" is no page (the server sends it to "/de/kontakt"), and
 * would otherwise reach a page's loader that knows no such address and show the bare error page.
 */
export default [
  index("routes/language-redirect.tsx", { id: "language-root" }),
  ...ROUTE_TABLE.flatMap((entry) =>
    LANGUAGES.map((lang) =>
      route(`/${lang}${entry.paths[lang]}`, `routes/${templateOf(entry.key)}.tsx`, { id: `${entry.key}:${lang}`, caseSensitive: true }),
    ),
  ),
  // A sent form's confirmation, rendered on request for the reference in its query.
  ...(Object.keys(CONFIRMATION_PATHS) as FormPageKey[]).flatMap((key) =>
    LANGUAGES.map((lang) =>
      route(`/${lang}${CONFIRMATION_PATHS[key][lang]}`, "routes/confirmation.tsx", {
        id: `${key}/confirmation:${lang}`,
        caseSensitive: true,
      }),
    ),
  ),
  route("downloads/:lang/:file", "routes/download.ts"),
  route("samples/:file", "routes/sample-file.ts"),
  route("api/uploads", "routes/api-uploads.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("*", "routes/catch-all.tsx"),
] satisfies RouteConfig;
