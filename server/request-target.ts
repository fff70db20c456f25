import path from "node:path";
import { DEFAULT_LANG, isLang, type Lang } from "../app/i18n/languages.ts";

export type Target =
  /** A path that may name a page or a file: `pathname` decoded, `rawPath` as sent, `query` with its "?". */
  | { kind: "page"; pathname: string; rawPath: string; query: string }
  /** "/x/" → "/x": always a path on this site. */
  | { kind: "redirect"; location: string }
  /** No page can have this address: the not-found page in the address's language. */
  | { kind: "not-found"; lang: Lang };

/**
 * Never in a page's address. A backslash is a slash to browsers ("/\host" is another site) and
 * React Router's catch-all route does not match line breaks, so such a path would reach no route
 * and end in the generic error page instead of the 404.
 */
const NEVER_IN_A_PAGE = /[\p{Cc}\u2028\u2029\\]/u;
const SELF = "http://self.invalid";

/** The language of an address (its first segment), for answers made before React Router sees it. */
export function langOf(rawPath: string): Lang {
  const first = rawPath.split(/[/?#]/)[1] ?? "";
  return isLang(first) ? first : DEFAULT_LANG;
}

/** What a request line's target asks for. */
export function readTarget(rawUrl: string): Target {
  const queryAt = rawUrl.indexOf("?");
  const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? "" : rawUrl.slice(queryAt);
  const notFound: Target = { kind: "not-found", lang: langOf(rawPath) };
  if (!rawPath.startsWith("/")) return notFound;

  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return notFound;
  }
  if (NEVER_IN_A_PAGE.test(pathname)) return notFound;
  // An encoded slash is no page's address: served as the page it decodes to, it would slip past
  // every rule a proxy or firewall writes for that page's path.
  if (/%2f/i.test(rawPath)) return notFound;
  // React Router routes on the URL's pathname, which must be the path the request line names:
  // the URL parser would resolve "/x/../en/contact" or "/x/%2e%2e/en/contact" to another page.
  if (new URL(SELF + rawPath).pathname !== rawPath) return notFound;
  // React Router's data address of a page: no page runs its client router (docs/decisions/021).
  if (pathname.endsWith(".data")) return notFound;

  // One slash at the front (never a protocol-relative "//host"), none at the end.
  if (rawPath.length > 1 && (rawPath.endsWith("/") || rawPath.startsWith("//"))) {
    const location = `/${rawPath.replace(/^\/+|\/+$/g, "")}${query}`;
    return new URL(location, SELF).origin === SELF ? { kind: "redirect", location } : notFound;
  }
  return { kind: "page", pathname, rawPath, query };
}

/**
 * The address in lowercase, when the path has a capital letter: "/DE/Kontakt" → "/de/kontakt".
 * Only ASCII letters are lowered, never a percent escape ("%C3%A9" stays as sent); every page's
 * address is lowercase, so a capital comes from print, a signature or a phone's keyboard.
 * `undefined` when there is no capital, or when the lowercase form would not be a path on this site.
 */
export function lowercasePath(rawPath: string): string | undefined {
  if (!/[A-Z]/.test(rawPath.replace(/%[0-9A-Fa-f]{2}/g, ""))) return undefined;
  const lower = rawPath.replace(/%[0-9A-Fa-f]{2}|[A-Z]+/g, (part) => (part.startsWith("%") ? part : part.toLowerCase()));
  if (!lower.startsWith("/") || lower.startsWith("//")) return undefined;
  return new URL(lower, SELF).origin === SELF && new URL(SELF + lower).pathname === lower ? lower : undefined;
}

/**
 * The query parameters some page reads: a form's preselected topic (routes/form.tsx) and the
 * projects' country filter (routes/content.tsx). Any other query changes nothing on a page.
 */
const PAGE_PARAMETERS = ["topic", "type", "country"];

/** Whether a page's answer depends on this query, so the server renders it instead of serving the pre-rendered file. */
export function readsQuery(pathname: string, query: string): boolean {
  if (query === "" || path.posix.extname(pathname) !== "") return query !== "";
  return [...new URLSearchParams(query).keys()].some((name) => PAGE_PARAMETERS.includes(name));
}
