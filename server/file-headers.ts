import path from "node:path";
import { contentSecurityPolicy } from "../app/security/csp.ts";
import { ANSWER_HEADERS, SPECULATION_RULES } from "./security-headers.ts";

/**
 * The headers a file of the client build is sent with. Node sends them (server/static-files.ts), and
 * the build writes them for nginx or a CDN (scripts/file-headers.ts): both from these functions.
 */

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".pdf": "application/pdf",
  ".dxf": "image/vnd.dxf",
  ".csv": "text/csv; charset=utf-8",
  ".bin": "application/octet-stream",
};

/** Files a compressed twin is written for at build time (scripts/postbuild.mjs). */
export const COMPRESSIBLE = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".xml",
  ".txt",
  ".svg",
  ".webmanifest",
  ".dxf",
  ".csv",
  ".bin",
  ".ply",
]);

/** Where the build puts the files whose names carry a hash of their content: cached for a year. */
const HASHED = "/assets/";

/**
 * The headers of one file that depend on the file: its type, how long it may be cached, that its
 * encoding depends on Accept-Encoding, and a page's Content Security Policy (its inline scripts'
 * hashes). `name` is the file's path under build/client ("/en/index.html"); `page` a page's text.
 */
export function fileHeaders(name: string, page?: string): Record<string, string> {
  const ext = path.posix.extname(name);
  const headers: Record<string, string> = {
    "Content-Type":
      path.posix.basename(name) === SPECULATION_RULES
        ? "application/speculationrules+json"
        : (CONTENT_TYPES[ext] ?? "application/octet-stream"),
    "Cache-Control": name.startsWith(HASHED) ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
  };
  if (COMPRESSIBLE.has(ext)) headers.Vary = "Accept-Encoding";
  if (ext === ".html") headers["Content-Security-Policy"] = contentSecurityPolicy(page ?? "");
  return headers;
}

/** Whether a file is a page, whose text its headers depend on. */
export const isPage = (name: string) => path.posix.extname(name) === ".html";

/**
 * Everything Node sends with a file of the build, but what depends on the connection (HSTS over
 * TLS, the encoding chosen, validators, length, date): the headers of every answer, then the file's.
 */
export function servedHeaders(name: string, page?: string): Record<string, string> {
  return { ...ANSWER_HEADERS, ...fileHeaders(name, page) };
}
