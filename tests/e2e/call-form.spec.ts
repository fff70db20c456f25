import { expect, test, type Page } from "@playwright/test";
import { waitForScripts } from "./hydrated";
import { HONEYPOT_FIELD, copyFor } from "../../app/leads/index.server.ts";
import { LANGUAGES } from "../../app/i18n/languages";
import { localizedPath } from "../../app/i18n/paths";
import { weekdayIn, workingDayIn } from "./working-day";
import { runningClock, takeFillTime } from "./clock";

async function open(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.goto(path);
  await waitForScripts(page);
}

test.describe("the call form (usability test m2, m11, P8 and the W3C select rule)", () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: a Saturday or Sunday is refused in the visitor's language, a Monday is taken; the date says when we call`, async ({
      page,
    }) => {
      const copy = copyFor(lang);
      await open(page, localizedPath("talk-to-an-expert", lang));
      const form = page.locator("#call-form");
      const day = form.locator('[name="preferredDay"]');
      await expect(form).toContainText(copy.fields.preferredDay.help!);
      for (const weekend of [weekdayIn(1, 0), weekdayIn(1, 6)]) {
        await day.fill(weekend);
        await day.blur();
        await expect(form).toContainText(copy.errors.weekend);
        await expect(day).toHaveAttribute("aria-invalid", "true");
      }
      await day.fill(weekdayIn(1, 1));
      await expect(form).not.toContainText(copy.errors.weekend);
    });
  }

  test("without JavaScript the server refuses a Sunday too, in Turkish", async ({ browser }) => {
    const tr = copyFor("tr");
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localizedPath("talk-to-an-expert", "tr"));
    const form = page.locator("#call-form");
    await form.locator('[name="name"]').fill("Ayşe Yılmaz");
    await form.locator('[name="email"]').fill("ayse@tersane.com.tr");
    await form.locator('[name="phone"]').fill("+90 532 555 12 34");
    await form.locator('[name="topic"]').selectOption("maritime");
    await form.locator('[name="preferredDay"]').fill(weekdayIn(1, 0));
    await form.locator('[name="timeWindow"][value="09-12"]').check();
    await form.locator('[name="consent"]').check();
    await form.locator("button[type=submit]").click();
    await expect(page.locator("[data-error-summary]")).toContainText(tr.errors.weekend);
    await expect(page).toHaveURL(new RegExp(`${localizedPath("talk-to-an-expert", "tr")}$`));
    await context.close();
  });

  test("the time-zone select starts with an empty placeholder option and still proposes the visitor's own zone", async ({ browser }) => {
    const de = copyFor("de");
    const context = await browser.newContext({ timezoneId: "Europe/Istanbul" });
    const page = await context.newPage();
    await open(page, "/de/mit-experten-sprechen");
    const select = page.locator('select[name="timeZone"]');
    await expect(select).toHaveAttribute("required", "");
    await expect(select.locator("option").first()).toHaveAttribute("value", "");
    await expect(select.locator("option").first()).toHaveText(de.fields.timeZone.choose);
    await expect(select).toHaveValue("Europe/Istanbul");
    await context.close();
  });

  test("a phone number without a country code gets a hint, not an error; one with + or 00 none", async ({ page }) => {
    const tr = copyFor("tr");
    await open(page, localizedPath("talk-to-an-expert", "tr"));
    const phone = page.locator('#call-form [name="phone"]');
    await phone.fill("0532 555 12 34");
    await phone.blur();
    await expect(page.locator("#call-form [data-field-hint]")).toHaveText(tr.fields.phone.noCountryCode);
    await expect(phone).not.toHaveAttribute("aria-invalid", "true");
    for (const number of ["+90 532 555 12 34", "0090 532 555 12 34"]) {
      await phone.fill(number);
      await expect(page.locator("#call-form [data-field-hint]")).toHaveCount(0);
    }
  });

  test("the honeypot has a name no autofill knows and autocomplete off", async ({ page }) => {
    await open(page, "/en/talk-to-an-expert");
    await expect(page.locator('input[name="website"]')).toHaveCount(0);
    const trap = page.locator(`input[name="${HONEYPOT_FIELD}"]`);
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).toHaveAttribute("tabindex", "-1");
  });
});

test("a call on a working day is still taken", async ({ page }) => {
  await runningClock(page);
  await open(page, "/en/talk-to-an-expert");
  const form = page.locator("#call-form");
  await form.locator('[name="name"]').fill("Ayse Yilmaz");
  await form.locator('[name="email"]').fill("ayse@example.com");
  await form.locator('[name="phone"]').fill("0532 555 12 34");
  await form.locator('[name="topic"]').selectOption("maritime");
  await form.locator('[name="preferredDay"]').fill(workingDayIn(1));
  await form.locator('[name="timeWindow"][value="09-12"]').check();
  await form.locator('[name="consent"]').check();
  await takeFillTime(page);
  await form.locator("button[type=submit]").click();
  await expect(page.locator("[data-reference]")).toHaveText(/^E-\d{4}-[0-9A-Z]{5}$/);
});
