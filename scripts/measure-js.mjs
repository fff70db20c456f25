// The JavaScript a page loads, measured in Chromium against a running server: files, bytes on
// the wire (brotli from our server) and gzip size of each file, for comparison with other sites.
// A form page is measured twice: as it loads, and once its form's island has hydrated (which it
// does when the visitor starts to use the form, docs/decisions/021). `--files` lists each file.
// Usage: node scripts/measure-js.mjs [--files] [path ...]   (BASE_URL, default http://127.0.0.1:3000)
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { launchOptions } from "../tests/browser.mjs";

const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const args = process.argv.slice(2);
const listFiles = args.includes("--files");
const paths = args.filter((arg) => arg !== "--files");
const pages = paths.length ? paths : ["/en", "/de/leistungen/architektur-und-planung/fassadenaufmass"];
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
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  const form = page.locator("[data-form-island] form");
  if ((await form.count()) === 0) {
    console.log(`${pagePath} (content page): ${summary(scripts)}`);
  } else {
    const onLoad = new Map(scripts);
    await form.dispatchEvent("pointerover");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    await page.waitForLoadState("networkidle");
    console.log(`${pagePath} (form page): as it loads ${summary(onLoad)}; with its form hydrated ${summary(scripts)}`);
  }
  if (listFiles) {
    for (const [file, bytes] of [...scripts].sort((a, b) => b[1] - a[1])) console.log(`  ${kb(bytes).padStart(9)}  ${file}`);
  }
  await page.close();
}
await browser.close();

/** Files, bytes on the wire and gzip size of a set of scripts. */
function summary(scripts) {
  let wire = 0;
  let gzip = 0;
  for (const [file, bytes] of scripts) {
    wire += bytes;
    gzip += gzipSync(readFileSync(path.join("build/client", file)), { level: 9 }).length;
  }
  return `${scripts.size} scripts, ${kb(wire)} brotli on the wire, ${kb(gzip)} gzip`;
}
