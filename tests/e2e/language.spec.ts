import { gotoHydrated } from "./hydrated";
import { expect, test } from "@playwright/test";

test.describe("language redirect of unprefixed addresses", () => {
  test("/ goes to the stored language, replacing the history entry", async ({ browser }) => {
    const context = await browser.newContext({ locale: "de-DE" });
    const page = await context.newPage();
    await gotoHydrated(page, "/en/contact");
    await page.evaluate(() => localStorage.setItem("language", "hu"));
    await gotoHydrated(page, "/");
    await expect(page).toHaveURL(/\/hu$/);
    // "/" was replaced, not pushed: going back skips it.
    await page.goBack();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await context.close();
  });

  test("without a stored language, the browser's language is used and stored", async ({ browser }) => {
    const context = await browser.newContext({ locale: "tr-TR" });
    const page = await context.newPage();
    await gotoHydrated(page, "/services/aec-solutions/facade-survey");
    await expect(page).toHaveURL(/\/tr\/hizmetler\/aec-cozumleri\/cephe-rolovesi$/);
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("tr");
    await context.close();
  });

  test("any other browser language gets English", async ({ browser }) => {
    const context = await browser.newContext({ locale: "fr-FR" });
    const page = await context.newPage();
    await gotoHydrated(page, "/contact");
    await expect(page).toHaveURL(/\/en\/contact$/);
    await context.close();
  });

  test("without JavaScript, / still reaches /en", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("h1")).toBeVisible();
    await context.close();
  });

  test("a prefixed address is never redirected by language, and becomes the stored one", async ({ browser }) => {
    const context = await browser.newContext({ locale: "hu-HU" });
    await context.addInitScript(() => localStorage.getItem("language") || localStorage.setItem("language", "tr"));
    const page = await context.newPage();
    await gotoHydrated(page, "/de/kontakt");
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("language"))).toBe("de");
    await context.close();
  });
});

test.describe("language switcher", () => {
  test("goes to the same page in the chosen language and closes on choice", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await gotoHydrated(page, "/en/services/aec-solutions/facade-survey");
    const switcher = page.getByTestId("language-switcher");
    await switcher.locator("summary").click();
    await expect(switcher).toHaveAttribute("open", "");
    await switcher.getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/leistungen\/architektur-und-planung\/fassadenaufmass$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("h1")).toContainText("Fassadenaufmaß");
    await expect(switcher).not.toHaveAttribute("open", "");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("de");
  });
});
