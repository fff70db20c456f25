import { LANGUAGES, isLang, type Lang } from "./languages.ts";
import { CONFIRMATION_PATHS, LEGACY_REDIRECTS, ROUTE_TABLE, pageEntry, type FormPageKey, type PageKey } from "../site/route-table.ts";

/** The one path builder: the address of a page in a language, with its prefix. */
export function localizedPath(key: PageKey, lang: Lang, hash?: string): string {
  const path = `/${lang}${pageEntry(key).paths[lang]}`;
  return hash ? `${path}#${hash}` : path;
}

/** The page in every language, for hreflang links and the language switcher. */
export function alternatePaths(key: PageKey): Record<Lang, string> {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, localizedPath(key, lang)])) as Record<Lang, string>;
}

/** The address of a form's confirmation in a language, without its query. */
export function confirmationPath(key: FormPageKey, lang: Lang): string {
  return `/${lang}${CONFIRMATION_PATHS[key][lang]}`;
}

export interface ResolvedPage {
  key: PageKey;
  lang: Lang;
}

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

const BY_PATH = new Map<string, ResolvedPage>();
for (const entry of ROUTE_TABLE) {
  for (const lang of LANGUAGES) BY_PATH.set(localizedPath(entry.key, lang), { key: entry.key, lang });
}

const ENGLISH_UNPREFIXED = new Map<string, PageKey>(ROUTE_TABLE.map((entry) => [entry.paths.en || "/", entry.key]));

const LEGACY = new Map<string, ResolvedPage>();
for (const legacy of LEGACY_REDIRECTS) {
  for (const lang of LANGUAGES) {
    const target = { key: legacy.to, lang };
    for (const path of legacy.paths[lang]) LEGACY.set(`/${lang}${path}`, target);
  }
}

/** The page and language of a prefixed address, if it is one of the site's pages. */
export function resolvePath(pathname: string): ResolvedPage | undefined {
  return BY_PATH.get(normalise(pathname));
}

const CONFIRMATIONS = new Map<string, { key: FormPageKey; lang: Lang }>();
for (const key of Object.keys(CONFIRMATION_PATHS) as FormPageKey[]) {
  for (const lang of LANGUAGES) CONFIRMATIONS.set(confirmationPath(key, lang), { key, lang });
}

/** The form and language of a confirmation's address, if it is one. */
export function resolveConfirmationPath(pathname: string): { key: FormPageKey; lang: Lang } | undefined {
  return CONFIRMATIONS.get(normalise(pathname));
}

/** The page an old address now lives at (answered with a permanent redirect). */
export function resolveLegacyPath(pathname: string): ResolvedPage | undefined {
  return LEGACY.get(normalise(pathname));
}

/**
 * An address without a language prefix ("/", "/services/aec-solutions"): the page
 * it names, so the visitor can be sent to it in their language.
 */
export function resolveUnprefixedPath(pathname: string): PageKey | undefined {
  const path = normalise(pathname);
  const key = ENGLISH_UNPREFIXED.get(path);
  if (key) return key;
  for (const legacy of LEGACY_REDIRECTS) if (legacy.paths.en.includes(path)) return legacy.to;
  return undefined;
}

/** The language a URL's first segment names, if any. */
export function langOfPath(pathname: string): Lang | undefined {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : undefined;
}
