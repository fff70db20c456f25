import { gotoHydrated } from "./hydrated";
import { expect, test } from "@playwright/test";

test.describe("cookie banner", () => {
  test("appears 1 second after load when no choice is stored", async ({ page }) => {
    await gotoHydrated(page, "/en");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeHidden();
    await expect(banner).toBeVisible({ timeout: 5000 });
    const shownAt = await page.evaluate(() => performance.now());
    expect(shownAt).toBeGreaterThanOrEqual(1000);
  });

  for (const [button, stored] of [
    ["Accept", "accepted"],
    ["Decline", "declined"],
  ] as const) {
    test(`${button} stores "${stored}", hides the banner, and it never returns`, async ({ page }) => {
      await gotoHydrated(page, "/en");
      const banner = page.getByTestId("cookie-banner");
      await banner.getByRole("button", { name: button }).click();
      await expect(banner).toBeHidden();
      expect(await page.evaluate(() => localStorage.getItem("cookie-consent"))).toBe(stored);
      await gotoHydrated(page, "/en/services");
      await page.waitForTimeout(1800);
      await expect(banner).toBeHidden();
      await page.reload();
      await page.waitForTimeout(1800);
      await expect(banner).toBeHidden();
    });
  }

  test("speaks the visitor's language", async ({ page }) => {
    await gotoHydrated(page, "/hu");
    await expect(page.getByTestId("cookie-banner").getByRole("button", { name: "Elfogadom" })).toBeVisible();
  });
});
