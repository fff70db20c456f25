import http from "node:http";
import { expect, test, type Page } from "@playwright/test";

/** Addresses from print, mail signatures and phone keyboards: capitals, typos, unknown languages (issue 23, M7 and m6). */

test.describe("an address with capitals", () => {
  test("answers 301 to its lowercase page, keeping the query", async ({ request }) => {
    const cases: [string, string][] = [
      ["/HU", "/hu"],
      ["/TR", "/tr"],
      ["/de/Kontakt", "/de/kontakt"],
      ["/DE/kontakt", "/de/kontakt"],
      ["/en/Projects", "/en/projects"],
      ["/EN/Projects?country=hungary", "/en/projects?country=hungary"],
      ["/En/Services/Maritime-Solutions", "/en/services/maritime-solutions"],
      ["/Contact", "/contact"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
    }
  });

  test("lands on the page in a browser", async ({ page }) => {
    const response = await page.goto("/de/Kontakt");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/\/de\/kontakt$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
  });

  test("never leaves the site", async () => {
    for (const [target, location] of [
      ["//Evil.example/", "/Evil.example"],
      ["//EVIL.example", "/EVIL.example"],
    ]) {
      expect(await rawLocation(target), target).toBe(location);
    }
    // …and that path, lowercased, is no page: the not-found page, not a second redirect.
    expect(await rawStatus("/Evil.example")).toBe(404);
    expect(await rawStatus("/%2F%2FEvil.example")).toBe(404);
  });
});

const NOT_FOUND: [string, { lang: string; title: string; home: string }][] = [
  ["/en/projets", { lang: "en", title: "Page Not Found", home: "Go to Homepage" }],
  ["/en/Projects-x", { lang: "en", title: "Page Not Found", home: "Go to Homepage" }],
  ["/xx/foo", { lang: "en", title: "Page Not Found", home: "Go to Homepage" }],
  ["/Nothing-Here", { lang: "en", title: "Page Not Found", home: "Go to Homepage" }],
  ["/de/foo/bar", { lang: "de", title: "Seite nicht gefunden", home: "Zur Startseite" }],
  ["/DE/Gibt-Es-Nicht", { lang: "de", title: "Seite nicht gefunden", home: "Zur Startseite" }],
  ["/tr/Yok", { lang: "tr", title: "Sayfa bulunamadı", home: "Ana sayfaya dön" }],
  ["/hu/NINCS/ilyen", { lang: "hu", title: "Az oldal nem található", home: "Vissza a kezdőlapra" }],
];

test.describe("an unknown address", () => {
  for (const [path, words] of NOT_FOUND) {
    test(`${path} gets the designed not-found page in ${words.lang}, with status 404`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", words.lang);
      await expect(page).toHaveTitle(new RegExp(words.title));
      await expect(page.locator("main h1")).toHaveText(words.title);
      await expect(page.locator("header").first()).toBeVisible();
      await expect(page.locator("footer#site-footer")).toBeVisible();
      expect(await page.locator("header nav, header [role=navigation]").count()).toBeGreaterThan(0);
      await expect(page.locator("footer nav").first()).toBeAttached();
      await expect(page.getByRole("link", { name: words.home, exact: true })).toHaveAttribute("href", `/${words.lang}`);
      await expect(page.getByText(/Something went wrong|schiefgelaufen/)).toHaveCount(0);
    });
  }
});

test.describe("the bare address", () => {
  async function landing(page: Page, languages: string[]) {
    await page.addInitScript((list) => {
      Object.defineProperty(navigator, "languages", { get: () => list });
      Object.defineProperty(navigator, "language", { get: () => list[0] });
    }, languages);
    await page.goto("/");
    await page.waitForURL((url) => url.pathname !== "/");
    return new URL(page.url()).pathname;
  }

  const cases: [string[], string][] = [
    [["fr-CH", "de-CH", "de"], "/de"],
    [["zh-CN", "tr"], "/tr"],
    [["it-IT", "hu-HU", "de-DE"], "/hu"],
    [["en-US", "de"], "/en"],
    [["fr-FR", "es"], "/en"],
  ];
  for (const [languages, landsOn] of cases) {
    test(`walks every browser language in order: ${languages.join(", ")} → ${landsOn}`, async ({ page }) => {
      expect(await landing(page, languages)).toBe(landsOn);
    });
  }

  test("a stored language comes before the browser's", async ({ page }) => {
    await page.goto("/en/contact");
    await page.evaluate(() => localStorage.setItem("language", "tr"));
    expect(await landing(page, ["fr-CH", "de-CH", "de"])).toBe("/tr");
  });
});

/** A request sent by node:http as written, which a browser or fetch would tidy up. */
function raw(path: string): Promise<http.IncomingMessage> {
  const base = new URL(test.info().project.use.baseURL!);
  return new Promise((resolve, reject) => {
    http
      .get({ host: base.hostname, port: base.port, path }, (res) => {
        res.resume();
        resolve(res);
      })
      .on("error", reject);
  });
}
const rawLocation = async (path: string) => (await raw(path)).headers.location;
const rawStatus = async (path: string) => (await raw(path)).statusCode;
