import { PAGE_KEYS, pageEntry, type PageKey } from "../site/route-table";

/**
 * A page is in two places: its entry in the route table (key, four paths, a form or what its head
 * publishes) and its folder, app/content/<page key>/. The folder holds the page's words files,
 * which begin with its names; a page has a body exactly when its folder has a page.ts.
 */

/**
 * How a page renders:
 * - "content": a body from its folder (the structure in page.ts, the words per language),
 * - "form": one of the lead forms, named in its route-table entry,
 * - "child-links": its heading and introduction with links to the pages beneath it, for a page
 *   whose body is still to be written.
 */
export type Template = "content" | "form" | "child-links";

/** The page keys of the folders holding a given file: "./aec/facade-survey/page.ts" → "aec/facade-survey". */
function foldersWith(files: Record<string, unknown>, name: string): string[] {
  return Object.keys(files).map((file) => file.slice("./".length, -`/${name}`.length));
}

/** The folders' disagreements with the route table, in words: a folder no page owns, a page with no folder. */
export function folderFaults(folders: { withBody: readonly string[]; withWords: readonly string[] }, keys: readonly string[]): string[] {
  const known = new Set(keys);
  const named = new Set(folders.withWords);
  return [
    ...folders.withBody
      .filter((folder) => !known.has(folder))
      .map((folder) => `app/content/${folder}/page.ts: no page "${folder}" in the route table`),
    ...folders.withWords
      .filter((folder) => !known.has(folder))
      .map((folder) => `app/content/${folder}/: no page "${folder}" in the route table`),
    ...keys.filter((key) => !named.has(key)).map((key) => `page "${key}": no words in app/content/${key}/ (its names)`),
  ];
}

/** The folders of app/content that hold a page.ts, and those that hold words (the entities' words aside). */
export const PAGE_FOLDERS = {
  withBody: foldersWith(import.meta.glob("./**/page.ts"), "page.ts"),
  withWords: foldersWith(import.meta.glob("./**/en.ts"), "en.ts").filter((folder) => folder !== "entities"),
};

const faults = folderFaults(PAGE_FOLDERS, PAGE_KEYS);
if (faults.length > 0) throw new Error(`The page folders and the route table disagree:\n${faults.join("\n")}`);

/** The pages with a body, in route-table order. */
export const PAGES_WITH_BODY: readonly PageKey[] = PAGE_KEYS.filter((key) => PAGE_FOLDERS.withBody.includes(key));

export function templateOf(key: PageKey): Template {
  if (pageEntry(key).form) return "form";
  return PAGES_WITH_BODY.includes(key) ? "content" : "child-links";
}
