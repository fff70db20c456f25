import { expect, test } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages";
import { DOWNLOAD_FILES, FORMATS } from "../../app/downloads/registry";
import { localizedPath } from "../../app/i18n/paths";
import { sizeText } from "../../app/downloads/size-text";

/**
 * Issue 28: the Downloads page offers real files in the visitor's language, each with its format and
 * size shown before the download, and no longer promises them "soon".
 */
for (const lang of LANGUAGES) {
  test(`the ${lang} Downloads page links every ${lang} file, with the size the file has, and each link answers with the file`, async ({
    page,
    request,
  }) => {
    await page.goto(localizedPath("resources/downloads", lang));
    const links = page.locator("main a[download]");
    const shown = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute("href")!, name: a.getAttribute("download")!, text: a.textContent!.replace(/\s+/g, " ") })),
    );
    const files = DOWNLOAD_FILES.filter((file) => file.lang === lang);
    expect(shown.map((link) => link.href).sort()).toEqual(files.map((file) => file.path).sort());
    for (const link of shown) {
      const file = files.find((f) => f.path === link.href)!;
      const response = await request.get(link.href);
      expect(response.status(), link.href).toBe(200);
      expect(response.headers()["content-type"], link.href).toBe(FORMATS[file.format]);
      const body = await response.body();
      expect(link.name).toBe(link.href.slice(link.href.lastIndexOf("/") + 1));
      expect(link.text, link.href).toContain(`${file.format.toUpperCase()}, ${sizeText(body.byteLength, lang)}`);
    }
    // The page's own words promise nothing (the blog, linked among the other resources, still may).
    const notYet = /coming soon|çok yakında|hamarosan|in Kürze/i;
    await expect(page.locator("main section:not(#read-next)").first()).not.toContainText(notYet);
    for (const id of ["sample-deliverables", "templates-and-checklists", "about-the-files"])
      await expect(page.locator(`#${id}`)).not.toContainText(notYet);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).not.toMatch(notYet);
  });
}

test("a file that is not in the registry is the not-found page, not an error", async ({ request }) => {
  const response = await request.get("/downloads/en/nothing-here.pdf");
  expect(response.status()).toBe(404);
});
