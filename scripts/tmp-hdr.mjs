import { chromium } from "playwright-core";
import { launchOptions } from "../tests/browser.mjs";
const browser = await chromium.launch(launchOptions());
for (const block of [false, true]) {
  for (const lang of ["hu", "de", "en", "tr"]) {
  const page = await browser.newPage({ viewport: { width: 320, height: 844 } });
  if (block) await page.route(/\.woff2$/, (r) => r.abort());
  await page.goto(`http://127.0.0.1:3000/${lang}`);
  const r = await page.evaluate(() => {
    const bar = document.querySelector("header > div.relative");
    const links = [...bar.querySelectorAll("a")].filter((a) => a.offsetParent);
    const buttons = [...bar.querySelectorAll("button")].filter((b) => b.offsetParent);
    const box = (e) => { const b = e.getBoundingClientRect(); return [Math.round(b.x), Math.round(b.right), Math.round(b.height)]; };
    return { fonts: [...document.fonts].filter((f) => f.status === "loaded").length, logo: box(links[0]), quote: links.filter(a=>a.textContent.trim().length<12).map(a=>[a.textContent.trim(), box(a)]), menu: box(buttons.at(-1)), sw: document.documentElement.scrollWidth };
  });
  console.log(block ? "fallback" : "font", lang, JSON.stringify(r));
  await page.close();
  }
}
await browser.close();
