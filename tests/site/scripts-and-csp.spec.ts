import { readdirSync, readFileSync } from "node:fs";
import { waitForScripts } from "../e2e/hydrated";
import { createHash } from "node:crypto";
import { brotliCompressSync } from "node:zlib";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages";
import { resolvePath } from "../../app/i18n/paths";
import { ROUTE_TABLE } from "../../app/site/route-table";
import { htmlFileOf, sitemapPaths } from "./site-pages";

const pages = sitemapPaths();
/** The pages whose form React hydrates as an island: the form pages in each language (docs/decisions/021). */
const FORM_KEYS = new Set(ROUTE_TABLE.filter((entry) => entry.form).map((entry) => entry.key));
const isFormPage = (pagePath: string) => FORM_KEYS.has(resolvePath(pagePath)!.key);

/** Every inline script of a page, as a browser would run it (JSON-LD and the form's JSON props are data blocks, not scripts). */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="application\/(ld\+)?json"/.test(attributes))
    .map(([, , text]) => text);
}
const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
const scriptSrc = (csp: string | null) =>
  csp
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src")) ?? "";

test("no page carries the router's runtime or an inline script: every page loads the entry alone, form pages beside their form's props", () => {
  expect(pages.filter(isFormPage)).toHaveLength(FORM_KEYS.size * LANGUAGES.length);
  for (const pagePath of pages) {
    const html = readFileSync(htmlFileOf(pagePath), "utf8");
    // A nonce is for one answer; a file served to everyone is allowed its scripts by their hashes.
    expect(html, pagePath).not.toContain(" nonce=");
    expect(html, pagePath).not.toContain("window.__reactRouterContext");
    expect(inlineScripts(html), pagePath).toEqual([]);
    const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
    expect(sources, pagePath).toHaveLength(1);
    expect(sources[0], pagePath).toMatch(/^\/assets\/entry\.client-[\w-]+\.js$/);
    if (isFormPage(pagePath)) expect(html, pagePath).toContain('<script type="application/json" data-form-island-props="">');
    else expect(html, pagePath).not.toContain("data-form-island");
  }
});

test("no page's route data is built or served: no page runs the router that would ask for it", async ({ request }) => {
  const dataFiles = readdirSync("build/client", { recursive: true, encoding: "utf8" }).filter((file) => /\.data(\.br|\.gz)?$/.test(file));
  expect(dataFiles).toEqual([]);
  for (const address of ["/en.data", "/hu/ajanlatkeres.data", "/de/leistungen.data?_routes=root"]) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(404);
    expect(response.headers()["content-type"], address).toContain("text/html");
  }
});

test("every pre-rendered page is sent a script-src that allows exactly its inline scripts, never 'unsafe-inline'", async ({ request }) => {
  for (const pagePath of ["/", ...pages]) {
    const response = await request.get(pagePath, { maxRedirects: 0 });
    const html = await response.text();
    const policy = scriptSrc(response.headers()["content-security-policy"]);
    expect(policy, pagePath).not.toContain("unsafe-inline");
    const allowed = policy
      .split(/\s+/)
      .filter((token) => token.startsWith("'sha256-"))
      .sort();
    expect(allowed, pagePath).toEqual([...new Set(inlineScripts(html).map(sha256))].sort());
  }
});

/** A built script and the scripts it imports statically, by address. */
function withStaticImports(url: string, seen = new Set<string>()): Set<string> {
  if (seen.has(url)) return seen;
  seen.add(url);
  const code = readFileSync(path.resolve("build/client", `.${url}`), "utf8");
  for (const [, spec] of code.matchAll(/(?:^|[;}\n])\s*import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+)["']/g)) {
    withStaticImports(new URL(spec, `http://x${url}`).pathname, seen);
  }
  return seen;
}
const brotliBytes = (urls: Set<string>) =>
  [...urls].reduce((sum, url) => sum + brotliCompressSync(readFileSync(path.resolve("build/client", `.${url}`))).length, 0);
const entryOf = (pagePath: string) => readFileSync(htmlFileOf(pagePath), "utf8").match(/<script type="module" src="([^"]+)"/)![1];

test("a content page's JavaScript is at most 15 kB (brotli): the enhancement script and what it imports", () => {
  // The island's chunks are a dynamic import that only a form page's island starts.
  const scripts = withStaticImports(entryOf("/en"));
  expect(scripts.size).toBeGreaterThan(1);
  expect(brotliBytes(scripts)).toBeLessThanOrEqual(15 * 1024);
});

test("a form page's JavaScript, once its island has hydrated, is at most 100 kB (brotli)", () => {
  const entry = entryOf("/en/get-a-quote");
  const scripts = withStaticImports(entry);
  // The island's chunks, which the entry imports when the visitor starts to use the form.
  const code = readFileSync(path.resolve("build/client", `.${entry}`), "utf8");
  const island = [...code.matchAll(/"(assets\/[\w.-]+\.js)"/g)].map((m) => `/${m[1]}`);
  expect(island.some((url) => url.includes("island.client"))).toBe(true);
  for (const url of island) withStaticImports(url, scripts);
  expect(brotliBytes(scripts)).toBeLessThanOrEqual(100 * 1024);
});

/** Every CSP violation the page reports, from before its first script runs. */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI} ${event.sample}`),
    );
  });
  return violations;
}

test("the browser reports no CSP violation on a content page, a form page, the bare address and a rendered page", async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ["/en", "/de/angebot-anfordern", "/", "/hu/projektek?country=germany"]) {
    await page.goto(path);
    await waitForScripts(page);
  }
  expect(violations).toEqual([]);
});

test("a page rendered on request runs its own inline scripts by the answer's nonce, with no CSP violation", async ({ page }) => {
  const violations = await watchViolations(page);
  const nonces: string[] = [];
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto("/en/contact?topic=samples");
    const policy = scriptSrc(response!.headers()["content-security-policy"]);
    expect(policy).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='$/);
    nonces.push(policy);
    // The entry ran under the nonce policy: the form's island hydrated, with the topic from the address.
    await waitForScripts(page);
    await expect(page.locator('select[name="topic"]')).toHaveValue("samples");
  }
  expect(nonces[0]).not.toBe(nonces[1]);
  // The language redirect's inline script, rendered for an address with a query.
  await page.goto("/?from=test");
  await page.waitForURL(/\/en\?from=test$/);
  expect(violations).toEqual([]);
});
