import { gotoHydrated } from "./hydrated";
import { expect, test } from "@playwright/test";
import { SITE_MENU } from "../../app/components/layout/site-menu.contract";
import { stopClock } from "./clock";

test.describe("desktop navigation", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the services mega-menu opens on hover and closes 250 ms after the pointer leaves", async ({ page }) => {
    await stopClock(page);
    await gotoHydrated(page, "/en");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true });
    const panel = page.getByTestId("mega-menu");
    await expect(panel).toBeHidden();
    await trigger.hover();
    await expect(panel).toBeVisible();
    await expect(page.locator("[data-menu-item=services] [data-menu-toggle]")).toHaveAttribute("aria-expanded", "true");
    await expect(panel.getByRole("link", { name: "Facade Survey" })).toBeVisible();

    await page.mouse.move(700, 880);
    await page.clock.runFor(SITE_MENU.closeDelayMs - 1);
    await expect(panel).toBeVisible();
    await page.clock.runFor(1);
    await expect(panel).toBeHidden();
  });

  test("re-entering within 250 ms keeps the mega-menu open", async ({ page }) => {
    await stopClock(page);
    await gotoHydrated(page, "/en");
    const trigger = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services", exact: true });
    await trigger.hover();
    const panel = page.getByTestId("mega-menu");
    await expect(panel).toBeVisible();
    const link = (await panel.getByRole("link", { name: "Heritage Survey" }).boundingBox())!;
    await page.mouse.move(700, 880);
    await page.clock.runFor(SITE_MENU.closeDelayMs - 50);
    await page.mouse.move(link.x + 5, link.y + 5);
    await page.clock.runFor(SITE_MENU.closeDelayMs * 4);
    await expect(panel).toBeVisible();
  });

  test("a menu's link is only a link; its disclosure button opens it, ArrowDown enters, Esc returns focus, Tab moves on", async ({
    page,
  }) => {
    await gotoHydrated(page, "/en");
    const nav = page.getByRole("navigation", { name: "Main" });
    const link = nav.getByRole("link", { name: "Sectors", exact: true });
    const button = nav.getByRole("button", { name: "Sectors: submenu" });
    const panel = page.locator("#menu-sectors");
    // Focus on the link alone opens nothing (decision 003: disclosure buttons).
    await link.focus();
    await expect(panel).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(panel).toBeVisible();
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("End");
    await expect(panel.getByRole("link").last()).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    // Tab from a closed menu's button goes on to the next top-level item.
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Projects", exact: true })).toBeFocused();
    await expect(panel).toBeHidden();
  });

  test("the Offices link leads to the contact page's offices, and the current page is marked", async ({ page }) => {
    await gotoHydrated(page, "/en");
    const nav = page.getByRole("navigation", { name: "Main" });
    await nav.getByRole("link", { name: "Offices", exact: true }).click();
    await expect(page).toHaveURL(/\/en\/contact#offices$/);
    await expect(page.locator("#offices")).toBeInViewport();
    await expect(page.locator("#offices").getByText("Váci út 47")).toBeVisible();
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Offices", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("the header sticks to the top while scrolling", async ({ page }) => {
    await gotoHydrated(page, "/en/services");
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(100);
    const top = await page
      .locator("header")
      .first()
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBe(0);
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens full-screen, locks the page's scroll, keeps focus inside and closes on Esc", async ({ page }) => {
    await gotoHydrated(page, "/en/services");
    const menu = page.locator("#mobile-menu");
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    expect(box?.height).toBe(844);

    const before = await page.evaluate(() => scrollY);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

    // Accordions: Services opens its groups.
    await menu.locator("summary", { hasText: "Services" }).click();
    await expect(menu.getByRole("link", { name: "Facade Survey" })).toBeVisible();

    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => !!document.activeElement?.closest("#mobile-menu"))).toBe(true);
    }

    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
    await page.mouse.wheel(0, 800);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(before);
  });

  test("opens and closes without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/de");
    await page.getByRole("button", { name: "Menü öffnen" }).click();
    await expect(page.locator("#mobile-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#mobile-menu")).toBeHidden();
    await context.close();
  });

  test("following a link closes the menu", async ({ page }) => {
    await gotoHydrated(page, "/en");
    await page.getByRole("button", { name: "Open menu" }).click();
    const menu = page.locator("#mobile-menu");
    await menu.getByRole("link", { name: "Projects" }).click();
    await expect(page).toHaveURL(/\/en\/projects$/);
    await expect(menu).toBeHidden();
  });
});
