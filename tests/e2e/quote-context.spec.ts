import { expect, test, type Page } from "@playwright/test";
import { copyFor } from "../../app/leads/index.server.ts";
import { localizedPath } from "../../app/i18n/paths";
import { files } from "./sample-files";
import { gotoHydrated, waitForScripts } from "./hydrated";

/**
 * Usability test 1, M1, M2, m3 and P7: the quote form takes the type from the button that led to it,
 * a description and an address for every type, a link for files too large to upload; an upload
 * refusal names the file, its size and the total, or the types that are accepted.
 */
const de = copyFor("de");
const tr = copyFor("tr");
const en = copyFor("en");

async function open(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.goto(path);
  await waitForScripts(page);
}

test("?type= preselects the project type, and Scan to BIM shows its fields, the description and the site address", async ({ page }) => {
  await open(page, `${localizedPath("get-a-quote", "de")}?type=scan-to-bim`);
  await expect(page.locator('select[name="projectType"]')).toHaveValue("scan-to-bim");
  await expect(page.locator('select[name="lod"]')).toBeVisible();
  const description = page.locator('textarea[name="description"]');
  await expect(description).toBeVisible();
  await expect(page.getByLabel(de.fields.description.label)).toBeVisible();
  await expect(page.locator('input[name="siteAddress"]')).toBeVisible();
  await expect(page.locator('input[name="filesLink"]')).toBeVisible();
  // An unknown type leaves the choice open.
  await open(page, `${localizedPath("get-a-quote", "de")}?type=nonsense`);
  await expect(page.locator('select[name="projectType"]')).toHaveValue("");
});

test("the ship page's buttons open the quote and the call with ship scanning and the maritime topic chosen", async ({ page }) => {
  await open(page, localizedPath("maritime/ship-yacht-scanning", "tr"));
  await page.locator('main a[href*="?type=ship-yacht-scanning"]').first().click();
  await waitForScripts(page);
  const type = page.locator('select[name="projectType"]');
  await expect(type).toHaveValue("ship-yacht-scanning");
  await expect(type.locator("option:checked")).toHaveText(tr.options.projectType["ship-yacht-scanning"]);

  await open(page, localizedPath("maritime/ship-yacht-scanning", "tr"));
  await page.locator('main a[href*="?topic=maritime"]').first().click();
  await waitForScripts(page);
  await expect(page.locator('select[name="topic"]')).toHaveValue("maritime");
});

test("a file over the total is refused by name, with its size and the total it would reach", async ({ page }) => {
  await open(page, localizedPath("get-a-quote", "en"));
  await page.locator("#file-picker").setInputFiles([files.pdf("scan.pdf", 11 * 1024 * 1024)]);
  const alert = page.locator("[data-upload-alert]");
  await expect(alert).toContainText(en.files.tooLarge);
  await expect(alert).toContainText(/scan\.pdf \(11\.0\sMB\) would bring the total to 11\.0\sMB of 10\sMB/);
  await expect(page.locator("[data-upload-item]")).toHaveCount(0);
  // The help says where point clouds go.
  await expect(page.locator("#files-help")).toContainText("send a link");
});

test("a refused file type names the types that are accepted", async ({ page }) => {
  await open(page, localizedPath("get-a-quote", "de"));
  await page
    .locator("#file-picker")
    .setInputFiles([{ name: "setup.exe", mimeType: "application/octet-stream", buffer: Buffer.from("MZ") }]);
  await expect(page.locator("[data-upload-item]")).toContainText("Zulässig sind PDF, DOCX, XLSX, ZIP, DWG, IFC, E57, LAS, JPG und PNG.");
});

test("the link to large files takes https only", async ({ page }) => {
  await open(page, localizedPath("get-a-quote", "en"));
  const link = page.locator('input[name="filesLink"]');
  await link.fill("http://example.com/cloud.e57");
  await link.blur();
  await expect(page.locator("#quote-form")).toContainText(en.errors.link);
  await link.fill("https://example.com/cloud.e57");
  await expect(page.locator("#quote-form")).not.toContainText(en.errors.link);
});

test("the files help sends large files where each form takes them: the quote's link field, the contact form's message", async ({
  page,
}) => {
  for (const [path, where, not] of [
    ["/en/get-a-quote", "in the field below", "in your message"],
    ["/en/contact", "in your message", "below"],
    ["/de/kontakt", "in Ihre Nachricht", "darunter"],
  ] as const) {
    await gotoHydrated(page, path);
    const help = page.locator("#files-help");
    await expect(help).toContainText(where);
    await expect(help).not.toContainText(not);
  }
});
