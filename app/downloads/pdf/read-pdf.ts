import { OPS, getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** A generated PDF as a reader's software sees it: parsed by pdf.js, its text page by page and its metadata. */
export async function readPdf(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes.slice(), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : " ") : "")).join(""));
  }
  const { info } = (await pdf.getMetadata()) as { info: Record<string, unknown> };
  return { pdf, pages, text: pages.join("\n").replace(/[ \t]+/g, " "), info };
}

/** The bounding box, in page points, of every path drawn on a page: how large a drawn line or outline is on paper. */
export async function pathBoxes(bytes: Uint8Array, pageNumber = 1): Promise<{ width: number; height: number }[]> {
  const pdf = await getDocument({ data: bytes.slice() }).promise;
  const list = await (await pdf.getPage(pageNumber)).getOperatorList();
  type Matrix = [number, number, number, number, number, number];
  const multiply = (m: Matrix, n: Matrix): Matrix => [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
  let ctm: Matrix = [1, 0, 0, 1, 0, 0];
  const stack: Matrix[] = [];
  const boxes: { width: number; height: number }[] = [];
  list.fnArray.forEach((fn, i) => {
    const args = list.argsArray[i] as unknown[];
    if (fn === OPS.save) stack.push(ctm);
    else if (fn === OPS.restore) ctm = stack.pop() ?? ctm;
    else if (fn === OPS.transform) ctm = multiply(ctm, args as Matrix);
    else if (fn === OPS.constructPath) {
      const box = args[2] as ArrayLike<number> | null;
      if (!box) return;
      const corners = [
        [box[0], box[1]],
        [box[2], box[3]],
      ].map(([x, y]) => [ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]]);
      boxes.push({ width: Math.abs(corners[1][0] - corners[0][0]), height: Math.abs(corners[1][1] - corners[0][1]) });
    }
  });
  return boxes;
}
