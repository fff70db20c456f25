import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { AXE_TAGS } from "../site/site-pages";

/**
 * Issue 23 (usability review 1: m1, m16, P3, P6, P9). The desktop menus follow the WAI-ARIA
 * disclosure pattern (decision 003): the section link stays a link, a button next to it opens the panel.
 */
test.describe("menus as disclosures, desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("Tab reaches the services button, Enter opens, Tab enters the panel, arrows move, Esc closes and returns focus", async ({
    page,
  }) => {
    await gotoHydrated(page, "/hu");
    const nav = page.locator("header nav").first();
    const link = nav.getByRole("link", { name: "Szolgáltatások", exact: true });
    const button = nav.getByRole("button", { name: /^Szolgáltatások/ });
    const panel = page.locator("#menu-services");

    // The section link is a plain link, not a link that claims to be expanded.
    await expect(link).not.toHaveAttribute("aria-expanded");
    await link.focus();
    await expect(panel).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", "menu-services");
    await expect(panel).toBeHidden();

    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(panel).toBeVisible();

    const links = panel.getByRole("link");
    await page.keyboard.press("Tab");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(links.nth(0)).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute("aria-expanded", "false");

    // Space opens it as well, and the link still leads to the services index.
    await page.keyboard.press("Space");
    await expect(panel).toBeVisible();
    await expect(link).toHaveAttribute("href", "/hu/szolgaltatasok");
  });

  test("the header has no axe violations with the services panel open", async ({ page }) => {
    await gotoHydrated(page, "/en");
    const button = page.locator("header").getByRole("button", { name: "Services: submenu" });
    await button.click();
    await expect(page.locator("#menu-services")).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    const { violations } = await new AxeBuilder({ page })
      .include("header")
      .options({ runOnly: { type: "tag", values: AXE_TAGS } })
      .analyze();
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("hover still opens the mega menu for the mouse", async ({ page }) => {
    await gotoHydrated(page, "/en");
    await page.locator("header").getByRole("link", { name: "Services", exact: true }).hover();
    await expect(page.locator("#menu-services")).toBeVisible();
    await expect(page.locator("header").getByRole("button", { name: "Services: submenu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("without JavaScript a panel opens while focus is in its menu", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto("/de");
    const panel = page.locator("#menu-services");
    await expect(panel).toBeHidden();
    await page.locator("header").getByRole("button", { name: "Leistungen: Untermenü" }).focus();
    await expect(panel).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(panel.getByRole("link").first()).toBeFocused();
    await expect(panel).toBeVisible();
    await context.close();
  });

  for (const [lang, buildings, plants, aecGroup] of [
    ["en", "Scan to BIM – buildings", "Scan to BIM – plants", "AEC Solutions"],
    ["de", "Scan to BIM – Gebäude", "Scan to BIM – Anlagen", ""],
    ["tr", "Scan to BIM – binalar", "Scan to BIM – tesisler", ""],
    ["hu", "Scan to BIM – épületek", "Scan to BIM – üzemek", ""],
  ] as const) {
    test(`${lang}: the two Scan to BIM entries say which, and buildings is listed under architecture too`, async ({ page }) => {
      await gotoHydrated(page, `/${lang}`);
      const panel = page.locator("#menu-services");
      await page.locator("[data-menu-item=services] [data-menu-toggle]").click();
      await expect(panel.getByRole("link", { name: buildings, exact: true })).toHaveCount(2);
      await expect(panel.getByRole("link", { name: plants, exact: true })).toHaveCount(1);
      await expect(panel.getByRole("link", { name: "Scan to BIM", exact: true })).toHaveCount(0);
      // The first column (architecture and planning) lists the buildings' Scan to BIM.
      const firstColumn = panel.locator(".grid > div").first();
      if (aecGroup) await expect(firstColumn.getByRole("link").first()).toHaveText(aecGroup);
      await expect(firstColumn.getByRole("link", { name: buildings, exact: true })).toHaveCount(1);
    });
  }
});

test.describe("phone header", () => {
  for (const [lang, text, quotePath] of [
    ["en", "Quote", "/en/get-a-quote"],
    ["de", "Angebot", "/de/angebot-anfordern"],
    ["tr", "Teklif", "/tr/teklif-al"],
    ["hu", "Árajánlat", "/hu/ajanlatkeres"],
  ] as const) {
    for (const [width, font] of [
      [390, "web font"],
      [320, "web font"],
      [320, "fallback font"],
    ] as const) {
      test(`${lang} at ${width} px with the ${font}: a compact quote button beside the menu button, nothing overflowing`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 844 });
        // The web font can miss its short window (font-display: optional) on a slow first visit.
        if (font === "fallback font") await page.route(/\.woff2$/, (route) => route.abort());
        await page.goto(`/${lang}`);
        const bar = page.locator("header > div.relative");
        // Named by its visible word alone, so that a voice command saying what is seen finds it (WCAG 2.5.3).
        const quote = bar.getByRole("link", { name: text, exact: true });
        await expect(quote).toBeVisible();
        await expect(quote).toHaveText(text);
        await expect(quote).toHaveAttribute("href", quotePath);
        const box = (await quote.boundingBox())!;
        expect(box.height).toBeGreaterThanOrEqual(44);
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        // The logo, the quote and the menu button sit side by side without overlapping.
        const logo = (await bar.getByRole("link").first().boundingBox())!;
        const menu = (await bar.getByRole("button").last().boundingBox())!;
        expect(logo.x + logo.width).toBeLessThanOrEqual(box.x);
        expect(box.x + box.width).toBeLessThanOrEqual(menu.x);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      });
    }
  }
});

test("with a 24 px default font at 390 px the compact quote button gives way and the menu button stays on screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Page.enable");
  await cdp.send("Page.setFontSizes", { fontSizes: { standard: 24, fixed: 20 } });
  await page.goto("/de");
  const bar = page.locator("header > div.relative");
  await expect(page.getByTestId("phone-quote")).toBeHidden();
  const menu = (await bar.getByRole("button").last().boundingBox())!;
  expect(menu.x + menu.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test.describe("certifications page", () => {
  for (const [lang, path, contact, label] of [
    ["en", "/en/about/certifications", "/en/contact", "Request documents"],
    ["de", "/de/ueber-uns/zertifizierungen", "/de/kontakt", "Unterlagen anfordern"],
    ["tr", "/tr/hakkimizda/sertifikalar", "/tr/iletisim", "Belge talep edin"],
    ["hu", "/hu/rolunk/tanusitvanyok", "/hu/kapcsolat", "Dokumentumok kérése"],
  ] as const) {
    test(`${lang}: the tender-documents call goes to the contact form with the documents topic preselected`, async ({ page }) => {
      await page.goto(path);
      const cta = page.getByRole("link", { name: label, exact: true });
      await expect(cta).toHaveAttribute("href", `${contact}?topic=documents`);
      await cta.click();
      await expect(page).toHaveURL(new RegExp(`${contact}\\?topic=documents$`));
      await expect(page.locator('select[name="topic"]')).toHaveValue("documents");
    });
  }

  test("the hero figures read as a label under a figure in every language", async ({ page }) => {
    for (const [path, label] of [
      ["/de/ueber-uns/zertifizierungen", "Norm der Baumerfassung"],
      ["/en/about/certifications", "Tree survey standard"],
    ] as const) {
      await page.goto(path);
      await expect(page.locator("main").getByText(label, { exact: true }).first()).toBeVisible();
      await expect(page.locator("main")).not.toContainText("Baumerfassung nach\n");
    }
  });
});
