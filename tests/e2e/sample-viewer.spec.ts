import { brotliCompressSync } from "node:zlib";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { distanceBetween } from "../../app/samples/facade";
import { POINT_CLOUD_VIEWER as C } from "../../app/components/sections/point-cloud-viewer.contract";
import { AXE_TAGS } from "../site/site-pages";
import { waitForScripts } from "./hydrated";

const SAMPLES = "/en/resources/samples";
const metres = (distance: number, lang: string) =>
  `${new Intl.NumberFormat(lang, { minimumFractionDigits: 3, maximumFractionDigits: 3 }).format(distance)} m`;

// The language question's banner stays away: it would lie over the viewer where the pointer picks.
test.beforeEach(({ page }) => page.addInitScript(() => localStorage.setItem("cookie-consent", "declined")));

/** The scripts a page loads, by address, each with the size of its body brotli-compressed, as the server sends it. */
function watchScripts(page: Page): Map<string, Promise<number>> {
  const scripts = new Map<string, Promise<number>>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    scripts.set(
      new URL(response.url()).pathname,
      response.body().then((body) => brotliCompressSync(body).length),
    );
  });
  return scripts;
}

/** The share of the canvas's pixels that differ from its background: the points drawn. */
async function drawnShare(canvas: Locator): Promise<number> {
  const png = (await canvas.screenshot()).toString("base64");
  return canvas.page().evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const context = Object.assign(document.createElement("canvas"), { width: image.width, height: image.height }).getContext("2d")!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const [r, g, b] = [pixels[0], pixels[1], pixels[2]];
    let drawn = 0;
    for (let i = 0; i < pixels.length; i += 4) {
      if (Math.abs(pixels[i] - r) + Math.abs(pixels[i + 1] - g) + Math.abs(pixels[i + 2] - b) > 48) drawn++;
    }
    return drawn / (pixels.length / 4);
  }, png);
}

test("the samples page loads at most 15 kB of JavaScript, and three.js only once the viewer is opened", async ({ page }) => {
  const scripts = watchScripts(page);
  await page.goto(SAMPLES, { waitUntil: "networkidle" });
  await waitForScripts(page);
  const before = [...scripts.keys()];
  expect(before.length).toBeGreaterThan(0);
  expect(before.some((url) => url.includes("point-cloud-scene"))).toBe(false);
  const sizes = await Promise.all(scripts.values());
  expect(sizes.reduce((sum, bytes) => sum + bytes, 0)).toBeLessThanOrEqual(15 * 1024);

  await page.locator(`[${C.open}]`).click();
  await expect(page.locator(`[${C.tools}]`)).toBeVisible({ timeout: 20_000 });
  expect([...scripts.keys()].filter((url) => url.includes("point-cloud-scene"))).toHaveLength(1);
});

test("the viewer draws the sample cloud, measures T1 to T6 as the survey data says, and between two points picked with the pointer", async ({
  page,
}) => {
  await page.goto(SAMPLES);
  await waitForScripts(page);
  const open = page.locator(`[${C.open}]`);
  await expect(open).toBeVisible();
  await open.click();
  await expect(page.locator(`[${C.tools}]`)).toBeVisible({ timeout: 20_000 });
  const canvas = page.locator(`[${C.stage}] canvas`);
  await expect(canvas).toBeVisible();
  await expect.poll(() => drawnShare(canvas)).toBeGreaterThan(0.1);

  const result = page.locator(`[${C.result}]`);
  await page.getByRole("button", { name: "T1", exact: true }).click();
  await page.getByRole("button", { name: "T6", exact: true }).click();
  await expect(result).toHaveText(`Distance: ${metres(distanceBetween("T1", "T6"), "en")}`);

  await page.locator(`[${C.measure}]`).click();
  await expect(result).toHaveText("Click or tap the first point.");
  await canvas.scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  // A pick finds the nearest point under the pointer; glass returns few, so walk along the facade until one is taken.
  const pickAt = async (from: number, expected: RegExp) => {
    for (let step = 0; step < 12; step++) {
      await page.mouse.click(box.x + box.width * (from + step * 0.02), box.y + box.height * 0.45);
      if (expected.test((await result.textContent()) ?? "")) return;
    }
    throw new Error(`No point taken from ${from}`);
  };
  await pickAt(0.3, /second point/);
  await pickAt(0.6, /^Distance: /);
  const distance = Number((await result.textContent())!.replace(/^Distance: ([\d.]+) m$/, "$1"));
  expect(distance).toBeGreaterThan(0);
});

test("the open viewer, its legend and its pressed buttons have no axe violation, and nothing breaks the page's CSP", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) => console.error(`Content Security Policy: ${event.violatedDirective}`)),
  );
  await page.goto(SAMPLES);
  await waitForScripts(page);
  await page.locator(`[${C.open}]`).click();
  await expect(page.locator(`[${C.tools}]`)).toBeVisible({ timeout: 20_000 });
  await page.locator(`[${C.deviation}]`).click();
  await page.getByRole("button", { name: "T1", exact: true }).click();
  const axe = await new AxeBuilder({ page })
    .options({ runOnly: { type: "tag", values: AXE_TAGS }, rules: { "target-size": { enabled: true } } })
    .analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  expect(violations).toEqual([]);
});

test("German writes the distance with a decimal comma", async ({ page }) => {
  await page.goto("/de/ressourcen/beispieldaten");
  await waitForScripts(page);
  await page.locator(`[${C.open}]`).click();
  await expect(page.locator(`[${C.tools}]`)).toBeVisible({ timeout: 20_000 });
  await page.getByRole("button", { name: "T1", exact: true }).click();
  await page.getByRole("button", { name: "T6", exact: true }).click();
  await expect(page.locator(`[${C.result}]`)).toHaveText(`Abstand: ${metres(distanceBetween("T1", "T6"), "de")}`);
});

test("without JavaScript the page shows the image and the download, and no viewer button", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(SAMPLES);
  const image = page.locator(`[${C.stage}] img`);
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.locator(`[${C.open}]`)).toBeHidden();
  const href = await page.locator("a[download]").getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 3).toString()).toBe("ply");
  await context.close();
});

test("without WebGL the image stays and the page says why", async ({ page }) => {
  await page.addInitScript(() => {
    const getContext = HTMLCanvasElement.prototype.getContext;
    HTMLCanvasElement.prototype.getContext = function (this: HTMLCanvasElement, kind: string, ...rest: unknown[]) {
      return kind.startsWith("webgl") ? null : getContext.call(this, kind as "2d", ...(rest as []));
    } as typeof getContext;
  });
  await page.goto(SAMPLES);
  await waitForScripts(page);
  await expect(page.locator(`[${C.status}]`)).toContainText("WebGL 2");
  await expect(page.locator(`[${C.open}]`)).toBeHidden();
  await expect(page.locator(`[${C.stage}] img`)).toBeVisible();
});
