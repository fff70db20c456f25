// Screenshots of pages at 390 px and 1440 px wide, for looking at what was built.
// Usage: node scripts/screenshot.mjs <out-dir> <path> [<path> ...]   (BASE_URL, default http://127.0.0.1:3000)
// A path may end with "#mega" (open the services mega-menu) or "#menu" (open the mobile menu).
import { chromium } from "playwright-core";
import { launchOptions } from "../tests/browser.mjs";

const [outDir, ...paths] = process.argv.slice(2);
const base = process.env.BASE_URL ?? "http://127.0.0.1:3000";
const browser = await chromium.launch(launchOptions());
for (const width of [390, 1440]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  const page = await context.newPage();
  for (const entry of paths) {
    const [path, action] = entry.split("#");
    if ((action === "mega" && width < 1280) || (action === "menu" && width >= 1280)) continue;
    await page.goto(base + path, { waitUntil: "networkidle" });
    if (action === "mega") {
      await page.locator("[data-menu-item=services] > a").hover();
      await page.waitForTimeout(300);
    }
    if (action === "menu") {
      await page.locator("button[aria-controls=mobile-menu]").click();
      await page.locator("#mobile-menu details").first().locator("summary").click();
      await page.waitForTimeout(300);
    }
    const name = `${path.replace(/\W+/g, "_") || "root"}${action ? "-" + action : ""}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: !action });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
