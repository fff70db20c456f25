// Renders the brand images that must be PNG (Open Graph card, Apple touch icon) from HTML/SVG
// in headless Chromium. Run after changing the brand: node scripts/render-brand-images.mjs
import { readFileSync } from "node:fs";
import { chromium } from "playwright-core";
import { launchOptions } from "../tests/browser.mjs";

const mark = readFileSync("public/favicon.svg", "utf8");
const font = "font-family: 'Inter Tight', 'Inter', Arial, sans-serif;";

const ogCard = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;position:relative;overflow:hidden;background:#060a13;${font}color:#fff">
  <div style="position:absolute;inset:0;background-image:radial-gradient(circle at 1px 1px, rgba(205,245,66,.28) 1.2px, transparent 1.6px),linear-gradient(to right, rgba(255,255,255,.05) 1px, transparent 1px),linear-gradient(to bottom, rgba(255,255,255,.05) 1px, transparent 1px);background-size:24px 24px,96px 96px,96px 96px;-webkit-mask-image:radial-gradient(ellipse 70% 90% at 85% 40%, #000 20%, transparent 75%)"></div>
  <div style="position:absolute;left:0;right:0;top:440px;height:2px;background:linear-gradient(90deg,transparent,rgba(205,245,66,.9) 40%,rgba(205,245,66,.1) 85%,transparent);box-shadow:0 0 24px 2px rgba(205,245,66,.45)"></div>
  <div style="position:absolute;left:80px;top:80px;display:flex;align-items:center;gap:20px">
    <div style="width:72px;height:72px">${mark.replace("<svg ", '<svg width="72" height="72" ')}</div>
    <div style="font-size:44px;font-weight:700;letter-spacing:-1px">Pontos <span style="color:#cdf542">3D</span></div>
  </div>
  <div style="position:absolute;left:80px;top:230px;font-size:64px;font-weight:650;line-height:1.08;letter-spacing:-2px;max-width:900px">3D laser scanning, Scan&nbsp;to&nbsp;BIM and surveying</div>
  <div style="position:absolute;left:80px;bottom:80px;font-size:28px;color:#b4bccc">Budapest · İstanbul — since 2007 — 100+ projects in 15+ countries</div>
</div></body></html>`;

const touchIcon = `<!doctype html><html><body style="margin:0"><div style="width:180px;height:180px">${mark
  .replace('rx="7"', 'rx="0"')
  .replace("<svg ", '<svg width="180" height="180" ')}</div></body></html>`;

const browser = await chromium.launch(launchOptions());
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(ogCard);
await page.screenshot({ path: "public/og-image.png" });
await page.setViewportSize({ width: 180, height: 180 });
await page.setContent(touchIcon);
await page.screenshot({ path: "public/apple-touch-icon.png" });
await browser.close();
console.log("wrote public/og-image.png and public/apple-touch-icon.png");
