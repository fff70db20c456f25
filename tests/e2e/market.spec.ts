import { expect, test } from "@playwright/test";
import { gotoHydrated } from "./hydrated";

/** Per market (usability test 1, m8, m14, m5, m12, P10): the nearest office first, and a projects filter that survives. */
test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => localStorage.setItem("cookie-consent", "accepted"));
});

test.describe("the nearest office first", () => {
  test("a Turkish page's top bar shows the Istanbul number and e-mail, a German page's the Budapest ones", async ({ page }) => {
    await page.goto("/tr/iletisim");
    const phone = page.locator("header a[href^='tel:']").first();
    const mail = page.locator("header a[href^='mailto:']").first();
    await expect(phone).toHaveAttribute("href", "tel:+902125550148");
    await expect(phone).toHaveText("+90\u00a0212\u00a0555\u00a00148");
    await expect(mail).toHaveAttribute("href", "mailto:istanbul@pontos3d.example");

    await page.goto("/de/kontakt");
    await expect(phone).toHaveAttribute("href", "tel:+3615550147");
    await expect(mail).toHaveAttribute("href", "mailto:budapest@pontos3d.example");
  });

  test("the contact page's office cards give each office's hours with its time zone", async ({ page }) => {
    await page.goto("/de/kontakt");
    await expect(page.getByTestId("office-hours")).toHaveText([
      "Bürozeiten: Mo.–Fr. 08:00–17:00 Uhr MEZ/MESZ",
      "Bürozeiten: Mo.–Fr. 09:00–18:00 Uhr TRT",
    ]);
    await page.goto("/tr/iletisim");
    await expect(page.getByTestId("office-hours").last()).toHaveText("Çalışma saatleri: Pazartesi–Cuma 09:00–18:00 TSİ");
  });
});

test.describe("the projects filter", () => {
  const cards = "#case-studies ul.grid > li";

  test("switching language on a filtered list keeps the filter", async ({ page }) => {
    await gotoHydrated(page, "/en/projects?country=hungary");
    await page.getByTestId("language-switcher").locator("summary").click();
    await page.getByTestId("language-switcher").getByRole("link", { name: "Deutsch" }).click();
    await expect(page).toHaveURL(/\/de\/projekte\?country=hungary$/);
    await expect(page.locator("h1")).toHaveText("Projekte in Ungarn");
    await expect(page.locator("#project-filter a[aria-current]")).toHaveText("Ungarn");
    await expect(page.locator(cards)).toHaveCount(3);
    await expect(page.locator(cards).filter({ hasText: "Krefeld" })).toHaveCount(0);
  });

  test("every language link of a filtered list carries the filter, also without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/projects?country=hungary");
    const hrefs = await page.locator("a[data-language-link]").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(new Set(hrefs)).toEqual(
      new Set([
        "/en/projects?country=hungary",
        "/tr/projeler?country=hungary",
        "/hu/projektek?country=hungary",
        "/de/projekte?country=hungary",
      ]),
    );
    await context.close();
  });

  test("a country's name in the page's language, or in any case, filters", async ({ page }) => {
    for (const path of ["/de/projekte?country=deutschland", "/de/projekte?country=Germany", "/en/projects?country=GERMANY"]) {
      await page.goto(path);
      await expect(page.locator(cards), path).toHaveCount(1);
      await expect(page.locator(cards), path).toContainText("Krefeld");
      await expect(page.locator("#project-filter a[aria-current]"), path).toHaveCount(1);
    }
    await page.goto("/de/projekte?country=deutschland");
    await expect(page.locator("h1")).toHaveText("Projekte in Deutschland");
    // The hero's lead speaks of the country, not of the chemical plants that are not on the list.
    await expect(page.locator("main")).toContainText("Referenzprojekte aus Deutschland");
    await expect(page.locator("main")).not.toContainText("Chemie- und Pharmaanlagen und von einer Hotelfassade");
  });

  test("a country without case studies says so and offers the team, instead of listing everything", async ({ page }) => {
    await page.goto("/en/projects?country=turkey");
    await expect(page.locator(cards)).toHaveCount(0);
    const notice = page.getByTestId("projects-notice");
    await expect(notice).toContainText("No case studies from Türkiye yet.");
    await expect(notice.getByRole("link", { name: "Talk to our team" })).toHaveAttribute("href", "/en/talk-to-an-expert");

    await page.goto("/de/projekte?country=mars");
    await expect(page.locator(cards)).toHaveCount(0);
    await expect(page.getByTestId("projects-notice")).toContainText("„mars“ passt zu keinem Land mit Referenzprojekten.");
  });

  test("the index calls its case studies a selection", async ({ page }) => {
    await page.goto("/en/projects");
    await expect(page.getByRole("heading", { name: "Selected case studies" })).toBeVisible();
    await page.goto("/tr/projeler");
    await expect(page.getByRole("heading", { name: "Seçilmiş vaka çalışmaları" })).toBeVisible();
  });
});
