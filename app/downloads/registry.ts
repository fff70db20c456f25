import { LANGUAGES, type Lang } from "../i18n/languages";

/**
 * The files of the Downloads page, each generated at build time in every language from data kept
 * in the repository (app/samples/, the words beside each document). A file's address is
 * /downloads/<lang>/<name>.<format>, its name in the language of its words.
 */
export const FORMATS = {
  pdf: "application/pdf",
  dxf: "image/vnd.dxf",
  csv: "text/csv; charset=utf-8",
} as const;
export type Format = keyof typeof FORMATS;

export interface DocumentEntry {
  readonly formats: readonly Format[];
  /** An illustrative sample (labelled as one in the file and on the page), rather than a template to use. */
  readonly sample: boolean;
  /** The file's name without its extension, per language: ASCII, lowercase, hyphenated. */
  readonly names: Readonly<Record<Lang, string>>;
}

export const DOCUMENTS = {
  "qa-qc-report": {
    formats: ["pdf"],
    sample: true,
    names: {
      en: "pontos3d-sample-qa-qc-report",
      tr: "pontos3d-ornek-qa-qc-raporu",
      hu: "pontos3d-minta-qa-qc-jelentes",
      de: "pontos3d-beispiel-qa-qc-bericht",
    },
  },
  "facade-elevation": {
    formats: ["pdf", "dxf"],
    sample: true,
    names: {
      en: "pontos3d-sample-facade-elevation-1-50",
      tr: "pontos3d-ornek-cephe-gorunusu-1-50",
      hu: "pontos3d-minta-homlokzatrajz-1-50",
      de: "pontos3d-beispiel-fassadenansicht-1-50",
    },
  },
  "lod-matrix": {
    formats: ["pdf", "csv"],
    sample: false,
    names: { en: "pontos3d-lod-matrix", tr: "pontos3d-lod-matrisi", hu: "pontos3d-lod-matrix", de: "pontos3d-lod-matrix" },
  },
  "survey-brief": {
    formats: ["pdf"],
    sample: false,
    names: {
      en: "pontos3d-survey-brief-template",
      tr: "pontos3d-olcum-sartnamesi-sablonu",
      hu: "pontos3d-felmeresi-feladatleiras-sablon",
      de: "pontos3d-vorlage-leistungsbeschreibung-aufmass",
    },
  },
  "site-access-checklist": {
    formats: ["pdf"],
    sample: false,
    names: {
      en: "pontos3d-site-access-permits-safety-checklist",
      tr: "pontos3d-saha-erisimi-izin-ve-guvenlik-kontrol-listesi",
      hu: "pontos3d-helyszini-hozzaferes-engedelyek-biztonsag-ellenorzolista",
      de: "pontos3d-checkliste-zugang-genehmigungen-sicherheit",
    },
  },
  "delivery-checklist": {
    formats: ["pdf"],
    sample: false,
    names: {
      en: "pontos3d-delivery-checklist",
      tr: "pontos3d-teslim-kontrol-listesi",
      hu: "pontos3d-atadasi-ellenorzolista",
      de: "pontos3d-checkliste-datenuebergabe",
    },
  },
} as const satisfies Record<string, DocumentEntry>;

export type DocumentId = keyof typeof DOCUMENTS;
export const DOCUMENT_IDS = Object.keys(DOCUMENTS) as DocumentId[];

/** One file to download: a document in one language and one format. */
export interface DownloadFile {
  readonly id: DocumentId;
  readonly lang: Lang;
  readonly format: Format;
  /** Its address on the site, "/downloads/en/pontos3d-lod-matrix.csv". */
  readonly path: string;
}

export function downloadFile(id: DocumentId, lang: Lang, format: Format): DownloadFile {
  return { id, lang, format, path: `/downloads/${lang}/${DOCUMENTS[id].names[lang]}.${format}` };
}

/** Every file of the Downloads page, in every language. */
export const DOWNLOAD_FILES: readonly DownloadFile[] = DOCUMENT_IDS.flatMap((id) =>
  LANGUAGES.flatMap((lang) => DOCUMENTS[id].formats.map((format) => downloadFile(id, lang, format))),
);

/** The file at an address, if there is one. */
export const fileAt = (path: string): DownloadFile | undefined => DOWNLOAD_FILES.find((file) => file.path === path);
