import type { Lang } from "~/i18n/languages";
import { bindUnits } from "~/i18n/translate";
import type { PageKey } from "~/site/route-table";
import type { PageContent } from "./types";

/** Every content file, found by its place: app/content/<page key>/<lang>.ts. Server only. */
const FILES = import.meta.glob<{ default: PageContent }>(["./**/en.ts", "./**/tr.ts", "./**/hu.ts", "./**/de.ts"]);

function fileOf(key: PageKey, lang: Lang): string {
  return `./${key}/${lang}.ts`;
}

/** The page keys with content, for the test that keeps the route table and the content in step. */
export function pagesWithContent(): Set<string> {
  return new Set(Object.keys(FILES).map((file) => file.replace(/^\.\//, "").replace(/\/[a-z]{2}\.ts$/, "")));
}

/** Keep numbers with their units and ranges together in every text of the content. */
function bindAll<T>(value: T): T {
  if (typeof value === "string") return bindUnits(value) as T;
  if (Array.isArray(value)) return value.map(bindAll) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bindAll(v)])) as T;
  }
  return value;
}

/** The content of a page in a language, falling back to English if that language's file is missing. */
export async function loadContent(key: PageKey, lang: Lang): Promise<PageContent> {
  const load = FILES[fileOf(key, lang)] ?? FILES[fileOf(key, "en")];
  if (!load) throw new Error(`No content for page "${key}".`);
  return bindAll((await load()).default);
}
