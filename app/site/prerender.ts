import { LANGUAGES } from "../i18n/languages";
import { ROUTE_TABLE } from "./route-table";
import { DOWNLOAD_FILES } from "../downloads/registry";
import { SAMPLE_FILES } from "../samples/files";

/**
 * Every address built to static HTML: every page in every language, the language-choosing root,
 * the unprefixed English addresses (which send the visitor to their language),
 * the sitemap, robots.txt, the files of the Downloads page and those of the samples page.
 *
 * The files come first: each is made by its own request, within the build's time limit per
 * address, and a page that states a file's size then finds it made (app/downloads/render.server.ts).
 */
export function prerenderPaths(): string[] {
  const pages = ROUTE_TABLE.flatMap((entry) => LANGUAGES.map((lang) => `/${lang}${entry.paths[lang]}`));
  const unprefixed = ROUTE_TABLE.map((entry) => entry.paths.en).filter(Boolean);
  return [
    ...DOWNLOAD_FILES.map((file) => file.path),
    ...Object.values(SAMPLE_FILES),
    "/",
    ...pages,
    ...unprefixed,
    "/sitemap.xml",
    "/robots.txt",
  ];
}
