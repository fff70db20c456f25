import { expect, test } from "@playwright/test";
import { catalogueFor } from "../../app/i18n/catalogues.server";
import { localizedPath } from "../../app/i18n/paths";
import { childrenOf, type PageKey } from "../../app/site/route-table";
import { pageNames } from "./page-names";

const ABOUT: PageKey[] = ["about", ...childrenOf("about")];

test.describe("the about pages' side menu", () => {
  for (const lang of ["tr", "de"] as const) {
    test(`${lang}: marks the current page and reaches every about page`, async ({ page }) => {
      const labels = Object.fromEntries(await Promise.all(ABOUT.map(async (key) => [key, await pageNames(key, lang)] as const)));
      const menuName = catalogueFor(lang).content.sideMenu;
      for (const key of ABOUT) {
        await page.goto(localizedPath(key, lang));
        const menu = page.getByRole("navigation", { name: menuName });
        await expect(menu.getByRole("link")).toHaveText(ABOUT.map((k) => labels[k].label));
        await expect(menu.locator('[aria-current="page"]')).toHaveText(labels[key].label);
      }
      // From the first page, every other page is one click away.
      await page.goto(localizedPath("about", lang));
      for (const key of ABOUT.slice(1)) {
        await page.getByRole("navigation", { name: menuName }).getByRole("link", { name: labels[key].label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${localizedPath(key, lang)}$`));
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(labels[key].h1);
      }
    });
  }

  test("on a phone it is a compact menu at the top of the page, before the text", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedPath("about/equipment", "hu"));
    const menu = page.getByRole("navigation", { name: catalogueFor("hu").content.sideMenu });
    const box = await menu.boundingBox();
    expect(box!.height).toBeLessThan(70);
    const firstSection = page.locator("main section").nth(1);
    expect(box!.y).toBeLessThan((await firstSection.boundingBox())!.y + 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("on a phone the row is scrolled so the current page shows, even the last one", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(localizedPath("about/clients", "hu"));
    const current = page.getByRole("navigation", { name: catalogueFor("hu").content.sideMenu }).locator('[aria-current="page"]');
    await expect(async () => {
      const box = (await current.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }).toPass();
  });
});
