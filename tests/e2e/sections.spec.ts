import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

const FACADE_DE = "/de/leistungen/architektur-und-planung/fassadenaufmass";

/** The FAQ accordion holds one answer open at a time, and the open one collapses again. */
async function checkSingleOpenAccordion(page: Page) {
  const items = page.locator("[data-faq] details");
  await expect(items).toHaveCount(8);
  const question = (i: number) => items.nth(i).locator("summary");
  const answer = (i: number) => items.nth(i).locator("p");

  await expect(answer(0)).toBeHidden();
  await question(0).click();
  await expect(answer(0)).toBeVisible();

  await question(3).click();
  await expect(answer(3)).toBeVisible();
  await expect(answer(0)).toBeHidden();
  expect(await page.locator("[data-faq] details[open]").count()).toBe(1);

  await question(3).click();
  await expect(answer(3)).toBeHidden();
  expect(await page.locator("[data-faq] details[open]").count()).toBe(0);
}

test.describe("FAQ accordion", () => {
  test("one item open at a time, and the open one collapses (with JavaScript)", async ({ page }) => {
    await gotoHydrated(page, FACADE_DE);
    await checkSingleOpenAccordion(page);
  });

  test("one item open at a time, and the open one collapses (without JavaScript)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/tr/hizmetler/aec-cozumleri/cephe-rolovesi");
    await checkSingleOpenAccordion(page);
    await context.close();
  });

  test("keyboard users open and close answers with Enter", async ({ page }) => {
    await gotoHydrated(page, "/hu/szolgaltatasok/aec-megoldasok/fakataszter");
    const first = page.locator("[data-faq] details").first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("open", "");
    await page.keyboard.press("Enter");
    await expect(first).not.toHaveAttribute("open", "");
  });
});

/** The element's top edge sits just below the sticky header and anchor bar, inside the viewport. */
async function expectScrolledTo(page: Page, selector: string) {
  await expect
    .poll(async () => page.locator(selector).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
    .toBeGreaterThanOrEqual(100);
  const top = await page.locator(selector).evaluate((el) => el.getBoundingClientRect().top);
  expect(top).toBeLessThan(260);
}

test.describe("anchor navigation", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the services index tabs jump to each of the five groups", async ({ page }) => {
    await gotoHydrated(page, "/en/services");
    const tabs = page.getByRole("navigation", { name: "Service groups" });
    for (const [name, id] of [
      ["Maritime", "maritime"],
      ["AEC Solutions", "aec"],
      ["Drone Photogrammetry", "drone"],
      ["Industrial Plant", "industrial"],
      ["Construction and BIM", "construction"],
    ]) {
      await tabs.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`#${id}$`));
      await expectScrolledTo(page, `#${id}`);
      await expect(tabs).toBeInViewport();
    }
  });

  test("the sticky anchor nav stays under the header, jumps to its sections and marks the one in view", async ({ page }) => {
    await gotoHydrated(page, FACADE_DE);
    const nav = page.locator("[data-anchor-nav]");
    const links = nav.getByRole("link");
    expect(await links.count()).toBeGreaterThanOrEqual(4);

    const lastLink = links.last();
    const target = (await lastLink.getAttribute("href"))!;
    await lastLink.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expectScrolledTo(page, target);
    const navTop = await nav.evaluate((el) => el.getBoundingClientRect().top);
    expect(navTop).toBe(112);
    await expect(lastLink).toHaveAttribute("aria-current", "location");

    const firstLink = links.first();
    await firstLink.click();
    await expectScrolledTo(page, (await firstLink.getAttribute("href"))!);
    await expect(firstLink).toHaveAttribute("aria-current", "location");
    await expect(lastLink).not.toHaveAttribute("aria-current", "location");
  });

  test("the industrial hub's anchor nav reaches its core services, Visual Plant, process and FAQ, in every language", async ({ page }) => {
    for (const path of [
      "/en/services/industrial-plant",
      "/tr/hizmetler/endustriyel-tesis",
      "/hu/szolgaltatasok/ipari-letesitmenyek",
      "/de/leistungen/industrieanlagen",
    ]) {
      await gotoHydrated(page, path);
      const nav = page.locator("[data-anchor-nav]");
      const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      for (const id of ["#core-services", "#visual-plant", "#process", "#faq"]) expect(hrefs, path).toContain(id);
      for (const id of ["#visual-plant", "#process", "#faq", "#core-services"]) {
        const link = nav.locator(`a[href="${id}"]`);
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${id}$`));
        await expectScrolledTo(page, id);
        await expect(link).toHaveAttribute("aria-current", "location");
        await expect(nav).toBeInViewport();
      }
    }
  });

  test("the sticky anchor nav sits under the mobile header too", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/en/services/aec-solutions/land-surveying");
    const nav = page.locator("[data-anchor-nav]");
    await nav.getByRole("link").nth(2).click();
    await expect.poll(() => nav.evaluate((el) => el.getBoundingClientRect().top)).toBe(104);
  });
});

test("client wordmarks keep their own capitals on Turkish pages (no dotted İ in Tiszachem)", async ({ page }) => {
  await page.goto("/tr");
  const shown = await page.locator("#clients li").evaluateAll((items) => items.map((li) => (li as HTMLElement).innerText));
  expect(shown).toContain("TISZACHEM");
  expect(shown.join(" ")).not.toContain("İ");
});
