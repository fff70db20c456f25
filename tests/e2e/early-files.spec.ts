import { expect, test, type Page } from "@playwright/test";
import { copyFor } from "../../app/leads/index.server.ts";
import { storedBodies } from "./lead-server";
import { files } from "./sample-files";
import { leadServerOn, STORES } from "./stores";
import { runningClock, takeFillTime } from "./clock";

/**
 * On a slow connection the form is usable as plain HTML long before React hydrates it (its scripts
 * load after the `load` event, docs/decisions/010). Files chosen in the native input in that time
 * are kept: the enhanced uploader uploads them as it takes over, and a form sent before it does
 * carries them itself.
 */

const en = copyFor("en");
const de = copyFor("de");

/** Holds the page's scripts back until `release` is called: the slow connection's long wait before hydration. */
async function holdScripts(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]*\.js(\?|$)/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Opens a form page with its scripts held back; the HTML form is on screen and React has not hydrated it. */
async function openBeforeHydration(page: Page, url: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  const release = await holdScripts(page);
  // The page's module script, held back, keeps the document from finishing: the HTML form is there.
  await page.goto(url, { waitUntil: "commit" });
  await page.locator("[data-form-island] form button[type=submit]").waitFor();
  await expect(page.locator("html[data-enhanced]")).toHaveCount(0);
  return release;
}

/** Every upload the page sends to the uploads endpoint. */
function countUploads(page: Page) {
  const uploads: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && new URL(request.url()).pathname === "/api/uploads") uploads.push(request.url());
  });
  return uploads;
}

const nativeInput = (page: Page) => page.locator('input[type=file][name="files"]');

async function fillQuote(page: Page) {
  const form = page.locator("#quote-form");
  await form.locator('[name="company"]').fill("Weber Planung GmbH");
  await form.locator('[name="email"]').fill("jonas@weber-planung.de");
  await form.locator('[name="phone"]').fill("+49 30 1234567");
  await form.locator('[name="country"]').fill("Deutschland");
  await form.locator('[name="city"]').fill("Köln");
  await form.locator('[name="consent"]').check();
}

test.describe("files chosen before the form hydrates", () => {
  test("a refused file chosen before hydration is listed refused with its reason, with a remove button", async ({ page }) => {
    const release = await openBeforeHydration(page, "/de/angebot-anfordern");
    await nativeInput(page).setInputFiles([files.exeAsPdf("rechnung.pdf"), files.pdf("setup.exe", 2048)]);
    await expect(page.locator("html[data-enhanced]")).toHaveCount(0);
    release();
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    const items = page.locator("[data-upload-item]");
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: "rechnung.pdf" })).toContainText(de.files.refused.content);
    await expect(items.filter({ hasText: "setup.exe" })).toContainText(de.files.refused.type);
    await expect(page.locator('input[type=hidden][name="fileIds"]')).toHaveCount(0);
    await items
      .filter({ hasText: "setup.exe" })
      .getByRole("button", { name: new RegExp(de.files.remove) })
      .click();
    await expect(items).toHaveCount(1);
  });

  test("files over the total chosen before hydration are refused with the alert, as after it", async ({ page }) => {
    const release = await openBeforeHydration(page, "/en/get-a-quote");
    await nativeInput(page).setInputFiles([files.pdf("scan.pdf", 11 * 1024 * 1024)]);
    release();
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await expect(page.locator("[data-upload-alert]")).toContainText(en.files.tooLarge);
    await expect(page.locator("[data-upload-alert]")).toContainText("scan.pdf");
    await expect(page.locator("[data-upload-item]")).toHaveCount(0);
  });

  test("a file chosen before the contact form hydrates is uploaded and listed", async ({ page }) => {
    const uploads = countUploads(page);
    const release = await openBeforeHydration(page, "/en/contact");
    await nativeInput(page).setInputFiles([files.png("site photo.png", 40 * 1024)]);
    release();
    await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
    await expect(page.locator("[data-upload-item]")).toContainText(en.files.uploaded);
    await expect(page.locator('input[type=hidden][name="fileIds"]')).toHaveCount(1);
    expect(uploads).toHaveLength(1);
  });
});

for (const storeName of STORES)
  test.describe(`files chosen before the form hydrates arrive (${storeName})`, () => {
    test.describe.configure({ mode: "serial" });
    const server = leadServerOn(storeName);

    const storedFiles = (ref: string) =>
      (
        server()
          .leads()
          .find((lead) => lead.ref === ref) as { files: { name: string; size: number }[] } | undefined
      )?.files;

    test("a PDF chosen before hydration is uploaded once, listed, and stored with the quote", async ({ page }) => {
      const pdf = files.pdf("bestandsplaene.pdf", 300 * 1024);
      const uploads = countUploads(page);
      await runningClock(page);
      const release = await openBeforeHydration(page, `${server().baseURL}/de/angebot-anfordern`);
      const form = page.locator("#quote-form");
      await form.locator('[name="name"]').fill("Jonas Weber");
      await form.locator('[name="projectType"]').selectOption("scan-to-bim");
      await nativeInput(page).setInputFiles([pdf]);
      // The file was chosen while the page was still plain HTML.
      await expect(page.locator("html[data-enhanced]")).toHaveCount(0);
      release();
      await page.locator("html[data-enhanced]").waitFor({ state: "attached" });

      const item = page.locator("[data-upload-item]");
      await expect(item).toHaveCount(1);
      await expect(item).toContainText("bestandsplaene.pdf");
      await expect(item).toContainText(de.files.uploaded);
      await expect(item.getByRole("button", { name: new RegExp(de.files.remove) })).toBeVisible();
      await expect(page.locator('input[type=hidden][name="fileIds"]')).toHaveCount(1);
      await expect(form.locator('[name="name"]')).toHaveValue("Jonas Weber");

      await fillQuote(page);
      await takeFillTime(page);
      await form.locator("button[type=submit]").click();
      const reference = page.locator("[data-reference]");
      await expect(reference).toHaveText(/^Q-\d{4}-[0-9A-Z]{5}$/);
      const ref = (await reference.textContent()) ?? "";
      expect(storedFiles(ref)).toEqual([expect.objectContaining({ name: "bestandsplaene.pdf", size: pdf.buffer.length })]);
      expect(uploads).toHaveLength(1);
      expect(await storedBodies(server())).toHaveLength(1);
    });

    test("a quote sent before hydration carries the native input's files", async ({ page }) => {
      const pdf = files.pdf("kesitler.pdf", 80 * 1024);
      // The scripts are never let through: the whole visit happens before hydration.
      await openBeforeHydration(page, `${server().baseURL}/tr/teklif-al`);
      const form = page.locator("#quote-form");
      await form.locator('[name="name"]').fill("Ayşe Yılmaz");
      await form.locator('[name="projectType"]').selectOption("scan-to-bim");
      await fillQuote(page);
      await nativeInput(page).setInputFiles([pdf]);
      await expect(page.locator("html[data-enhanced]")).toHaveCount(0);
      await form.locator("button[type=submit]").click();
      const reference = page.locator("[data-reference]");
      await expect(reference).toHaveText(/^Q-\d{4}-[0-9A-Z]{5}$/);
      const ref = (await reference.textContent()) ?? "";
      expect(storedFiles(ref)).toEqual([expect.objectContaining({ name: "kesitler.pdf", size: pdf.buffer.length })]);
    });
  });
