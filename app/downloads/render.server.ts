import type { DocumentId, DownloadFile, Format } from "./registry";
import type { Lang } from "~/i18n/languages";

/** Makes one document in one language and format. */
type Renderer = (lang: Lang) => Promise<Uint8Array<ArrayBuffer>>;

/**
 * Each document's makers, loaded only when a file is made (at build time): the PDF renderer and
 * its fonts never load in the server that serves the built site.
 */
const RENDERERS: Record<DocumentId, Partial<Record<Format, () => Promise<Renderer>>>> = {
  "qa-qc-report": { pdf: async () => (await import("./qa-qc-report/document.server")).renderPdf },
  "facade-elevation": {
    pdf: async () => (await import("./facade-elevation/document.server")).renderPdf,
    dxf: async () => (await import("./facade-elevation/dxf.server")).renderDxf,
  },
  "lod-matrix": {
    pdf: async () => (await import("./lod-matrix/document.server")).renderPdf,
    csv: async () => (await import("./lod-matrix/csv.server")).renderCsv,
  },
  "survey-brief": { pdf: async () => (await import("./survey-brief/document.server")).renderPdf },
  "site-access-checklist": { pdf: async () => (await import("./checklists/document.server")).renderSiteAccessPdf },
  "delivery-checklist": { pdf: async () => (await import("./checklists/document.server")).renderDeliveryPdf },
};

const made = new Map<string, Promise<Uint8Array<ArrayBuffer>>>();

/** The bytes of a file, made once per process: the Downloads page states each file's size, and the file's own address serves it. */
export function fileBytes(file: DownloadFile): Promise<Uint8Array<ArrayBuffer>> {
  let bytes = made.get(file.path);
  if (!bytes) {
    const load = RENDERERS[file.id][file.format];
    if (!load) throw new Error(`No maker for ${file.id} as ${file.format}`);
    bytes = load().then((render) => render(file.lang));
    made.set(file.path, bytes);
  }
  return bytes;
}
