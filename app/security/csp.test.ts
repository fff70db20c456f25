import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { BASE_CSP, contentSecurityPolicy, inlineScripts } from "./csp";

const hash = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptSrc = (policy: string) => policy.split("; ").find((d) => d.startsWith("script-src"));

describe("the Content Security Policy", () => {
  it("allows scripts from the site only, and no inline script, where a page has none", () => {
    const html = `<html><body><script type="application/ld+json">{"@type":"Organization"}</script><script type="module" src="/assets/entry.client-x.js"></script></body></html>`;
    expect(inlineScripts(html)).toEqual([]);
    expect(contentSecurityPolicy(html)).toBe(BASE_CSP);
    expect(scriptSrc(BASE_CSP)).toBe("script-src 'self'");
  });

  it("allows each inline script a page has by its hash, and nothing else inline", () => {
    const context = `window.__reactRouterContext = {"a":1};`;
    const bootstrap = `import("/assets/root.js");`;
    const html = `<head><script>${context}</script></head><body><script type="module" async="">${bootstrap}</script><script type="application/ld+json">{}</script></body>`;
    expect(inlineScripts(html)).toEqual([context, bootstrap]);
    expect(scriptSrc(contentSecurityPolicy(html))).toBe(`script-src 'self' ${hash(context)} ${hash(bootstrap)}`);
    expect(contentSecurityPolicy(html)).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
