// The JavaScript a page loads, measured in Chromium against a running server: files, bytes on
// the wire (brotli from our server) and gzip size of each file, for comparison with other sites.
// Usage: node scripts/measure-js.mjs [path ...]   (BASE_URL, default http://127.0.0.1:3000)
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { launchOptions } from "../tests/browser.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/en", "/de/leistungen/architektur-und-planung/fassadenaufmass"];
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;

const browser = await chromium.launch(launchOptions());
for (const pagePath of pages) {
  const page = await browser.newPage();
  const scripts = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const url = new URL(response.url());
    const sizes = await response
      .request()
      .sizes()
      .catch(() => undefined);
    scripts.set(url.pathname, sizes?.responseBodySize ?? 0);
  });
  await page.goto(base + pagePath);
  // Every page is enhanced; form pages are hydrated first.
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  let wire = 0;
  let gzip = 0;
  for (const [file, bytes] of scripts) {
    wire += bytes;
    gzip += gzipSync(readFileSync(path.join("build/client", file)), { level: 9 }).length;
  }
  const kind = (await page.locator("html[data-hydrated]").count()) > 0 ? "form page, hydrated" : "content page";
  console.log(`${pagePath} (${kind}): ${scripts.size} scripts, ${kb(wire)} brotli on the wire, ${kb(gzip)} gzip`);
  await page.close();
}
await browser.close();
