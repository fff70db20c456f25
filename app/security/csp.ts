import { createHash } from "node:crypto";

/**
 * The Content Security Policy of the site. Scripts come from the site's own origin only, and no
 * page needs 'unsafe-inline' for scripts. An inline script (React Router's bootstrap on a form
 * page, the language redirect on the bare address) runs because the server wrote it:
 * - in an answer rendered on request, which may repeat what a visitor sent, it carries that
 *   answer's random nonce, so a script that finds its way into the HTML by any other road does not run;
 * - in a page pre-rendered at build time, which holds no visitor's data, it is allowed by the hash
 *   of its exact text.
 * JSON-LD blocks are data, not scripts, and need nothing.
 */
const DIRECTIVES = [
  "default-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
];

/** The policy of a page (or any answer) without inline scripts. */
export const BASE_CSP = ["default-src 'self'", "script-src 'self'", ...DIRECTIVES.slice(1)].join("; ");

/** `<script …>text</script>` without a src: the text of each inline script a browser would run. */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, text] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/.test(attributes)) continue;
    const type = /\btype\s*=\s*"([^"]*)"/.exec(attributes)?.[1]?.toLowerCase();
    // Only these types run; a data block (application/ld+json) does not.
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    scripts.push(text);
  }
  return scripts;
}

/** The policy for a pre-rendered HTML page: its inline scripts allowed by their sha256 hashes, nothing else inline. */
export function contentSecurityPolicy(html: string): string {
  const hashes = [...new Set(inlineScripts(html).map((text) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`))];
  if (hashes.length === 0) return BASE_CSP;
  return BASE_CSP.replace("script-src 'self'", `script-src 'self' ${hashes.join(" ")}`);
}

/** The policy for an answer rendered on request: only the inline scripts that carry its nonce run. */
export function noncePolicy(nonce: string): string {
  return BASE_CSP.replace("script-src 'self'", `script-src 'self' 'nonce-${nonce}'`);
}
