import { gotoHydrated } from "./hydrated";
import { expect, test, type Page } from "@playwright/test";
import { TOAST_REGION } from "../../app/components/ui/toast-region.contract";
import type { ToastRegion } from "../../app/components/ui/toast-region.element";
import { settle, stopClock } from "./clock";

const TOAST_DURATION_MS = TOAST_REGION.durationMs;

/** Shows a toast as the page's own scripts do: through the region element's show(). */
const showToast = (page: Page, title: string) =>
  page.evaluate(([tag, t]) => document.querySelector<ToastRegion>(tag)!.show({ title: t }), [TOAST_REGION.tag, title] as const);

test.describe("toasts", () => {
  test.beforeEach(async ({ page }) => {
    await gotoHydrated(page, "/en");
    await page.getByTestId("cookie-banner").getByRole("button", { name: "Decline" }).click();
  });

  test("a choice is confirmed by a toast; a new toast replaces the old one", async ({ page }) => {
    const toasts = page.getByTestId("toast");
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Preference saved");
    await showToast(page, "Second notice");
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toContainText("Second notice");
  });

  test("a toast dismisses itself after 5 seconds", async ({ page }) => {
    await page.mouse.move(5, 5);
    await stopClock(page);
    await showToast(page, "Timed notice");
    const toast = page.getByTestId("toast");
    await expect(toast).toContainText("Timed notice");
    await page.clock.runFor(TOAST_DURATION_MS - 100);
    await settle(page);
    await expect(toast).toBeVisible();
    await page.clock.runFor(100);
    await expect(toast).toHaveCount(0);
  });

  test("F8 focuses the notification region, and a swipe right of 50 px dismisses", async ({ page }) => {
    await page.keyboard.press("F8");
    expect(await page.evaluate(() => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label"))).toMatch(
      /Notifications/,
    );
    const toast = page.getByTestId("toast");
    const box = (await toast.boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + box.height / 2);
    await page.mouse.down();
    for (let dx = 5; dx <= 80; dx += 5) await page.mouse.move(box.x + 20 + dx, box.y + box.height / 2);
    await page.mouse.up();
    await expect(toast).toHaveCount(0);
  });

  test("the region is at most 420 px wide from medium screens", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const width = await page.getByTestId("toast").evaluate((el) => el.closest("ol")!.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(420);
  });
});
