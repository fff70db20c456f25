import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { readPdf, squeezed } from "../read-pdf";
import { documentWords } from "../words.server";
import { WORDS, renderPdf } from "./document.server";
import { BRIEF } from "./structure";

/** Every text the form shows: the sections' headings and hints, the fields' labels, each check box's text. */
const NEEDED = BRIEF.flatMap((section) => [
  `${section.id}.heading`,
  `${section.id}.hint`,
  ...section.fields.flatMap((field) => [
    `${section.id}.${field.id}`,
    ...(field.kind === "checks" ? field.options.map((option) => `${section.id}.${field.id}.${option}`) : []),
  ]),
]);
const FIELDS = BRIEF.flatMap((section) =>
  section.fields.flatMap((field) =>
    field.kind === "checks"
      ? field.options.map((option) => ({ name: `${section.id}.${field.id}.${option}`, type: "Btn" }))
      : [{ name: `${section.id}.${field.id}`, type: "Tx" }],
  ),
);

describe.each(LANGUAGES)("the survey brief in %s", (lang) => {
  it("has words for every question, and none for a question the form does not ask", () => {
    const keys = Object.keys(WORDS[lang]).filter((key) => BRIEF.some((section) => key.startsWith(`${section.id}.`)));
    expect(keys.sort()).toEqual([...NEEDED].sort());
  });

  it(
    "is a fillable PDF of two or three pages with its title, its language, every question and its named fields",
    { timeout: 30_000 },
    async () => {
      const words: Readonly<Record<string, string>> = documentWords(WORDS[lang], lang);
      const pdf = await readPdf(await renderPdf(lang));
      expect(pdf.title).toBe(words.title);
      expect(pdf.language).toBe(lang);
      expect(pdf.pages.length).toBeGreaterThanOrEqual(2);
      expect(pdf.pages.length).toBeLessThanOrEqual(3);
      const text = squeezed(pdf.pages.join(""));
      for (const key of NEEDED) expect(text).toContain(squeezed(words[key]));
      expect(pdf.fields).toEqual(FIELDS);
    },
  );
});
