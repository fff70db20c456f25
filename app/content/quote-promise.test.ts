import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Every copy file of the site (content and catalogues), by language. */
function copyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return copyFiles(file);
    return /^(en|tr|hu|de)\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** How each language says that the quote's hours count working days only. */
const WORKING_DAYS = { en: /working days/, de: /Werktage/, tr: /[iİ]ş günü|[iİ]ş günlerinde/, hu: /munkanapokon/i } as const;

describe("the quote promise", () => {
  it("says wherever it is made that its hours are counted on working days", () => {
    const files = [...copyFiles("app/content"), ...copyFiles("app/i18n/catalogues")];
    let promises = 0;
    for (const file of files) {
      const lang = path.basename(file, ".ts") as keyof typeof WORKING_DAYS;
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (!line.includes("{{quoteTurnaroundHours")) continue;
        promises++;
        // A bare-figure format carries the qualifier itself.
        if (line.includes("{{quoteTurnaroundHours|hoursOnWorkingDays}}")) continue;
        expect(line, file).toMatch(WORKING_DAYS[lang]);
      }
    }
    expect(promises).toBeGreaterThan(100);
  });

  it("the figure format of the promise names working days in every language", () => {
    for (const lang of ["en", "tr", "hu", "de"] as const) {
      const text = readFileSync(`app/i18n/catalogues/${lang}.ts`, "utf8").match(/"figures\.hoursOnWorkingDays": "([^"]*)"/)?.[1];
      expect(text, lang).toMatch(WORKING_DAYS[lang]);
    }
  });
});
