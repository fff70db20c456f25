import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** What the tests read back from a generated PDF: its metadata, its text per page and its form fields' names. */
export async function readPdf(bytes: Uint8Array): Promise<{
  title: string;
  language: string;
  pages: string[];
  fields: { name: string; type: string }[];
}> {
  const doc = await getDocument({ data: bytes.slice(), verbosity: 0 }).promise;
  const { info } = (await doc.getMetadata()) as { info: { Title?: string; Language?: string } };
  const pages: string[] = [];
  const fields: { name: string; type: string }[] = [];
  for (let number = 1; number <= doc.numPages; number++) {
    const page = await doc.getPage(number);
    const text = await page.getTextContent();
    pages.push(text.items.map((item) => ("str" in item ? item.str : "")).join(" "));
    for (const annotation of await page.getAnnotations()) {
      if (annotation.fieldName) fields.push({ name: annotation.fieldName as string, type: annotation.fieldType as string });
    }
  }
  return { title: info.Title ?? "", language: info.Language ?? "", pages, fields };
}

/** A text without its spaces and line breaks, to find a cell or a sentence in text the PDF has broken into lines. */
export const squeezed = (text: string): string => text.replace(/[\s\u00a0\u2060]+/g, "");
