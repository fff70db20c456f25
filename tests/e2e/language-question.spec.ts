import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { runningClock } from "./clock";
import { COOKIE_CONSENT } from "../../app/components/layout/cookie-consent.contract";
import { AXE_TAGS, sitemapPaths } from "../site/site-pages";

/**
 * The language question (review C-1 option B, SPEC §4): nothing is stored before an answer; Accept
 * remembers the page's language, and later the language picked in the switcher; Decline removes the
 * language and nothing writes it again, while the site keeps working; the cookie policy's control
 * changes the answer. Every test starts in a fresh browser context (empty storage).
 */

/** Everything the page's origin holds in local and session storage. */
const storage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.fromEntries(Object.entries(localStorage)),
    session: Object.fromEntries(Object.entries(sessionStorage)),
  }));

const language = (page: Page) => page.evaluate(() => localStorage.getItem("language"));
const answer = (page: Page) => page.evaluate(() => localStorage.getItem("cookie-consent"));

async function openBanner(page: Page, path: string) {
  await runningClock(page);
  await gotoHydrated(page, path);
  const banner = page.getByTestId("cookie-banner");
  await page.clock.fastForward(COOKIE_CONSENT.delayMs);
  await expect(banner).toBeVisible(); // 1 s after the script runs
  return banner;
}

async function pickLanguage(page: Page, name: string) {
  const switcher = page.getByTestId("language-switcher");
  await switcher.locator("summary").click();
  await switcher.getByRole("link", { name }).click();
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
}

test.use({ viewport: { width: 1440, height: 900 } });

test("before an answer nothing is stored: not on a page view, not by the / redirect, not on a form page", async ({ browser }) => {
  const context = await browser.newContext({ locale: "de-DE" });
  const page = await context.newPage();
  await runningClock(page);
  await gotoHydrated(page, "/");
  await expect(page).toHaveURL(/\/de$/);
  await page.clock.fastForward(COOKIE_CONSENT.delayMs);
  await expect(page.getByTestId("cookie-banner")).toBeVisible();
  expect(await storage(page)).toEqual({ local: {}, session: {} });

  // A form page (React hydrates it): scrolled, then left; session storage stays empty too.
  await gotoHydrated(page, "/en/contact");
  await page.mouse.wheel(0, 800);
  await gotoHydrated(page, "/en/services");
  expect(await storage(page)).toEqual({ local: {}, session: {} });
  await context.close();
});

test("Decline: no language is stored, and links, menus, the switcher and / keep working", async ({ page }) => {
  const banner = await openBanner(page, "/en");
  await banner.getByRole("button", { name: "Decline" }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByTestId("toast")).toContainText("Your language will not be stored on this device.");
  await expect(page.getByTestId("toast")).not.toContainText(/cookie/i);
  expect(await storage(page)).toEqual({ local: { "cookie-consent": "declined" }, session: {} });

  // An ordinary link, then the menu.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Projects", exact: true }).click();
  await expect(page).toHaveURL(/\/en\/projects$/);
  await page.locator("[data-menu-item=services] > a").hover();
  await expect(page.getByTestId("mega-menu")).toBeVisible();

  // The switcher still changes the language, and writes nothing.
  await pickLanguage(page, "Magyar");
  await expect(page).toHaveURL(/\/hu\/projektek$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "hu");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
  expect(await language(page)).toBeNull();

  // The bare address follows the browser (en-US here), not the last page.
  await gotoHydrated(page, "/");
  await expect(page).toHaveURL(/\/en$/);
  expect(await storage(page)).toEqual({ local: { "cookie-consent": "declined" }, session: {} });
});

test("Accept remembers the page's language, then the language picked in the switcher", async ({ page }) => {
  const banner = await openBanner(page, "/hu/kapcsolat");
  await banner.getByRole("button", { name: "Elfogadom" }).click();
  await expect(page.getByTestId("toast")).toContainText("A nyelvet ezen az eszközön megjegyezzük.");
  expect(await storage(page)).toEqual({ local: { "cookie-consent": "accepted", language: "hu" }, session: {} });

  await pickLanguage(page, "Deutsch");
  await expect(page).toHaveURL(/\/de\/kontakt$/);
  expect(await language(page)).toBe("de");

  // A page opened by its address is a page view, not a choice.
  await gotoHydrated(page, "/tr");
  expect(await language(page)).toBe("de");
  await gotoHydrated(page, "/");
  await expect(page).toHaveURL(/\/de$/);
});

test("the cookie policy's control shows the answer and changes it: forget, then remember", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      localStorage.setItem("cookie-consent", "accepted");
      localStorage.setItem("language", "en");
    }
  });
  await gotoHydrated(page, "/de/cookie-richtlinie");
  await page.evaluate(() => sessionStorage.setItem("seeded", "1"));
  const control = page.getByTestId("language-memory");
  const status = control.getByRole("status");
  await expect(status).toHaveText("Ihre Sprache wird auf diesem Gerät gespeichert.");

  await control.getByRole("button", { name: "Gespeicherte Sprache löschen" }).click();
  await expect(status).toHaveText("Ihre Sprache wird auf diesem Gerät nicht gespeichert.");
  expect(await answer(page)).toBe("declined");
  expect(await language(page)).toBeNull();

  await control.getByRole("button", { name: "Sprache merken" }).click();
  await expect(status).toHaveText("Ihre Sprache wird auf diesem Gerät gespeichert.");
  expect(await answer(page)).toBe("accepted");
  expect(await language(page)).toBe("de");

  // The answer holds after a reload.
  await page.reload();
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await expect(status).toHaveText("Ihre Sprache wird auf diesem Gerät gespeichert.");
});

test("before an answer the control offers to remember, and answering there puts the question away", async ({ page }) => {
  const banner = await openBanner(page, "/en/cookies");
  const control = page.getByTestId("language-memory");
  await expect(control.getByRole("status")).toHaveText(
    "You have not answered the language question yet. Your language is not stored on this device.",
  );
  const summary = (violations: { id: string; nodes: { target: unknown }[] }[]) =>
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
  const axe = () =>
    new AxeBuilder({ page }).options({ runOnly: { type: "tag", values: AXE_TAGS }, rules: { "target-size": { enabled: true } } }).analyze();
  expect(summary((await axe()).violations)).toEqual([]);

  await control.getByRole("button", { name: "Remember my language" }).click();
  await expect(banner).toBeHidden();
  await expect(control.getByRole("button", { name: "Forget my language" })).toBeFocused();
  expect(await storage(page)).toEqual({ local: { "cookie-consent": "accepted", language: "en" }, session: {} });
  expect(summary((await axe()).violations)).toEqual([]);
});

test("without JavaScript the control is not there, and the policy still lists what is stored", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/en/cookies");
  await expect(page.getByRole("heading", { name: "Why we do not ask for consent" })).toBeVisible();
  await expect(page.getByRole("button", { name: /my language/ })).toHaveCount(0);
  await expect(page.getByTestId("language-memory")).toBeHidden();
  await expect(page.getByRole("table")).toContainText("cookie-consent");
  await context.close();
});

/**
 * The question appears a second after the page has painted. Were one of its blocks larger than the
 * page's own largest text or image, it would become the largest contentful paint and push that
 * metric past 2.5 s on a phone (the form pages' hero leads are small). Measured in Lighthouse's
 * mobile viewport, on the home page and the three form pages in every language.
 */
test.describe("the language question is never the page's largest contentful paint", () => {
  test.use({ viewport: { width: 412, height: 823 } });
  const forms =
    /^\/(en|tr|hu|de)(\/(get-a-quote|teklif-al|ajanlatkeres|angebot-anfordern|contact|iletisim|kapcsolat|kontakt|talk-to-an-expert|uzmanla-gorus|beszeljen-szakertovel|mit-experten-sprechen))?$/;
  for (const path of sitemapPaths().filter((p) => forms.test(p))) {
    test(path, async ({ page }) => {
      await page.addInitScript(() => {
        const w = window as unknown as { lcp?: Element | null };
        new PerformanceObserver((list) => {
          w.lcp = (list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined)?.element ?? null;
        }).observe({ type: "largest-contentful-paint", buffered: true });
      });
      await openBanner(page, path);
      await page.waitForTimeout(300);
      const inBanner = await page.evaluate(
        () => (window as unknown as { lcp?: Element | null }).lcp?.closest("[data-cookie-banner]") != null,
      );
      expect(inBanner).toBe(false);
    });
  }
});
