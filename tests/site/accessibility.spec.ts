import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { AXE_TAGS, sitemapPaths } from "./site-pages";
import { gotoHydrated } from "../e2e/hydrated";
import { localizedPath } from "../../app/i18n/paths";
import type { Lang } from "../../app/i18n/languages";

/** WCAG 2.2 A/AA rules, with target-size enabled. */
function axe(page: Page) {
  return new AxeBuilder({ page }).options({ runOnly: { type: "tag", values: AXE_TAGS }, rules: { "target-size": { enabled: true } } });
}

function summary(violations: { id: string; nodes: { target: unknown }[] }[]) {
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}

test.describe("every page has zero axe violations and no console error", () => {
  for (const pagePath of sitemapPaths()) {
    test(pagePath, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
      const errors: string[] = [];
      page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
      page.on("pageerror", (error) => errors.push(error.message));
      await gotoHydrated(page, pagePath);
      const { violations } = await axe(page).analyze();
      expect(summary(violations)).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});

const FACADE: Record<string, string> = {
  en: "/en/services/aec-solutions/facade-survey",
  tr: "/tr/hizmetler/aec-cozumleri/cephe-rolovesi",
  hu: "/hu/szolgaltatasok/aec-megoldasok/homlokzatfelmeres",
  de: "/de/leistungen/architektur-und-planung/fassadenaufmass",
};

test.describe("open menus, banners and toasts have zero axe violations", () => {
  for (const lang of ["en", "tr", "hu", "de"]) {
    test(`${lang}: mega-menu, dropdown and language switcher open`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await gotoHydrated(page, `/${lang}`);
      const banner = page.getByTestId("cookie-banner");
      await expect(banner).toBeVisible();
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
      await banner.getByRole("button").first().click();
      await expect(page.getByTestId("toast")).toBeVisible();
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
      await page.locator("[data-menu-item=services] > a").hover();
      await expect(page.getByTestId("mega-menu")).toBeVisible();
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
      await page.locator("[data-menu-item=sectors] [data-menu-toggle]").focus();
      await page.keyboard.press("Enter");
      await expect(page.locator("#menu-sectors")).toBeVisible();
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
      await page.getByTestId("language-switcher").locator("summary").click();
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
    });

    test(`${lang}: mobile menu open with an accordion expanded`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, `/${lang}`);
      await page.locator("button[aria-controls=mobile-menu]").click();
      await page.locator("#mobile-menu summary").first().click();
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
    });

    test(`${lang}: content page with an FAQ answer open, scrolled under the sticky anchor nav`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, `/${lang}`);
      await page.locator("[data-faq] summary").first().click();
      await expect(page.locator("[data-faq] details[open]")).toHaveCount(1);
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
      await gotoHydrated(page, FACADE[lang]);
      await page.locator("[data-faq] summary").last().click();
      await page.locator("[data-anchor-nav] a").first().click();
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
    });

    test(`${lang}: forms with their errors, a project type's fields and an uploaded file shown`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await gotoHydrated(page, localizedPath("get-a-quote", lang as Lang));
      await page.locator("#quote-form button[type=submit]").click();
      await expect(page.locator("[data-error-summary]")).toBeFocused();
      await page.locator('select[name="projectType"]').selectOption("scan-to-bim");
      await page
        .locator("#file-picker")
        .setInputFiles([{ name: "plan.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.7 plan") }]);
      await expect(page.locator("[data-upload-item]")).toHaveCount(1);
      expect(summary((await axe(page).analyze()).violations)).toEqual([]);
      for (const key of ["contact", "talk-to-an-expert"] as const) {
        await gotoHydrated(page, localizedPath(key, lang as Lang));
        await page.locator("form button[type=submit]").click();
        await expect(page.locator("[data-error-summary]")).toBeVisible();
        expect(summary((await axe(page).analyze()).violations)).toEqual([]);
      }
    });
  }
});
