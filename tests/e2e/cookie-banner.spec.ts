import { gotoHydrated } from "./hydrated";
import { expect, test, type Page } from "@playwright/test";
import { settle, stopClock } from "./clock";

/** The banner's delay after the page has taken over (COOKIE_CONSENT.delayMs in app/components/layout/cookie-consent.contract.ts). */
const DELAY_MS = 1000;

/** Opens a page under a stopped clock and waits for its script to take over. */
async function openHydrated(page: Page, path: string, reload = false) {
  if (reload) await page.reload();
  else await page.goto(path);
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
}

test.describe("cookie banner (the language question)", () => {
  test("appears 1 second after load when no choice is stored, not before", async ({ page }) => {
    await stopClock(page);
    await openHydrated(page, "/en");
    const banner = page.getByTestId("cookie-banner");
    await page.clock.runFor(DELAY_MS - 1);
    await settle(page);
    await expect(banner).toBeHidden();
    await page.clock.runFor(1);
    await expect(banner).toBeVisible();
  });

  for (const [button, stored] of [
    ["Accept", "accepted"],
    ["Decline", "declined"],
  ] as const) {
    test(`${button} stores "${stored}", hides the banner, and it never returns`, async ({ page }) => {
      await stopClock(page);
      await openHydrated(page, "/en");
      const banner = page.getByTestId("cookie-banner");
      await page.clock.runFor(DELAY_MS);
      await banner.getByRole("button", { name: button }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
      // Accept remembers the page's language; Decline stores none.
      expect(await page.evaluate(() => localStorage.getItem("language"))).toBe(stored === "accepted" ? "en" : null);

      // Well past the delay, on another page and after a reload, the banner stays away.
      await openHydrated(page, "/en/services");
      await page.clock.runFor(DELAY_MS * 5);
      await settle(page);
      await expect(banner).toBeHidden();
      await openHydrated(page, "/en/services", true);
      await page.clock.runFor(DELAY_MS * 5);
      await settle(page);
      await expect(banner).toBeHidden();
    });
  }

  test("speaks the visitor's language, and asks about the language, not about cookies", async ({ page }) => {
    await gotoHydrated(page, "/hu");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner.getByRole("heading", { name: "Megjegyezzük a nyelvet?" })).toBeVisible();
    await expect(banner.getByRole("button", { name: "Elfogadom" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Megjegyezzük a nyelvet?" })).toBeVisible();
  });
});
