// Renders one page of a PDF to a PNG, to look at a generated document as a reader sees it.
// Usage: node scripts/pdf-page.mjs <file.pdf> <page> <out.png>
// pdf.js draws the page on a canvas in headless Chromium; the files are served by page routes.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";
import { launchOptions } from "../tests/browser.mjs";

const [file, pageArg = "1", out] = process.argv.slice(2);
if (!file || !out) throw new Error("Usage: node scripts/pdf-page.mjs <file.pdf> <page> <out.png>");
const require = createRequire(import.meta.url);
const served = {
  "/pdf.mjs": require.resolve("pdfjs-dist/build/pdf.mjs"),
  "/pdf.worker.mjs": require.resolve("pdfjs-dist/build/pdf.worker.mjs"),
  "/document.pdf": file,
};
const origin = "http://pdf.local";

const browser = await chromium.launch(launchOptions());
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  await page.route(`${origin}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === "/") return route.fulfill({ contentType: "text/html", body: "<!doctype html><body style=margin:0><canvas></canvas>" });
    const source = served[path];
    if (!source) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: path.endsWith(".pdf") ? "application/pdf" : "text/javascript", body: readFileSync(source) });
  });
  await page.goto(`${origin}/`);
  const size = await page.evaluate(
    async ({ number }) => {
      const pdfjs = await import("/pdf.mjs");
      pdfjs.GlobalWorkerOptions.workerSrc = "/pdf.worker.mjs";
      const doc = await pdfjs.getDocument({ url: "/document.pdf" }).promise;
      const pdfPage = await doc.getPage(number);
      const viewport = pdfPage.getViewport({ scale: 2 });
      const canvas = document.querySelector("canvas");
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      await pdfPage.render({ canvas, canvasContext: canvas.getContext("2d"), viewport, annotationMode: pdfjs.AnnotationMode.ENABLE })
        .promise;
      return { width: viewport.width, height: viewport.height, pages: doc.numPages };
    },
    { number: Number(pageArg) },
  );
  await page.setViewportSize({ width: Math.ceil(size.width), height: Math.ceil(size.height) });
  await page.locator("canvas").screenshot({ path: out });
  console.log(`${out} (page ${pageArg} of ${size.pages})`);
} finally {
  await browser.close();
}
