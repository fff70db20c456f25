import { describe, expect, it } from "vitest";
import { LANGUAGES, type Lang } from "~/i18n/languages";
import { factText } from "~/site/facts";
import { CHECKPOINTS, CONTROL, FACADE, openings } from "~/samples/facade";
import { pathBoxes, readPdf } from "../pdf/read-pdf";
import { renderPdf } from "./document.server";
import { renderDxf } from "./dxf.server";
import { SCALE } from "./drawing";
import { elevationWords } from "./words.server";

/** A DXF read back as CAD reads it: group code and value pairs, then its layers and entities. */
function readDxf(text: string) {
  const lines = text.split("\r\n");
  const pairs: [number, string][] = [];
  for (let i = 0; i + 1 < lines.length; i += 2) pairs.push([Number(lines[i].trim()), lines[i + 1]]);
  const layers = new Set<string>();
  const entities: { type: string; layer: string; closed: boolean; points: [number, number][]; text?: string }[] = [];
  let section = "";
  let table = "";
  for (let i = 0; i < pairs.length; i++) {
    const [code, value] = pairs[i];
    if (code !== 0) continue;
    const fields = new Map<number, string[]>();
    for (let j = i + 1; j < pairs.length && pairs[j][0] !== 0; j++)
      fields.set(pairs[j][0], [...(fields.get(pairs[j][0]) ?? []), pairs[j][1]]);
    const field = (c: number) => fields.get(c)?.[0] ?? "";
    if (value === "SECTION") section = field(2);
    else if (value === "TABLE") table = field(2);
    else if (section === "TABLES" && table === "LAYER" && value === "LAYER") layers.add(field(2));
    else if (section === "ENTITIES" && value === "POLYLINE")
      entities.push({ type: value, layer: field(8), closed: (Number(field(70)) & 1) === 1, points: [] });
    else if (section === "ENTITIES" && value === "VERTEX") entities.at(-1)!.points.push([Number(field(10)), Number(field(20))]);
    else if (section === "ENTITIES" && (value === "CIRCLE" || value === "TEXT" || value === "LINE"))
      entities.push({ type: value, layer: field(8), closed: false, points: [[Number(field(10)), Number(field(20))]], text: field(1) });
  }
  return { pairs, layers, entities, last: pairs.at(-1) };
}

const dxfs = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (lang) => [lang, new TextDecoder().decode(await renderDxf(lang))])),
) as Record<Lang, string>;
const pdfs = Object.fromEntries(await Promise.all(LANGUAGES.map(async (lang) => [lang, await renderPdf(lang)]))) as Record<
  Lang,
  Uint8Array
>;

describe("the sample facade elevation's DXF", () => {
  it.each(LANGUAGES)("%s reads back as an R12 file with the drawing's layers", (lang) => {
    const dxf = readDxf(dxfs[lang]);
    expect(dxf.pairs.find(([code, value]) => code === 1 && value === "AC1009")).toBeDefined();
    expect(dxf.last).toEqual([0, "EOF"]);
    expect([...dxf.layers].sort()).toEqual(["DIMENSIONS", "LEVELS", "OPENINGS", "OUTLINE", "REVEALS", "TARGETS", "TEXT"]);
    for (const layer of ["OUTLINE", "OPENINGS", "REVEALS", "LEVELS", "DIMENSIONS", "TARGETS"]) {
      expect(
        dxf.entities.some((entity) => entity.layer === layer),
        layer,
      ).toBe(true);
    }
    expect(dxfs[lang]).toMatch(/^[ -~\r\n]*$/);
    // Colours, flags and counts (group codes 60–99) are integers: a reader rejects "1.0" there.
    expect(dxf.pairs.filter(([code, value]) => code >= 60 && code <= 99 && !/^-?\d+$/.test(value.trim()))).toEqual([]);
  });

  it.each(LANGUAGES)("%s: the facade outline's extents are FACADE's, in metres", (lang) => {
    const outline = readDxf(dxfs[lang])
      .entities.filter((entity) => entity.layer === "OUTLINE")
      .flatMap((entity) => entity.points);
    expect(Math.min(...outline.map(([x]) => x))).toBe(0);
    expect(Math.max(...outline.map(([x]) => x))).toBe(FACADE.width);
    expect(Math.min(...outline.map(([, y]) => y))).toBe(0);
    expect(Math.max(...outline.map(([, y]) => y))).toBe(FACADE.height);
  });

  it.each(LANGUAGES)("%s holds one closed outline per opening, where the opening is", (lang) => {
    const outlines = readDxf(dxfs[lang]).entities.filter((entity) => entity.layer === "OPENINGS" && entity.type === "POLYLINE");
    expect(outlines).toHaveLength(openings().length);
    expect(outlines.every((outline) => outline.closed && outline.points.length === 4)).toBe(true);
    const boxes = outlines.map(({ points }) => {
      const xs = points.map(([x]) => x);
      const ys = points.map(([, y]) => y);
      return {
        x: Math.min(...xs),
        z: Math.min(...ys),
        width: Math.max(...xs) - Math.min(...xs),
        height: Math.max(...ys) - Math.min(...ys),
      };
    });
    for (const hole of openings()) {
      expect(boxes.some((box) => ["x", "z", "width", "height"].every((k) => Math.abs(box[k as "x"] - hole[k as "x"]) < 1e-6))).toBe(true);
    }
  });

  it("marks every facade target and checkpoint", () => {
    const targets = readDxf(dxfs.en).entities.filter((entity) => entity.layer === "TARGETS");
    for (const point of [...CONTROL, ...CHECKPOINTS].filter((point) => point.kind === "target")) {
      expect(targets.some((entity) => entity.type === "CIRCLE" && entity.points[0][0] === point.x && entity.points[0][1] === point.z)).toBe(
        true,
      );
      expect(targets.some((entity) => entity.text === point.id)).toBe(true);
    }
  });
});

describe("the sample facade elevation's PDF", () => {
  it.each(LANGUAGES)("%s parses, is one sheet, is labelled a sample and carries its language", async (lang) => {
    const { pdf, text, info } = await readPdf(pdfs[lang]);
    const words = elevationWords(lang);
    expect(pdf.numPages).toBe(1);
    expect(info.Language ?? info.Lang).toBe(lang);
    expect(info.Title).toBe(words.title);
    expect(text).toContain(words.sampleNotice.split(":")[0]);
    expect(text).toContain(words["block.statusValue"]);
    expect(text).toContain(factText("cadScaleDetailed", lang));
  });

  it("is drawn at true scale: the facade's outline is 24 m at 1:50 wide on the sheet", async () => {
    expect(factText("cadScaleDetailed", "en")).toBe(`1:${SCALE}`);
    const points = (metres: number) => ((metres * 1000) / SCALE / 25.4) * 72;
    const boxes = await pathBoxes(pdfs.en);
    const outline = boxes.filter(
      (box) => Math.abs(box.width - points(FACADE.width)) < 0.5 && Math.abs(box.height - points(FACADE.height)) < 0.5,
    );
    expect(outline.length).toBeGreaterThan(0);
    expect(points(FACADE.width)).toBeCloseTo(1360.63, 1);
  });

  it("says it was drawn from the DXF issued with it", async () => {
    const { text } = await readPdf(pdfs.en);
    expect(text.replace(/\s+/g, " ")).toContain("pontos3d-sample-facade-elevation-1-50.dxf");
  });
});
