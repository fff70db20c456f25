import { expect, test, type Page } from "@playwright/test";
import { waitForScripts } from "./hydrated";
import { type FormCopy, MIN_FILL_MS, copyFor } from "../../app/leads/index.server.ts";
import { LANGUAGES, type Lang } from "../../app/i18n/languages";
import { localizedPath } from "../../app/i18n/paths";
import { eventually, recipientsOf, startInbox, startLeadServer, type LeadServer } from "./lead-server";
import { STORES, storeFixture } from "./stores";
import { files } from "./sample-files";
import { workingDayIn } from "./working-day";
import { runningClock, stopClock, takeFillTime } from "./clock";

// The words as the pages show them: figures written out from the facts.
const COPIES = Object.fromEntries(LANGUAGES.map((lang) => [lang, copyFor(lang)])) as Record<Lang, FormCopy>;
const { en, tr, hu, de } = COPIES;
const FORMS = [
  { kind: "quote", key: "get-a-quote", required: ["name", "company", "email", "phone", "country", "city", "projectType"] },
  { kind: "contact", key: "contact", required: ["name", "email", "message"] },
  { kind: "call", key: "talk-to-an-expert", required: ["name", "email", "phone", "topic", "preferredDay", "timeWindow"] },
] as const;

async function open(page: Page, path: string) {
  await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
  await page.goto(path);
  await waitForScripts(page);
}

test.describe("required fields answer in the visitor's language", () => {
  for (const lang of LANGUAGES) {
    for (const form of FORMS) {
      test(`${form.kind} form, ${lang}: an empty submit shows every required field's error and a focused summary`, async ({ page }) => {
        const copy = COPIES[lang];
        await open(page, localizedPath(form.key, lang));
        await page.locator(`#${form.kind}-form button[type=submit]`).click();
        const summary = page.locator("[data-error-summary]");
        await expect(summary).toBeVisible();
        await expect(summary).toBeFocused();
        await expect(summary).toContainText(copy.common.errorSummaryTitle);
        await expect(summary).toContainText(copy.errors.consent);
        for (const name of form.required) {
          const field = page.locator(`#${form.kind}-form [name="${name}"]`).first();
          await expect(field).toHaveAttribute("aria-invalid", "true");
        }
        await expect(page.locator(`#${form.kind}-form`)).toContainText(form.kind === "call" ? copy.errors.choice : copy.errors.required);
        // Nothing was sent: the page did not leave the form.
        await expect(page).toHaveURL(new RegExp(`${localizedPath(form.key, lang)}$`));
      });
    }
  }

  test("a bad e-mail and phone are named precisely, and the message goes when fixed", async ({ page }) => {
    await open(page, "/de/kontakt");
    const form = page.locator("#contact-form");
    await form.locator('[name="email"]').fill("nicht-gueltig");
    await form.locator('[name="email"]').blur();
    await expect(form).toContainText(de.errors.email);
    await form.locator('[name="phone"]').fill("12");
    await form.locator('[name="phone"]').blur();
    await expect(form).toContainText(de.errors.phone);
    await form.locator('[name="email"]').fill("anna@firma.de");
    await expect(form).not.toContainText(de.errors.email);
  });
});

test.describe("correcting a form", () => {
  test("after a failed submit, typing and choosing stay in the field (checks do not pull focus to the summary)", async ({ page }) => {
    await open(page, "/hu/ajanlatkeres");
    await page.locator("#quote-form button[type=submit]").click();
    await expect(page.locator("[data-error-summary]")).toBeFocused();
    const name = page.locator('#quote-form [name="name"]');
    await name.click();
    await page.keyboard.type("Kovács Zoltán", { delay: 30 });
    await expect(name).toBeFocused();
    await expect(name).toHaveValue("Kovács Zoltán");
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator('#quote-form [name="company"]')).toBeFocused();
  });

  test("a summary link takes the visitor to the field, also for a group of options", async ({ page }) => {
    await open(page, "/en/talk-to-an-expert");
    await page.locator("#call-form button[type=submit]").click();
    await page.locator("[data-error-summary] a", { hasText: en.fields.timeWindow.label }).click();
    await expect(page.locator("#call-form-timeWindow")).toBeFocused();
  });

  test("an extra field of a project type no longer chosen does not block the quote", async ({ page }) => {
    await open(page, "/en/get-a-quote");
    await page.locator('select[name="projectType"]').selectOption("as-built-reports");
    await page.locator('[name="tolerance"]').fill("-3");
    await page.locator('select[name="projectType"]').selectOption("other");
    await page.locator("#quote-form button[type=submit]").click();
    await expect(page.locator("[data-error-summary]")).not.toContainText(en.fields.tolerance.label);
  });

  test("a long file name does not widen the page on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/de/angebot-anfordern");
    await page
      .locator("#file-picker")
      .setInputFiles([files.pdf(`Bestandsplan_Erdgeschoss_Obergeschoss_Dachgeschoss_Schnitte_Ansichten_freigegeben.pdf`, 2048)]);
    await expect(page.locator("[data-upload-item]")).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test("the call form proposes the visitor's own time zone", async ({ browser }) => {
    const context = await browser.newContext({ timezoneId: "America/New_York" });
    const page = await context.newPage();
    await open(page, "/de/mit-experten-sprechen");
    await expect(page.locator('select[name="timeZone"]')).toHaveValue("America/New_York");
    await context.close();
  });
});

test.describe("the quote form's project types", () => {
  test("each project type reveals its own extra fields and hides the others", async ({ page }) => {
    await open(page, "/en/get-a-quote");
    const type = page.locator('select[name="projectType"]');
    const groups = page.locator("[data-type-fields]");
    await expect(groups.filter({ visible: true })).toHaveCount(0);
    const expectations = {
      "scan-to-bim": ['select[name="lod"]', 'input[name="modelingScope"][value="mep"]'],
      "scan-to-cad": ['select[name="scale"]', 'input[name="sheets"][value="sections"]'],
      "as-built-reports": ['input[name="tolerance"]', 'select[name="frequency"]'],
      "facade-survey": ['input[name="facadeOutput"][value="both"]'],
      "industrial-plant-scanning": ['input[name="discipline"][value="piping"]'],
    };
    for (const [value, selectors] of Object.entries(expectations)) {
      await type.selectOption(value);
      await expect(groups.filter({ visible: true })).toHaveCount(1);
      for (const selector of selectors) await expect(page.locator(selector)).toBeVisible();
    }
    // "Other" and the types without extra fields are described in the description every type has.
    for (const value of ["other", "ship-yacht-scanning", "drone-survey"]) {
      await type.selectOption(value);
      await expect(groups.filter({ visible: true })).toHaveCount(0);
      await expect(page.locator('textarea[name="description"]')).toBeVisible();
    }
    await type.selectOption("");
    await expect(groups.filter({ visible: true })).toHaveCount(0);
  });

  test("without JavaScript the extra fields still follow the project type", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/hu/ajanlatkeres");
    await page.locator('select[name="projectType"]').selectOption("scan-to-cad");
    await expect(page.locator('select[name="scale"]')).toBeVisible();
    await expect(page.locator('select[name="lod"]')).toBeHidden();
    await context.close();
  });
});

test.describe("uploads", () => {
  test("files over 10 MB in total are refused with the alert, and none of them is added", async ({ page }) => {
    await open(page, "/en/get-a-quote");
    const picker = page.locator("#file-picker");
    await picker.setInputFiles([files.pdf("plan.pdf", 6 * 1024 * 1024), files.png("photo.png", 5 * 1024 * 1024)]);
    await expect(page.locator("[data-upload-alert]")).toContainText("Total file size cannot exceed 10MB.");
    await expect(page.locator("[data-upload-item]")).toHaveCount(0);
  });

  test("the alert also counts files already added", async ({ page }) => {
    await open(page, "/tr/teklif-al");
    const picker = page.locator("#file-picker");
    await picker.setInputFiles([files.pdf("plan.pdf", 6 * 1024 * 1024)]);
    await expect(page.locator("[data-upload-item]")).toHaveCount(1);
    await picker.setInputFiles([files.png("photo.png", 5 * 1024 * 1024)]);
    await expect(page.locator("[data-upload-alert]")).toContainText(tr.files.tooLarge);
    await expect(page.locator("[data-upload-item]")).toHaveCount(1);
  });

  test("each file shows real progress; submit waits for uploads; a file can be removed", async ({ page, context }) => {
    await open(page, "/en/get-a-quote");
    const cdp = await context.newCDPSession(page);
    // About 1 MB/s upstream, so a 4 MB file takes a few seconds to arrive.
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 1024 * 1024,
    });
    await page.locator("#file-picker").setInputFiles([files.pdf("survey.pdf", 4 * 1024 * 1024)]);
    const item = page.locator("[data-upload-item]");
    const submit = page.locator("#quote-form button[type=submit]");
    await expect(submit).toBeDisabled();
    await expect(page.locator("[data-uploads-pending]")).toHaveText("Please wait for uploads to complete...");
    const progress = item.locator("progress");
    await expect.poll(async () => Number(await progress.getAttribute("value")), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(item).toContainText("Uploaded", { timeout: 20_000 });
    await expect(submit).toBeEnabled();
    await expect(page.locator("[data-uploads-pending]")).toHaveCount(0);
    await expect(page.locator('input[type=hidden][name="fileIds"]')).toHaveCount(1);
    await item.getByRole("button", { name: /Remove/ }).click();
    await expect(item).toHaveCount(0);
    await expect(page.locator('input[type=hidden][name="fileIds"]')).toHaveCount(0);
  });

  test("a file whose content does not match its extension is refused with the reason", async ({ page }) => {
    await open(page, "/de/angebot-anfordern");
    await page.locator("#file-picker").setInputFiles([files.exeAsPdf("rechnung.pdf")]);
    await expect(page.locator("[data-upload-item]")).toContainText(de.files.refused.content);
  });
});

// The same submissions end to end against each store: SQLite by default, PostgreSQL when DATABASE_URL is set.
for (const storeName of STORES)
  test.describe(`a submission arrives (${storeName})`, () => {
    test.describe.configure({ mode: "serial" });
    const store = storeFixture(storeName);
    let server: LeadServer;
    let inbox: Awaited<ReturnType<typeof startInbox>>;
    const STAFF = "leads@pontos3d.example";
    test.beforeAll(async () => {
      test.skip(store.skipReason !== undefined, store.skipReason);
      inbox = await startInbox();
      server = await startLeadServer({ ...(await store.env()), SMTP_URL: inbox.url, LEADS_TO: STAFF });
    });
    test.afterAll(async () => {
      await server?.stop();
      await inbox?.stop();
      await store.stop();
    });

    test("a quote with files is stored, confirmed with a reference, and mailed with its attachments", async ({ page }) => {
      const pdf = files.pdf("floor-plans.pdf", 300 * 1024);
      const png = files.png("site photo.png", 200 * 1024);
      await runningClock(page);
      await open(page, `${server.baseURL}/en/get-a-quote`);
      const form = page.locator("#quote-form");
      await form.locator('[name="name"]').fill("Anna Kovács");
      await form.locator('[name="company"]').fill("Duna Építő Kft.");
      await form.locator('[name="email"]').fill("anna@duna.example");
      await form.locator('[name="phone"]').fill("+36 30 123 4567");
      await form.locator('[name="country"]').fill("Hungary");
      await form.locator('[name="city"]').fill("Győr");
      await form.locator('[name="siteArea"]').fill("2400");
      await form.locator('[name="projectType"]').selectOption("scan-to-bim");
      await form.locator('[name="lod"]').selectOption("LOD 300");
      await form.getByLabel("MEP").check();
      await page.locator("#file-picker").setInputFiles([pdf, png]);
      await expect(page.locator("[data-upload-item]", { hasText: "Uploaded" })).toHaveCount(2);
      await form.locator('[name="consent"]').check();
      await takeFillTime(page);
      await form.locator("button[type=submit]").click();

      const reference = page.locator("[data-reference]");
      await expect(reference).toHaveText(/^Q-\d{4}-[0-9A-Z]{5}$/);
      const ref = (await reference.textContent()) ?? "";

      const stored = server.leads().find((lead) => lead.ref === ref) as
        { fields: Record<string, unknown>; files: { name: string }[] } | undefined;
      expect(stored?.fields).toMatchObject({
        name: "Anna Kovács",
        city: "Győr",
        siteArea: 2400,
        projectType: "scan-to-bim",
        lod: "LOD 300",
        modelingScope: ["mep"],
      });
      expect(stored?.files.map((f) => f.name).sort()).toEqual(["floor-plans.pdf", "site photo.png"]);

      const mail = await eventually(() => inbox.messages.find((m) => m.subject?.includes(ref) && recipientsOf(m).includes(STAFF)));
      expect(mail.text).toContain("Anna Kovács");
      const attachments = new Map(mail.attachments.map((a) => [a.filename, a.content]));
      expect(attachments.get("floor-plans.pdf")?.equals(pdf.buffer)).toBe(true);
      expect(attachments.get("site photo.png")?.equals(png.buffer)).toBe(true);

      // The visitor gets their own acknowledgement: the reference and the next step, nothing they typed.
      const ack = await eventually(() => inbox.messages.find((m) => recipientsOf(m).includes("anna@duna.example")));
      expect(ack.subject).toBe(`Your quote request ${ref} – Pontos 3D`);
      expect(ack.replyTo?.value.map((a) => a.address)).toEqual([STAFF]);
      expect(ack.text).toContain(`under the reference ${ref}`);
      expect(ack.text).toContain("fixed-fee quote within 48 hours, counted on working days");
      expect(ack.attachments).toEqual([]);
      for (const typed of ["Anna", "Kovács", "Duna Építő", "Győr", "floor-plans", "site photo", "LOD 300"])
        expect(ack.text).not.toContain(typed);
    });

    test("without JavaScript, a contact message with a file travels with the form and is stored and mailed", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const pdf = files.pdf("minta.pdf", 120 * 1024);
      await page.goto(`${server.baseURL}/hu/kapcsolat?topic=samples`);
      await expect(page.locator('select[name="topic"]')).toHaveValue("samples");
      await page.locator('[name="name"]').fill("Nagy Péter");
      await page.locator('[name="email"]').fill("peter@example.hu");
      await page.locator('[name="message"]').fill("Kérünk mintát a pontfelhőből és a Revit-modellből.");
      await page.locator('input[type=file][name="files"]').setInputFiles([pdf]);
      await page.locator('[name="consent"]').check();
      await page.locator("#contact-form button[type=submit]").click();
      const reference = page.locator("[data-reference]");
      await expect(reference).toHaveText(/^C-\d{4}-[0-9A-Z]{5}$/);
      await expect(page.locator("h1")).toHaveText(hu.success.title);
      // The confirmation is where the visitor looks: focused (and so scrolled into view) as the page opens.
      await expect(page.locator("h1")).toBeFocused();
      await expect(page.locator("h1")).toBeInViewport();
      const ref = (await reference.textContent()) ?? "";
      const stored = server.leads().find((lead) => lead.ref === ref) as
        { fields: Record<string, unknown>; files: { name: string }[] } | undefined;
      expect(stored?.fields).toMatchObject({ topic: "samples", name: "Nagy Péter" });
      expect(stored?.files.map((f) => f.name)).toEqual(["minta.pdf"]);
      const mail = await eventually(() => inbox.messages.find((m) => m.subject?.includes(ref) && recipientsOf(m).includes(STAFF)));
      expect(mail.attachments[0]?.content.equals(pdf.buffer)).toBe(true);
      await context.close();
    });

    test("without JavaScript, a mistake comes back next to its field and the files already sent are kept", async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${server.baseURL}/tr/teklif-al`);
      await page.locator('[name="name"]').fill("Ayşe Yılmaz");
      await page.locator('[name="email"]').fill("ayse@firma.com.tr");
      await page.locator('input[type=file][name="files"]').setInputFiles([files.pdf("kesitler.pdf", 50 * 1024)]);
      await page.locator("#quote-form button[type=submit]").click();
      await expect(page.locator("[data-error-summary]")).toContainText(tr.common.errorSummaryTitle);
      await expect(page.locator("[data-error-summary]")).toBeFocused();
      await expect(page.locator('[name="company"]')).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator('[name="name"]')).toHaveValue("Ayşe Yılmaz");
      await expect(page.locator("[data-upload-item]")).toContainText("kesitler.pdf");
      await expect(page.locator('input[type=hidden][name="fileIds"]')).toHaveCount(1);
      await context.close();
    });

    test("a call request in German is stored with its day, time window and time zone", async ({ page }) => {
      await runningClock(page);
      await open(page, `${server.baseURL}/de/mit-experten-sprechen`);
      const form = page.locator("#call-form");
      const day = workingDayIn(3);
      await form.locator('[name="name"]').fill("Jonas Weber");
      await form.locator('[name="email"]').fill("jonas@firma.de");
      await form.locator('[name="phone"]').fill("+49 30 1234567");
      await form.locator('[name="topic"]').selectOption("industrial");
      await form.locator('[name="preferredDay"]').fill(day);
      await form.locator('[name="timeWindow"][value="09-12"]').check();
      await form.locator('[name="timeZone"]').selectOption("Europe/Berlin");
      await form.locator('[name="consent"]').check();
      await takeFillTime(page);
      await form.locator("button[type=submit]").click();
      const reference = page.locator("[data-reference]");
      await expect(reference).toHaveText(/^E-\d{4}-[0-9A-Z]{5}$/);
      const ref = (await reference.textContent()) ?? "";
      const stored = server.leads().find((lead) => lead.ref === ref) as { fields: Record<string, unknown> } | undefined;
      expect(stored?.fields).toMatchObject({ preferredDay: day, timeWindow: "09-12", timeZone: "Europe/Berlin", topic: "industrial" });
      await eventually(() => inbox.messages.find((m) => m.subject?.includes(ref) && recipientsOf(m).includes(STAFF)));
      const ack = await eventually(() => inbox.messages.find((m) => recipientsOf(m).includes("jonas@firma.de")));
      expect(ack.subject).toBe(`Ihre Gesprächsanfrage ${ref} – Pontos 3D`);
      expect(ack.text).toContain(`unter der Vorgangsnummer ${ref} bei uns eingegangen`);
      expect(ack.text).toContain("Gesprächstermin innerhalb eines Werktags per E-Mail");
      for (const typed of ["Jonas", "Weber", "+49 30 1234567", day]) expect(ack.text).not.toContain(typed);
    });

    test("a form sent sooner than anyone fills it is refused in place and nothing is stored; sent again, it is taken", async ({ page }) => {
      // The page's clock moves only when the test moves it, so the fill time the form measures is exact.
      await stopClock(page);
      await page.addInitScript(() => localStorage.setItem("cookie-consent", "declined"));
      await page.goto(`${server.baseURL}/hu/kapcsolat`);
      // The form's script loads a frame after the page has painted.
      await page.clock.runFor(100);
      await page.locator("html[data-enhanced]").waitFor({ state: "attached" });
      const form = page.locator("#contact-form");
      await form.locator('[name="name"]').fill("Szabó Réka");
      await form.locator('[name="email"]').fill("reka@example.hu");
      await form.locator('[name="message"]').fill("Szeretnénk árajánlatot kérni egy irodaház felmérésére.");
      await form.locator('[name="consent"]').check();
      const storedBefore = server.leads().length;
      await page.clock.runFor(MIN_FILL_MS / 2);
      await form.locator("button[type=submit]").click();
      const summary = page.locator("[data-error-summary]");
      await expect(summary).toContainText(hu.formErrors.tooFast);
      await expect(summary).toBeFocused();
      expect(server.leads()).toHaveLength(storedBefore);

      await page.clock.runFor(MIN_FILL_MS);
      await form.locator("button[type=submit]").click();
      const reference = page.locator("[data-reference]");
      await expect(reference).toHaveText(/^C-\d{4}-[0-9A-Z]{5}$/);
      const ref = (await reference.textContent()) ?? "";
      const stored = server.leads().find((lead) => lead.ref === ref) as { fields: Record<string, unknown> } | undefined;
      expect(stored?.fields).toMatchObject({ name: "Szabó Réka", email: "reka@example.hu" });
    });
  });

test("sample links elsewhere open the contact form with its topic chosen", async ({ page }) => {
  await open(page, "/en/services/aec-solutions/heritage-survey");
  await page.locator('a[href$="?topic=samples"]').first().click();
  await expect(page).toHaveURL(/\/en\/contact\?topic=samples$/);
  await expect(page.locator('select[name="topic"]')).toHaveValue("samples");
});
