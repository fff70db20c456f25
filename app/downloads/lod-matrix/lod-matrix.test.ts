import { describe, expect, it } from "vitest";
import { loadContent } from "~/content/content.server";
import { LANGUAGES } from "~/i18n/languages";
import { factText, type FactKey } from "~/site/facts";
import { matrixOf } from "~/templates/builders/lod-matrix";
import { readPdf, squeezed } from "../read-pdf";
import { printable } from "../words.server";
import { SEPARATORS, renderCsv } from "./csv.server";
import { renderPdf } from "./document.server";
import { lodMatrix } from "./matrix.server";
import en from "./en";
import tr from "./tr";
import hu from "./hu";
import de from "./de";

const TITLES = { en: en.title, tr: tr.title, hu: hu.title, de: de.title };
/** The tolerance of each level, as the facts give it. */
const TOLERANCES: Record<string, FactKey> = {
  "LOD 200": "bimToleranceGeneric",
  "LOD 300": "bimTolerance",
  "LOD 350": "bimToleranceDetailed",
  "LOD 400": "bimToleranceDetailed",
};
const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, " ").replace(/\u2060/g, "");

/** RFC 4180: fields separated by `separator`, records by CRLF, a quoted field may hold the separator, quotes (doubled) and line breaks. */
function parseCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"' && field === "") {
      quoted = true;
    } else if (char === separator) {
      record.push(field);
      field = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      records.push([...record, field]);
      record = [];
      field = "";
      i++;
    } else if (char === "\n" || char === "\r") {
      throw new Error(`A bare line break at ${i}: records end with CRLF`);
    } else {
      field += char;
    }
  }
  if (quoted) throw new Error("An unclosed quote");
  if (field !== "" || record.length > 0) records.push([...record, field]);
  return records;
}

describe.each(LANGUAGES)("the LOD matrix in %s", (lang) => {
  it("has the matrix the page shows, with the tolerance row last and each level's tolerance from the facts", async () => {
    const matrix = await lodMatrix(lang);
    const page = matrixOf(await loadContent("resources/lod-matrix", lang));
    expect(matrix.head).toEqual(page.head.map(printable));
    expect(matrix.rows).toEqual(page.rows.map((row) => row.map(printable)));
    expect(matrix.rows.length - 1).toBeGreaterThanOrEqual(10);
    expect(matrix.rows.length - 1).toBeLessThanOrEqual(14);
    expect(matrix.head.slice(1).map(plainSpaces)).toEqual(["LOD 200", "LOD 300", "LOD 350", "LOD 400"]);
    const tolerances = matrix.rows.at(-1)!.slice(1).map(plainSpaces);
    expect(tolerances).toEqual(matrix.head.slice(1).map((level) => factText(TOLERANCES[plainSpaces(level)], lang)));
  });

  it("agrees with the Scan to BIM page on the tolerance of each level", async () => {
    const matrix = await lodMatrix(lang);
    const content = await loadContent("construction/scan-to-bim", lang);
    const section = content.sections.find((candidate) => candidate.id === "levels-of-detail");
    const table = section?.type === "prose" ? section.blocks.find((block) => block.type === "table") : undefined;
    if (table?.type !== "table") throw new Error("The Scan to BIM page has no table of levels");
    const levels = matrix.head.slice(1).map(plainSpaces);
    const tolerances = matrix.rows.at(-1)!.slice(1).map(plainSpaces);
    expect(table.rows.map(([level]) => plainSpaces(level))).toEqual(levels);
    for (const [level, , , tolerance] of table.rows) {
      expect(plainSpaces(tolerance)).toContain(tolerances[levels.indexOf(plainSpaces(level))]);
    }
  });

  it("is a CSV of exactly the page's cells: UTF-8 with a BOM, the language's separator, RFC 4180 quoting", async () => {
    const bytes = await renderCsv(lang);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes).slice(1);
    const matrix = await lodMatrix(lang);
    expect(parseCsv(text, SEPARATORS[lang])).toEqual([matrix.head, ...matrix.rows]);
    expect(SEPARATORS[lang]).toBe(lang === "en" ? "," : ";");
  });

  it("is a PDF with its title, its language, every cell of the matrix and the fields to fill", { timeout: 30_000 }, async () => {
    const pdf = await readPdf(await renderPdf(lang));
    expect(pdf.title).toBe(TITLES[lang]);
    expect(pdf.language).toBe(lang);
    const text = squeezed(pdf.pages.join(""));
    const matrix = await lodMatrix(lang);
    for (const cell of [...matrix.head, ...matrix.rows.flat()]) expect(text).toContain(squeezed(cell));
    const names = pdf.fields.map(({ name }) => name);
    expect(names).toEqual(["project", "client", "date", ...matrix.rows.slice(0, -1).map((_, i) => `agreed-level-${i + 1}`)]);
  });
});
