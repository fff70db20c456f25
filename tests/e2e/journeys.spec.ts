import { expect, test, type Locator, type Page } from "@playwright/test";
import { waitForScripts } from "./hydrated";
import type { LeadServer } from "./lead-server";
import { leadServerOn, type Store } from "./stores";
import { files } from "./sample-files";
import { workingDayIn } from "./working-day";

/**
 * The four buyer journeys of usability test 1, replayed through the visible interface on a phone and
 * on a desktop, counting the visitor's steps: a click or tap, one field filled, one option chosen,
 * or (the keyboard journey) one key press; typed characters are not steps. Each journey's bound sits
 * a little above today's count and at or below the review's own count, so a change that adds
 * steps to a journey fails here.
 */

const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  desktop: { viewport: { width: 1440, height: 900 } },
} as const;
type Device = keyof typeof DEVICES;

/** Each device stores in another store, so the journeys cover both without running twice. */
const STORE_OF: Record<Device, Store> = { phone: "SQLite", desktop: "PostgreSQL" };

const REFERENCE = /[QEC]-\d{4}-[0-9A-Z]{5}/;

/** Counts the visitor's steps; `done` records the count and checks it against the journey's bound. */
function journey(page: Page, persona: string, device: Device) {
  let steps = 0;
  const step = async <T>(action: () => Promise<T>): Promise<T> => {
    steps++;
    return action();
  };
  /** A tap on a phone, a click on a desktop. */
  const press = (target: Locator) => step(() => (device === "phone" ? target.tap() : target.click()));
  return {
    step,
    steps: () => steps,
    press,
    fill: (target: Locator, value: string) => step(() => target.fill(value)),
    choose: (target: Locator, value: string) => step(() => target.selectOption(value)),
    tick: (target: Locator) => step(() => (device === "phone" ? target.tap() : target.check())),
    /** Answers the language question as it appears on the first page; answered, it never returns. */
    answerLanguageQuestion: () => press(page.locator("[data-cookie-banner] [data-consent=declined]")),
    done(bound: number) {
      test.info().annotations.push({ type: "steps", description: String(steps) });
      console.log(`journey ${persona} ${device}: ${steps} steps`);
      expect(steps, `${persona} on the ${device} takes at most ${bound} steps`).toBeLessThanOrEqual(bound);
      return steps;
    },
  };
}

/** The confirmation, as a page of its own or in the form's place: a focused heading and the reference. */
async function confirmedReference(page: Page): Promise<string> {
  await expect(page.locator("h1:focus, h2:focus")).toBeVisible({ timeout: 15_000 });
  const reference = page.locator("main").getByText(REFERENCE).first();
  await expect(reference).toBeVisible();
  return (await reference.textContent())!.match(REFERENCE)![0];
}

/**
 * A person does not send a form within a second of opening it; a robot does, and is asked to send
 * it again. Journeys that fill a form faster than a person wait until the form has been open that
 * long (by the page's own clock).
 */
async function takeAsLongAsAPerson(page: Page) {
  await page.waitForFunction(() => performance.now() - (window as unknown as { formOpenedAt: number }).formOpenedAt > 1100);
}
async function noteFormOpened(page: Page) {
  await waitForScripts(page);
  await page.evaluate(() => ((window as unknown as { formOpenedAt: number }).formOpenedAt = performance.now()));
}

/**
 * Where the focused element is hidden under the sticky header or the language question (WCAG 2.2
 * 2.4.11): empty when it is not. Points near its corners and its centre are looked at (a jump target taller than
 * half the screen only where it starts); a point is hidden when what is on top there belongs to
 * the header or the question, not to the element.
 */
function focusCovered(): string[] {
  const el = document.activeElement as HTMLElement | null;
  if (!el || el === document.body) return [];
  const covers = ["[data-site-header]", "[data-cookie-banner]:not([hidden])"]
    .map((selector) => document.querySelector<HTMLElement>(selector))
    .filter((cover): cover is HTMLElement => cover !== null && !cover.contains(el));
  const r = el.getBoundingClientRect();
  const bottom = r.height > innerHeight / 2 ? r.top + 24 : r.bottom;
  // Inside rounded corners, which are no part of the element where they are cut off.
  const inset = (a: number, b: number) => [Math.min(a + 8, (a + b) / 2), Math.max(b - 8, (a + b) / 2)];
  const [left, right] = inset(r.left, r.right);
  const [top, lower] = inset(r.top, bottom);
  const points = [
    [left, top],
    [right, top],
    [left, lower],
    [right, lower],
    [(left + right) / 2, (top + lower) / 2],
  ].filter(([x, y]) => x >= 0 && y >= 0 && x < innerWidth && y < innerHeight);
  const hidden: string[] = [];
  for (const [x, y] of points) {
    const onTop = document.elementFromPoint(x, y);
    const cover = covers.find((c) => c.contains(onTop) && !el.contains(onTop));
    if (cover) {
      const name = (el.textContent || el.getAttribute("aria-label") || el.getAttribute("name") || "").trim().slice(0, 40);
      hidden.push(
        `${el.tagName.toLowerCase()} "${name}" at ${Math.round(x)},${Math.round(y)} under ${cover.dataset.siteHeader === undefined ? "the language question" : "the header"}`,
      );
    }
  }
  return hidden;
}

/** The keyboard journey: every key press a step, and after each the focused element in sight. */
function keyboardJourney(page: Page, device: Device) {
  const j = journey(page, "hu-plant-engineer-keyboard", device);
  const press = async (key: string) => {
    await j.step(() => page.keyboard.press(key));
    expect(await page.evaluate(focusCovered), `after ${key}, step ${j.steps()} on ${page.url()}`).toEqual([]);
  };
  const isFocused = (target: Locator) => target.evaluateAll((els) => els.some((el) => el === document.activeElement));
  return {
    ...j,
    press,
    /** Presses `key` (Tab unless told) until the target has focus, as a person watching the focus would. */
    async moveTo(target: Locator, key = "Tab") {
      for (let i = 0; i < 80 && !(await isFocused(target)); i++) await press(key);
      if (!(await isFocused(target))) {
        const at = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120));
        throw new Error(`${key} never reached ${target}; focus is on ${at}`);
      }
    },
    /** Enter on a link to another page; once there, the person looks at it. */
    async follow(url: RegExp) {
      await j.step(() => page.keyboard.press("Enter"));
      await page.waitForURL(url);
      await expect(page.locator("[data-cookie-banner]")).toBeVisible();
    },
    /** Letters typed into the focused field are not steps. */
    type: (text: string) => page.keyboard.type(text),
    /** A person looks at a page before using it: the language question has come up by then. */
    async looksAtPage() {
      await expect(page.locator("[data-cookie-banner]")).toBeVisible();
    },
  };
}

interface StoredLead {
  ref: string;
  fields: Record<string, unknown>;
  files: { name: string }[];
}
const storedLead = (server: LeadServer, ref: string) => server.leads().find((lead) => lead.ref === ref) as StoredLead | undefined;

for (const device of ["phone", "desktop"] as const) {
  test.describe(`buyer journeys on the ${device} (${STORE_OF[device]})`, () => {
    test.use(DEVICES[device]);
    test.describe.configure({ mode: "serial", timeout: 60_000 });
    const server = leadServerOn(STORE_OF[device]);

    test("1. a German BIM manager finds Scan to BIM for buildings and asks for a quote with two files", async ({ page }) => {
      const j = journey(page, "de-bim-manager", device);
      await page.goto(`${server().baseURL}/de`);
      await j.answerLanguageQuestion();

      const services = "Scan to BIM – Gebäude";
      if (device === "phone") {
        await j.press(page.getByRole("button", { name: "Menü öffnen" }));
        const menu = page.getByRole("dialog");
        await j.press(menu.locator("summary", { hasText: "Leistungen" }));
        await j.press(menu.getByRole("link", { name: services, exact: true }).first());
      } else {
        await j.press(page.locator("header").getByRole("button", { name: "Leistungen: Untermenü" }));
        await j.press(page.locator("#menu-services").getByRole("link", { name: services, exact: true }).first());
      }
      await expect(page).toHaveURL(/\/de\/leistungen\/bau-bim\/scan-to-bim$/);

      await j.press(page.locator("main").getByRole("link", { name: "Angebot anfordern" }).first());
      await expect(page).toHaveURL(/\/de\/angebot-anfordern\?type=scan-to-bim$/);
      await noteFormOpened(page);
      const form = page.locator("#quote-form");
      await expect(form.locator('select[name="projectType"]')).toHaveValue("scan-to-bim");

      await j.fill(form.locator('[name="name"]'), "Jürgen Weiß");
      await j.fill(form.locator('[name="company"]'), "Weiß Planungsgesellschaft mbH");
      await j.fill(form.locator('[name="email"]'), "j.weiss@weiss-planung.de");
      await j.fill(form.locator('[name="phone"]'), "+49 89 1234 5678");
      await j.fill(form.locator('[name="country"]'), "Deutschland");
      await j.fill(form.locator('[name="city"]'), "München");
      await j.fill(form.locator('[name="siteAddress"]'), "Leopoldstraße 112, 80802 München");
      await j.choose(form.locator('select[name="lod"]'), "LOD 300");
      await j.tick(form.locator('[name="modelingScope"][value="mep"]'));
      await j.fill(
        form.locator('textarea[name="description"]'),
        "Bürogebäude aus den 1960er-Jahren, 6 Geschosse, im laufenden Betrieb. TGA nur soweit sichtbar. IFC 4 und Revit 2024 nach unserer Vorlage.",
      );
      const chooser = page.waitForEvent("filechooser");
      await j.press(form.getByRole("button", { name: "Dateien auswählen" }));
      const e57 = {
        name: "bestand-eg.e57",
        mimeType: "application/octet-stream",
        buffer: Buffer.concat([Buffer.from("ASTM-E57"), Buffer.alloc(4096, 7)]),
      };
      await j.step(async () => (await chooser).setFiles([files.pdf("grundrisse-1964.pdf", 40_000), e57]));
      await expect(form.locator("[data-upload-item]")).toHaveCount(2);
      await j.tick(form.locator('[name="consent"]'));
      await j.press(form.locator("button[type=submit]"));

      const ref = await confirmedReference(page);
      expect(ref).toMatch(/^Q-/);
      const stored = storedLead(server(), ref);
      expect(stored?.fields).toMatchObject({ projectType: "scan-to-bim", lod: "LOD 300", siteAddress: "Leopoldstraße 112, 80802 München" });
      expect(stored?.fields.description).toContain("1960er");
      expect(stored?.files.map((f) => f.name).sort()).toEqual(["bestand-eg.e57", "grundrisse-1964.pdf"]);
      j.done(device === "phone" ? 21 : 20);
    });

    test.describe(() => {
      test.use({ timezoneId: "Europe/Istanbul" });
      test("2. a Turkish shipyard planner reads the ship scanning page and asks an expert to call", async ({ page }) => {
        const j = journey(page, "tr-shipyard-planner", device);
        await page.goto(`${server().baseURL}/tr`);
        // The Istanbul office is the first number a Turkish reader sees.
        await expect(page.locator("header a[href^='tel:']").first()).toHaveAttribute("href", "tel:+902125550148");
        await j.answerLanguageQuestion();

        const ships = "Gemi ve yat taraması";
        if (device === "phone") {
          await j.press(page.getByRole("button", { name: "Menüyü aç" }));
          const menu = page.getByRole("dialog");
          await j.press(menu.locator("summary", { hasText: "Hizmetler" }));
          await j.press(menu.getByRole("link", { name: ships, exact: true }));
        } else {
          await j.press(page.locator("header").getByRole("button", { name: "Hizmetler: alt menü" }));
          await j.press(page.locator("#menu-services").getByRole("link", { name: ships, exact: true }));
        }
        await expect(page).toHaveURL(/\/tr\/hizmetler\/denizcilik\/gemi-ve-yat-taramasi$/);
        await expect(page.locator("header a[href^='tel:']").first()).toHaveAttribute("href", "tel:+902125550148");

        // The accuracy and the dry-dock turnaround are answered in the maritime page's questions.
        await j.press(page.getByRole("navigation", { name: "Sayfa yolu" }).getByRole("link", { name: "Denizcilik" }));
        await expect(page).toHaveURL(/\/tr\/hizmetler\/denizcilik$/);
        const faqs = page.locator("main [data-faq] details");
        for (const i of [0, 1]) {
          await j.press(faqs.nth(i).locator("summary"));
          await expect(faqs.nth(i)).toHaveAttribute("open", "");
        }

        await j.press(page.locator("main").getByRole("link", { name: "Uzmanla görüşün" }).first());
        await expect(page).toHaveURL(/\/tr\/uzmanla-gorus\?topic=maritime$/);
        await noteFormOpened(page);
        const form = page.locator("#call-form");
        await expect(form.locator('select[name="topic"]')).toHaveValue("maritime");
        await expect(form.locator('select[name="timeZone"]')).toHaveValue("Europe/Istanbul");
        const day = workingDayIn(2);
        await j.fill(form.locator('[name="name"]'), "Ayşe Yılmaz");
        await j.fill(form.locator('[name="email"]'), "ayse.yilmaz@tuzla-tersane.com.tr");
        await j.fill(form.locator('[name="phone"]'), "+90 532 555 12 34");
        await j.fill(form.locator('[name="company"]'), "Tuzla Tersanecilik A.Ş.");
        await j.fill(form.locator('[name="preferredDay"]'), day);
        await j.tick(form.locator('[name="timeWindow"][value="09-12"]'));
        await j.fill(form.locator('[name="message"]'), "Kuru havuzdaki 120 m'lik tanker için gövde ve makine dairesi taraması.");
        await j.tick(form.locator('[name="consent"]'));
        await takeAsLongAsAPerson(page);
        await j.press(form.locator("button[type=submit]"));

        const ref = await confirmedReference(page);
        expect(ref).toMatch(/^E-/);
        expect(storedLead(server(), ref)?.fields).toMatchObject({
          topic: "maritime",
          preferredDay: day,
          timeWindow: "09-12",
          timeZone: "Europe/Istanbul",
        });
        j.done(device === "phone" ? 19 : 18);
      });
    });

    test("3. a Hungarian plant engineer, keyboard only, reads the industrial page's FAQ and writes to the company", async ({ page }) => {
      const k = keyboardJourney(page, device);
      await page.goto(`${server().baseURL}/hu`);
      await k.looksAtPage();

      if (device === "phone") {
        await k.moveTo(page.getByRole("button", { name: "Menü megnyitása" }));
        await k.press("Enter");
        const menu = page.getByRole("dialog");
        await expect(menu).toBeVisible();
        await k.moveTo(menu.locator("summary", { hasText: "Szolgáltatások" }));
        await k.press("Enter");
        await k.moveTo(menu.getByRole("link", { name: "Ipari létesítmények", exact: true }));
      } else {
        const toggle = page.locator("header").getByRole("button", { name: "Szolgáltatások: almenü" });
        await k.moveTo(toggle);
        await k.press("Enter");
        await expect(toggle).toHaveAttribute("aria-expanded", "true");
        await k.press("Tab");
        await k.moveTo(page.locator("#menu-services").getByRole("link", { name: "Ipari létesítmények", exact: true }), "ArrowDown");
      }
      await k.follow(/\/hu\/szolgaltatasok\/ipari-letesitmenyek$/);

      const skipLink = page.getByRole("link", { name: "Ugrás a fő tartalomra" });
      await k.press("Tab");
      await expect(skipLink).toBeFocused();
      await k.press("Enter");
      const faqLink = page.locator("[data-anchor-nav]").getByRole("link", { name: "GYIK" });
      await k.moveTo(faqLink);
      await k.press("Enter");
      await expect(page).toHaveURL(/#faq$/);
      // The person reads on once the page has come to rest, with the nav marking the questions.
      await expect(faqLink).toHaveAttribute("aria-current", "location");
      const firstQuestion = page.locator("#faq details").first();
      await k.moveTo(firstQuestion.locator("summary"));
      await k.press("Enter");
      await expect(firstQuestion).toHaveAttribute("open", "");

      // On a desktop back up to the header, which stays in sight; a phone's header has no such link, so on to the footer.
      if (device === "phone") await k.moveTo(page.locator("footer").getByRole("link", { name: "Kapcsolat", exact: true }));
      else await k.moveTo(page.locator("header").getByRole("link", { name: "Kapcsolat", exact: true }), "Shift+Tab");
      await k.follow(/\/hu\/kapcsolat$/);

      await k.press("Tab");
      await expect(skipLink).toBeFocused();
      await k.press("Enter");
      const form = page.locator("#contact-form");
      await k.moveTo(form.locator('[name="name"]'));
      await k.type("Kovács Gergő");
      await k.moveTo(form.locator('[name="email"]'));
      await k.type("kovacs.gergo@dunamenti-vegyimuvek.hu");
      await k.moveTo(form.locator('[name="consent"]'));
      await k.press("Space");
      await k.moveTo(form.locator("button[type=submit]"));
      await k.press("Enter");

      // The message was left empty: the summary takes focus and its link leads to the field.
      const summary = page.locator("[data-error-summary]");
      await expect(summary).toBeFocused();
      await k.moveTo(summary.getByRole("link").first());
      await k.press("Enter");
      const message = form.locator('[name="message"]');
      await k.moveTo(message);
      await k.type("Kérjük, keressenek meg a szolnoki üzem csővezetékeinek lézerszkennelésével kapcsolatban.");
      await k.moveTo(form.locator("button[type=submit]"));
      // Sending may open a page of its own: what has focus there is checked below.
      await k.step(() => page.keyboard.press("Enter"));

      const ref = await confirmedReference(page);
      expect(ref).toMatch(/^C-/);
      expect(storedLead(server(), ref)?.fields).toMatchObject({ name: "Kovács Gergő", email: "kovacs.gergo@dunamenti-vegyimuvek.hu" });
      k.done(102);
    });

    test("4. an English visitor switches language on a project and on a filtered list, goes back, and types an address with capitals", async ({
      page,
    }) => {
      const j = journey(page, "en-visitor", device);
      const project = "/projects/alfold-pharma-debrecen-scan-to-bim-as-built";
      await page.goto(`${server().baseURL}/en${project}#outcomes`);
      await j.answerLanguageQuestion();
      const switcher = page.getByTestId("language-switcher");
      const switchTo = async (language: string) => {
        await j.press(switcher.locator("summary"));
        await j.press(switcher.getByRole("link", { name: language }));
      };

      await switchTo("Deutsch");
      await expect(page).toHaveURL(/\/de\/projekte\/alfold-pharma-debrecen-[a-z0-9-]+#outcomes$/);
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await switchTo("English");
      await expect(page).toHaveURL(new RegExp(`/en${project}#outcomes$`));

      await j.press(page.locator("main nav[aria-label] a[href$='/en/projects']").first());
      await expect(page).toHaveURL(/\/en\/projects$/);
      const filter = page.getByRole("navigation", { name: "Filter by country" });
      await j.press(filter.getByRole("link", { name: "Hungary" }));
      await expect(page).toHaveURL(/\/en\/projects\?country=hungary#project-filter$/);

      await switchTo("Deutsch");
      await expect(page).toHaveURL(/\/de\/projekte\?country=hungary#project-filter$/);
      await expect(page.getByRole("navigation", { name: "Nach Land filtern" }).locator('[aria-current="true"]')).toHaveText("Ungarn");

      await j.step(() => page.goBack());
      await expect(page).toHaveURL(/\/en\/projects\?country=hungary#project-filter$/);
      await expect(filter.locator('[aria-current="true"]')).toHaveText("Hungary");

      // An address typed from print, with a capital letter, lands on the page.
      await j.step(() => page.goto(`${server().baseURL}/en/Projects`));
      await expect(page).toHaveURL(/\/en\/projects$/);
      await expect(page.locator("h1")).toBeVisible();
      j.done(13);
    });
  });
}
