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

  test("without a stored language, the browser's language is used, and nothing is stored", async ({ browser }) => {
    const context = await browser.newContext({ locale: "tr-TR" });
    const page = await context.newPage();
    await gotoHydrated(page, "/services/aec-solutions/facade-survey");
    await expect(page).toHaveURL(/\/tr\/hizmetler\/aec-cozumleri\/cephe-rolovesi$/);
    // The language is remembered only after the visitor accepts the language question.
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
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

  test("a prefixed address is never redirected by language, and viewing it does not change the stored one", async ({ browser }) => {
    const context = await browser.newContext({ locale: "hu-HU" });
    await context.addInitScript(() => {
      localStorage.setItem("cookie-consent", "accepted");
      localStorage.setItem("language", "tr");
    });
    const page = await context.newPage();
    await gotoHydrated(page, "/de/kontakt");
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // Only a language picked in the switcher is a choice (language-question.spec.ts).
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("tr");
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
    // Before the language question is answered, picking a language stores nothing.
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBeNull();
  });
});
