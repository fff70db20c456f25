import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { FACTS } from "~/site/facts";
import type { PageKey } from "~/site/route-table";
import { loadContent } from "./content.server";

/**
 * The one price the company has given is in USD (docs/decisions/015). Wherever it is shown, the
 * visitor learns that quotes come in their own currency too; the pages without a price say what
 * the fixed fee depends on and when it arrives.
 */

function copyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return copyFiles(file);
    return /^(en|tr|hu|de)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** How each language says that quotes are also issued in its currencies. */
const LOCAL_CURRENCIES: Record<Lang, RegExp> = {
  en: /quotes in EUR, HUF or TRY/i,
  de: /Angebote auf Wunsch (auch )?in EUR/,
  hu: /forintban vagy euróban is/,
  tr: /TL veya EUR olarak da/,
};

/** What the fixed fee depends on, as each language names it: size, level of detail, disciplines or parts, access, deliverables. */
const FEE_DRIVERS: Record<Lang, RegExp[]> = {
  en: [/floor area|volume|length/, /level of detail/, /architecture|piping|hull/, /access/, /deliverables/],
  de: [/Geschossfläche|Volumen|Länge/, /Detaillierungsgrad/, /Architektur|Rohrleitungen|Rumpf/, /Zugang|Zugänglichkeit/, /Lieferumfang/],
  hu: [
    /alapterület|térfogat|hossz/,
    /kidolgozottsági szint/,
    /építészet|csővezeték|hajótest/,
    /megközelíthetőség|hozzáférés/,
    /munkarész|átadandó/,
  ],
  tr: [/alan|hacim|boy/, /detay seviyesi/, /mimari|boru|gövde/, /erişim/, /çıktı|teslim/],
};

const WORKING_DAYS: Record<Lang, RegExp> = { en: /working days/, de: /Werktage/, tr: /iş günlerinde/, hu: /munkanapokon/ };

describe("prices", () => {
  it("the USD starting price is shown with quotes in the visitor's currency beside it", () => {
    let shown = 0;
    for (const file of copyFiles("app/content")) {
      const lang = path.basename(file, ".ts") as Lang;
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (!line.includes("{{architecturalPriceUsd}}")) continue;
        shown++;
        expect(line, file).toMatch(LOCAL_CURRENCIES[lang]);
      }
    }
    expect(shown).toBe(20);
  });

  const PAGES: PageKey[] = ["construction/scan-to-bim", "industrial/scan-to-bim", "maritime/ship-yacht-scanning"];
  for (const key of PAGES) {
    for (const lang of LANGUAGES) {
      it(`${key} (${lang}) has an FAQ answer naming what the fixed fee depends on and when the quote comes`, async () => {
        const content = await loadContent(key, lang);
        const answers = content.sections.flatMap((section) => (section.type === "faq" ? section.items.map((item) => item.a) : []));
        const answer = answers.find((a) => FEE_DRIVERS[lang].every((driver) => driver.test(a)));
        expect(answer, answers.join("\n")).toBeDefined();
        expect(answer).toContain(String(FACTS.quoteTurnaroundHours));
        expect(answer).toMatch(WORKING_DAYS[lang]);
      });
    }
  }
});
