import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";

test.describe("not-found page", () => {
  for (const path of ["/en/no-such-page", "/fr/services", "/services/no-such-service", "/xyz"]) {
    test(`${path} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator("h1")).toHaveText("Page Not Found");
      await expect(page.getByText("The page you are looking for does not exist or has been moved.")).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to Homepage" })).toHaveAttribute("href", "/en");
      await expect(page).toHaveTitle(/Page Not Found/);
    });
  }

  test("is shown in the language of the address where it can be told", async ({ page }) => {
    const response = await page.goto("/de/gibt-es-nicht");
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("link", { name: "Zur Startseite", exact: true })).toHaveAttribute("href", "/de");
  });

  test("malformed and hostile addresses get 404, never 500, and never a file outside the build", async ({ request }) => {
    const paths = [
      "/%E0%A4%A",
      "/%",
      "/en/%ZZ",
      "/../../etc/passwd",
      "/%2e%2e/%2e%2e/etc/passwd",
      "/assets/..%2f..%2fserver%2findex.js",
      "/..%2f..%2fpackage.json",
      "/en/%00",
      "/assets/missing-file.js",
      "/server/index.js",
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain("root:x:0");
      expect(body, path).not.toContain('"name": "pontos3d-website"');
    }
  });
});

test.describe("not-found suggestions", () => {
  test("a Scan to BIM slug straight under the German services suggests both Scan to BIM pages, in German, and they work", async ({
    page,
    request,
  }) => {
    const response = await page.goto("/de/leistungen/scan-to-bim");
    expect(response?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Seite nicht gefunden");
    const suggestions = page.getByRole("region", { name: "Meinten Sie …?" }).getByRole("link");
    await expect(suggestions).toHaveText(["Scan to BIM – Anlagen", "Scan to BIM – Gebäude"]);
    const targets = await suggestions.evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(targets).toEqual(["/de/leistungen/industrieanlagen/scan-to-bim", "/de/leistungen/bau-bim/scan-to-bim"]);
    for (const target of targets) expect((await request.get(target!)).status(), target!).toBe(200);
    await expect(page.getByRole("link", { name: "Zur Startseite", exact: true })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze();
    expect(axe.violations.map((v) => v.id)).toEqual([]);
  });

  test("a German slug under /en/ suggests the English page; an address close to nothing suggests nothing", async ({ page }) => {
    expect((await page.goto("/en/leistungen/architektur-und-planung/fassadenaufmass"))?.status()).toBe(404);
    await expect(page.getByRole("region", { name: "Did you mean…?" }).getByRole("link")).toHaveText(["Facade Survey"]);
    await expect(page.getByRole("link", { name: "Facade Survey" })).toHaveAttribute("href", "/en/services/aec-solutions/facade-survey");
    expect((await page.goto("/en/qwxz/zzzz"))?.status()).toBe(404);
    await expect(page.locator("h1")).toHaveText("Page Not Found");
    await expect(page.getByRole("region", { name: "Did you mean…?" })).toHaveCount(0);
  });
});

test.describe("redirects", () => {
  test("/services/maritime-solutions answers with a permanent redirect to the maritime page in every language", async ({ request }) => {
    const cases: [string, string][] = [
      ["/en/services/maritime-solutions", "/en/services/maritime"],
      ["/tr/hizmetler/maritime-solutions", "/tr/hizmetler/denizcilik"],
      ["/hu/szolgaltatasok/maritime-solutions", "/hu/szolgaltatasok/hajoipar"],
      ["/de/leistungen/maritime-solutions", "/de/leistungen/maritim"],
    ];
    for (const [from, to] of cases) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location, "http://x").pathname, from).toBe(to);
    }
  });

  test("an address with a trailing slash is redirected to the one without", async ({ request }) => {
    const response = await request.get("/en/services/?a=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/en/services?a=1");
    // A protocol-relative path must not become an open redirect to another host.
    const location = await new Promise<string | undefined>((resolve, reject) => {
      const base = new URL(test.info().project.use.baseURL!);
      http
        .get({ host: base.hostname, port: base.port, path: "//example.com/" }, (res) => {
          res.resume();
          resolve(res.headers.location);
        })
        .on("error", reject);
    });
    expect(location).toBe("/example.com");
  });

  test("pre-rendered pages are served compressed, hashed assets cached for a year", async ({ request, page }) => {
    const html = await request.get("/en/services", { headers: { "Accept-Encoding": "br" } });
    expect(html.status()).toBe(200);
    expect(html.headers()["content-encoding"]).toBe("br");
    expect(html.headers()["content-security-policy"]).toContain("default-src 'self'");
    await page.goto("/en");
    const script =
      (await page.locator("script[type=module][src], link[rel=modulepreload]").first().getAttribute("href")) ??
      (await page.locator("script[src]").first().getAttribute("src"));
    const asset = await request.get(script!);
    expect(asset.headers()["cache-control"]).toContain("immutable");
  });
});
