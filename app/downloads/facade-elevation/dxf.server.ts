import type { Lang } from "~/i18n/languages";
import { ORIGIN } from "~/samples/facade";
import { LAYERS, elevationDrawing, extentsOf, type Drawing, type Layer } from "./drawing";
import { elevationWords } from "./words.server";

/** Each layer's colour in the AutoCAD colour index: outline white/black, openings blue, reveals grey, levels and dimensions green, targets red, text white/black. */
const COLOURS: Record<Layer, number> = { OUTLINE: 7, OPENINGS: 5, REVEALS: 8, LEVELS: 3, DIMENSIONS: 3, TARGETS: 1, TEXT: 7 };

/** Group codes 10–59 (coordinates, heights, angles) are reals; 60–99 (colours, flags, counts) are integers. */
const isReal = (code: number) => (code >= 10 && code <= 59) || (code >= 140 && code <= 147) || (code >= 210 && code <= 239);
const real = (value: number) => (Number.isInteger(value) ? value.toFixed(1) : String(Math.round(value * 1e6) / 1e6));

/** Group code and value pairs, each on its own line: a real as a real, an integer as an integer. */
const pairs = (...items: (string | number)[]) => {
  const lines: string[] = [];
  for (let i = 0; i < items.length; i += 2) {
    const [code, value] = [items[i] as number, items[i + 1]];
    lines.push(String(code), typeof value === "number" && isReal(code) ? real(value) : String(value));
  }
  return lines;
};

/** R12 files are read in the drawing's code page: a letter beyond ASCII is written as AutoCAD's \U+XXXX, which every CAD program reads. */
const ascii = (text: string) =>
  text.replace(/[^ -~\r\n]/g, (char) => `\\U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`);

/**
 * The elevation as an ASCII DXF (R12, AC1009), which every CAD program reads: the drawing of
 * ./drawing in metres, one layer a kind of line, x along the facade and y up from the facade's
 * west end at ground level. The header's comment names that origin in the grid.
 */
export function dxfOf(drawing: Drawing, origin: string): string {
  const extents = extentsOf(drawing);
  const out: string[] = [
    ...pairs(999, origin),
    ...pairs(0, "SECTION", 2, "HEADER", 9, "$ACADVER", 1, "AC1009", 9, "$DWGCODEPAGE", 3, "ANSI_1252"),
    ...pairs(9, "$EXTMIN", 10, extents.minX, 20, extents.minY, 9, "$EXTMAX", 10, extents.maxX, 20, extents.maxY),
    ...pairs(0, "ENDSEC"),
    ...pairs(0, "SECTION", 2, "TABLES", 0, "TABLE", 2, "LTYPE", 70, 2),
    ...pairs(0, "LTYPE", 2, "CONTINUOUS", 70, 0, 3, "Solid line", 72, 65, 73, 0, 40, 0),
    ...pairs(0, "LTYPE", 2, "DASHED", 70, 0, 3, "Dashed", 72, 65, 73, 2, 40, 0.3, 49, 0.2, 49, -0.1),
    ...pairs(0, "ENDTAB", 0, "TABLE", 2, "LAYER", 70, LAYERS.length),
    ...LAYERS.flatMap((layer) => pairs(0, "LAYER", 2, layer, 70, 0, 62, COLOURS[layer], 6, "CONTINUOUS")),
    ...pairs(0, "ENDTAB", 0, "ENDSEC"),
    ...pairs(0, "SECTION", 2, "ENTITIES"),
  ];
  for (const line of drawing.polylines) {
    out.push(
      ...pairs(0, "POLYLINE", 8, line.layer, ...(line.dashed ? [6, "DASHED"] : []), 66, 1, 10, 0, 20, 0, 30, 0, 70, line.closed ? 1 : 0),
    );
    for (const [x, y] of line.points) out.push(...pairs(0, "VERTEX", 8, line.layer, 10, x, 20, y, 30, 0));
    out.push(...pairs(0, "SEQEND", 8, line.layer));
  }
  for (const circle of drawing.circles)
    out.push(...pairs(0, "CIRCLE", 8, circle.layer, 10, circle.centre[0], 20, circle.centre[1], 30, 0, 40, circle.radius));
  for (const label of drawing.labels) {
    const align = { left: 0, centre: 1, right: 2 }[label.align];
    out.push(
      ...pairs(0, "TEXT", 8, label.layer, 10, label.at[0], 20, label.at[1], 30, 0, 40, label.height, 1, label.text),
      ...(label.vertical ? pairs(50, 90) : []),
      ...(align ? pairs(72, align, 11, label.at[0], 21, label.at[1], 31, 0) : []),
    );
  }
  out.push(...pairs(0, "ENDSEC", 0, "EOF"));
  return ascii(out.join("\r\n") + "\r\n");
}

export async function renderDxf(lang: Lang): Promise<Uint8Array<ArrayBuffer>> {
  const words = elevationWords(lang);
  const origin = words.dxfOrigin.replace("{e}", String(ORIGIN.e)).replace("{n}", String(ORIGIN.n)).replace("{h}", String(ORIGIN.h));
  return new TextEncoder().encode(dxfOf(elevationDrawing(lang, words.drawing), origin));
}
