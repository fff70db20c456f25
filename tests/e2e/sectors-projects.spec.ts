import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./hydrated";
import { AXE_TAGS } from "../site/site-pages";
import { catalogueFor } from "../../app/i18n/catalogues.server";
import { pageNames } from "./page-names";

const SECTOR_HU = "/hu/agazatok/ipari-letesitmenyek";
const NAV_ORDER = ["overview", "benefits", "services", "deliverables", "process", "use-cases", "case-studies", "faq"];

/** Scrolls so that the section's top sits a little above the line the section nav watches (20 % from the top). */
async function bringToWatchedLine(page: Page, id: string) {
  await page.evaluate((target) => {
    const top = document.getElementById(target)!.getBoundingClientRect().top + window.scrollY;
    window.scrollTo({ top: top - window.innerHeight * 0.15, behavior: "instant" });
  }, id);
}

test.describe("the sector pages' section nav", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("marks the section in view while scrolling down and back up, and sticks 112 px from the top", async ({ page }) => {
    await gotoHydrated(page, SECTOR_HU);
    const nav = page.locator("[data-anchor-nav]");
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.slice(0, NAV_ORDER.length)).toEqual(NAV_ORDER.map((id) => `#${id}`));
    const current = nav.locator('a[aria-current="location"]');
    for (const id of NAV_ORDER) {
      await bringToWatchedLine(page, id);
      await expect(current).toHaveAttribute("href", `#${id}`);
      await expect.poll(() => nav.evaluate((el) => el.getBoundingClientRect().top)).toBe(112);
    }
    for (const id of [...NAV_ORDER].reverse()) {
      await bringToWatchedLine(page, id);
      await expect(current).toHaveAttribute("href", `#${id}`);
    }
  });

  test("its links work without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(SECTOR_HU);
    await page.locator('[data-anchor-nav] a[href="#faq"]').click();
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.locator("#faq")).toBeInViewport();
    await context.close();
  });
});

const hu = catalogueFor("hu").content;
const de = catalogueFor("de").content;

test.describe("the projects index's country filter", () => {
  test("works without JavaScript: the server renders the country's projects under its name, in Hungarian", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/hu/projektek?country=germany");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(hu.projectsIn.germany);
    await expect(page).toHaveTitle(new RegExp(`^${hu.projectsIn.germany}`));
    const filter = page.getByRole("navigation", { name: hu.filterByCountry });
    await expect(filter.locator('[aria-current="true"]')).toHaveText("Németország");
    await expect(page.locator("#case-studies li a[href*='/projektek/']")).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/hu\/projektek\?country=germany$/);
    await expect(page.locator('link[rel="alternate"][hreflang="de"]')).toHaveAttribute("href", /\/de\/projekte\?country=germany$/);

    await filter.getByRole("link", { name: hu.allProjects }).click();
    // The filter's links come back to the filter itself.
    await expect(page).toHaveURL(/\/hu\/projektek#project-filter$/);
    await expect(page.locator("#case-studies li a[href*='/projektek/']")).toHaveCount(4);
    await expect(filter.locator('[aria-current="true"]')).toHaveText(hu.allProjects);
    await context.close();
  });

  test("works with JavaScript too, in German, and an unknown country says so instead of showing every project", async ({ page }) => {
    await gotoHydrated(page, "/de/projekte");
    const filter = page.getByRole("navigation", { name: de.filterByCountry });
    await filter.getByRole("link", { name: "Ungarn" }).click();
    await expect(page).toHaveURL(/\/de\/projekte\?country=hungary#project-filter$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(de.projectsIn.hungary);
    await expect(page).toHaveTitle(new RegExp(`^${de.projectsIn.hungary}`));
    await expect(page.locator("#case-studies li a[href*='/projekte/']")).toHaveCount(3);
    await expect(filter.locator('[aria-current="true"]')).toHaveText("Ungarn");

    await page.goto("/de/projekte?country=atlantis");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText((await pageNames("projects", "de")).h1);
    await expect(page.locator("#case-studies li a[href*='/projekte/']")).toHaveCount(0);
    await expect(page.getByTestId("projects-notice")).toContainText("„atlantis“");
    await expect(page.getByTestId("projects-notice").getByRole("link", { name: de.talkToTeam })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/de\/projekte$/);
  });
});

/** The filtered views are rendered by the server, not pre-rendered: the site-wide checks, run on them here. */
const FILTERED = ["en", "tr", "hu", "de"].flatMap((lang) => {
  const path = { en: "/en/projects", tr: "/tr/projeler", hu: "/hu/projektek", de: "/de/projekte" }[lang]!;
  // A country without case studies shows the notice instead of cards: checked like the others.
  return [`${path}?country=germany`, `${path}?country=hungary`, `${path}?country=turkey`];
});

test.describe("the filtered views pass the site-wide checks", () => {
  for (const view of FILTERED) {
    test(view, async ({ page, request }) => {
      const response = await request.get(view);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(html);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);

      const links = [...html.matchAll(/\shref="(\/[^"#]*)/g)].map((m) => m[1].replace(/&amp;/g, "&"));
      for (const href of new Set(links)) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);

      await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
      await gotoHydrated(page, view);
      const { violations } = await new AxeBuilder({ page }).options({ runOnly: { type: "tag", values: AXE_TAGS } }).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
      // A view without case studies is no page of its own: its canonical and alternates are the unfiltered list's.
      const query = view.endsWith("=turkey") ? "" : view.slice(view.indexOf("?"));
      for (const link of await page.locator('link[rel="canonical"], link[rel="alternate"][hreflang]').all()) {
        expect(await link.getAttribute("href")).toMatch(query ? new RegExp(`\\${query}$`) : /\/[a-z-]+$/);
      }
    });
  }
});
