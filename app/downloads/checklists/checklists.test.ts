import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { readPdf, squeezed } from "../read-pdf";
import { documentWords } from "../words.server";
import { WORDS, renderDeliveryPdf, renderSiteAccessPdf } from "./document.server";
import { CHECKLISTS, type ChecklistId } from "./structure";

const RENDER = { "site-access": renderSiteAccessPdf, delivery: renderDeliveryPdf };
const IDS = Object.keys(CHECKLISTS) as ChecklistId[];
const itemsOf = (id: ChecklistId) => CHECKLISTS[id].flatMap((group) => group.items.map((item) => `${group.id}.${item}`));

describe.each(LANGUAGES)("the checklists in %s", (lang) => {
  it("have words for every group and item, and none for an item the lists do not have", () => {
    const needed = IDS.flatMap((id) => [
      `${id}.title`,
      `${id}.intro`,
      ...CHECKLISTS[id].map((group) => `${id}.${group.id}.heading`),
      ...itemsOf(id).map((item) => `${id}.${item}`),
    ]);
    const keys = Object.keys(WORDS[lang]).filter((key) => IDS.some((id) => key.startsWith(`${id}.`)));
    expect(keys.sort()).toEqual(needed.sort());
  });

  it.each(IDS)(
    "%s is a printable PDF of one or two pages with its title, its language, every item and a check box for each",
    { timeout: 30_000 },
    async (id) => {
      const words: Readonly<Record<string, string>> = documentWords(WORDS[lang], lang);
      const pdf = await readPdf(await RENDER[id](lang));
      expect(pdf.title).toBe(words[`${id}.title`]);
      expect(pdf.language).toBe(lang);
      expect(pdf.pages.length).toBeLessThanOrEqual(2);
      const text = squeezed(pdf.pages.join(""));
      for (const item of itemsOf(id)) expect(text).toContain(squeezed(words[`${id}.${item}`]));
      expect(pdf.fields).toEqual([
        ...["project", "checked-by", "date"].map((name) => ({ name, type: "Tx" })),
        ...itemsOf(id).map((name) => ({ name, type: "Btn" })),
      ]);
    },
  );
});
