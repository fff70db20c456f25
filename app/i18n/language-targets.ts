import { LANGUAGES, type Lang } from "./languages";
import { confirmationPath, localizedPath, resolveConfirmationPath, resolvePath } from "./paths";
import type { FormPageKey, PageKey } from "~/site/route-table";

/**
 * The query parameters a page keeps when the visitor switches language: the projects index's
 * country filter (`/en/projects?country=hungary` → `/de/projekte?country=hungary`). The filter's
 * words are the same in every language (app/content/project-filter.ts reads any of them), so the
 * value goes over as it is. Other queries (a form's preselection, anything else) are left behind.
 */
export const KEPT_QUERY: Partial<Record<PageKey, readonly string[]>> = { projects: ["country"] };

/** Where each language's link goes: the same page in that language with its kept query, or that language's home page. */
export function languageTargets(pathname: string, search: string): Record<Lang, string> {
  // A confirmation is the same in every language: its reference and call slot go over as they are.
  const confirmation = resolveConfirmationPath(pathname);
  if (confirmation) return confirmationTargets(confirmation.key, search);
  const page = resolvePath(pathname);
  const kept = new URLSearchParams();
  const params = new URLSearchParams(search);
  for (const name of (page && KEPT_QUERY[page.key]) ?? []) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.size > 0 ? `?${kept.toString()}` : "";
  return Object.fromEntries(
    LANGUAGES.map((lang) => [lang, page ? `${localizedPath(page.key, lang)}${query}` : localizedPath("home", lang)]),
  ) as Record<Lang, string>;
}

/** The query a confirmation reads: the reference and a call's slot (app/routes/confirmation.tsx). */
const CONFIRMATION_QUERY = ["ref", "day", "window", "zone"];

function confirmationTargets(key: FormPageKey, search: string): Record<Lang, string> {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of CONFIRMATION_QUERY) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, `${confirmationPath(key, lang)}?${kept.toString()}`])) as Record<Lang, string>;
}
