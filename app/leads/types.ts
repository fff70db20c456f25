import type { SubmissionResult } from "@conform-to/react";
import type { Lang } from "../i18n/languages.ts";

export type FormKind = "quote" | "contact" | "call";

/** What a refused post answers, to the page and to the form island; an accepted one is redirected to its confirmation. */
export type FormActionResult = { status: "error"; result: SubmissionResult<string[]>; formError?: string; files?: StoredFile[] };

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
  /** Kept with the enquiry for IP_RETENTION_DAYS (abuse handling). The browser's user agent is never stored. */
  ip?: string;
  /** The consent the visitor gave with the form; its time is the time of receipt. */
  consent?: { revision: string; lang: Lang };
}

/** What proves the visitor's consent: when it was received, to which wording (CONSENT_REVISION), in which language. */
export interface ConsentProof {
  at: string;
  revision: string;
  lang: Lang;
}

export interface SubmissionRecord {
  ref: string;
  kind: FormKind;
  lang: Lang;
  createdAt: string;
  fields: Record<string, unknown>;
  /** The visitor's address, while it is kept (IP_RETENTION_DAYS from receipt). */
  ip?: string;
  /** Absent for enquiries received before the proof was recorded (2026-11-25). */
  consent?: ConsentProof;
  /** `path` when the body is a file on this machine's disk (SQLite); PostgreSQL keeps bodies in the database. */
  files: (StoredFile & { path?: string })[];
  mail: MailDelivery;
  /**
   * The acknowledgement mailed to the visitor's address; absent when none was queued (no address,
   * three enquiries of that address already acknowledged within a day, or received before it existed).
   */
  ack?: MailDelivery;
}

/** The two mails of an enquiry: the staff mail to the company, and the acknowledgement to the visitor. */
export type MailKind = "staff" | "ack";

/** Where one mail's delivery stands. */
export interface MailDelivery {
  status: "pending" | "sent" | "failed-retrying";
  attempts: number;
  lastError?: string;
  sentAt?: string;
}

/**
 * Why an upload is refused: its type, its content, an archive holding a program or unpacking to far
 * more than its size, its size, no bytes, no readable name; or the
 * unclaimed files of the visitor's address (`quota`) or of the whole site (`full`) are at their bound.
 */
export type UploadRefusal = "type" | "content" | "archive" | "too-large" | "empty" | "name" | "quota" | "full";

/** The status each refusal is answered with. */
export const UPLOAD_REFUSAL_STATUS: Record<UploadRefusal, number> = {
  type: 415,
  content: 415,
  archive: 415,
  "too-large": 413,
  empty: 400,
  name: 400,
  quota: 429,
  full: 507,
};

/** Why an upload was refused; the form shows a message per reason. */
export class UploadError extends Error {
  reason: UploadRefusal;
  constructor(reason: UploadRefusal) {
    super(`upload refused: ${reason}`);
    this.name = "UploadError";
    this.reason = reason;
  }
}
