// Renders one page of a PDF to a PNG, to look at a generated document as a reader sees it.
// Usage: node scripts/pdf-page.mjs <file.pdf> <page> <out.png> [<x>,<y>,<width>,<height>]
// The optional last argument keeps a part of the page, as fractions of its width and height
// ("0,0,0.5,0.5" is the upper left quarter), to look at a large drawing's detail.
// pdf.js (pdfjs-dist, browser build) draws the page on a canvas in headless Chromium; the page is
// drawn at 2× so small print and thin lines can be judged.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname } from "node:path";
import { chromium } from "playwright-core";
import { launchOptions } from "../tests/browser.mjs";

const [file, pageArg = "1", out, part] = process.argv.slice(2);
if (!file || !out) {
  console.error("Usage: node scripts/pdf-page.mjs <file.pdf> <page> <out.png>");
  process.exit(2);
}
const require = createRequire(import.meta.url);
const pdfjsDir = dirname(require.resolve("pdfjs-dist/package.json"));
const origin = "http://pdf.local";

const browser = await chromium.launch(launchOptions());
const page = await browser.newPage({ deviceScaleFactor: 1 });
await page.route(`${origin}/**`, async (route) => {
  const path = new URL(route.request().url()).pathname;
  if (path === "/")
    return route.fulfill({ contentType: "text/html", body: "<!doctype html><body style='margin:0'><canvas id=c></canvas>" });
  if (path === "/document.pdf") return route.fulfill({ contentType: "application/pdf", body: await readFile(file) });
  return route.fulfill({ contentType: "text/javascript", body: await readFile(`${pdfjsDir}/build${path}`) });
});
await page.goto(`${origin}/`);
const size = await page.evaluate(async (number) => {
  const pdfjs = await import("/pdf.mjs");
  pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
  const pdf = await pdfjs.getDocument({ url: "/document.pdf" }).promise;
  const pdfPage = await pdf.getPage(number);
  const viewport = pdfPage.getViewport({ scale: 2 });
  const canvas = document.getElementById("c");
  canvas.width = viewport.width;
  canvas.height = viewport.height;
  await pdfPage.render({ canvas, canvasContext: canvas.getContext("2d"), viewport }).promise;
  return { width: viewport.width, height: viewport.height, pages: pdf.numPages };
}, Number(pageArg));
await page.setViewportSize({ width: Math.ceil(size.width), height: Math.ceil(size.height) });
const [x, y, width, height] = (part ?? "0,0,1,1").split(",").map(Number);
await page.screenshot({
  path: out,
  clip: { x: x * size.width, y: y * size.height, width: width * size.width, height: height * size.height },
});
console.log(`${out} (page ${pageArg} of ${size.pages})`);
await browser.close();
