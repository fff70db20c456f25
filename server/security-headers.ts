import type { ServerResponse } from "node:http";
import { BASE_CSP } from "../app/security/csp.ts";

/** Headers sent with every response. No third-party origin is allowed anywhere. */
export const SECURITY_HEADERS: Record<string, string> = {
  // A page with inline scripts gets its own policy, with their hashes (app/security/csp.ts).
  "Content-Security-Policy": BASE_CSP,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
  // Nothing of the site is meant to be embedded by another site (images, scripts, form answers).
  "Cross-Origin-Resource-Policy": "same-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
};

/** The rules file every page points to (Speculation-Rules header): links are prerendered on intent. */
export const SPECULATION_RULES = "speculation-rules.json";

/**
 * Headers every answer carries: the security headers, and where the speculation rules are (same-site
 * links are prerendered on intent, so navigation stays instant without a client router).
 */
export const ANSWER_HEADERS: Record<string, string> = { ...SECURITY_HEADERS, "Speculation-Rules": `"/${SPECULATION_RULES}"` };

/** Two years, subdomains too: once a browser has seen the site over TLS, it never asks over http again. */
export const HSTS = "max-age=63072000; includeSubDomains";

/** Sets the headers every answer carries; HSTS only on one that travelled over TLS (a browser ignores it over http anyway). */
export function setAnswerHeaders(res: ServerResponse, { https }: { https: boolean }) {
  for (const [name, value] of Object.entries(ANSWER_HEADERS)) res.setHeader(name, value);
  if (https) res.setHeader("Strict-Transport-Security", HSTS);
}
