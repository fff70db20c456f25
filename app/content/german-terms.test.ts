import { describe, expect, it } from "vitest";
import type { PageKey } from "~/site/route-table";
import { CATALOGUES } from "~/i18n/catalogues.server";
import { loadContent } from "./content.server";
import { PAGES_WITH_BODY } from "./page-folders";
import { pageNamesFor } from "./page-names.server";

/**
 * Terms the second tr/hu/de copy review (copy-tr-hu-de-2.md, D2, D4, D11) found used wrongly in German.
 * Each is checked on every German page as built (entity words and figures included) and in the German
 * catalogue, so a later page cannot bring the old word back.
 */

const CONTENT_PAGES = PAGES_WITH_BODY;

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

async function germanTexts(key: PageKey): Promise<string[]> {
  return strings(await loadContent(key, "de"));
}

/** Ship pages speak of tanks and void spaces; every other page of plants and sites. */
const isShipPage = (key: string) => key === "maritime" || key.startsWith("maritime/") || key === "sectors/maritime";

describe("German terms", () => {
  it.each(CONTENT_PAGES)("%s calls a 3D survey of a vessel a Schiffsaufmaß, never the tonnage term Schiffsvermessung", async (key) => {
    expect((await germanTexts(key)).filter((text) => /Schiffsvermessung/i.test(text))).toEqual([]);
  });

  it.each(CONTENT_PAGES)("%s names a case study Referenzprojekt, never Fallstudie or Projektbeispiel", async (key) => {
    expect((await germanTexts(key)).filter((text) => /Fallstudie|Projektbeispiel/i.test(text))).toEqual([]);
  });

  it("the German catalogue and page names name a case study Referenzprojekt, never Fallstudie or Projektbeispiel", () => {
    expect([...strings(CATALOGUES.de), ...strings(pageNamesFor("de"))].filter((text) => /Fallstudie|Projektbeispiel/i.test(text))).toEqual(
      [],
    );
  });

  it.each(CONTENT_PAGES)("%s uses Gasfreiheitsbescheinigung on ship pages and Freimessbescheinigung everywhere else", async (key) => {
    const wrong = isShipPage(key) ? /Freimessbescheinigung/ : /Gasfreiheitsbescheinigung/;
    expect((await germanTexts(key)).filter((text) => wrong.test(text))).toEqual([]);
  });
});
