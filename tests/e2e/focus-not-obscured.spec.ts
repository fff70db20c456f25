import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

/**
 * Issue 23 (usability test 1, M8, m10, m15, m9): the language question never hides keyboard focus,
 * toasts are announced from a live region that was there before them, the section nav marks the
 * section under the sticky chrome on short screens, and large default text does not widen phones.
 */

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page }).options({ runOnly: { type: "tag", values: AXE_TAGS } }).analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(", ")}`);
}

/** Opens the page with no answer stored and waits for the language question to appear. */
async function openWithBanner(page: Page, path: string) {
  await gotoHydrated(page, path);
  const banner = page.locator("[data-cookie-banner]");
  await expect(banner).toBeVisible();
  return banner;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px, Tab to the last footer links: no focused element is under the banner`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const banner = await openWithBanner(page, "/en");
    // From the footer's first link, walk forward through all of them to the end of the page.
    const footerLinks = page.locator("footer a[href], footer button");
    const count = await footerLinks.count();
    expect(count).toBeGreaterThan(4);
    await footerLinks.first().focus();
    const covered: string[] = [];
    for (let i = 0; i < count + 1; i++) {
      await page.keyboard.press("Tab");
      const state = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        const bar = document.querySelector<HTMLElement>("[data-cookie-banner]")!;
        if (!el || el === document.body || bar.contains(el)) return null;
        const r = el.getBoundingClientRect();
        const b = bar.getBoundingClientRect();
        const overlaps = r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
        return { name: `${el.tagName} ${el.textContent?.trim() || el.getAttribute("aria-label")}`, overlaps };
      });
      if (state?.overlaps) covered.push(state.name);
    }
    expect(covered).toEqual([]);
    await expect(banner).toBeVisible();
  });
}

test("the page is padded by the banner only while it is shown", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const banner = await openWithBanner(page, "/en");
  const padding = () =>
    page.evaluate(() => [
      getComputedStyle(document.documentElement).scrollPaddingBottom,
      getComputedStyle(document.documentElement).paddingBottom,
    ]);
  const height = Math.ceil((await banner.boundingBox())!.height);
  expect(await padding()).toEqual([`${height}px`, `${height}px`]);
  // Compact on a phone: at most a third of the screen.
  expect(height).toBeLessThanOrEqual(844 / 3);
  expect(await axeViolations(page)).toEqual([]);
  await banner.getByRole("button", { name: "Decline" }).click();
  await expect(banner).toBeHidden();
  expect((await padding()).map((v) => v === "auto" || v === "0px")).toEqual([true, true]);
});

test("toasts are announced through a status region that is in the page, empty, from load", async ({ page }) => {
  await page.goto("/en");
  const status = page.locator("[data-toast-region] [role=status]");
  await expect(status).toHaveCount(1);
  await expect(status).toHaveText("");
  const before = await status.elementHandle();
  await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
  await page.locator("[data-cookie-banner]").getByRole("button", { name: "Decline" }).click();
  await expect(page.getByTestId("toast")).toBeVisible();
  await expect(status).toContainText("Preference saved");
  // The same element, not a new one; and the visible toast is no second live region.
  expect(await before!.evaluate((el) => el.isConnected && el.textContent!.includes("Preference saved"))).toBe(true);
  await expect(page.getByTestId("toast").locator("[role=status], [aria-live]")).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("at 844 × 390 only the header sticks, and the nav marks the FAQ under it", async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await gotoHydrated(page, "/hu/szolgaltatasok/ipari-letesitmenyek#faq");
  const nav = page.locator("[data-anchor-nav]");
  await expect(nav.locator('a[href="#faq"]')).toHaveAttribute("aria-current", "location");
  await expect(nav.locator("a[aria-current]")).toHaveCount(1);
  // The sticky chrome left on screen is the header's main row alone.
  const chrome = await page.evaluate(() => {
    const header = document.querySelector("header")!.getBoundingClientRect();
    return { header: Math.round(header.bottom), navSticky: getComputedStyle(document.querySelector("[data-anchor-nav]")!).position };
  });
  expect(chrome.navSticky).not.toBe("sticky");
  expect(chrome.header).toBeLessThanOrEqual(72);
  expect(await axeViolations(page)).toEqual([]);
});

test("on a phone the section nav scrolls the marked chip into view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, "/hu/szolgaltatasok/ipari-letesitmenyek");
  const nav = page.locator("[data-anchor-nav]");
  const last = nav.locator("li:last-child a");
  const id = (await last.getAttribute("href"))!;
  await page.evaluate((hash) => document.getElementById(hash.slice(1))!.scrollIntoView({ block: "start" }), id);
  await expect(last).toHaveAttribute("aria-current", "location");
  await expect
    .poll(() =>
      last.evaluate((a) => {
        const row = a.closest("ul")!.getBoundingClientRect();
        const r = a.getBoundingClientRect();
        return r.left >= row.left && r.right <= row.right;
      }),
    )
    .toBe(true);
});

for (const path of ["/hu/kapcsolat", "/hu", "/de", "/de/angebot-anfordern"]) {
  test(`with a 24 px default font at 390 px, ${path} does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Page.enable");
    await cdp.send("Page.setFontSizes", { fontSizes: { standard: 24, fixed: 20 } });
    await gotoHydrated(page, path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("24px");
    const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
    // Nor is the heading clipped: its longest word breaks inside the screen.
    const heading = (await page.locator("h1").boundingBox())!;
    expect(heading.x + heading.width).toBeLessThanOrEqual(widths.inner);
  });
}

test("the skip link, once focused, is a padded button over the top bar, not bare text", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/hu");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Ugrás a fő tartalomra" });
  await expect(skip).toBeFocused();
  const padding = await skip.evaluate((a) => [getComputedStyle(a).paddingLeft, getComputedStyle(a).paddingTop]);
  expect(padding).toEqual(["16px", "12px"]);
});
