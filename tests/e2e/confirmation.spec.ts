import AxeBuilder from "@axe-core/playwright";
import { waitForScripts } from "./hydrated";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { expect, test, type Page } from "@playwright/test";
import { copyFor } from "../../app/leads/index.server.ts";
import { LANGUAGES, type Lang } from "../../app/i18n/languages";
import { confirmationPath, localizedPath } from "../../app/i18n/paths";
import { nearestOffice } from "../../app/site/company";
import { FACTS } from "../../app/site/facts";
import { AXE_TAGS } from "../site/site-pages";
import { workingDayIn } from "./working-day";
import { runningClock, takeFillTime } from "./clock";

/*
 * A sent form answers with its own confirmation page (usability test M4 and P1): the reference and
 * what happens next survive a reload, Back and Forward, with and without JavaScript, and the address
 * carries the reference, never what the visitor wrote.
 */

const REFERENCE = /^[QCE]-\d{4}-[0-9A-HJKMNP-TV-Z]{5}$/;

async function open(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.goto(path);
  await waitForScripts(page);
}

/** Everything the visitor typed must stay out of the address and the page. */
async function expectNoneOf(page: Page, values: readonly string[]) {
  const url = decodeURIComponent(page.url());
  const text = await page.locator("body").innerText();
  const html = await page.content();
  for (const value of values) {
    expect(url, value).not.toContain(value);
    expect(text, value).not.toContain(value);
    expect(html, value).not.toContain(value);
  }
}

const QUOTE_VISITOR = {
  name: "Anna Kovács",
  company: "Duna Építő Kft.",
  email: "anna@duna.example",
  phone: "+36 30 123 4567",
  country: "Magyarország",
  city: "Győr",
  description: "Three storeys of offices above a ground-floor bank",
};

test.describe("the confirmation page", () => {
  test("a quote lands on its confirmation, which keeps the reference and next steps through reload, Back and Forward", async ({ page }) => {
    test.setTimeout(60_000);
    const en = copyFor("en");
    await runningClock(page);
    await open(page, localizedPath("get-a-quote", "en"));
    const form = page.locator("#quote-form");
    for (const [name, value] of Object.entries(QUOTE_VISITOR)) await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('[name="projectType"]').selectOption("scan-to-bim");
    await form.locator('[name="consent"]').check();
    await takeFillTime(page);
    await form.locator("button[type=submit]").click();

    await expect(page).toHaveURL(new RegExp(`${confirmationPath("get-a-quote", "en")}\\?ref=Q-\\d{4}-[0-9A-Z]{5}$`));
    const heading = page.locator("h1");
    await expect(heading).toHaveText(en.success.title);
    // Screen readers hear where they are: the heading has focus after the redirect.
    await expect(heading).toBeFocused();
    const ref = new URL(page.url()).searchParams.get("ref")!;
    expect(ref).toMatch(REFERENCE);

    const check = async () => {
      await expect(page.locator("[data-reference]")).toHaveText(ref);
      const next = page.locator("[data-next-steps]");
      await expect(next).toContainText(en.success.next.quote);
      // The promise the form page makes, with the figure from the facts.
      expect(en.success.next.quote.replace(/\u00a0/g, " ")).toContain(`${FACTS.quoteTurnaroundHours} hours (working days)`);
      await expect(next).toContainText(en.success.nda);
      await expect(next).toContainText(en.success.mailCopy);
      await expect(next).toContainText("Budapest");
      await expect(next).toContainText(nearestOffice("en").email);
      await expect(page.getByRole("link", { name: en.success.another })).toHaveAttribute("href", localizedPath("get-a-quote", "en"));
      await expect(page.locator(`main a[href="tel:${nearestOffice("en").phone.replace(/[^+\d]/g, "")}"]`)).toBeVisible();
      // The form page's "NDA on request" card is not beside the confirmation, and "our team got a copy" is gone.
      await expect(page.locator("main")).not.toContainText(en.intro.quote.points.nda);
      await expect(page.locator("main")).not.toContainText("copy of your request has gone to our team");
      await expectNoneOf(page, Object.values(QUOTE_VISITOR));
    };
    await check();
    await page.reload();
    await check();
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${localizedPath("get-a-quote", "en")}$`));
    await page.goForward();
    await check();
  });

  test("a call request in German restates the chosen day, window and time zone, also after a reload", async ({ page }) => {
    const de = copyFor("de");
    const day = workingDayIn(3);
    await runningClock(page);
    await open(page, localizedPath("talk-to-an-expert", "de"));
    const form = page.locator("#call-form");
    const visitor = { name: "Jonas Weber", email: "jonas@firma.de", phone: "+49 30 1234567", message: "Bitte vormittags anrufen" };
    for (const [name, value] of Object.entries(visitor)) await form.locator(`[name="${name}"]`).fill(value);
    await form.locator('[name="topic"]').selectOption("industrial");
    await form.locator('[name="preferredDay"]').fill(day);
    await form.locator('[name="timeWindow"][value="09-12"]').check();
    await form.locator('[name="timeZone"]').selectOption("Europe/Istanbul");
    await form.locator('[name="consent"]').check();
    await takeFillTime(page);
    await form.locator("button[type=submit]").click();

    await expect(page).toHaveURL(new RegExp(`${confirmationPath("talk-to-an-expert", "de")}\\?ref=E-`));
    const date = new Date(`${day}T00:00:00Z`);
    const weekday = new Intl.DateTimeFormat("de", { weekday: "long", timeZone: "UTC" }).format(date);
    const dayMonth = new Intl.DateTimeFormat("de", { day: "numeric", month: "long", timeZone: "UTC" }).format(date);
    const check = async () => {
      await expect(page.locator("h1")).toHaveText(de.success.title);
      await expect(page.locator("[data-reference]")).toHaveText(REFERENCE);
      const slot = page.locator("[data-call-slot]");
      await expect(slot).toContainText(`${weekday}, ${dayMonth}`);
      await expect(slot).toContainText(de.success.windows["09-12"]);
      await expect(slot).toContainText("Istanbul");
      await expect(page.locator("[data-next-steps]")).toContainText(de.success.next.call);
      await expectNoneOf(page, Object.values(visitor));
    };
    await check();
    await page.reload();
    await check();
  });

  test("a call slot that is not one of the form's values is left out, the rest of the page stays", async ({ page }) => {
    const path = confirmationPath("talk-to-an-expert", "en");
    await open(page, `${path}?ref=E-2611-7K4QX&day=2026-02-30&window=03-04&zone=Mars/Olympus`);
    await expect(page.locator("[data-reference]")).toHaveText("E-2611-7K4QX");
    await expect(page.locator("[data-call-slot]")).toHaveCount(0);
  });

  test("without JavaScript, a Hungarian contact message is answered with a redirect to its confirmation", async ({ browser }) => {
    const hu = copyFor("hu");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localizedPath("contact", "hu"));
    const visitor = { name: "Nagy Péter", email: "peter@example.hu", message: "Kérünk mintát a pontfelhőből." };
    for (const [name, value] of Object.entries(visitor)) await page.locator(`#contact-form [name="${name}"]`).fill(value);
    await page.locator('#contact-form [name="consent"]').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.locator("#contact-form button[type=submit]").click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(new RegExp(`${confirmationPath("contact", "hu")}\\?ref=C-`));
    await expect(page.locator("h1")).toHaveText(hu.success.title);
    await expect(page.locator("h1")).toBeFocused();
    await expect(page.locator("[data-next-steps]")).toContainText(hu.success.next.contact);
    await expectNoneOf(page, Object.values(visitor));
    await page.reload();
    await expect(page.locator("[data-reference]")).toHaveText(/^C-/);
    await context.close();
  });

  for (const lang of LANGUAGES) {
    test(`${lang}: a contact message's confirmation is in the page's language, with the nearest office's address`, async ({ page }) => {
      const copy = copyFor(lang);
      await runningClock(page);
      await open(page, localizedPath("contact", lang));
      const form = page.locator("#contact-form");
      await form.locator('[name="name"]').fill("Ece Demir");
      await form.locator('[name="email"]').fill("ece@example.com");
      await form.locator('[name="message"]').fill("Örnek çıktılarınızı görebilir miyiz?");
      await form.locator('[name="consent"]').check();
      await takeFillTime(page);
      await form.locator("button[type=submit]").click();
      await expect(page).toHaveURL(new RegExp(`${confirmationPath("contact", lang)}\\?ref=C-`));
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1")).toHaveText(copy.success.title);
      await expect(page.locator("[data-next-steps]")).toContainText(copy.success.next.contact);
      await expect(page.locator("[data-next-steps]")).toContainText(nearestOffice(lang).email);
      await expect(page.getByRole("link", { name: copy.success.another })).toHaveAttribute("href", localizedPath("contact", lang));
      // Each language link goes to the same confirmation in that language, with the same reference.
      const ref = new URL(page.url()).searchParams.get("ref")!;
      for (const other of LANGUAGES) {
        await expect(page.locator(`footer a[hreflang="${other}"]`).first()).toHaveAttribute(
          "href",
          `${confirmationPath("contact", other)}?ref=${ref}`,
        );
      }
    });
  }

  for (const query of ["", "?ref=", "?ref=Q-2611-7K4Q", "?ref=Q-2611-7K4QU", "?ref=C-2611-7K4QX", "?ref=<script>"]) {
    test(`a quote confirmation with ${query || "no query"} is the designed not-found page`, async ({ page }) => {
      const response = await page.goto(`${confirmationPath("get-a-quote", "de")}${query}`);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByRole("link", { name: "Zur Startseite", exact: true })).toHaveAttribute("href", "/de");
    });
  }

  for (const [key, lang, query] of [
    ["get-a-quote", "en", "?ref=Q-2611-7K4QX"],
    ["talk-to-an-expert", "tr", "?ref=E-2611-7K4QX&day=2026-12-07&window=09-12&zone=Europe/Istanbul"],
    ["contact", "de", "?ref=C-2611-7K4QX"],
  ] as const) {
    test(`${lang} ${key} confirmation: valid HTML, no axe violation, noindex, no alternates, not in the sitemap`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      const path = `${confirmationPath(key, lang as Lang)}${query}`;
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      const report = await new HtmlValidate(new FileSystemConfigLoader()).validateString(html);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${m.line}:${m.column} ${m.ruleId} ${m.message}`))).toEqual([]);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).not.toContain('rel="alternate"');
      const links = [...html.matchAll(/\shref="(\/[^"#]*)/g)].map((m) => m[1].replace(/&amp;/g, "&"));
      for (const href of new Set(links)) expect((await request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
      expect(await (await request.get("/sitemap.xml")).text()).not.toContain(confirmationPath(key, lang as Lang));

      await open(page, path);
      const { violations } = await new AxeBuilder({ page }).options({ runOnly: { type: "tag", values: AXE_TAGS } }).analyze();
      expect(violations.map((v) => v.id)).toEqual([]);
    });
  }
});
