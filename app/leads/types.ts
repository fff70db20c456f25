import type { Lang } from "../i18n/languages.ts";

export type FormKind = "quote" | "contact" | "call";

/** One stored upload, as the browser and the submission see it. */
export interface StoredFile {
  id: string;
  name: string;
  size: number;
  type: string;
}

/** A validated submission ready to store: fields are the parsed form values (JSON-serialisable). */
export interface NewSubmission {
  kind: FormKind;
  lang: Lang;
  fields: Record<string, unknown>;
  fileIds: string[];
  ip?: string;
  userAgent?: string;
}

export interface SubmissionRecord {
  ref: string;
  kind: FormKind;
  lang: Lang;
  createdAt: string;
  fields: Record<string, unknown>;
  files: (StoredFile & { path: string })[];
  mail: { status: "pending" | "sent" | "failed-retrying"; attempts: number; lastError?: string; sentAt?: string };
}

export type UploadRefusal = "type" | "content" | "too-large" | "empty" | "name";

/** Why an upload was refused; the form shows a message per reason. */
export class UploadError extends Error {
  reason: UploadRefusal;
  constructor(reason: UploadRefusal) {
    super(`upload refused: ${reason}`);
    this.name = "UploadError";
    this.reason = reason;
  }
}
