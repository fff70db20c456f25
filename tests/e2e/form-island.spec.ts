import { expect, test, type Page } from "@playwright/test";
import { copyFor } from "../../app/leads/index.server.ts";
import { files } from "./sample-files";

/**
 * A form page's island hydrates when the visitor starts to use the form (docs/decisions/021): a
 * visitor who only reads the page runs no React, and nothing typed or chosen before is lost.
 */
const de = copyFor("de");

/** Every script the page loads, by file name. */
function scriptsOf(page: Page) {
  const loaded: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") loaded.push(new URL(request.url()).pathname);
  });
  return loaded;
}

async function openRead(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  const scripts = scriptsOf(page);
  await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
  return scripts;
}

test("a visitor who reads and scrolls the form page loads no React; the first click into a field hydrates the form, keeping what they type", async ({
  page,
}) => {
  const scripts = await openRead(page, "/de/kontakt");
  await page.mouse.wheel(0, 600);
  await page.waitForLoadState("networkidle");
  expect(scripts.filter((file) => /island\.client|FormIsland/.test(file))).toEqual([]);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);

  const form = page.locator("#contact-form");
  const email = form.locator('[name="email"]');
  await email.click();
  await email.pressSequentially("nicht-gueltig");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(scripts.some((file) => file.includes("island.client"))).toBe(true);
  await expect(email).toHaveValue("nicht-gueltig");
  // The island validates as the visitor goes on, in their language.
  await email.blur();
  await expect(form).toContainText(de.errors.email);
});

test("a keyboard visitor's first Tab into the form hydrates it", async ({ page }) => {
  await openRead(page, "/de/angebot-anfordern");
  await page.locator("#quote-form [name=name]").focus();
  await page.keyboard.press("Tab");
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
});

test("opening the file picker first: the form hydrates once files are chosen, which are then uploaded and listed", async ({ page }) => {
  const scripts = await openRead(page, "/en/contact");
  const chooser = page.waitForEvent("filechooser");
  await page.locator('#contact-form input[type=file][name="files"]').click();
  const picker = await chooser;
  // While the picker is open the island may load, but does not replace the input it belongs to.
  await expect(page.locator("html[data-hydrated]")).toHaveCount(0);
  await picker.setFiles([files.png("site photo.png", 40 * 1024)]);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  expect(scripts.some((file) => file.includes("island.client"))).toBe(true);
  const item = page.locator("[data-upload-item]");
  await expect(item).toContainText("site photo.png");
  await expect(item).toContainText(copyFor("en").files.uploaded);
  await expect(page.locator('input[type=hidden][name="fileIds"]')).toHaveCount(1);
});
